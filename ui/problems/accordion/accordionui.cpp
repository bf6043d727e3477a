// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordionview.h"
#include "randomdealdialog.h"

#include "run/narrator.h"
#include "run/problemui.h"
#include "common/utf8.h"

#include "accordion/accordion.h"
#include "accordion/randomdeal.h"

#include <QCoreApplication>

namespace sb::ui {

namespace {

/// A card as the class reads it: rank and suit symbol, "Q♥", "10♣".
QString card(std::int64_t code)
{
    static const QString suits[] = {QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"), QStringLiteral("♠")};
    const auto c = static_cast<accordion::Card>(code);
    const QChar rank = QLatin1Char(accordion::kRanks[static_cast<std::size_t>(accordion::rankOf(c))]);
    return (rank == QLatin1Char('T') ? QStringLiteral("10") : QString(rank)) + suits[accordion::suitOf(c)];
}

/// Accordion patience in the window: its piles, its sentences, its decks.
class AccordionUi final : public ProblemUi {
    Q_DECLARE_TR_FUNCTIONS(AccordionUi)
public:
    std::string_view id() const override { return accordion::kProblem.id; }
    QString name() const override { return tr("Accordion patience (UVa 127)"); }
    QString shortName() const override { return tr("Accordion"); }
    QString methodLabel(std::string_view method) const override;
    QString methodSummary(std::string_view method) const override;
    QString beforeFirstStep() const override
    {
        return tr("No card is dealt yet. Step forward to start the first deck.");
    }
    QString step(const Step& s) const override;
    QString moment(qint64 n) const override { return tr("Card moves: %1").arg(n); }
    QString nextMoment() const override { return tr("Next card move"); }
    QString previousMoment() const override { return tr("Previous card move"); }
    QString comparison(const QString& method, qint64 moment, const QString& counter, qint64 value) const override
    {
        return tr("Before: %1 after %2 card moves, %3: %4").arg(method).arg(moment).arg(counter).arg(value);
    }
    QVector<Counter> shownCounters() const override { return {accordion::Counters::Comparisons, accordion::Counters::Compactions}; }
    QString counterName(Counter counter) const override
    {
        switch (counter) {
        case accordion::Counters::Comparisons:
            return tr("comparisons");
        case accordion::Counters::CardMoves:
            return tr("card moves");
        case accordion::Counters::Compactions:
            return tr("piles closed up");
        case accordion::Counters::Decks:
            return tr("decks");
        }
        return {};
    }
    QStringList sampleFiles() const override
    {
        return {QStringLiteral("sample"), QStringLiteral("one-pile"), QStringLiteral("three-before-one"),
                QStringLiteral("leftmost-first"), QStringLiteral("random-three")};
    }
    QStringList sampleTitles() const override
    {
        return {tr("The UVa sample (two decks)"), tr("A deck that ends in one pile"),
                tr("3 before 1: a card that can go either way"),
                tr("Leftmost first: a move makes another possible to its left"), tr("Three random decks")};
    }
    bool programBoardInPiles() const override { return true; }
    QString inputHint() const override
    {
        return tr("The input the program reads: decks of 52 cards such as QD AD 8H, and a line # at the end");
    }
    QString randomInputLabel() const override { return tr("Random deal…"); }
    QString askRandomInput(QWidget* parent) const override
    {
        RandomDealDialog dialog(parent);
        return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
    }
    BoardView* createBoard(RunSource* source, QWidget* parent) const override
    {
        return new AccordionView(source, parent);
    }
    QString inputMessage(const InputError& e) const override
    {
        const auto a = [&e](int i) { return Narrator::inputArg(e, i); };
        switch (e.message) {
        case accordion::Messages::NotACard:
            return tr("this is not a card: a card is a rank A23456789TJQK and a suit CDHS, like QH or 7C");
        case accordion::Messages::CardTwice:
            return tr("deck %1 holds %2 twice (first as its card %3)").arg(a(1), card(e.args[0]), a(2));
        case accordion::Messages::DeckCutShort:
            return tr("deck %1 has only %2 cards: a deck has %3").arg(a(2), a(1), a(0));
        case accordion::Messages::MissingDeck:
            return tr("the input holds no deck: it must give at least one deck of %1 cards").arg(a(0));
        case accordion::Messages::TextAfterEnd:
            return tr("unexpected text after the line that starts with #, which ends the input");
        }
        return {};
    }
    QString verdictReason(std::string_view method, const ProblemInput&, const std::string&) const override
    {
        if (method == "mistake-one-first")
            return tr("A card that could go three piles to the left went onto its neighbour instead.");
        if (method == "mistake-sweep-on")
            return tr("After a move this program did not go back, so the moves came in another order than the rules say.");
        return {};
    }
    QString momentsName() const override { return tr("Card moves"); }
    QString programUnitsName() const override { return tr("Decks answered"); }
    QString momentsUnit() const override { return tr("card moves", "play by"); }
    QString momentNote(qint64 moment, const MomentNote& note) const override;
    QString growthSize() const override;
    QString growthWork() const override;
    QVector<GrowthInput> growthInputs() const override;
    bool question(const Step& next, PredictQuestion& out) const override;
};

QString AccordionUi::methodLabel(std::string_view method) const
{
    if (method == "deal")
        return tr("Deal and play");
    if (method == "restart")
        return tr("Scan from the first pile");
    if (method == "resume")
        return tr("Back to the receiving pile");
    if (method == "mistake-one-first")
        return tr("Neighbour first");
    if (method == "mistake-sweep-on")
        return tr("Sweep on");
    return fromUtf8(method);
}

QString AccordionUi::methodSummary(std::string_view method) const
{
    if (method == "deal")
        return tr("Method 1: deal one card, then make the leftmost possible move again and again until none is left, "
                  "then deal the next: the game as the statement tells it.");
    if (method == "restart")
        return tr("Method 2: deal all 52 cards, then after every move scan again from the first pile.");
    if (method == "resume")
        return tr("Method 3: deal all 52 cards; after a move go back to the pile that received the card, the leftmost "
                  "place where a new move can appear.");
    if (method == "mistake-one-first")
        return tr("Wrong: tries the pile just to the left before the pile three to the left.");
    if (method == "mistake-sweep-on")
        return tr("Wrong: after a move it sweeps on to the right instead of going back, and starts a new sweep only "
                  "when one has moved something.");
    return methodLabel(method);
}

QString AccordionUi::step(const Step& s) const
{
    using accordion::Narration;
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto c = [&s](int i) { return card(s.args[static_cast<std::size_t>(i)]); };
    switch (static_cast<Narration>(s.narration)) {
    case Narration::DeckStart:
        return tr("Deck %1 of %2: a new game starts on an empty table.").arg(n(0), n(1));
    case Narration::Deal:
        return tr("Deal %1: it starts pile %2.").arg(c(0), n(1));
    case Narration::CompareFar:
        return s.args[4] ? tr("%1 on pile %2 and %3 on pile %4, three to its left, share a rank or a suit: it can go there.")
                               .arg(c(2), n(0), c(3), n(1))
                         : tr("%1 on pile %2 and %3 on pile %4, three to its left, share neither rank nor suit.")
                               .arg(c(2), n(0), c(3), n(1));
    case Narration::CompareNear:
        return s.args[4] ? tr("%1 on pile %2 and %3 on pile %4, next to it, share a rank or a suit: it can go there.")
                               .arg(c(2), n(0), c(3), n(1))
                         : tr("%1 on pile %2 and %3 on pile %4, next to it, share neither rank nor suit.")
                               .arg(c(2), n(0), c(3), n(1));
    case Narration::NoTarget:
        return tr("Pile %1 has no pile that far to its left.").arg(n(0));
    case Narration::Move:
        return tr("Move %1 from pile %2 onto pile %3, %4 to the left.").arg(c(0), n(1), n(2), n(3));
    case Narration::Compact:
        return s.args[1] == 1 ? tr("Pile %1 is empty now: the piles to its right close up, one pile is left.").arg(n(0))
                              : tr("Pile %1 is empty now: the piles to its right close up, %2 piles are left.")
                                    .arg(n(0), n(1));
    case Narration::BackTo:
        return tr("Go back to pile %1, which just got a card: only its top changed, so it is the leftmost place "
                  "where a new move can appear.")
            .arg(n(0));
    case Narration::Restart:
        return tr("Start again from the first pile.");
    case Narration::NextPile:
        return tr("Nothing moves from the pile before: go on to pile %1.").arg(n(0));
    case Narration::SweepEnd:
        return s.args[0] ? tr("This sweep moved cards, so this program starts another sweep from the left.")
                         : tr("This sweep moved nothing: this program stops here.");
    case Narration::SweepStart:
        return tr("Sweep %1 starts from the first pile.").arg(n(0));
    case Narration::PastLastPile:
        return tr("Past the last of the %1 piles: nothing more to look at in this scan.").arg(n(0));
    case Narration::SweepOn:
        return s.args[1] ? tr("This program sweeps on: pile %1 was closed up, so the next pile is now at the same place, %1.")
                               .arg(n(0))
                         : tr("This program sweeps on to pile %1 instead of going back.").arg(n(0));
    case Narration::DeckDone:
        return s.args[0] == 1 ? tr("No card can move: one pile remains, and the line for this deck is printed.")
                              : tr("No card can move: %1 piles remain, and the line for this deck is printed.").arg(n(0));
    case Narration::Cards:
        return tr("cards has room for the 52 cards of a deck, read one by one.");
    case Narration::ReadFirst:
        return tr("Read %1, the first card of deck %2: it is no #, so a deck follows.").arg(c(0), n(1));
    case Narration::InputEnd:
        return tr("No more decks after deck %1: the input ends here.").arg(n(0));
    case Narration::ReadCard:
        return tr("Read card %1 of the deck: %2.").arg(n(0), c(1));
    case Narration::ReadDeck:
        return tr("Take the next 52 words: the cards of deck %1.").arg(n(0));
    case Narration::ClearPiles:
        return s.args[0] ? tr("The %1 cards of the previous deck leave the table.").arg(n(0))
                         : tr("The table is empty already: this is the first deck.");
    case Narration::PlayCall:
        return tr("Call play(): it makes the moves on these %1 piles.").arg(n(0));
    case Narration::LookAt:
        return tr("Pile %1 is one of the %2 piles: look at it.").arg(n(0), n(1));
    case Narration::TargetCall:
        return tr("Call target(%1): where can the top card of pile %1 go?").arg(n(0));
    case Narration::CallMatch:
        return s.args[2] == 3 ? tr("Pile %2 is three to the left of pile %1: do their top cards match?").arg(n(0), n(1))
                              : tr("Pile %2 is next to pile %1: do their top cards match?").arg(n(0), n(1));
    case Narration::GotTarget:
        return s.args[1] < 0 ? tr("j = -1: the top card of pile %1 stays.").arg(n(0))
                             : tr("j = %2: the top card of pile %1 can go onto pile %2.").arg(n(0), n(1));
    case Narration::IfMove:
        return s.args[1] < 0 ? tr("j is -1: nothing moves from pile %1.").arg(n(0))
                             : tr("j is %2: the top card of pile %1 moves.").arg(n(0), n(1));
    case Narration::MoveCall:
        return tr("Call the function that moves a card: the top card of pile %1 goes onto pile %2.").arg(n(0), n(1));
    case Narration::Take:
        return tr("%1 leaves the top of pile %2.").arg(c(0), n(1));
    case Narration::EmptyCheck:
        return s.args[1] == 0 ? tr("Pile %1 has no card left: it must close up.").arg(n(0))
                              : tr("Pile %1 is not empty: it stays.").arg(n(0));
    case Narration::ClosedCheck:
        return s.args[1] ? tr("Pile %1 was closed up: the next pile is at place %1 now.").arg(n(0))
                         : tr("Pile %1 is still there.").arg(n(0));
    case Narration::SweepLoop:
        return tr("The endless loop of sweeps turns again: another sweep.");
    case Narration::PrintCount:
        return s.args[0] == 1 ? tr("Print how many piles remain: 1 pile.")
                              : tr("Print how many piles remain: %1 piles.").arg(n(0));
    case Narration::PrintNext:
        return s.args[0] < s.args[1] ? tr("Next, the height of pile %1.").arg(n(0))
                                     : tr("Every pile's height is printed.");
    case Narration::PrintHeight:
        return tr("The height of pile %1 is %2: print it.").arg(n(0), n(1));
    case Narration::PrintLine:
        return tr("End the deck's line.");
    case Narration::PilesEmpty:
        return tr("piles starts as an empty list.");
    }
    return {};
}

bool AccordionUi::question(const Step& next, PredictQuestion& out) const
{
    if (next.kind != accordion::Kinds::CardMove || next.argCount < 3)
        return false;
    // Move: card, pile i, pile j. The first click names the card (on top of its pile), the second its pile.
    out.text = tr("Which card moves, and where?");
    out.clicks = {{tr("Click the card that moves."), {next.args[1]}},
                  {tr("Now click the pile it lands on."), {next.args[2]}}};
    out.answerText = tr("%1 onto pile %2").arg(card(next.args[0])).arg(next.args[2]);
    return true;
}

} // namespace

const ProblemUi& accordionUi()
{
    static const AccordionUi ui;
    return ui;
}

QString AccordionUi::growthSize() const
{
    return tr("Decks dealt");
}

QString AccordionUi::growthWork() const
{
    return tr("Comparisons per deck");
}

QVector<GrowthInput> AccordionUi::growthInputs() const
{
    QVector<GrowthInput> inputs;
    for (const int decks : {1, 2, 4, 8, 16, 32, 64}) {
        if (const auto text = accordion::randomDeals(decks, false, 3))
            inputs.push_back({static_cast<double>(decks), QString::fromStdString(*text), static_cast<double>(decks)});
    }
    return inputs;
}

QString AccordionUi::momentNote(qint64 moment, const MomentNote& note) const
{
    if (note.what != "moves-card" || note.args.size() < 4)
        return tr("Card move %1: moves no card.").arg(moment);
    return tr("Card move %1 (deck %2): %3 from pile %4 onto pile %5.")
        .arg(moment)
        .arg(note.args[0])
        .arg(card(note.args[1]))
        .arg(note.args[2])
        .arg(note.args[3]);
}

} // namespace sb::ui
