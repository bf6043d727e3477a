// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled <bits/stdc++.h>: built once, in the sandbox, the first time a program includes
// it; used by the next build (g++ says so); built again when older than the compiler; the headers
// of other compilers removed.
#include "headers.h"
#include "ownprogram.h"
#include "probetrace.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

using namespace sb::program;
namespace fs = std::filesystem;

namespace {

class Headers : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(sb::box::available(&why)) << why; // scripts/dev installs bubblewrap
        setHeaderCache(root.path() / "headers");
        // Run as root, programs run as nobody, who must reach the folder.
        fs::permissions(root.path(), fs::perms::owner_all | fs::perms::group_exec | fs::perms::others_exec);
    }
    void TearDown() override
    {
        probed::waitForPrepared(); // a build started it: it writes in the folder
        setHeaderCache({});
    }

    /// What g++ -H says of the headers it reads for `source` with the ready folder first: a
    /// precompiled header it uses is on a line that starts with "! ".
    std::string headersRead(const std::string& source, HeaderUse use = HeaderUse::Contest)
    {
        const sb::box::WorkFolder work;
        std::ofstream(work.path() / "main.cpp") << source;
        sb::box::RunSpec spec;
        spec.argv = {"/usr/bin/g++"};
        for (const std::string& flag : headerFlags(use))
            spec.argv.push_back(flag);
        spec.readOnly.push_back({readyHeaders(use), "/run/stepboard-headers"});
        spec.argv.insert(spec.argv.end(), {"-I", sb::box::seenAt(spec.readOnly.back()), "-H", "-fsyntax-only",
                                           "main.cpp"});
        spec.work = work.path();
        spec.limits = sb::box::compilerLimits();
        const sb::box::RunResult r = sb::box::run(spec);
        EXPECT_TRUE(r.ok()) << r.err << r.error;
        return r.err;
    }

    sb::box::WorkFolder root;
};

const char* const kSum = "#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n"
                         "  std::cout << a + b << \"\\n\";\n}\n";
const char* const kAll = "#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  vector<long long> v(2);\n"
                         "  cin >> v[0] >> v[1];\n  cout << accumulate(v.begin(), v.end(), 0LL) << '\\n';\n}\n";

} // namespace

TEST_F(Headers, AProgramWithoutTheContestsHeaderBuildsNothing)
{
    EXPECT_FALSE(includesAllHeaders(kSum));
    EXPECT_TRUE(includesAllHeaders(kAll));
    const Program p = Program::build(kSum, Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    waitForHeaders();
    // The probes' runtime is made beside the headers for a program stepped later: nothing else is.
    probed::waitForPrepared();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(root.path() / "headers", ec))
        EXPECT_TRUE(entry.path().filename().string().starts_with(runtimeFolderPrefix(compilerName())))
            << entry.path();
    EXPECT_TRUE(readyHeaders().empty());
    EXPECT_TRUE(readyHeaders(HeaderUse::Stepping).empty());
}

TEST_F(Headers, IncludingItBuildsItOnceTheNextBuildUsesItAndACompilerUpgradeBuildsItAgain)
{
    // What an older compiler left, and a folder another process is putting in place now.
    fs::create_directories(root.path() / "headers" / "x86_64-linux-gnu-g++-11" / "bits");
    fs::create_directories(root.path() / "headers" / "x86_64-linux-gnu-g++-12.part-1-1");
    // Not a header's: the probes' runtime for this compiler (probed::runtimeObjects), kept.
    const fs::path runtime = root.path() / "headers" / (runtimeFolderPrefix(compilerName()) + "kept");
    fs::create_directories(runtime);

    const Program first = Program::build(kAll, Language::Cpp);
    ASSERT_TRUE(first.built()) << first.compileRun().err;
    waitForHeaders();
    const fs::path ready = readyHeaders();
    ASSERT_FALSE(ready.empty());
    EXPECT_EQ(ready.parent_path(), root.path() / "headers");
    EXPECT_EQ(ready.filename(), fs::canonical("/usr/bin/g++").filename());
    EXPECT_TRUE(fs::is_regular_file(ready / "bits" / "stdc++.h.gch"));
    // And the one a program stepped line by line is built with (-O0 -g), beside it.
    const fs::path stepping = readyHeaders(HeaderUse::Stepping);
    ASSERT_FALSE(stepping.empty());
    EXPECT_EQ(stepping, root.path() / "headers" / (ready.filename().string() + "-stepping"));
    EXPECT_NE(headersRead(kAll, HeaderUse::Stepping).find("! /run/stepboard-headers/bits/stdc++.h.gch\n"),
              std::string::npos);
    EXPECT_FALSE(fs::exists(root.path() / "headers" / "x86_64-linux-gnu-g++-11"));
    EXPECT_TRUE(fs::exists(root.path() / "headers" / "x86_64-linux-gnu-g++-12.part-1-1"));
    EXPECT_TRUE(fs::exists(runtime));

    // g++ takes the precompiled header for the contests' flags, and the program built with it runs.
    EXPECT_NE(headersRead(kAll).find("! /run/stepboard-headers/bits/stdc++.h.gch\n"), std::string::npos);
    const Program second = Program::build(kAll, Language::Cpp);
    ASSERT_TRUE(second.built()) << second.compileRun().err;
    EXPECT_EQ(second.run("40 2\n", "42\n", sb::box::Limits{}).test.verdict, sb::Verdict::Accepted);
    // Something before the #include: g++ reads the header itself.
    EXPECT_EQ(headersRead(std::string("#define N 5\n") + kAll).find("! "), std::string::npos);

    // A header older than the compiler is not used, and is built again.
    const fs::path header = ready / "bits" / "stdc++.h.gch";
    fs::last_write_time(header, fs::last_write_time(fs::canonical("/usr/bin/g++")) - std::chrono::hours(1));
    EXPECT_TRUE(readyHeaders().empty());
    const Program third = Program::build(kAll, Language::Cpp);
    ASSERT_TRUE(third.built()) << third.compileRun().err;
    waitForHeaders();
    EXPECT_EQ(readyHeaders(), ready);
    EXPECT_GT(fs::last_write_time(header), fs::last_write_time(fs::canonical("/usr/bin/g++")));
}

