// SPDX-License-Identifier: GPL-3.0-or-later
#include "packimport.h"

#include "pack.h"
#include "process.h"
#include "textencoding.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace sb::pack {

namespace {

namespace fs = std::filesystem;

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

/// Names with their numbers compared as numbers: TEST2 before TEST10.
bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei])))
                ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej])))
                ++ej;
            const std::string x = a.substr(i, ei - i), y = b.substr(j, ej - j);
            const std::string xs = x.substr(std::min(x.find_first_not_of('0'), x.size())),
                              ys = y.substr(std::min(y.find_first_not_of('0'), y.size()));
            if (xs.size() != ys.size())
                return xs.size() < ys.size();
            if (xs != ys)
                return xs < ys;
            i = ei;
            j = ej;
            continue;
        }
        const char ca = char(std::tolower(static_cast<unsigned char>(a[i]))), cb = char(std::tolower(static_cast<unsigned char>(b[j])));
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

/// A name made safe for a file of the pack: letters, digits, '-', '_' and '.', never "." or "..".
std::string safeName(const std::string& name)
{
    std::string out;
    for (const char c : name)
        out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' ? c : '_';
    if (out.empty() || out.find_first_not_of('.') == std::string::npos)
        out = "_" + out;
    return out;
}

/// A test found in the source: its name in the pack, its input and answer files.
struct FoundTest {
    std::string name;
    fs::path input;
    fs::path answer;
};

/// A subtask: its tests, and its score (with `min`: all or nothing; else each test its share).
struct FoundGroup {
    std::vector<FoundTest> tests;
    std::optional<double> score;
    bool min = false;
};

/// What a layout's reader finds, before anything is written.
struct Found {
    std::string name;
    std::optional<double> timeLimit;
    std::optional<int> memoryMiB;
    std::vector<FoundGroup> groups;
    std::vector<FoundTest> samples;
    std::vector<fs::path> statements; ///< PDFs, kept as they are
    std::vector<fs::path> solutions;  ///< the source's own correct solutions
};

/// The regular files of a folder (its links said and left out), in natural order.
std::vector<fs::path> filesOf(const fs::path& folder, const fs::path& root, std::vector<ImportNote>& notes, bool folders = false)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (entry.is_symlink(ec)) {
            notes.push_back({ImportNote::Kind::Link, entry.path().lexically_relative(root).string(), {}});
            continue;
        }
        if (folders ? entry.is_directory(ec) : entry.is_regular_file(ec))
            out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end(), [](const fs::path& a, const fs::path& b) {
        return naturalLess(a.filename().string(), b.filename().string());
    });
    return out;
}

/// A Themis test's folder: its one input (<TASK>.INP or .IN) and the answer beside it (.OUT, .ANS or .OK).
std::optional<FoundTest> themisTest(const fs::path& folder, const fs::path& root, std::vector<ImportNote>& notes,
                                    std::string* task)
{
    std::vector<ImportNote> quiet;
    std::optional<fs::path> input;
    for (const fs::path& file : filesOf(folder, root, quiet)) {
        const std::string ext = lower(file.extension().string());
        if (ext == ".inp" || ext == ".in") {
            if (input)
                return std::nullopt; // two inputs: not a test's folder
            input = file;
        }
    }
    if (!input)
        return std::nullopt;
    *task = input->stem().string();
    for (const fs::path& file : filesOf(folder, root, quiet)) {
        const std::string ext = lower(file.extension().string());
        if (lower(file.stem().string()) == lower(*task) && (ext == ".out" || ext == ".ans" || ext == ".ok"))
            return FoundTest{safeName(folder.filename().string()), *input, file};
    }
    notes.push_back({ImportNote::Kind::NoAnswer, input->lexically_relative(root).string(), {}});
    return FoundTest{safeName(folder.filename().string()), *input, {}};
}

Found readThemis(const fs::path& source, std::vector<ImportNote>& notes)
{
    Found found;
    FoundGroup all;
    std::map<std::string, int> tasks;
    for (const fs::path& folder : filesOf(source, source, notes, true)) {
        std::string task;
        if (std::optional<FoundTest> t = themisTest(folder, source, notes, &task)) {
            ++tasks[task];
            if (!t->answer.empty())
                all.tests.push_back(std::move(*t));
        }
    }
    // The task's name: the one most of the tests' files have.
    int most = 0;
    for (const auto& [task, count] : tasks)
        if (count > most) {
            most = count;
            found.name = task;
        }
    std::vector<ImportNote> said; // the links among them are said already
    for (const fs::path& file : filesOf(source, source, said))
        if (lower(file.extension().string()) == ".pdf")
            found.statements.push_back(file);
    if (!all.tests.empty()) {
        found.samples.push_back(all.tests.front());
        found.groups.push_back(std::move(all));
    }
    return found;
}

