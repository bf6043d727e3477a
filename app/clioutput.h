// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace sb::cli {

/// `text` as a JSON string, quoted, with its quotes, backslashes and control characters escaped.
std::string jsonString(std::string_view text);
/// `text` without the newline that ends it.
std::string withoutNewline(std::string text);

/// A score or weight as the editorial writes it: one decimal, none when it is whole.
std::string points(double value);

/// Rows of cells on standard output, each column as wide as its widest cell and two spaces apart.
void printTable(const std::vector<std::vector<std::string>>& rows);

/// Standard output as stepboard-cli writes it: buffered, written with write(2), and the first
/// failed write remembered with its reason (a full disk, a pipe whose reader is gone), after
/// which nothing more is written, so a long trace stops instead of running into a dead end.
/// A write to a pipe whose reader is gone still raises SIGPIPE, which ends the program quietly
/// as Unix programs end; only where SIGPIPE is ignored does that write fail here with EPIPE.
class CheckedOutput : public std::streambuf {
public:
    explicit CheckedOutput(int fd) noexcept : m_fd(fd) {}
    ~CheckedOutput() override;
    CheckedOutput(const CheckedOutput&) = delete;
    CheckedOutput& operator=(const CheckedOutput&) = delete;

    /// Whether a write has failed; then why, as strerror() words it.
    bool failed() const noexcept { return m_error != 0; }
    std::string reason() const;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    bool writeAll(const char* data, std::size_t size) noexcept;
    bool drain() noexcept;

    std::array<char, 1 << 16> m_buffer{};
    std::size_t m_used = 0;
    int m_fd;
    int m_error = 0;
};

} // namespace sb::cli
