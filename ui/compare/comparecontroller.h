// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>
#include <optional>

#include <atomic>
#include <memory>
#include <QStringList>

class QAction;

namespace sb::ui {

class CompareView;
class WindowAreas;
class PlayerActions;
class Session;
class SteppedProgram;
class WhereItGoesWrongSearch;
struct WhereItGoesWrong;

/// The side-by-side view (View > Compare, F7) and "where does it go wrong" (D): it owns the view,
/// the search and their actions. The view opens on the problem, input and moment on screen; back
/// to one method, the class goes on from the moment it was looking at. The window lays the view
/// out in its centre and hands it the player's keys (WindowAreas::showSideBySide).
class CompareController : public QObject {
    Q_OBJECT
public:
    CompareController(WindowAreas* window, Session* session, PlayerActions* actions);

    /// F7, checked while the view is open.
    QAction* toggleAction() const { return m_toggle; }
    /// D.
    QAction* whereWrongAction() const { return m_whereWrong; }

    /// Opens the view on two or three methods of the problem on screen, on its input and at its
    /// moment; with none named, the method on screen and the reference. False, and nothing
    /// changes, when they are not methods of the problem. While a student's program is stepped
    /// (setProgram()), the view opens on it and one or two methods beside it (the reference when
    /// none is named), on the input it was recorded on.
    bool open(const QStringList& methods = {});
    /// The student's program being stepped, which F7 puts beside the methods; null when none is.
    /// Taken away while the view shows it, the view closes.
    void setProgram(SteppedProgram* program);
    /// Back to the one method on screen before, at the moment the view stood at (the step its
    /// pane of that method stood on).
    void close();
    bool isOpen() const;
    /// The view, once it has been opened; nullptr before.
    CompareView* view() const { return m_view; }

    /// Runs the method on screen beside the one it is compared with, on a thread of its own, and
    /// opens both side by side at the first moment they differ, saying what each did; when they
    /// never differ the narration says so. whereItGoesWrongShown() tells which, once known.
    void showWhereItGoesWrong();
    /// The search of showWhereItGoesWrong(); nullptr before the first.
    WhereItGoesWrongSearch* whereSearch() const { return m_search; }

    /// What F7 and D do in place of the view's while a problem pack is open: its own side by side.
    struct StandIn {
        std::function<void(bool on)> toggle;
        std::function<void()> whereWrong;
        /// What stands side by side, and the move the panes are in (a lesson keeps them); nullopt: none.
        std::function<std::optional<std::pair<QStringList, quint64>>()> panes;
        /// Puts `choices` side by side at `move` (once recorded); false for choices it does not have.
        std::function<bool(const QStringList& choices, quint64 move)> openAt;
    };
    void setStandIn(std::optional<StandIn> standIn);
    /// The stand-in's panes (StandIn::panes); nullopt without a stand-in or none open.
    std::optional<std::pair<QStringList, quint64>> standInPanes() const;
    /// Opens the stand-in's panes (StandIn::openAt); false without a stand-in.
    bool openStandIn(const QStringList& choices, quint64 move);
    /// Closes the stand-in's panes, where they are open.
    void closeStandIn();

    /// Esc: stops the panes' long move, else closes the view, else stops a search. False when
    /// none of these was on top.
    bool escape();
    void setPresentation(bool on);

signals:
    /// The answer of showWhereItGoesWrong(): the view opened, or not (they never differ, or the
    /// search was stopped).
    void whereItGoesWrongShown(bool opened);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void makeView();
    /// D while a student's program is stepped: where its board first differs from the reference's.
    void showWhereProgramGoesWrong();
    /// Stops that search, if one runs; false when none does.
    bool stopProgramSearch();
    void openWhereItGoesWrong(const WhereItGoesWrong& where);
    void retranslate();

    WindowAreas* m_window;
    Session* m_session;
    PlayerActions* m_actions;
    QAction* m_toggle;
    QAction* m_whereWrong;
    CompareView* m_view = nullptr;
    SteppedProgram* m_program = nullptr;
    std::shared_ptr<std::atomic<bool>> m_programStop; ///< stops the search of showWhereProgramGoesWrong()
    WhereItGoesWrongSearch* m_search = nullptr;
    std::optional<StandIn> m_standIn;
};

} // namespace sb::ui
