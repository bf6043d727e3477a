// SPDX-License-Identifier: GPL-3.0-or-later
#include "narrator.h"

#include "cards/cards.h"
#include "caro/caro.h"

namespace sb::ui {

namespace {

QString stone(int q)
{
    return q == 1 ? QStringLiteral("X") : QStringLiteral("O");
}

} // namespace

QString Narrator::problemName(std::string_view problem)
{
    if (problem == "caro")
        return tr("Caro (five in a row)");
    if (problem == "cards")
        return tr("Card game (APCS 2023-10)");
    return QString::fromUtf8(problem.data(), static_cast<int>(problem.size()));
}

QString Narrator::methodLabel(std::string_view problem, std::string_view method)
{
    if (problem == "caro") {
        if (method == "trap-endpoint")
            return tr("Endpoint only");
        if (method == "trap-exact5")
            return tr("Exactly five");
        if (method == "trap-no-antidiag")
            return tr("No anti-diagonal");
    }
    if (problem == "cards") {
        if (method == "row")
            return tr("One row (subtask 1)");
        if (method == "grid")
            return tr("Rows and columns");
        if (method == "mistake-zero-empty")
            return tr("0 marks empty");
        if (method == "mistake-score-change")
            return tr("Score must grow");
        if (method == "mistake-one-round")
            return tr("One round");
        if (method == "mistake-rows-only")
            return tr("Rows only");
        if (method == "mistake-no-skip")
            return tr("Empty not skipped");
        if (method == "mistake-last-on-empty")
            return tr("Empty becomes last");
    }
    return QString::fromUtf8(method.data(), static_cast<int>(method.size()));
}

QString Narrator::methodSummary(std::string_view problem, std::string_view method)
{
    if (problem == "caro") {
        if (method == "1")
            return tr("Method 1: after every move, scan the whole board for five in a row. O(K·N²)");
        if (method == "2")
            return tr("Method 2: read the four whole lines through the new stone. O(K·N)");
        if (method == "3")
            return tr("Method 3: count outwards from the new stone, both ways along each line. O(K)");
        if (method == "trap-endpoint")
            return tr("Wrong: only counts lines that start at the new stone, so a stone filling a gap is missed.");
        if (method == "trap-exact5")
            return tr("Wrong: asks for exactly five, so a line of six or seven is missed.");
        if (method == "trap-no-antidiag")
            return tr("Wrong: checks only three directions and forgets the anti-diagonal.");
    }
    if (problem == "cards") {
        if (method == "row")
            return tr("Subtask 1: scan the first row from left to right, again and again, until a pass takes nothing off. It reads the first row only.");
        if (method == "grid")
            return tr("Full solution: each round scans every row and every column with one line scan, until a round takes nothing off.");
        if (method == "mistake-zero-empty")
            return tr("Wrong: marks a card taken off with 0, so cards of value 0 count as empty cells.");
        if (method == "mistake-score-change")
            return tr("Wrong: goes on only while the score grows, so a pair of 0s ends the game too early.");
        if (method == "mistake-one-round")
            return tr("Wrong: one round only, so pairs freed by that round stay on the table.");
        if (method == "mistake-rows-only")
            return tr("Wrong: scans the rows and never the columns.");
        if (method == "mistake-no-skip")
            return tr("Wrong: compares empty cells like cards, so two empty cells pair forever and it never ends.");
        if (method == "mistake-last-on-empty")
            return tr("Wrong: an empty cell becomes the last card, so 5 _ 5 can never pair.");
    }
    return methodLabel(problem, method);
}

QString Narrator::counterName(Counter counter)
{
    switch (counter) {
    case Counter::CellsLooked:
        return tr("cells looked at");
    case Counter::MovesProcessed:
        return tr("moves");
    case Counter::Comparisons:
        return tr("comparisons");
    case Counter::PairsRemoved:
        return tr("pairs removed");
    case Counter::Rounds:
        return tr("rounds");
    case Counter::CardMoves:
        return tr("card moves");
    case Counter::DfsNodes:
        return tr("search nodes");
    }
    return {};
}

QString Narrator::moment(std::string_view problem, qint64 n)
{
    return problem == "cards" ? tr("Round %1").arg(n) : tr("Move %1").arg(n);
}

QString Narrator::nextMoment(std::string_view problem)
{
    return problem == "cards" ? tr("Next round") : tr("Next move");
}

QString Narrator::previousMoment(std::string_view problem)
{
    return problem == "cards" ? tr("Previous round") : tr("Previous move");
}

QString Narrator::comparison(std::string_view problem, const QString& method, qint64 moment, Counter counter,
                             qint64 value)
{
    if (problem == "cards")
        return tr("Before: %1 in round %2, %3: %4").arg(method).arg(moment).arg(counterName(counter)).arg(value);
    return tr("Before: %1 at move %2, %3: %4").arg(method).arg(moment).arg(counterName(counter)).arg(value);
}

QVector<Counter> Narrator::shownCounters(std::string_view problem)
{
    if (problem == "cards")
        return {Counter::PairsRemoved, Counter::CellsLooked};
    return {Counter::CellsLooked};
}

QString Narrator::inputError(const InputError& e)
{
    const auto a = [&e](int i) { return QString::number(e.args[static_cast<std::size_t>(i)]); };
    QString what;
    switch (e.message) {
    case InputMessage::ExpectedInteger:
        what = tr("a whole number was expected here");
        break;
    case InputMessage::NumberTooLarge:
        what = tr("this number is far too large");
        break;
    case InputMessage::MissingHeader:
        what = tr("the input is empty: the first line must give N and K");
        break;
    case InputMessage::MissingMoves:
        what = tr("the input ends early: %1 moves expected, only %2 found").arg(a(0), a(1));
        break;
    case InputMessage::StrayToken:
        what = tr("unexpected text after the end of the input");
        break;
    case InputMessage::BoardSizeOutOfRange:
        what = tr("the board size %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        break;
    case InputMessage::MoveCountOutOfRange:
        what = tr("the number of moves %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        break;
    case InputMessage::RowOutOfRange:
        what = tr("move %1: row %2 is outside %3 to %4").arg(a(3), a(0), a(1), a(2));
        break;
    case InputMessage::ColumnOutOfRange:
        what = tr("move %1: column %2 is outside %3 to %4").arg(a(3), a(0), a(1), a(2));
        break;
    case InputMessage::CellPlayedTwice:
        what = tr("move %1: cell (%2, %3) was already played at move %4").arg(a(2), a(0), a(1), a(3));
        break;
    case InputMessage::RowsOutOfRange:
        what = tr("the number of rows %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        break;
    case InputMessage::ColumnsOutOfRange:
        what = tr("the number of columns %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        break;
    case InputMessage::MissingCards:
        what = tr("the input ends early: %1 cards expected, only %2 found").arg(a(0), a(1));
        break;
    case InputMessage::CardValueOutOfRange:
        what = tr("the card value %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        break;
    case InputMessage::ValueOnlyOnce:
        what = tr("the value %1 appears only once (row %2, column %3): every value must appear exactly twice")
                   .arg(a(0), a(1), a(2));
        break;
    case InputMessage::ValueThreeTimes:
        what = tr("the value %1 appears a third time (first at row %2, column %3): every value must appear exactly twice")
                   .arg(a(0), a(1), a(2));
        break;
    }
    return tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(what);
}

QString Narrator::beforeFirstStep(const ProblemDesc& problem)
{
    if (problem.id == "caro")
        return tr("The board is empty. Step forward to play the first move.");
    if (problem.id == "cards")
        return tr("Every card is on the table. Step forward to start the first round.");
    return {};
}

QString Narrator::step(const ProblemDesc& problem, const Step& step)
{
    if (problem.id == "caro")
        return caroStep(step);
    if (problem.id == "cards")
        return cardsStep(step);
    return {};
}

QString Narrator::cardsStep(const Step& s)
{
    using cards::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    // Rows and columns are counted from 1 on screen, as in the statement.
    const auto cell = [&s](int i) {
        return QStringLiteral("(%1, %2)").arg(s.args[static_cast<std::size_t>(i)] + 1).arg(s.args[static_cast<std::size_t>(i) + 1] + 1);
    };
    switch (static_cast<Narration>(s.narration)) {
    case Narration::FirstRound:
        return tr("Nothing has been scanned yet, so the first round starts.");
    case Narration::AnotherRound:
        return tr("Round %1 took cards off: another round, since they may have freed other pairs.").arg(n(0));
    case Narration::NoMoreRounds:
        return tr("Round %1 took nothing off: no pair is left to take, the game is over.").arg(n(0));
    case Narration::ScoreUnchanged:
        return tr("Round %1 did not raise the score, so this program stops, even if a pair of 0s was taken off.").arg(n(0));
    case Narration::RoundStart:
        return tr("Round %1 begins: nothing taken off yet in this round.").arg(n(0));
    case Narration::RowStart:
        return tr("Scan row %1 from the left: no card seen yet.").arg(s.args[0] + 1);
    case Narration::ColumnStart:
        return tr("Scan column %1 from the top: no card seen yet.").arg(s.args[0] + 1);
    case Narration::LookEmpty:
        return tr("%1 is empty: it blocks nothing, skip it.").arg(cell(0));
    case Narration::LookCard:
        return tr("%1 holds the card %2.").arg(cell(0), n(2));
    case Narration::LookZeroAsEmpty:
        return tr("%1 holds a card of value 0, but this program takes 0 for an empty cell and skips it.").arg(cell(0));
    case Narration::CompareNoLast:
        return tr("%1 is the first card of this line so far: nothing to pair it with.").arg(cell(0));
    case Narration::CompareSame:
        return tr("%1 holds %2, the same as the last card still there: a pair, with only empty cells between.")
            .arg(cell(0), n(2));
    case Narration::CompareDifferent:
        return tr("%1 holds %2, the last card still there holds %3: no pair.").arg(cell(0), n(2), n(3));
    case Narration::CompareEmpties:
        return tr("%1 is empty and so is the last \"card\": this program takes two empty cells for a pair.").arg(cell(0));
    case Narration::Remove:
        return tr("Take both cards off: %1 points, the score is now %2.").arg(n(0), n(1));
    case Narration::Remember:
        return tr("%1 becomes the last card still there.").arg(cell(0));
    case Narration::RememberEmpty:
        return tr("This program makes the empty cell %1 the last card, so the card before it can no longer pair.")
            .arg(cell(0));
    case Narration::LineDone:
        if (s.args[2] == 1)
            return s.args[0] ? tr("Column %1 done: it took cards off.").arg(s.args[1] + 1)
                             : tr("Column %1 done: nothing taken off.").arg(s.args[1] + 1);
        return s.args[0] ? tr("Row %1 done: it took cards off.").arg(s.args[1] + 1)
                         : tr("Row %1 done: nothing taken off.").arg(s.args[1] + 1);
    case Narration::Answer:
        return tr("The answer is the score: %1.").arg(n(0));
    }
    return {};
}

QString Narrator::caroStep(const Step& s)
{
    using caro::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto line = [&s](int i) {
        switch (static_cast<caro::LineType>(s.args[static_cast<std::size_t>(i)])) {
        case caro::LineType::Row:
            return tr("row");
        case caro::LineType::Column:
            return tr("column");
        case caro::LineType::Diagonal:
            return tr("diagonal");
        case caro::LineType::AntiDiagonal:
            return tr("anti-diagonal");
        }
        return QString();
    };
    switch (static_cast<Narration>(s.narration)) {
    case Narration::Place:
        return tr("Move %1: %2 plays at (%3, %4).").arg(n(0), stone(s.args[3]), n(1), n(2));
    case Narration::Win:
        return tr("Move %1: %2 has %4 stones in a row on a %3. Five or more: %2 wins, the answer is %1.")
            .arg(n(0), stone(s.args[1]), line(2), n(3));
    case Narration::NoWin:
        return tr("All %1 moves are played and nobody has five in a row: the answer is 0.").arg(n(0));
    case Narration::BoardHasFive:
        return tr("The scan found five in a row after move %1.").arg(n(0));
    case Narration::BoardHasNone:
        return tr("After move %1 the whole board holds no five in a row.").arg(n(0));
    case Narration::VisitEmpty:
        return tr("(%1, %2) is empty: skip it.").arg(n(0), n(1));
    case Narration::VisitStone:
        return tr("(%1, %2) holds %3: try five cells from it in each direction.").arg(n(0), n(1), stone(s.args[2]));
    case Narration::TryDir:
        return tr("From (%1, %2), try five cells along the %3.").arg(n(0), n(1), line(2));
    case Narration::WindowOutside:
        return tr("(%1, %2) is off the board: no five this way.").arg(n(0), n(1));
    case Narration::WindowDiffers:
        return tr("(%1, %2) does not hold the same stone: no five this way.").arg(n(0), n(1));
    case Narration::WindowMatches:
        return tr("(%1, %2) holds the same stone.").arg(n(0), n(1));
    case Narration::WindowCount:
        return tr("%1 equal stones so far.").arg(n(0));
    case Narration::WindowFive:
        return tr("Five equal stones from (%1, %2) along the %3: someone has won.").arg(n(1), n(2), line(3));
    case Narration::WindowShort:
        return tr("Only %1 equal stones here: not five.").arg(n(0));
    case Narration::SeekStart:
        return tr("Walk back along the %1 to the edge of the board: now at (%2, %3).").arg(line(2), n(0), n(1));
    case Narration::LineStart:
        return tr("Read the %1 from its first cell (%2, %3): the counts start at 0.").arg(line(2), n(0), n(1));
    case Narration::LineSame:
        return tr("(%1, %2) holds the player's stone.").arg(n(0), n(1));
    case Narration::LineOther:
        return tr("(%1, %2) does not hold the player's stone.").arg(n(0), n(1));
    case Narration::LineCount:
        return tr("The run grows to %1.").arg(n(0));
    case Narration::LineReset:
        return tr("The run breaks at (%1, %2): back to 0.").arg(n(0), n(1));
    case Narration::LineBest:
        return tr("Longest run on this line so far: %1.").arg(n(0));
    case Narration::LineCheckWin:
        return tr("The %1 holds %2 in a row: five or more, a win.").arg(line(1), n(0));
    case Narration::LineCheckShort:
        return tr("The %1 holds at most %2 in a row: not five.").arg(line(1), n(0));
    case Narration::CountSelf:
        return tr("Along the %1: the new stone counts as 1.").arg(line(0));
    case Narration::LookSame:
        return tr("(%1, %2) holds the same stone: count it.").arg(n(0), n(1));
    case Narration::LookOther:
        return tr("(%1, %2) holds the other player's stone: stop.").arg(n(0), n(1));
    case Narration::LookEmpty:
        return tr("(%1, %2) is empty: stop.").arg(n(0), n(1));
    case Narration::LookBorder:
        return tr("(%1, %2) is the empty border around the board: stop.").arg(n(0), n(1));
    case Narration::StepCount:
        return tr("%1 in a row so far.").arg(n(0));
    case Narration::CheckWin:
        return tr("%1 in a row along the %2: five or more, a win!").arg(n(0), line(1));
    case Narration::CheckShort:
        return tr("%1 in a row along the %2: fewer than five.").arg(n(0), line(1));
    case Narration::CheckNotFive:
        return tr("%1 in a row along the %2, but this program wants exactly five: it misses the win.")
            .arg(n(0), line(1));
    }
    return {};
}

} // namespace sb::ui
