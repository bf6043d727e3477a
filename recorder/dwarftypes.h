// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debuginfo.h"

#include <dwarf.h>
#include <elfutils/libdw.h>

#include <string>
#include <unordered_map>
#include <vector>

/// Reading the DWARF of one compilation unit with libdw: the few helpers debuginfo.cpp and the
/// types share, and the types themselves.
namespace sb::program::debug {

inline std::string nameOf(Dwarf_Die* die)
{
    const char* name = dwarf_diename(die);
    return name ? name : "";
}

inline bool referenced(Dwarf_Die* die, int attribute, Dwarf_Die* target)
{
    Dwarf_Attribute attr;
    return dwarf_attr_integrate(die, attribute, &attr) && dwarf_formref_die(&attr, target);
}

inline std::int64_t signedOf(Dwarf_Die* die, int attribute, std::int64_t otherwise)
{
    Dwarf_Attribute attr;
    Dwarf_Sword value = 0;
    if (!dwarf_attr_integrate(die, attribute, &attr) || dwarf_formsdata(&attr, &value) != 0)
        return otherwise;
    return value;
}

/// A constant of no stated sign (a size, an offset, a count, a bound): DW_FORM_sdata signed, every other
/// data form unsigned (libdw's dwarf_formsdata would sign-extend a DW_FORM_data1 of 200 to -56).
inline std::int64_t constantOf(Dwarf_Die* die, int attribute, std::int64_t otherwise)
{
    Dwarf_Attribute attr;
    if (!dwarf_attr_integrate(die, attribute, &attr))
        return otherwise;
    if (const unsigned form = dwarf_whatform(&attr); form == DW_FORM_sdata || form == DW_FORM_implicit_const)
        return signedOf(die, attribute, otherwise);
    Dwarf_Word value = 0;
    return dwarf_formudata(&attr, &value) == 0 ? static_cast<std::int64_t>(value) : otherwise;
}

/// The pc ranges of a block or a function, as linked.
inline std::vector<PcRange> rangesOf(Dwarf_Die* die)
{
    std::vector<PcRange> out;
    Dwarf_Addr base = 0, start = 0, end = 0;
    for (ptrdiff_t at = 0; (at = dwarf_ranges(die, at, &base, &start, &end)) > 0;)
        out.push_back({start, end});
    return out;
}

/// Calls `visit` on each child of `parent`.
template <typename Visit>
void forEachChild(Dwarf_Die* parent, Visit visit)
{
    Dwarf_Die child;
    if (dwarf_child(parent, &child) != 0)
        return;
    do
        visit(&child);
    while (dwarf_siblingof(&child, &child) == 0);
}

/// The types of one compilation unit, into DebugInfo::types: each DIE read once, typedefs and
/// qualifiers passed through, every struct and enum by its full name.
class TypeReader {
public:
    explicit TypeReader(std::vector<Type>& types) : m_types(types) {}

    /// Every named declaration's full name under `parent` (the unit); call before the rest.
    void nameScopes(Dwarf_Die* parent, const std::string& scope = {});
    /// A declaration's name with its namespaces and classes; a definition's is its declaration's.
    std::string fullName(Dwarf_Die* die);
    /// The type of a variable, member or pointer `die` (its DW_AT_type); kNoType for void.
    TypeId typeOf(Dwarf_Die* die);

private:
    TypeId typeAt(Dwarf_Die die);
    std::string typeName(TypeId id) const;
    Type describe(Dwarf_Die* die);
    void describeArray(Dwarf_Die* die, Type& t);
    void describeStruct(Dwarf_Die* die, Type& t);

    std::vector<Type>& m_types;
    std::unordered_map<Dwarf_Off, std::string> m_names;
    std::unordered_map<Dwarf_Off, TypeId> m_ids;
};

} // namespace sb::program::debug
