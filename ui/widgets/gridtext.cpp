// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/gridtext.h"

#include "core/programboard.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

namespace sb::ui {

QStringList gridLines(const std::string& text)
{
    constexpr std::size_t kMostRows = 100, kMostCells = 64;
    if (text.size() < 4 || text.front() != '[' || (text[1] != '[' && text[1] != '"'))
        return {};
    const std::optional<ProgramValue> value = parseProgramValue(text);
    // Two rows at least: a list holding one list (a single pair) is no grid.
    if (!value || value->kind != ProgramValue::Kind::List || value->items.size() < 2)
        return {};
    // Texts are rows of characters only where they look like a board's: three or more, as long as
    // each other, of three or more (not a list of names or of cards).
    const ProgramValue& first = value->items.front();
    if (first.kind == ProgramValue::Kind::Text &&
        (value->items.size() < 3 || first.size() < 3 ||
         std::any_of(value->items.begin(), value->items.end(), [&first](const ProgramValue& row) {
             return !row.more() && (row.kind != ProgramValue::Kind::Text || row.size() != first.size());
         })))
        return {};
    std::vector<std::vector<std::string_view>> rows;
    std::size_t width = 1;
    bool cut = false;
    for (const ProgramValue& row : value->items) {
        if (row.more() || rows.size() == kMostRows) {
            cut = true;
            break;
        }
        if (row.kind != ProgramValue::Kind::List && row.kind != ProgramValue::Kind::Text)
            return {};
        std::vector<std::string_view>& cells = rows.emplace_back();
        for (std::size_t i = 0; i < row.size() && i < kMostCells; ++i) {
            const std::optional<std::string_view> cell = row.cell(i);
            if (!cell)
                return {}; // deeper than a grid
            cells.push_back(*cell);
            width = std::max(width, cell->size());
        }
    }
    width = std::min<std::size_t>(width, 8);
    QStringList lines;
    for (const std::vector<std::string_view>& row : rows) {
        QStringList cells;
        for (const std::string_view cell : row)
            cells << QString::fromUtf8(cell.data(), static_cast<qsizetype>(cell.size())).rightJustified(static_cast<int>(width));
        lines << cells.join(QLatin1Char(' '));
    }
    if (cut)
        lines << QStringLiteral("…");
    return lines;
}

} // namespace sb::ui
