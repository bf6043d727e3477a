// SPDX-License-Identifier: GPL-3.0-or-later
// A pack given as an archive: unpacked once, whole, into a folder of its own; refused when a path climbs
// out, when it unpacks to too much or holds too many files; links and special files left out.
#include "pack.h"
#include "packarchive.h"

#include <archive.h>
#include <archive_entry.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace sb::pack;

namespace {

/// One entry of an archive the tests make: a file with its bytes, a folder, or a link to `bytes`.
struct Entry {
    std::string path;
    std::string bytes;
    enum class Type { File, Folder, Link } type = Entry::Type::File;
};

/// Writes `entries` to a .zip (or a .tar) at `file`.
void makeArchive(const fs::path& file, const std::vector<Entry>& entries, bool tar = false)
{
    archive* a = archive_write_new();
    tar ? archive_write_set_format_pax_restricted(a) : archive_write_set_format_zip(a);
    ASSERT_EQ(archive_write_open_filename(a, file.c_str()), ARCHIVE_OK) << archive_error_string(a);
    for (const Entry& e : entries) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, e.path.c_str());
        archive_entry_set_perm(entry, 0644);
        if (e.type == Entry::Type::Folder) {
            archive_entry_set_filetype(entry, AE_IFDIR);
        } else if (e.type == Entry::Type::Link) {
            archive_entry_set_filetype(entry, AE_IFLNK);
            archive_entry_set_symlink(entry, e.bytes.c_str());
        } else {
            archive_entry_set_filetype(entry, AE_IFREG);
            archive_entry_set_size(entry, static_cast<la_int64_t>(e.bytes.size()));
        }
        ASSERT_EQ(archive_write_header(a, entry), ARCHIVE_OK) << archive_error_string(a);
        if (e.type == Entry::Type::File && !e.bytes.empty())
            archive_write_data(a, e.bytes.data(), e.bytes.size());
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
}