/// The numbers of CMS's public test cases: "0,2", "all", or none.
std::vector<int> publicCases(const std::string& text, int count)
{
    std::vector<int> out;
    if (lower(text) == "all") {
        for (int i = 0; i < count; ++i)
            out.push_back(i);
        return out;
    }
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (const auto digits = item.find_first_of("0123456789"); digits != std::string::npos)
            out.push_back(std::atoi(item.c_str() + digits));
    return out;
}

Found readCms(const fs::path& source, std::vector<ImportNote>& notes)
{
    Found found;
    found.name = source.filename().string();
    // The tests: input/inputN.txt with output/outputN.txt, by N.
    std::map<int, FoundTest> tests;
    for (const fs::path& file : filesOf(source / "input", source, notes)) {
        const std::string stem = file.stem().string();
        if (!stem.starts_with("input") || stem.size() == 5 || stem.find_first_not_of("0123456789", 5) != std::string::npos)
            continue;
        const int n = std::atoi(stem.c_str() + 5);
        const fs::path answer = source / "output" / ("output" + stem.substr(5) + file.extension().string());
        std::error_code ec;
        if (!fs::is_regular_file(answer, ec) || fs::is_symlink(answer, ec)) {
            notes.push_back({ImportNote::Kind::NoAnswer, file.lexically_relative(source).string(), {}});
            continue;
        }
        tests[n] = FoundTest{stem.substr(5), file, answer};
    }
    const int width = tests.empty() ? 1 : int(std::to_string(tests.rbegin()->first).size());
    for (auto& [n, t] : tests)
        t.name = std::string(std::size_t(std::max(0, width - int(t.name.size()))), '0') + t.name;
    // task.yaml: the name, the limits, the public cases, the subtasks.
    std::string scoreType, publicText;
    YAML::Node parameters;
    try {
        const YAML::Node task = YAML::LoadFile((source / "task.yaml").string());
        if (task["title"] && task["title"].IsScalar())
            found.name = task["title"].as<std::string>();
        else if (task["name"] && task["name"].IsScalar())
            found.name = task["name"].as<std::string>();
        if (task["time_limit"] && task["time_limit"].IsScalar())
            found.timeLimit = task["time_limit"].as<double>();
        if (task["memory_limit"] && task["memory_limit"].IsScalar())
            found.memoryMiB = task["memory_limit"].as<int>();
        if (task["public_testcases"])
            publicText = task["public_testcases"].IsScalar() ? task["public_testcases"].as<std::string>() : "";
        if (task["score_type"] && task["score_type"].IsScalar())
            scoreType = task["score_type"].as<std::string>();
        parameters = task["score_type_parameters"];
    } catch (const YAML::Exception& e) {
        notes.push_back({ImportNote::Kind::BadTaskYaml, "task.yaml", e.what()});
    }
    std::vector<FoundTest> ordered;
    for (const auto& [n, t] : tests)
        ordered.push_back(t);
    for (const int n : publicCases(publicText, int(tests.size())))
        if (const auto it = tests.find(n); it != tests.end())
            found.samples.push_back(it->second);
    if (found.samples.empty() && !ordered.empty())
        found.samples.push_back(ordered.front());
    // Subtasks: task.yaml's [score, how many tests] pairs, else gen/GEN's "# ST: score" lines, each
    // followed by a line a test; else the tests together, each worth Sum's parameter.
    std::vector<std::pair<double, std::size_t>> subtasks;
    const bool groupScore = scoreType.starts_with("Group");
    if (groupScore && parameters.IsSequence()) {
        for (const YAML::Node& p : parameters)
            if (p.IsSequence() && p.size() == 2 && p[1].IsScalar() && p[1].Scalar().find_first_not_of("0123456789") == std::string::npos)
                subtasks.emplace_back(p[0].as<double>(), p[1].as<std::size_t>());
    }
    if (subtasks.empty()) {
        std::ifstream gen(source / "gen" / "GEN");
        for (std::string line; std::getline(gen, line);) {
            if (const auto st = line.find("# ST:"); st != std::string::npos) {
                subtasks.emplace_back(std::atof(line.c_str() + st + 5), 0);
            } else if (const auto text = line.find_first_not_of(" \t\r"); text != std::string::npos && line[text] != '#') {
                if (!subtasks.empty())
                    ++subtasks.back().second;
            }
        }
    }
    std::size_t at = 0;
    for (std::size_t s = 0; s < subtasks.size(); ++s) {
        FoundGroup group;
        group.score = subtasks[s].first;
        group.min = true;
        for (std::size_t k = 0; k < subtasks[s].second && at < ordered.size(); ++k)
            group.tests.push_back(ordered[at++]);
        if (group.tests.empty())
            notes.push_back({ImportNote::Kind::EmptyGroup, "task.yaml", std::to_string(s + 1)});
        else
            found.groups.push_back(std::move(group));
    }
    if (found.groups.empty() && !ordered.empty()) {
        FoundGroup all;
        all.tests = ordered;
        if (scoreType == "Sum" && parameters.IsScalar())
            all.score = parameters.as<double>() * double(ordered.size());
        found.groups.push_back(std::move(all));
    } else if (at < ordered.size()) {
        // Tests after the last subtask's: their own group, worth nothing, as CMS counts them.
        FoundGroup rest;
        rest.tests.assign(ordered.begin() + std::ptrdiff_t(at), ordered.end());
        rest.score = 0;
        found.groups.push_back(std::move(rest));
    }
    for (const fs::path& folder : {source / "statement", source})
        for (const fs::path& file : filesOf(folder, source, notes))
            if (lower(file.extension().string()) == ".pdf" && found.statements.empty())
                found.statements.push_back(file);
    for (const fs::path& file : filesOf(source / "sol", source, notes)) {
        const std::string ext = lower(file.extension().string());
        if (ext == ".cpp" || ext == ".cc" || ext == ".py")
            found.solutions.push_back(file);
    }
    return found;
}

