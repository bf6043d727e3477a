// SPDX-License-Identifier: GPL-3.0-or-later
#include "linecount.h"

#include "probetrace.h"
#include "process.h"
#include "recorderscripts.h"

namespace sb::program {

namespace {

/// The C++ program built with probes, as Program::trace builds it.
constexpr const char* kBuilt = "debug";
/// Where the count is written: eight bytes, little-endian.
constexpr const char* kCount = "count";

} // namespace

LineCounter::LineCounter(std::string_view source, Language language, std::string fileName)
    : m_language(language), m_folder(std::make_shared<box::WorkFolder>())
{
    // The name Program gives it: the compiler's words name the file as the student does.
    m_fileName = Program::forStepping(source, language, std::move(fileName)).fileName();
    const std::filesystem::path folder = m_folder->path();
    if (folder.empty() || !rec::writeWhole(folder / m_fileName, source)) {
        m_error = "no working folder could be made";
        return;
    }
    if (language == Language::Python) {
        if (!rec::writeWhole(folder / "pyrecord.py", rec::kPyRecordScript))
            m_error = "no working folder could be made";
        return;
    }
    m_error = probed::build(folder, m_fileName);
}

LineCounter::Count LineCounter::count(const std::string& input, std::uint64_t limit, double cpuSeconds) const
{
    Count out;
    out.failed = true;
    if (!m_error.empty())
        return out;
    const box::WorkFolder work;
    const bool python = m_language == Language::Python;
    std::error_code ec;
    for (const std::string& file : python ? std::vector<std::string>{m_fileName, "pyrecord.py"}
                                          : std::vector<std::string>{kBuilt})
        if (!ec)
            std::filesystem::copy_file(m_folder->path() / file, work.path() / file, ec);
    if (ec || !rec::writeWhole(work.path() / "input.txt", input))
        return out;
    box::RunSpec spec;
    spec.work = work.path();
    spec.environment = {{"SB_LIMIT", std::to_string(limit)}};
    if (python) {
        spec.argv = {"/usr/bin/python3", "pyrecord.py", m_fileName, "record.txt", std::to_string(limit), "0"};
        spec.environment.insert(spec.environment.end(),
                                {{"SB_COUNT", kCount}, {"SB_STDIN", "input.txt"}, {"SB_STDOUT", "output.txt"}});
    } else {
        spec.argv = {"/bin/sh", "-c", std::string("exec ./") + kBuilt + " < input.txt > output.txt"};
        spec.environment.emplace_back("SB_PROBE_COUNT", kCount);
    }
    spec.limits.cpuSeconds = cpuSeconds;
    spec.limits.wallSeconds = 2 * cpuSeconds + 5;
    spec.limits.memoryBytes = 2048ull << 20;
    spec.limits.fileBytes = 64ull << 20;
    spec.limits.outputBytes = 1ull << 20;
    const box::RunResult r = box::run(spec);
    const std::string counted = rec::readWhole(work.path() / kCount);
    std::uint64_t lines = 0;
    if (counted.size() >= 8)
        for (int i = 7; i >= 0; --i)
            lines = lines << 8 | static_cast<unsigned char>(counted[static_cast<std::size_t>(i)]);
    out.cut = lines > limit;
    out.lines = out.cut ? limit : lines;
    // Past the limit the C++ runtime ends the program with SIGKILL, and Python's stops it.
    out.failed = !out.cut && (r.outcome != box::Outcome::Exited || r.exitCode != 0 || counted.size() < 8);
    return out;
}

} // namespace sb::program
