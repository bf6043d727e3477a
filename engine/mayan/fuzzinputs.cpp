// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz checks (engine/fuzz) need of Mayan puzzle inputs: small ones made from bytes, and one text form.
#include "mayan.h"

#include "core/bytesource.h"

#include <optional>
#include <string>

namespace sb::mayan {

namespace {

/// The colour for cell (x, y), filled column by column from the bottom up, that finishes no
/// run of 3 with the two cells below or the two on its left: `wanted`, else the next colour
/// up (1 after the last) that does not; nullopt when every one of the `colours` would. The
/// statement's board clears nothing before the first move, and the parser refuses one that does.
std::optional<int> colourWithoutRun(const Board& b, int x, int y, int wanted, int colours)
{
    const auto at = [&b](int cx, int cy) { return b[static_cast<std::size_t>(cx)][static_cast<std::size_t>(cy)]; };
    for (int k = 0, c = wanted; k < colours; ++k, c = c % colours + 1) {
        const bool below = y >= 2 && at(x, y - 1) == c && at(x, y - 2) == c;
        const bool left = x >= 2 && at(x - 1, y) == c && at(x - 2, y) == c;
        if (!below && !left)
            return c;
    }
    return std::nullopt;
}

std::string makeSmall(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, kMaxMoves));
    // Few colours make runs of three likely; the bytes may still ask for all ten.
    const auto colours = src.range(1, kMaxColour);
    Board board{};
    for (int x = 0; x < kColumns; ++x) {
        const int height = static_cast<int>(src.pick(kRows + 1));
        for (int y = 0; y < height; ++y) {
            const int wanted = static_cast<int>(src.range(1, colours));
            const std::optional<int> colour = colourWithoutRun(board, x, y, wanted, static_cast<int>(colours));
            if (!colour)
                break; // every colour would finish a run here: the column ends lower
            board[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] = static_cast<std::uint8_t>(*colour);
        }
    }
    return format(n, board);
}

std::string format(const ProblemInput& input)
{
    const auto& in = static_cast<const MayanInput&>(input);
    return mayan::format(in.n, in.board);
}

bool small(const ProblemInput&)
{
    return true; // every board is 5 x 7
}

} // namespace

const FuzzInputs kFuzzInputs{format, makeSmall, small};

} // namespace sb::mayan
