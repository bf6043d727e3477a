// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <memory>

namespace sb {
struct UnitStarts;
}

namespace sb::ui {

class Session;

/// Keeps a built-in method's run beside a student's program: the method stands where it has got
/// as far as the program in the problem's own units (Caro: the moves played; cards and Mayan: the
/// cards or blocks read, then the answer printed; accordion: the decks answered), just after the
/// step that did the last of them, as a moment move leaves both; at its end once the program has
/// given its answer with as many as the method does (printing is the last unit of some problems,
/// which the method's whole search stands for). Where the method's units begin is found once per method, in the
/// background; until then it stays where it is.
class UnitFollower : public QObject {
    Q_OBJECT
public:
    /// Where the method stands beside the program.
    enum class Place {
        Finding, ///< where its units begin is not known yet
        Beside,  ///< as far as the program, just after the step that got it there
        Cut,     ///< not that far in its first steps (its cap): at the last of them
        End,     ///< the program has got as far as its whole run: at its end
        None,    ///< the method cannot run (the input has an error)
    };

    explicit UnitFollower(Session* session, QObject* parent = nullptr);
    ~UnitFollower() override;

    /// The method or its input changed: where its units begin is found again.
    void restart();
    /// The program has done `units` (and `answered`: printed something, or stands at its end): the
    /// method goes to the step it stands on beside it.
    void follow(quint64 units, bool answered);
    quint64 units() const { return m_units; }
    Place place() const;
    /// The steps looked at for a Cut place.
    quint64 stepsLooked() const;
    /// Waits until the search is over and the method stands in its place (tests, screenshots).
    void waitUntilReady();

signals:
    /// The method moved beside the program (or its place is known).
    void placed();

private:
    struct Search;
    void takeStarts();
    void goToPlace();

    Session* m_session;
    std::shared_ptr<Search> m_search; ///< the search for the units' starts under way
    std::shared_ptr<const UnitStarts> m_starts;
    quint64 m_units = 0;
    bool m_answered = false;
};

} // namespace sb::ui
