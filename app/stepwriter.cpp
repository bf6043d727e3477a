// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepwriter.h"

#include <charconv>
#include <string_view>

namespace sb::cli {

namespace {

void appendJsonString(std::string& out, std::string_view s)
{
    out += '"';
    for (const char ch : s) {
        if (ch == '"' || ch == '\\')
            out += '\\';
        out += ch;
    }
    out += '"';
}

void appendInt(std::string& out, std::int64_t value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end);
}

} // namespace

bool StepWriter::write(std::uint64_t number, const Step& s)
{
    m_out += "{\"step\":";
    appendInt(m_out, static_cast<std::int64_t>(number));
    m_out += ",\"anchor\":";
    appendJsonString(m_out, m_problem.anchors[s.anchor]);
    m_out += ",\"depth\":";
    appendInt(m_out, s.depth);
    m_out += ",\"kind\":";
    appendJsonString(m_out, m_problem.kindName(s.kind));
    m_out += ",\"narration\":";
    appendJsonString(m_out, isLineNarration(s.narration) ? lineNarrationName(s.narration)
                                                         : m_problem.narrations[s.narration]);
    m_out += ",\"args\":[";
    list(s.narrationArgs(), [this](std::int32_t a) { appendInt(m_out, a); });
    m_out += "],\"vars\":{";
    list(s.changedVars(), [this](const VarChange& v) {
        appendJsonString(m_out, m_problem.variables[v.var]);
        m_out += ':';
        appendInt(m_out, v.value);
    });
    m_out += "},\"deltas\":[";
    const auto delta = [this](const Delta& d) {
        m_out += "{\"cell\":";
        appendCell(d.cell);
        m_out += ",\"from\":";
        appendInt(m_out, d.before);
        m_out += ",\"to\":";
        appendInt(m_out, d.after);
        m_out += '}';
    };
    list(s.deltas(), delta);
    if (!s.deltas().empty() && !s.bulk.empty())
        m_out += ',';
    list(s.bulk, delta);
    m_out += "],\"highlights\":[";
    list(s.marks(), [this](const Highlight& h) { appendHighlight(h); });
    m_out += "],\"counters\":{";
    list(s.increments(), [this](const CounterInc& c) {
        appendJsonString(m_out, m_problem.counterName(c.counter));
        m_out += ':';
        appendInt(m_out, c.amount);
    });
    m_out += "}}\n";
    return m_out.size() > (1 << 16) ? flush() : true;
}

bool StepWriter::flush()
{
    m_stream.write(m_out.data(), static_cast<std::streamsize>(m_out.size()));
    m_out.clear();
    return static_cast<bool>(m_stream);
}

void StepWriter::appendCell(std::int32_t cell)
{
    m_out += '[';
    appendInt(m_out, cell / m_shape.stride);
    m_out += ',';
    appendInt(m_out, cell % m_shape.stride);
    m_out += ']';
}

void StepWriter::appendHighlight(const Highlight& h)
{
    switch (h.kind) {
    case HighlightKind::Cell:
        m_out += "{\"cell\":";
        appendCell(h.a);
        break;
    case HighlightKind::Direction:
        m_out += "{\"direction\":[";
        appendInt(m_out, h.a);
        m_out += ',';
        appendInt(m_out, h.b);
        m_out += ']';
        break;
    case HighlightKind::Segment:
        m_out += "{\"from\":";
        appendCell(h.a);
        m_out += ",\"to\":";
        appendCell(h.b);
        break;
    case HighlightKind::Source:
        m_out += "{\"source\":";
        appendInt(m_out, h.a);
        break;
    case HighlightKind::Target:
        m_out += "{\"target\":";
        appendInt(m_out, h.a);
        break;
    }
    m_out += '}';
}

} // namespace sb::cli
