// SPDX-License-Identifier: GPL-3.0-or-later
#include "linedid.h"

#include "core/programboard.h"

#include <algorithm>
#include <optional>

namespace sb::program {

namespace {

/// The one element of `before` that became something else in `after` (two lists of one length):
/// its index and value, down to a grid's cell; nothing when more than one changed or the values are
/// not lists.
std::optional<LineDid::Set> oneElement(const std::string& name, std::string_view before, std::string_view after)
{
    const std::optional<ProgramValue> a = parseProgramValue(before);
    const std::optional<ProgramValue> b = parseProgramValue(after);
    if (!a || !b || a->kind != ProgramValue::Kind::List || b->kind != ProgramValue::Kind::List ||
        a->items.size() != b->items.size() || a->cut() || b->cut())
        return std::nullopt;
    std::optional<std::size_t> changed;
    for (std::size_t i = 0; i < a->items.size(); ++i) {
        const std::optional<std::string_view> x = a->cell(i), y = b->cell(i);
        const bool same = x && y ? *x == *y
                                 : !x && !y && a->items[i].kind == b->items[i].kind &&
                                       a->items[i].items.size() == b->items[i].items.size();
        bool differs = !same;
        if (same && !x) { // two rows: compare their cells
            for (std::size_t j = 0; j < a->items[i].items.size() && !differs; ++j)
                differs = a->items[i].cell(j) != b->items[i].cell(j);
        }
        if (!differs)
            continue;
        if (changed)
            return std::nullopt;
        changed = i;
    }
    if (!changed)
        return std::nullopt;
    const std::string index = "[" + std::to_string(*changed) + "]";
    if (const std::optional<std::string_view> cell = b->cell(*changed))
        return LineDid::Set{name + index, std::string(*cell)};
    const ProgramValue& rowA = a->items[*changed];
    const ProgramValue& rowB = b->items[*changed];
    if (rowA.items.size() != rowB.items.size())
        return std::nullopt;
    std::optional<std::size_t> cellAt;
    for (std::size_t j = 0; j < rowB.items.size(); ++j) {
        if (rowA.cell(j) == rowB.cell(j))
            continue;
        if (cellAt || !rowB.cell(j))
            return std::nullopt;
        cellAt = j;
    }
    if (!cellAt)
        return std::nullopt;
    return LineDid::Set{name + index + "[" + std::to_string(*cellAt) + "]", std::string(*rowB.cell(*cellAt))};
}

} // namespace

LineDid lineDid(const Trace& trace, std::size_t step, std::string_view input)
{
    LineDid did;
    if (step == 0 || step >= trace.positions())
        return did;
    did.line = trace.line(step - 1);
    const TraceState before = trace.state(step - 1);
    for (const TraceChange& c : trace.changes(step)) {
        if (c.gone)
            continue;
        const std::string* old = c.global ? nullptr : before.value(c.name);
        if (c.global)
            for (const Variable& g : before.globals)
                if (g.first == c.name)
                    old = &g.second;
        if (old && *old == c.value)
            continue;
        if (old)
            if (const std::optional<LineDid::Set> element = oneElement(c.name, *old, c.value)) {
                did.sets.push_back(*element);
                continue;
            }
        did.sets.push_back({c.name, c.value});
    }
    const auto span = [](std::string_view text, std::uint32_t from, std::uint32_t to) {
        from = std::min<std::uint32_t>(from, static_cast<std::uint32_t>(text.size()));
        to = std::min<std::uint32_t>(std::max(from, to), static_cast<std::uint32_t>(text.size()));
        return std::string(text.substr(from, to - from));
    };
    did.read = span(input, trace.inputTaken(step - 1), trace.inputTaken(step));
    did.printed = span(trace.output, trace.outputWritten(step - 1), trace.outputWritten(step));
    return did;
}

} // namespace sb::program