TEST_F(Headers, AProgramSteppedWithTheHeaderIsRecordedAsWithoutIt)
{
    // The assembly and the debug information are the same either way: so is the record, byte for byte.
    const Program p = Program::build(kAll, Language::Cpp);
    ASSERT_TRUE(p.built()) << p.compileRun().err;
    waitForHeaders();
    ASSERT_FALSE(readyHeaders(HeaderUse::Stepping).empty());
    std::string with, without;
    TraceOptions options;
    options.record = &with;
    const Trace t = p.trace("40 2\n", options);
    ASSERT_EQ(t.end(), Trace::End::Finished) << t.error();
    EXPECT_EQ(t.output, "42\n");
    setHeaderCache({});
    options.record = &without;
    p.trace("40 2\n", options);
    EXPECT_FALSE(with.empty());
    EXPECT_EQ(with, without);
}

TEST_F(Headers, AFolderThatCannotBeWrittenIsSaidAndNothingIsUsed)
{
    std::ofstream(root.path() / "file") << "not a folder";
    std::string why;
    EXPECT_FALSE(buildHeaders(root.path() / "file", &why));
    EXPECT_NE(why.find("cannot be written"), std::string::npos) << why;
}

TEST_F(Headers, TheProbesRuntimeIsBuiltOnceIntoTheCacheAndFoundThereByTheNextBuild)
{
    const fs::path cache = root.path() / "headers";
    fs::create_directories(cache);
    const std::string prefix = runtimeFolderPrefix(compilerName());
    const fs::path older = cache / (prefix + "0123456789abcdef"); // an older runtime's
    fs::create_directories(older);
    std::string why;
    const fs::path folder = probed::runtimeObjects(cache, &why);
    ASSERT_FALSE(folder.empty()) << why;
    EXPECT_EQ(folder.parent_path(), cache);
    EXPECT_TRUE(folder.filename().string().starts_with(prefix)) << folder;
    for (const char* file : {"sb_probe_entry.o", "sb_probe_runtime.o", "unbuffered.o"})
        EXPECT_TRUE(fs::is_regular_file(folder / file)) << file;
    EXPECT_FALSE(fs::exists(older));
    // Found the next time, not built again.
    const auto built = fs::last_write_time(folder / "sb_probe_runtime.o");
    EXPECT_EQ(probed::runtimeObjects(cache, &why), folder);
    EXPECT_EQ(fs::last_write_time(folder / "sb_probe_runtime.o"), built);
    // A program stepped links them from there; emptied, they are built again.
    const Program program = Program::build(kSum, Language::Cpp);
    ASSERT_TRUE(program.built());
    TraceOptions options;
    const Trace once = program.trace("40 2\n", options);
    EXPECT_EQ(once.end(), Trace::End::Finished) << once.error();
    fs::remove_all(folder);
    const Trace again = program.trace("40 2\n", options);
    EXPECT_EQ(again.end(), Trace::End::Finished) << again.error();
    EXPECT_EQ(again.size(), once.size());
    EXPECT_TRUE(fs::is_regular_file(folder / "sb_probe_runtime.o"));
}
