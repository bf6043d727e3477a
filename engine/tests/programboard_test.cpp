// SPDX-License-Identifier: GPL-3.0-or-later
#include "accordion/accordion.h"
#include "cards/cards.h"
#include "caro/caro.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/programboard.h"
#include "mayan/mayan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <variant>

namespace {

using sb::BoardChoice;
using sb::BoardMisfit;
using sb::CellValue;
using sb::ProgramBoard;
using sb::ProgramValue;

ProgramValue value(std::string_view text)
{
    const auto v = sb::parseProgramValue(text);
    EXPECT_TRUE(v.has_value()) << text;
    return v.value_or(ProgramValue{});
}

ProgramBoard board(const sb::ProgramBoardReader& reader, const sb::ProblemInput& input, const BoardChoice& choice,
                   std::string_view text, std::string_view inputRead = {})
{
    auto read = reader.read(input, choice, value(text), inputRead);
    EXPECT_TRUE(std::holds_alternative<ProgramBoard>(read)) << text;
    return std::holds_alternative<ProgramBoard>(read) ? std::get<ProgramBoard>(read) : ProgramBoard{};
}

} // namespace

TEST(ProgramValue, ReadsTheRecordersLayoutBack)
{
    const ProgramValue v = value(R"([[1, -2, ...], "a\"b\\c", {r=1, c=[2]}, {"k": 3}, {4, 5}, None, ?])");
    ASSERT_EQ(v.kind, ProgramValue::Kind::List);
    ASSERT_EQ(v.items.size(), 7U);
    EXPECT_TRUE(v.items[0].cut());
    EXPECT_EQ(v.items[0].size(), 3U);
    EXPECT_EQ(v.items[0].cell(1), "-2");
    EXPECT_EQ(v.items[0].cell(2), std::nullopt); // the recorder's "more": not a cell
    EXPECT_EQ(v.items[1].kind, ProgramValue::Kind::Text);
    EXPECT_EQ(v.items[1].atom, "a\"b\\c");
    EXPECT_EQ(v.items[1].cell(1), "\"");
    EXPECT_EQ(v.items[2].kind, ProgramValue::Kind::Record);
    EXPECT_EQ(v.items[2].names, (std::vector<std::string>{"r", "c"}));
    EXPECT_EQ(v.items[2].items[1].items[0].atom, "2");
    EXPECT_EQ(v.items[3].names, (std::vector<std::string>{"k"}));
    EXPECT_EQ(v.items[4].items.size(), 2U);
    EXPECT_EQ(v.items[5].atom, "None");
    EXPECT_EQ(v.cell(6), "?");
    EXPECT_EQ(v.cell(0), std::nullopt); // a list is no cell
    EXPECT_EQ(v.items[1].item(0), nullptr); // a text has characters, no items

    EXPECT_FALSE(sb::parseProgramValue("[1, 2"));
    EXPECT_FALSE(sb::parseProgramValue("[1 2]"));
    EXPECT_FALSE(sb::parseProgramValue("\"open"));
    EXPECT_FALSE(sb::parseProgramValue(""));
    EXPECT_EQ(value("[]").items.size(), 0U);
}

TEST(ProgramValue, ReadsACppMapAsARecordNamedByItsKeysText)
{
    // The C++ recorder writes a std::map as pyrecord.py writes a dict; a multimap repeats a key, and
    // one cut short ends with the recorder's "..." as an item of no name.
    const ProgramValue rows = value("{0: [1, 2], 1: []}");
    ASSERT_EQ(rows.kind, ProgramValue::Kind::Record);
    EXPECT_EQ(rows.names, (std::vector<std::string>{"0", "1"}));
    ASSERT_EQ(rows.items.size(), 2U);
    EXPECT_EQ(rows.items[0].cell(1), "2");
    EXPECT_EQ(rows.items[1].size(), 0U);
    const ProgramValue named = value(R"({"b": {first=1, second=2}, -3: 4, -3: 5, ...})");
    EXPECT_EQ(named.names, (std::vector<std::string>{"b", "-3", "-3", ""}));
    EXPECT_EQ(named.items[0].names, (std::vector<std::string>{"first", "second"}));
    EXPECT_TRUE(named.items[3].more());
}

