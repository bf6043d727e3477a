// SPDX-License-Identifier: GPL-3.0-or-later
#include "mayan.h"

#include "core/inputerror.h"

namespace sb::mayan {

std::shared_ptr<const MayanInput> parse(std::string_view text)
{
    auto in = std::make_shared<MayanInput>();
    TokenReader reader(text);
    TokenReader::Token at;
    const std::int64_t n = reader.readInt(InputMessage::MissingHeader, {}, &at);
    TokenReader::requireRange(at, n, 1, kMaxMoves, InputMessage::MoveCountOutOfRange);
    in->n = static_cast<int>(n);
    for (int x = 0; x < kColumns; ++x) {
        for (int y = 0;; ++y) {
            at = reader.next();
            if (at.text.empty())
                throw InputError(at.line, at.column, y == 0 ? InputMessage::MissingColumns : InputMessage::ColumnNotEnded,
                                 y == 0 ? std::array<std::int64_t, 4>{kColumns, x} : std::array<std::int64_t, 4>{x});
            TokenReader one(at.text);
            std::int64_t colour = 0;
            try {
                colour = one.readInt(InputMessage::ExpectedInteger);
            } catch (const InputError& e) {
                throw InputError(at.line, at.column, e.message);
            }
            if (colour == 0)
                break;
            TokenReader::requireRange(at, colour, 1, kMaxColour, InputMessage::BlockColourOutOfRange, x);
            if (y == kRows)
                throw InputError(at.line, at.column, InputMessage::ColumnTooTall, {x, kRows});
            in->board[x][y] = static_cast<std::uint8_t>(colour);
        }
    }
    reader.expectEnd();
    return in;
}

std::string format(int n, const Board& board)
{
    std::string text = std::to_string(n) + '\n';
    for (int x = 0; x < kColumns; ++x) {
        for (int y = 0; y < kRows && board[x][y]; ++y)
            text += std::to_string(board[x][y]) + ' ';
        text += "0\n";
    }
    return text;
}

} // namespace sb::mayan
