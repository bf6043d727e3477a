// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string_view>

namespace sb {

/// Why an input was refused. The engine names the reason and its numbers;
/// the command line and the window word it, each in its own way.
/// The reasons any problem's input can have are SharedMessages; a problem declares its own in
/// ProblemDesc::messages, whose ids start at kFirstProblemMessage and mean something only
/// within that problem.
enum class InputMessage : std::uint16_t {};

struct SharedMessages {
    static constexpr InputMessage ExpectedInteger{0}; ///< a token that is not a whole number
    static constexpr InputMessage NumberTooLarge{1};  ///< digits beyond what any field accepts
    static constexpr InputMessage StrayToken{2};      ///< text after the last value the input needs
};
inline constexpr int kFirstProblemMessage = 3;

/// The problem's own message numbered `index` in its ProblemDesc::messages.
constexpr InputMessage problemMessage(int index) noexcept
{
    return static_cast<InputMessage>(kFirstProblemMessage + index);
}
constexpr bool isProblemMessage(InputMessage m) noexcept { return static_cast<int>(m) >= kFirstProblemMessage; }
/// The stable name of a shared message; empty for a problem's own (ProblemDesc::messageName).
std::string_view messageName(InputMessage m) noexcept;

/// Where an error of a message stands in the text.
enum class MessagePlace : std::uint8_t {
    Word,      ///< at the start of the word it is about
    End,       ///< just past the text's last word: a part is missing
    LineEnd,   ///< at the end of a line that stops too soon
    EndOrWord, ///< at the end of the text, or at the word that ends what it is about too soon
};

/// One of a problem's own input messages: its stable name ("cell-played-twice") and where it points.
struct MessageDesc {
    std::string_view name;
    MessagePlace place = MessagePlace::Word;
};

/// A refused input: where (1-based line and column, in characters; a line ends at
/// \r, \n or \r\n, as an editor shows it) and why.
struct InputError : std::runtime_error {
    InputError(int line, int column, InputMessage message, std::array<std::int64_t, 4> args = {})
        : std::runtime_error("input error"), line(line), column(column), message(message), args(args)
    {}
    int line;
    int column;
    InputMessage message;
    std::array<std::int64_t, 4> args;
};

/// Whitespace-separated tokens of a text, each with its line and column.
class TokenReader {
public:
    explicit TokenReader(std::string_view text) noexcept : m_text(text) {}

    struct Token {
        std::string_view text;
        int line = 0;
        int column = 0;
    };

    /// The next token, or an empty one (text empty) at the end of the input.
    Token next() noexcept;
    /// Reads a whole number; at the end of the input throws `atEnd` with `args`.
    std::int64_t readInt(InputMessage atEnd, std::array<std::int64_t, 4> args = {}, Token* where = nullptr);
    /// The next token, left to be read again.
    Token peek() const noexcept;
    /// Line and column just past the current line's last character (its trailing blanks
    /// included), where its line end or the end of the input stands.
    std::pair<int, int> lineEnd() const noexcept;
    /// Throws StrayToken if anything but whitespace is left.
    void expectEnd();
    /// Line and column just past the last character, for errors at the end.
    std::pair<int, int> endPosition() noexcept;

    /// Throws `message` with args (value, lo, hi, extra) at `at` unless lo <= value <= hi.
    static void requireRange(const Token& at, std::int64_t value, std::int64_t lo, std::int64_t hi,
                             InputMessage message, std::int64_t extra = 0);

private:
    void skipSpace() noexcept;
    void advance() noexcept;

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace sb