TEST(ProgramValue, AMarkIsItsTextOrACharactersCode)
{
    EXPECT_TRUE(sb::isMark("X", "X"));
    EXPECT_TRUE(sb::isMark("88", "X"));
    EXPECT_FALSE(sb::isMark("88", "O"));
    EXPECT_TRUE(sb::isMark("-1", "-1"));
    EXPECT_FALSE(sb::isMark("1", "-1"));
    EXPECT_TRUE(sb::isMark("49", "1")); // the character '1' of a char array
}

TEST(BoardChoice, IsKeptOnOneLineAndReadBack)
{
    BoardChoice c;
    c.variable = "board";
    c.layout = BoardChoice::Layout::Flat;
    c.width = 17;
    c.first = 1;
    c.fromBottom = true;
    c.marks = {" ", "\\", ""};
    const std::string line = c.save();
    EXPECT_EQ(line, "board flat 17 1 1 \\s \\\\ \\e");
    EXPECT_EQ(BoardChoice::load(line), c);
    EXPECT_FALSE(BoardChoice::load("b sideways 0 0 0"));
    EXPECT_FALSE(BoardChoice::load("b rows 0 0"));
    EXPECT_FALSE(BoardChoice::load("b rows -1 0 0"));
    EXPECT_FALSE(BoardChoice::load("b rows 0 0 2"));
}

TEST(ProgramBoardCaro, ReadsRowsFromZeroOrOneAFlatBoardWithItsBorderAndCharacterMarks)
{
    const auto in = sb::caro::parse("3 2\n1 2\n3 3\n");
    const auto& reader = sb::caro::kProgramBoardReader;
    // The window's board: border of one, X at (1, 2), O at (3, 3).
    std::vector<CellValue> want(25, 0);
    want[1 * 5 + 2] = 1;
    want[3 * 5 + 3] = 2;

    const auto rows = reader.fit(*in, value("[[0, 1, 0], [0, 0, 0], [0, 0, 2]]"));
    ASSERT_TRUE(rows);
    EXPECT_EQ(rows->layout, BoardChoice::Layout::Rows);
    EXPECT_EQ(rows->first, 0);
    EXPECT_EQ(rows->marks, (std::vector<std::string>{"1", "2"}));
    EXPECT_EQ(board(reader, *in, *rows, "[[0, 1, 0], [0, 0, 0], [0, 0, 2]]").cells, want);

    // int b[20][20] used from 1: the stones tell where the board starts.
    std::string big = "[";
    for (int r = 0; r < 6; ++r) {
        big += r ? ", [" : "[";
        for (int c = 0; c < 6; ++c)
            big += std::string(c ? ", " : "") + (r == 1 && c == 2 ? "88" : r == 3 && c == 3 ? "79" : "46");
        big += "]";
    }
    big += "]";
    const auto fromOne = reader.fit(*in, value(big));
    ASSERT_TRUE(fromOne);
    EXPECT_EQ(fromOne->first, 1);
    EXPECT_EQ(fromOne->marks, (std::vector<std::string>{"X", "O"}));
    EXPECT_EQ(board(reader, *in, *fromOne, big).cells, want);

    const std::string flat = "[0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]";
    const auto bordered = reader.fit(*in, value(flat));
    ASSERT_TRUE(bordered);
    EXPECT_EQ(bordered->layout, BoardChoice::Layout::Flat);
    EXPECT_EQ(bordered->width, 5);
    EXPECT_EQ(bordered->first, 1);
    EXPECT_EQ(board(reader, *in, *bordered, flat).cells, want);

    // Python's list of strings.
    const auto strings = reader.fit(*in, value(R"([".x.", "...", "..o"])"));
    ASSERT_TRUE(strings);
    EXPECT_EQ(strings->marks, (std::vector<std::string>{"x", "o"}));
    EXPECT_EQ(board(reader, *in, *strings, R"([".x.", "...", "..o"])").cells, want);

    // Too small a board, and a number that is not one.
    EXPECT_FALSE(reader.fit(*in, value("[[0, 0], [0, 0]]")));
    EXPECT_FALSE(reader.fit(*in, value("7")));
    const auto misfit = reader.read(*in, *rows, value("[[0, 1, 0], [0, 0]]"), {});
    ASSERT_TRUE(std::holds_alternative<BoardMisfit>(misfit));
    EXPECT_EQ(std::get<BoardMisfit>(misfit).kind, BoardMisfit::Kind::Short);
    EXPECT_EQ(std::get<BoardMisfit>(misfit).index, 1);
    EXPECT_EQ(std::get<BoardMisfit>(misfit).have, 2);
    EXPECT_EQ(std::get<BoardMisfit>(misfit).need, 3);
}

