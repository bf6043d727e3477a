// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/boardview.h"

#include <QMap>
#include <QPointer>
#include <QWidget>

class QBoxLayout;
class QLabel;
class QStackedWidget;
class QVBoxLayout;

namespace sb::ui {

class BoardView;
class Session;

/// The window's left column: the method's summary over the board of the problem on screen (one
/// board a problem, made when first shown), the verdict, and the narration of the step under it.
class BoardColumn : public QWidget {
    Q_OBJECT
public:
    explicit BoardColumn(Session* session, QWidget* parent = nullptr);

    /// The board of the problem on screen.
    BoardView* board() const;
    /// Every board made so far.
    QList<BoardView*> boards() const { return m_boardOf.values(); }
    QString narration() const;
    QString verdict() const;
    QString methodTitle() const;
    /// The step's sentence, the method's summary and the verdict, as the run on screen stands.
    void updateNarration();
    /// Says `sentence` in the narration's place until the run moves to another step, or the
    /// step's sentence is asked back (updateNarration).
    void say(const QString& sentence);
    /// The same, with the cells it speaks of outlined on the board while it stands (the line a
    /// wrong method missed, where a failed test opens).
    void say(const QString& sentence, const QVector<BoardMark>& marks);
    void setNarrationHidden(bool hidden);
    /// On a projector, a sentence said after the narration (or the verdict) while it stands:
    /// the comparison with the method before.
    void setAside(const QString& text);
    /// On a projector, the height of the slot the narration and the verdict share; 0 otherwise.
    int sentenceSlot() const { return m_projector ? m_slotHeight : 0; }
    /// On a projector, the height of two lines of the least type in the slot's margins (0 elsewhere).
    int shortSlot() const { return m_projector ? m_shortSlot : 0; }
    /// The room between the slot and what is put under it.
    int sentenceSpacing() const;
    /// Puts `widget` beside the board (a built-in method beside the student's program), side by side
    /// or, in a column taller than wide, under it; nullptr takes the one there away (hidden, its
    /// owner keeps it).
    void setBeside(QWidget* widget);
    /// While the student's program is stepped: what its line did, said in place of the method's
    /// narration (empty: the method's again).
    void setProgramSaid(const QString& text);
    /// Shows `board` in place of the problem's (a problem pack's board), with its own title and
    /// narration (setStandInWords); nullptr: the problem's board and words again. The window keeps
    /// `board`; board() stays the problem's.
    void setStandIn(QWidget* board);
    QWidget* standIn() const { return m_standIn; }
    /// The stand-in's title, narration, and verdict (empty: none; `right` colours it).
    void setStandInWords(const QString& title, const QString& narration, const QString& verdict = {},
                         bool right = true);
    QWidget* beside() const { return m_beside; }
    /// Puts `widget` just under the narration (the guess-first question).
    void addUnderNarration(QWidget* widget);
    /// Fonts after the window's `font` (already doubled on a projector), and the boards' presentation.
    void setPresentation(bool on, const QFont& font);

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    /// A board changed the input (a click that edits it): the window gives it to the input panel.
    void inputEdited(const QString& text);

private:
    void showBoard();
    /// Which of the narration and the verdict show, and (on a projector) at what size.
    void showSentences();
    void fitSentences();
    /// On a projector the method's title is a slot of two lines: a longer title ends in "…" and
    /// says the whole in its tooltip, so that the board keeps the height (Mayan's cells, clicked
    /// to answer a question, stay large).
    void fitTitle();
    /// As updateNarration(), keeping a sentence said at the step on screen.
    void refreshNarration();
    /// The stand-in board's words in the title, narration and verdict.
    void showStandInWords();
    void colourVerdict(bool right);
    quint64 position() const;

    Session* m_session;
    bool m_projector = false;
    QMap<QString, BoardView*> m_boardOf;
    QVBoxLayout* m_layout;
    QStackedWidget* m_boards;
    QBoxLayout* m_boardRow; ///< the board, and what stands beside it
    QPointer<QWidget> m_beside;
    QString m_programSaid;
    QPointer<QWidget> m_standIn;
    struct StandInWords {
        QString title;
        QString narration;
        QString verdict;
        bool right = true;
    } m_standInWords;
    /// Side by side, or one over the other in a tall column.
    void layBeside();
    QLabel* m_methodTitle;
    QLabel* m_narration;
    QLabel* m_verdict;
    bool m_narrationHidden = false; ///< the guess-first question stands in its place
    QFont m_sentenceFont;           ///< the narration's and verdict's font, before fitting
    int m_slotHeight = 0;           ///< on a projector, the height the two share
    int m_shortSlot = 0;            ///< see shortSlot()
    bool m_titleLent = false;       ///< the method's title is hidden for a long verdict
    QString m_aside;
    QString m_titleText;     ///< the method's title, whole
    QString m_narrationText; ///< the narration shown, without the aside
    QString m_verdictText;   ///< the verdict shown, without the aside
    QString m_said;        ///< what say() put in the narration's place, while it stands
    quint64 m_saidAt = 0;  ///< the step it was said at
    QVector<BoardMark> m_saidMarks; ///< the cells it speaks of
};

} // namespace sb::ui
