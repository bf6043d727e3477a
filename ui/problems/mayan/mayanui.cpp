// SPDX-License-Identifier: GPL-3.0-or-later
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

QVector<qint32> MayanUi::topLevelMove(std::span<const CellValue> board) const
{
    // The first frame is on the stack while its board is recorded (a board to move on is never empty).
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

QString MayanUi::inputMessage(const InputError& e) const
{
    const auto a = [&e](int i) { return Narrator::inputArg(e, i); };
    switch (e.message) {
    case mayan::Messages::MissingMoveCount:
        return tr("the input is empty: the first line must give n, the number of moves");
    case mayan::Messages::MoveCountOutOfRange:
        return tr("the number of moves %1 is outside %2 to %3").arg(a(0), a(1), a(2));
    case mayan::Messages::TextAfterMoveCount:
        return tr("the first line holds n alone: the columns start on the next line");
    case mayan::Messages::BlockColourOutOfRange:
        return tr("column %4: the colour %1 is outside %2 to %3").arg(a(0), a(1), a(2), a(3));
    case mayan::Messages::ColumnTooTall:
        return tr("column %1 has more than %2 blocks").arg(a(0), a(1));
    case mayan::Messages::ColumnNotEnded:
        return tr("column %1: the line ends before the 0 that ends the column").arg(a(0));
    case mayan::Messages::TextAfterColumn:
        return tr("column %1 ends at its 0: the next column goes on the next line").arg(a(0));
    case mayan::Messages::MissingColumns:
        return tr("the input ends early: %1 columns expected, only %2 found").arg(a(0), a(1));
    case mayan::Messages::RunBeforeAnyMove:
        return tr("column %1, row %2: three or more blocks of colour %3 are in a line before any move, "
                  "which the puzzle rules out")
                   .arg(a(0), a(1), a(2));
    }
    return {};
}

QString MayanUi::counterName(Counter counter) const
{
    switch (counter) {
    case mayan::Counters::CellsLooked:
        return tr("cells looked at");
    case mayan::Counters::DfsNodes:
        return tr("search nodes");
    case mayan::Counters::MovesTried:
        return tr("moves tried");
    case mayan::Counters::ColourPrunes:
        return tr("cut by colour count");
    case mayan::Counters::MemoPrunes:
        return tr("cut as known dead ends");
    }
    return {};
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

QString MayanUi::testNote(std::string_view test) const
{
    // Data without such a test lets through a program that never swaps two equal blocks.
    if (test == "a wasted swap of two blocks of one colour")
        return tr("The answer swaps two blocks of the same colour: the board looks the same, but the swap is a "
                  "move and counts. A program that never tries such a swap misses this answer.");
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

bool MayanUi::question(const Step& next, PredictQuestion& out) const
{
    const bool clear = next.kind == mayan::Kinds::Clear;
    if (!clear && next.kind != mayan::Kinds::DfsLeave)
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
