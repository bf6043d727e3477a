// SPDX-License-Identifier: GPL-3.0-or-later
// The board read off a student's program's own variable equals the board the built-in reference
// draws at the same point of the input: after each move or card read (Caro, the card table), once the
// whole input is read (Mayan), at each line printed (accordion). Programs in both languages, right
// and wrong, recorded in the sandbox.
#include "ownboard.h"
#include "debuggersrecord.h"
#include "ownprogram.h"
#include "trace.h"

#include "cards/cards.h"
#include "core/player.h"
#include "core/problem.h"
#include "core/programboard.h"
#include "accordion/accordion.h"
#include "caro/caro.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <variant>

using namespace sb::program;

namespace {

/// Where the student's board is compared with the reference's.
enum class Align {
    Tokens,      ///< after every `per` tokens of the input read past the `header` first
    WholeInput,  ///< once the whole input is read
    OutputLines, ///< at every line printed, with the reference at the end of that deck
};

struct Case {
    const char* name;
    const char* problem;
    const char* file; ///< under program/tests/own/
    const char* input;
    Align align;
    int header = 0;
    int per = 1;
    /// The variable the guess picks, its layout and the marks it reads the program's values with.
    const char* variable;
    sb::BoardChoice::Layout layout;
    int first;
    std::vector<std::string> marks;
    std::size_t compared; ///< how many points of the input the boards are compared at
    /// Tokens: the reference's step that puts what a unit of the input holds on the board (a move
    /// played, a card read).
    bool (*puts)(const sb::Step& step) = nullptr;
    /// A wrong program's first point whose board differs from the reference's: equal before it.
    std::size_t wrongFrom = SIZE_MAX;
};

bool placed(const sb::Step& step)
{
    return step.kind == sb::caro::Kinds::Place;
}

bool cardRead(const sb::Step& step)
{
    return step.narration == static_cast<std::uint16_t>(sb::cards::Narration::ReadCard);
}


std::string source(const char* file)
{
    std::ifstream in(std::string(STEPBOARD_OWN_PROGRAMS) + "/" + file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The reference's board before each of its steps that put a unit of the input on the board (a
/// move, a card read) and at its end; at the end of each deck; before its first moment.
struct ReferenceBoards {
    std::vector<std::vector<sb::CellValue>> beforePut;
    std::vector<std::vector<sb::CellValue>> atDeckEnd;
    std::vector<sb::CellValue> beforeMoment; ///< before the first step of the problem's moment kind
};

ReferenceBoards referenceBoards(const sb::ProblemDesc& problem, std::shared_ptr<const sb::ProblemInput> input,
                                bool (*puts)(const sb::Step&))
{
    const sb::MethodDesc* method = problem.reference();
    sb::Player player([method, input] { return method->trace(input, sb::CodeLanguage::Cpp); });
    ReferenceBoards out;
    std::vector<sb::CellValue> before(player.board().begin(), player.board().end());
    bool momentSeen = false;
    while (player.next()) {
        const sb::Step& step = *player.current();
        if (puts && puts(step))
            out.beforePut.push_back(before);
        if (step.kind == problem.momentKind && !momentSeen) {
            out.beforeMoment = before;
            momentSeen = true;
        }
        const auto decks = static_cast<std::size_t>(player.counter(sb::accordion::Counters::Decks));
        if (decks > out.atDeckEnd.size() + 1)
            out.atDeckEnd.push_back(before);
        before.assign(player.board().begin(), player.board().end());
    }
    out.beforePut.push_back(before);
    out.atDeckEnd.push_back(before);
    return out;
}

/// The student's board at `step`, as `choice` reads it, padded to the reference's size.
sb::ProgramBoard studentBoard(const sb::ProblemDesc& problem, const sb::ProblemInput& input, const Trace& t,
                              std::size_t step, const sb::BoardChoice& choice, const std::string& inputText,
                              std::size_t size)
{
    const TraceState state = t.state(step);
    const std::string* text = state.anywhere(choice.variable);
    EXPECT_NE(text, nullptr) << "step " << step;
    if (!text)
        return {};
    const auto value = sb::parseProgramValue(*text);
    EXPECT_TRUE(value) << *text;
    auto read = problem.programBoardReader->read(input, choice, *value, std::string_view(inputText).substr(0, t.inputTaken(step)));
    EXPECT_TRUE(std::holds_alternative<sb::ProgramBoard>(read)) << "step " << step << ": " << *text;
    if (!std::holds_alternative<sb::ProgramBoard>(read))
        return {};
    sb::ProgramBoard board = std::get<sb::ProgramBoard>(std::move(read));
    EXPECT_LE(board.cells.size(), size);
    board.cells.resize(size, 0);
    return board;
}

/// The points of the trace the boards are compared at: student step -> the reference's board.
std::vector<std::pair<std::size_t, const std::vector<sb::CellValue>*>> points(const Case& c, const Trace& t,
                                                                             const ReferenceBoards& ref,
                                                                             const sb::BoardChoice& choice)
{
    std::vector<std::pair<std::size_t, const std::vector<sb::CellValue>*>> out;
    const std::string input = c.input;
    if (c.align == Align::Tokens) {
        const auto total = static_cast<int>(sb::tokensIn(input));
        std::map<int, std::size_t> last; // units read -> the last step before the next one is read
        for (std::size_t s = 0; s < t.size(); ++s) {
            const auto tokens = static_cast<int>(sb::tokensIn(input.substr(0, t.inputTaken(s))));
            if (tokens > c.header && tokens < total && (tokens - c.header) % c.per == 0)
                last[(tokens - c.header) / c.per] = s;
        }
        for (const auto& [units, step] : last)
            if (static_cast<std::size_t>(units) < ref.beforePut.size())
                out.emplace_back(step, &ref.beforePut[static_cast<std::size_t>(units)]);
    } else if (c.align == Align::WholeInput) {
        // Once the whole input is read, the first line whose board holds every block the input has
        // (Python reads a line, then puts its blocks).
        const sb::ProblemDesc& problem = *sb::findProblem(c.problem);
        const auto parsed = problem.parse(c.input);
        for (std::size_t s = 0; s < t.size(); ++s) {
            if (t.inputTaken(s) < input.find_last_not_of(" \n") + 1) // C++ leaves the last line's end unread
                continue;
            const TraceState state = t.state(s);
            const std::string* text = state.anywhere(choice.variable);
            const auto value = text ? sb::parseProgramValue(*text) : std::nullopt;
            const auto read = value ? problem.programBoardReader->read(*parsed, choice, *value, input) : std::variant<sb::ProgramBoard, sb::BoardMisfit>{sb::BoardMisfit{}};
            const auto* board = std::get_if<sb::ProgramBoard>(&read);
            const auto filled = [](auto from, auto to) { return std::count_if(from, to, [](sb::CellValue v) { return v != 0; }); };
            if (board && board->cells.size() <= ref.beforeMoment.size() &&
                filled(board->cells.begin(), board->cells.end()) ==
                    filled(ref.beforeMoment.begin(), ref.beforeMoment.begin() + static_cast<std::ptrdiff_t>(board->cells.size()))) {
                out.emplace_back(s, &ref.beforeMoment);
                break;
            }
        }
    } else {
        std::size_t line = 0, bytes = 0;
        for (std::size_t s = 0; s < t.size() && line < ref.atDeckEnd.size(); ++s) {
            const std::size_t end = t.output.find('\n', bytes);
            if (end == std::string::npos)
                break;
            if (t.outputWritten(s) >= end + 1) {
                out.emplace_back(s, &ref.atDeckEnd[line++]);
                bytes = end + 1;
            }
        }
    }
    return out;
}

class OwnBoard : public testing::TestWithParam<Case> {};

TEST_P(OwnBoard, DrawnFromTheChosenVariableEqualsTheReferencesBoardAtTheSamePointOfTheInput)
{
    const Case& c = GetParam();
    std::string why;
    ASSERT_TRUE(sb::box::available(&why)) << why;
    const sb::ProblemDesc& problem = *sb::findProblem(c.problem);
    const std::string file = c.file;
    const Language language = file.ends_with(".py") ? Language::Python : Language::Cpp;
    const Program program = Program::build(source(c.file), language, file);
    ASSERT_TRUE(program.built()) << program.compileRun().err;
    const Trace t = program.trace(c.input);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    if (language == Language::Cpp)
        expectTheDebuggersRecord(program, c.input);
    const auto input = problem.parse(c.input);

    // The guess, made as the window makes it.
    const auto choice = guessBoard(t, problem, *input);
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->variable, c.variable);
    EXPECT_EQ(choice->layout, c.layout);
    EXPECT_EQ(choice->first, c.first);
    EXPECT_EQ(choice->marks, c.marks);

    const ReferenceBoards ref = referenceBoards(problem, input, c.puts);
    const auto at = points(c, t, ref, *choice);
    for (std::size_t i = 0; i < at.size() && i <= c.wrongFrom; ++i) {
        const auto& [step, want] = at[i];
        const sb::ProgramBoard got = studentBoard(problem, *input, t, step, *choice, c.input, want->size());
        if (i == c.wrongFrom) {
            EXPECT_NE(got.cells, *want) << "step " << step << " (line " << t.line(step) << ") of " << c.file;
            break;
        }
        EXPECT_EQ(got.cells, *want) << "point " << i << ", step " << step << " (line " << t.line(step) << ") of " << c.file;
        // Where the board shows the program's values (the cards' numbers), they are the input's.
        if (got.input) {
            EXPECT_EQ(problem.programBoard(*got.input, problem.reference()->id, got.cells, sb::CodeLanguage::Cpp),
                      problem.programBoard(*input, problem.reference()->id, *want, sb::CodeLanguage::Cpp))
                << "step " << step;
        }
    }
}

using Layout = sb::BoardChoice::Layout;
const char* const kCaro = "7 12\n4 4\n3 4\n4 3\n4 5\n4 2\n5 6\n4 1\n6 7\n5 4\n2 3\n5 5\n1 2\n";
const char* const kCards = "3 6\n0 2 3 8 0 2\n1 1 4 4 5 7\n5 6 3 8 6 7\n";
const char* const kAccordion = "QD AD 8H 5S 3H 5H TC 4D JH KS 6H 8S JS AC AS 8D 2H QS TS 3S AH 4H TH TD 3C 6S\n"
                               "8C 7D 4C 4S 7S 9H 7C 5D 2S KD 2D QH JD 6D 9D JC 2C KH 3D QC 6C 9S KC 7H 9C 5C\n"
                               "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D TD 9D JD QD KD\n"
                               "AH 2H 3H 4H 5H 6H 7H 8H 9H KH 6S QH TH AS 2S 3S 4S 5S JH 7S 8S 9S TS JS QS KS\n#\n";
// The last column empty: the last number read adds no block, so the board is whole once it is read.
const char* const kMayan = "1\n1 2 0\n2 1 0\n1 2 0\n0\n0\n";

std::string caseName(const testing::TestParamInfo<Case>& info)
{
    return info.param.name;
}

} // namespace

// Python's, in the suite; C++'s (gdb) with the slow checks.
INSTANTIATE_TEST_SUITE_P(Python, OwnBoard,
                         testing::Values(Case{"CaroListOfRowsWithBorder", "caro", "caro.py", kCaro, Align::Tokens, 2, 2, "g",
                                              Layout::Rows, 1, {"X", "O"}, 10, placed},
                                         Case{"CardsRowsReadWhole", "cards", "cards.py", kCards, Align::Tokens, 2, 1, "card",
                                              Layout::Rows, 0, {"-1"}, 2, cardRead},
                                         Case{"AccordionPiles", "accordion", "accordion.py", kAccordion, Align::OutputLines,
                                              0, 1, "piles", Layout::Piles, 0, {}, 2},
                                         Case{"MayanColumns", "mayan", "mayan.py", kMayan, Align::WholeInput, 0, 1, "b",
                                              Layout::Columns, 0, {}, 1}),
                         caseName);
INSTANTIATE_TEST_SUITE_P(Cpp, OwnBoard,
                         testing::Values(Case{"CaroGlobalArrayFromOne", "caro", "caro.cpp", kCaro, Align::Tokens, 2, 2, "b",
                                              Layout::Rows, 1, {"1", "2"}, 10, placed},
                                         Case{"CardsZeroAsEmpty", "cards", "cards.cpp", kCards, Align::Tokens, 2, 1, "card",
                                              Layout::Rows, 0, {"-1"}, 17, cardRead},
                                         Case{"AccordionLeftNeighbourOnly", "accordion", "accordion.cpp", kAccordion,
                                              Align::OutputLines, 0, 1, "piles", Layout::Piles, 0, {}, 2, nullptr, 0},
                                         Case{"MayanRowsFromTheTop", "mayan", "mayan.cpp", kMayan, Align::WholeInput, 0, 1, "g",
                                              Layout::Rows, 0, {}, 1}),
                         caseName);

namespace {

/// Piles kept in a stack or a deque: C++'s vector<stack<string>> with a deque beside it, Python's
/// list of deques.
class OwnPiles : public testing::TestWithParam<Language> {};

} // namespace

TEST_P(OwnPiles, KeptInStacksOrDequesTheyAreListsOfCardsTheBoardReads)
{
    std::string why;
    ASSERT_TRUE(sb::box::available(&why)) << why;
    const bool cpp = GetParam() == Language::Cpp;
    // The first five cards of the first deck, card i on pile i % 3.
    const std::string source =
        cpp ? "#include <bits/stdc++.h>\nusing namespace std;\n"
              "int main() {\n"
              "    vector<stack<string>> piles(3);\n"
              "    deque<string> seen;\n"
              "    string card;\n"
              "    for (int i = 0; i < 5 && cin >> card; i++) {\n"
              "        piles[i % 3].push(card);\n"
              "        seen.push_front(card);\n"
              "    }\n"
              "    cout << piles[0].top() << endl;\n"
              "}\n"
            : "from collections import deque\n"
              "cards = input().split()\n"
              "piles = [deque() for _ in range(3)]\n"
              "seen = deque()\n"
              "for i in range(5):\n"
              "    piles[i % 3].append(cards[i])\n"
              "    seen.appendleft(cards[i])\n"
              "print(piles[0][-1])\n";
    const Program program = Program::build(source, GetParam(), cpp ? "piles.cpp" : "piles.py");
    ASSERT_TRUE(program.built()) << program.compileRun().err;
    const Trace t = program.trace(kAccordion);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error() << t.errors;
    EXPECT_EQ(t.output, "5S\n");
    if (cpp)
        expectTheDebuggersRecord(program, kAccordion);
    const TraceState last = t.state(t.size() - 1);
    ASSERT_NE(last.anywhere("piles"), nullptr);
    EXPECT_EQ(*last.anywhere("piles"), R"([["QD", "5S"], ["AD", "3H"], ["8H"]])");
    ASSERT_NE(last.anywhere("seen"), nullptr);
    EXPECT_EQ(*last.anywhere("seen"), R"(["3H", "5S", "8H", "AD", "QD"])");
    // The board reads them as piles, bottom card first.
    const sb::ProblemDesc& accordion = *sb::findProblem("accordion");
    const auto input = accordion.parse(kAccordion);
    const auto choice = guessBoard(t, accordion, *input);
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->variable, "piles");
    EXPECT_EQ(choice->layout, Layout::Piles);
    const auto value = sb::parseProgramValue(*last.anywhere("piles"));
    ASSERT_TRUE(value);
    EXPECT_TRUE(std::holds_alternative<sb::ProgramBoard>(accordion.programBoardReader->read(*input, *choice, *value, kAccordion)));
}

INSTANTIATE_TEST_SUITE_P(Python, OwnPiles, testing::Values(Language::Python));
INSTANTIATE_TEST_SUITE_P(Cpp, OwnPiles, testing::Values(Language::Cpp));
