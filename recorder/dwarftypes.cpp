// SPDX-License-Identifier: GPL-3.0-or-later
#include "dwarftypes.h"

#include <dwarf.h>

namespace sb::program::debug {

namespace {

Encoding encodingOf(Dwarf_Word ate)
{
    switch (ate) {
    case DW_ATE_signed: return Encoding::Signed;
    case DW_ATE_unsigned: return Encoding::Unsigned;
    case DW_ATE_boolean: return Encoding::Bool;
    case DW_ATE_signed_char: return Encoding::Char;
    case DW_ATE_unsigned_char: return Encoding::UnsignedChar;
    case DW_ATE_UTF: return Encoding::Unsigned; // char8_t, char16_t, char32_t: their code
    case DW_ATE_float: return Encoding::Float;
    default: return Encoding::None;
    }
}

bool isScope(int tag)
{
    return tag == DW_TAG_namespace || tag == DW_TAG_structure_type || tag == DW_TAG_class_type ||
           tag == DW_TAG_union_type;
}

} // namespace

/// Every named declaration's full name, "std::vector<int, std::allocator<int> >", as gdb
/// prints it: the scopes are their own DIEs' parents, which libdw does not give back.
void TypeReader::nameScopes(Dwarf_Die* parent, const std::string& scope)
{
    forEachChild(parent, [&](Dwarf_Die* die) {
        const int tag = dwarf_tag(die);
        std::string name = nameOf(die);
        if (name.empty() && tag == DW_TAG_namespace)
            name = "(anonymous namespace)";
        if (name.empty())
            return;
        const std::string full = scope + name;
        m_names[dwarf_dieoffset(die)] = full;
        if (isScope(tag))
            nameScopes(die, full + "::");
    });
}

std::string TypeReader::fullName(Dwarf_Die* die)
{
    Dwarf_Die declaration;
    if (referenced(die, DW_AT_specification, &declaration) || referenced(die, DW_AT_abstract_origin, &declaration))
        return fullName(&declaration);
    const auto known = m_names.find(dwarf_dieoffset(die));
    return known != m_names.end() ? known->second : nameOf(die);
}

TypeId TypeReader::typeOf(Dwarf_Die* die)
{
    Dwarf_Die type;
    return referenced(die, DW_AT_type, &type) ? typeAt(type) : kNoType;
}

/// The type a DIE names, typedefs and qualifiers passed through; each DIE is read once (a
/// struct may point to itself: its id is taken before its members are read).
TypeId TypeReader::typeAt(Dwarf_Die die)
{
    for (;;) {
        const int tag = dwarf_tag(&die);
        if (tag != DW_TAG_typedef && tag != DW_TAG_const_type && tag != DW_TAG_volatile_type &&
            tag != DW_TAG_restrict_type && tag != DW_TAG_atomic_type)
            break;
        Dwarf_Die next;
        if (!referenced(&die, DW_AT_type, &next))
            return kNoType; // const void
        die = next;
    }
    const Dwarf_Off offset = dwarf_dieoffset(&die);
    const auto known = m_ids.find(offset);
    if (known != m_ids.end())
        return known->second;
    const TypeId id = static_cast<TypeId>(m_types.size());
    m_ids[offset] = id;
    m_types.emplace_back();
    Type t = describe(&die);
    m_types[id] = std::move(t);
    return id;
}

std::string TypeReader::typeName(TypeId id) const
{ return id == kNoType ? "void" : m_types[id].name; }

Type TypeReader::describe(Dwarf_Die* die)
{
    Type t;
    Dwarf_Word size = 0;
    if (dwarf_aggregate_size(die, &size) == 0)
        t.size = size;
    switch (dwarf_tag(die)) {
    case DW_TAG_base_type: {
        t.name = nameOf(die);
        t.encoding = encodingOf(static_cast<Dwarf_Word>(signedOf(die, DW_AT_encoding, 0)));
        break;
    }
    case DW_TAG_pointer_type:
    case DW_TAG_reference_type:
    case DW_TAG_rvalue_reference_type: {
        const int tag = dwarf_tag(die);
        t.kind = tag == DW_TAG_pointer_type     ? TypeKind::Pointer
                 : tag == DW_TAG_reference_type ? TypeKind::Reference
                                                : TypeKind::RvalueReference;
        t.target = typeOf(die);
        const char* suffix = tag == DW_TAG_pointer_type ? " *" : tag == DW_TAG_reference_type ? " &" : " &&";
        t.name = typeName(t.target) + suffix; // as gdb prints it: "int *"
        t.size = 8;
        break;
    }
    case DW_TAG_array_type: describeArray(die, t); break;
    case DW_TAG_structure_type:
    case DW_TAG_class_type:
    case DW_TAG_union_type: describeStruct(die, t); break;
    case DW_TAG_enumeration_type: {
        t.kind = TypeKind::Enum;
        t.name = fullName(die);
        forEachChild(die, [&](Dwarf_Die* e) {
            if (dwarf_tag(e) == DW_TAG_enumerator)
                t.enumerators.push_back({nameOf(e), signedOf(e, DW_AT_const_value, 0)});
        });
        // Signed as the type it is made of says, or, where none is named, when a value is negative (as gdb
        // reads an enum's values).
        const TypeId underlying = typeOf(die);
        t.encoding = Encoding::Unsigned;
        if (underlying != kNoType)
            t.encoding = m_types[underlying].encoding == Encoding::Signed || m_types[underlying].encoding == Encoding::Char
                             ? Encoding::Signed
                             : Encoding::Unsigned;
        else
            for (const Enumerator& e : t.enumerators)
                t.encoding = e.value < 0 ? Encoding::Signed : t.encoding;
        break;
    }
    case DW_TAG_subroutine_type: t.kind = TypeKind::Function; t.name = "function"; break;
    default: t.name = nameOf(die); break; // decltype(nullptr), a pointer to member: shown by name only
    }
    return t;
}

void TypeReader::describeArray(Dwarf_Die* die, Type& t)
{
    t.kind = TypeKind::Array;
    t.target = typeOf(die);
    std::string bounds;
    forEachChild(die, [&](Dwarf_Die* range) {
        if (dwarf_tag(range) != DW_TAG_subrange_type)
            return;
        std::int64_t count = constantOf(range, DW_AT_count, -1);
        if (count < 0 && dwarf_hasattr(range, DW_AT_upper_bound)) {
            const std::int64_t upper = constantOf(range, DW_AT_upper_bound, -2);
            count = upper >= -1 ? upper + 1 : -1; // an upper bound in an expression: a variable length
        }
        t.dimensions.push_back(count);
        bounds += count >= 0 ? "[" + std::to_string(count) + "]" : "[]";
    });
    t.name = typeName(t.target) + " " + bounds;
}

void TypeReader::describeStruct(Dwarf_Die* die, Type& t)
{
    t.kind = TypeKind::Struct;
    t.name = fullName(die);
    t.declarationOnly = dwarf_hasattr(die, DW_AT_declaration);
    forEachChild(die, [&](Dwarf_Die* m) {
        const int tag = dwarf_tag(m);
        if (tag == DW_TAG_template_type_parameter)
            t.templateTypes.push_back(typeOf(m));
        else if (tag == DW_TAG_template_value_parameter)
            t.templateValues.push_back(constantOf(m, DW_AT_const_value, 0));
        // A static member is a declaration (DWARF 4) or a variable (DWARF 5): not in the object.
        if ((tag != DW_TAG_member && tag != DW_TAG_inheritance) || dwarf_hasattr(m, DW_AT_declaration))
            return;
        Member member;
        member.type = typeOf(m);
        member.base = tag == DW_TAG_inheritance;
        member.name = member.base ? typeName(member.type) : nameOf(m);
        member.offset = static_cast<std::uint64_t>(constantOf(m, DW_AT_data_member_location, 0));
        if (const std::int64_t bits = constantOf(m, DW_AT_bit_size, 0); bits > 0) {
            // DWARF 5 counts a bit-field's first bit from the object's start; DWARF 4 from the top of
            // the storage unit it lies in (its type's size, or DW_AT_byte_size), at the member's offset.
            std::int64_t first = constantOf(m, DW_AT_data_bit_offset, -1);
            if (first < 0) {
                const std::int64_t typeSize =
                    member.type == kNoType ? 0 : static_cast<std::int64_t>(m_types[static_cast<std::size_t>(member.type)].size);
                const std::int64_t unit = constantOf(m, DW_AT_byte_size, typeSize);
                first = static_cast<std::int64_t>(member.offset) * 8 + unit * 8 - constantOf(m, DW_AT_bit_offset, 0) - bits;
            }
            member.offset = static_cast<std::uint64_t>(first / 8);
            member.bit = static_cast<std::uint32_t>(first % 8);
            member.bits = static_cast<std::uint32_t>(bits);
        }
        t.members.push_back(std::move(member));
    });
}

} // namespace sb::program::debug
