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
ReadFailure readAll(int fd, std::string& text, std::size_t expected, std::size_t limit, int& systemError)
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
        if (got < 0) {
            systemError = errno;
            return errno == EISDIR ? ReadFailure::IsFolder : ReadFailure::Failed;
        }
        if (got == 0)
            break;
        used += static_cast<std::size_t>(got);
    }
    text.resize(used);
    return used > limit ? ReadFailure::TooLarge : ReadFailure::None;
}

/// Opens `path` to read it in blocking mode, if it is a regular file or a folder (which the
/// read then names); else -1, with why in `in`. Anything else is looked at, never opened: a
/// device may do something as it opens. O_NONBLOCK keeps the open of a FIFO put there meanwhile
/// from waiting for a writer, maybe forever; the fstat after it sees it for what it is.
int openRegular(const std::string& path, InputFile& in)
{
    struct stat info {};
    const auto isOther = [&info] { return !S_ISREG(info.st_mode) && !S_ISDIR(info.st_mode); };
    if (::stat(path.c_str(), &info) == 0 && isOther()) {
        in.failure = ReadFailure::NotRegular;
        return -1;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        in.systemError = errno;
        in.failure = ReadFailure::Missing;
        return -1;
    }
    const bool known = ::fstat(fd, &info) == 0;
    const bool other = known && isOther();
    const int flags = known && !other ? ::fcntl(fd, F_GETFL) : -1;
    if (flags >= 0 && ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0)
        return fd;
    in.systemError = other ? 0 : errno;
    in.failure = other ? ReadFailure::NotRegular : ReadFailure::Failed;
    ::close(fd);
    return -1;
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
    in.failure = readAll(fd, in.text, expected, limit, in.systemError);
    if (!in.ok())
        std::string().swap(in.text);
    dropByteOrderMark(in.text);
    return in;
}

InputFile readInputFile(const std::string& path, std::size_t limit)
{
    if (path.empty() || path == "-")
        return readInputDescriptor(0, limit);
    InputFile in;
    const OpenedFile file{openRegular(path, in)};
    return file.fd < 0 ? in : readInputDescriptor(file.fd, limit);
}

} // namespace sb
