// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

/// What a program built with `g++ -O0 -g` says about its own source file, read from its DWARF
/// with elfutils' libdw: where each line starts, the functions, their parameters and locals and
/// where they live in the frame, the globals, and the types of all of them. A recorder without a
/// debugger sets its breakpoints and decodes the bytes it reads from these facts. No Qt.
namespace sb::program::debug {

/// An index into DebugInfo::types; kNoType for void (a `void*`'s target) or a type not described.
using TypeId = int;
inline constexpr TypeId kNoType = -1;

enum class TypeKind : std::uint8_t {
    Base,          ///< int, char, bool, double...: see encoding
    Pointer,       ///< target is what it points to (kNoType: void)
    Reference,     ///< T&
    RvalueReference, ///< T&&
    Array,         ///< target is the element type, dimensions the sizes
    Struct,        ///< a struct, class or union, std:: templates among them (by their full name)
    Enum,
    Function,      ///< what a function pointer points to; its parameters are not described
};

enum class Encoding : std::uint8_t { None, Signed, Unsigned, Bool, Char, UnsignedChar, Float };

struct Member {
    std::string name; ///< a base class's member has the base's name
    TypeId type = kNoType;
    std::uint64_t offset = 0; ///< bytes from the start of the object
    bool base = false;        ///< a base class (the object of a std::vector holds its _Vector_base)
    std::uint32_t bits = 0;   ///< a bit-field's width (0: no bit-field); it starts `bit` bits into `offset`'s byte
    std::uint32_t bit = 0;
};

struct Enumerator {
    std::string name;
    std::int64_t value = 0;
};

/// One type. Typedefs, const and volatile are resolved to what they name: `std::string` is the
/// `std::__cxx11::basic_string<char, ...>` it stands for.
struct Type {
    TypeKind kind = TypeKind::Base;
    std::string name; ///< with its namespaces and classes: "int", "std::vector<int, std::allocator<int> >", "S"
    std::uint64_t size = 0;
    Encoding encoding = Encoding::None;
    TypeId target = kNoType;                 ///< a pointer's, reference's or array's element
    std::vector<std::int64_t> dimensions;    ///< an array's, outermost first; -1 where the size is not fixed
    std::vector<Member> members;             ///< a struct's data members and bases, by offset
    std::vector<Enumerator> enumerators;
    bool declarationOnly = false;            ///< a struct the program only declares: no members known
    std::vector<TypeId> templateTypes;       ///< a class template's type arguments, in order
    std::vector<std::int64_t> templateValues; ///< its value arguments (a bitset's size), in order
};

/// Where a variable's value is. At -O0 g++ puts every local at an offset from the frame base
/// and every global or static at an address; any other form is reported, not guessed.
struct Location {
    /// FrameIndirect: the frame holds the value's address at the offset (a parameter of a class type
    /// passed by value, which the caller made: `DW_OP_fbreg N, DW_OP_deref`).
    enum class Kind : std::uint8_t { FrameOffset, Address, Unsupported, FrameIndirect } kind = Kind::Unsupported;
    std::int64_t value = 0; ///< the DW_OP_fbreg offset, or the address as linked
    std::string why;        ///< for Unsupported: the form found ("a location list", "DW_OP_breg6")
};

struct PcRange {
    std::uint64_t low = 0;  ///< the first address
    std::uint64_t high = 0; ///< one past the last
    bool operator==(const PcRange&) const = default;
};

/// A variable the compiler made for itself and no recorder shows: a range-for's `__for_range`,
/// `__for_begin` and `__for_end`, which until their line runs hold whatever the stack held (gdb's
/// recorder leaves them out by the same rule).
inline bool compilersOwnVariable(std::string_view name)
{
    return name.starts_with("__for_");
}

struct Variable {
    std::string name;
    TypeId type = kNoType;
    Location location;
    bool parameter = false;
    int line = 0;                ///< where it is declared
    std::vector<PcRange> scope;  ///< the pc ranges of its lexical block (the function's for its top level)
    bool external = false;       ///< DW_AT_external: a global of the program, not a `static` of its file
    /// It has a DW_AT_location: gdb shows a variable only then (a `constexpr` known by its value alone,
    /// or one optimised out, is no variable of gdb's).
    bool placed = false;
};

/// One of gdb's blocks in the file's code: a function's outermost block, or a lexical block in it.
/// gdb lists a block's symbols in an order of its own (scopes.h); this is what that order is made of.
struct Block {
    std::vector<PcRange> ranges;
    int parent = -1; ///< the index of the block around it; -1 for a function's outermost block
    /// How many symbols gdb makes in the block, whatever they name: parameters, variables, labels,
    /// types, enumerators (a hashed block's table has as many buckets as this gives).
    int symbols = 0;
    /// Its parameters and variables (those that have a place, and every named parameter), in the
    /// order gdb lists them: a function's outermost block in the order of its DIEs, an inner block
    /// by gdb's hash buckets (scopes.h).
    std::vector<Variable> variables;
};

struct Function {
    std::string name; ///< as gdb's call stack names it: "main", "countRay", "S::f", "max<int>"
    std::uint64_t low = 0;
    std::uint64_t high = 0; ///< one past its last instruction
    int line = 0;
    /// DW_AT_frame_base: g++ -O0 gives the call frame's CFA (rsp before the call pushed the
    /// return address, that is rbp + 16 once the prologue has run).
    enum class FrameBase : std::uint8_t { CallFrameCfa, Register, Unsupported } frameBase = FrameBase::Unsupported;
    int frameBaseRegister = -1; ///< the DWARF register number for Register (6 is rbp)
    /// Parameters first, then the locals: each block's own before its inner blocks'.
    std::vector<Variable> variables;
};

/// A place where a line starts: where a breakpoint for that line goes.
struct LineStart {
    std::uint64_t address = 0; ///< as linked (a position-independent program adds its load address)
    int line = 0;               ///< 1-based
    /// The function's first instruction: its prologue, which gdb's `step` passes by (the
    /// recorder under gdb sets no breakpoint there either).
    bool functionEntry = false;
};

struct DebugInfo {
    std::filesystem::path source; ///< the source file's name as the compiler recorded it
    /// Every is_stmt address of the line table in the source file, sorted by address, but one per
    /// run: an entry whose line is the same as the entry just before it, in the same function with
    /// no other line between them, is left out. That entry continues the line already stopped at
    /// (a `for` header's test right after its step, the second half of `s += i ^ j`, the rest of a
    /// line after a call returns), so a stop there would only repeat the one before: gdb's `step`
    /// passes such an entry by too. A function's first entry (its prologue) and the one after it
    /// (where a step into the function stops) are always kept, so a function written on one line
    /// still has a stop in its body.
    std::vector<LineStart> lineStarts;
    std::vector<Function> functions; ///< the ones the source file defines, by address
    /// The file's globals and static members, with their addresses, in the order of their DIEs, named
    /// as gdb names them ("ns::count", "S::total").
    std::vector<Variable> globals;
    /// The blocks of the file's functions (lambdas' and local classes' too), each before the blocks in it.
    std::vector<Block> blocks;
    /// How many symbols gdb makes in the unit's static block and in its global block, headers' included.
    int staticBlockSymbols = 0;
    int globalBlockSymbols = 0;
    /// Every is_stmt entry of the file's line table, by address (the last of several at one address),
    /// in any function: a lambda's and a local class's methods' lines too, which lineStarts leaves out.
    std::vector<LineStart> lineTable;
    /// The first address of each line of the file's line table (its lowest is_stmt entry, whatever
    /// function it is in): gdb's `first_pc` of gdbrecord.py.
    std::map<int, std::uint64_t> lineFirstAddress;
    std::vector<Type> types;
    /// Where each probe of a program built with probes (recorder/probes.h) starts, by probe number,
    /// as linked: its table `__sb_site_address`. Empty for a program built without them.
    std::vector<std::uint64_t> probeSites;

    /// The function whose code holds `pc` (as linked); null outside the file's functions.
    const Function* functionAt(std::uint64_t pc) const;
};

/// A reading that may fail: error says why, in a sentence, and info is then empty.
struct DebugRead {
    DebugInfo info;
    std::string error;
    bool ok() const noexcept { return error.empty(); }
};

/// Reads `binary`'s DWARF for the compilation unit of `sourceFile`. `sourceFile` is the path as
/// the compiler was given it, or its last components ("main.cpp" finds "/box/work/main.cpp").
DebugRead readDebugInfo(const std::filesystem::path& binary, const std::filesystem::path& sourceFile);

} // namespace sb::program::debug
