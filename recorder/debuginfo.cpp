// SPDX-License-Identifier: GPL-3.0-or-later
#include "debuginfo.h"
#include "dwarftypes.h"
#include "gdbblocks.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <fcntl.h>
#include <gelf.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace sb::program::debug {

const Function* DebugInfo::functionAt(std::uint64_t pc) const
{
    const auto after = std::upper_bound(functions.begin(), functions.end(), pc,
                                        [](std::uint64_t p, const Function& f) { return p < f.low; });
    if (after == functions.begin() || pc >= std::prev(after)->high)
        return nullptr;
    return &*std::prev(after);
}

namespace {

using Parts = std::vector<std::string>;

Parts partsOf(const std::filesystem::path& path)
{
    Parts out;
    for (const auto& part : path.lexically_normal())
        if (!part.empty() && part != "/")
            out.push_back(part.string());
    return out;
}

/// `file` is `wanted` or ends with its components: the compiler's paths are its own (a sandbox's
/// folder), the caller may know only the file's name.
bool sameFile(const char* file, const Parts& wanted)
{
    if (file == nullptr || wanted.empty())
        return false;
    const Parts parts = partsOf(file);
    return parts.size() >= wanted.size() && std::equal(wanted.rbegin(), wanted.rend(), parts.rbegin());
}

/// One operation, or why the expression is not one the decoder reads.
bool singleOp(Dwarf_Die* die, int attribute, Dwarf_Op& op, std::string& why)
{
    Dwarf_Attribute attr;
    if (!dwarf_attr_integrate(die, attribute, &attr)) {
        why = "no location (optimised out)";
        return false;
    }
    Dwarf_Op* ops = nullptr;
    size_t count = 0;
    if (dwarf_getlocation(&attr, &ops, &count) != 0) {
        why = "a location list";
        return false;
    }
    if (count != 1) {
        why = "an expression of " + std::to_string(count) + " operations";
        return false;
    }
    op = ops[0];
    return true;
}

Location locationOf(Dwarf_Die* die)
{
    Location location;
    Dwarf_Attribute attr;
    Dwarf_Op* ops = nullptr;
    std::size_t count = 0;
    if (dwarf_attr_integrate(die, DW_AT_location, &attr) && dwarf_getlocation(&attr, &ops, &count) == 0 &&
        count == 2 && ops[0].atom == DW_OP_fbreg && ops[1].atom == DW_OP_deref) {
        location.kind = Location::Kind::FrameIndirect;
        location.value = static_cast<std::int64_t>(ops[0].number);
        return location;
    }
    Dwarf_Op op{};
    if (!singleOp(die, DW_AT_location, op, location.why))
        return location;
    if (op.atom == DW_OP_fbreg) {
        location.kind = Location::Kind::FrameOffset;
        location.value = static_cast<std::int64_t>(op.number); // libdw keeps the SLEB128 as two's complement
    } else if (op.atom == DW_OP_addr) {
        location.kind = Location::Kind::Address;
        location.value = static_cast<std::int64_t>(op.number);
    } else {
        location.why = "the operation 0x" + [&] {
            char hex[8];
            std::snprintf(hex, sizeof hex, "%02x", op.atom);
            return std::string(hex);
        }();
    }
    return location;
}

/// Reads one compilation unit into a DebugInfo.
class Reader {
public:
    Reader(Dwarf_Die unit, Parts file, DebugInfo& out)
        : m_unit(unit), m_file(std::move(file)), m_out(out), m_types(out.types)
    {
    }

    void read()
    {
        m_types.nameScopes(&m_unit);
        findDefinitions(&m_unit);
        const auto variable = [&](Dwarf_Die* die, bool parameter, const auto& scope) { return variableOf(die, parameter, scope); };
        readGdbBlocks(&m_unit, variable, m_out);
        std::sort(m_out.functions.begin(), m_out.functions.end(),
                  [](const Function& a, const Function& b) { return a.low < b.low; });
        readLines();
    }

private:
    bool inFile(const char* file)
    {
        const auto known = m_inFile.find(file);
        if (known != m_inFile.end())
            return known->second;
        return m_inFile[file] = sameFile(file, m_file);
    }

    /// The file's functions and globals: at the unit's top level or in its namespaces (a method
    /// defined out of its class is at the top level too, pointing at its declaration).
    void findDefinitions(Dwarf_Die* parent)
    {
        forEachChild(parent, [&](Dwarf_Die* die) {
            const int tag = dwarf_tag(die);
            if (tag == DW_TAG_namespace)
                findDefinitions(die);
            else if (tag == DW_TAG_subprogram && dwarf_hasattr(die, DW_AT_low_pc) && inFile(dwarf_decl_file(die)))
                readFunction(die);
            else if (tag == DW_TAG_variable && !dwarf_hasattr(die, DW_AT_declaration) &&
                     inFile(dwarf_decl_file(die)))
                m_out.globals.push_back(globalOf(die));
        });
    }

