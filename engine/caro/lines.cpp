// SPDX-License-Identifier: GPL-3.0-or-later
// The lines every Caro listing shares: the opening before the first move, the moves' loop with
// its reading and placing, and the ending once the answer is known.
#include "caro.h"
#include "core/linesteps.h"

namespace sb::caro {

namespace {

/// One line of the opening: where it is and how deep.
struct OpeningLine {
    Anchor anchor;
    int depth;
};

/// The opening in `language`, into `out` (room for 12): Python runs its module level first.
int opening(const Layout& layout, CodeLanguage language, OpeningLine* out)
{
    int n = 0;
    const auto add = [&](Anchor a, int depth) { out[n++] = {a, depth}; };
    if (language == CodeLanguage::Python) {
        add(Anchor::PyImport, 1);
        if (layout.globalDirections) {
            add(Anchor::Dr, 1);
            add(Anchor::Dc, 1);
        }
        add(layout.pyDef, 1);
        add(Anchor::PyDefMain, 1);
        add(Anchor::PyMain, 1);
        add(Anchor::ReadAll, 2);
    } else {
        add(Anchor::Sync, 1);
        add(Anchor::Tie, 1);
    }
    const int main = language == CodeLanguage::Cpp ? 1 : 2;
    add(Anchor::ReadSize, main);
    add(Anchor::Width, main);
    add(Anchor::Board, main);
    if (!layout.globalDirections) {
        add(Anchor::Dr, main);
        add(Anchor::Dc, main);
    }
    return n;
}

} // namespace

int CaroRun::openingLength(const Layout& layout) const noexcept
{
    OpeningLine lines[12];
    return opening(layout, language, lines);
}

Step& CaroRun::openingLine(const Layout& layout, int i)
{
    OpeningLine lines[12];
    opening(layout, language, lines);
    const OpeningLine l = lines[i];
    step.at(l.anchor, l.depth);
    switch (l.anchor) {
    case Anchor::PyImport:
        return step.say(LineNarration::Import);
    case Anchor::PyDefMain:
    case Anchor::PyDefScan:
    case Anchor::PyDefLine:
    case Anchor::PyDefRay:
        return step.say(LineNarration::Define);
    case Anchor::PyMain:
        return step.say(LineNarration::CallMain);
    case Anchor::ReadAll:
        return step.say(LineNarration::ReadAll);
    case Anchor::Sync:
        return step.say(LineNarration::SyncOff);
    case Anchor::Tie:
        return step.say(LineNarration::Untie);
    case Anchor::ReadSize:
        return step.say(Narration::ReadSize, in->n, in->moves.size())
            .var(Var::n, in->n).var(Var::k, static_cast<std::int64_t>(in->moves.size()));
    case Anchor::Width:
        return assign(l.anchor, l.depth, Var::W, in->stride());
    case Anchor::Board:
        return step.say(Narration::Board, in->n);
    default:
        return step.say(Narration::Directions, layout.directions);
    }
}

Step& CaroRun::assign(Anchor anchor, int depth, Var var, std::int64_t value)
{
    return assignLine(step.at(anchor, depth), var, value);
}

Step& CaroRun::loopHead(Anchor anchor, int depth, Var var, int value, bool first, bool end)
{
    return loopHeadLine(step.at(anchor, depth), var, value, first, end);
}

Step& CaroRun::moveLoop(int t)
{
    const int k = static_cast<int>(in->moves.size());
    Step& head = loopHead(Anchor::MoveLoop, mainDepth(), Var::t, t, t == 1, t > k);
    // A move begins where t takes its number: from this line on the status, the narration and
    // the variables all speak of move t.
    if (t <= k)
        head.count(Counters::MovesProcessed);
    return head;
}

Step& CaroRun::moveLine(int t, int i)
{
    const auto [r, c] = in->moves[static_cast<std::size_t>(t - 1)];
    const int q = playerOf(t);
    if (i == 0)
        return step.at(Anchor::ReadMove, mainDepth()).say(Narration::ReadMove, t, r, c).var(Var::r, r).var(Var::c, c);
    if (i == 1)
        return step.at(Anchor::Player, mainDepth()).say(Narration::PlayerOf, t, q).var(Var::q, q);
    const std::int32_t p = cell(r, c);
    board[static_cast<std::size_t>(p)] = static_cast<char>(q);
    return step.at(Anchor::Place, mainDepth(), Kinds::Place)
        .say(Narration::Place, t, r, c, q)
        .change(p, 0, q)
        .mark(HighlightKind::Cell, p);
}

int CaroRun::endingLength(bool won) const noexcept
{
    // Won: print, return, and C++'s closing brace. Not won: print, and C++'s return and brace.
    if (won)
        return cpp() ? 3 : 2;
    return cpp() ? 3 : 1;
}

Step& CaroRun::endingLine(bool won, int i, int t, int line, int stones, std::int32_t from, std::int32_t to,
                          bool exactlyFive)
{
    const int depth = mainDepth();
    if (i == 0 && won) {
        finish(t);
        Step& win = step.at(Anchor::Win, depth, Kinds::Win);
        // The fifth word only for the trap: the correct methods' trace stays as it was.
        if (exactlyFive)
            win.say(Narration::Win, t, playerOf(t), line, stones, 1);
        else
            win.say(Narration::Win, t, playerOf(t), line, stones);
        return win.mark(HighlightKind::Segment, from, to);
    }
    if (i == 0) {
        finish(0);
        return step.at(Anchor::NoWin, depth, Kinds::NoWin).say(Narration::NoWin, in->moves.size());
    }
    if (i == 1)
        return step.at(won ? Anchor::WinReturn : Anchor::Return, depth).say(LineNarration::MainReturn);
    return step.at(Anchor::MainEnd, depth).say(LineNarration::MainEnd);
}

} // namespace sb::caro
