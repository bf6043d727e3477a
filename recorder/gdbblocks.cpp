// SPDX-License-Identifier: GPL-3.0-or-later
#include "gdbblocks.h"
#include "dwarftypes.h"

#include <dwarf.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cxxabi.h>
#include <memory>

namespace sb::program::debug {

bool gdbFlag(Dwarf_Die* die, int attribute)
{
    Dwarf_Attribute attr;
    bool value = false;
    return dwarf_attr_integrate(die, attribute, &attr) != nullptr && dwarf_formflag(&attr, &value) == 0 && value;
}

std::string gdbGlobalName(Dwarf_Die* die, std::string fullName)
{
    Dwarf_Attribute attr;
    const char* mangled = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_linkage_name, &attr));
    int status = -1;
    const std::unique_ptr<char, void (*)(void*)> demangled(
        mangled != nullptr ? abi::__cxa_demangle(mangled, nullptr, nullptr, &status) : nullptr, std::free);
    return status == 0 && demangled ? std::string(demangled.get()) : fullName;
}

unsigned gdbNameHash(std::string_view name)
{
    if (name.substr(0, 2) == "::")
        name.remove_prefix(2);
    // The last component: after the last "::" outside template arguments and parameters.
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '<' || c == '(')
            ++depth;
        else if (c == '>' || c == ')')
            --depth;
        else if (depth == 0 && c == ':' && i + 1 < name.size() && name[i + 1] == ':')
            start = ++i + 1;
    }
    unsigned hash = 0;
    for (std::size_t i = start; i < name.size(); ++i) {
        const char c = name[i];
        if (c == ' ')
            continue;
        if (c == '(' || (c == '[' && name.substr(i + 1, 4) == "abi:" && name.substr(i + 5, 1) != ":"))
            break;
        hash = hash * 67 + static_cast<unsigned>(std::tolower(static_cast<unsigned char>(c))) - 113;
    }
    return hash;
}

namespace {

bool has(Dwarf_Die* die, int attribute)
{
    return dwarf_hasattr_integrate(die, attribute) != 0;
}

/// A declaration only: DW_AT_declaration without a DW_AT_specification (gdb's die_is_declaration).
bool declarationOnly(Dwarf_Die* die)
{
    return dwarf_hasattr(die, DW_AT_declaration) && !dwarf_hasattr(die, DW_AT_specification);
}

bool hasPc(Dwarf_Die* die)
{
    return dwarf_hasattr(die, DW_AT_low_pc) || dwarf_hasattr(die, DW_AT_ranges);
}

/// Where a symbol goes. At file level gdb sends C++ types, enumerators, namespaces and external names
/// to the global block, the rest to the static block; inside a function, everything to the block.
enum class Kind { Scoped, CppType, External };

class Walker {
public:
    Walker(const MakeVariable& make, DebugInfo& out) : m_make(make), m_out(out) {}

    /// `block` -1: the unit's level (or a namespace's, or a class's there).
    void children(Dwarf_Die* parent, int block)
    {
        forEachChild(parent, [&](Dwarf_Die* die) { process(die, block); });
    }

private:
    void add(int block, Kind kind)
    {
        if (block >= 0)
            ++m_out.blocks[static_cast<std::size_t>(block)].symbols;
        else if (kind == Kind::Scoped)
            ++m_out.staticBlockSymbols;
        else
            ++m_out.globalBlockSymbols;
    }

    void process(Dwarf_Die* die, int block)
    {
        bool named = dwarf_diename(die) != nullptr;
        switch (dwarf_tag(die)) {
        case DW_TAG_namespace:
            if (!dwarf_hasattr(die, DW_AT_extension))
                add(block, Kind::External); // anonymous ones too: "(anonymous namespace)"
            children(die, block);
            break;
        case DW_TAG_class_type:
        case DW_TAG_structure_type:
        case DW_TAG_union_type:
        case DW_TAG_interface_type:
            // A struct named only by a typedef (`typedef struct {...} div_t;`) is named by its linkage name.
            named = named || dwarf_hasattr(die, DW_AT_linkage_name);
            forEachChild(die, [&](Dwarf_Die* child) {
                const int tag = dwarf_tag(child);
                // A static member's value given in its class (`static const int most = 9;`, string::npos):
                // gdb makes it a global symbol of its own.
                if ((tag == DW_TAG_member || tag == DW_TAG_variable) && dwarf_hasattr(child, DW_AT_const_value) &&
                    gdbFlag(child, DW_AT_external))
                    add(-1, Kind::External);
                if (tag != DW_TAG_member && tag != DW_TAG_variable && tag != DW_TAG_inheritance &&
                    tag != DW_TAG_template_type_parameter && tag != DW_TAG_template_value_parameter)
                    process(child, block);
            });
            if (named && (dwarf_hasattr(die, DW_AT_byte_size) || !declarationOnly(die) || dwarf_hasattr(die, DW_AT_signature)))
                add(block, Kind::CppType);
            break;
        case DW_TAG_enumeration_type:
            forEachChild(die, [&](Dwarf_Die* child) {
                if (dwarf_tag(child) != DW_TAG_enumerator)
                    process(child, block);
                else if (dwarf_diename(child) != nullptr)
                    add(block, Kind::CppType);
            });
            if (named)
                add(block, Kind::CppType);
            break;
        case DW_TAG_typedef:
        case DW_TAG_base_type:
        case DW_TAG_subrange_type:
        case DW_TAG_unspecified_type: // decltype(nullptr)
            if (named)
                add(block, Kind::Scoped);
            break;
        case DW_TAG_subprogram:
            if (hasPc(die))
                function(die, block);
            break;
        case DW_TAG_variable:
            variable(die, block);
            break;
        case DW_TAG_formal_parameter:
            if (named && block >= 0) {
                add(block, Kind::Scoped);
                push(block, die, true);
            }
            break;
        case DW_TAG_label:
            if (named && block >= 0)
                add(block, Kind::Scoped);
            break;
        case DW_TAG_lexical_block:
            if (block < 0)
                break;
            if (hasPc(die))
                lexicalBlock(die, block);
            else if (!dwarf_hasattr(die, DW_AT_low_pc))
                children(die, block); // no addresses at all: its symbols are the enclosing block's
            break;
        case DW_TAG_imported_declaration: {
            Dwarf_Die target;
            if (named && referenced(die, DW_AT_import, &target) && dwarf_tag(&target) == DW_TAG_namespace)
                add(block, Kind::External); // a namespace alias
            break;
        }
        default:
            break;
        }
    }

