// SPDX-License-Identifier: GPL-3.0-or-later
#include "run/narrator.h"

#include "common/language.h"

#include "core/listing.h"

#include <QLocale>

namespace sb::ui {

QString Narrator::line(const Step& s, const ProblemDesc& problem, CodeLanguage language)
{
    const auto n = [&s](int i) { return QString::number(s.args[static_cast<std::size_t>(i)]); };
    const auto var = [&](int i) {
        const auto id = static_cast<std::size_t>(s.args[static_cast<std::size_t>(i)]);
        return id < problem.variables.size() ? QString::fromStdString(variableName(problem.variables[id], language))
                                             : QString();
    };
    switch (static_cast<LineNarration>(s.narration)) {
    case LineNarration::Assign:
        return tr("%1 becomes %2.").arg(var(0), n(1));
    case LineNarration::LoopStart:
        return tr("The loop starts: %1 = %2.").arg(var(0), n(1));
    case LineNarration::LoopNext:
        return tr("Next turn of the loop: %1 = %2.").arg(var(0), n(1));
    case LineNarration::LoopEnd:
        return tr("The loop over %1 is done: the program goes on after it.").arg(var(0));
    case LineNarration::ReturnValue:
        return tr("The function returns %1.").arg(n(0));
    case LineNarration::ReturnTrue:
        return tr("The function returns true.");
    case LineNarration::ReturnFalse:
        return tr("The function returns false.");
    case LineNarration::MainReturn:
        return tr("main returns: the program ends here.");
    case LineNarration::FunctionEnd:
        return tr("The end of the function: back to the line that called it.");
    case LineNarration::MainEnd:
        return tr("The end of main: the program is over.");
    case LineNarration::Continue:
        return tr("continue: straight on to the loop's next turn.");
    case LineNarration::Break:
        return tr("break: out of the loop.");
    case LineNarration::Import:
        return tr("Python loads the sys module, to read the input with it.");
    case LineNarration::Define:
        return tr("Python defines the function here. Its body runs only when it is called.");
    case LineNarration::CallMain:
        return tr("The last line of the file calls main(): the program starts.");
    case LineNarration::SyncOff:
        return tr("C++ streams stop keeping in step with C's: reading gets faster.");
    case LineNarration::Untie:
        return tr("cin no longer empties cout before each read: faster again.");
    case LineNarration::ReadAll:
        return tr("Python reads the whole input at once and splits it into words.");
    }
    return {};
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
    case Counter::Compactions:
        return tr("piles closed up");
    case Counter::Decks:
        return tr("decks");
    case Counter::MovesTried:
        return tr("moves tried");
    case Counter::ColourPrunes:
        return tr("cut by colour count");
    case Counter::MemoPrunes:
        return tr("cut as known dead ends");
    }
    return {};
}

QString Narrator::inputError(const InputError& e, const QString& card)
{
    // Limits and counts as the class's language groups them: 20,000,000 (20.000.000 in Vietnamese).
    const QLocale locale(language::current());
    const auto a = [&e, &locale](int i) { return locale.toString(static_cast<qlonglong>(e.args[static_cast<std::size_t>(i)])); };
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
    case InputMessage::NotACard:
        what = tr("this is not a card: a card is a rank A23456789TJQK and a suit CDHS, like QH or 7C");
        break;
    case InputMessage::CardTwice:
        what = tr("deck %1 holds %2 twice (first as its card %3)").arg(a(1), card, a(2));
        break;
    case InputMessage::DeckCutShort:
        what = tr("deck %1 has only %2 cards: a deck has %3").arg(a(2), a(1), a(0));
        break;
    case InputMessage::TextAfterEnd:
        what = tr("unexpected text after the line that starts with #, which ends the input");
        break;
    case InputMessage::BlockColourOutOfRange:
        what = tr("column %4: the colour %1 is outside %2 to %3").arg(a(0), a(1), a(2), a(3));
        break;
    case InputMessage::ColumnTooTall:
        what = tr("column %1 has more than %2 blocks").arg(a(0), a(1));
        break;
    case InputMessage::ColumnNotEnded:
        what = tr("column %1: the line ends before the 0 that ends the column").arg(a(0));
        break;
    case InputMessage::MissingColumns:
        what = tr("the input ends early: %1 columns expected, only %2 found").arg(a(0), a(1));
        break;
    case InputMessage::MissingTableSize:
        what = tr("the input is empty: the first line must give n and m, the numbers of rows and columns");
        break;
    case InputMessage::MissingMoveCount:
        what = tr("the input is empty: the first line must give n, the number of moves");
        break;
    case InputMessage::MissingDeck:
        what = tr("the input holds no deck: it must give at least one deck of %1 cards").arg(a(0));
        break;
    case InputMessage::TextAfterMoveCount:
        what = tr("the first line holds n alone: the columns start on the next line");
        break;
    case InputMessage::TextAfterColumn:
        what = tr("column %1 ends at its 0: the next column goes on the next line").arg(a(0));
        break;
    case InputMessage::RunBeforeAnyMove:
        what = tr("column %1, row %2: three or more blocks of colour %3 are in a line before any move, "
                  "which the puzzle rules out")
                   .arg(a(0), a(1), a(2));
        break;
    }
    return tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(what);
}

QString Narrator::join(const QString& first, const QString& second)
{
    if (first.isEmpty() || second.isEmpty())
        return first + second;
    const QChar last = first.back();
    const bool wide = last == QChar(0x3002) || last == QChar(0xFF01) || last == QChar(0xFF1F) || last == QChar(0xFF1A);
    return wide ? first + second : first + QLatin1Char(' ') + second;
}

} // namespace sb::ui