TEST(ProgramBoardCards, ReadsTheCardsReadSoFarWithTheStudentsValuesAndEmptyMark)
{
    const auto in = sb::cards::parse("2 3\n1 2 3\n3 2 1\n");
    const auto& reader = sb::cards::kProgramBoardReader;
    const std::string table = "[[1, -1, 3, 0], [9, 0, 0, 0], [0, 0, 0, 0]]";
    const auto choice = reader.fit(*in, value(table));
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->layout, BoardChoice::Layout::Rows);
    EXPECT_EQ(choice->marks, (std::vector<std::string>{"-1"}));
    // Four numbers read: the first four cards; 9 is what the program holds, not the input's 3.
    const ProgramBoard b = board(reader, *in, *choice, table, "2 3\n1 2 3\n3 ");
    using namespace sb::cards;
    EXPECT_EQ(b.cells, (std::vector<CellValue>{kCard, kTaken, kCard, kCard, kUnread, kUnread}));
    ASSERT_TRUE(b.input);
    const auto& shown = static_cast<const CardsInput&>(*b.input);
    EXPECT_EQ(shown.at(0, 0), 1);
    EXPECT_EQ(shown.at(1, 0), 9);
    EXPECT_EQ(shown.at(1, 1), 2);
}

TEST(ProgramBoardAccordion, ReadsPilesOfCardNamesWithAnEmptiedPileKeptUntilTheyCloseUp)
{
    const auto in = sb::accordion::parse(
        "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
        "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n#\n");
    const auto& reader = sb::accordion::kProgramBoardReader;
    const std::string piles = R"([["AC", "2C"], [], ["3D"], [], []])";
    const auto choice = reader.fit(*in, value(piles));
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->layout, BoardChoice::Layout::Piles);
    const ProgramBoard b = board(reader, *in, *choice, piles);
    using namespace sb::accordion;
    EXPECT_EQ(b.cells[cellOf(0, 0)], cellValue(static_cast<Card>(cardCode("AC"))));
    EXPECT_EQ(b.cells[cellOf(0, 1)], cellValue(static_cast<Card>(cardCode("2C"))));
    EXPECT_EQ(b.cells[cellOf(0, 2)], kNoCard);
    EXPECT_EQ(b.cells[cellOf(1, 0)], kEmptyPile);
    EXPECT_EQ(b.cells[cellOf(2, 0)], cellValue(static_cast<Card>(cardCode("3D"))));
    EXPECT_EQ(b.cells[cellOf(3, 0)], kNoCard);
    // From the top down.
    BoardChoice top = *choice;
    top.fromBottom = true;
    EXPECT_EQ(board(reader, *in, top, piles).cells[cellOf(0, 0)], cellValue(static_cast<Card>(cardCode("2C"))));
    const auto wrong = reader.read(*in, *choice, value(R"([["AC", "1X"]])"), {});
    ASSERT_TRUE(std::holds_alternative<BoardMisfit>(wrong));
    EXPECT_EQ(std::get<BoardMisfit>(wrong).kind, BoardMisfit::Kind::NotACard);
    EXPECT_EQ(std::get<BoardMisfit>(wrong).text, "1X");
    EXPECT_FALSE(reader.fit(*in, value("[[1, 2], [3]]")));
}

