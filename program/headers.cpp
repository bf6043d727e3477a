// SPDX-License-Identifier: GPL-3.0-or-later
#include "headers.h"

#include "sandbox.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sstream>
#include <thread>

namespace sb::program {

namespace fs = std::filesystem;

namespace {

constexpr const char* kCompiler = "/usr/bin/g++";
constexpr const char* kHeader = "bits/stdc++.h";
constexpr const char* kPrecompiled = "bits/stdc++.h.gch";
/// The headers the precompiled one was built from, as g++ -MD lists them.
constexpr const char* kDependencies = "headers.d";
constexpr const char* kPartial = kPartialFolder;

std::mutex g_mutex;
fs::path g_root;

/// The folder of the header for stepping a program (built with -O0 -g) is the compiler's name and this.
constexpr const char* kStepping = "-stepping";

std::string folderName(const std::string& compiler, HeaderUse use)
{
    return use == HeaderUse::Contest ? compiler : compiler + kStepping;
}

/// The absolute paths a make-style dependency file lists.
std::vector<fs::path> dependencies(const fs::path& file)
{
    std::ifstream in(file);
    std::vector<fs::path> out;
    std::string word;
    while (in >> word)
        if (word.front() == '/' && word.back() != ':')
            out.emplace_back(word);
    return out;
}

/// Whether `folder` holds a header built after the compiler and after every header it was built from.
bool fresh(const fs::path& folder)
{
    std::error_code ec;
    const auto built = fs::last_write_time(folder / kPrecompiled, ec);
    if (ec)
        return false;
    const std::vector<fs::path> read = dependencies(folder / kDependencies);
    if (read.empty())
        return false;
    const auto compiler = fs::last_write_time(fs::canonical(kCompiler, ec), ec);
    if (ec || compiler > built)
        return false;
    for (const fs::path& header : read) {
        const auto changed = fs::last_write_time(header, ec);
        if (ec || changed > built)
            return false;
    }
    return true;
}

/// Removes what `root` keeps for other compilers, and folders left half made over an hour ago.
void removeOthers(const fs::path& root, const std::string& compiler)
{
    std::error_code ec;
    const auto hourAgo = fs::file_time_type::clock::now() - std::chrono::hours(1);
    for (const fs::directory_entry& entry : fs::directory_iterator(root, ec)) {
        const std::string name = entry.path().filename().string();
        if (name == folderName(compiler, HeaderUse::Contest) || name == folderName(compiler, HeaderUse::Stepping) ||
            name.starts_with(runtimeFolderPrefix(compiler)))
            continue;
        if (name.find(kPartial) != std::string::npos && entry.last_write_time(ec) > hourAgo)
            continue; // another process may be putting it in place
        fs::remove_all(entry.path(), ec);
    }
}

struct Builder {
    std::mutex mutex;
    std::thread thread;
    bool running = false;
    bool failed = false; ///< a build failed: not tried again until the process ends
    ~Builder()
    {
        if (thread.joinable())
            thread.join();
    }
};

Builder& builder()
{
    static Builder b;
    return b;
}

} // namespace

std::string compilerName()
{
    std::error_code ec;
    const fs::path real = fs::canonical(kCompiler, ec);
    return ec ? std::string() : real.filename().string();
}

std::string runtimeFolderPrefix(const std::string& compiler)
{
    return compiler + "-probe-";
}

fs::path defaultHeaderCache()
{
    // Run as root, programs run as nobody, who cannot read root's home.
    if (::geteuid() == 0)
        return "/var/cache/stepboard/headers";
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && cache[0] == '/')
        return fs::path(cache) / "stepboard" / "headers";
    if (const char* home = std::getenv("HOME"); home && home[0] == '/')
        return fs::path(home) / ".cache" / "stepboard" / "headers";
    return {};
}

void setHeaderCache(fs::path root)
{
    const std::lock_guard lock(g_mutex);
    g_root = std::move(root);
}

fs::path headerCache()
{
    const std::lock_guard lock(g_mutex);
    return g_root;
}

