// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/programboard.h"

#include "core/problem.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

namespace sb {

std::size_t ProgramValue::size() const noexcept
{
    if (kind == Kind::Text)
        return atom.size();
    return kind == Kind::List ? items.size() : 0;
}

std::optional<std::string_view> ProgramValue::cell(std::size_t i) const
{
    if (kind == Kind::Text)
        return i < atom.size() ? std::optional(std::string_view(atom).substr(i, 1)) : std::nullopt;
    if (kind != Kind::List || i >= items.size() || items[i].kind == Kind::List || items[i].kind == Kind::Record ||
        items[i].more())
        return std::nullopt;
    return std::string_view(items[i].atom);
}

const ProgramValue* ProgramValue::item(std::size_t i) const
{
    return kind == Kind::List && i < items.size() && !items[i].more() ? &items[i] : nullptr;
}

void ProgramValue::visitCells(const std::function<void(std::string_view)>& visit) const
{
    for (std::size_t i = 0; i < size(); ++i) {
        const ProgramValue* line = item(i);
        if (line && (line->kind == Kind::List || line->kind == Kind::Text)) {
            for (std::size_t j = 0; j < line->size(); ++j)
                if (const auto c = line->cell(j))
                    visit(*c);
        } else if (const auto c = cell(i)) {
            visit(*c);
        }
    }
}

bool ProgramValue::cut() const noexcept
{
    return kind == Kind::List && !items.empty() && items.back().more();
}

namespace {

/// A recursive-descent reader of the recorders' layout.
class ValueReader {
public:
    explicit ValueReader(std::string_view text) : m_text(text) {}

