// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnostics.h"

#include <charconv>

namespace sb::program {

namespace {

/// The lines of `text`, without their ends.
std::vector<std::string_view> linesOf(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

/// Reads a number at the front of `s` and the ':' after it; false when there is none.
bool takeNumber(std::string_view& s, int& n)
{
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end == s.data() || end == s.data() + s.size() || *end != ':')
        return false;
    s.remove_prefix(static_cast<std::size_t>(end - s.data()) + 1);
    return true;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

} // namespace

std::vector<Diagnostic> gccDiagnostics(std::string_view output, std::string_view file)
{
    std::vector<Diagnostic> found;
    for (std::string_view line : linesOf(output)) {
        // main.cpp:12:5: error: 'x' was not declared in this scope
        if (!startsWith(line, file) || line.size() <= file.size() || line[file.size()] != ':')
            continue;
        line.remove_prefix(file.size() + 1);
        Diagnostic d;
        if (!takeNumber(line, d.line))
            continue;
        takeNumber(line, d.column);
        while (startsWith(line, " "))
            line.remove_prefix(1);
        if (startsWith(line, "fatal error: "))
            line.remove_prefix(13);
        else if (startsWith(line, "error: "))
            line.remove_prefix(7);
        else if (startsWith(line, "warning: "))
            line.remove_prefix(9), d.error = false;
        else if (startsWith(line, "note: "))
            line.remove_prefix(6), d.error = false;
        else
            continue;
        d.message = std::string(line);
        found.push_back(std::move(d));
    }
    return found;
}

std::vector<Diagnostic> pythonDiagnostics(std::string_view output, std::string_view file)
{
    // File "main.py", line 3
    //     if x = 1:
    //          ^
    // SyntaxError: invalid syntax
    const std::vector<std::string_view> lines = linesOf(output);
    const std::string where = "File \"" + std::string(file) + "\", line ";
    Diagnostic d;
    int caretColumn = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        if (const std::size_t at = line.find(where); at != std::string_view::npos) {
            line.remove_prefix(at + where.size());
            int n = 0;
            const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), n);
            if (ec == std::errc() && end != line.data())
                d.line = n;
            caretColumn = 0;
            // The line's text, then a caret under the place (its column as the text is indented).
            if (i + 2 < lines.size() && lines[i + 2].find('^') != std::string_view::npos) {
                const std::string_view text = lines[i + 1];
                const std::size_t indent = text.find_first_not_of(' ');
                const std::size_t caret = lines[i + 2].find('^');
                if (indent != std::string_view::npos && caret >= indent)
                    caretColumn = static_cast<int>(caret - indent) + 1;
            }
            continue;
        }
        for (std::string_view kind : {"SyntaxError: ", "IndentationError: ", "TabError: "})
            if (startsWith(line, kind) && d.line > 0) {
                d.column = caretColumn;
                d.message = std::string(line);
                return {d};
            }
    }
    return {};
}

} // namespace sb::program
