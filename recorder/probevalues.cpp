// SPDX-License-Identifier: GPL-3.0-or-later
#include "probevalues.h"

#include "probe/probe_format.h"
#include "scopes.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

namespace sb::rec {

using program::debug::DebugInfo;
using program::debug::Encoding;
using program::debug::kNoType;
using program::debug::Location;
using program::debug::Member;
using program::debug::Type;
using program::debug::TypeId;
using program::debug::TypeKind;
using program::debug::Variable;

namespace {

/// gdbrecord.py's `text()` goes no deeper than this into lists and structs: past it, "?".
constexpr int kDeepest = 4;

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

/// How a value of a type is shown, as gdbrecord.py's `text()` tells its cases apart.
enum class Form : std::uint8_t {
    Bool, Integer, Float, // scalars
    Unknown,              // shown as "?": a pointer, a union, a type not described
    Array, Vector, String, Deque, Struct,
    Inner,  // std::array, std::stack, std::queue, std::priority_queue: shown as one of their members
    Tree,   // std::set, std::multiset, std::map, std::multimap
    Hashed, // the unordered ones
    List,   // std::list
    Bitset, Tuple,
};

/// A type read as what it holds: an array of several dimensions is an array of its rows.
struct Typed {
    TypeId type = kNoType;
    int dimension = 0; ///< of an array: how many of its dimensions are taken already
};

/// The types of the program, asked the questions gdbrecord.py's `text()` asks of a value's type.
class Types {
public:
    explicit Types(const std::vector<Type>& types) : m_types(types) {}

    const Type* of(Typed t) const { return t.type == kNoType ? nullptr : &m_types[static_cast<std::size_t>(t.type)]; }

    /// A member's offset and type, found in the type or its bases (as a debugger's `value["name"]`).
    std::optional<std::pair<std::uint64_t, TypeId>> member(TypeId type, std::string_view name, int depth = 0) const
    {
        if (type == kNoType || depth > 8)
            return std::nullopt;
        for (const Member& m : m_types[static_cast<std::size_t>(type)].members)
            if (!m.base && m.name == name)
                return std::pair{m.offset, m.type};
        for (const Member& m : m_types[static_cast<std::size_t>(type)].members)
            if (m.base)
                if (const auto found = member(m.type, name, depth + 1))
                    return std::pair{m.offset + found->first, found->second};
        return std::nullopt;
    }

    /// A member of a member ("_M_impl._M_start"), as a debugger's `value["_M_impl"]["_M_start"]`.
    std::optional<std::pair<std::uint64_t, TypeId>> path(TypeId type, std::string_view names) const
    {
        std::uint64_t offset = 0;
        while (!names.empty()) {
            const std::size_t dot = names.find('.');
            const auto m = member(type, names.substr(0, dot));
            if (!m)
                return std::nullopt;
            offset += m->first;
            type = m->second;
            names.remove_prefix(dot == std::string_view::npos ? names.size() : dot + 1);
        }
        return std::pair{offset, type};
    }

    bool memberAt(TypeId type, std::string_view names, std::uint64_t offset) const
    {
        const auto m = path(type, names);
        return m && m->first == offset;
    }

    Form form(Typed t) const
    {
        const Type* type = of(t);
        if (!type)
            return Form::Unknown;
        switch (type->kind) {
        case TypeKind::Base:
            if (type->encoding == Encoding::Bool)
                return Form::Bool;
            if (type->encoding == Encoding::Float)
                return type->size == 4 || type->size == 8 || type->size == 16 ? Form::Float : Form::Unknown;
            return type->encoding != Encoding::None && type->size >= 1 && type->size <= 8 ? Form::Integer
                                                                                         : Form::Unknown;
        case TypeKind::Enum: return type->size >= 1 && type->size <= 8 ? Form::Integer : Form::Unknown;
        case TypeKind::Array: return Form::Array;
        case TypeKind::Struct: return structForm(t.type, type->name);
        default: return Form::Unknown;
        }
    }

    /// The bytes a value takes where it is.
    std::uint64_t size(Typed t) const
    {
        const Type* type = of(t);
        if (!type)
            return 0;
        if (type->kind != TypeKind::Array)
            return type->size;
        const Type* element = of({type->target});
        std::uint64_t n = element ? element->size : 0;
        for (std::size_t d = static_cast<std::size_t>(t.dimension); d < type->dimensions.size(); ++d)
            n *= static_cast<std::uint64_t>(std::max<std::int64_t>(type->dimensions[d], 0));
        return n;
    }