    bool read(ProgramValue& out, int depth = 0)
    {
        skipSpace();
        if (m_at >= m_text.size() || depth > 64)
            return false;
        const char c = m_text[m_at];
        if (c == '"')
            return text(out);
        if (c == '[')
            return list(out, depth);
        if (c == '{')
            return record(out, depth);
        return word(out);
    }
    bool atEnd()
    {
        skipSpace();
        return m_at == m_text.size();
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && m_text[m_at] == ' ')
            ++m_at;
    }
    bool take(char c)
    {
        skipSpace();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    bool text(ProgramValue& out)
    {
        out.kind = ProgramValue::Kind::Text;
        for (++m_at; m_at < m_text.size(); ++m_at) {
            char c = m_text[m_at];
            if (c == '"') {
                ++m_at;
                return true;
            }
            if (c == '\\' && m_at + 1 < m_text.size()) {
                c = m_text[++m_at];
                if (c == 'n')
                    c = '\n';
            }
            out.atom += c;
        }
        return false;
    }
    bool word(ProgramValue& out)
    {
        out.kind = ProgramValue::Kind::Word;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && std::string_view(",]}=: ").find(m_text[m_at]) == std::string_view::npos)
            ++m_at;
        out.atom = m_text.substr(start, m_at - start);
        return m_at > start;
    }
    bool list(ProgramValue& out, int depth)
    {
        out.kind = ProgramValue::Kind::List;
        ++m_at;
        if (take(']'))
            return true;
        do {
            out.items.emplace_back();
            if (!read(out.items.back(), depth + 1))
                return false;
        } while (take(','));
        return take(']');
    }
    bool record(ProgramValue& out, int depth)
    {
        out.kind = ProgramValue::Kind::Record;
        ++m_at;
        if (take('}'))
            return true;
        do {
            ProgramValue key;
            if (!read(key, depth + 1))
                return false;
            skipSpace();
            if (take('=') || take(':')) {
                out.names.push_back(key.atom);
                out.items.emplace_back();
                if (!read(out.items.back(), depth + 1))
                    return false;
            } else { // a set's item
                out.names.emplace_back();
                out.items.push_back(std::move(key));
            }
        } while (take(','));
        return take('}');
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

const char* const kLayouts[] = {"rows", "columns", "flat", "piles"};

/// A mark kept on one line: its characters with a space, a backslash and an empty mark escaped.
std::string escaped(std::string_view mark)
{
    if (mark.empty())
        return "\\e";
    std::string out;
    for (const char c : mark)
        out += c == ' ' ? std::string("\\s") : c == '\\' ? std::string("\\\\") : std::string(1, c);
    return out;
}

std::string unescaped(std::string_view word)
{
    if (word == "\\e")
        return {};
    std::string out;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (word[i] == '\\' && i + 1 < word.size()) {
            ++i;
            out += word[i] == 's' ? ' ' : word[i];
        } else {
            out += word[i];
        }
    }
    return out;
}

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t end = std::min(line.find(' ', at), line.size());
        if (end > at)
            out.push_back(line.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

} // namespace

std::optional<ProgramValue> parseProgramValue(std::string_view text)
{
    ValueReader reader(text);
    ProgramValue value;
    if (!reader.read(value) || !reader.atEnd())
        return std::nullopt;
    return value;
}

std::string BoardChoice::save() const
{
    std::string line = escaped(variable) + ' ' + kLayouts[static_cast<int>(layout)] + ' ' + std::to_string(width) + ' ' +
                       std::to_string(first) + ' ' + (fromBottom ? "1" : "0");
    for (const std::string& m : marks)
        line += ' ' + escaped(m);
    return line;
}

std::optional<BoardChoice> BoardChoice::load(std::string_view line)
{
    const std::vector<std::string_view> w = words(line);
    if (w.size() < 5)
        return std::nullopt;
    BoardChoice c;
    c.variable = unescaped(w[0]);
    const auto layout = std::find(std::begin(kLayouts), std::end(kLayouts), w[1]);
    const std::optional<int> width = cellNumber(w[2]), first = cellNumber(w[3]), bottom = cellNumber(w[4]);
    if (c.variable.empty() || layout == std::end(kLayouts) || !width || !first || !bottom || *width < 0 || *first < 0 ||
        *first > 2 || *bottom < 0 || *bottom > 1)
        return std::nullopt;
    c.layout = static_cast<Layout>(layout - std::begin(kLayouts));
    c.width = *width;
    c.first = *first;
    c.fromBottom = *bottom == 1;
    for (std::size_t i = 5; i < w.size(); ++i)
        c.marks.push_back(unescaped(w[i]));
    return c;
}

std::optional<int> cellNumber(std::string_view cell)
{
    int out = 0;
    const auto [end, error] = std::from_chars(cell.data(), cell.data() + cell.size(), out);
    return error == std::errc() && end == cell.data() + cell.size() ? std::optional(out) : std::nullopt;
}

bool isMark(std::string_view cell, std::string_view mark)
{
    if (cell == mark)
        return true;
    if (mark.size() != 1)
        return false;
    const std::optional<int> code = cellNumber(cell);
    return code && (*code == static_cast<unsigned char>(mark[0]) || *code == static_cast<signed char>(mark[0]));
}

std::optional<std::string_view> gridCell(const ProgramValue& value, const BoardChoice& choice, int row, int col, int rows,
                                         std::optional<BoardMisfit>* why)
{
    const int r = choice.first + (choice.fromBottom ? rows - 1 - row : row);
    const int c = choice.first + col;
    // Says why there is no cell (the first reason found stands), and gives none.
    const auto fail = [why](BoardMisfit::Kind kind, int index, std::size_t have = 0, int need = 0) {
        if (why && !*why)
            *why = BoardMisfit{kind, index, static_cast<int>(have), need, {}};
        return std::optional<std::string_view>();
    };
    using Kind = BoardMisfit::Kind;
    if (value.kind != ProgramValue::Kind::List && !(choice.layout == BoardChoice::Layout::Flat && value.kind == ProgramValue::Kind::Text))
        return fail(Kind::NotAList, -1);
    if (choice.layout == BoardChoice::Layout::Flat) {
        const std::size_t at = static_cast<std::size_t>(r) * static_cast<std::size_t>(choice.width) + static_cast<std::size_t>(c);
        if (choice.width <= c || at >= value.size())
            return fail(Kind::Short, -1, value.size(), static_cast<int>(at) + 1);
        return value.cell(at);
    }
    const bool columns = choice.layout == BoardChoice::Layout::Columns;
    const int outer = columns ? c : r;
    const int inner = columns ? r : c;
    const ProgramValue* line = value.item(static_cast<std::size_t>(outer));
    if (!line)
        return fail(Kind::Short, -1, value.size(), outer + 1);
    if (line->kind != ProgramValue::Kind::List && line->kind != ProgramValue::Kind::Text)
        return fail(Kind::NotAList, outer);
    if (static_cast<std::size_t>(inner) >= line->size())
        return fail(Kind::Short, outer, line->size(), inner + 1);
    const std::optional<std::string_view> cell = line->cell(static_cast<std::size_t>(inner));
    return cell ? cell : fail(Kind::NotAList, outer);
}

namespace {

/// The cells of `value` that lie outside the board as `choice` reads it and are not blank.
std::size_t strayCells(const ProgramValue& value, const BoardChoice& choice, int rows, int cols,
                       const std::function<bool(std::string_view)>& blank)
{
    const auto outside = [&](std::size_t r, std::size_t c) {
        const auto first = static_cast<std::size_t>(choice.first);
        return r < first || c < first || r >= first + static_cast<std::size_t>(rows) || c >= first + static_cast<std::size_t>(cols);
    };
    std::size_t stray = 0;
    if (choice.layout == BoardChoice::Layout::Flat) {
        const auto width = static_cast<std::size_t>(choice.width);
        for (std::size_t i = 0; i < value.size(); ++i) {
            const auto cell = value.cell(i);
            stray += outside(i / width, i % width) && cell && !blank(*cell);
        }
        return stray;
    }
    const bool columns = choice.layout == BoardChoice::Layout::Columns;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const ProgramValue* line = value.item(i);
        for (std::size_t j = 0; line && j < line->size(); ++j) {
            const auto cell = line->cell(j);
            stray += (columns ? outside(j, i) : outside(i, j)) && cell && !blank(*cell);
        }
    }
    return stray;
}

} // namespace

std::vector<BoardChoice> gridFits(const ProgramValue& value, int rows, int cols, bool columnsFirst,
                                  const std::function<bool(std::string_view)>& blank)
{
    using Layout = BoardChoice::Layout;
    std::vector<BoardChoice> fits;
    std::vector<bool> exact; // the list's length is the board's, with no border, a border or from 1
    const auto add = [&](Layout layout, int first, int width, bool sized = true) {
        BoardChoice c;
        c.layout = layout;
        c.first = first;
        c.width = width;
        fits.push_back(c);
        exact.push_back(sized);
    };
    if (value.kind == ProgramValue::Kind::List && value.item(0) && value.item(0)->size() > 0) {
        std::size_t inner = value.item(0)->size();
        for (std::size_t i = 1; i < value.size() && value.item(i); ++i)
            inner = std::min(inner, value.item(i)->size());
        const std::size_t outer = value.size() - (value.cut() ? 1 : 0);
        for (const Layout layout : columnsFirst ? std::vector{Layout::Columns, Layout::Rows} : std::vector{Layout::Rows, Layout::Columns}) {
            const auto across = static_cast<std::size_t>(layout == Layout::Rows ? rows : cols);
            const auto along = static_cast<std::size_t>(layout == Layout::Rows ? cols : rows);
            for (int first = 0; first <= 1; ++first)
                if (outer >= across + static_cast<std::size_t>(first) && inner >= along + static_cast<std::size_t>(first))
                    add(layout, first, 0,
                        first == 0 ? outer == across : outer == across + 1 || outer == across + 2);
        }
    } else if (value.size() > 0) {
        const auto size = value.size() - (value.cut() ? 1 : 0);
        if (size == static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols))
            add(Layout::Flat, 0, cols);
        if (size == static_cast<std::size_t>(rows + 2) * static_cast<std::size_t>(cols + 2))
            add(Layout::Flat, 1, cols + 2);
        if (size == static_cast<std::size_t>(rows + 1) * static_cast<std::size_t>(cols + 1))
            add(Layout::Flat, 1, cols + 1);
    }
    // The fewest stray cells first; when as few, a list as long as the board before a larger one.
    std::vector<std::pair<std::size_t, BoardChoice>> scored;
    for (std::size_t i = 0; i < fits.size(); ++i)
        scored.emplace_back(strayCells(value, fits[i], rows, cols, blank) * 2 + (exact[i] ? 0 : 1), fits[i]);
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<BoardChoice> sorted;
    for (auto& [stray, c] : scored)
        sorted.push_back(std::move(c));
    return sorted;
}

