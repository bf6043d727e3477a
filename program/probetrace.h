// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox.h"

#include <cstdint>
#include <filesystem>
#include <string>

/// A student's C++ program recorded with no debugger: built from its own `-O0 -g` assembly with a probe
/// where each line starts (recorder/probes.h), run at its own pace, its record read back as the debugger
/// recorder writes its own. Every step runs in the sandbox: the compiler, stepboard-probe (which reads
/// what the program and its compiler wrote: its assembly, its debug information, its record) and the
/// program.
namespace sb::program::probed {

/// What the program's run is given: where it writes its record, and its plan.
inline constexpr const char* kRecord = "record.bin";
inline constexpr const char* kPlan = "plan";
/// The most bytes its record may take (sparse: only what is written costs anything).
inline constexpr std::uint64_t kRecordBytes = 256ull << 20;

/// Builds `fileName` in `work` as `debug`, with probes and the runtime, and writes its plan (kPlan).
/// Empty, or why it could not: the compiler's words, or the sandbox's.
std::string build(const std::filesystem::path& work, const std::string& fileName);

/// The probes' runtime, its entry and the unbuffered output, built once for the machine's compiler and
/// these sources into `root` (the precompiled header's cache), in the sandbox; found there the next
/// time, by any process. Older ones kept there are removed. Their folder, or empty with `why`.
std::filesystem::path runtimeObjects(const std::filesystem::path& root, std::string* why = nullptr);

/// Starts making them ready in the background (found in the cache, or built there), once a process and
/// cache (setHeaderCache()), so that the first Step through does not wait for them; nothing without a
/// cache. Returns at once.
void prepare();
/// Waits for what prepare() started; where none was, none starts after it for the cache set now.
void waitForPrepared();

/// The run of the built program: its argv (stdin and stdout files: the runtime reads where they stand)
/// and its environment besides SB_LIMIT, SB_PROGRESS and SB_OUTPUT_CAP.
void prepareRun(box::RunSpec& spec, const std::string& input, const std::string& output,
                std::uint64_t recordBytes = 0);

/// After the run `run`: its record as text in `record` (what Trace::read reads), ended by how the
/// program ended when the runtime did not stop it; nothing where the sandbox stopped it (out of time,
/// cancelled), as a debugger's record says nothing then. False, with `error`, when it cannot be read.
bool readRecord(const std::filesystem::path& work, const std::string& fileName, const box::RunResult& run,
                std::uint64_t outputCap, std::string& record, std::string& error);

} // namespace sb::program::probed
