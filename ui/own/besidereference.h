// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>
#include <optional>

namespace sb {
struct UnitStarts;
}

namespace sb::ui {

class ComparePane;
class WrapLabel;

/// Beside the student's program as it is stepped: a built-in method (the reference at first,
/// another from its chooser) run on the same input, standing where it has got as far as the
/// program has in the problem's own units (Caro: the moves read; cards and Mayan: the cards or
/// blocks read, then the answer printed; accordion: the decks answered). Where the method's units
/// begin is found once per method, in the background.
class BesideReference : public QWidget {
    Q_OBJECT
public:
    explicit BesideReference(QWidget* parent = nullptr);
    ~BesideReference() override;

    /// A run of `problem`'s reference on `input`, its listing in Python or C++.
    void open(const QString& problem, const QString& input, bool python);
    /// The program has done `units`: the method goes to the step it stands on beside it.
    void follow(quint64 units);
    quint64 units() const { return m_units; }
    /// The pane, once open; nullptr before.
    ComparePane* pane() const { return m_pane; }
    /// Where the method's units begin is known: it stands beside the program.
    bool isReady() const;
    /// Waits until isReady() (tests, screenshots).
    void waitUntilReady();
    /// The sentence under the pane: where the method stands and why there.
    QString noteText() const;
    void setPresentation(bool on);

signals:
    /// The method moved beside the program (or its place is known).
    void placed();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Search;
    void findStarts();
    /// The finished search's starts become the method's, and it is placed by them.
    void takeStarts();
    void place();
    void retranslate();

    WrapLabel* m_note;
    ComparePane* m_pane = nullptr;
    std::shared_ptr<Search> m_search; ///< the search for the units' starts under way
    std::shared_ptr<const UnitStarts> m_starts;
    quint64 m_units = 0;
    bool m_presenting = false;
};

} // namespace sb::ui
