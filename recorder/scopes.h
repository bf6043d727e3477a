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
///   are listed in order, each in the order of its symbols' DIEs. (gdb 14's dictionary.c says the
///   same; the n * 5 / 4 + 1 of older gdbs is not what gdb 13 does.)
/// - A symbol goes to the block of the DIE it is in; at file level, C++ types, enumerators,
///   namespaces, external functions and variables go to the global block, the rest (typedefs, base
///   types, `static` functions and variables) to the static block. A lambda's operator() and a local
///   class's methods are functions of their own, whose outermost block also holds the function's
///   own symbol (and a lambda's captures as variables of line 0).
/// - A lexical block gdb has no symbol for still counts for nothing; one with no addresses lends its
///   symbols to the block around it.
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
