// SPDX-License-Identifier: GPL-3.0-or-later
#include "probevalues.h"

#include "probe/probe_format.h"
#include "probetypes.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>
#include <utility>

namespace sb::rec {

using namespace probe;

std::string pythonRepr(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, std::fabs(value), std::chars_format::scientific);
    const std::string_view text(buffer, static_cast<std::size_t>(written.ptr - buffer));
    const std::size_t e = text.find('e');
    std::string digits;
    for (const char c : text.substr(0, e))
        if (c != '.')
            digits += c;
    const int point = std::atoi(std::string(text.substr(e + 1)).c_str()) + 1; // the value is 0.DIGITS x 10^point
    const int n = static_cast<int>(digits.size());
    std::string out = std::signbit(value) ? "-" : "";
    if (point > -4 && point <= 16) {
        if (point <= 0)
            out += "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
        else if (point >= n)
            out += digits + std::string(static_cast<std::size_t>(point - n), '0') + ".0";
        else
            out += digits.substr(0, static_cast<std::size_t>(point)) + "." + digits.substr(static_cast<std::size_t>(point));
        return out;
    }
    out += digits.substr(0, 1);
    if (n > 1)
        out += "." + digits.substr(1);
    const std::string magnitude = std::to_string(std::abs(point - 1));
    out += point - 1 < 0 ? "e-" : "e+";
    out += (magnitude.size() < 2 ? "0" : "") + magnitude;
    return out;
}

namespace {

/// The runtime's record, read in order.
class Bytes {
public:
    explicit Bytes(std::string_view data) : m_data(data) {}
    bool empty() const { return m_data.empty(); }
    bool failed() const { return m_failed; }
    std::string_view take(std::uint64_t n)
    {
        if (n > m_data.size()) {
            m_failed = true;
            n = m_data.size();
        }
        const std::string_view out = m_data.substr(0, n);
        m_data.remove_prefix(n);
        return out;
    }
    std::uint8_t byte()
    {
        const std::string_view b = take(1);
        return b.empty() ? 0 : static_cast<std::uint8_t>(b[0]);
    }
    std::uint32_t u32() { return static_cast<std::uint32_t>(number(4)); }
    std::uint64_t u64() { return number(8); }
    std::uint64_t number(std::uint64_t n)
    {
        const std::string_view b = take(n);
        std::uint64_t v = 0;
        for (std::size_t i = b.size(); i-- > 0;)
            v = v << 8 | static_cast<unsigned char>(b[i]);
        return v;
    }

private:
    std::string_view m_data;
    bool m_failed = false;
};

/// A value's text from its bytes, as gdbrecord.py's `text()` writes the value.
class Renderer {
public:
    explicit Renderer(const std::vector<Type>& types) : m_types(types) {}