TEST(ProgramBoardMayan, ReadsColumnsFromTheBottomOrRowsAndTellsUpFromDown)
{
    const auto in = sb::mayan::parse("1\n1 2 0\n3 0\n0\n0\n0\n");
    const auto& reader = sb::mayan::kProgramBoardReader;
    using sb::mayan::cellOf;
    const auto check = [&](std::string_view text, BoardChoice::Layout layout, bool bottom) {
        const auto choice = reader.fit(*in, value(text));
        ASSERT_TRUE(choice) << text;
        EXPECT_EQ(choice->layout, layout) << text;
        EXPECT_EQ(choice->fromBottom, bottom) << text;
        const ProgramBoard b = board(reader, *in, *choice, text);
        EXPECT_EQ(b.cells[cellOf(0, 0)], 1) << text;
        EXPECT_EQ(b.cells[cellOf(0, 1)], 2) << text;
        EXPECT_EQ(b.cells[cellOf(1, 0)], 3) << text;
        EXPECT_EQ(b.cells[cellOf(1, 1)], 0) << text;
    };
    check("[[1, 2, 0, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], "
          "[0, 0, 0, 0, 0, 0, 0, 0]]",
          BoardChoice::Layout::Columns, true);
    // Rows from the top: the bottom row last.
    check("[[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [2, 0, 0, 0, 0], "
          "[1, 3, 0, 0, 0]]",
          BoardChoice::Layout::Rows, false);
    const auto wrong = reader.read(*in, BoardChoice{"b", BoardChoice::Layout::Columns, 0, 0, true, {}},
                                   value("[[1, 2, 11, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], "
                                         "[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]]"),
                                   {});
    ASSERT_TRUE(std::holds_alternative<BoardMisfit>(wrong));
    EXPECT_EQ(std::get<BoardMisfit>(wrong).kind, BoardMisfit::Kind::NotAMark);
    EXPECT_EQ(std::get<BoardMisfit>(wrong).text, "11");
    // Columns still being read: those not read yet are empty; rows short of the board are not a board.
    const BoardChoice columns{"b", BoardChoice::Layout::Columns, 0, 0, true, {}};
    const ProgramBoard partial = board(reader, *in, columns, "[[1, 2, 0, 0, 0, 0, 0]]");
    EXPECT_EQ(std::count_if(partial.cells.begin(), partial.cells.end(), [](sb::CellValue v) { return v != 0; }), 2);
    EXPECT_EQ(partial.cells[cellOf(0, 1)], 2);
    EXPECT_EQ(board(reader, *in, columns, "[]").cells, std::vector<sb::CellValue>(partial.cells.size(), 0));
    const auto rows = reader.read(*in, BoardChoice{"b", BoardChoice::Layout::Rows, 0, 0, false, {}},
                                  value("[[0, 0, 0, 0, 0]]"), {});
    ASSERT_TRUE(std::holds_alternative<BoardMisfit>(rows));
    EXPECT_EQ(std::get<BoardMisfit>(rows).kind, BoardMisfit::Kind::Short);
}

TEST(GuessBoard, PrefersTheProblemsNamesThenTheOrderGiven)
{
    const auto in = sb::caro::parse("3 1\n2 2\n");
    const auto guessed = sb::guessBoard(sb::caro::kProblem, *in,
                                        {{"n", "3"}, {"row", "[0, 0, 0]"}, {"grid", "[[0, 0, 0], [0, 1, 0], [0, 0, 0]]"},
                                         {"board", "[[0, 0, 0], [0, 1, 0], [0, 0, 0]]"}});
    ASSERT_TRUE(guessed);
    EXPECT_EQ(guessed->variable, "board");
    const auto other = sb::guessBoard(sb::caro::kProblem, *in, {{"n", "3"}, {"m", "[[0, 0, 0], [0, 1, 0], [0, 0, 0]]"}});
    ASSERT_TRUE(other);
    EXPECT_EQ(other->variable, "m");
    EXPECT_FALSE(sb::guessBoard(sb::caro::kProblem, *in, {{"n", "3"}}));
}

namespace {

/// A built-in method's player at the step it stands on beside a program that has done `units`.
struct Beside {
    std::unique_ptr<sb::Player> player;
    std::optional<sb::Step> next; ///< the step after it; none at the end
};

Beside besideAt(const sb::ProblemDesc& problem, std::shared_ptr<const sb::ProblemInput> input, const sb::UnitStarts& starts,
                std::uint64_t units, sb::CodeLanguage language = sb::CodeLanguage::Cpp)
{
    const sb::MethodDesc* method = problem.reference();
    Beside out{std::make_unique<sb::Player>([method, input, language] { return method->trace(input, language); }), {}};
    const std::optional<std::uint64_t> at = starts.beside(units);
    if (!at) {
        out.player->runToEnd();
        return out;
    }
    out.player->seek(*at);
    EXPECT_EQ(out.player->position(), *at);
    if (out.player->next()) {
        out.next = *out.player->current();
        out.player->previous();
    }
    return out;
}

std::int64_t filled(std::span<const sb::CellValue> cells, sb::CellValue except = 0)
{
    return std::count_if(cells.begin(), cells.end(), [except](sb::CellValue v) { return v != except && v != 0; });
}

} // namespace