    /// An array's items: its rows, or its elements.
    Typed item(Typed t) const
    {
        if (t.dimension + 1 < static_cast<int>(of(t)->dimensions.size()))
            return {t.type, t.dimension + 1};
        return {of(t)->target};
    }

    std::uint64_t count(Typed t) const
    {
        const auto& dimensions = of(t)->dimensions;
        const std::int64_t n = static_cast<std::size_t>(t.dimension) < dimensions.size()
                                   ? dimensions[static_cast<std::size_t>(t.dimension)]
                                   : 0;
        return n > 0 ? static_cast<std::uint64_t>(n) : 0;
    }

    /// What a vector's or a deque's items are: what its `_M_start` (a deque's `_M_start._M_cur`) points to.
    Typed element(Typed t) const
    {
        auto start = path(t.type, "_M_impl._M_start._M_cur"); // a deque's iterator
        if (!start)
            start = path(t.type, "_M_impl._M_start");
        const TypeId pointer = start ? start->second : kNoType;
        return {pointer != kNoType && of({pointer})->kind == TypeKind::Pointer ? of({pointer})->target : kNoType};
    }

    /// The member std::array, std::stack and std::queue are shown as, and its offset.
    std::pair<std::uint64_t, Typed> inner(Typed t) const
    {
        auto m = member(t.type, "_M_elems");
        if (!m)
            m = member(t.type, "c");
        return {m->first, {m->second}};
    }

    /// The fields a struct shows: its own named data members (no bases, no virtual table's pointer).
    std::vector<const Member*> fields(Typed t) const
    {
        std::vector<const Member*> out;
        for (const Member& m : of(t)->members)
            if (!m.base && !m.name.empty() && !startsWith(m.name, "_vptr"))
                out.push_back(&m);
        return out;
    }

    /// Whether an array's or a vector's items are read as numbers of their bytes (the debugger
    /// recorder's `scalar_items`): integers, characters, bools and enums of 1, 2, 4 or 8 bytes.
    bool numbers(Typed t) const
    {
        const Type* type = of(t);
        return type && (type->kind == TypeKind::Base || type->kind == TypeKind::Enum) &&
               type->encoding != Encoding::Float && type->encoding != Encoding::None &&
               (type->size == 1 || type->size == 2 || type->size == 4 || type->size == 8);
    }

    bool isSigned(Typed t) const
    {
        const Encoding e = of(t)->encoding;
        return e == Encoding::Signed || e == Encoding::Char;
    }

private:
    Form structForm(TypeId id, const std::string& name) const
    {
        if (startsWith(name, "std::vector<") && !startsWith(name, "std::vector<bool"))
            return memberAt(id, "_M_impl._M_start", 0) && memberAt(id, "_M_impl._M_finish", 8) ? Form::Vector
                                                                                                  : Form::Unknown;
        if (startsWith(name, "std::__cxx11::basic_string<char") || startsWith(name, "std::basic_string<char"))
            return memberAt(id, "_M_dataplus._M_p", 0) && memberAt(id, "_M_string_length", 8) ? Form::String
                                                                                                 : Form::Unknown;
        if (startsWith(name, "std::array<"))
            return member(id, "_M_elems") ? Form::Inner : Form::Unknown;
        if (startsWith(name, "std::stack<") || startsWith(name, "std::queue<") || startsWith(name, "std::priority_queue<"))
            return member(id, "c") ? Form::Inner : Form::Unknown;
        if (startsWith(name, "std::deque<"))
            return path(id, "_M_impl._M_start._M_node") && path(id, "_M_impl._M_finish._M_node") ? Form::Deque
                                                                                                  : Form::Unknown;
        if (name.empty() || name.back() != '>') // a class of its own inside one (std::map<...>::value_compare)
            return Form::Struct;
        for (const char* tree : {"std::set<", "std::multiset<", "std::map<", "std::multimap<"})
            if (startsWith(name, tree))
                return linkedItem(id) != kNoType && path(id, "_M_t._M_impl._M_header") &&
                               path(id, "_M_t._M_impl._M_node_count")
                           ? Form::Tree
                           : Form::Unknown;
        for (const char* hashed : {"std::unordered_set<", "std::unordered_multiset<", "std::unordered_map<",
                                   "std::unordered_multimap<"})
            if (startsWith(name, hashed))
                return linkedItem(id) != kNoType && path(id, "_M_h._M_before_begin") && path(id, "_M_h._M_element_count")
                           ? Form::Hashed
                           : Form::Unknown;
        if (startsWith(name, "std::__cxx11::list<") || startsWith(name, "std::list<"))
            return linkedItem(id) != kNoType && path(id, "_M_impl._M_node._M_size") ? Form::List : Form::Unknown;
        if (startsWith(name, "std::bitset<"))
            return m_types[static_cast<std::size_t>(id)].templateValues.empty() ? Form::Unknown : Form::Bitset;
        if (startsWith(name, "std::tuple<"))
            return Form::Tuple;
        return Form::Struct;
    }

public:
    /// What a tree's, a hash table's or a list's nodes hold: the tree's or table's second type argument
    /// (a map's pair), the list's first.
    TypeId linkedItem(TypeId id) const
    {
        const Type& t = m_types[static_cast<std::size_t>(id)];
        const auto inner = path(id, "_M_t") ? path(id, "_M_t") : path(id, "_M_h");
        const Type& holder = inner ? m_types[static_cast<std::size_t>(inner->second)] : t;
        const std::size_t wanted = inner ? 1 : 0;
        return holder.templateTypes.size() > wanted ? holder.templateTypes[wanted] : kNoType;
    }