    std::string text(Typed t, int depth, Bytes& in) const
    {
        const Form form = m_types.form(t);
        switch (form) {
        case Form::Bool: return in.number(m_types.size(t)) != 0 ? "1" : "0";
        case Form::Integer: return integer(in.take(m_types.size(t)), m_types.isSigned(t));
        case Form::Float: return floating(in.take(m_types.size(t)));
        case Form::Unknown: return "?";
        case Form::Reference:
            return in.byte() == SB_READ_OK ? text({m_types.of(t)->target}, depth, in) : "?";
        default: break;
        }
        if (depth > kDeepest)
            return "?";
        switch (form) {
        case Form::Array: {
            const std::uint64_t count = m_types.count(t);
            return list(m_types.item(t), std::min<std::uint64_t>(count, SB_MAX_ITEMS), count > SB_MAX_ITEMS, depth, in, true);
        }
        case Form::Vector: {
            if (in.byte() != SB_READ_OK)
                return "?";
            const std::uint64_t count = in.u64();
            return list(m_types.element(t), std::min<std::uint64_t>(count, SB_MAX_ITEMS), count > SB_MAX_ITEMS, depth, in,
                        true);
        }
        case Form::Deque: {
            if (in.byte() != SB_READ_OK)
                return "?";
            const std::uint64_t count = in.u64();
            return list(m_types.element(t), count & ~SB_MORE_ITEMS, (count & SB_MORE_ITEMS) != 0, depth, in, false);
        }
        case Form::String: {
            if (in.byte() != SB_READ_OK)
                return "?";
            return quoted(in.take(in.u64()));
        }
        case Form::Inner: return text(m_types.inner(t).second, depth, in);
        case Form::Bits: return bits(in);
        case Form::Tree:
        case Form::Hashed:
        case Form::List:
        case Form::ForwardList: {
            if (in.byte() != SB_READ_OK)
                return "?";
            const std::uint64_t count = in.u64();
            const TypeId item = m_types.linkedItem(t.type);
            const bool keyed = Types::keyed(m_types.of(t)->name);
            std::string out = keyed ? "{" : "[";
            const std::uint64_t shown = count & ~SB_MORE_ITEMS;
            for (std::uint64_t i = 0; i < shown && !in.failed(); ++i) {
                if (i)
                    out += ", ";
                if (keyed) {
                    out += text({m_types.member(item, "first") ? m_types.member(item, "first")->second : kNoType}, depth + 1, in);
                    out += ": ";
                    out += text({m_types.member(item, "second") ? m_types.member(item, "second")->second : kNoType}, depth + 1, in);
                } else {
                    out += text({item}, depth + 1, in);
                }
            }
            if (count & SB_MORE_ITEMS)
                out += shown ? ", ..." : "...";
            return out + (keyed ? "}" : "]");
        }
        case Form::Bitset: {
            const std::string_view bytes = in.take(m_types.size(t));
            const std::int64_t bits = m_types.of(t)->templateValues.front();
            if (bits < 0)
                return "?";
            const auto shown = std::min<std::uint64_t>(static_cast<std::uint64_t>(bits), SB_MAX_ITEMS);
            std::string out = "[";
            for (std::uint64_t i = 0; i < shown; ++i) {
                const std::size_t byte = static_cast<std::size_t>(i >> 3);
                const int bit = byte < bytes.size() ? (static_cast<unsigned char>(bytes[byte]) >> (i & 7)) & 1 : 0;
                out += (i ? ", " : "") + std::to_string(bit);
            }
            if (static_cast<std::uint64_t>(bits) > SB_MAX_ITEMS)
                out += shown ? ", ..." : "...";
            return out + "]";
        }
        case Form::Tuple: {
            std::string out = "[";
            bool first = true;
            for (const auto& [offset, item] : m_types.tupleItems(t.type)) {
                out += (first ? "" : ", ") + text({item}, depth + 1, in);
                first = false;
            }
            return out + "]";
        }
        default: break;
        }
        std::string out = "{";
        bool first = true;
        for (const Field& f : m_types.fields(t)) {
            const Member& m = *f.member;
            out += (first ? "" : ", ") + m.name + "=" + (m.bits ? bitField(m, in) : text({m.type}, depth + 1, in));
            first = false;
        }
        return out + "}";
    }