bool includesAllHeaders(std::string_view source)
{
    return source.find(kHeader) != std::string_view::npos;
}

std::vector<std::string> headerFlags(HeaderUse use)
{
    return use == HeaderUse::Contest ? box::contestFlags() : std::vector<std::string>{"-std=gnu++17", "-O0", "-g"};
}

fs::path readyHeaders(HeaderUse use)
{
    const fs::path root = headerCache();
    const std::string name = compilerName();
    if (root.empty() || name.empty())
        return {};
    const fs::path folder = root / folderName(name, use);
    return fresh(folder) ? folder : fs::path();
}

void prepareHeaders()
{
    Builder& b = builder();
    const std::lock_guard lock(b.mutex);
    if (b.running || b.failed || headerCache().empty() ||
        (!readyHeaders(HeaderUse::Contest).empty() && !readyHeaders(HeaderUse::Stepping).empty()))
        return;
    if (b.thread.joinable())
        b.thread.join();
    b.running = true;
    b.thread = std::thread([&b, root = headerCache()] {
        const bool built = buildHeaders(root);
        const std::lock_guard done(b.mutex);
        b.running = false;
        b.failed = !built;
    });
}

void waitForHeaders()
{
    Builder& b = builder();
    std::thread running;
    {
        const std::lock_guard lock(b.mutex);
        running = std::move(b.thread);
    }
    if (running.joinable())
        running.join();
}

namespace {

/// Builds the header for `use` with the compiler `name` in `root`, in the sandbox.
bool buildHeader(const fs::path& root, const std::string& name, HeaderUse use, std::string* why)
{
    const auto fail = [why](std::string reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    std::error_code ec;
    const box::WorkFolder work;
    {
        std::ofstream out(work.path() / "all.h");
        out << "#include <" << kHeader << ">\n";
        if (!out)
            return fail("no working folder could be made");
    }
    box::RunSpec spec;
    spec.argv = {kCompiler};
    for (std::string& flag : headerFlags(use))
        spec.argv.push_back(std::move(flag));
    spec.argv.insert(spec.argv.end(),
                     {"-x", "c++-header", "all.h", "-o", "all.h.gch", "-MD", "-MF", kDependencies});
    spec.work = work.path();
    spec.limits = box::compilerLimits();
    const box::RunResult r = box::run(spec);
    if (!r.ok())
        return fail(r.outcome == box::Outcome::NotStarted ? r.error : "g++ did not build it: " + r.err);

    // Copied beside its place, then renamed into it: a build never sees half a header.
    static std::atomic<int> counter{0};
    const fs::path partial = root / (name + kPartial + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    fs::create_directories(partial / "bits", ec);
    if (!ec)
        fs::copy_file(work.path() / "all.h.gch", partial / kPrecompiled, ec);
    if (!ec)
        fs::copy_file(work.path() / kDependencies, partial / kDependencies, ec);
    if (ec) {
        fs::remove_all(partial, ec);
        return fail("the cache folder " + root.string() + " cannot be written");
    }
    const fs::path folder = root / folderName(name, use);
    if (!fresh(folder)) {
        fs::remove_all(folder, ec);
        fs::rename(partial, folder, ec);
    }
    fs::remove_all(partial, ec); // another process put its own in place first
    return fresh(folder) || fail("the header was built but is older than the compiler or its headers");
}

} // namespace

bool buildHeaders(const fs::path& root, std::string* why)
{
    const std::string name = compilerName();
    if (name.empty()) {
        if (why)
            *why = "there is no g++";
        return false;
    }
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec || ::access(root.c_str(), W_OK) != 0) {
        if (why)
            *why = "the cache folder " + root.string() + " cannot be written";
        return false;
    }
    for (const HeaderUse use : {HeaderUse::Contest, HeaderUse::Stepping})
        if (!fresh(root / folderName(name, use)) && !buildHeader(root, name, use, why))
            return false;
    removeOthers(root, name);
    return true;
}

} // namespace sb::program
