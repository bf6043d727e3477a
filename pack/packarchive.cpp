// SPDX-License-Identifier: GPL-3.0-or-later
#include "packarchive.h"

#include "contenthash.h"

#include <archive.h>
#include <archive_entry.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>

namespace sb::pack {

namespace fs = std::filesystem;

namespace {

/// The hidden file that says a folder was unpacked whole.
constexpr const char* kWhole = ".unpacked";

using Reader = std::unique_ptr<archive, decltype(&archive_read_free)>;

std::string megabytes(std::uint64_t bytes)
{
    return std::to_string(bytes >> 20);
}

/// `name` as a path inside the folder, or nullopt where it is absolute or climbs out of it.
std::optional<fs::path> inside(const std::string& name)
{
    const fs::path given(name);
    if (given.has_root_name() || given.has_root_directory())
        return std::nullopt;
    fs::path out;
    for (const fs::path& part : given) {
        if (part == "..")
            return std::nullopt;
        if (part.empty() || part == ".")
            continue;
        out /= part;
    }
    return out;
}

/// The folder a pack is in once unpacked: the folder itself when it holds the pack's files, else its one
/// folder (an archive made of the pack's folder), other than a Mac's own.
fs::path packRoot(const fs::path& folder)
{
    std::error_code ec;
    const auto holdsPack = [&ec](const fs::path& f) {
        return fs::exists(f / "problem.yaml", ec) || fs::exists(f / "stepboard.yaml", ec);
    };
    if (holdsPack(folder))
        return folder;
    std::vector<fs::path> shown;
    for (const fs::directory_entry& e : fs::directory_iterator(folder, ec)) {
        const std::string name = e.path().filename().string();
        if (!name.empty() && name[0] != '.' && name != "__MACOSX")
            shown.push_back(e.path());
    }
    return shown.size() == 1 && fs::is_directory(shown.front(), ec) ? shown.front() : folder;
}

/// Writes the entry being read to `file`, made anew (never through a link), counting its bytes.
std::optional<ArchiveProblem> writeEntry(archive* a, const fs::path& file, const std::string& entry,
                                         const ArchiveLimits& limits, std::uint64_t& total)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return ArchiveProblem{ArchiveProblem::Kind::Write, entry,
                              errno == EEXIST ? "the archive holds it twice" : std::strerror(errno)};
    std::uint64_t written = 0;
    std::optional<ArchiveProblem> problem;
    char buffer[1 << 16];
    for (;;) {
        const la_ssize_t n = archive_read_data(a, buffer, sizeof buffer);
        if (n == 0)
            break;
        if (n < 0) {
            problem = ArchiveProblem{ArchiveProblem::Kind::Damaged, entry, archive_error_string(a) ? archive_error_string(a) : ""};
            break;
        }
        written += static_cast<std::uint64_t>(n);
        total += static_cast<std::uint64_t>(n);
        if (written > limits.fileBytes) {
            problem = ArchiveProblem{ArchiveProblem::Kind::FileTooLarge, entry, megabytes(limits.fileBytes)};
            break;
        }
        if (total > limits.bytes) {
            problem = ArchiveProblem{ArchiveProblem::Kind::TooLarge, entry, megabytes(limits.bytes)};
            break;
        }
        for (la_ssize_t done = 0; done < n;) {
            const ssize_t w = ::write(fd, buffer + done, static_cast<std::size_t>(n - done));
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0) {
                problem = ArchiveProblem{ArchiveProblem::Kind::Write, entry, std::strerror(errno)};
                break;
            }
            done += w;
        }
        if (problem)
            break;
    }
    ::close(fd);
    return problem;
}

/// Unpacks the archive in `bytes` into `into`: nullopt when it went whole, else why it was refused.
std::optional<ArchiveProblem> unpackInto(const std::string& bytes, const fs::path& into, const ArchiveLimits& limits,
                                         std::vector<ArchiveProblem>& skipped)
{
    Reader a(archive_read_new(), &archive_read_free);
    archive_read_support_format_zip(a.get());
    archive_read_support_format_tar(a.get());
    archive_read_support_format_gnutar(a.get());
    archive_read_support_filter_gzip(a.get());
    archive_read_support_filter_bzip2(a.get());
    archive_read_support_filter_xz(a.get());
    if (archive_read_open_memory(a.get(), bytes.data(), bytes.size()) != ARCHIVE_OK)
        return ArchiveProblem{ArchiveProblem::Kind::NotAnArchive, {}, archive_error_string(a.get()) ? archive_error_string(a.get()) : ""};
    std::uint64_t total = 0, entries = 0;
    archive_entry* entry = nullptr;
    for (;;) {
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF)
            return std::nullopt;
        if (r != ARCHIVE_OK && r != ARCHIVE_WARN)
            return ArchiveProblem{entries == 0 ? ArchiveProblem::Kind::NotAnArchive : ArchiveProblem::Kind::Damaged, {},
                                  archive_error_string(a.get()) ? archive_error_string(a.get()) : ""};
        if (++entries > limits.files)
            return ArchiveProblem{ArchiveProblem::Kind::TooManyFiles, {}, std::to_string(limits.files)};
        const char* named = archive_entry_pathname(entry);
        const std::string name = named ? named : "";
        const std::optional<fs::path> path = inside(name);
        if (!path)
            return ArchiveProblem{ArchiveProblem::Kind::ClimbsOut, name, {}};
        const mode_t type = archive_entry_filetype(entry);
        if (archive_entry_hardlink(entry) || type == AE_IFLNK) {
            skipped.push_back({ArchiveProblem::Kind::Link, name, {}});
            continue;
        }
        if (path->empty())
            continue; // the archive's own "./"
        std::error_code ec;
        if (type == AE_IFDIR) {
            fs::create_directories(into / *path, ec);
            if (ec)
                return ArchiveProblem{ArchiveProblem::Kind::Write, name, ec.message()};
            continue;
        }
        if (type != AE_IFREG) {
            skipped.push_back({ArchiveProblem::Kind::Special, name, {}});
            continue;
        }
        fs::create_directories((into / *path).parent_path(), ec);
        if (ec)
            return ArchiveProblem{ArchiveProblem::Kind::Write, name, ec.message()};
        if (std::optional<ArchiveProblem> problem = writeEntry(a.get(), into / *path, name, limits, total))
            return problem;
    }
}

} // namespace

