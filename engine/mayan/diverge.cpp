// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "mayan.h"

#include "core/diverge.h"

#include <algorithm>

namespace sb::mayan {

namespace {

/// A search node, as a method reached it: its depth and move (none for the first node, the
/// input board) and the live board once the move, the falls and the clears are done.
class NodeReader final : public CountedMomentReader {
public:
    NodeReader() : CountedMomentReader(Counters::DfsNodes) {}

protected:
    void observe(const Step& step, std::uint64_t number, std::span<const CellValue> board, bool opens) override
    {
        const auto args = step.narrationArgs();
        if (opens) {
            m_move = {-1, -1, -1, 0};
            if (step.kind == Kinds::DfsEnter && args.size() >= 4)
                m_move = {args[0], args[1], args[2], args[3]};
            m_settling = true;
        }
        if (step.kind == Kinds::DfsLeave || step.kind == Kinds::DfsFound)
            m_settling = false;
        if (m_settling) {
            m_board.assign(board.begin(), board.begin() + std::min<std::size_t>(board.size(), kBoardCells));
            m_step = number;
        }
    }

    void close(MomentRecord& r, const Outcome*) override
    {
        const auto [depth, x, y, g] = m_move;
        r.step = m_step;
        r.signature = {depth, x, y, g};
        r.signature.insert(r.signature.end(), m_board.begin(), m_board.end());
        const auto blocks = std::count_if(m_board.begin(), m_board.end(), [](CellValue v) { return v != 0; });
        std::string text = "node " + std::to_string(r.moment) + ": ";
        if (depth < 0)
            text += "the input board";
        else
            text += "move " + std::to_string(depth + 1) + " takes the block at " + std::to_string(x) + " " +
                    std::to_string(y) + (g > 0 ? " right" : " left");
        r.note = {"node", {depth, x, y, g, blocks}, text + ", " + std::to_string(blocks) + (blocks == 1 ? " block left" : " blocks left") + layout()};
    }

private:
    /// The board's columns from the left, each from the bottom up: "[1 2|3||4 4 4|]".
    std::string layout() const
    {
        std::string out = " [";
        for (int x = 0; x < kColumns; ++x) {
            out += x ? "|" : "";
            for (int y = 0; y < kRows && m_board[static_cast<std::size_t>(cellOf(x, y))]; ++y)
                out += (y ? " " : "") + std::to_string(m_board[static_cast<std::size_t>(cellOf(x, y))]);
        }
        return out + "]";
    }

    std::array<std::int64_t, 4> m_move{}; ///< depth, x, y, g
    std::vector<CellValue> m_board;
    std::uint64_t m_step = 0;
    bool m_settling = false;
};

} // namespace

std::unique_ptr<MomentReader> momentReader(const ProblemInput&)
{
    return std::make_unique<NodeReader>();
}

} // namespace sb::mayan
