// SPDX-License-Identifier: GPL-3.0-or-later
#include "caroview.h"
#include "randomgamedialog.h"

#include "run/narrator.h"
#include "run/problemui.h"
#include "common/utf8.h"

#include "caro/caro.h"
#include "caro/randomgame.h"

#include <QCoreApplication>

#include <algorithm>

namespace sb::ui {

namespace {

QString stone(int q)
{
    return q == 1 ? QStringLiteral("X") : QStringLiteral("O");
}

/// Caro in the window: its board, its sentences, its samples and its random games.
class CaroUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(CaroUi)
public:
    std::string_view id() const override { return caro::kProblem.id; }
    QString name() const override { return tr("Caro (five in a row)"); }
    QString shortName() const override { return tr("Caro"); }
    QString methodLabel(std::string_view method) const override;
    QString methodSummary(std::string_view method) const override;
    QString beforeFirstStep() const override
    {
        return tr("The board is empty. Step forward to play the first move.");
    }
    QString step(const Step& s) const override;
    QString moment(qint64 n) const override { return tr("Move %1").arg(n); }
    QString nextMoment() const override { return tr("Next move"); }
    QString previousMoment() const override { return tr("Previous move"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 at move %2, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override { return {caro::Counters::CellsLooked}; }
    QString inputMessage(const InputError& e) const override
    {
        const auto a = [&e](int i) { return Narrator::inputArg(e, i); };
        switch (e.message) {
        case caro::Messages::MissingHeader:
            return tr("the input is empty: the first line must give N and K");
        case caro::Messages::MissingMoves:
            return tr("the input ends early: %1 moves expected, only %2 found").arg(a(0), a(1));
        case caro::Messages::BoardSizeOutOfRange:
            return tr("the board size %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case caro::Messages::MoveCountOutOfRange:
            return tr("the number of moves %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case caro::Messages::RowOutOfRange:
            return tr("move %1: row %2 is outside %3 to %4").arg(a(3), a(0), a(1), a(2));
        case caro::Messages::ColumnOutOfRange:
            return tr("move %1: column %2 is outside %3 to %4").arg(a(3), a(0), a(1), a(2));
        case caro::Messages::CellPlayedTwice:
            return tr("move %1: cell (%2, %3) was already played at move %4").arg(a(2), a(0), a(1), a(3));
        }
        return {};
    }
    QString counterName(Counter counter) const override
    {
        switch (counter) {
        case caro::Counters::CellsLooked:
            return tr("cells looked at");
        case caro::Counters::MovesProcessed:
            return tr("moves");
        }
        return {};
    }
    QStringList sampleFiles() const override
    {
        return {QStringLiteral("sample"),        QStringLiteral("fills-middle"), QStringLiteral("line-of-six"),
                QStringLiteral("anti-diagonal"), QStringLiteral("border"),       QStringLiteral("small-board")};
    }
    QStringList sampleTitles() const override
    {
        return {tr("Sample from the statement (X and O, O wins at move 10)"), tr("The last stone fills the middle"),
                tr("A line of six"), tr("Five on the anti-diagonal"), tr("Five along the border"),
                tr("A 4 x 4 board: nobody can win")};
    }
    QStringList programBoardMarks() const override { return {tr("X"), tr("O")}; }
    QString inputHint() const override
    {
        return tr("The input the program reads: N and K, then one move \"row column\" per line");
    }
    QString randomInputLabel() const override { return tr("Random game…"); }
    QString askRandomInput(QWidget* parent) const override
    {
        RandomGameDialog dialog(parent);
        return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
    }
    BoardView* createBoard(RunSource* source, QWidget* parent) const override { return new CaroView(source, parent); }
    QString verdictReason(std::string_view method, const ProblemInput& input,
                          const std::string& reference) const override;
    QVector<BoardMark> verdictMarks(const ProblemInput& input, const std::string& reference) const override;

private:
    static QString line(int type);
    QString momentsName() const override { return tr("Moves"); }
    QString momentsUnit() const override { return tr("moves", "play by"); }
    QString momentNote(qint64 moment, const MomentNote& note) const override;
    QString growthSize() const override;
    QString growthWork() const override;
    QVector<GrowthInput> growthInputs() const override;
    bool question(const Step& next, PredictQuestion& out) const override;
};

QString CaroUi::line(int type)
{
    switch (static_cast<caro::LineType>(type)) {
    case caro::LineType::Row:
        return tr("row");
    case caro::LineType::Column:
        return tr("column");
    case caro::LineType::Diagonal:
        return tr("diagonal");
    case caro::LineType::AntiDiagonal:
        return tr("anti-diagonal");
    }
    return {};
}

QString CaroUi::step(const Step& s) const
{
    using caro::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto line = [&s](int i) { return CaroUi::line(s.args[static_cast<std::size_t>(i)]); };
    switch (static_cast<Narration>(s.narration)) {
    case Narration::Place:
        return tr("Move %1: %2 plays at (%3, %4).").arg(n(0), stone(s.args[3]), n(1), n(2));
    case Narration::Win:
        // What the program's own test says: `>= 5`, or `== 5` for the trap that wants exactly five.
        return (s.narrationArgs().size() > 4 && s.args[4] == 1
                    ? tr("Move %1: %2 has %4 stones in a row along the %3. Exactly five: %2 wins, the answer is %1.")
                    : tr("Move %1: %2 has %4 stones in a row along the %3. Five or more: %2 wins, the answer is %1."))
            .arg(n(0), stone(s.args[1]), line(2), n(3));
    case Narration::NoWin:
        return tr("All %1 moves are played and this program found no five in a row: it prints 0.").arg(n(0));
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
        return tr("One more stone: %1 along this ray so far.").arg(n(0));
    case Narration::CheckWin:
        return tr("%1 in a row along the %2: five or more, a win!").arg(n(0), line(1));
    case Narration::CheckShort:
        return tr("%1 in a row along the %2: fewer than five.").arg(n(0), line(1));
    case Narration::CheckNotFive:
        return tr("%1 in a row along the %2, but this program wants exactly five: it misses the win.")
            .arg(n(0), line(1));
    case Narration::ReadSize:
        return tr("Read N = %1 and K = %2: a %1 x %1 board and %2 moves.").arg(n(0), n(1));
    case Narration::Board:
        return tr("An empty board of (N + 2) x (N + 2) cells: the %1 x %1 board inside a border.").arg(n(0));
    case Narration::Directions:
        return s.args[0] == 8 ? tr("The eight rays: both ways along the row, the column and the two diagonals.")
                              : tr("The four directions as steps (dr, dc): row, column, diagonal, anti-diagonal.");
    case Narration::ReadMove:
        return tr("Read move %1: row %2, column %3.").arg(n(0), n(1), n(2));
    case Narration::PlayerOf:
        return tr("Move %1 is %2's.").arg(n(0), stone(s.args[1]));
    case Narration::ScanCall:
        return tr("After move %1, scan the whole board for five in a row.").arg(n(0));
    case Narration::SeekAt:
        return tr("One cell back: now at (%1, %2).").arg(n(0), n(1));
    case Narration::SeekEdge:
        return tr("(%1, %2) is the first cell of the %3: the walk back stops.").arg(n(0), n(1), line(2));
    case Narration::LineCall:
        return tr("Find the longest run of the player's stones on the %3 through (%1, %2).").arg(n(0), n(1), line(2));
    case Narration::LineEnded:
        return tr("The walk has left the board: the whole %1 is read.").arg(line(0));
    case Narration::RayCall:
        return tr("Count the player's stones from (%1, %2) in direction (%3, %4).").arg(n(0), n(1), n(2), n(3));
    case Narration::RayStart:
        return tr("The ray in direction (%1, %2) starts with no stones.").arg(n(0), n(1));
    case Narration::Stepped:
        return tr("On to (%1, %2).").arg(n(0), n(1));
    case Narration::RayTotal:
        return tr("The ray holds %1 more stones: dem is now %2.").arg(n(0), n(1));
    }
    return {};
}

QString CaroUi::methodLabel(std::string_view method) const
{
    if (method == "1" || method == "2" || method == "3")
        return tr("Method %1").arg(QLatin1String(method.data(), static_cast<int>(method.size())));
    if (method == "trap-endpoint")
        return tr("Endpoint only");
    if (method == "trap-exact5")
        return tr("Exactly five");
    if (method == "trap-no-antidiag")
        return tr("No anti-diagonal");
    return fromUtf8(method);
}

QString CaroUi::methodSummary(std::string_view method) const
{
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
    return methodLabel(method);
}

QString CaroUi::verdictReason(std::string_view method, const ProblemInput& input, const std::string& reference) const
{
    const int t = std::stoi(reference);
    if (t == 0)
        return tr("Nobody ever has five in a row on this input.");
    const caro::Run run = caro::longestRunAt(static_cast<const caro::CaroInput&>(input), t);
    const QString who = stone(caro::playerOf(t));
    const QString fact = tr("After move %1, %2 has %3 in a row along the %4, from (%5, %6) to (%7, %8).")
                             .arg(t)
                             .arg(who)
                             .arg(run.length)
                             .arg(line(static_cast<int>(run.line)))
                             .arg(run.r1)
                             .arg(run.c1)
                             .arg(run.r2)
                             .arg(run.c2);
    if (method == "trap-exact5" && run.length > 5)
        return Narrator::join(fact, tr("This program wants exactly five, so it misses a line of %1.").arg(run.length));
    if (method == "trap-no-antidiag" && run.line == caro::LineType::AntiDiagonal)
        return Narrator::join(fact, tr("This program never looks along the anti-diagonal."));
    if (method == "trap-endpoint")
        return Narrator::join(
            fact, tr("The new stone is not at an end of that line, so counting from it one way finds fewer than five."));
    return fact;
}

QVector<BoardMark> CaroUi::verdictMarks(const ProblemInput& input, const std::string& reference) const
{
    const int t = std::stoi(reference);
    if (t == 0)
        return {};
    const caro::Run run = caro::longestRunAt(static_cast<const caro::CaroInput&>(input), t);
    return {BoardMark{run.r1, run.c1, run.r2, run.c2}};
}

bool CaroUi::question(const Step& next, PredictQuestion& out) const
{
    if (next.kind != StepKind::Compare)
        return false;
    switch (static_cast<caro::Narration>(next.narration)) {
    case caro::Narration::BoardHasFive:
    case caro::Narration::BoardHasNone: {
        const bool wins = next.narration == static_cast<std::uint16_t>(caro::Narration::BoardHasFive);
        out.text = tr("Does this move win?");
        out.choices = {tr("Yes"), tr("No")};
        out.answer = wins ? 0 : 1;
        out.answerText = wins ? tr("yes") : tr("no");
        return true;
    }
    case caro::Narration::CheckWin:
    case caro::Narration::CheckNotFive:
    case caro::Narration::CheckShort:
    case caro::Narration::LineCheckWin:
    case caro::Narration::LineCheckShort: {
        // Counts of 9 and more share the last button: the question is about reaching five.
        const int stones = next.args[0];
        out.text = tr("How many stones in this line?");
        for (int n = 1; n <= 8; ++n)
            out.choices.append(QString::number(n));
        out.choices.append(tr("9 or more"));
        out.answer = std::clamp(stones, 1, 9) - 1;
        out.answerText = QString::number(stones);
        return true;
    }
    default:
        return false;
    }
}

} // namespace

const ProblemUi& caroUi()
{
    static const CaroUi ui;
    return ui;
}

QString CaroUi::growthSize() const
{
    return tr("Board side N");
}

QString CaroUi::growthWork() const
{
    return tr("Cells looked at per move");
}

QVector<GrowthInput> CaroUi::growthInputs() const
{
    // The same 40 moves, nobody winning, on boards from 15 to 5000 a side.
    QVector<GrowthInput> inputs;
    for (const int n : {15, 30, 60, 125, 250, 500, 1000, 2000, 5000}) {
        caro::RandomGameOptions o;
        o.n = n;
        o.moves = 40;
        o.winner = false;
        o.seed = 11;
        if (const auto text = caro::randomGame(o))
            inputs.push_back({static_cast<double>(n), QString::fromStdString(*text), 40});
    }
    return inputs;
}

QString CaroUi::momentNote(qint64 moment, const MomentNote& note) const
{
    const auto arg = [&note](std::size_t i) { return i < note.args.size() ? note.args[i] : 0; };
    if (note.what == "win")
        return tr("Move %1: %2 has %3 stones in a row along the %4: a win.")
            .arg(moment)
            .arg(stone(static_cast<int>(arg(1))))
            .arg(arg(3))
            .arg(line(static_cast<int>(arg(2))));
    return tr("Move %1: %2 plays and finds no five.").arg(moment).arg(stone(static_cast<int>(arg(1))));
}

} // namespace sb::ui
