// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ownprogram.h"
#include "trace.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace sb::program {

/// Recorded runs kept on disk, so that a run recorded once (a pack's solution on an input, opened again,
/// switched back to, reopened from a lesson) is read back at once instead of recorded again. A run is
/// found by what makes it: the program's text and language, the input, the line limit, and the recorder
/// itself (its scripts, its runtime, the helper that reads its records), so a new StepBoard records
/// again. The folder is kept under a size: past it, the runs used longest ago go first.
class RunCache {
public:
    /// $XDG_CACHE_HOME/stepboard/runs, else ~/.cache/stepboard/runs; empty without a home.
    static std::filesystem::path defaultFolder();

    RunCache(std::filesystem::path folder, std::uint64_t limitBytes = 512ull << 20);

    /// The run's name in the cache: 32 hexadecimal digits.
    static std::string keyOf(std::string_view source, Language language, std::string_view input,
                             std::uint64_t stepLimit);

    /// The run kept under `key`, read back as it was recorded; nothing when none is kept (or it cannot be
    /// read). A run found counts as used now.
    std::optional<Trace> find(const std::string& key) const;

    /// Keeps `trace`, made from `record` (the recorder's text, TraceOptions::record), under `key`, then
    /// removes the runs used longest ago until the folder is under its size. A run that failed or was
    /// stopped by the user is not kept: it says nothing of the program. False when it could not be written.
    bool store(const std::string& key, const Trace& trace, std::string_view record) const;

    /// The bytes the folder's runs take.
    std::uint64_t bytes() const;
    const std::filesystem::path& folder() const { return m_folder; }

private:
    void trim() const;

    std::filesystem::path m_folder;
    std::uint64_t m_limit;
};

/// Program::trace through `cache`: the run kept there when there is one, else recorded and kept. A null
/// cache records every time.
Trace traceCached(const Program& program, const std::string& input, const TraceOptions& options, const RunCache* cache);

} // namespace sb::program