    void variable(Dwarf_Die* die, int block)
    {
        if (dwarf_diename(die) == nullptr && !dwarf_hasattr(die, DW_AT_specification))
            return;
        // gdb reads the attributes of a definition's declaration too (a `constexpr` member's value).
        const bool external = gdbFlag(die, DW_AT_external);
        if (has(die, DW_AT_location) || has(die, DW_AT_const_value)) {
            add(block, external ? Kind::External : Kind::Scoped);
            if (block >= 0 && dwarf_hasattr(die, DW_AT_location))
                push(block, die, false);
        } else if (external && has(die, DW_AT_type)) {
            add(block, Kind::External); // an `extern` declaration: gdb's LOC_UNRESOLVED
        }
    }

    void push(int block, Dwarf_Die* die, bool parameter)
    {
        // Counted in the block as gdb counts it (the table's order), but not shown.
        if (const char* name = dwarf_diename(die); name != nullptr && compilersOwnVariable(name))
            return;
        Block& b = m_out.blocks[static_cast<std::size_t>(block)];
        b.variables.push_back(m_make(die, parameter, b.ranges));
    }

    /// A function's own symbol goes to the global block when external (a local class's method too),
    /// else to the static block at file level, and inside a function (a lambda's operator()) to the
    /// function's own block. Every function has its blocks, the headers' too: a function in a
    /// header's function can be external.
    void function(Dwarf_Die* die, int block)
    {
        const bool external = gdbFlag(die, DW_AT_external);
        if (block < 0 || external)
            add(-1, external ? Kind::External : Kind::Scoped);
        const int own = newBlock(die, -1);
        if (block >= 0 && !external)
            ++m_out.blocks[static_cast<std::size_t>(own)].symbols;
        children(die, own);
        inheritAbstract(die, own);
    }

    /// A function made from an abstract one (a constructor's or destructor's variants, C1 and C2) has the
    /// parameters and variables its abstract one has and it does not name again, after its own, as gdb
    /// inherits them: a destructor's `__in_chrg`, with no place (shown as "?").
    void inheritAbstract(Dwarf_Die* die, int block)
    {
        Dwarf_Die origin;
        if (!referenced(die, DW_AT_abstract_origin, &origin))
            return;
        std::vector<Dwarf_Off> named;
        forEachChild(die, [&](Dwarf_Die* child) {
            Dwarf_Die from;
            if (referenced(child, DW_AT_abstract_origin, &from))
                named.push_back(dwarf_dieoffset(&from));
        });
        forEachChild(&origin, [&](Dwarf_Die* child) {
            const int tag = dwarf_tag(child);
            if ((tag == DW_TAG_formal_parameter || tag == DW_TAG_variable) &&
                std::find(named.begin(), named.end(), dwarf_dieoffset(child)) == named.end())
                process(child, block);
        });
    }

    void lexicalBlock(Dwarf_Die* die, int block)
    {
        const int own = newBlock(die, block);
        children(die, own);
        // A hashed table: bucket by bucket (hash % (n / 5 + 1)), each bucket in the order of the DIEs.
        Block& b = m_out.blocks[static_cast<std::size_t>(own)];
        const unsigned buckets = static_cast<unsigned>(b.symbols / 5 + 1);
        std::stable_sort(b.variables.begin(), b.variables.end(), [&](const Variable& x, const Variable& y) {
            return gdbNameHash(x.name) % buckets < gdbNameHash(y.name) % buckets;
        });
    }

    int newBlock(Dwarf_Die* die, int parent)
    {
        Block b;
        b.ranges = rangesOf(die);
        b.parent = parent;
        m_out.blocks.push_back(std::move(b));
        return static_cast<int>(m_out.blocks.size()) - 1;
    }

    const MakeVariable& m_make;
    DebugInfo& m_out;
};

} // namespace

void readGdbBlocks(Dwarf_Die* unit, const MakeVariable& make, DebugInfo& out)
{
    Walker(make, out).children(unit, -1);
}

} // namespace sb::program::debug
