// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

namespace sb {

std::string_view lineNarrationName(std::uint16_t id) noexcept
{
    static constexpr std::array<std::string_view, kLineNarrationCount> names = {
        "assign", "loop-start", "loop-next", "loop-end", "return-value", "return-true", "return-false",
        "main-return", "function-end", "main-end", "continue", "break", "import", "define", "call-main",
        "sync-off", "untie", "read-all",
    };
    return isLineNarration(id) ? names[id - kLineNarrationBase] : std::string_view{};
}

} // namespace sb