TEST(BesideReference, TheProgramsUnitsAreReadOffItsInputAndOutput)
{
    const auto units = [](const char* problem, std::string_view read, std::string_view output = {}) {
        return sb::findProblem(problem)->programBoardReader->unitsDone(read, output);
    };
    EXPECT_EQ(sb::tokensIn(" 12 3\n4"), 3u);
    const auto tokens = [](std::string_view text) {
        std::vector<std::string> out;
        sb::forEachToken(text, [&out](std::string_view t) { out.emplace_back(t); });
        return out;
    };
    EXPECT_EQ(tokens(" 12 3\r\n\t4"), (std::vector<std::string>{"12", "3", "4"}));
    EXPECT_EQ(tokens("00 7 "), (std::vector<std::string>{"00", "7"}));
    EXPECT_TRUE(tokens(" \n").empty());
    EXPECT_TRUE(tokens("").empty());
    EXPECT_EQ(sb::linesBegun(""), 0u);
    EXPECT_EQ(sb::linesBegun("5 piles\n3 p"), 2u);
    // Caro: the size and the count, then two numbers a move.
    EXPECT_EQ(units("caro", ""), 0u);
    EXPECT_EQ(units("caro", "7 12\n"), 0u);
    EXPECT_EQ(units("caro", "7 12\n4"), 0u);
    EXPECT_EQ(units("caro", "7 12\n4 4"), 1u);
    EXPECT_EQ(units("caro", "7 12\n4 4\n3 4\n4"), 2u);
    // Cards: the size, then a card a number; once the answer is printed, one more.
    EXPECT_EQ(units("cards", "3 6\n"), 0u);
    EXPECT_EQ(units("cards", "3 6\n0 2 3"), 3u);
    EXPECT_EQ(units("cards", "3 6\n0 2 3 8 0 2\n1 1 4 4 5 7\n5 6 3 8 6 7\n", "4"), 19u);
    // Mayan: the blocks of the columns (not the count first, not a column's 0).
    EXPECT_EQ(units("mayan", "1\n"), 0u);
    EXPECT_EQ(units("mayan", "1\n1 2 0\n2"), 3u);
    EXPECT_EQ(units("mayan", "1\n1 2 0\n2 1 0\n1 2 0\n0\n0\n"), 6u);
    EXPECT_EQ(units("mayan", "1\n1 2 0\n2 1 0\n1 2 0\n0\n0\n", "0 0 1\n"), 7u);
    EXPECT_EQ(units("mayan", "10\n10 0\n"), 1u);
    // Accordion: a deck a line of output.
    EXPECT_EQ(units("accordion", "QD AD 8H", ""), 0u);
    EXPECT_EQ(units("accordion", "QD AD 8H", "6 piles remaining: 40 8 1 1 1 1\n1 p"), 2u);

    // Caro's board says how many moves are played: its stones, X and O alike; the other problems' boards do not tell.
    sb::ProgramBoard board;
    board.cells.assign(81, 0);
    EXPECT_EQ(sb::findProblem("caro")->programBoardReader->unitsOnBoard(board), 0u);
    board.cells[10] = 1;
    board.cells[11] = 2;
    board.cells[30] = 1;
    EXPECT_EQ(sb::findProblem("caro")->programBoardReader->unitsOnBoard(board), 3u);
    for (const char* other : {"cards", "mayan", "accordion"})
        EXPECT_EQ(sb::findProblem(other)->programBoardReader->unitsOnBoard, nullptr) << other;
}