bool isArchive(const fs::path& path)
{
    std::string name = path.filename().string();
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const char* ending : {".zip", ".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz"}) {
        const std::string e(ending);
        if (name.size() > e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0)
            return true;
    }
    return false;
}

fs::path archiveFolder()
{
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache)
        return fs::path(cache) / "stepboard" / "packs";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".cache" / "stepboard" / "packs";
    return fs::temp_directory_path() / "stepboard-packs";
}

Unpacked unpack(const fs::path& archivePath, const fs::path& under, const ArchiveLimits& limits)
{
    Unpacked out;
    std::error_code ec;
    const auto refuse = [&out](ArchiveProblem::Kind kind, std::string detail) {
        out.refused = ArchiveProblem{kind, {}, std::move(detail)};
        return out;
    };
    if (!fs::is_regular_file(archivePath, ec))
        return refuse(ArchiveProblem::Kind::Unreadable, ec ? ec.message() : "not a file");
    if (fs::file_size(archivePath, ec) > limits.archiveBytes)
        return refuse(ArchiveProblem::Kind::TooLarge, megabytes(limits.archiveBytes));
    std::ifstream in(archivePath, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof())
        return refuse(ArchiveProblem::Kind::Unreadable, std::strerror(errno));
    program::ContentHash hash;
    hash.add(bytes);
    const fs::path folder = under / hash.hex();
    if (fs::exists(folder / kWhole, ec)) {
        out.folder = packRoot(folder);
        return out;
    }
    // Unpacked beside, then put in its place whole: a folder there is always a whole one.
    const fs::path part = under / (hash.hex() + ".part-" + std::to_string(::getpid()));
    fs::remove_all(part, ec);
    fs::create_directories(part, ec);
    if (ec)
        return refuse(ArchiveProblem::Kind::Write, ec.message());
    if (std::optional<ArchiveProblem> problem = unpackInto(bytes, part, limits, out.skipped)) {
        fs::remove_all(part, ec);
        out.skipped.clear();
        out.refused = std::move(problem);
        return out;
    }
    std::ofstream(part / kWhole).put('\n');
    fs::rename(part, folder, ec);
    if (ec) { // unpacked meanwhile by another StepBoard: its folder stands
        fs::remove_all(part, ec);
        if (!fs::exists(folder / kWhole, ec))
            return refuse(ArchiveProblem::Kind::Write, "the folder cannot be put in its place");
    }
    out.folder = packRoot(folder);
    return out;
}

std::string describe(const ArchiveProblem& p)
{
    const std::string entry = p.entry.empty() ? std::string() : p.entry + ": ";
    switch (p.kind) {
    case ArchiveProblem::Kind::Unreadable: return "the archive cannot be read: " + p.detail;
    case ArchiveProblem::Kind::NotAnArchive: return "not a .zip or .tar archive: " + p.detail;
    case ArchiveProblem::Kind::Damaged: return entry + "the archive is damaged: " + p.detail;
    case ArchiveProblem::Kind::TooLarge: return "the archive unpacks to more than " + p.detail + " MB";
    case ArchiveProblem::Kind::FileTooLarge: return entry + "a file larger than " + p.detail + " MB";
    case ArchiveProblem::Kind::TooManyFiles: return "the archive holds more than " + p.detail + " files";
    case ArchiveProblem::Kind::ClimbsOut: return entry + "a path that leaves the archive's folder";
    case ArchiveProblem::Kind::Link: return entry + "a link, left out";
    case ArchiveProblem::Kind::Special: return entry + "not a file or a folder, left out";
    case ArchiveProblem::Kind::Write: return entry + "cannot be written: " + p.detail;
    }
    return entry + p.detail;
}

} // namespace sb::pack
