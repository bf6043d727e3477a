// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

/// A pack given as an archive (a .zip, or a .tar with or without gzip, bzip2 or xz): unpacked with
/// libarchive into a folder of its own, whole or not at all, nothing written outside it.
namespace sb::pack {

/// How much an archive may unpack to: past these it is refused (a zip bomb), nothing left behind.
struct ArchiveLimits {
    std::uint64_t bytes = 1ull << 30;      ///< all its files together
    std::uint64_t fileBytes = 512ull << 20; ///< one file
    std::uint64_t files = 20000;          ///< its files and folders
    std::uint64_t archiveBytes = 512ull << 20; ///< the archive itself
};

/// Why an archive was not unpacked, or why one of its entries was left out.
struct ArchiveProblem {
    enum class Kind {
        Unreadable,   ///< the file cannot be read (detail: the system's words)
        NotAnArchive, ///< libarchive does not read it (detail: its words)
        Damaged,      ///< an entry cannot be read whole (detail: libarchive's words)
        TooLarge,     ///< it unpacks to more than the limit (detail: the limit in MB)
        FileTooLarge, ///< one file is larger than the limit (detail: the limit in MB)
        TooManyFiles, ///< more entries than the limit (detail: the limit)
        ClimbsOut,    ///< an entry's path is absolute or climbs out with ".." (refused: nothing unpacked)
        Link,         ///< a symbolic or hard link: left out
        Special,      ///< a device, a pipe or a socket: left out
        Write,        ///< the folder cannot be written (detail: the system's words)
    };
    Kind kind = Kind::Unreadable;
    std::string entry; ///< the entry's path in the archive, where it is about one
    std::string detail;
};

/// What unpacking gave: the pack's folder (the archive's one top folder when it holds its files in one,
/// else the folder unpacked into), the entries left out, or why nothing was unpacked.
struct Unpacked {
    std::optional<std::filesystem::path> folder;
    std::vector<ArchiveProblem> skipped;
    std::optional<ArchiveProblem> refused;
};

/// Whether `path` names an archive a pack may come in (by its name's ending).
bool isArchive(const std::filesystem::path& path);

/// Where archives are unpacked: $XDG_CACHE_HOME/stepboard/packs, else ~/.cache/stepboard/packs.
std::filesystem::path archiveFolder();

/// Unpacks `archive` into a folder of `under` named after a hash of the archive's bytes (the same
/// archive again: the folder made before, as it was). Entries whose paths are absolute or climb out
/// refuse the whole archive; links and special files are left out and said in `skipped`.
Unpacked unpack(const std::filesystem::path& archive, const std::filesystem::path& under = archiveFolder(),
                const ArchiveLimits& limits = {});

/// A problem's words for `problem`, in English (the command line's).
std::string describe(const ArchiveProblem& problem);

} // namespace sb::pack
