// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayanview.h"
#include "randomboarddialog.h"

#include "narrator.h"
#include "problems/problemui.h"
#include "utf8.h"

#include "core/player.h"
#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace sb::ui {

namespace {

/// The Mayan puzzle in the window: the board, the search's call stack, its sentences.
class MayanUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(MayanUi)
public:
    std::string_view id() const override { return mayan::kProblem.id; }
    QString name() const override { return tr("Mayan puzzle (NOIP 2011)"); }
    QString shortName() const override { return tr("Mayan puzzle"); }
    QString methodLabel(std::string_view method) const override;
    QString methodSummary(std::string_view method) const override;
    QString beforeFirstStep() const override
    {
        return tr("The board is empty until the program reads it. Step forward to read the input and start the search.");
    }
    QString step(const Step& s) const override;
    QString moment(qint64 n) const override { return tr("Search nodes: %1").arg(n); }
    QString nextMoment() const override { return tr("Next node"); }
    QString previousMoment() const override { return tr("Previous node"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 after %2 search nodes, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override
    {
        return {Counter::MovesTried, Counter::ColourPrunes, Counter::MemoPrunes};
    }
    QStringList sampleFiles() const override;
    QStringList sampleTitles() const override;
    QString inputHint() const override
    {
        return tr("The input the program reads: n, then five columns from the left, each its colours from the "
                  "bottom up and a 0");
    }
    QString randomInputLabel() const override { return tr("Random board…"); }
    QString askRandomInput(QWidget* parent) const override
    {
        RandomBoardDialog dialog(parent);
        return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
    }
    BoardView* createBoard(Session* session, QWidget* parent) const override { return new MayanView(session, parent); }
    QString verdictReason(std::string_view method, const ProblemInput&, const std::string&) const override;
    QString momentsName() const override { return tr("Search nodes"); }
    QString momentNote(qint64 moment, const MomentNote& note) const override;
    QString growthSize() const override;
    QString growthWork() const override;
    QVector<GrowthInput> growthInputs() const override;
    bool question(const Step& next, PredictQuestion& out) const override;
    Counter costCounter() const override { return Counter::CellsLooked; }
    QVector<qint32> topLevelMove(const Player& player) const override;

private:
    /// A function of the listing as the listing on screen names it (Call's first argument).
    QString function(int callee) const;
    QString call(const Step& s) const;
    QString global(int which) const;
};

QVector<qint32> MayanUi::topLevelMove(const Player& player) const
{
    // The first frame is on the stack while its board is recorded (a board to move on is never empty).
    const auto board = player.board();
    const auto at = [&board](std::int32_t cell) { return static_cast<qint32>(board[static_cast<std::size_t>(cell)]); };
    bool live = false;
    for (int c = 0; c < mayan::kBoardCells && !live; ++c)
        live = at(mayan::frameBoardCell(0, c)) != 0;
    if (!live)
        return {};
    // x, then y, then right (g = 1) before left: the order the search tries its first moves in.
    const qint32 g = at(mayan::frameMoveCell(0, 2)) - 1;
    return {at(mayan::frameMoveCell(0, 0)), at(mayan::frameMoveCell(0, 1)), -g};
}

QString MayanUi::methodLabel(std::string_view method) const
{
    if (method == "dfs")
        return tr("Search (the editorial)");
    if (method == "dfs-plain")
        return tr("Search without the left rule");
    if (method == "dfs-pruned")
        return tr("Search with prunes");
    if (method == "mistake-skip-equal")
        return tr("Skips equal swaps");
    if (method == "mistake-clear-at-once")
        return tr("Clears each run at once");
    if (method == "mistake-clear-once")
        return tr("No chain reaction");
    if (method == "mistake-no-fall")
        return tr("No fall after a clear");
    return fromUtf8(method);
}

QString MayanUi::methodSummary(std::string_view method) const
{
    if (method == "dfs")
        return tr("Method 1: depth-first search, columns left to right, blocks bottom up, right before left; a left "
                  "move only into an empty cell.");
    if (method == "dfs-plain")
        return tr("Method 2: every block both ways, no rule: the same answer, far more search nodes.");
    if (method == "dfs-pruned")
        return tr("Method 3: method 1 plus two sound prunes: a colour with 1 or 2 blocks left, and a board already "
                  "proven unsolvable with as many moves left.");
    if (method == "mistake-skip-equal")
        return tr("Wrong: never swaps two blocks of one colour, but with exactly n moves a wasted move can be needed.");
    if (method == "mistake-clear-at-once")
        return tr("Wrong: clears a run the moment it finds it, so a block shared by two runs only clears one of them.");
    if (method == "mistake-clear-once")
        return tr("Wrong: clears once after a move and never looks again: no chain reaction.");
    if (method == "mistake-no-fall")
        return tr("Wrong: after a clear the blocks above stay in the air.");
    return methodLabel(method);
}

QString MayanUi::verdictReason(std::string_view method, const ProblemInput&, const std::string&) const
{
    if (method == "mistake-skip-equal")
        return tr("The answer swaps two blocks of the same colour somewhere, a move this program never tries.");
    if (method == "mistake-clear-at-once")
        return tr("Here two runs share a block: clearing the first at once leaves the other short of three.");
    if (method == "mistake-clear-once")
        return tr("Here a clear lets blocks fall into a new run, which only a second round of clearing takes.");
    if (method == "mistake-no-fall")
        return tr("Here the blocks above a clear must fall to make the next run.");
    return {};
}

QStringList MayanUi::sampleFiles() const
{
    return {QStringLiteral("sample"),      QStringLiteral("one-move"),      QStringLiteral("two-moves"),
            QStringLiteral("three-moves"), QStringLiteral("chain"),         QStringLiteral("wasted-swap"),
            QStringLiteral("clear-at-once"), QStringLiteral("clear-once"), QStringLiteral("no-fall"),
            QStringLiteral("prunes")};
}

QStringList MayanUi::sampleTitles() const
{
    return {tr("The NOIP 2011 sample"),
            tr("Solvable in 1 move"),
            tr("Solvable in 2 moves"),
            tr("Solvable in 3 moves"),
            tr("A chain reaction is needed"),
            tr("A swap of two equal blocks is needed"),
            tr("Two runs share a block"),
            tr("A clear makes a new run"),
            tr("Blocks must fall after a clear"),
            tr("No answer: see how much of the search each method cuts")};
}

QString MayanUi::step(const Step& s) const
{
    using mayan::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto side = [&s](int i) { return s.args[static_cast<std::size_t>(i)] > 0 ? tr("right") : tr("left"); };
    switch (static_cast<Narration>(s.narration)) {
    case Narration::Start:
        return tr("The search starts from the input board with %1 moves to make.").arg(n(0));
    case Narration::Enter:
        return tr("Depth %1 tries the move %2 %3 %4: the block at column %2, row %3 goes %5.")
            .arg(n(0), n(1), n(2), n(3), side(3));
    case Narration::Swap:
        return tr("The block %4 at (%1, %2) and its neighbour %5 change places.").arg(n(0), n(1)).arg(n(3), n(4));
    case Narration::IntoEmpty:
        return tr("The block %4 at (%1, %2) moves %3 into the empty cell.").arg(n(0), n(1), side(2), n(3));
    case Narration::Fall:
        return s.args[0] ? tr("%1 blocks fall into the empty cells below them.").arg(n(0)) : tr("Nothing falls.");
    case Narration::Mark:
        return tr("Round %2 of the chain: %1 blocks stand in runs of three or more; they are marked.").arg(n(0), n(1));
    case Narration::Clear:
        return tr("Round %1: the %2 marked blocks vanish together.").arg(n(0), n(1));
    case Narration::NoMoreRuns:
        return tr("No run of three is left: the chain ends after round %1.").arg(n(0));
    case Narration::BlocksLeft:
        return s.args[0] ? tr("%1 blocks are left after the last move: back up.").arg(n(0))
                         : tr("The board is empty.");
    case Narration::Found:
        return tr("The board is empty after exactly %1 moves: the moves on the call stack are printed.").arg(n(0));
    case Narration::Leave:
        return tr("Depth %1 is done with the move %2 %3 %4: its board comes back (backtracking).").arg(n(0), n(1), n(2), n(3));
    case Narration::PruneColour:
        return tr("Colour %1 has only %2 blocks left: they can never vanish, so this branch is cut.").arg(n(0), n(1));
    case Narration::ColoursOk:
        return tr("Every colour left has none or at least three blocks.");
    case Narration::PruneMemo:
        return tr("This board was already proven unsolvable with %1 moves left: the branch is cut.").arg(n(0));
    case Narration::MemoMiss:
        return tr("This board is not known to be unsolvable with %1 moves left: search it.").arg(n(0));
    case Narration::MemoStore:
        return tr("No move from this board works with %1 moves left: it is remembered as unsolvable.").arg(n(0));
    case Narration::SkipLeft:
        return tr("The block at (%1, %2) would swap to the left: that gives the same board as the right move of its "
                  "left neighbour, tried earlier, so it is skipped.")
            .arg(n(0), n(1));
    case Narration::NoSolution:
        return tr("No sequence of %1 moves empties the board: the program prints -1.").arg(n(0));
    case Narration::SkipEqual:
        return tr("The block at (%1, %2) and its neighbour both have colour %3: this program skips the swap.")
            .arg(n(0), n(1), n(3));
    case Narration::ClearRun:
        return s.args[2] ? tr("This program clears the row run from (%1, %2) at once, in round %3, before looking for the others.")
                               .arg(n(0), n(1), n(3))
                         : tr("This program clears the column run from (%1, %2) at once, in round %3, before looking for the others.")
                               .arg(n(0), n(1), n(3));
    case Narration::ClearNoChain:
        return tr("%1 blocks vanish; this program never looks for the runs their fall makes.").arg(n(0));
    case Narration::ClearNoFall:
        return tr("Round %1: %2 blocks vanish, and this program leaves the blocks above them in the air.").arg(n(0), n(1));
    case Narration::ReadCount:
        return tr("n = %1: the board must be cleared in exactly %1 moves.").arg(n(0));
    case Narration::ReadColour:
        return s.args[0] ? tr("The next number of the column is read: %1.").arg(n(0))
                         : tr("The next number is 0: it ends the column.");
    case Narration::ColumnLoop:
        return s.args[2] ? tr("Not 0 yet: column %1 has a block in row %2.").arg(n(0), n(1))
                         : tr("0: column %1 ends with %2 blocks.").arg(n(0), n(1));
    case Narration::PutBlock:
        return tr("The block of colour %3 goes into column %1, row %2.").arg(n(0), n(1), n(2));
    case Narration::Declare:
        return global(s.args[0]);
    case Narration::Module:
        return s.args[0] == 0 ? tr("Python loads the copy module, to keep a copy of the board before each move.")
               : s.args[0] == 1 ? tr("Python loads the sys module, to read the input with it.")
                                : tr("Python loads count, which counts the rounds of the chain: 1, 2, 3, ...");
    case Narration::CellLook:
        return s.args[2] ? tr("(%1, %2) holds a block of colour %3.").arg(n(0), n(1), n(2))
                         : tr("(%1, %2) is empty.").arg(n(0), n(1));
    case Narration::Gap:
        return s.args[3] ? tr("The block at (%1, %2) has empty cells below it: it drops to row %3.").arg(n(0), n(1), n(2))
                         : tr("The block at (%1, %2) already rests on row %3: it stays.").arg(n(0), n(1), n(2));
    case Narration::Drop:
        return tr("The block %4 drops from (%1, %2) to (%1, %3).").arg(n(0), n(1), n(2), n(3));
    case Narration::MarkStart:
        return tr("No run is found yet.");
    case Narration::RunCheck:
        if (s.args[2])
            return s.args[3] ? tr("(%1, %2) and the two blocks to its right have one colour: a run in the row.").arg(n(0), n(1))
                             : tr("No run of three starts at (%1, %2) going right.").arg(n(0), n(1));
        return s.args[3] ? tr("(%1, %2) and the two blocks above it have one colour: a run in the column.").arg(n(0), n(1))
                         : tr("No run of three starts at (%1, %2) going up.").arg(n(0), n(1));
    case Narration::MarkRun:
        return s.args[2] ? tr("The three blocks from (%1, %2) to the right are marked.").arg(n(0), n(1))
                         : tr("The three blocks from (%1, %2) up are marked.").arg(n(0), n(1));
    case Narration::RunFound:
        return tr("A run is found: the function will say true.");
    case Narration::ClearLook:
        return s.args[2] ? tr("(%1, %2) is marked.").arg(n(0), n(1)) : tr("(%1, %2) is not marked.").arg(n(0), n(1));
    case Narration::ClearCell:
        return tr("The marked block %3 at (%1, %2) vanishes.").arg(n(0), n(1), n(2));
    case Narration::Unmark:
        return tr("The mark on (%1, %2) is taken off for the next round.").arg(n(0), n(1));
    case Narration::Call:
        return call(s);
    case Narration::Returned:
        return tr("Back from %1: it returned %2.").arg(function(s.args[0]), s.args[1] ? tr("true") : tr("false"));
    case Narration::AtN:
        return s.args[0] == s.args[1] ? tr("All %1 moves are made: is the board empty?").arg(n(1))
                                      : tr("%1 of %2 moves are made: the search goes on.").arg(n(0), n(1));
    case Narration::Edge:
        return s.args[2] ? tr("Column %1 %2 is off the board.").arg(n(0), s.args[1] > 0 ? tr("+ 1") : tr("- 1"))
                         : tr("The block can go %1.").arg(side(1));
    case Narration::LeftCheck:
        return s.args[3] ? tr("The cell left of (%1, %2) holds a block.").arg(n(0), n(1))
                         : tr("Not a left move onto a block: the move is tried.");
    case Narration::EqualCheck:
        return s.args[3] ? tr("(%1, %2) and its right neighbour have one colour.").arg(n(0), n(1))
                         : tr("Not a swap of two blocks of one colour.");
    case Narration::Saved:
        return tr("The board before move %1 is kept, to undo the move later.").arg(n(0));
    case Narration::EmptyNo:
        return tr("A block is left at (%1, %2): the board is not empty.").arg(n(0), n(1));
    case Narration::ColourCount:
        return tr("Colour %1 has %2 blocks.").arg(n(0), n(1));
    case Narration::MemoWorth:
        return s.args[0] >= 2 ? tr("%1 moves are left: the board is worth remembering.").arg(n(0))
                              : tr("Only 1 move is left: the board is not remembered.");
    case Narration::PrintMove:
        return tr("Move %1 is printed: %2 %3 %4.").arg(n(0), n(1), n(2), n(3));
    case Narration::CountStart:
        return tr("Every colour's count starts at 0.");
    }
    return {};
}

QString MayanUi::function(int callee) const
{
    const bool python = callee % 2 == 1;
    switch (static_cast<mayan::Callee>(callee / 2)) {
    case mayan::Callee::Fall:
        return QStringLiteral("fall()");
    case mayan::Callee::Chain:
        return QStringLiteral("chain()");
    case mayan::Callee::MarkRuns:
        return python ? QStringLiteral("mark_runs()") : QStringLiteral("markRuns()");
    case mayan::Callee::ClearMarked:
        return python ? QStringLiteral("clear_marked()") : QStringLiteral("clearMarked()");
    case mayan::Callee::ClearRuns:
        return python ? QStringLiteral("clear_runs()") : QStringLiteral("clearRuns()");
    case mayan::Callee::IsEmpty:
        return python ? QStringLiteral("is_empty()") : QStringLiteral("isEmpty()");
    case mayan::Callee::Hopeless:
        return QStringLiteral("hopeless()");
    case mayan::Callee::Dfs:
        return QStringLiteral("dfs()");
    case mayan::Callee::TryMove:
        return python ? QStringLiteral("try_move()") : QStringLiteral("tryMove()");
    case mayan::Callee::PrintMoves:
        return python ? QStringLiteral("print_moves()") : QStringLiteral("printMoves()");
    }
    return {};
}

QString MayanUi::call(const Step& s) const
{
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const QString f = function(s.args[0]);
    switch (static_cast<mayan::Callee>(s.args[0] / 2)) {
    case mayan::Callee::Fall:
        return tr("%1 is called: every block drops as far as it can.").arg(f);
    case mayan::Callee::Chain:
        return tr("%1 is called: the runs vanish, round after round, until none is left.").arg(f);
    case mayan::Callee::MarkRuns:
        return tr("Round %2: %1 is called to mark every run of three or more.").arg(f, n(1));
    case mayan::Callee::ClearMarked:
        return tr("Round %2: %1 is called: the marked blocks vanish together.").arg(f, n(1));
    case mayan::Callee::ClearRuns:
        return tr("Round %2: %1 is called: it clears each run the moment it finds it.").arg(f, n(1));
    case mayan::Callee::IsEmpty:
        return tr("%1 is called: is any block left?").arg(f);
    case mayan::Callee::Hopeless:
        return tr("%1 is called: does a colour have only 1 or 2 blocks?").arg(f);
    case mayan::Callee::Dfs:
        return tr("%1 is called for move %2.").arg(f, n(1));
    case mayan::Callee::TryMove:
        return tr("%1 is called: move %2 takes the block at (%3, %4) %5.").arg(f, n(1), n(2), n(3))
            .arg(s.args[4] > 0 ? tr("to the right") : tr("to the left"));
    case mayan::Callee::PrintMoves:
        return tr("%1 is called.").arg(f);
    }
    return {};
}

QString MayanUi::global(int which) const
{
    switch (static_cast<mayan::Global>(which)) {
    case mayan::Global::N:
        return tr("n, the number of moves, starts at 0 until it is read.");
    case mayan::Global::Board:
        return tr("The board b: five columns of seven empty cells.");
    case mayan::Global::Gone:
        return tr("gone: five columns of seven marks, none set yet.");
    case mayan::Global::Moves:
        return tr("mx, my, mg keep the moves made so far.");
    case mayan::Global::Dead:
        return tr("dead: the boards found unsolvable, empty for now.");
    }
    return {};
}

bool MayanUi::question(const Step& next, PredictQuestion& out) const
{
    const bool clear = next.kind == StepKind::Clear;
    if (!clear && next.kind != StepKind::DfsLeave)
        return false;
    // A clear empties cells; a frame backing up puts its board back: the cells that get a
    // block, or another block, are the ones it changes to a colour.
    PredictClick pick{clear ? tr("Click each of them, then Check.") : tr("Click each cell that gets a block back, then Check."),
                      {}, true};
    const auto collect = [&](std::span<const Delta> deltas) {
        for (const Delta& d : deltas)
            if (d.cell >= 0 && d.cell < mayan::kBoardCells && d.before != d.after && (clear ? d.after == 0 : d.after != 0))
                pick.cells.append(d.cell);
    };
    collect({next.inlineDeltas.data(), next.deltaCount});
    collect(next.bulk);
    if (pick.cells.isEmpty())
        return false;
    std::sort(pick.cells.begin(), pick.cells.end());
    QStringList at;
    for (const int cell : pick.cells)
        at.append(tr("(%1, %2)").arg(cell / mayan::kRows).arg(cell % mayan::kRows));
    out.text = clear ? tr("Which blocks vanish?")
                     : tr("Depth %1 is done with the move %2 %3 %4: which blocks come back?")
                           .arg(next.args[0])
                           .arg(next.args[1])
                           .arg(next.args[2])
                           .arg(next.args[3]);
    out.clicks = {pick};
    out.answerText = tr("the blocks at %1").arg(at.join(tr(", ")));
    return true;
}

} // namespace

const ProblemUi& mayanUi()
{
    static const MayanUi ui;
    return ui;
}

QString MayanUi::growthSize() const
{
    return tr("Blocks on the board");
}

QString MayanUi::growthWork() const
{
    return tr("Search nodes");
}

QVector<GrowthInput> MayanUi::growthInputs() const
{
    // Random boards of three colours, three moves to make, from 6 blocks to 27; each colour has
    // none or at least three blocks, so the colour count alone never ends a search at its root.
    QVector<GrowthInput> inputs;
    for (const int blocks : {6, 9, 12, 15, 18, 21, 24, 27}) {
        for (std::uint32_t seed = 17;; ++seed) {
            const mayan::Board board = mayan::randomBoard(blocks, 3, seed);
            std::array<int, 11> count{};
            for (const auto& column : board)
                for (const std::uint8_t colour : column)
                    ++count[colour];
            if (std::all_of(count.begin() + 1, count.end(), [](int c) { return c == 0 || c >= 3; })) {
                inputs.push_back({static_cast<double>(blocks), QString::fromStdString(mayan::format(3, board)), 1});
                break;
            }
        }
    }
    return inputs;
}

QString MayanUi::momentNote(qint64 moment, const MomentNote& note) const
{
    const auto arg = [&note](std::size_t i) { return i < note.args.size() ? note.args[i] : 0; };
    if (arg(0) < 0)
        return tr("Node %1: the input board, %2 blocks.").arg(moment).arg(arg(4));
    return tr("Node %1: move %2 takes the block at %3 %4 %5; %6 blocks are left.")
        .arg(moment)
        .arg(arg(0) + 1)
        .arg(arg(1))
        .arg(arg(2))
        .arg(arg(3) > 0 ? tr("to the right") : tr("to the left"))
        .arg(arg(4));
}

} // namespace sb::ui