/// `bytes` into `file`, its folders made first.
bool writeBytes(const fs::path& file, const std::string& bytes)
{
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    return rec::writeWhole(file, bytes);
}

std::string yamlQuoted(const std::string& text)
{
    std::string out = "\"";
    for (const char c : text)
        out += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    return out + "\"";
}

} // namespace

std::optional<Layout> recognise(const fs::path& source)
{
    std::error_code ec;
    if (!fs::is_directory(source, ec))
        return std::nullopt;
    if (fs::is_regular_file(source / "task.yaml", ec) && fs::is_directory(source / "input", ec))
        return Layout::Cms;
    std::vector<ImportNote> quiet;
    for (const fs::path& folder : filesOf(source, source, quiet, true)) {
        std::string task;
        if (themisTest(folder, source, quiet, &task))
            return Layout::Themis;
    }
    return std::nullopt;
}

Imported importProblem(const fs::path& source, const fs::path& destination, const std::string& language,
                       const ImportLimits& limits)
{
    Imported out;
    out.layout = recognise(source);
    if (!out.layout) {
        out.refusal = Imported::Refusal::NotAProblem;
        out.refused = source.string() + " is no problem in a layout StepBoard knows: Themis's folders of tests, or CMS's "
                                        "task.yaml with input/ and output/";
        return out;
    }
    std::error_code ec;
    if (fs::exists(destination, ec) && !(fs::is_directory(destination, ec) && fs::is_empty(destination, ec))) {
        out.refusal = Imported::Refusal::NotEmpty;
        out.refused = destination.string() + " is there already and is not an empty folder";
        return out;
    }
    Found found = *out.layout == Layout::Cms ? readCms(source, out.notes) : readThemis(source, out.notes);
    std::size_t count = 0;
    for (const FoundGroup& g : found.groups)
        count += g.tests.size();
    if (count == 0) {
        out.refusal = Imported::Refusal::NoTests;
        out.refused = source.string() + " holds no test with its answer";
        return out;
    }
    // What will be read, before anything is: within the limits, or nothing.
    std::uint64_t bytes = 0, files = 0;
    const auto measure = [&](const fs::path& file) {
        bytes += fs::file_size(file, ec);
        ++files;
    };
    for (const FoundGroup& g : found.groups)
        for (const FoundTest& t : g.tests) {
            measure(t.input);
            measure(t.answer);
        }
    for (const auto* list : {&found.statements, &found.solutions})
        for (const fs::path& file : *list)
            measure(file);
    if (bytes > limits.bytes || files > limits.files) {
        out.refusal = Imported::Refusal::TooLarge;
        out.refused = source.string() + " holds more than an import reads: " + std::to_string(limits.bytes >> 20) +
                      " MB in " + std::to_string(limits.files) + " files";
        return out;
    }
    // Each text read in the encoding it was written in, and written in UTF-8. A package's files were written
    // on one machine: its encoding is guessed from all of them that are not UTF-8 together (a short answer
    // alone says too little), up to a few megabytes.
    std::string foreign;
    const auto gather = [&](const fs::path& file) {
        if (foreign.size() < (4u << 20))
            if (std::string bytes = rec::readWhole(file); !isUtf8(bytes))
                foreign += bytes.substr(0, (4u << 20) - foreign.size());
    };
    for (const FoundGroup& g : found.groups)
        for (const FoundTest& t : g.tests) {
            gather(t.input);
            gather(t.answer);
        }
    for (const fs::path& file : found.solutions)
        gather(file);
    const std::string encoding = foreign.empty() ? std::string() : guessEncoding(foreign);
    const auto text = [&](const fs::path& file, std::string* utf8) {
        const Text t = readText(file, encoding);
        if (t.error) {
            const std::string name = file.lexically_relative(source).string();
            out.notes.push_back({ImportNote::Kind::NotText, name, describe(*t.error, name)});
            return false;
        }
        *utf8 = t.utf8;
        return true;
    };
    fs::create_directories(destination, ec);
    const auto writeTest = [&](const FoundTest& t, const fs::path& folder, std::size_t* written) {
        std::string input, answer;
        if (!text(t.input, &input) || !text(t.answer, &answer))
            return;
        writeBytes(folder / (t.name + ".in"), input);
        writeBytes(folder / (t.name + ".ans"), answer);
        ++*written;
    };
    std::vector<ImportNote> again; // a sample's file is said once, where it is a test too
    std::swap(again, out.notes);
    for (const FoundTest& t : found.samples)
        writeTest(t, destination / "data" / "sample", &out.samples);
    std::swap(again, out.notes);
    const bool grouped = found.groups.size() > 1;
    bool scoring = false;
    for (std::size_t g = 0; g < found.groups.size(); ++g) {
        const FoundGroup& group = found.groups[g];
        const fs::path folder = destination / "data" / "secret" / (grouped ? "subtask" + std::to_string(g + 1) : "");
        for (const FoundTest& t : group.tests)
            writeTest(t, folder, &out.tests);
        if (group.score) {
            scoring = true;
            std::ostringstream config;
            config << "max_score: " << *group.score << "\nscore_aggregation: " << (group.min ? "min" : "sum") << "\n";
            writeBytes(folder / "test_group.yaml", config.str());
        }
        ++out.groups;
    }
    // Themis scores each test alike: out of 100 together.
    scoring = scoring || *out.layout == Layout::Themis;
    for (const fs::path& pdf : found.statements)
        writeBytes(destination / "statement" / ("problem." + language + ".pdf"), rec::readWhole(pdf));
    std::ostringstream solutions;
    int method = 0;
    for (const fs::path& file : found.solutions) {
        std::string code;
        if (!text(file, &code))
            continue;
        const std::string name = "submissions/accepted/" + safeName(file.filename().string());
        writeBytes(destination / name, code);
        solutions << "  " << name << ": {method: " << ++method << "}\n";
    }
    if (method > 0)
        writeBytes(destination / "stepboard.yaml", "solutions:\n" + solutions.str());
    out.name = found.name.empty() ? source.filename().string() : found.name;
    std::ostringstream problem;
    problem << "problem_format_version: 2023-07\nname: " << yamlQuoted(out.name) << "\ntype: " << (scoring ? "scoring" : "pass-fail")
            << "\n";
    if (found.timeLimit || found.memoryMiB) {
        problem << "limits:\n";
        if (found.timeLimit)
            problem << "  time_limit: " << *found.timeLimit << "\n";
        if (found.memoryMiB)
            problem << "  memory: " << *found.memoryMiB << "\n";
    }
    writeBytes(destination / "problem.yaml", problem.str());
    out.folder = destination;
    return out;
}

fs::path freshPackFolder(const fs::path& source)
{
    std::string base = safeName(source.filename().empty() ? source.parent_path().filename().string() : source.filename().string());
    const fs::path under = packFolders().front();
    std::error_code ec;
    fs::path folder = under / base;
    for (int n = 2; fs::exists(folder, ec); ++n)
        folder = under / (base + "-" + std::to_string(n));
    return folder;
}

std::string layoutName(Layout layout)
{
    return layout == Layout::Cms ? "CMS" : "Themis";
}

std::string describe(const ImportNote& note)
{
    switch (note.kind) {
    case ImportNote::Kind::NoAnswer:
        return note.file + ": a test without its answer, left out";
    case ImportNote::Kind::NotText:
        return note.detail + ": left out";
    case ImportNote::Kind::Link:
        return note.file + ": a symbolic link, not followed";
    case ImportNote::Kind::EmptyGroup:
        return note.file + ": subtask " + note.detail + " has no test that is there, left out";
    case ImportNote::Kind::BadTaskYaml:
        return note.file + ": cannot be read (" + note.detail + "), what it says is not used";
    }
    return note.file;
}

} // namespace sb::pack