    /// The text of a value whose bytes cannot be read (a reference to memory not mapped), as gdb's lazy
    /// value gives it to `text()`: what reads it fails as a whole ("?": numbers, the library's containers,
    /// an array of numbers, read in one go), what it is made of fails part by part (a struct's fields,
    /// another array's items, a tuple's).
    std::string unreadable(Typed t, int depth) const
    {
        const Form form = m_types.form(t);
        if (depth > kDeepest)
            return "?";
        switch (form) {
        case Form::Array: {
            const Typed item = m_types.item(t);
            const std::uint64_t count = m_types.count(t);
            if (m_types.numbers(item))
                return "?";
            std::string out = "[";
            for (std::uint64_t i = 0; i < std::min<std::uint64_t>(count, SB_MAX_ITEMS); ++i)
                out += (i ? ", " : "") + unreadable(item, depth + 1);
            if (count > SB_MAX_ITEMS)
                out += count ? ", ..." : "...";
            return out + "]";
        }
        case Form::Inner: return unreadable(m_types.inner(t).second, depth);
        case Form::Tuple: {
            std::string out = "[";
            bool first = true;
            for (const auto& [offset, item] : m_types.tupleItems(t.type)) {
                out += (first ? "" : ", ") + unreadable({item}, depth + 1);
                first = false;
            }
            return out + "]";
        }
        case Form::Struct: {
            std::string out = "{";
            bool first = true;
            for (const Field& f : m_types.fields(t)) {
                const Member& m = *f.member;
                out += (first ? "" : ", ") + m.name + "=" + (m.bits ? std::string("?") : unreadable({m.type}, depth + 1));
                first = false;
            }
            return out + "}";
        }
        default: return "?";
        }
    }

private:
    /// A std::vector<bool>'s bits, as a list of 0 and 1.
    static std::string bits(Bytes& in)
    {
        if (in.byte() != SB_READ_OK)
            return "?";
        const std::uint64_t count = in.u64();
        const unsigned first = in.byte();
        const std::uint64_t shown = std::min<std::uint64_t>(count, SB_MAX_ITEMS);
        const std::string_view bytes = in.take(shown ? (first + shown + 7) / 8 : 0);
        std::string out = "[";
        for (std::uint64_t i = first; i < first + shown && !in.failed(); ++i)
            out += std::string(i > first ? ", " : "") +
                   ((static_cast<unsigned char>(bytes[i >> 3]) >> (i & 7)) & 1 ? "1" : "0");
        if (count > SB_MAX_ITEMS)
            out += ", ...";
        return out + "]";
    }

    /// A bit-field's value from the bytes its bits lie in: a bool's 1 or 0, a number, signed as its type.
    std::string bitField(const Member& m, Bytes& in) const
    {
        const std::string_view bytes = in.take(Types::bitBytes(m));
        std::uint64_t value = 0;
        for (std::uint32_t i = 0; i < m.bits && i < 64; ++i) {
            const std::uint32_t at = m.bit + i;
            if (at / 8 < bytes.size() && (static_cast<unsigned char>(bytes[at / 8]) >> (at % 8)) & 1)
                value |= std::uint64_t{1} << i;
        }
        const Form form = m_types.form({m.type});
        if (form == Form::Bool)
            return value ? "1" : "0";
        if (form != Form::Integer)
            return "?";
        if (!m_types.isSigned({m.type}))
            return std::to_string(value);
        if (m.bits < 64 && (value >> (m.bits - 1)) != 0)
            value |= ~std::uint64_t{0} << m.bits;
        return std::to_string(static_cast<std::int64_t>(value));
    }

    std::string list(Typed item, std::uint64_t shown, bool more, int depth, Bytes& in, bool asNumbers) const
    {
        std::string out = "[";
        const bool numbers = asNumbers && m_types.numbers(item);
        const std::uint64_t size = m_types.size(item);
        for (std::uint64_t i = 0; i < shown && !in.failed(); ++i) {
            if (i)
                out += ", ";
            if (numbers) {
                const Type* type = m_types.of(item);
                out += integer(in.take(size), type->encoding != Encoding::Bool && m_types.isSigned(item));
            } else {
                out += text(item, depth + 1, in);
            }
        }
        if (more)
            out += shown ? ", ..." : "...";
        return out + "]";
    }

    static std::string integer(std::string_view bytes, bool isSigned)
    {
        std::uint64_t v = 0;
        for (std::size_t i = bytes.size(); i-- > 0;)
            v = v << 8 | static_cast<unsigned char>(bytes[i]);
        if (isSigned && !bytes.empty() && bytes.size() < 8 && (v >> (8 * bytes.size() - 1)) != 0)
            v |= ~std::uint64_t{0} << (8 * bytes.size());
        return isSigned ? std::to_string(static_cast<std::int64_t>(v)) : std::to_string(v);
    }

