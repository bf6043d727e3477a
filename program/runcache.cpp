// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcache.h"

#include "contenthash.h"

#include "process.h"
#include "recorderscripts.h"
#include "sandbox.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace sb::program {

namespace fs = std::filesystem;

namespace {

/// Bumped when what a kept run holds, or how it is laid out, changes.
constexpr std::string_view kLayout = "stepboard-run 1";

/// The recorder as it is now: its scripts and runtime, and the helper that turns a C++ run's record
/// into text (its size and time: a new build of it is a new recorder).
const std::string& recorderIdentity()
{
    static const std::string identity = [] {
        ContentHash h;
        h.add(rec::kPyRecordScript);
        h.add(rec::kProbeEntry);
        h.add(rec::kProbeRuntime);
        std::error_code ec;
        const fs::path helper = box::findHelper("stepboard-probe", "recorder");
        if (!helper.empty()) {
            h.add(std::to_string(fs::file_size(helper, ec)));
            h.add(std::to_string(fs::last_write_time(helper, ec).time_since_epoch().count()));
        }
        return h.hex();
    }();
    return identity;
}

int endNumber(Trace::End end)
{
    return static_cast<int>(end);
}

/// Reads `length` bytes after a line "name length".
bool piece(std::istream& in, std::string_view name, std::string& out)
{
    std::string word;
    std::size_t length = 0;
    if (!(in >> word >> length) || word != name || in.get() != '\n')
        return false;
    out.resize(length);
    return static_cast<bool>(in.read(out.data(), static_cast<std::streamsize>(length)));
}

} // namespace

fs::path RunCache::defaultFolder()
{
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && cache[0] == '/')
        return fs::path(cache) / "stepboard" / "runs";
    if (const char* home = std::getenv("HOME"); home && home[0] == '/')
        return fs::path(home) / ".cache" / "stepboard" / "runs";
    return {};
}

RunCache::RunCache(fs::path folder, std::uint64_t limitBytes) : m_folder(std::move(folder)), m_limit(limitBytes) {}

std::string RunCache::keyOf(std::string_view source, Language language, std::string_view input, std::uint64_t stepLimit)
{
    ContentHash h;
    h.add(kLayout);
    h.add(recorderIdentity());
    h.add(language == Language::Python ? "python" : "c++");
    h.add(source);
    h.add(input);
    h.add(std::to_string(stepLimit));
    return h.hex();
}

std::optional<Trace> RunCache::find(const std::string& key) const
{
    if (m_folder.empty())
        return std::nullopt;
    const fs::path file = m_folder / (key + ".run");
    std::error_code ec;
    if (!fs::is_regular_file(file, ec))
        return std::nullopt;
    std::istringstream in(rec::readWhole(file));
    std::string layout, error, output, errors, record;
    int end = 0;
    if (!std::getline(in, layout) || layout != kLayout || !(in >> end) || in.get() != '\n' ||
        !piece(in, "error", error) || !piece(in, "output", output) || !piece(in, "errors", errors) ||
        !piece(in, "record", record))
        return std::nullopt;
    fs::last_write_time(file, fs::file_time_type::clock::now(), ec); // used now
    Trace trace = Trace::read(record);
    trace.output = std::move(output);
    trace.errors = std::move(errors);
    trace.setEnd(static_cast<Trace::End>(end), std::move(error));
    return trace;
}

bool RunCache::store(const std::string& key, const Trace& trace, std::string_view record) const
{
    if (m_folder.empty() || trace.end() == Trace::End::Failed || trace.end() == Trace::End::Cancelled)
        return false;
    std::error_code ec;
    fs::create_directories(m_folder, ec);
    std::string text(kLayout);
    text += "\n" + std::to_string(endNumber(trace.end())) + "\n";
    const auto add = [&text](std::string_view name, std::string_view bytes) {
        text += std::string(name) + " " + std::to_string(bytes.size()) + "\n";
        text += bytes;
    };
    add("error", trace.error());
    add("output", trace.output);
    add("errors", trace.errors);
    add("record", record);
    // Written beside its place, then renamed into it: a reader never sees half a run.
    static std::atomic<int> counter{0};
    const fs::path partial = m_folder / (key + ".part-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    if (!rec::writeWhole(partial, text)) {
        fs::remove(partial, ec);
        return false;
    }
    fs::rename(partial, m_folder / (key + ".run"), ec);
    if (ec) {
        fs::remove(partial, ec);
        return false;
    }
    trim();
    return true;
}

std::uint64_t RunCache::bytes() const
{
    std::uint64_t total = 0;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_folder, ec))
        if (entry.path().extension() == ".run")
            total += entry.file_size(ec);
    return total;
}

void RunCache::trim() const
{
    struct Kept {
        fs::path file;
        fs::file_time_type used;
        std::uint64_t size;
    };
    std::vector<Kept> kept;
    std::uint64_t total = 0;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_folder, ec)) {
        if (entry.path().extension() != ".run")
            continue;
        kept.push_back({entry.path(), entry.last_write_time(ec), entry.file_size(ec)});
        total += kept.back().size;
    }
    std::sort(kept.begin(), kept.end(), [](const Kept& x, const Kept& y) { return x.used < y.used; });
    for (const Kept& k : kept) {
        if (total <= m_limit)
            break;
        fs::remove(k.file, ec);
        total -= k.size;
    }
}

Trace traceCached(const Program& program, const std::string& input, const TraceOptions& options, const RunCache* cache)
{
    if (!cache || options.debugger)
        return program.trace(input, options);
    const std::string key = RunCache::keyOf(program.source(), program.language(), input, options.stepLimit);
    // One who asks for the recorder's own text gets it from the recorder.
    if (!options.record)
        if (std::optional<Trace> kept = cache->find(key))
            return std::move(*kept);
    std::string record;
    TraceOptions recording = options;
    recording.record = &record;
    Trace trace = program.trace(input, recording);
    cache->store(key, trace, record);
    if (options.record)
        *options.record = std::move(record);
    return trace;
}

} // namespace sb::program
