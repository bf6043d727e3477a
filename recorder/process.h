// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace sb::rec {

struct ProcessResult {
    int exitCode = -1;    ///< the exit status, or -1 when killed by a signal
    int signal = 0;       ///< the signal that ended it, 0 if none
    bool timedOut = false;
    std::string error;    ///< set when the program could not be started
};

/// Runs `argv` with stdin, stdout and stderr on the given files (empty: /dev/null) and the extra
/// environment `env`, and waits at most `seconds` before killing its whole process group.
ProcessResult runProcess(const std::vector<std::string>& argv, const std::filesystem::path& in,
                         const std::filesystem::path& out, const std::filesystem::path& err,
                         const std::map<std::string, std::string>& env, double seconds);

/// The whole of a file's bytes; empty when it cannot be read.
std::string readWhole(const std::filesystem::path& path);

/// Writes `text` as the whole of the file; false when it cannot be written.
bool writeWhole(const std::filesystem::path& path, std::string_view text);

/// A folder of its own under the system's temporary folder, removed with everything in it.
class ScratchFolder {
public:
    ScratchFolder();
    ~ScratchFolder();
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    const std::filesystem::path& path() const noexcept { return m_path; }

private:
    std::filesystem::path m_path;
};

} // namespace sb::rec