    static std::string floating(std::string_view bytes)
    {
        if (bytes.size() == 4) {
            float f = 0;
            std::memcpy(&f, bytes.data(), 4);
            return pythonRepr(static_cast<double>(f));
        }
        if (bytes.size() == 8) {
            double d = 0;
            std::memcpy(&d, bytes.data(), 8);
            return pythonRepr(d);
        }
        if (bytes.size() == 16) {
            long double d = 0;
            std::memcpy(&d, bytes.data(), 10);
            return pythonRepr(static_cast<double>(d));
        }
        return "?";
    }

    /// Latin-1 characters as UTF-8, quoted, with a backslash, a newline and a quote escaped.
    static std::string quoted(std::string_view chars)
    {
        std::string out = "\"";
        for (const char c : chars) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '\\')
                out += "\\\\";
            else if (c == '\n')
                out += "\\n";
            else if (c == '"')
                out += "\\\"";
            else if (u < 0x80)
                out += c;
            else {
                out += static_cast<char>(0xC0 | (u >> 6));
                out += static_cast<char>(0x80 | (u & 0x3F));
            }
        }
        return out + "\"";
    }

    Types m_types;
};

/// What the record has said of each variable, as the debugger recorder keeps it: by depth, the names
/// in the order they came with their texts.
using Said = std::vector<std::pair<std::string, std::string>>;

std::string* find(Said& said, const std::string& name)
{
    for (auto& [n, text] : said)
        if (n == name)
            return &text;
    return nullptr;
}

/// Keeps `text` as what was said of `name`; true when it differs from what was said before.
bool keep(Said& said, const std::string& name, std::string text)
{
    if (std::string* before = find(said, name)) {
        if (*before == text)
            return false;
        *before = std::move(text);
        return true;
    }
    said.emplace_back(name, std::move(text));
    return true;
}

} // namespace

std::string readProbeRecord(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    const std::streamoff size = in ? static_cast<std::streamoff>(in.tellg()) : 0;
    std::string record(8, '\0');
    in.seekg(0);
    if (size < 8 || !in.read(record.data(), 8))
        return {};
    Bytes header(record);
    record.resize(8 + std::min<std::uint64_t>(header.u64(), static_cast<std::uint64_t>(size - 8)));
    in.read(record.data() + 8, static_cast<std::streamsize>(record.size() - 8));
    record.resize(8 + static_cast<std::size_t>(std::max<std::streamsize>(in.gcount(), 0)));
    return record;
}

std::string probeRecordEnd(std::string_view text, int signal, int exitCode)
{
    const std::size_t lastLine = text.size() < 2 ? std::string_view::npos : text.rfind('\n', text.size() - 2);
    if (text.substr(lastLine == std::string_view::npos ? 0 : lastLine + 1).starts_with("E "))
        return {}; // the runtime stopped it
    if (signal != 0)
        return "E error signal " + std::to_string(signal) + "\n";
    if (exitCode != 0)
        return "E error exit " + std::to_string(exitCode) + "\n";
    return "E finished\n";
}

