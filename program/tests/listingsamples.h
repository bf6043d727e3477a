// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

/// The listings of the program tests, each with the first sample of its problem (STEPBOARD_RESOURCES_DIR).
namespace sb::program::listed {

struct Listing {
    std::filesystem::path file;
    std::filesystem::path sample;
};

/// A listing as a test's parameter is printed: its problem's folder and its file ("caro/scan-board.cpp").
inline void PrintTo(const Listing& l, std::ostream* out)
{
    *out << l.file.parent_path().filename().string() << "/" << l.file.filename().string();
}

/// Every listing whose file ends in `extension` (but a problem's start), with its problem's first sample,
/// by file.
inline std::vector<Listing> listingsWithSample(const std::string& extension)
{
    std::vector<Listing> out;
    const std::filesystem::path root = std::filesystem::path(STEPBOARD_RESOURCES_DIR);
    for (const std::filesystem::directory_entry& problem : std::filesystem::directory_iterator(root / "listings")) {
        // The samples among the resources; a problem of the tests' own keeps them beside its listings.
        std::filesystem::path folder = root / "samples" / problem.path().filename();
        if (!std::filesystem::is_directory(folder))
            folder = problem.path() / "samples";
        std::vector<std::filesystem::path> samples;
        for (const std::filesystem::directory_entry& s : std::filesystem::directory_iterator(folder))
            samples.push_back(s.path());
        std::sort(samples.begin(), samples.end());
        for (const std::filesystem::directory_entry& f : std::filesystem::directory_iterator(problem.path()))
            if (f.path().extension() == extension && f.path().stem() != "start" && !samples.empty())
                out.push_back({f.path(), samples.front()});
    }
    std::sort(out.begin(), out.end(), [](const Listing& a, const Listing& b) { return a.file < b.file; });
    return out;
}

} // namespace sb::program::listed
