// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "listing.h"
#include "variables.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sb {

struct ProblemDesc;

/// Where a C++ local variable can be seen: a debugger shows a block's variable only while the
/// program stands inside that block, below the line that declares it. A `for` statement's own
/// variable is seen on its header too, from the loop's second turn on (its first visit of the
/// header runs the declaration).
struct LocalScope {
    std::string name;
    int function = 0; ///< the 1-based line where the function's body opens
    int declared = 0; ///< the 1-based line of the declaration
    int last = 0;     ///< the last line of the block it is declared in (before its closing brace, but a function's)
    bool loopHead = false;
    bool initialized = true; ///< false: declared without a value (`long long r, c;`), garbage until set
};

/// The block scopes of a listing's local variables (none in Python, whose locals live as long
/// as their call).
/// `functions`, when given, gets each function's body: the lines that open and close it.
std::vector<LocalScope> localScopes(const Listing& listing, std::vector<std::pair<int, int>>* functions = nullptr);

/// The listing's scopes for a problem's variables: which of the variables set in a frame a
/// debugger shows where the frame stands.
class ScopeRules {
public:
    ScopeRules() = default;
    ScopeRules(const ProblemDesc& problem, const Listing& listing);

    /// Whether variable `var` is in scope while its frame stands before the line of `standing`,
    /// the last line it ran being that of `lastRun`.
    bool visible(int var, std::uint16_t standing, std::uint16_t lastRun) const noexcept;
    /// The variables of frame `depth` set during its current call that are in scope there (by
    /// id, as Variables::inFrame gives them).
    std::vector<std::pair<int, std::int32_t>> shown(const Variables& vars, int depth, std::uint16_t standing,
                                                    std::uint16_t lastRun) const;

private:
    int lineOf(std::uint16_t anchor) const noexcept
    {
        return anchor < m_lineOfAnchor.size() ? m_lineOfAnchor[anchor] : 0;
    }
    int functionOf(int line) const noexcept;

    std::vector<int> m_lineOfAnchor;            ///< by anchor id; 0 when the listing lacks it
    std::vector<std::vector<LocalScope>> m_byVar; ///< by variable id
    std::vector<std::pair<int, int>> m_functions; ///< each function's body: first and last line
};

} // namespace sb
