// SPDX-License-Identifier: GPL-3.0-or-later
#include "listing.h"

#include <cctype>

#include <algorithm>

namespace sb {

namespace {

std::string_view trimRight(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::string_view trimLeft(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    return s;
}

/// Where the comment starts (the position of its sign), skipping string and
/// character literals; npos when the line has none.
std::size_t commentStart(std::string_view line, std::string_view sign)
{
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char ch = line[i];
        if (quote) {
            if (ch == '\\')
                ++i;
            else if (ch == quote)
                quote = 0;
        } else if (ch == '"' || ch == '\'') {
            quote = ch;
        } else if (line.substr(i, sign.size()) == sign) {
            return i;
        }
    }
    return std::string_view::npos;
}

ListingLine parseLine(std::string_view line, std::string_view sign)
{
    ListingLine out;
    line = trimRight(line);
    const std::string marker = std::string(sign) + "@";
    const std::size_t m = line.rfind(marker);
    if (m != std::string_view::npos && commentStart(line, sign) <= m) {
        out.anchor = std::string(line.substr(m + marker.size()));
        line = trimRight(line.substr(0, m));
    }
    const std::size_t c = commentStart(line, sign);
    if (c == std::string_view::npos) {
        out.code = std::string(line);
        return out;
    }
    const std::string_view code = line.substr(0, c);
    out.code = std::string(trimRight(code));
    out.gap = std::string(code.substr(out.code.size()));
    out.comment = std::string(trimLeft(line.substr(c + sign.size())));
    return out;
}

std::vector<std::string_view> split(std::string_view text, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(sep, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

} // namespace

Listing parseListing(std::string_view source, CodeLanguage language)
{
    Listing listing;
    listing.language = language;
    const std::string_view sign = language == CodeLanguage::Cpp ? "//" : "#";
    auto lines = split(source, '\n');
    if (!lines.empty() && lines.back().empty())
        lines.pop_back(); // the file's final newline ends the last line, it opens no new one
    for (const std::string_view line : lines)
        listing.lines.push_back(parseLine(line, sign));
    return listing;
}

std::string variableName(std::string_view cppName, CodeLanguage language)
{
    if (language == CodeLanguage::Cpp)
        return std::string(cppName);
    std::string name;
    for (const char ch : cppName) {
        if (ch >= 'A' && ch <= 'Z') {
            if (!name.empty())
                name += '_';
            name += static_cast<char>(ch - 'A' + 'a');
        } else {
            name += ch;
        }
    }
    return name;
}

int Listing::lineOf(std::string_view anchor) const noexcept
{
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].anchor == anchor)
            return static_cast<int>(i) + 1;
    return 0;
}

std::string Listing::functionAt(int line) const
{
    // The function a line belongs to starts on the nearest line before it whose code begins at the
    // left edge: a body is indented, and a C++ closing brace at the edge ends the function above it.
    for (int i = std::min(line, static_cast<int>(lines.size())); i >= 1; --i) {
        const std::string& code = lines[static_cast<std::size_t>(i - 1)].code;
        if (code.empty() || code[0] == ' ' || code[0] == '\t' || code[0] == '}' || code[0] == '#')
            continue;
        if (language == CodeLanguage::Python) {
            // A def line itself runs in the module: it defines the function, whose body runs later.
            if (code.rfind("def ", 0) != 0 || i == line)
                return "<module>";
            const std::size_t open = code.find('(');
            return code.substr(4, open == std::string::npos ? std::string::npos : open - 4);
        }
        const std::size_t open = code.find('(');
        if (open == std::string::npos)
            continue;
        std::size_t end = open;
        while (end > 0 && code[end - 1] == ' ')
            --end;
        std::size_t start = end;
        while (start > 0 && (std::isalnum(static_cast<unsigned char>(code[start - 1])) || code[start - 1] == '_'))
            --start;
        return code.substr(start, end - start);
    }
    return language == CodeLanguage::Python ? "<module>" : "";
}

std::vector<int> Listing::linesOf(std::span<const std::string_view> problemAnchors) const
{
    std::vector<int> out(problemAnchors.size(), 0);
    for (const auto& [name, line] : anchors())
        for (std::size_t a = 0; a < problemAnchors.size(); ++a)
            if (problemAnchors[a] == name)
                out[a] = line;
    return out;
}

std::map<std::string, int> Listing::anchors() const
{
    std::map<std::string, int> all;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (!lines[i].anchor.empty())
            all.emplace(lines[i].anchor, static_cast<int>(i) + 1);
    return all;
}

std::string Listing::render(const CommentTable& table, std::string_view lang) const
{
    const std::string_view sign = language == CodeLanguage::Cpp ? "//" : "#";
    std::string out;
    for (const ListingLine& line : lines) {
        out += line.code;
        if (!line.comment.empty()) {
            out += line.gap;
            out += sign;
            out += ' ';
            out += table.translate(line.comment, lang).value_or(line.comment);
        }
        out += '\n';
    }
    return out;
}

CommentTable CommentTable::fromTsv(std::string_view text)
{
    CommentTable table;
    bool header = true;
    for (std::string_view row : split(text, '\n')) {
        row = trimRight(row);
        if (row.empty())
            continue;
        const auto cells = split(row, '\t');
        if (header) {
            for (const std::string_view c : cells)
                table.m_languages.emplace_back(c);
            header = false;
            continue;
        }
        std::vector<std::string> texts(cells.begin(), cells.end());
        table.m_rows[std::string(cells[0])] = std::move(texts);
    }
    return table;
}

std::optional<std::string> CommentTable::translate(std::string_view english, std::string_view language) const
{
    const auto row = m_rows.find(english);
    if (row == m_rows.end())
        return std::nullopt;
    const auto col = std::find(m_languages.begin(), m_languages.end(), language);
    const auto index = static_cast<std::size_t>(col - m_languages.begin());
    if (col == m_languages.end() || index >= row->second.size() || row->second[index].empty())
        return std::nullopt;
    return row->second[index];
}

} // namespace sb
