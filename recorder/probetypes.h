// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debuginfo.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The questions the plan of a program's probes (probeplan.cpp) and the text of its record
/// (probevalues.cpp) both ask of a variable's type, as gdbrecord.py's `text()` asks them: the one
/// place that says how a value of each type is read and shown.
namespace sb::rec::probe {

using program::debug::DebugInfo;
using program::debug::Encoding;
using program::debug::kNoType;
using program::debug::Location;
using program::debug::Member;
using program::debug::Type;
using program::debug::TypeId;
using program::debug::TypeKind;
using program::debug::Variable;

/// gdbrecord.py's `text()` goes no deeper than this into lists and structs: past it, "?".
constexpr int kDeepest = 4;

inline bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

/// How a value of a type is shown, as gdbrecord.py's `text()` tells its cases apart.
enum class Form : std::uint8_t {
    Bool, Integer, Float, // scalars
    Unknown,              // shown as "?": a pointer, a type not described
    Reference,            // shown as what it refers to
    Array, Vector, String, Deque, Struct, // a struct's form is a union's too: every member shown
    Bits,   // std::vector<bool>
    Inner,  // std::array, std::stack, std::queue, std::priority_queue: shown as one of their members
    Tree,   // std::set, std::multiset, std::map, std::multimap
    Hashed, // the unordered ones
    List,   // std::list
    ForwardList,
    Bitset, Tuple,
};

/// A field a struct shows: a member of its own, or of an anonymous struct or union in it, at `offset`
/// bytes into the struct.
struct Field {
    const Member* member = nullptr;
    std::uint64_t offset = 0;
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
        case TypeKind::Reference:
        case TypeKind::RvalueReference: return Form::Reference;
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

    /// The fields a struct or a union shows: its own named data members (no bases, no virtual table's
    /// pointer, no static member), those of an anonymous struct or union in it as its own.
    std::vector<Field> fields(Typed t) const
    {
        std::vector<Field> out;
        addFields(t.type, 0, out, 0);
        return out;
    }

    /// The bytes a bit-field's bits lie in, from its member's offset.
    static std::uint32_t bitBytes(const Member& m) { return (m.bit + m.bits + 7) / 8; }

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
    void addFields(TypeId id, std::uint64_t offset, std::vector<Field>& out, int depth) const
    {
        for (const Member& m : m_types[static_cast<std::size_t>(id)].members) {
            if (m.base || startsWith(m.name, "_vptr"))
                continue;
            if (!m.name.empty())
                out.push_back({&m, offset + m.offset});
            else if (m.type != kNoType && of({m.type})->kind == TypeKind::Struct && depth < 8)
                addFields(m.type, offset + m.offset, out, depth + 1);
        }
    }

    Form structForm(TypeId id, const std::string& name) const
    {
        if (startsWith(name, "std::vector<bool"))
            return memberAt(id, "_M_impl._M_start._M_p", 0) && memberAt(id, "_M_impl._M_start._M_offset", 8) &&
                           memberAt(id, "_M_impl._M_finish._M_p", 16) && memberAt(id, "_M_impl._M_finish._M_offset", 24)
                       ? Form::Bits
                       : Form::Unknown;
        if (startsWith(name, "std::vector<"))
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
        if (startsWith(name, "std::forward_list<"))
            return linkedItem(id) != kNoType && memberAt(id, "_M_impl._M_head._M_next", 0) ? Form::ForwardList
                                                                                           : Form::Unknown;
        if (startsWith(name, "std::bitset<"))
            return m_types[static_cast<std::size_t>(id)].templateValues.empty() ? Form::Unknown : Form::Bitset;
        if (startsWith(name, "std::tuple<"))
            return Form::Tuple;
        return Form::Struct;
    }

public:
    /// What a tree's, a hash table's or a list's nodes hold: the tree's or table's second type argument
    /// (a map's pair), a list's first.
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

} // namespace sb::rec::probe
