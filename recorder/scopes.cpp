// SPDX-License-Identifier: GPL-3.0-or-later
#include "scopes.h"
#include "gdbblocks.h"

#include <algorithm>
#include <set>
#include <string>

namespace sb::program::debug {

namespace {

bool holds(const Block& b, std::uint64_t pc)
{
    return std::any_of(b.ranges.begin(), b.ranges.end(), [&](const PcRange& r) { return r.low <= pc && pc < r.high; });
}

/// The innermost block holding `pc`: blocks come before the blocks in them, so the last one.
int innermostBlock(const DebugInfo& info, std::uint64_t pc)
{
    for (std::size_t i = info.blocks.size(); i-- > 0;)
        if (holds(info.blocks[i], pc))
            return static_cast<int>(i);
    return -1;
}

/// The line of the line table's entry at or before `pc` (the last entry at one address being the one in force).
int lineAt(const DebugInfo& info, std::uint64_t pc)
{
    const auto after = std::upper_bound(info.lineTable.begin(), info.lineTable.end(), pc,
                                        [](std::uint64_t p, const LineStart& s) { return p < s.address; });
    return after == info.lineTable.begin() ? 0 : std::prev(after)->line;
}

} // namespace

std::vector<const Variable*> variablesInScope(const DebugInfo& info, std::uint64_t pc)
{
    std::vector<const Variable*> out;
    const int line = lineAt(info, pc);
    const auto first = info.lineFirstAddress.find(line);
    const bool intoLine = first != info.lineFirstAddress.end() && first->second < pc;
    std::set<std::string> seen;
    for (int b = innermostBlock(info, pc); b >= 0; b = info.blocks[static_cast<std::size_t>(b)].parent) {
        for (const Variable& v : info.blocks[static_cast<std::size_t>(b)].variables) {
            const bool declared = v.parameter || v.line < line || (v.line == line && intoLine);
            if (declared && seen.insert(v.name).second)
                out.push_back(&v);
        }
    }
    return out;
}

std::vector<const Variable*> globalsInGdbOrder(const DebugInfo& info)
{
    std::vector<const Variable*> out;
    std::set<std::string> seen;
    for (const bool external : {false, true}) {
        const unsigned buckets = static_cast<unsigned>((external ? info.globalBlockSymbols : info.staticBlockSymbols) / 5 + 1);
        std::vector<const Variable*> block;
        for (const Variable& v : info.globals)
            if (v.placed && v.external == external)
                block.push_back(&v);
        std::stable_sort(block.begin(), block.end(), [&](const Variable* x, const Variable* y) {
            return gdbNameHash(x->name) % buckets < gdbNameHash(y->name) % buckets;
        });
        for (const Variable* v : block)
            if (seen.insert(v->name).second)
                out.push_back(v);
    }
    return out;
}

} // namespace sb::program::debug
