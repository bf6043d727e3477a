// SPDX-License-Identifier: GPL-3.0-or-later
#include "trace.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <unordered_map>

namespace sb::program {

namespace {

std::uint64_t number(std::string_view text)
{
    std::uint64_t n = 0;
    std::from_chars(text.data(), text.data() + text.size(), n);
    return n;
}

/// Sets `name` to `value` in `values`, or adds it at the end.
template <typename V>
void set(std::vector<V>& values, const V& value)
{
    for (V& v : values)
        if (v.name == value.name) {
            v = value;
            return;
        }
    values.push_back(value);
}

template <typename V>
void remove(std::vector<V>& values, std::uint32_t name)
{
    values.erase(std::remove_if(values.begin(), values.end(), [name](const V& v) { return v.name == name; }),
                 values.end());
}

const std::string* valueIn(const std::vector<Variable>& variables, std::string_view name)
{
    for (const Variable& v : variables)
        if (v.first == name)
            return &v.second;
    return nullptr;
}

} // namespace

const std::string* TraceState::value(std::string_view name) const
{
    const std::string* inner = frames.empty() ? nullptr : valueIn(frames.back().locals, name);
    return inner ? inner : valueIn(globals, name);
}

const std::string* TraceState::anywhere(std::string_view name) const
{
    for (auto frame = frames.rbegin(); frame != frames.rend(); ++frame)
        if (const std::string* v = valueIn(frame->locals, name))
            return v;
    return valueIn(globals, name);
}

std::vector<Variable> TraceState::all() const
{
    std::vector<Variable> out;
    for (auto frame = frames.rbegin(); frame != frames.rend(); ++frame)
        out.insert(out.end(), frame->locals.begin(), frame->locals.end());
    out.insert(out.end(), globals.begin(), globals.end());
    return out;
}

std::optional<std::size_t> Trace::printing(std::size_t at) const
{
    if (at >= output.size() || m_steps.empty())
        return std::nullopt;
    // Steps' output counts only grow: the first step past `at` is found by halving.
    const auto after = std::upper_bound(m_steps.begin(), m_steps.end(), at,
                                        [](std::size_t byte, const Step& s) { return byte < s.output; });
    if (after == m_steps.begin())
        return std::nullopt;
    return static_cast<std::size_t>(after - m_steps.begin()) - 1;
}

bool Trace::ranToEnd() const
{
    if (m_steps.empty())
        return false;
    return m_programEnded && (m_end == End::Finished || m_end == End::Failed);
}

std::uint32_t Trace::inputTaken(std::size_t step) const
{
    if (step >= m_steps.size() && m_inputAtEnd)
        return std::max(*m_inputAtEnd, m_steps.back().input);
    return at(step).input;
}

std::uint32_t Trace::outputWritten(std::size_t step) const
{
    if (step >= m_steps.size())
        return std::max(m_steps.back().output, static_cast<std::uint32_t>(std::min<std::size_t>(output.size(), std::numeric_limits<std::uint32_t>::max())));
    return m_steps[step].output;
}

std::uint32_t Trace::addText(std::string_view text)
{
    const auto offset = static_cast<std::uint32_t>(m_text.size());
    m_text.append(text);
    return offset;
}

Trace Trace::read(std::string_view record)
{
    Trace t;
    t.m_end = End::Failed;
    t.m_error = "the recorder stopped without saying why";
    std::unordered_map<std::string_view, std::uint32_t> names;
    const auto id = [&](std::string_view name) {
        const auto it = names.find(name);
        if (it != names.end())
            return it->second;
        const auto made = static_cast<std::uint32_t>(t.m_names.size());
        names.emplace(t.m_names.emplace_back(name), made);
        return made;
    };
    std::vector<std::uint32_t> stack; // the functions on the stack, outermost first
    std::uint32_t pendingFirst = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t input = 0, output = 0;
    State current;
    bool ended = false;
    const auto finishStep = [&] {
        if (t.m_steps.empty())
            return;
        Step& last = t.m_steps.back();
        last.input = input;
        last.output = output;
        // Its changes end where the next line's frames begin.
        t.apply(current, t.m_steps.size() - 1,
                pendingFirst != std::numeric_limits<std::uint32_t>::max() ? pendingFirst : t.m_changes.size());
        // The state after each kKeepEvery-th step, for going back to any step quickly.
        if ((t.m_steps.size() - 1) % kKeepEvery == 0)
            t.m_kept.push_back(current);
    };
    while (!record.empty()) {
        const std::size_t newline = record.find('\n');
        std::string_view row = record.substr(0, newline);
        record.remove_prefix(newline == std::string_view::npos ? record.size() : newline + 1);
        if (row.size() < 3 || row[1] != ' ')
            continue;
        const char kind = row[0];
        row.remove_prefix(2);
        const std::size_t space = row.find(' ');
        const std::string_view first = row.substr(0, space);
        const std::string_view rest = space == std::string_view::npos ? std::string_view{} : row.substr(space + 1);
        switch (kind) {
        case 'F':
            if (pendingFirst == std::numeric_limits<std::uint32_t>::max())
                pendingFirst = static_cast<std::uint32_t>(t.m_changes.size());
            t.m_changes.push_back({Kind::Frame, static_cast<std::uint16_t>(number(first)), id(rest), 0, 0});
            stack.resize(std::max<std::size_t>(1, t.m_changes.back().depth) - 1);
            stack.push_back(t.m_changes.back().name);
            break;
        case 'L': {
            finishStep();
            const auto firstChange = pendingFirst != std::numeric_limits<std::uint32_t>::max()
                                         ? pendingFirst
                                         : static_cast<std::uint32_t>(t.m_changes.size());
            pendingFirst = std::numeric_limits<std::uint32_t>::max();
            const auto depth = static_cast<std::uint16_t>(std::clamp<std::uint64_t>(number(rest), 1, 65535));
            stack.resize(depth, 0);
            t.m_steps.push_back({static_cast<std::int32_t>(number(first)), depth, stack.back(), firstChange, input,
                                 output});
            break;
        }
        case 'V':
        case 'G':
            if (!t.m_steps.empty())
                t.m_changes.push_back({kind == 'V' ? Kind::Set : Kind::GlobalSet, 0, id(first), t.addText(rest),
                                       static_cast<std::uint32_t>(rest.size())});
            break;
        case 'W': {
            // A variable of the outer frame at `first`'s depth, changed by the frames it called.
            const std::size_t gap = rest.find(' ');
            const auto depth = static_cast<std::uint16_t>(std::clamp<std::uint64_t>(number(first), 1, 65535));
            if (!t.m_steps.empty() && gap != std::string_view::npos)
                t.m_changes.push_back({Kind::OuterSet, depth, id(rest.substr(0, gap)), t.addText(rest.substr(gap + 1)),
                                       static_cast<std::uint32_t>(rest.size() - gap - 1)});
            break;
        }
        case 'X':
        case 'Y':
            if (!t.m_steps.empty())
                t.m_changes.push_back({kind == 'X' ? Kind::Gone : Kind::GlobalGone, 0, id(first), 0, 0});
            break;
        case 'I':
            // After the end's row: what the program had read when it ended.
            if (ended)
                t.m_inputAtEnd = static_cast<std::uint32_t>(number(first));
            else
                input = static_cast<std::uint32_t>(number(first));
            break;
        case 'O':
            output = static_cast<std::uint32_t>(number(first));
            break;
        case 'E':
            ended = true;
            if (first == "finished")
                t.setEnd(End::Finished);
            else if (first == "limit")
                t.setEnd(End::Limit);
            else
                t.setEnd(End::Failed, std::string(rest));
            // The program ended by itself: its end, an exit code, a signal (the recorders' words).
            t.m_programEnded = first == "finished" || rest.starts_with("signal ") || rest.starts_with("exit ");
            break;
        default:
            break;
        }
    }
    finishStep();
    return t;
}

std::size_t Trace::changesEnd(std::size_t step) const
{
    return step + 1 < m_steps.size() ? m_steps[step + 1].firstChange : m_changes.size();
}

void Trace::apply(State& state, std::size_t step) const
{
    apply(state, step, changesEnd(step));
}

void Trace::apply(State& state, std::size_t step, std::size_t end) const
{
    const Step& s = m_steps[step];
    for (std::size_t i = s.firstChange; i < end; ++i) {
        const Change& c = m_changes[i];
        switch (c.kind) {
        case Kind::Frame:
            state.frames.resize(std::max<std::size_t>(1, c.depth) - 1);
            state.frames.push_back({c.name, {}});
            break;
        case Kind::Set:
        case Kind::Gone:
            if (state.frames.size() > s.depth)
                state.frames.resize(s.depth);
            if (state.frames.size() < s.depth)
                state.frames.resize(s.depth, Frame{0, {}});
            if (c.kind == Kind::Set)
                set(state.frames[s.depth - 1].locals, Value{c.name, c.offset, c.length});
            else
                remove(state.frames[s.depth - 1].locals, c.name);
            break;
        case Kind::OuterSet:
            if (c.depth < s.depth && c.depth <= state.frames.size())
                set(state.frames[c.depth - 1].locals, Value{c.name, c.offset, c.length});
            break;
        case Kind::GlobalSet:
            set(state.globals, Value{c.name, c.offset, c.length});
            break;
        case Kind::GlobalGone:
            remove(state.globals, c.name);
            break;
        }
    }
    if (state.frames.size() > s.depth)
        state.frames.resize(s.depth);
}

TraceState Trace::shown(const State& state) const
{
    TraceState out;
    for (const Frame& f : state.frames) {
        TraceFrame& frame = out.frames.emplace_back();
        frame.function = m_names.empty() ? std::string() : m_names[f.function];
        for (const Value& v : f.locals)
            frame.locals.emplace_back(m_names[v.name], text(v));
    }
    for (const Value& v : state.globals)
        out.globals.emplace_back(m_names[v.name], text(v));
    return out;
}

TraceState Trace::state(std::size_t step) const
{
    if (m_steps.empty())
        return {};
    step = std::min(step, m_steps.size() - 1);
    const std::size_t kept = std::min(step / kKeepEvery, m_kept.size() - 1);
    State s = m_kept[kept];
    for (std::size_t i = kept * kKeepEvery + 1; i <= step; ++i)
        apply(s, i);
    return shown(s);
}

std::vector<TraceChange> Trace::changes(std::size_t step) const
{
    std::vector<TraceChange> out;
    if (step >= m_steps.size())
        return out;
    for (std::size_t i = m_steps[step].firstChange; i < changesEnd(step); ++i) {
        const Change& c = m_changes[i];
        if (c.kind == Kind::Frame || c.kind == Kind::OuterSet) // a caller's: its frame shows it
            continue;
        TraceChange& change = out.emplace_back();
        change.global = c.kind == Kind::GlobalSet || c.kind == Kind::GlobalGone;
        change.gone = c.kind == Kind::Gone || c.kind == Kind::GlobalGone;
        change.name = m_names[c.name];
        if (!change.gone)
            change.value = std::string(text(Value{c.name, c.offset, c.length}));
    }
    return out;
}

std::vector<std::size_t> Trace::changesOf(std::string_view name) const
{
    std::vector<std::size_t> out;
    const auto found = std::find(m_names.begin(), m_names.end(), name);
    if (found == m_names.end())
        return out;
    const auto id = static_cast<std::uint32_t>(found - m_names.begin());
    for (std::size_t step = 0; step < m_steps.size(); ++step)
        for (std::size_t i = m_steps[step].firstChange; i < changesEnd(step); ++i)
            if (m_changes[i].name == id && m_changes[i].kind != Kind::Frame) {
                out.push_back(step);
                break;
            }
    return out;
}

std::string Trace::function(std::size_t step) const
{
    return m_names.empty() ? std::string() : m_names[at(step).function];
}

std::size_t Trace::memoryBytes() const noexcept
{
    std::size_t bytes = m_steps.capacity() * sizeof(Step) + m_changes.capacity() * sizeof(Change) + m_text.capacity();
    for (const std::string& n : m_names)
        bytes += sizeof(std::string) + n.capacity();
    for (const State& s : m_kept) {
        bytes += sizeof(State) + s.globals.capacity() * sizeof(Value);
        for (const Frame& f : s.frames)
            bytes += sizeof(Frame) + f.locals.capacity() * sizeof(Value);
    }
    return bytes;
}

} // namespace sb::program