TEST(BesideReference, TheReferenceStandsBeforeTheStepThatBeginsTheNextUnit)
{
    // Caro: before each stone, as many stones as moves read; it stops at the win (move 10).
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto caroInput = caro.parse("7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n");
    const sb::UnitStarts caroStarts = sb::unitStarts(caro, *caro.reference(), caroInput, sb::CodeLanguage::Cpp, 1'000'000);
    EXPECT_FALSE(caroStarts.cut);
    ASSERT_EQ(caroStarts.starts.size(), 10u);
    for (std::uint64_t u = 0; u < 10; ++u) {
        const Beside b = besideAt(caro, caroInput, caroStarts, u);
        EXPECT_EQ(filled(b.player->board()), static_cast<std::int64_t>(u)) << u;
        ASSERT_TRUE(b.next) << u;
        EXPECT_EQ(b.next->kind, sb::caro::Kinds::Place) << u;
    }
    EXPECT_FALSE(caroStarts.beside(10));
    EXPECT_TRUE(besideAt(caro, caroInput, caroStarts, 10).player->atEnd());

    // Cards: each card read, then the table whole before the first round, then the end.
    const sb::ProblemDesc& cards = *sb::findProblem("cards");
    const auto cardsInput = cards.parse("3 6\n0 2 3 8 0 2\n1 1 4 4 5 7\n5 6 3 8 6 7\n");
    for (const sb::CodeLanguage language : {sb::CodeLanguage::Cpp, sb::CodeLanguage::Python}) {
        const sb::UnitStarts starts = sb::unitStarts(cards, *cards.reference(), cardsInput, language, 1'000'000);
        ASSERT_EQ(starts.starts.size(), 19u);
        const Beside whole = besideAt(cards, cardsInput, starts, 18, language);
        EXPECT_EQ(std::count(whole.player->board().begin(), whole.player->board().end(), sb::cards::kUnread), 0);
        ASSERT_TRUE(whole.next);
        EXPECT_EQ(whole.next->anchor, static_cast<std::uint16_t>(sb::cards::Anchor::Rounds));
        EXPECT_EQ(whole.next->narration, static_cast<std::uint16_t>(sb::cards::Narration::FirstRound));
        const Beside five = besideAt(cards, cardsInput, starts, 5, language);
        EXPECT_EQ(std::count(five.player->board().begin(), five.player->board().end(), sb::cards::kUnread), 13);
        EXPECT_FALSE(starts.beside(19));
    }

    // Mayan: six blocks, then the search.
    const sb::ProblemDesc& mayan = *sb::findProblem("mayan");
    const auto mayanInput = mayan.parse("1\n1 2 0\n2 1 0\n1 2 0\n0\n0\n");
    const sb::UnitStarts mayanStarts = sb::unitStarts(mayan, *mayan.reference(), mayanInput, sb::CodeLanguage::Cpp, 1'000'000);
    ASSERT_EQ(mayanStarts.starts.size(), 7u);
    EXPECT_EQ(filled(besideAt(mayan, mayanInput, mayanStarts, 3).player->board()), 3);
    const Beside read = besideAt(mayan, mayanInput, mayanStarts, 6);
    EXPECT_EQ(filled(read.player->board()), 6);
    ASSERT_TRUE(read.next);
    EXPECT_EQ(read.next->anchor, static_cast<std::uint16_t>(sb::mayan::Anchor::Start));
    EXPECT_EQ(read.next->narration, static_cast<std::uint16_t>(sb::mayan::Narration::Start));

    // Accordion: the end of each deck, before the next one begins.
    const sb::ProblemDesc& accordion = *sb::findProblem("accordion");
    const auto deckInput = accordion.parse(
        "QD AD 8H 5S 3H 5H TC 4D JH KS 6H 8S JS AC AS 8D 2H QS TS 3S AH 4H TH TD 3C 6S\n"
        "8C 7D 4C 4S 7S 9H 7C 5D 2S KD 2D QH JD 6D 9D JC 2C KH 3D QC 6C 9S KC 7H 9C 5C\n"
        "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D TD 9D JD QD KD\n"
        "AH 2H 3H 4H 5H 6H 7H 8H 9H KH 6S QH TH AS 2S 3S 4S 5S JH 7S 8S 9S TS JS QS KS\n#\n");
    const sb::UnitStarts deckStarts = sb::unitStarts(accordion, *accordion.reference(), deckInput, sb::CodeLanguage::Cpp, 1'000'000);
    ASSERT_EQ(deckStarts.starts.size(), 2u);
    const Beside first = besideAt(accordion, deckInput, deckStarts, 1);
    EXPECT_EQ(first.player->counter(sb::accordion::Counters::Decks), 1);
    ASSERT_TRUE(first.next);
    EXPECT_EQ(first.next->counters[0].counter, sb::accordion::Counters::Decks);
    EXPECT_EQ(besideAt(accordion, deckInput, deckStarts, 0).player->position(), deckStarts.starts[0] - 1);

    // A cap cuts the search for the starts short and says so.
    const sb::UnitStarts capped = sb::unitStarts(caro, *caro.reference(), caroInput, sb::CodeLanguage::Cpp, 5);
    EXPECT_TRUE(capped.cut);
    EXPECT_EQ(capped.steps, 5u);
}

