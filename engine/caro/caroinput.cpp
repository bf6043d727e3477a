// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"

#include "core/inputerror.h"

#include <algorithm>

namespace sb::caro {

std::shared_ptr<const CaroInput> parse(std::string_view text)
{
    TokenReader reader(text);
    TokenReader::Token at;
    auto in = std::make_shared<CaroInput>();

    const std::int64_t n = reader.readInt(InputMessage::MissingHeader, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxN, InputMessage::BoardSizeOutOfRange);
    in->n = static_cast<int>(n);
    const std::int64_t k = reader.readInt(InputMessage::MissingHeader, {}, &at);
    TokenReader::requireRange(at, k, 1, std::min<std::int64_t>(n * n, kMaxMoves), InputMessage::MoveCountOutOfRange);

    // One bit per cell finds a repeated cell; the earlier move is looked up only then.
    std::vector<bool> taken(static_cast<std::size_t>(in->stride() * in->stride()), false);
    in->moves.reserve(static_cast<std::size_t>(k));
    for (std::int64_t t = 1; t <= k; ++t) {
        const std::int64_t r = reader.readInt(InputMessage::MissingMoves, {k, t - 1}, &at);
        const TokenReader::Token rowAt = at;
        TokenReader::requireRange(at, r, 1, n, InputMessage::RowOutOfRange, t);
        const std::int64_t c = reader.readInt(InputMessage::MissingMoves, {k, t - 1}, &at);
        TokenReader::requireRange(at, c, 1, n, InputMessage::ColumnOutOfRange, t);
        const std::size_t cell = static_cast<std::size_t>(r * in->stride() + c);
        if (taken[cell]) {
            const auto earlier = std::find_if(in->moves.begin(), in->moves.end(),
                                              [&](const Move& m) { return m.r == r && m.c == c; });
            throw InputError(rowAt.line, rowAt.column, InputMessage::CellPlayedTwice,
                             {r, c, t, (earlier - in->moves.begin()) + 1});
        }
        taken[cell] = true;
        in->moves.push_back({static_cast<int>(r), static_cast<int>(c)});
    }
    reader.expectEnd();
    return in;
}

CaroRun::CaroRun(std::shared_ptr<const CaroInput> input)
    : in(std::move(input)), outcome(std::make_shared<Outcome>()),
      board(static_cast<std::size_t>(in->stride() * in->stride()), 0)
{}

void CaroRun::finish(int answer)
{
    outcome->output = std::to_string(answer) + "\n";
    outcome->finished = true;
}

Step& CaroRun::placeMove(int t)
{
    const auto [r, c] = in->moves[static_cast<std::size_t>(t - 1)];
    const int q = playerOf(t);
    const std::int32_t p = cell(r, c);
    board[static_cast<std::size_t>(p)] = static_cast<char>(q);
    return step.at(Anchor::Place, 1, StepKind::Place)
        .say(Narration::Place, t, r, c, q)
        .change(p, 0, q)
        .var(Var::t, t).var(Var::r, r).var(Var::c, c).var(Var::q, q)
        .count(Counter::MovesProcessed);
}

Step& CaroRun::noWinner()
{
    finish(0);
    return step.at(Anchor::NoWin, 1, StepKind::NoWin).say(Narration::NoWin, in->moves.size());
}

Trace makeTrace(const std::shared_ptr<CaroRun>& run, Generator<Step> steps)
{
    Trace trace;
    trace.steps = std::move(steps);
    trace.outcome = run->outcome;
    trace.boardCells = run->board.size();
    return trace;
}

} // namespace sb::caro
