// SPDX-License-Identifier: GPL-3.0-or-later
#include "cards.h"
#include "judging.h"

#include "core/diverge.h"

#include <algorithm>

namespace sb::cards {

namespace {

/// A round, as a method played it: the pairs it took off, each as its two cells.
class RoundReader final : public CountedMomentReader {
public:
    explicit RoundReader(int columns) : CountedMomentReader(Counters::Rounds), m_columns(columns) {}

protected:
    void observe(const Step& step, std::uint64_t, std::span<const CellValue>, bool) override
    {
        if (step.kind != Kinds::Remove)
            return;
        std::int32_t cells[2] = {-1, -1};
        for (const Highlight& h : step.marks())
            if (h.kind == HighlightKind::Source || h.kind == HighlightKind::Target)
                cells[h.kind == HighlightKind::Target] = h.a;
        m_pairs.push_back({std::min(cells[0], cells[1]), std::max(cells[0], cells[1]), step.narrationArgs()[0]});
    }

    void close(MomentRecord& r, const Outcome* outcome) override
    {
        std::sort(m_pairs.begin(), m_pairs.end());
        std::string text = "round " + std::to_string(r.moment) + ": ";
        r.note.what = "takes-off";
        if (m_pairs.empty())
            text += "takes nothing off";
        for (std::size_t i = 0; i < m_pairs.size(); ++i) {
            const auto [a, b, value] = m_pairs[i];
            r.signature.insert(r.signature.end(), {a, b});
            r.note.args.insert(r.note.args.end(), {a, b, value});
            text += (i ? ", " : "takes off ") + (value < 0 ? "two empty cells" : std::to_string(value)) + " at " +
                    where(a) + " and " + where(b);
        }
        if (outcome && outcome->finished)
            text += "; then prints " + outcome->output.substr(0, outcome->output.find('\n'));
        r.note.text = std::move(text);
        m_pairs.clear();
    }

private:
    std::string where(std::int32_t cell) const
    {
        return "(" + std::to_string(cell / m_columns + 1) + "," + std::to_string(cell % m_columns + 1) + ")";
    }

    int m_columns;
    std::vector<std::array<std::int64_t, 3>> m_pairs; ///< first cell, second cell, value
};

} // namespace

std::unique_ptr<MomentReader> momentReader(const ProblemInput& input)
{
    return std::make_unique<RoundReader>(static_cast<const CardsInput&>(input).m);
}

} // namespace sb::cards