TEST(BesideReference, AfterAMomentMoveTheReferenceStandsJustAfterTheStepThatDidTheUnit)
{
    const sb::ProblemDesc& caro = *sb::findProblem("caro");
    const auto input = caro.parse("5 4\n1 1\n5 5\n2 2\n1 5\n");
    const sb::UnitStarts starts = sb::unitStarts(caro, *caro.reference(), input, sb::CodeLanguage::Cpp, 1'000'000);
    ASSERT_EQ(starts.starts.size(), 4u);
    // Nothing done: at the start, ended or not while the method has units left.
    EXPECT_EQ(starts.after(0, false), 0u);
    EXPECT_EQ(starts.after(0, true), 0u);
    for (std::uint64_t u = 1; u <= 4; ++u) {
        SCOPED_TRACE(u);
        const std::optional<std::uint64_t> at = starts.after(u, false);
        ASSERT_EQ(at, starts.starts[u - 1]);
        sb::Player player([method = caro.reference(), input] { return method->trace(input, sb::CodeLanguage::Cpp); });
        player.seek(*at);
        // The step that ran last placed the u-th stone.
        ASSERT_NE(player.current(), nullptr);
        EXPECT_EQ(player.current()->kind, sb::caro::Kinds::Place);
        EXPECT_EQ(filled(player.board()), static_cast<std::int64_t>(u));
    }
    // A program ended with every move played: the method at its end; with fewer (a wrong program
    // that stops early), just after the same move.
    EXPECT_EQ(starts.after(4, true), std::nullopt);
    EXPECT_EQ(starts.after(2, true), starts.starts[1]);
    // Further than the method ever gets: at its end.
    EXPECT_EQ(starts.after(5, false), std::nullopt);
}

namespace {

/// What `reader` makes of the change from `before` to `after`: the step's kind, its marks ("S3" a
/// source, "T4" a target, "@5" a cell) and its words' numbers; "none" when it makes no step.
std::string stepOfChange(const sb::ProgramBoardReader& reader, const sb::ProblemInput& input,
                         const std::vector<CellValue>& before, const std::vector<CellValue>& after)
{
    sb::Step step;
    if (!reader.stepOfChange || !reader.stepOfChange(input, before, after, step))
        return "none";
    std::string out = "kind " + std::to_string(static_cast<int>(step.kind));
    for (const sb::Highlight& h : step.marks())
        out += std::string(" ") + (h.kind == sb::HighlightKind::Source ? "S" : h.kind == sb::HighlightKind::Target ? "T" : "@") +
               std::to_string(h.a);
    out += " |";
    for (const std::int32_t a : step.narrationArgs())
        out += " " + std::to_string(a);
    return out;
}

std::string kindOf(sb::StepKind k)
{
    return "kind " + std::to_string(static_cast<int>(k));
}

} // namespace

TEST(ProgramBoardSteps, CaroReadsOneStonePutOnAnEmptyCellAsTheMove)
{
    const auto in = sb::caro::parse("3 2\n1 1\n2 2\n");
    const auto& reader = sb::caro::kProgramBoardReader;
    std::vector<CellValue> before(25, 0), after(25, 0);
    after[12] = 2; // O at (2, 2), with the border: 5 cells a row
    before[6] = after[6] = 1;
    EXPECT_EQ(stepOfChange(reader, *in, before, after), kindOf(sb::caro::Kinds::Place) + " @12 | 2 2 2 2");
    EXPECT_EQ(stepOfChange(reader, *in, before, before), "none");
    std::vector<CellValue> two = after;
    two[18] = 1;
    EXPECT_EQ(stepOfChange(reader, *in, before, two), "none"); // two stones at once
    EXPECT_EQ(stepOfChange(reader, *in, after, before), "none"); // a stone taken away
}

