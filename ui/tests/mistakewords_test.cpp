// SPDX-License-Identifier: GPL-3.0-or-later
// Every wrong solution says what its own listing does: each trap's and mistake's summary names the
// one thing its program does wrong, and both of its listings (C++ and Python) hold that very code,
// found by the line's anchor. A listing changed without its words, or words without the listing,
// fails here.
#include "run/problemui.h"
#include "testpaths.h"

#include "core/problem.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include <gtest/gtest.h>

#include <vector>

namespace sb::ui::test {
namespace {

/// What a listing must show: the line of `anchor` holds `cpp` (in C++) or `python`; with no
/// anchor, the whole listing; `absent` turns it around: no such line, or no such text.
struct Code {
    const char* anchor = nullptr;
    const char* cpp = nullptr;
    const char* python = nullptr;
    bool absent = false;
};

struct Mistake {
    const char* problem;
    const char* method;
    const char* says; ///< words of its summary, in English
    std::vector<Code> code;
    /// The anchor that comes first in its listing, and the one after it (an order of tests).
    const char* before = nullptr;
    const char* after = nullptr;
};

const std::vector<Mistake> kMistakes = {
    {"caro", "trap-exact5", "asks for exactly five", {{"check", "dem == 5", "dem == 5"}}},
    {"caro", "trap-no-antidiag", "forgets the anti-diagonal", {{"dir-loop", "d < 3", "range(3)"}}},
    {"caro", "trap-endpoint", "only counts lines that start at the new stone",
     {{"dir-loop", "d < 8", "range(8)"}, {"count-backward", nullptr, nullptr, true}}},
    {"cards", "mistake-zero-empty", "marks a card taken off with 0", {{nullptr, "EMPTY = 0;", "EMPTY = 0 "}}},
    {"cards", "mistake-score-change", "goes on only while the score grows", {{"round", "before = score", "before = score"}}},
    {"cards", "mistake-one-round", "one round only", {{"rounds", nullptr, nullptr, true}}},
    {"cards", "mistake-rows-only", "never the columns", {{"columns", nullptr, nullptr, true}}},
    {"cards", "mistake-no-skip", "compares empty cells like cards", {{"look", nullptr, nullptr, true}}},
    {"cards", "mistake-last-on-empty", "an empty cell becomes the last card",
     {{"look", "card[r][c] == EMPTY", "card[r][c] == EMPTY"}}},
    {"accordion", "mistake-one-first", "tries the pile just to the left before the pile three to the left", {},
     "compare-near", "compare-far"},
    {"accordion", "mistake-sweep-on", "sweeps on to the right instead of going back",
     {{"closed-return", "return true", "return True"}}, "compare-far", "compare-near"},
    {"mayan", "mistake-skip-equal", "never swaps two blocks of one colour",
     {{"equal-check", "b[x + 1][y] == b[x][y]", "b[x + 1][y] == b[x][y]"}}},
    {"mayan", "mistake-clear-once", "clears once after a move and never looks again",
     {{"chain-round", "round <= 1", "range(1, 2)"}}},
    {"mayan", "mistake-no-fall", "the blocks above stay in the air", {{"settle", nullptr, nullptr, true}}},
    {"mayan", "mistake-clear-at-once", "clears a run the moment it finds it",
     {{nullptr, "markRuns", "mark_runs", true}}},
};

QStringList listing(const char* problem, const char* method, bool python)
{
    QFile file((sb::ui::test::resourcesPath() + QStringLiteral("/listings/%1/%2.%3"))
                   .arg(QLatin1String(problem), QLatin1String(method), python ? QStringLiteral("py") : QStringLiteral("cpp")));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

/// The index of the line that carries `anchor` (//@anchor or #@anchor), or -1.
qsizetype lineOf(const QStringList& lines, const char* anchor)
{
    const QRegularExpression tag(QStringLiteral("(//|#)@%1(\\s|$)").arg(QRegularExpression::escape(QLatin1String(anchor))));
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (tag.match(lines[i]).hasMatch())
            return i;
    return -1;
}

TEST(MistakeWords, EveryWrongSolutionSaysWhatItsOwnListingDoes)
{
    int wrong = 0;
    for (const ProblemDesc* problem : problems())
        for (const MethodDesc& m : problem->methods)
            wrong += m.role == MethodRole::Wrong;
    ASSERT_EQ(static_cast<int>(kMistakes.size()), wrong) << "every wrong solution has its row here";
    for (const Mistake& mistake : kMistakes) {
        SCOPED_TRACE(std::string(mistake.problem) + "/" + mistake.method);
        const ProblemDesc* problem = findProblem(mistake.problem);
        ASSERT_NE(problem, nullptr);
        const MethodDesc* method = problem->method(mistake.method);
        ASSERT_NE(method, nullptr);
        EXPECT_EQ(method->role, MethodRole::Wrong);
        const QString summary = problemUi(mistake.problem).methodSummary(mistake.method);
        EXPECT_TRUE(summary.startsWith(QStringLiteral("Wrong: "))) << summary.toStdString();
        EXPECT_TRUE(summary.contains(QLatin1String(mistake.says))) << summary.toStdString();
        for (const bool python : {false, true}) {
            const QStringList lines = listing(mistake.problem, mistake.method, python);
            for (const Code& code : mistake.code) {
                const char* text = python ? code.python : code.cpp;
                if (code.anchor) {
                    const qsizetype at = lineOf(lines, code.anchor);
                    if (code.absent) {
                        EXPECT_EQ(at, -1) << code.anchor << (python ? " (Python)" : " (C++)");
                        continue;
                    }
                    ASSERT_GE(at, 0) << code.anchor << (python ? " (Python)" : " (C++)");
                    EXPECT_TRUE(lines[at].contains(QLatin1String(text))) << lines[at].toStdString();
                } else {
                    const bool found = lines.join(QLatin1Char('\n')).contains(QLatin1String(text));
                    EXPECT_EQ(found, !code.absent) << text << (python ? " (Python)" : " (C++)");
                }
            }
            if (mistake.before) {
                const qsizetype first = lineOf(lines, mistake.before);
                const qsizetype then = lineOf(lines, mistake.after);
                ASSERT_GE(first, 0) << mistake.before;
                ASSERT_GE(then, 0) << mistake.after;
                EXPECT_LT(first, then) << mistake.before << " before " << mistake.after << (python ? " (Python)" : " (C++)");
            }
        }
    }
}

} // namespace
} // namespace sb::ui::test