    void readFunction(Dwarf_Die* die)
    {
        Function f;
        f.name = m_types.fullName(die);
        Dwarf_Addr low = 0, high = 0;
        dwarf_lowpc(die, &low);
        dwarf_highpc(die, &high);
        f.low = low;
        f.high = high;
        dwarf_decl_line(die, &f.line);
        Dwarf_Op op{};
        std::string why;
        if (singleOp(die, DW_AT_frame_base, op, why)) {
            if (op.atom == DW_OP_call_frame_cfa) {
                f.frameBase = Function::FrameBase::CallFrameCfa;
            } else if (op.atom >= DW_OP_breg0 && op.atom <= DW_OP_breg31 && op.number == 0) {
                f.frameBase = Function::FrameBase::Register;
                f.frameBaseRegister = op.atom - DW_OP_breg0;
            } else if (op.atom >= DW_OP_reg0 && op.atom <= DW_OP_reg31) {
                f.frameBase = Function::FrameBase::Register;
                f.frameBaseRegister = op.atom - DW_OP_reg0;
            }
        }
        readVariables(die, {{low, high}}, f.variables);
        std::stable_partition(f.variables.begin(), f.variables.end(), [](const Variable& v) { return v.parameter; });
        m_out.functions.push_back(std::move(f));
    }

    /// A block's parameters and locals, then its inner blocks' with their own ranges.
    void readVariables(Dwarf_Die* block, const std::vector<PcRange>& scope, std::vector<Variable>& out)
    {
        std::vector<Dwarf_Die> inner;
        forEachChild(block, [&](Dwarf_Die* die) {
            const int tag = dwarf_tag(die);
            if ((tag == DW_TAG_formal_parameter || (tag == DW_TAG_variable && !dwarf_hasattr(die, DW_AT_declaration))) &&
                !compilersOwnVariable(nameOf(die)))
                out.push_back(variableOf(die, tag == DW_TAG_formal_parameter, scope));
            else if (tag == DW_TAG_lexical_block)
                inner.push_back(*die);
        });
        for (Dwarf_Die& die : inner)
            readVariables(&die, rangesOf(&die), out);
    }

    Variable globalOf(Dwarf_Die* die)
    {
        Variable v = variableOf(die, false, {});
        v.name = gdbGlobalName(die, m_types.fullName(die));
        return v;
    }

    Variable variableOf(Dwarf_Die* die, bool parameter, std::vector<PcRange> scope)
    {
        Variable v;
        v.name = nameOf(die);
        if (v.name.empty()) {
            Dwarf_Die declaration;
            if (referenced(die, DW_AT_specification, &declaration))
                v.name = m_types.fullName(&declaration); // a static member defined out of its class: "S::count"
        }
        v.type = m_types.typeOf(die);
        v.location = locationOf(die);
        v.parameter = parameter;
        dwarf_decl_line(die, &v.line);
        v.scope = std::move(scope);
        v.external = gdbFlag(die, DW_AT_external);
        v.placed = dwarf_hasattr(die, DW_AT_location) != 0;
        return v;
    }

    /// The is_stmt entries of the whole unit by address (the last of several at one address is the
    /// one in force), then those of the file that do not continue the line before them.
    void readLines()
    {
        Dwarf_Lines* lines = nullptr;
        size_t count = 0;
        if (dwarf_getsrclines(&m_unit, &lines, &count) != 0)
            return;
        struct Entry {
            Dwarf_Addr address;
            int line;
            bool ours;
        };
        std::vector<Entry> entries;
        for (size_t i = 0; i < count; ++i) {
            Dwarf_Line* l = dwarf_onesrcline(lines, i);
            bool statement = false, end = false;
            Entry e{0, 0, false};
            if (dwarf_linebeginstatement(l, &statement) != 0 || dwarf_lineendsequence(l, &end) != 0 || !statement ||
                end || dwarf_lineaddr(l, &e.address) != 0 || dwarf_lineno(l, &e.line) != 0 || e.line <= 0)
                continue;
            e.ours = inFile(dwarf_linesrc(l, nullptr, nullptr));
            entries.push_back(e);
            if (e.ours) {
                const auto [first, added] = m_out.lineFirstAddress.emplace(e.line, e.address);
                if (!added && e.address < first->second)
                    first->second = e.address;
            }
        }
        std::stable_sort(entries.begin(), entries.end(),
                         [](const Entry& a, const Entry& b) { return a.address < b.address; });
        const Entry* before = nullptr;
        for (size_t i = 0; i < entries.size(); ++i) {
            const Entry& e = entries[i];
            if (i + 1 < entries.size() && entries[i + 1].address == e.address)
                continue;
            if (e.ours)
                m_out.lineTable.push_back({e.address, e.line, false});
            const Function* f = m_out.functionAt(e.address);
            const bool entry = f != nullptr && f->low == e.address;
            // The entry after a function's first is where a step into it stops, past the prologue:
            // always kept, even on the function's own line (`int f() { return 1; }`).
            const Function* fBefore = before != nullptr ? m_out.functionAt(before->address) : nullptr;
            const bool repeat = before != nullptr && !entry && before->ours && before->line == e.line &&
                                f != nullptr && f == fBefore && fBefore->low != before->address;
            if (e.ours && f != nullptr && !repeat)
                m_out.lineStarts.push_back({e.address, e.line, entry});
            before = &e;
        }
    }

