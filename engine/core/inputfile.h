// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sb {

/// The most bytes an input file may hold. The largest valid input of any problem
/// (Caro at N = 5000 with 300,000 moves) is under 4 MB, so 16 MB leaves room for
/// generous spacing while an endless source (a pipe, /dev/zero) stops early.
inline constexpr std::size_t kMaxInputBytes = 16 * 1024 * 1024;

/// Why an input could not be read.
enum class ReadFailure {
    None,
    Missing,  ///< no such file, or no permission to open it
    IsFolder, ///< the name is a folder
    NotRegular, ///< a FIFO, a device or a socket: refused unread, it could block or never end
    TooLarge, ///< more bytes than the limit
    Failed,   ///< the system refused to read it
};

/// An input as the parsers see it: the bytes of the file, less one leading UTF-8 byte-order mark.
/// NUL bytes and line ends are kept as they are; the parsers count `\r`, `\n` and `\r\n` as one line end each.
struct InputFile {
    std::string text;
    ReadFailure failure = ReadFailure::None;
    int systemError = 0; ///< the errno of a failed open or read (Missing, Failed), for the system's own words
    bool ok() const noexcept { return failure == ReadFailure::None; }
};

/// Reads the whole of `path` ("" or "-" for standard input) in one block, for the
/// command line and the window alike. Stops as soon as more than `limit` bytes
/// have come, without reading the rest. A named path must be a regular file (a
/// symlink is followed): a FIFO is opened without waiting for a writer and refused,
/// as a device or a socket is. Standard input may be a pipe.
InputFile readInputFile(const std::string& path, std::size_t limit = kMaxInputBytes);

/// Reads an already open file descriptor the same way (standard input is 0).
InputFile readInputDescriptor(int fd, std::size_t limit = kMaxInputBytes);

/// Drops one leading UTF-8 byte-order mark (Windows Notepad writes one).
void dropByteOrderMark(std::string& text);

/// The limit in whole megabytes, for messages: 16 for kMaxInputBytes.
constexpr std::size_t megabytes(std::size_t bytes) noexcept { return bytes / (1024 * 1024); }

} // namespace sb