    /// Maps show their items as `key: value`.
    static bool keyed(const std::string& name)
    {
        return startsWith(name, "std::map<") || startsWith(name, "std::multimap<") ||
               startsWith(name, "std::unordered_map<") || startsWith(name, "std::unordered_multimap<");
    }

    /// A type's alignment, as the compiler lays it out.
    std::uint64_t alignment(TypeId id, int depth = 0) const
    {
        if (id == kNoType || depth > 16)
            return 1;
        const Type& t = m_types[static_cast<std::size_t>(id)];
        switch (t.kind) {
        case TypeKind::Array: return alignment(t.target, depth + 1);
        case TypeKind::Struct: {
            std::uint64_t a = 1;
            for (const Member& m : t.members)
                a = std::max(a, alignment(m.type, depth + 1));
            return a;
        }
        default: return std::clamp<std::uint64_t>(t.size, 1, 16);
        }
    }

    /// Where a node's item lies: past the node's links (`links` bytes), at the item's alignment.
    std::uint64_t itemOffset(std::uint64_t links, TypeId item) const
    {
        const std::uint64_t a = alignment(item);
        return (links + a - 1) / a * a;
    }

    /// A tuple's items in order, with their offsets: libstdc++ nests them as bases, each _Tuple_impl<i>
    /// holding item i in its base _Head_base<i> and the rest in its base _Tuple_impl<i + 1>.
    std::vector<std::pair<std::uint64_t, TypeId>> tupleItems(TypeId id) const
    {
        std::vector<std::pair<std::uint64_t, TypeId>> found;
        std::uint64_t offset = 0;
        for (int depth = 0; id != kNoType && depth < 64; ++depth) {
            TypeId rest = kNoType;
            std::uint64_t restOffset = 0;
            for (const Member& m : m_types[static_cast<std::size_t>(id)].members) {
                if (!m.base)
                    continue;
                const std::string& base = m_types[static_cast<std::size_t>(m.type)].name;
                if (startsWith(base, "std::_Head_base<")) {
                    if (const auto head = member(m.type, "_M_head_impl"))
                        found.emplace_back(offset + m.offset + head->first, head->second);
                } else if (startsWith(base, "std::_Tuple_impl<")) {
                    rest = m.type;
                    restOffset = offset + m.offset;
                }
            }
            id = rest;
            offset = restOffset;
        }
        return found;
    }

private:

    const std::vector<Type>& m_types;
};

/// Writes the shapes of the plan (probe_format.h): each type's once per depth.
class Planner {
public:
    Planner(const std::vector<Type>& types, std::vector<std::uint32_t>& words) : m_types(types), m_words(words) {}

