// SPDX-License-Identifier: GPL-3.0-or-later
#include "caro.h"
#include "judging.h"

#include "core/diverge.h"

namespace sb::caro {

namespace {

constexpr std::string_view kLineNames[4] = {"row", "column", "diagonal", "anti-diagonal"};

std::string_view playerName(std::int64_t q)
{
    return q == 1 ? "X" : "O";
}

/// A move, as a method handled it: where the stone went, and whether the method saw a win.
class MoveReader final : public CountedMomentReader {
public:
    MoveReader() : CountedMomentReader(Counters::MovesProcessed) {}

protected:
    void observe(const Step& step, std::uint64_t, std::span<const CellValue>, bool) override
    {
        const auto args = step.narrationArgs();
        if (step.narration == static_cast<std::uint16_t>(Narration::Place) && args.size() >= 4)
            m_place = {args[0], args[1], args[2], args[3]};
        if (step.kind == Kinds::Win && args.size() >= 4)
            m_win = {args[2], args[3]};
    }

    void close(MomentRecord& r, const Outcome*) override
    {
        const std::string where = "move " + std::to_string(m_place[0]) + ": " + std::string(playerName(m_place[3])) +
                                  " at row " + std::to_string(m_place[1]) + ", column " + std::to_string(m_place[2]);
        if (m_win)
            r.signature = {1};
        if (m_win) {
            const auto [line, stones] = *m_win;
            r.note = {"win", {m_place[0], m_place[3], line, stones},
                      where + ": wins with " + std::to_string(stones) + " in a line on the " +
                          std::string(kLineNames[static_cast<std::size_t>(line) % 4])};
        } else {
            r.note = {"no-win", {m_place[0], m_place[3]}, where + ": no five found"};
        }
        m_win.reset();
    }

private:
    std::array<std::int64_t, 4> m_place{}; ///< t, r, c, player
    std::optional<std::pair<std::int64_t, std::int64_t>> m_win; ///< line, stones
};

} // namespace

std::unique_ptr<MomentReader> momentReader(const ProblemInput&)
{
    return std::make_unique<MoveReader>();
}

} // namespace sb::caro
