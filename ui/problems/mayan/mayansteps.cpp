// SPDX-License-Identifier: GPL-3.0-or-later
// The Mayan puzzle's sentence for each step: what the line that ran did, in the class's words.
#include "mayanui.h"
#include "mayanview.h"
#include "randomboarddialog.h"

#include "run/narrator.h"
#include "run/problemui.h"
#include "common/utf8.h"

#include "mayan/mayan.h"
#include "mayan/randomboard.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace sb::ui {

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

} // namespace sb::ui