    Dwarf_Die m_unit;
    Parts m_file;
    DebugInfo& m_out;
    std::unordered_map<const char*, bool> m_inFile;
    TypeReader m_types;
};

/// The unit the compiler made of `wanted`; false when the program has none.
bool findUnit(Dwarf* dwarf, const Parts& wanted, Dwarf_Die& unit)
{
    Dwarf_CU* cu = nullptr;
    std::uint8_t unitType = 0;
    while (dwarf_get_units(dwarf, cu, &cu, nullptr, &unitType, &unit, nullptr) == 0) {
        if (unitType != DW_UT_compile)
            continue;
        std::filesystem::path name = nameOf(&unit);
        Dwarf_Attribute dir;
        const char* compDir = dwarf_formstring(dwarf_attr(&unit, DW_AT_comp_dir, &dir));
        if (name.is_relative() && compDir != nullptr)
            name = std::filesystem::path(compDir) / name;
        if (sameFile(name.c_str(), wanted))
            return true;
    }
    return false;
}

} // namespace

namespace {

/// The bytes at address `address` (as linked) of the section that holds them; empty when none does.
std::string_view bytesAt(Elf* elf, std::uint64_t address, std::uint64_t size)
{
    for (Elf_Scn* scn = elf_nextscn(elf, nullptr); scn != nullptr; scn = elf_nextscn(elf, scn)) {
        GElf_Shdr header;
        if (gelf_getshdr(scn, &header) == nullptr || header.sh_type == SHT_NOBITS)
            continue;
        if (address < header.sh_addr || address + size > header.sh_addr + header.sh_size)
            continue;
        Elf_Data* data = elf_getdata(scn, nullptr);
        if (data == nullptr || data->d_buf == nullptr || address - header.sh_addr + size > data->d_size)
            return {};
        return {static_cast<const char*>(data->d_buf) + (address - header.sh_addr), size};
    }
    return {};
}

/// The table of a program built with probes: `__sb_site_count` and `__sb_site_address`.
std::vector<std::uint64_t> probeSitesOf(Elf* elf)
{
    std::vector<std::uint64_t> sites;
    if (elf == nullptr)
        return sites;
    std::optional<GElf_Sym> count, table;
    for (Elf_Scn* scn = elf_nextscn(elf, nullptr); scn != nullptr; scn = elf_nextscn(elf, scn)) {
        GElf_Shdr header;
        if (gelf_getshdr(scn, &header) == nullptr || header.sh_type != SHT_SYMTAB || header.sh_entsize == 0)
            continue;
        Elf_Data* data = elf_getdata(scn, nullptr);
        for (std::size_t i = 0; data != nullptr && i < header.sh_size / header.sh_entsize; ++i) {
            GElf_Sym sym;
            if (gelf_getsym(data, static_cast<int>(i), &sym) == nullptr)
                continue;
            const char* name = elf_strptr(elf, header.sh_link, sym.st_name);
            if (name != nullptr && std::strcmp(name, "__sb_site_count") == 0)
                count = sym;
            else if (name != nullptr && std::strcmp(name, "__sb_site_address") == 0)
                table = sym;
        }
    }
    if (!count || !table)
        return sites;
    const std::string_view n = bytesAt(elf, count->st_value, 4);
    if (n.size() != 4)
        return sites;
    std::uint32_t sitesCount = 0;
    std::memcpy(&sitesCount, n.data(), 4);
    const std::string_view addresses = bytesAt(elf, table->st_value, std::uint64_t{8} * sitesCount);
    if (addresses.size() != std::size_t{8} * sitesCount)
        return sites;
    sites.resize(sitesCount);
    std::memcpy(sites.data(), addresses.data(), addresses.size());
    return sites;
}

} // namespace

DebugRead readDebugInfo(const std::filesystem::path& binary, const std::filesystem::path& sourceFile)
{
    DebugRead read;
    const int fd = ::open(binary.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        read.error = binary.string() + " could not be opened: " + std::strerror(errno);
        return read;
    }
    char magic[4] = {};
    if (::read(fd, magic, sizeof magic) != sizeof magic || std::memcmp(magic, "\x7f" "ELF", sizeof magic) != 0) {
        read.error = binary.string() + " is not a program (an ELF file)";
        ::close(fd);
        return read;
    }
    Dwarf* dwarf = dwarf_begin(fd, DWARF_C_READ);
    if (dwarf == nullptr) {
        read.error = binary.string() + " has no debugging information (build it with -g): " + dwarf_errmsg(-1);
        ::close(fd);
        return read;
    }
    const Parts wanted = partsOf(sourceFile);
    Dwarf_Die unit;
    if (findUnit(dwarf, wanted, unit)) {
        read.info.source = nameOf(&unit);
        Reader(unit, wanted, read.info).read();
        read.info.probeSites = probeSitesOf(dwarf_getelf(dwarf));
    } else {
        read.error = binary.string() + " has no debugging information on " + sourceFile.string();
    }
    dwarf_end(dwarf);
    ::close(fd);
    return read;
}

} // namespace sb::program::debug
