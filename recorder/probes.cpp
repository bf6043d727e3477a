// SPDX-License-Identifier: GPL-3.0-or-later
#include "probes.h"

#include "recorderscripts.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <optional>

namespace sb::rec {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

/// The quoted strings of a directive's operands, in order.
std::vector<std::string_view> quoted(std::string_view s)
{
    std::vector<std::string_view> out;
    for (std::size_t open = s.find('"'); open != std::string_view::npos; open = s.find('"')) {
        const std::size_t close = s.find('"', open + 1);
        if (close == std::string_view::npos)
            break;
        out.push_back(s.substr(open + 1, close - open - 1));
        s.remove_prefix(close + 1);
    }
    return out;
}

/// The operands of a directive after its name, split at blanks and commas.
std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == ','))
            ++i;
        const std::size_t begin = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t' && s[i] != ',')
            ++i;
        if (i > begin)
            out.push_back(s.substr(begin, i - begin));
    }
    return out;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

/// A line that is an instruction: not empty, no directive, no label, no comment.
bool isInstruction(std::string_view line)
{
    if (line.empty() || line.front() == '.' || line.front() == '#')
        return false;
    return line.back() != ':' || line.find(' ') != std::string_view::npos;
}

} // namespace

std::string frameName(const std::string& mangled)
{
    int status = 0;
    const std::unique_ptr<char, void (*)(void*)> demangled(
        abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status), std::free);
    if (status != 0 || !demangled)
        return mangled;
    const std::string name = demangled.get();
    // The parameters start at the first parenthesis outside a template's arguments or a lambda's
    // name, past an operator's own symbol ("operator()", "operator<").
    std::string cut = name;
    int nested = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name.compare(i, 8, "operator") == 0 && (i == 0 || name[i - 1] == ':' || name[i - 1] == ' ')) {
            i += 8;
            if (name.compare(i, 2, "()") == 0)
                ++i;
            else
                while (i + 1 < name.size() && name[i + 1] != '(' && name[i] != '(')
                    ++i;
            continue;
        }
        const char c = name[i];
        if (c == '<' || c == '{' || c == '[')
            ++nested;
        else if ((c == '>' || c == '}' || c == ']') && nested > 0)
            --nested;
        else if (c == '(' && nested == 0 && i > 0) {
            cut = name.substr(0, i);
            break;
        }
    }
    // A lambda's call operator is a member of a class with no name: a debugger names it alone.
    if (const std::size_t lambda = cut.rfind("}::"); lambda != std::string::npos && cut.find("{lambda") != std::string::npos)
        cut = cut.substr(lambda + 3);
    return cut;
}

std::vector<std::string> writeProbeRuntime(const std::filesystem::path& folder, const std::filesystem::path& seenAs)
{
    std::ofstream(folder / "sb_probe_entry.S", std::ios::binary) << kProbeEntry;
    std::ofstream(folder / "sb_probe_runtime.c", std::ios::binary) << kProbeRuntime;
    std::ofstream(folder / "sb_probe_format.h", std::ios::binary) << kProbeFormat;
    // The runtime never touches the program's floating-point or vector registers, calls no library
    // function of the C library on a probe's way and keeps no stack canary.
    return {"-no-pie", (seenAs / "sb_probe_entry.S").string(), "-x", "c", "-O2", "-mgeneral-regs-only", "-fno-builtin",
            "-fno-tree-loop-distribute-patterns", "-fno-stack-protector",
            (seenAs / "sb_probe_runtime.c").string(),
            "-x", "none"};
}

namespace {

/// Onto the runtime's stack of the thread that runs the probe, the program's stack pointer kept (in the
/// thread's own word); and back. Moves and loads only: the program's flags stay as they were.
constexpr const char* kToOwnStack = "\tmovq %rsp, %fs:__sb_program_sp@tpoff\n\tmovq %fs:0, %rsp\n"
                                    "\tleaq __sb_stack_top@tpoff(%rsp), %rsp\n";
constexpr const char* kBackToProgramStack = "\tmovq %fs:__sb_program_sp@tpoff, %rsp\n";

} // namespace

