// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sb {

namespace {

/// Closes a descriptor this file opened, on every way out.
struct OpenedFile {
    int fd;
    ~OpenedFile()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

/// Reads what `fd` holds until its end, or until more than `limit` bytes have come.
/// `expected` is the size the file says it has (0 when it says nothing).
ReadFailure readAll(int fd, std::string& text, std::size_t expected, std::size_t limit)
{
    // Room for one byte more than expected: a file of the size it says ends on the
    // second read. A pipe or a device grows the room as it goes, never past limit + 1,
    // so a source over the limit is known without reading the rest of it.
    constexpr std::size_t kBlock = 1 << 16;
    text.resize(std::min(std::max(expected + 1, kBlock), limit + 1));
    std::size_t used = 0;
    for (;;) {
        if (used == text.size()) {
            if (used > limit)
                return ReadFailure::TooLarge;
            text.resize(std::min(used * 2, limit + 1));
        }
        const ssize_t got = ::read(fd, text.data() + used, text.size() - used);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno == EISDIR ? ReadFailure::IsFolder : ReadFailure::Failed;
        if (got == 0)
            break;
        used += static_cast<std::size_t>(got);
    }
    text.resize(used);
    return used > limit ? ReadFailure::TooLarge : ReadFailure::None;
}

} // namespace

void dropByteOrderMark(std::string& text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.erase(0, 3);
}

InputFile readInputDescriptor(int fd, std::size_t limit)
{
    InputFile in;
    std::size_t expected = 0;
    struct stat info {};
    if (::fstat(fd, &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            in.failure = ReadFailure::IsFolder;
            return in;
        }
        // A regular file says its size: refuse it unread, or read it in one block.
        if (S_ISREG(info.st_mode)) {
            expected = static_cast<std::size_t>(info.st_size);
            if (expected > limit) {
                in.failure = ReadFailure::TooLarge;
                return in;
            }
        }
    }
    in.failure = readAll(fd, in.text, expected, limit);
    if (!in.ok())
        std::string().swap(in.text);
    dropByteOrderMark(in.text);
    return in;
}

InputFile readInputFile(const std::string& path, std::size_t limit)
{
    if (path.empty() || path == "-")
        return readInputDescriptor(0, limit);
    const OpenedFile file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (file.fd < 0) {
        InputFile in;
        in.failure = ReadFailure::Missing;
        return in;
    }
    return readInputDescriptor(file.fd, limit);
}

} // namespace sb