std::string probeRecordText(std::string_view record, const ProbePlan& plan, bool delta, std::uint64_t outputCap)
{
    std::string out;
    if (record.size() < 8)
        return out;
    Bytes header(record.substr(0, 8));
    Bytes in(record.substr(8, std::min<std::uint64_t>(header.u64(), record.size() - 8)));
    const Renderer renderer(plan.types);
    std::vector<std::string> frames;   // the frames' names by depth - 1
    std::vector<Said> said;            // by depth - 1
    Said globals;
    std::size_t site = 0;
    int depth = 0;
    bool inStop = false;
    bool outOfScopeSaid = true;
    auto value = [&](const PlannedVariable& v, Bytes& bytes) {
        if (v.reference && bytes.byte() != SB_READ_OK)
            return renderer.unreadable({v.type}, 0);
        return renderer.text({v.type}, 0, bytes);
    };
    // After the stop's own variables: those it no longer has in scope.
    auto sayOutOfScope = [&] {
        if (outOfScopeSaid || depth == 0)
            return;
        outOfScopeSaid = true;
        Said& mine = said[static_cast<std::size_t>(depth - 1)];
        const auto& shown = plan.variables[site];
        for (auto it = mine.begin(); it != mine.end();) {
            const bool inScope = std::any_of(shown.begin(), shown.end(), [&](const PlannedVariable& v) { return v.name == it->first; });
            if (inScope) {
                ++it;
                continue;
            }
            if (delta)
                out += "X " + it->first + "\n";
            it = mine.erase(it);
        }
    };
    // Without deltas, a stop says all it has in scope once its events are read.
    auto endStop = [&] {
        sayOutOfScope();
        if (!inStop || delta)
            return;
        inStop = false;
        Said& mine = said[static_cast<std::size_t>(depth - 1)];
        for (const PlannedVariable& v : plan.variables[site])
            if (const std::string* text = find(mine, v.name))
                out += "V " + v.name + " " + *text + "\n";
        for (const PlannedVariable& v : plan.globals)
            if (const std::string* text = find(globals, v.name))
                out += "G " + v.name + " " + *text + "\n";
    };
    while (!in.empty() && !in.failed()) {
        const char kind = static_cast<char>(in.byte());
        if (kind != 'V')
            sayOutOfScope();
        if (kind == 'F') {
            endStop();
            const std::uint32_t d = in.u32();
            const std::uint32_t name = in.u32();
            if (d == 0 || d > (1u << 16))
                break;
            frames.resize(d);
            frames[d - 1] = name < plan.frameNames.size() ? plan.frameNames[name] : "?";
            said.resize(d - 1); // a new frame from here on: nothing said of its variables yet
            if (delta)
                out += "F " + std::to_string(d) + " " + frames[d - 1] + "\n";
        } else if (kind == 'L') {
            endStop();
            site = in.u32();
            depth = static_cast<int>(in.u32());
            if (site >= plan.siteLine.size() || depth <= 0 || static_cast<std::size_t>(depth) > frames.size())
                break;
            frames.resize(static_cast<std::size_t>(depth));
            said.resize(static_cast<std::size_t>(depth));
            if (delta) {
                out += "L " + std::to_string(plan.siteLine[site]) + " " + std::to_string(depth) + "\n";
            } else {
                out += "L " + std::to_string(plan.siteLine[site]) + " ";
                for (std::size_t i = 0; i < frames.size(); ++i)
                    out += (i ? "/" : "") + frames[i];
                out += "\n";
            }
            inStop = true;
            outOfScopeSaid = false;
        } else if (kind == 'V' || kind == 'W' || kind == 'G') {
            const std::uint32_t d = kind == 'G' ? 0 : in.u32();
            const std::uint32_t from = kind == 'W' ? in.u32() : static_cast<std::uint32_t>(site);
            const std::uint32_t index = in.u32();
            Bytes bytes(in.take(in.u32()));
            const auto& list = kind == 'G' ? plan.globals : from < plan.variables.size() ? plan.variables[from] : plan.globals;
            if (index >= list.size() || (kind != 'G' && (d == 0 || d > said.size())))
                break;
            const PlannedVariable& v = list[index];
            std::string text = value(v, bytes);
            Said& into = kind == 'G' ? globals : said[d - 1];
            if (keep(into, v.name, text) && delta)
                out += (kind == 'W' ? "W " + std::to_string(d) : std::string(1, kind)) + " " + v.name + " " + text + "\n";
        } else if (kind == 'I' || kind == 'O') {
            const std::uint64_t n = in.u64();
            if (delta)
                out += std::string(1, kind) + " " + std::to_string(n) + "\n";
        } else if (kind == 'E') {
            endStop();
            const std::uint8_t why = in.byte();
            out += why == SB_END_OUTPUT ? "E error output " + std::to_string(outputCap) + "\n"
                   : why == SB_END_FULL ? std::string("E error full\n")
                                        : std::string("E limit\n");
            return out;
        } else {
            break;
        }
    }
    endStop();
    return out;
}

} // namespace sb::rec
