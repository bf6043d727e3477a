// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputerror.h"

#include <charconv>

namespace sb {

std::string_view messageName(InputMessage m) noexcept
{
    static constexpr std::array<std::string_view, kFirstProblemMessage> names = {
        "expected-integer", "number-too-large", "stray-token",
    };
    return isProblemMessage(m) ? std::string_view{} : names[static_cast<std::size_t>(m)];
}

void TokenReader::advance() noexcept
{
    const unsigned char ch = static_cast<unsigned char>(m_text[m_pos++]);
    // Lines end as an editor shows them: at \r, \n or \r\n, whose \n ends no second line.
    if (ch == '\r' || ch == '\n') {
        if (ch == '\r' || m_pos < 2 || m_text[m_pos - 2] != '\r') {
            ++m_line;
            m_column = 1;
        }
    } else if ((ch & 0xC0) != 0x80) {
        // Columns count characters, not bytes: UTF-8 continuation bytes add none.
        ++m_column;
    }
}

void TokenReader::skipSpace() noexcept
{
    while (m_pos < m_text.size()) {
        const char ch = m_text[m_pos];
        if (ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r' && ch != '\f' && ch != '\v')
            break;
        advance();
    }
}

TokenReader::Token TokenReader::next() noexcept
{
    skipSpace();
    Token t{{}, m_line, m_column};
    const std::size_t start = m_pos;
    while (m_pos < m_text.size()) {
        const char ch = m_text[m_pos];
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v')
            break;
        advance();
    }
    t.text = m_text.substr(start, m_pos - start);
    return t;
}

std::int64_t TokenReader::readInt(InputMessage atEnd, std::array<std::int64_t, 4> args, Token* where)
{
    const Token t = next();
    if (where)
        *where = t;
    if (t.text.empty())
        throw InputError(t.line, t.column, atEnd, args);
    std::int64_t value = 0;
    const char* first = t.text.data();
    const char* last = first + t.text.size();
    if (*first == '+') {
        ++first;
        if (first != last && *first == '-')
            throw InputError(t.line, t.column, SharedMessages::ExpectedInteger);
    }
    const auto [ptr, ec] = std::from_chars(first, last, value);
    if (ec == std::errc::result_out_of_range)
        throw InputError(t.line, t.column, SharedMessages::NumberTooLarge);
    if (ec != std::errc() || ptr != last || first == last)
        throw InputError(t.line, t.column, SharedMessages::ExpectedInteger);
    return value;
}

void TokenReader::requireRange(const Token& at, std::int64_t value, std::int64_t lo, std::int64_t hi,
                               InputMessage message, std::int64_t extra)
{
    if (value < lo || value > hi)
        throw InputError(at.line, at.column, message, {value, lo, hi, extra});
}

TokenReader::Token TokenReader::peek() const noexcept
{
    TokenReader ahead = *this;
    return ahead.next();
}

std::pair<int, int> TokenReader::lineEnd() const noexcept
{
    TokenReader ahead = *this;
    while (ahead.m_pos < m_text.size()) {
        const char ch = m_text[ahead.m_pos];
        if (ch != ' ' && ch != '\t' && ch != '\f' && ch != '\v')
            break;
        ahead.advance();
    }
    return {ahead.m_line, ahead.m_column};
}

void TokenReader::expectEnd()
{
    const Token t = next();
    if (!t.text.empty())
        throw InputError(t.line, t.column, SharedMessages::StrayToken);
}

std::pair<int, int> TokenReader::endPosition() noexcept
{
    skipSpace();
    return {m_line, m_column};
}

} // namespace sb