    std::uint32_t shape(Typed t, int depth)
    {
        depth = std::min(depth, kDeepest + 1);
        const auto key = std::tuple{t.type, t.dimension, depth};
        if (const auto known = m_shapes.find(key); known != m_shapes.end())
            return known->second;
        const Form form = m_types.form(t);
        const auto size = static_cast<std::uint32_t>(m_types.size(t));
        std::vector<std::uint32_t> op;
        if (form == Form::Bool || form == Form::Integer || form == Form::Float) {
            op = {SB_OP_BYTES, size};
        } else if (depth > kDeepest || form == Form::Unknown) {
            op = {SB_OP_NONE, size};
        } else if (form == Form::Array) {
            const Typed item = m_types.item(t);
            const auto count = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_types.count(t), SB_MAX_ITEMS));
            op = {SB_OP_ARRAY, size, count, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth)};
        } else if (form == Form::Vector) {
            const Typed item = m_types.element(t);
            op = {SB_OP_VECTOR, size, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth)};
        } else if (form == Form::Deque) {
            const Typed item = m_types.element(t);
            op = {SB_OP_DEQUE, size, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth),
                  static_cast<std::uint32_t>(m_types.path(t.type, "_M_impl._M_start")->first),
                  static_cast<std::uint32_t>(m_types.path(t.type, "_M_impl._M_finish")->first)};
        } else if (form == Form::Tree || form == Form::Hashed || form == Form::List) {
            const TypeId item = m_types.linkedItem(t.type);
            const bool keyed = Types::keyed(m_types.of(t)->name);
            const std::uint32_t itemShape = keyed ? pairShape(item, depth + 1) : shape({item}, depth + 1);
            const auto itemSize = static_cast<std::uint32_t>(m_types.size({item}));
            if (form == Form::Tree)
                op = {SB_OP_TREE, size, offsetOf(t, "_M_t._M_impl._M_header"), offsetOf(t, "_M_t._M_impl._M_node_count"),
                      static_cast<std::uint32_t>(m_types.itemOffset(32, item)), itemSize, itemShape, 0};
            else if (form == Form::Hashed)
                op = {SB_OP_CHAIN, size, offsetOf(t, "_M_h._M_before_begin"), offsetOf(t, "_M_h._M_element_count"),
                      static_cast<std::uint32_t>(m_types.itemOffset(8, item)), itemSize, itemShape, 0};
            else
                op = {SB_OP_CHAIN, size, offsetOf(t, "_M_impl._M_node"), offsetOf(t, "_M_impl._M_node._M_size"),
                      static_cast<std::uint32_t>(m_types.itemOffset(16, item)), itemSize, itemShape, 1};
        } else if (form == Form::Bitset) {
            op = {SB_OP_BYTES, size};
        } else if (form == Form::Tuple) {
            op = {SB_OP_STRUCT, size, 0};
            for (const auto& [offset, item] : m_types.tupleItems(t.type)) {
                op.push_back(static_cast<std::uint32_t>(offset));
                op.push_back(shape({item}, depth + 1));
                ++op[2];
            }
        } else if (form == Form::String) {
            op = {SB_OP_STRING, size};
        } else if (form == Form::Inner) {
            const auto [offset, inner] = m_types.inner(t);
            op = {SB_OP_STRUCT, size, 1, static_cast<std::uint32_t>(offset), shape(inner, depth)};
        } else {
            op = {SB_OP_STRUCT, size, 0};
            for (const Member* f : m_types.fields(t)) {
                op.push_back(static_cast<std::uint32_t>(f->offset));
                op.push_back(shape({f->type}, depth + 1));
                ++op[2];
            }
        }
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.insert(m_words.end(), op.begin(), op.end());
        m_shapes[key] = at;
        return at;
    }

private:
    std::uint32_t offsetOf(Typed t, std::string_view names) const
    {
        return static_cast<std::uint32_t>(m_types.path(t.type, names)->first);
    }

    /// A map's item: its key and its value, both shown at the map's items' depth.
    std::uint32_t pairShape(TypeId pair, int depth)
    {
        const auto first = m_types.member(pair, "first");
        const auto second = m_types.member(pair, "second");
        if (!first || !second)
            return shape({kNoType}, depth);
        std::vector<std::uint32_t> op = {SB_OP_STRUCT, static_cast<std::uint32_t>(m_types.size({pair})), 2,
                                         static_cast<std::uint32_t>(first->first), shape({first->second}, depth),
                                         static_cast<std::uint32_t>(second->first), shape({second->second}, depth)};
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.insert(m_words.end(), op.begin(), op.end());
        return at;
    }

    /// The shape of a list's items: their bytes as they are where they are read as numbers.
    std::uint32_t items(Typed item, int depth)
    {
        if (!m_types.numbers(item))
            return shape(item, depth + 1);
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.push_back(SB_OP_BYTES);
        m_words.push_back(static_cast<std::uint32_t>(m_types.size(item)));
        return at;
    }

    Types m_types;
    std::vector<std::uint32_t>& m_words;
    std::map<std::tuple<TypeId, int, int>, std::uint32_t> m_shapes;
};

