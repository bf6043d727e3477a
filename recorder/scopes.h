// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debuginfo.h"

#include <cstdint>
#include <vector>

/// The variables gdb shows at a stop, in gdb's own order: what recorder/gdbrecord.py writes at each
/// line (its `symbols_in_scope` and `global_symbols`), worked out from the DWARF alone so that a
/// recorder without a debugger writes the same record. No Qt.
///
/// gdb 13 (Debian 12's) lists a block's symbols in the order of its dictionary for that block:
/// - a function's outermost block is a linear dictionary: its symbols in the order of their DIEs
///   (parameters, labels, variables, local types, as g++ writes them);
/// - an inner lexical block, and the unit's static and global blocks, are fixed hashed dictionaries
///   (mdict_create_hashed) of n / 5 + 1 buckets, n counting every symbol gdb makes in the block (its
///   types, labels, enumerators and namespaces too; the static and global blocks hold the headers'
///   types and functions, so n is in the hundreds). A symbol's bucket is gdbNameHash(name) % buckets
///   (cp_search_name_hash: the last component of the name, hash * 67 + tolower(c) - 113); buckets
///   are listed in order, each in the order of its symbols' DIEs. (gdb's dictionary.c of 2024 says the
///   same; n * 5 / 4 + 1 is not what gdb 13 does: checked against it.)
/// - A symbol goes to the block of the DIE it is in; at file level, C++ types, enumerators,
///   namespaces, external functions and variables go to the global block, the rest (typedefs, base
///   types, decltype(nullptr), `static` functions and variables) to the static block. A struct counts
///   when it has a name (a typedef's `typedef struct {...} div_t` has one by its linkage name) and a
///   size or a definition; a variable when it has a location or a value, or is an `extern`
///   declaration; a definition reads its declaration's attributes (a `constexpr` member's value), so
///   declaration and definition both count. gdbblocks.cpp has the rules, from gdb's dwarf2/read.c.
/// - A function inside a function (a lambda's operator(), a local class's method) has blocks of its
///   own; its own symbol goes to the global block when it is external (a method), else to its own
///   outermost block (a lambda, whose captures are variables of line 0 there).
/// - A lexical block without symbols is no block of gdb's (which changes no order); one with no
///   addresses gives its symbols to the block around it.
/// - A global is named by its linkage name demangled ("ns::count", "name[abi:cxx11]" for a
///   std::string), else with its namespaces ("(anonymous namespace)::hidden").
namespace sb::program::debug {

/// The variables gdbrecord.py shows at `pc` (as linked), a line start of the file: innermost block
/// first, up to the function's outermost block, each block's in gdb's order; a parameter always, a
/// variable declared on an earlier line, or on the pc's own line once the pc is past that line's
/// first address (a `for` header visited again); no name twice (an inner one hides an outer one).
/// Empty where no block of the file's functions holds `pc`.
std::vector<const Variable*> variablesInScope(const DebugInfo& info, std::uint64_t pc);

/// The file's globals as gdbrecord.py lists them: the static block's, then the global block's, each
/// in gdb's order, only those with a place, no name twice.
std::vector<const Variable*> globalsInGdbOrder(const DebugInfo& info);

} // namespace sb::program::debug
