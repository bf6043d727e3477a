// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

/// The contests' one header, <bits/stdc++.h>, precompiled: g++ spends most of a short solution's
/// build reading it (1.7 s of a plain Caro solution, 0.7 s with it precompiled). It is built once
/// for the machine's compiler, in the sandbox, into the user's cache folder (about 100 MB), the
/// first time a program includes it; a build that finds it ready puts it first on the include path,
/// and g++ uses it where it is valid (the same flags, nothing before the #include). A compiler or
/// library upgrade makes it stale: it is built again, and the older one removed.
namespace sb::program {

/// $XDG_CACHE_HOME/stepboard/headers, else ~/.cache/stepboard/headers; empty without a home. For
/// root, /var/cache/stepboard/headers (programs run as nobody then, and must reach it).
std::filesystem::path defaultHeaderCache();

/// Where the precompiled header is kept (empty: none is built or used). Set before any build.
void setHeaderCache(std::filesystem::path root);
std::filesystem::path headerCache();

/// The machine's compiler, by the name of the file /usr/bin/g++ leads to (x86_64-linux-gnu-g++-12):
/// each compiler keeps its own in the cache. Empty without g++.
std::string compilerName();
/// The start of the name of the cache's folders that hold the probes' runtime built by `compiler`
/// (probetrace.h): buildHeaders keeps them.
std::string runtimeFolderPrefix(const std::string& compiler);
/// A folder being put in place in the cache ends in this and a number.
inline constexpr const char* kPartialFolder = ".part-";

/// Whether a program's text includes the header the cache holds.
bool includesAllHeaders(std::string_view source);

/// Which builds a precompiled header serves: g++ takes one only with the flags it was built with.
enum class HeaderUse {
    Contest,  ///< the contests' flags (box::contestFlags): a program judged or run
    Stepping, ///< -std=gnu++17 -O0 -g: a C++ program recorded line by line (the same assembly, 4 times sooner)
};

/// The flags the header for `use` is built with: a build takes it only with these (and may add others,
/// such as -S or -c, that change no code).
std::vector<std::string> headerFlags(HeaderUse use);

/// The folder to put first on the include path: the cache's folder for this compiler and `use` when it
/// holds a header built after the compiler and every header it reads; empty otherwise.
std::filesystem::path readyHeaders(HeaderUse use = HeaderUse::Contest);

/// Starts building the headers in the background when one is not ready and no build is under way;
/// returns at once. The process waits for that build when it ends (at most a few seconds).
void prepareHeaders();

/// Waits for a build prepareHeaders() started.
void waitForHeaders();

/// Builds the headers for this compiler in `root` now (each use's, where it is not ready), in the
/// sandbox; false with `why` when it could not. Removes the headers of other compilers kept there.
bool buildHeaders(const std::filesystem::path& root, std::string* why = nullptr);

} // namespace sb::program
