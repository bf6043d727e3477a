// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace sb::cli {

std::string jsonString(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char code[8];
            std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c));
            out += code;
        } else {
            out += c;
        }
    }
    return out + '"';
}

std::string points(double value)
{
    const double tenths = std::round(value * 10);
    char text[32];
    if (std::fmod(tenths, 10) == 0)
        std::snprintf(text, sizeof text, "%.0f", tenths / 10);
    else
        std::snprintf(text, sizeof text, "%.1f", tenths / 10);
    return text;
}

void printTable(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> width;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            width.resize(std::max(width.size(), row.size()), 0);
            width[c] = std::max(width[c], row[c].size());
        }
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c)
            line += row[c] + (c + 1 < row.size() ? std::string(width[c] - row[c].size() + 2, ' ') : "");
        std::cout << line << '\n';
    }
}

CheckedOutput::~CheckedOutput()
{
    drain();
}

std::string CheckedOutput::reason() const
{
    return std::strerror(m_error);
}

bool CheckedOutput::writeAll(const char* data, std::size_t size) noexcept
{
    while (size > 0 && !failed()) {
        const ssize_t n = ::write(m_fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_error = n < 0 ? errno : EIO; // write(2) gives 0 only where nothing can be written
            break;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return !failed();
}

bool CheckedOutput::drain() noexcept
{
    const bool ok = writeAll(m_buffer.data(), m_used);
    m_used = 0;
    return ok;
}

CheckedOutput::int_type CheckedOutput::overflow(int_type ch)
{
    if (failed())
        return traits_type::eof();
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return drain() ? traits_type::not_eof(ch) : traits_type::eof();
    const char c = traits_type::to_char_type(ch);
    return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
}

std::streamsize CheckedOutput::xsputn(const char* s, std::streamsize n)
{
    if (failed() || n <= 0)
        return failed() ? 0 : n;
    const auto size = static_cast<std::size_t>(n);
    if (m_used + size <= m_buffer.size()) {
        std::memcpy(m_buffer.data() + m_used, s, size);
        m_used += size;
        return n;
    }
    // A chunk that does not fit goes out at once, behind what is buffered, so a failure is seen now.
    if (!drain() || !writeAll(s, size))
        return 0;
    return n;
}

int CheckedOutput::sync()
{
    return drain() ? 0 : -1;
}

std::string withoutNewline(std::string text)
{
    if (!text.empty() && text.back() == '\n')
        text.pop_back();
    return text;
}

} // namespace sb::cli