std::string readWhole(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// The regions pack's files, under `top/` in the archive.
std::vector<Entry> regionsEntries(const std::string& top)
{
    const fs::path root = fs::path(STEPBOARD_RESOURCES_DIR) / "packs" / "regions";
    std::vector<Entry> entries;
    for (const fs::directory_entry& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file())
            entries.push_back({top + fs::relative(e.path(), root).string(), readWhole(e.path())});
    return entries;
}

class PackArchive : public testing::Test {
protected:
    void SetUp() override
    {
        char name[] = "/tmp/stepboard-archive-XXXXXX";
        ASSERT_NE(mkdtemp(name), nullptr);
        dir = name;
        fs::create_directories(under());
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path under() const { return dir / "unpacked"; }
    /// What is in the folder archives are unpacked in, by name.
    std::vector<std::string> unpackedNames() const
    {
        std::vector<std::string> names;
        for (const fs::directory_entry& e : fs::directory_iterator(under()))
            names.push_back(e.path().filename().string());
        return names;
    }
    fs::path dir;
};

} // namespace

TEST_F(PackArchive, AZippedPackOpensFromItsOneFolderAndIsUnpackedOnce)
{
    const fs::path zip = dir / "regions.zip";
    makeArchive(zip, regionsEntries("regions/"));
    ASSERT_TRUE(isArchive(zip));
    const Unpacked first = unpack(zip, under());
    ASSERT_FALSE(first.refused) << describe(*first.refused);
    ASSERT_TRUE(first.folder);
    EXPECT_EQ(first.folder->filename(), "regions");
    EXPECT_TRUE(first.skipped.empty());
    const Pack read = sb::pack::read(*first.folder);
    EXPECT_FALSE(read.broken());
    EXPECT_EQ(read.solutions.size(), 7u);
    EXPECT_EQ(read.tests().size(), 18u);
    // Again: the folder made the first time, nothing unpacked beside it.
    const Unpacked again = unpack(zip, under());
    EXPECT_EQ(again.folder, first.folder);
    EXPECT_EQ(unpackedNames().size(), 1u);

    // A tar.gz of the pack's files with no folder of their own opens from the folder unpacked into.
    const fs::path tar = dir / "flat.tar";
    makeArchive(tar, regionsEntries(""), true);
    const Unpacked flat = unpack(tar, under());
    ASSERT_TRUE(flat.folder);
    EXPECT_TRUE(fs::exists(*flat.folder / "problem.yaml"));
    EXPECT_EQ(flat.folder->parent_path(), under());
}

TEST_F(PackArchive, APathThatClimbsOutRefusesTheArchiveAndNothingIsWrittenOutside)
{
    for (const std::string evil : {"../evil.txt", "regions/../../evil.txt", "/tmp/stepboard-evil.txt"}) {
        const fs::path zip = dir / "evil.zip";
        fs::remove(zip);
        std::vector<Entry> entries = regionsEntries("regions/");
        entries.insert(entries.begin() + 3, {evil, "gotcha"});
        makeArchive(zip, entries);
        const Unpacked u = unpack(zip, under());
        ASSERT_TRUE(u.refused) << evil;
        EXPECT_EQ(u.refused->kind, ArchiveProblem::Kind::ClimbsOut) << describe(*u.refused);
        EXPECT_EQ(u.refused->entry, evil);
        EXPECT_FALSE(u.folder);
        EXPECT_TRUE(unpackedNames().empty()) << "the half unpacked is taken away";
        EXPECT_FALSE(fs::exists(dir / "evil.txt"));
        EXPECT_FALSE(fs::exists("/tmp/stepboard-evil.txt"));
    }
}

TEST_F(PackArchive, LinksAreLeftOutAndSaid)
{
    const fs::path zip = dir / "links.zip";
    std::vector<Entry> entries = regionsEntries("regions/");
    entries.push_back({"regions/data/secret/passwd.in", "/etc/passwd", Entry::Type::Link});
    makeArchive(zip, entries, true);
    const Unpacked u = unpack(zip, under());
    ASSERT_FALSE(u.refused) << describe(*u.refused);
    ASSERT_EQ(u.skipped.size(), 1u);
    EXPECT_EQ(u.skipped[0].kind, ArchiveProblem::Kind::Link);
    EXPECT_EQ(u.skipped[0].entry, "regions/data/secret/passwd.in");
    EXPECT_FALSE(fs::exists(*u.folder / "data/secret/passwd.in"));
    EXPECT_FALSE(fs::is_symlink(*u.folder / "data/secret/passwd.in"));
}

TEST_F(PackArchive, TooMuchUnpackedOrTooManyFilesIsRefusedWhole)
{
    // A bomb: a megabyte of zeros squeezed small, past a file's limit; then past the whole's.
    const fs::path zip = dir / "bomb.zip";
    makeArchive(zip, {{"a.in", std::string(1 << 20, '\0')}, {"b.in", std::string(1 << 20, '\0')}});
    EXPECT_LT(fs::file_size(zip), 20000u);
    ArchiveLimits small;
    small.fileBytes = 512 << 10;
    Unpacked u = unpack(zip, under(), small);
    ASSERT_TRUE(u.refused);
    EXPECT_EQ(u.refused->kind, ArchiveProblem::Kind::FileTooLarge);
    EXPECT_EQ(u.refused->entry, "a.in");
    small = {};
    small.bytes = 3 << 19; // one and a half megabytes
    u = unpack(zip, under(), small);
    ASSERT_TRUE(u.refused);
    EXPECT_EQ(u.refused->kind, ArchiveProblem::Kind::TooLarge);
    EXPECT_EQ(describe(*u.refused), "the archive unpacks to more than 1 MB");
    small = {};
    small.files = 1;
    u = unpack(zip, under(), small);
    ASSERT_TRUE(u.refused);
    EXPECT_EQ(u.refused->kind, ArchiveProblem::Kind::TooManyFiles);
    EXPECT_TRUE(unpackedNames().empty());
    // Within the limits it unpacks.
    u = unpack(zip, under());
    EXPECT_FALSE(u.refused);
    EXPECT_EQ(fs::file_size(*u.folder / "b.in"), 1u << 20);
}

TEST_F(PackArchive, AFileThatIsNoArchiveIsSaidToBeNone)
{
    const fs::path fake = dir / "notes.zip";
    std::ofstream(fake) << "these are my notes, not a zip\n";
    const Unpacked u = unpack(fake, under());
    ASSERT_TRUE(u.refused);
    EXPECT_EQ(u.refused->kind, ArchiveProblem::Kind::NotAnArchive);
    EXPECT_TRUE(unpackedNames().empty());
    // findPack says why, for the command line.
    std::string why;
    EXPECT_FALSE(findPack(fake.string(), &why));
    EXPECT_EQ(why.rfind("not a .zip or .tar archive", 0), 0u) << why;
}
