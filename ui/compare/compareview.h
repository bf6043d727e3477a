// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <optional>

class QHBoxLayout;
class QLabel;

namespace sb::ui {

class CompareBar;
class ComparePane;
class Lockstep;
class PlayerActions;
class SteppedProgram;
class UnitFollower;

/// Two or three methods of one problem side by side, on the same input, each
/// in its own pane, driven by one player bar that keeps them at the same moment.
class CompareView : public QWidget {
    Q_OBJECT
public:
    /// Its bar shows buttons for `actions`, which the window points at the view while it is open.
    explicit CompareView(PlayerActions* actions, QWidget* parent = nullptr);
    ~CompareView() override;

    /// The methods of `list` ("1,3"), when it names two or three different methods of `problem`.
    static std::optional<QStringList> parseMethods(const QString& list, const QString& problem);
    /// What to compare when nothing is named: the method on screen and the problem's
    /// reference, or the first correct method and the reference when it is on screen.
    static QStringList defaultMethods(const QString& problem, const QString& current);

    /// Opens `methods` (two or three of `problem`) on `input`, every pane at the end of
    /// `moment`, or at the start for a negative one. False, with nothing changed, for a
    /// list that is not two or three methods of the problem.
    bool open(const QString& problem, const QString& input, const QStringList& methods, qint64 moment,
              bool python);
    /// Opens the student's `program` (stepped on `input`) in the first pane and `methods` (one or
    /// two of `problem`) beside it, each standing where it has got as far as the program in the
    /// problem's units, as the reference does beside it (UnitFollower). The player's keys move the
    /// program (its lines, its calls, its moments); the methods follow. False, with nothing changed,
    /// for a list that is not one or two methods of the problem.
    bool openBeside(SteppedProgram* program, const QString& problem, const QString& input, const QStringList& methods,
                    bool python);
    /// The program's pane, while a program is open; nullptr otherwise.
    ComparePane* programPane() const;
    /// The follower of a method's pane beside the program; nullptr without a program.
    UnitFollower* follower(const ComparePane* pane) const;
    /// The methods of the panes (not the program's).
    QStringList methods() const;
    QList<ComparePane*> panes() const { return m_panes; }
    CompareBar* bar() const { return m_bar; }
    Lockstep* lockstep() const { return m_lockstep; }
    /// Three panes on a projector show their boards, methods and counters, not the code line.
    bool boardsOnly() const;
    /// A third pane, with the first method not shown yet, or back to two.
    void setThreePanes(bool on);
    void setPresentation(bool on);
    /// A sentence over the panes (where a wrong method first goes another way); empty hides it.
    /// Opening other methods clears it.
    void setNote(const QString& text);
    QString note() const;
    /// Runs every pane's moves to their end (screenshots and tests).
    void settle();

signals:
    /// The class asked to go back to one method.
    void closeRequested();

private:
    /// A pane of `method` at `index` among the panes (at the end for -1).
    void addPane(const QString& method, int index = -1);
    /// Where a pane of `method` stands so that the panes follow the problem's order of methods.
    int placeInOrder(const QString& method) const;
    void panesChanged();
    /// Every pane gone, with the followers that hold their sessions, and the lockstep let go of them.
    void clearPanes();
    /// Every method's pane to where it stands beside the program.
    void followProgram();
    /// The method panes (every pane but the program's).
    QList<ComparePane*> methodPanes() const;
    void showWaiting();
    void evenUpBoards();

    QString m_problem;
    QString m_input;
    bool m_python = false;
    bool m_presenting = false;
    QHBoxLayout* m_row;
    QList<ComparePane*> m_panes;
    QPointer<ComparePane> m_added; ///< the pane a third one added, taken away with it
    QPointer<SteppedProgram> m_program; ///< shown in the first pane, while open beside the methods
    QHash<const ComparePane*, UnitFollower*> m_followers;
    Lockstep* m_lockstep;
    CompareBar* m_bar;
    QLabel* m_note;
};

} // namespace sb::ui
