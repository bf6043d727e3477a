// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debuginfo.h"

#include <elfutils/libdw.h>

#include <functional>
#include <string>
#include <string_view>

/// The symbols gdb 13 makes of one compilation unit's DWARF (its dwarf2/read.c): which DIE gives a
/// symbol and into which block it goes. Only what the order of gdb's listings needs (scopes.h): the
/// blocks of the file's functions with their variables, and how many symbols each block and the
/// unit's static and global blocks hold.
namespace sb::program::debug {

/// Makes the Variable of a parameter's or variable's DIE, with the ranges of the block it is in.
using MakeVariable = std::function<Variable(Dwarf_Die*, bool parameter, const std::vector<PcRange>& scope)>;

/// Fills `out.blocks`, `out.staticBlockSymbols` and `out.globalBlockSymbols` from `unit`.
void readGdbBlocks(Dwarf_Die* unit, const MakeVariable& make, DebugInfo& out);

/// A file-level variable's name as gdb gives it: its linkage name demangled where it has one
/// ("ns::count", "S::total", "name[abi:cxx11]" for a std::string), else `fullName`, its name with its
/// namespaces ("(anonymous namespace)::hidden").
std::string gdbGlobalName(Dwarf_Die* die, std::string fullName);

/// A flag of the DIE or of the declaration it defines (gdb reads both, as dwarf_attr_integrate does).
bool gdbFlag(Dwarf_Die* die, int attribute);

/// gdb's hash of a C++ name (cp_search_name_hash): the last component of a qualified name, spaces
/// skipped, up to a '(' or an ABI tag, each character c making hash * 67 + tolower(c) - 113.
unsigned gdbNameHash(std::string_view name);

} // namespace sb::program::debug