TEST(ProgramBoardSteps, MayanReadsABlockReadAndATradeOfTwoCellsInARowAsTheSearchsSteps)
{
    const auto in = sb::mayan::parse("1\n1 2 0\n3 0\n0\n0\n0\n");
    const auto& reader = sb::mayan::kProgramBoardReader;
    using sb::mayan::cellOf;
    const auto size = static_cast<std::size_t>(sb::mayan::kBoardCells);
    std::vector<CellValue> board(size, 0);
    board[cellOf(0, 0)] = 1;
    board[cellOf(0, 1)] = 2;
    std::vector<CellValue> read = board;
    read[cellOf(1, 0)] = 3;
    const std::string place = kindOf(sb::mayan::Kinds::Place);
    EXPECT_EQ(stepOfChange(reader, *in, board, read), place + " @" + std::to_string(cellOf(1, 0)) + " | 1 0 3");
    // Two blocks trade places: the left one moves right.
    std::vector<CellValue> swapped = read;
    std::swap(swapped[cellOf(0, 0)], swapped[cellOf(1, 0)]);
    EXPECT_EQ(stepOfChange(reader, *in, read, swapped),
              place + " S" + std::to_string(cellOf(0, 0)) + " T" + std::to_string(cellOf(1, 0)) + " | 0 0 1 1 3");
    // A block into the empty cell on its left.
    std::vector<CellValue> left = read;
    std::swap(left[cellOf(1, 0)], left[cellOf(2, 0)]);
    std::vector<CellValue> back = left;
    std::swap(back[cellOf(1, 0)], back[cellOf(2, 0)]);
    EXPECT_EQ(stepOfChange(reader, *in, left, back),
              place + " S" + std::to_string(cellOf(2, 0)) + " T" + std::to_string(cellOf(1, 0)) + " | 2 0 -1 3");
    // Not side by side, or a fall: none.
    std::vector<CellValue> far = read;
    std::swap(far[cellOf(0, 0)], far[cellOf(2, 0)]);
    far[cellOf(2, 0)] = 4;
    EXPECT_EQ(stepOfChange(reader, *in, read, far), "none");
    std::vector<CellValue> fell = board;
    fell[cellOf(0, 1)] = 0;
    fell[cellOf(0, 0)] = 2;
    EXPECT_EQ(stepOfChange(reader, *in, board, fell), "none");
}

TEST(ProgramBoardSteps, CardsReadsACardReadAndOneOrTwoCardsTakenOff)
{
    const auto in = sb::cards::parse("2 3\n1 2 3\n3 2 1\n");
    const auto& reader = sb::cards::kProgramBoardReader;
    using namespace sb::cards;
    const std::vector<CellValue> reading{kCard, kCard, kUnread, kUnread, kUnread, kUnread};
    std::vector<CellValue> read = reading;
    read[2] = kCard;
    EXPECT_EQ(stepOfChange(reader, *in, reading, read), kindOf(sb::StepKind::Line) + " @2 | 0 2 3");
    const std::vector<CellValue> full(6, kCard);
    std::vector<CellValue> one = full;
    one[4] = kTaken;
    EXPECT_EQ(stepOfChange(reader, *in, full, one), kindOf(sb::StepKind::Line) + " T4 | 2 1 1");
    std::vector<CellValue> pair = one;
    pair[1] = kTaken;
    EXPECT_EQ(stepOfChange(reader, *in, full, pair), kindOf(Kinds::Remove) + " T1 T4 | 2 1 1");
    EXPECT_EQ(stepOfChange(reader, *in, pair, full), "none"); // cards put back
}

TEST(ProgramBoardSteps, AccordionReadsACardPutOnAnotherPilesTopAsTheMoveInOneLineOrTwo)
{
    const auto in = sb::accordion::parse(
        "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
        "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n#\n");
    const auto& reader = sb::accordion::kProgramBoardReader;
    using namespace sb::accordion;
    const auto card = [](std::string_view name) { return cellValue(static_cast<Card>(cardCode(name))); };
    const auto cells = static_cast<std::size_t>(kDeckSize * kDeckSize);
    std::vector<CellValue> piles(cells, kNoCard);
    piles[cellOf(0, 0)] = card("AC");
    piles[cellOf(1, 0)] = card("2D");
    piles[cellOf(2, 0)] = card("3C");
    // 3C onto AC (same suit, next pile but one): first put on pile 0, then taken off pile 2.
    std::vector<CellValue> put = piles;
    put[cellOf(0, 1)] = card("3C");
    const std::string move = kindOf(Kinds::CardMove) + " S2 T0 | " + std::to_string(cardCode("3C")) + " 2 0 2";
    EXPECT_EQ(stepOfChange(reader, *in, piles, put), move);
    std::vector<CellValue> left = put;
    left[cellOf(2, 0)] = kEmptyPile;
    EXPECT_EQ(stepOfChange(reader, *in, put, left), "none"); // the card leaving is not the move again
    // In one line.
    EXPECT_EQ(stepOfChange(reader, *in, piles, left), move);
    // A card dealt as a new pile: none of any pile's top.
    std::vector<CellValue> dealt = piles;
    dealt[cellOf(3, 0)] = card("KS");
    EXPECT_EQ(stepOfChange(reader, *in, piles, dealt), "none");
}
