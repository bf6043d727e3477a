// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

namespace sb {

std::string_view kindName(StepKind k) noexcept
{
    static constexpr std::array<std::string_view, kStepKindCount> names = {
        "line", "look", "compare", "place", "win", "no-win", "remove", "pass-end",
        "card-move", "compaction", "fall", "mark", "clear", "dfs-enter", "dfs-leave", "dfs-found",
    };
    return names[static_cast<int>(k)];
}

std::string_view lineNarrationName(std::uint16_t id) noexcept
{
    static constexpr std::array<std::string_view, kLineNarrationCount> names = {
        "assign", "loop-start", "loop-next", "loop-end", "return-value", "return-true", "return-false",
        "main-return", "function-end", "main-end", "continue", "break", "import", "define", "call-main",
        "sync-off", "untie", "read-all",
    };
    return isLineNarration(id) ? names[id - kLineNarrationBase] : std::string_view{};
}

std::string_view counterName(Counter c) noexcept
{
    static constexpr std::array<std::string_view, kCounterCount> names = {
        "cells-looked", "moves", "comparisons", "pairs-removed", "rounds", "card-moves", "dfs-nodes",
        "compactions", "decks", "moves-tried", "colour-prunes", "memo-prunes",
    };
    return names[static_cast<int>(c)];
}

} // namespace sb