bool wanted(const std::vector<std::string>& only, const std::string& name)
{
    return only.empty() || std::find(only.begin(), only.end(), name) != only.end();
}

} // namespace

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

std::string ProbePlan::file() const
{
    return {reinterpret_cast<const char*>(words.data()), words.size() * sizeof(std::uint32_t)};
}

ProbePlan makeProbePlan(const DebugInfo& info, const ProbedAssembly& probed, const std::vector<std::string>& onlyNames)
{
    ProbePlan plan;
    plan.types = info.types;
    plan.frameNames = probed.frameNames;
    const std::size_t sites = probed.sites.size();
    auto& w = plan.words;
    w = {SB_PLAN_MAGIC, static_cast<std::uint32_t>(sites), 4, 0};
    w.resize(4 + sites);
    Planner planner(plan.types, w);
    std::map<std::string, std::uint32_t> names;
    auto list = [&](const std::vector<const Variable*>& from, bool framed, std::vector<PlannedVariable>& planned) {
        std::vector<std::uint32_t> entries;
        for (const Variable* v : from) {
            PlannedVariable p{v->name, v->type, false};
            const TypeId type = v->type;
            const bool reference = type != kNoType && (plan.types[static_cast<std::size_t>(type)].kind == TypeKind::Reference ||
                                                       plan.types[static_cast<std::size_t>(type)].kind ==
                                                           TypeKind::RvalueReference);
            if (reference)
                p.type = plan.types[static_cast<std::size_t>(type)].target;
            std::uint32_t where = SB_ADDRESS;
            std::int64_t offset = 0;
            switch (v->location.kind) {
            case Location::Kind::FrameOffset:
                where = reference ? SB_FRAME_REFERENCE : SB_FRAME;
                offset = v->location.value + 16; // the frame base is the call's: 16 bytes above the frame pointer
                break;
            case Location::Kind::FrameIndirect:
                where = SB_FRAME_REFERENCE;
                offset = v->location.value + 16;
                break;
            case Location::Kind::Address:
                where = reference ? SB_ADDRESS_REFERENCE : SB_ADDRESS;
                offset = v->location.value;
                break;
            case Location::Kind::Unsupported: p.type = kNoType; break;
            }
            if (!framed && where != SB_ADDRESS && where != SB_ADDRESS_REFERENCE)
                p.type = kNoType;
            p.reference = where == SB_FRAME_REFERENCE || where == SB_ADDRESS_REFERENCE;
            const auto name = names.emplace(v->name, static_cast<std::uint32_t>(names.size())).first->second;
            const auto u = static_cast<std::uint64_t>(offset);
            entries.insert(entries.end(), {name, where, static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(u >> 32),
                                           planner.shape({p.type}, 0)});
            planned.push_back(std::move(p));
        }
        const auto at = static_cast<std::uint32_t>(w.size());
        w.push_back(static_cast<std::uint32_t>(from.size()));
        w.insert(w.end(), entries.begin(), entries.end());
        return at;
    };
    plan.siteLine.resize(sites);
    plan.variables.resize(sites);
    for (std::size_t s = 0; s < sites; ++s) {
        plan.siteLine[s] = probed.sites[s].line;
        std::vector<const Variable*> shown;
        const std::uint64_t address = s < info.probeSites.size() ? info.probeSites[s] : 0;
        const program::debug::Function* f = address ? info.functionAt(address) : nullptr;
        const bool framed = !f || f->frameBase == program::debug::Function::FrameBase::CallFrameCfa;
        if (address && framed)
            for (const Variable* v : program::debug::variablesInScope(info, address))
                if (wanted(onlyNames, v->name))
                    shown.push_back(v);
        w[4 + s] = list(shown, true, plan.variables[s]);
    }
    std::vector<const Variable*> globals;
    for (const Variable* v : program::debug::globalsInGdbOrder(info))
        if (wanted(onlyNames, v->name))
            globals.push_back(v);
    w[3] = list(globals, false, plan.globals);
    return plan;
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
        case Form::Tree:
        case Form::Hashed:
        case Form::List: {
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
        for (const Member* f : m_types.fields(t)) {
            out += (first ? "" : ", ") + f->name + "=" + text({f->type}, depth + 1, in);
            first = false;
        }
        return out + "}";
    }

private:
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
            return std::string("?");
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
            out += why == SB_END_OUTPUT ? "E error output " + std::to_string(outputCap) + "\n" : std::string("E limit\n");
            return out;
        } else {
            break;
        }
    }
    endStop();
    return out;
}

} // namespace sb::rec