std::optional<BoardChoice> guessBoard(const ProblemDesc& problem, const ProblemInput& input,
                                      const std::vector<std::pair<std::string, std::string>>& variables)
{
    const ProgramBoardReader* reader = problem.programBoardReader;
    if (!reader)
        return std::nullopt;
    std::vector<std::size_t> order(variables.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto rank = [reader](const std::string& name) {
        const auto it = std::find(reader->names.begin(), reader->names.end(), name);
        return static_cast<std::size_t>(it - reader->names.begin());
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rank(variables[a].first) < rank(variables[b].first); });
    for (const std::size_t i : order) {
        const std::optional<ProgramValue> value = parseProgramValue(variables[i].second);
        if (!value)
            continue;
        if (std::optional<BoardChoice> choice = reader->fit(input, *value)) {
            choice->variable = variables[i].first;
            return choice;
        }
    }
    return std::nullopt;
}

std::uint64_t tokensIn(std::string_view text)
{
    std::uint64_t count = 0;
    forEachToken(text, [&count](std::string_view) { ++count; });
    return count;
}

std::uint64_t linesBegun(std::string_view output)
{
    const auto ends = static_cast<std::uint64_t>(std::count(output.begin(), output.end(), '\n'));
    return ends + (!output.empty() && output.back() != '\n' ? 1 : 0);
}

std::optional<std::uint64_t> UnitStarts::beside(std::uint64_t units) const
{
    if (units >= starts.size())
        return std::nullopt;
    return starts[units] - 1;
}

std::optional<std::uint64_t> UnitStarts::after(std::uint64_t units, bool ended) const
{
    if (units > starts.size() || (ended && units == starts.size()))
        return std::nullopt;
    return units == 0 ? 0 : starts[units - 1];
}

UnitStarts unitStarts(const ProblemDesc& problem, const MethodDesc& method, std::shared_ptr<const ProblemInput> input,
                      CodeLanguage language, std::uint64_t cap, const std::atomic<bool>* stop)
{
    UnitStarts out;
    const ProgramBoardReader* reader = problem.programBoardReader;
    if (!reader || !reader->beginsUnit)
        return out;
    Trace trace = method.trace(std::move(input), language);
    while (trace.steps.next()) {
        if (out.steps == cap || (stop && (out.steps & 0xFFFF) == 0 && stop->load(std::memory_order_relaxed))) {
            out.cut = true;
            break;
        }
        ++out.steps;
        if (reader->beginsUnit(trace.steps.value()))
            out.starts.push_back(out.steps);
    }
    return out;
}

} // namespace sb
