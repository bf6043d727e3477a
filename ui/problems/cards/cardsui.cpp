// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardsview.h"
#include "randomtabledialog.h"

#include "run/narrator.h"
#include "run/problemui.h"
#include "common/utf8.h"

#include "cards/cards.h"
#include "cards/randomtable.h"

#include <QCoreApplication>

#include <utility>

namespace sb::ui {

namespace {

/// The card game in the window. Rows and columns are counted from 0 in the
/// sentences and on the table, as in the listings, so the class reads the
/// same numbers in the code, the variables and the narration.
class CardsUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(CardsUi)
public:
    std::string_view id() const override { return cards::kProblem.id; }
    QString name() const override { return tr("Card game (APCS 2023-10)"); }
    QString shortName() const override { return tr("Card game"); }
    QString methodLabel(std::string_view method) const override;
    QString methodSummary(std::string_view method) const override;
    QString beforeFirstStep() const override
    {
        return tr("Every card is on the table. Step forward to start the first round.");
    }
    QString step(const Step& s) const override;
    QString moment(qint64 n) const override { return tr("Round %1").arg(n); }
    QString nextMoment() const override { return tr("Next round"); }
    QString previousMoment() const override { return tr("Previous round"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 in round %2, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override { return {cards::Counters::PairsRemoved, cards::Counters::CellsLooked}; }
    QString inputMessage(const InputError& e) const override
    {
        const auto a = [&e](int i) { return Narrator::inputArg(e, i); };
        switch (e.message) {
        case cards::Messages::MissingTableSize:
            return tr("the input is empty: the first line must give n and m, the numbers of rows and columns");
        case cards::Messages::RowsOutOfRange:
            return tr("the number of rows %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case cards::Messages::ColumnsOutOfRange:
            return tr("the number of columns %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case cards::Messages::MissingCards:
            return tr("the input ends early: %1 cards expected, only %2 found").arg(a(0), a(1));
        case cards::Messages::CardValueOutOfRange:
            return tr("the card value %1 is outside %2 to %3").arg(a(0), a(1), a(2));
        case cards::Messages::ValueOnlyOnce:
            return tr("the value %1 appears only once (row %2, column %3): every value must appear exactly twice")
                       .arg(a(0), a(1), a(2));
        case cards::Messages::ValueThreeTimes:
            return tr("the value %1 appears a third time (first at row %2, column %3): every value must appear exactly twice")
                       .arg(a(0), a(1), a(2));
        }
        return {};
    }
    QString counterName(Counter counter) const override
    {
        switch (counter) {
        case cards::Counters::CellsLooked:
            return tr("cells looked at");
        case cards::Counters::Comparisons:
            return tr("comparisons");
        case cards::Counters::PairsRemoved:
            return tr("pairs removed");
        case cards::Counters::Rounds:
            return tr("rounds");
        }
        return {};
    }
    QStringList sampleFiles() const override
    {
        return {QStringLiteral("sample-1"),    QStringLiteral("sample-2"),    QStringLiteral("self-test-1"),
                QStringLiteral("self-test-2"), QStringLiteral("self-test-3"), QStringLiteral("self-test-4")};
    }
    QStringList sampleTitles() const override
    {
        return {tr("Sample 1 (one row)"), tr("Sample 2 (three rows)"), tr("Self-test 1: a pair of 0s opens the way"),
                tr("Self-test 2: one pass is not enough"), tr("Self-test 3: columns are needed"),
                tr("Self-test 4: nothing can be taken")};
    }
    /// The richer sample 2 is the card game's sample.txt.
    int openingSample() const override { return 1; }
    QStringList programBoardMarks() const override { return {tr("A card taken off")}; }
    QString inputHint() const override
    {
        return tr("The input the program reads: n and m, then the table, one row per line");
    }
    QString randomInputLabel() const override { return tr("Random table…"); }
    QString askRandomInput(QWidget* parent) const override
    {
        RandomTableDialog dialog(parent);
        return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
    }
    BoardView* createBoard(RunSource* source, QWidget* parent) const override { return new CardsView(source, parent); }
    QString verdictReason(std::string_view method, const ProblemInput& input,
                          const std::string& reference) const override;
    QString repetition(const Repetition& r) const override
    {
        return tr("Round %1 starts from the same table as round %2, and the score is only added to, never read: "
                  "every round from here repeats round %2, so the program never ends.")
            .arg(r.moment)
            .arg(r.sameAs);
    }
    QString momentNote(qint64 moment, const MomentNote& note) const override;
    Counter costCounter() const override { return cards::Counters::CellsLooked; }
    QString momentsName() const override { return tr("Rounds"); }
    QString programUnitsName() const override { return tr("Cards read, then the answer"); }
    QString momentsUnit() const override { return tr("rounds", "play by"); }
    QString growthSize() const override;
    QString growthWork() const override;
    QVector<GrowthInput> growthInputs() const override;
    bool question(const Step& next, PredictQuestion& out) const override;
};

QString CardsUi::step(const Step& s) const
{
    using cards::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto cell = [&s](int i) {
        return QStringLiteral("(%1, %2)").arg(s.args[static_cast<std::size_t>(i)]).arg(s.args[static_cast<std::size_t>(i) + 1]);
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
        return tr("Scan row %1 from the left: no card seen yet.").arg(s.args[0]);
    case Narration::ColumnStart:
        return tr("Scan column %1 from the top: no card seen yet.").arg(s.args[0]);
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
        return tr("A pair of %1s: the score goes up by %1, to %2.").arg(n(0), n(1));
    case Narration::Remember:
        return tr("%1 becomes the last card still there.").arg(cell(0));
    case Narration::RememberEmpty:
        return tr("This program makes the empty cell %1 the last card, so the card before it can no longer pair.")
            .arg(cell(0));
    case Narration::LineDone:
        if (s.args[2] == 1)
            return s.args[0] ? tr("Column %1 done: it took cards off.").arg(s.args[1])
                             : tr("Column %1 done: nothing taken off.").arg(s.args[1]);
        return s.args[0] ? tr("Row %1 done: it took cards off.").arg(s.args[1])
                         : tr("Row %1 done: nothing taken off.").arg(s.args[1]);
    case Narration::RoundRepeats:
        return tr("Round %1 starts from the very same table as round %2: it will do exactly what round %2 did, again and again.")
            .arg(n(0), n(1));
    case Narration::Answer:
        return tr("The program prints its score: %1.").arg(n(0));
    case Narration::ReadTableCall:
        return tr("Read the table: its size, then every card, row by row.");
    case Narration::ReadSize:
        return tr("The table has %1 rows and %2 columns.").arg(n(0), n(1));
    case Narration::ReadCard:
        return tr("The card at %1 is %2.").arg(cell(0), n(2));
    case Narration::NewRow:
        return tr("Row %1 starts as a list of %2 zeros, each replaced by the card read for it.").arg(n(0), n(1));
    case Narration::EmptyMark:
        return tr("EMPTY is %1: the mark of a cell whose card was taken off.").arg(n(0));
    case Narration::NoTableYet:
        return tr("The table's size starts at 0: main reads it from the input.");
    case Narration::EmptyTable:
        return tr("The table starts as an empty list: the reading fills it.");
    case Narration::LineCall:
        return s.args[1] ? tr("Scan column %1: call the line scan from its top cell, going down.").arg(n(0))
                         : tr("Scan row %1: call the line scan from its left cell, going right.").arg(n(0));
    case Narration::LineResult:
        if (s.args[2] == 1)
            return s.args[0] ? tr("The scan of column %1 returned true: this round changed the table.").arg(n(1))
                             : tr("The scan of column %1 returned false: nothing to note.").arg(n(1));
        return s.args[0] ? tr("The scan of row %1 returned true: this round changed the table.").arg(n(1))
                         : tr("The scan of row %1 returned false: nothing to note.").arg(n(1));
    case Narration::WalkOn:
        return tr("%1 is on the table: the scan looks at it.").arg(cell(0));
    case Narration::WalkOff:
        return tr("%1 is past the edge: this line is scanned.").arg(cell(0));
    case Narration::TakeOff:
        return tr("The card %1 at %2 leaves the table: its cell is EMPTY now.").arg(n(0), cell(1));
    case Narration::TakeOffLast:
        return tr("Its partner %1 at %2 leaves too: the pair is gone.").arg(n(0), cell(1));
    case Narration::Stepped:
        return tr("On to %1.").arg(cell(0));
    case Narration::SkipEmpty:
        return tr("continue: (0, %1) is empty, straight on to the next cell.").arg(n(0));
    }
    return {};
}

QString CardsUi::methodLabel(std::string_view method) const
{
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
    return fromUtf8(method);
}

QString CardsUi::methodSummary(std::string_view method) const
{
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
    return methodLabel(method);
}

QString CardsUi::verdictReason(std::string_view method, const ProblemInput& input, const std::string&) const
{
    const auto& in = static_cast<const cards::CardsInput&>(input);
    if (method == "row" && in.n > 1)
        return tr("This program reads the first row only: the table has %1 rows.").arg(in.n);
    if (method == "mistake-zero-empty")
        return tr("The cards of value 0 on the table were skipped as if they were empty cells.");
    if (method == "mistake-score-change")
        return tr("A round that took off only a pair of 0s added nothing to the score, so this program stopped while pairs were left.");
    if (method == "mistake-one-round")
        return tr("The cards still on the table include pairs that the first round freed: a second round would take them.");
    if (method == "mistake-rows-only")
        return tr("The cards still on the table include pairs that face each other in a column.");
    if (method == "mistake-last-on-empty")
        return tr("An empty cell became the last card, so two equal cards with only empty cells between them were not paired.");
    return {};
}

bool CardsUi::question(const Step& next, PredictQuestion& out) const
{
    // Asked on the comparison that finds a pair, before the pair's first line runs (its points
    // go to the score). The pair is that line's source and target: the card remembered and the
    // card that matches it.
    if (next.anchor != static_cast<std::uint16_t>(cards::Anchor::Remove))
        return false;
    PredictClick pair{tr("Click its two cards."), {}, true, true};
    for (const Highlight& h : next.marks())
        if ((h.kind == HighlightKind::Source || h.kind == HighlightKind::Target) && !pair.cells.contains(h.a))
            pair.cells.append(h.a);
    if (pair.cells.size() != 2)
        return false;
    out.text = tr("Which pair of cards is taken off next?");
    out.clicks = {pair};
    out.answerText = tr("the two cards worth %1").arg(next.args[0]);
    return true;
}

} // namespace

const ProblemUi& cardsUi()
{
    static const CardsUi ui;
    return ui;
}

QString CardsUi::growthSize() const
{
    return tr("Cards on the table (n × m)");
}

QString CardsUi::growthWork() const
{
    return tr("Cells looked at per round");
}

QVector<GrowthInput> CardsUi::growthInputs() const
{
    // Tables that each take 3 rounds, from 8 cards to the largest, 20 x 40.
    QVector<GrowthInput> inputs;
    for (const auto& [n, m] : {std::pair{2, 4}, {4, 4}, {4, 8}, {8, 8}, {8, 16}, {16, 16}, {16, 32}, {20, 40}}) {
        cards::RandomTableOptions o;
        o.n = n;
        o.m = m;
        o.rounds = 3;
        o.seed = 5;
        if (const auto text = cards::randomTable(o))
            inputs.push_back({static_cast<double>(n * m), QString::fromStdString(*text), 3});
    }
    return inputs;
}

QString CardsUi::momentNote(qint64 moment, const MomentNote& note) const
{
    QStringList pairs;
    for (std::size_t i = 2; i < note.args.size(); i += 3)
        pairs << (note.args[i] < 0 ? tr("two empty cells") : tr("two %1s").arg(note.args[i]));
    return pairs.isEmpty() ? tr("Round %1: takes nothing off.").arg(moment)
                           : tr("Round %1: takes off %2.").arg(moment).arg(pairs.join(QStringLiteral(", ")));
}

} // namespace sb::ui
