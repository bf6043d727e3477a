// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/theme.h"
#include "run/boardmark.h"

#include <QAbstractScrollArea>
#include <QPointer>
#include <QVector>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

class QPainter;

namespace sb {
struct ProblemInput;
struct ProgramBoard;
class RunModel;
struct Step;
using CellValue = std::int8_t;
} // namespace sb

namespace sb::ui {

class RunSource;

/// What the window asks of every problem's board, whatever it draws, and what every board
/// has: the run it shows (a RunSource: a built-in method's session, or a recorded run), the theme
/// and the scale it draws at (twice as large, high contrast, on a projector), the keyboard's focus,
/// no frame.
class BoardView : public QAbstractScrollArea {
    Q_OBJECT
public:
    BoardView(RunSource* source, QWidget* parent);

    virtual void zoomIn() {}
    virtual void zoomOut() {}
    virtual void fitToWindow() {}
    /// Zooms in on the cell the current step is about and keeps it in view as
    /// the run goes on; asked again, goes back to the whole board.
    virtual void toggleFollow() {}
    virtual bool following() const { return false; }
    /// The width the board fills at `height` when fitted whole (a square board: its height);
    /// -1 when it uses any width it is given. On a projector the window gives the rest to the code.
    virtual int widthForHeight(int height) const
    {
        Q_UNUSED(height);
        return -1;
    }
    /// A move is drawn moving (a card sliding, blocks falling): the run stands still or plays slowly
    /// enough for the class to follow each move.
    bool animatesMoves() const;
    /// Projector mode: everything twice as large, in the high-contrast theme.
    void setPresentation(bool on);
    bool presentation() const { return m_scale > 1.0; }
    /// The smallest text a board draws: on a projector 18 pixels, read from the back row;
    /// elsewhere `otherwise`.
    int leastText(int otherwise) const { return presentation() ? 18 : otherwise; }
    /// Only the board, without what the view draws beside it about the run (Mayan's search): a
    /// method's pane beside another board on a projector, where the two boards are what is compared.
    void setBoardAlone(bool on);
    bool boardAlone() const { return m_boardAlone; }
    /// Cells to show with the verdict of a finished run; empty to show none.
    virtual void setVerdictMarks(const QVector<BoardMark>& marks) { Q_UNUSED(marks); }
    /// While set, a click on a cell answers a guess-first question: the board hands the
    /// cell (a flat index, as the engine numbers it) to `pick` instead of acting on it.
    void setCellPicker(std::function<void(int cell)> pick) { m_pick = std::move(pick); }
    bool picking() const { return static_cast<bool>(m_pick); }
    /// While a guess-first question waits, the board draws the stones, cards or blocks but not
    /// what the current step marks on them (the walk, the pair compared, the runs found): those
    /// would give the answer away.
    void setStepMarksHidden(bool hidden);
    bool stepMarksHidden() const { return m_marksHidden; }
    /// While a student's program is stepped: its run, whose board (read off the program's own
    /// variable) is drawn in place of the source's, marked as its problem reads the program's changes
    /// to it (a stone placed), without the method's verdict or search;
    /// `caption` says so in words for the narration. Where that run has no board (none chosen) the
    /// session's is drawn. Null: the source's run again.
    void showProgramRun(RunSource* source, const QString& caption = {});
    /// A program's board is drawn: a program's run is shown and it has a board.
    bool showsProgram() const { return m_programShown; }
    /// The program's run shown; null while the source's is.
    RunSource* programRun() const;
    /// What the board shows while a program's board is shown ("Your program's board, read from g
    /// before line 6 runs."); empty otherwise.
    QString programCaption() const { return m_programShown ? m_programCaption : QString(); }
    /// The cells picked so far for a question that wants more than one click: drawn ringed.
    void setPicked(const QVector<int>& cells);
    const QVector<int>& picked() const { return m_picked; }

    /// The run the board draws: the program's while its board is shown, else the source's; null
    /// before a run.
    const RunModel* shownRun() const;
    /// The step the board marks where the run shown stands (RunModel::boardStep); null while a
    /// guess-first question hides the marks, or where there is none.
    const Step* shownStep() const;
    /// A variable of the problem as the board's marks read it where the run shown stands
    /// (RunModel::boardVar): the stone last played, the value looked at.
    std::optional<std::int32_t> shownVar(int id) const;

    /// The cells to draw, read from the run shown: the program's board while one is shown, else the
    /// session's; empty before a run.
    std::span<const CellValue> cells() const;
    /// The input the board is drawn for: while a program's board is shown, one holding the program's
    /// values where they are part of what the board draws (the cards' numbers).
    std::shared_ptr<const ProblemInput> shownInput() const;

protected:

    /// The scale or the theme changed (projector mode): the view lays itself out again; by
    /// default it draws again. `oldScale` is the scale before.
    virtual void presentationChanged(double oldScale);
    /// A program's board was shown, changed or taken away: by default the view draws again.
    virtual void programBoardChanged();
    /// The board changed the input (a card edited on the table).
    void editInput(const QString& text) { emit inputEdited(text); }

    RunSource* m_source;
    const Theme* m_theme;
    double m_scale = 1.0; ///< 2 on a projector

    /// For a view's click: false when no question waits for a cell.
    bool pickCell(int cell) const
    {
        // A copy: the answer takes the picker away while it runs.
        const std::function<void(int)> pick = m_pick;
        if (pick)
            pick(cell);
        return static_cast<bool>(pick);
    }
    /// Where a pickable cell is drawn, in the viewport's coordinates; empty if nowhere.
    virtual QRectF pickRect(int cell) const
    {
        Q_UNUSED(cell);
        return {};
    }
    /// Rings the picked cells: a view calls it last when it paints its viewport.
    void paintPicked(QPainter& painter) const;

signals:
    /// The board changed the input (a card edited on the table): the new text.
    void inputEdited(const QString& text);

private:
    std::function<void(int)> m_pick;
    QVector<int> m_picked;
    bool m_marksHidden = false;
    bool m_boardAlone = false;
    /// Reads the program's board off its run again (it moved, or another was shown).
    void readProgramBoard();

    QPointer<RunSource> m_programRun;
    bool m_programShown = false;
    std::vector<CellValue> m_programCells; ///< the program's cells, as many as the source's board has
    std::shared_ptr<const ProblemInput> m_programInput;
    QString m_programCaption;
};

} // namespace sb::ui
