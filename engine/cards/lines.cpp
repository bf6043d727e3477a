// SPDX-License-Identifier: GPL-3.0-or-later
// The lines the grid listings share before their rounds: Python's module level, and readTable().
// n, m and score are the file's variables (globals) in these listings: the watch shows them in every frame.
#include "cards.h"
#include "core/linesteps.h"

namespace sb::cards {

Step& CardsRun::assign(Anchor anchor, int depth, Var var, std::int64_t value)
{
    return assignLine(line(anchor, depth), var, value);
}

Step& CardsRun::loopHead(Anchor anchor, int depth, Var var, int value, bool first, bool end)
{
    return loopHeadLine(line(anchor, depth), var, value, first, end);
}

Generator<Step> readTableLines(std::shared_ptr<CardsRun> run, Rules rules)
{
    const CardsInput& in = *run->in;
    const bool python = !run->cpp();
    const int main = run->mainDepth(), inRead = main + 1;
    if (python) {
        co_yield run->line(Anchor::PyImport, 1).say(LineNarration::Import);
        co_yield run->line(Anchor::PyEmpty, 1).say(Narration::EmptyMark, rules.zeroIsEmpty ? 0 : -1);
        co_yield run->line(Anchor::PySize, 1).say(Narration::NoTableYet).global(Var::n, 0).global(Var::m, 0);
        co_yield run->line(Anchor::PyCard, 1).say(Narration::EmptyTable);
        co_yield run->line(Anchor::PyScore, 1).say(LineNarration::Assign, static_cast<int>(Var::score), 0)
            .global(Var::score, 0); // a global: not assignLine(), which sets the step's own frame
        for (const Anchor def : {Anchor::PyDefRead, Anchor::PyDefScan, Anchor::PyDefMain})
            co_yield run->line(def, 1).say(LineNarration::Define);
        co_yield run->line(Anchor::PyMain, 1).say(LineNarration::CallMain);
    }
    run->line(Anchor::ReadTable, main).say(Narration::ReadTableCall);
    if (!python) // C++'s file variables are zero before main starts: a debugger shows them so
        run->step.global(Var::n, 0).global(Var::m, 0).global(Var::score, 0);
    co_yield run->step;
    if (python)
        co_yield run->line(Anchor::ReadAll, inRead).say(LineNarration::ReadAll);
    co_yield run->line(Anchor::ReadSize, inRead).say(Narration::ReadSize, in.n, in.m).global(Var::n, in.n).global(Var::m, in.m);
    for (int i = 0; i <= in.n; ++i) {
        co_yield run->loopHead(Anchor::ReadRow, inRead, Var::i, i, i == 0, i == in.n);
        if (i == in.n)
            break;
        if (python)
            co_yield run->line(Anchor::ReadNewRow, inRead).say(Narration::NewRow, i, in.m);
        for (int j = 0; j <= in.m; ++j) {
            co_yield run->loopHead(Anchor::ReadCol, inRead, Var::j, j, j == 0, j == in.m);
            if (j == in.m)
                break;
            co_yield run->line(Anchor::ReadCard, inRead).say(Narration::ReadCard, i, j, in.at(i, j))
                .mark(HighlightKind::Cell, run->cell(i, j)).change(run->cell(i, j), kUnread, kCard);
        }
    }
    if (!python)
        co_yield run->line(Anchor::ReadEnd, inRead).say(LineNarration::FunctionEnd);
}

} // namespace sb::cards
