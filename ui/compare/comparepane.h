// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QHash>
#include <QPair>
#include <QPointer>

#include "run/verdict.h"
#include "steppedprogram.h"

class QComboBox;
class QProgressBar;
class QSpacerItem;

namespace sb::ui {

class BoardView;
class Session;
class WrapLabel;

/// One method in the side-by-side view: its own run of the problem on the
/// shared input, with a chooser that names the method, its board, the listing
/// line it stands on, its counters and, once its run is over, its verdict. Or the student's program
/// being stepped (showProgram()): its board read off its own variable, its line, where it is.
class ComparePane : public QFrame {
    Q_OBJECT
public:
    /// A run of `method` on `input`; `python` shows the listing's Python lines instead of C++.
    ComparePane(const QString& problem, const QString& input, const QString& method, bool python,
                QWidget* parent = nullptr);
    ~ComparePane() override;

    /// The pane shows `program` instead of its method: the board read off the program's variable
    /// (drawn by the problem's board on this pane's session), its line and where it is. Its own
    /// method and chooser go.
    void showProgram(SteppedProgram* program);
    /// The program shown, if any.
    SteppedProgram* program() const { return m_program; }

    Session* session() const { return m_session; }
    BoardView* board() const { return m_board; }
    QComboBox* methodChooser() const { return m_methods; }
    QString lineText() const;
    /// The counters as they read ("Move 4  ·  cells looked at: 120").
    QString countersText() const;
    /// The font the counters are set in and where they stand (a pane of three fits them on one line).
    QFont countersFont() const;
    QRect countersRect() const;
    QString verdictText() const;
    /// Says the pane has finished the moment and waits for the others.
    void setWaiting(bool waiting);
    /// Boards only: the listing line goes; the method, board, counters and verdict stay.
    void setBoardsOnly(bool on);
    void setPresentation(bool on);
    /// The height of everything in the pane but its board, at its width: the method, the line,
    /// the counters, the verdict.
    int textsHeight() const;
    /// Room left empty under the words, so that the boards side by side are of one size whatever
    /// each pane says (a verdict of three lines beside one of one).
    void setPad(int pixels);

signals:
    /// The class chose another method in this pane; the run restarted with it.
    void methodChanged();
    /// What the pane says changed, and the height it takes may have.
    void textsChanged();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fillMethods();
    void loadListing();
    void refresh();
    /// refresh() for a program.
    void refreshProgram();
    void fitTitle();
    void showVerdict();
    /// The verdict's colours for `tone`, from the theme of the screen: right, or every kind of wrong.
    void paintVerdict(Verdict::Tone tone);
    void showProgress();
    void fitCounters();

    Session* m_session;
    QPointer<SteppedProgram> m_program;
    QComboBox* m_methods;
    WrapLabel* m_title; ///< "Your program", in place of the chooser
    BoardView* m_board;
    WrapLabel* m_line;
    WrapLabel* m_counters;
    WrapLabel* m_verdict;
    QProgressBar* m_progress;
    QSpacerItem* m_pad;
    QHash<int, QPair<int, QString>> m_lineOfAnchor; ///< anchor -> 1-based line and its code
    bool m_waiting = false;
    bool m_presenting = false;
};

} // namespace sb::ui