ProbedAssembly addProbes(std::string_view assembly, std::string_view sourceName)
{
    ProbedAssembly out;
    out.text.reserve(assembly.size() * 2);
    std::vector<std::string> ownFiles; // the file numbers `.loc` names the program's file by
    std::string typedFunction;          // named by the last `.type NAME, @function`
    std::optional<int> function;        // the function the lines are in
    bool prologue = false;              // the function's first entry is still to come
    bool ownFunction = false;           // the function has lines of the program's file
    int pending = 0;                    // the line of a probe that goes before the next instruction; 0: none
    // The line table's rows a debugger keeps, worked out as gdb reads them: per sequence (one a section),
    // a row on the line of the row before it, in the same file, is dropped once that line has had a
    // row with a discriminator (a part of a line: the test after a call, a loop's step).
    struct Sequence {
        int line = 1;           // the line register
        std::string lastFile;   // of the last row kept or dropped
        int lastLine = 0;
        bool discriminated = false;
    };
    std::map<std::string, Sequence, std::less<>> sequences;
    std::string section = ".text";
    auto functionIndex = [&out](const std::string& name) {
        for (std::size_t i = 0; i < out.functions.size(); ++i)
            if (out.functions[i] == name)
                return static_cast<int>(i);
        out.functions.push_back(name);
        return static_cast<int>(out.functions.size() - 1);
    };
    while (!assembly.empty()) {
        const std::size_t newline = assembly.find('\n');
        const std::string_view raw = assembly.substr(0, newline);
        assembly.remove_prefix(newline == std::string_view::npos ? assembly.size() : newline + 1);
        const std::string_view line = trimmed(raw);
        if (ownFunction && (line == "ret" || line == "retq")) {
            // Where the function's frame ends: a frame left without a line run after it (a comparator
            // called again from deeper in the library) is not taken for the new one's caller.
            out.text += std::string(kToOwnStack) + "\tcall __sb_return\n" + kBackToProgramStack;
        }
        if (isInstruction(line) && pending > 0 && function) {
            const int site = static_cast<int>(out.sites.size());
            out.sites.push_back({pending, *function});
            out.text += ".Lsb_probe" + std::to_string(site) +
                        ":\n" + kToOwnStack + "\tpushq $" + std::to_string(site) + "\n\tcall __sb_probe\n" +
                        kBackToProgramStack;
            pending = 0;
        }
        out.text.append(raw);
        out.text += '\n';
        if (line == ".text" || line == ".data" || line == ".bss") {
            section = std::string(line);
        } else if (startsWith(line, ".section")) {
            const auto parts = words(line.substr(8));
            if (!parts.empty())
                section = std::string(parts.front());
        } else if (startsWith(line, ".file")) {
            const auto names = quoted(line);
            const auto parts = words(line.substr(5));
            // `.file N "name"` or `.file N "folder" "name"` (with an md5 after, perhaps).
            if (!parts.empty() && !names.empty() && parts.front().front() != '"') {
                const std::string_view name = names.size() >= 2 && !startsWith(parts.back(), "md5") ? names[1] : names[0];
                const std::string_view full = names.size() >= 2 ? names[1] : names[0];
                if (name == sourceName || full == sourceName)
                    ownFiles.emplace_back(parts.front());
            }
        } else if (startsWith(line, ".type")) {
            const auto parts = words(line.substr(5));
            if (parts.size() == 2 && parts[1] == "@function")
                typedFunction = std::string(parts[0]);
        } else if (!typedFunction.empty() && line == typedFunction + ":") {
            function = functionIndex(typedFunction);
            prologue = true;
            ownFunction = false;
            pending = 0;
        } else if (startsWith(line, ".loc") && (line.size() == 4 || line[4] == ' ' || line[4] == '\t')) {
            const auto parts = words(line.substr(4));
            if (parts.size() < 2)
                continue;
            const int row = std::atoi(std::string(parts[1]).c_str());
            int discriminator = 0;
            for (std::size_t i = 2; i + 1 < parts.size(); ++i)
                if (parts[i] == "discriminator")
                    discriminator = std::atoi(std::string(parts[i + 1]).c_str());
            Sequence& seq = sequences[section];
            seq.discriminated = row != seq.line ? discriminator != 0 : seq.discriminated || discriminator != 0;
            seq.line = row;
            if (row == 0)
                continue;
            const bool kept = parts[0] != seq.lastFile || row != seq.lastLine || !seq.discriminated;
            seq.lastFile = std::string(parts[0]);
            seq.lastLine = row;
            if (!kept)
                continue;
            bool own = false;
            for (const std::string& f : ownFiles)
                own = own || parts[0] == f;
            if (!own)
                continue;
            ownFunction = true;
            if (prologue) {
                prologue = false; // a debugger's breakpoint on the function stops after it
                continue;
            }
            pending = row;
        }
    }
    // The tables the runtime reads, by probe number.
    out.text += "\t.section .data.rel.ro,\"aw\"\n\t.p2align 3\n\t.globl __sb_site_address\n__sb_site_address:\n";
    for (std::size_t i = 0; i < out.sites.size(); ++i)
        out.text += "\t.quad .Lsb_probe" + std::to_string(i) + "\n";
    out.text += "\t.section .rodata\n\t.p2align 2\n\t.globl __sb_site_count\n__sb_site_count:\n\t.long " +
                std::to_string(out.sites.size()) + "\n\t.globl __sb_site_line\n__sb_site_line:\n";
    for (const ProbeSite& s : out.sites)
        out.text += "\t.long " + std::to_string(s.line) + "\n";
    out.text += "\t.globl __sb_site_function\n__sb_site_function:\n";
    for (const ProbeSite& s : out.sites)
        out.text += "\t.long " + std::to_string(s.function) + "\n";
    // The functions' names as a debugger names their frames, and which is main.
    int mainIndex = -1;
    out.text += "\t.globl __sb_function_count\n__sb_function_count:\n\t.long " + std::to_string(out.functions.size()) +
                "\n\t.globl __sb_main_function\n__sb_main_function:\n";
    for (std::size_t i = 0; i < out.functions.size(); ++i)
        if (out.functions[i] == "main")
            mainIndex = static_cast<int>(i);
    out.text += "\t.long " + std::to_string(mainIndex) + "\n";
    for (const std::string& f : out.functions) {
        const std::string name = frameName(f);
        const auto known = std::find(out.frameNames.begin(), out.frameNames.end(), name);
        out.frameOf.push_back(static_cast<int>(known - out.frameNames.begin()));
        if (known == out.frameNames.end())
            out.frameNames.push_back(name);
    }
    out.text += "\t.globl __sb_function_frame\n__sb_function_frame:\n";
    for (const int f : out.frameOf)
        out.text += "\t.long " + std::to_string(f) + "\n";
    out.text += "\t.section .data.rel.ro,\"aw\"\n\t.p2align 3\n\t.globl __sb_function_name\n__sb_function_name:\n";
    for (std::size_t i = 0; i < out.functions.size(); ++i)
        out.text += "\t.quad .Lsb_name" + std::to_string(i) + "\n";
    out.text += "\t.section .rodata\n";
    for (std::size_t i = 0; i < out.functions.size(); ++i) {
        std::string name;
        for (const char c : frameName(out.functions[i])) {
            if (c == '"' || c == '\\')
                name += '\\';
            name += c;
        }
        out.text += ".Lsb_name" + std::to_string(i) + ":\n\t.string \"" + name + "\"\n";
    }
    return out;
}

} // namespace sb::rec
