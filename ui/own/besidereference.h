// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <QPointer>

namespace sb::ui {

class ComparePane;
class UnitFollower;
class WrapLabel;

/// Beside the student's program as it is stepped: a built-in method (the reference at first,
/// another from its chooser) run on the same input, standing where it has got as far as the
/// program has in the problem's own units (Caro: the moves read; cards and Mayan: the cards or
/// blocks read, then the answer printed; accordion: the decks answered): see UnitFollower.
class BesideReference : public QWidget {
    Q_OBJECT
public:
    explicit BesideReference(QWidget* parent = nullptr);
    ~BesideReference() override;

    /// A run of `problem`'s reference on `input`, its listing in Python or C++.
    void open(const QString& problem, const QString& input, bool python);
    /// The program has done `units` (and `answered`: printed something, or stands at its end): the
    /// method goes to the step it stands on beside it (UnitFollower::follow).
    void follow(quint64 units, bool answered);
    quint64 units() const;
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
    void retranslate();

    WrapLabel* m_note;
    ComparePane* m_pane = nullptr;
    QPointer<UnitFollower> m_follower; ///< the pane's method beside the program
    quint64 m_units = 0;
    bool m_answered = false;
    bool m_presenting = false;
};

} // namespace sb::ui
