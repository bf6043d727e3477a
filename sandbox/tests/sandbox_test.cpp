// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox against programs that misbehave: each is contained, the machine and the user's
// files are untouched. Each hostile program bounds itself (500 forks at most, say), so that a
// missing limit fails the test, not the machine.
#include "sandbox.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace sb::box;
namespace fs = std::filesystem;

namespace {

/// A working folder of the test's own, removed after it.
class Sandbox : public testing::Test {
protected:
    void SetUp() override
    {
        std::string why;
        ASSERT_TRUE(available(&why)) << why; // scripts/dev installs bubblewrap: the sandbox must run here
        char name[] = "/tmp/stepboard-box-XXXXXX";
        ASSERT_NE(::mkdtemp(name), nullptr);
        work = name;
    }
    void TearDown() override
    {
        std::error_code ignored;
        fs::remove_all(work, ignored);
    }

    /// Writes `source` as main.cpp and compiles it in the sandbox.
    void build(const std::string& source)
    {
        std::ofstream(work / "main.cpp") << source;
        const RunResult compiled = compileCpp(work);
        ASSERT_TRUE(compiled.ok()) << compiled.err << compiled.error;
    }

    RunResult runBuilt(const std::string& input = {}, Limits limits = {})
    {
        RunSpec spec;
        spec.argv = {"./main"};
        spec.input = input;
        spec.work = work;
        spec.limits = limits;
        return run(spec);
    }

    fs::path work;
};

TEST_F(Sandbox, APlainProgramReadsItsInputAndWritesItsAnswer)
{
    build("#include <cstdio>\nint main() { long a, b; std::scanf(\"%ld %ld\", &a, &b); std::printf(\"%ld\\n\", a + b); }\n");
    const RunResult r = runBuilt("2 3\n");
    EXPECT_TRUE(r.ok()) << r.err;
    EXPECT_EQ(r.out, "5\n");
    EXPECT_LT(r.cpuSeconds, 0.5);
    EXPECT_GT(r.peakMemoryBytes, 0u);
}

TEST_F(Sandbox, ItsMemoryIsItsOwnNotTheApps)
{
    // The app holds 200 MB; the program, touching 100 MB, is measured at its own size.
    std::vector<char> app(200u << 20, 1);
    build("#include <cstdio>\n#include <vector>\n"
          "int main() { std::vector<char> v(100u << 20, 1); std::printf(\"%d\\n\", (int)v[12345]); }\n");
    const RunResult r = runBuilt();
    EXPECT_TRUE(r.ok()) << r.err;
    EXPECT_GE(r.peakMemoryBytes, 100u << 20);
    EXPECT_LT(r.peakMemoryBytes, 150u << 20) << "the app's own memory was counted";
    build("int main() {}\n");
    EXPECT_LT(runBuilt().peakMemoryBytes, 20u << 20);
    EXPECT_EQ(app[4567], 1);
}

TEST_F(Sandbox, PythonRunsThere)
{
    std::ofstream(work / "main.py") << "a, b = map(int, input().split())\nprint(a + b)\n";
    RunSpec spec;
    spec.argv = {"/usr/bin/python3", "main.py"};
    spec.input = "40 2\n";
    spec.work = work;
    const RunResult r = run(spec);
    EXPECT_TRUE(r.ok()) << r.err << r.error << " outcome " << static_cast<int>(r.outcome) << " exit " << r.exitCode << " signal " << r.signal;
    EXPECT_EQ(r.out, "42\n");
}

TEST_F(Sandbox, AnEndlessLoopIsATimeLimit)
{
    build("int main() { volatile unsigned long x = 0; for (;;) ++x; }\n");
    Limits limits;
    limits.cpuSeconds = 1;
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = runBuilt({}, limits);
    EXPECT_EQ(r.outcome, Outcome::TimeLimit);
    // Stopped at the limit: the kernel counts the CPU time it stops it at by its own clock, which the
    // usage reported after may trail by some ticks on a machine that is busy.
    EXPECT_GE(r.cpuSeconds, 0.75);
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 4.5);
}

TEST_F(Sandbox, AProgramThatWaitsForeverIsKilledAtTheWallClock)
{
    build("#include <unistd.h>\nint main() { sleep(100); }\n");
    Limits limits;
    limits.cpuSeconds = 1;
    limits.wallSeconds = 1.5;
    const RunResult r = runBuilt({}, limits);
    EXPECT_EQ(r.outcome, Outcome::WallLimit);
    EXPECT_LT(r.wallSeconds, 3.0);
}

TEST_F(Sandbox, EndlessOutputIsCutAndTheProgramKilled)
{
    build("#include <cstdio>\nint main() { for (;;) std::fputs(\"spam spam spam spam\\n\", stdout); }\n");
    Limits limits;
    limits.outputBytes = 1 << 20;
    const RunResult r = runBuilt({}, limits);
    EXPECT_EQ(r.outcome, Outcome::OutputLimit);
    EXPECT_LE(r.out.size() + r.err.size(), limits.outputBytes);
    EXPECT_GT(r.out.size(), 0u);
}

TEST_F(Sandbox, TenGigabytesAreRefused)
{
    build("#include <cstdlib>\n#include <cstring>\n"
          "int main() { const unsigned long n = 10ul << 30; char* p = (char*)std::malloc(n);\n"
          "  if (!p) return 3; std::memset(p, 1, n); return p[n - 1] == 1 ? 0 : 4; }\n");
    const RunResult r = runBuilt();
    EXPECT_EQ(r.outcome, Outcome::Exited);
    EXPECT_EQ(r.exitCode, 3); // the allocation fails at once: the address space is 256 MB
    EXPECT_LT(r.peakMemoryBytes, Limits{}.memoryBytes);
}

TEST_F(Sandbox, ADeepRecursionCrashesOnlyItself)
{
    build("int f(int n) { volatile char pad[256]; pad[0] = (char)n; return f(n + 1) + pad[0]; }\n"
          "int main() { return f(0); }\n");
    const RunResult r = runBuilt();
    EXPECT_EQ(r.outcome, Outcome::Signaled);
    EXPECT_EQ(r.signal, SIGSEGV) << signalName(r.signal);
}

TEST_F(Sandbox, AForkBombGetsNoMoreThanItsProcesses)
{
    // At most 500 forks: without a limit the test fails, the machine does not.
    build("#include <cstdio>\n#include <unistd.h>\n"
          "int main() { int made = 0; for (int i = 0; i < 500; ++i) { pid_t p = fork();\n"
          "  if (p == 0) { sleep(2); _exit(0); } if (p > 0) ++made; }\n"
          "  std::printf(\"%d\\n\", made); std::fflush(stdout); return 0; }\n");
    Limits limits;
    limits.processes = 16;
    limits.wallSeconds = 10;
    const RunResult r = runBuilt({}, limits);
    ASSERT_EQ(r.outcome, Outcome::Exited) << r.err;
    const int made = std::atoi(r.out.c_str());
    EXPECT_GT(made, 0);
    EXPECT_LT(made, limits.processes) << "forks made: " << made;
}

TEST_F(Sandbox, FilesOutsideItsFolderAreOutOfSight)
{
    // A secret beside the sandbox's folder, where the user's files and the app's settings are.
    char name[] = "/tmp/stepboard-secret-XXXXXX";
    ASSERT_NE(::mkdtemp(name), nullptr);
    const fs::path secret = fs::path(name) / "secret.txt";
    std::ofstream(secret) << "the key";
    const char* home = std::getenv("HOME");
    build("#include <cstdio>\n#include <string>\n#include <iostream>\n"
          "int main() { std::string path; while (std::cin >> path) {\n"
          "  FILE* f = std::fopen(path.c_str(), \"r\"); char c[16] = {0};\n"
          "  std::printf(\"%s %s\\n\", path.c_str(), f && std::fread(c, 1, 7, f) > 0 ? c : \"-\"); } }\n");
    const RunResult r = runBuilt(secret.string() + "\n" + (home ? std::string(home) + "/.ssh/id_rsa" : "/root/.ssh/id_rsa") +
                                 "\n/root/.config/StepBoard/StepBoard.conf\n/etc/shadow\n/etc/passwd\n");
    EXPECT_TRUE(r.ok()) << r.err;
    EXPECT_EQ(r.out.find("the key"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(secret.string() + " -"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("/etc/shadow -"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("/etc/passwd -"), std::string::npos) << r.out; // no /etc but what programs need
    fs::remove_all(name);
}

TEST_F(Sandbox, WritingOutsideItsFolderChangesNothing)
{
    const std::string escape = "/tmp/stepboard-escape-" + std::to_string(::getpid());
    build("#include <cstdio>\n#include <string>\n#include <iostream>\n"
          "int main() { std::string path; while (std::cin >> path) {\n"
          "  FILE* f = std::fopen(path.c_str(), \"w\"); bool ok = f && std::fputs(\"x\", f) >= 0 && std::fclose(f) == 0;\n"
          "  std::printf(\"%s %s\\n\", path.c_str(), ok ? \"written\" : \"refused\"); } }\n");
    const RunResult r = runBuilt(escape + "\n/usr/escape\n/escape\n/work/mine.txt\n");
    EXPECT_TRUE(r.ok()) << r.err;
    EXPECT_NE(r.out.find("/usr/escape refused"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("/work/mine.txt written"), std::string::npos) << r.out;
    // Its /tmp is its own: nothing reaches the machine's.
    EXPECT_FALSE(fs::exists(escape));
    EXPECT_FALSE(fs::exists("/usr/escape"));
    EXPECT_FALSE(fs::exists("/escape"));
    EXPECT_TRUE(fs::exists(work / "mine.txt"));
}

TEST_F(Sandbox, ItHasNoNetwork)
{
    // A server of the test's own on the loopback: the program must not reach it.
    const int server = ::socket(AF_INET, SOCK_STREAM, 0);
    ASSERT_GE(server, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(server, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(server, 4), 0);
    socklen_t length = sizeof address;
    ::getsockname(server, reinterpret_cast<sockaddr*>(&address), &length);
    build("#include <cstdio>\n#include <arpa/inet.h>\n#include <netinet/in.h>\n#include <sys/socket.h>\n"
          "int main() { int port; std::scanf(\"%d\", &port); int s = socket(AF_INET, SOCK_STREAM, 0);\n"
          "  sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(port); a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);\n"
          "  std::puts(s >= 0 && connect(s, (sockaddr*)&a, sizeof a) == 0 ? \"connected\" : \"no network\"); }\n");
    const RunResult r = runBuilt(std::to_string(ntohs(address.sin_port)) + "\n");
    EXPECT_TRUE(r.ok()) << r.err;
    EXPECT_EQ(r.out, "no network\n");
    pollfd waiting{server, POLLIN, 0};
    EXPECT_EQ(::poll(&waiting, 1, 0), 0) << "a connection reached the test's server";
    ::close(server);
}

TEST_F(Sandbox, ShuttingDownOrKillingEveryoneReachesNothingOutside)
{
    // A process of the test's own, that the program will try to kill.
    const pid_t bystander = ::fork();
    ASSERT_GE(bystander, 0);
    if (bystander == 0) {
        ::sleep(30);
        ::_exit(0);
    }
    build("#include <cstdio>\n#include <csignal>\n#include <cstdlib>\n#include <unistd.h>\n#include <sys/reboot.h>\n"
          "int main() { int pid; std::scanf(\"%d\", &pid);\n"
          "  std::printf(\"reboot %d\\n\", reboot(RB_POWER_OFF)); std::printf(\"kill %d\\n\", kill(pid, SIGKILL));\n"
          "  std::printf(\"parent %d\\n\", kill(getppid(), SIGKILL)); std::fflush(stdout);\n"
          "  std::system(\"shutdown -h now 2>/dev/null; halt -f 2>/dev/null\"); kill(-1, SIGKILL); return 0; }\n");
    const RunResult r = runBuilt(std::to_string(bystander) + "\n");
    EXPECT_NE(r.outcome, Outcome::NotStarted) << r.error;
    EXPECT_NE(r.out.find("reboot -1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("kill -1"), std::string::npos) << r.out; // the bystander is not in its world
    // The bystander lives on.
    EXPECT_EQ(::waitpid(bystander, nullptr, WNOHANG), 0);
    ::kill(bystander, SIGKILL);
    ::waitpid(bystander, nullptr, 0);
}

TEST_F(Sandbox, ACompilerBombIsContained)
{
    std::ofstream(work / "main.cpp") << "#include </dev/zero>\nint main() {}\n";
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = compileCpp(work);
    EXPECT_FALSE(r.ok());
    EXPECT_LE(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
              compilerLimits().wallSeconds + 5);
    EXPECT_FALSE(fs::exists(work / "main"));
}

TEST_F(Sandbox, ACompileErrorSaysWhere)
{
    std::ofstream(work / "main.cpp") << "int main() {\n  int x = ;\n}\n";
    const RunResult r = compileCpp(work);
    EXPECT_EQ(r.outcome, Outcome::Exited);
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.err.find("main.cpp:2:11: error"), std::string::npos) << r.err;
}

} // namespace

TEST_F(Sandbox, WhereItCannotStartItSaysWhyAndRunsNothingUntilToldToGoWithoutIt)
{
    // A machine with no bwrap: the sandbox is asked again for it, and says why not.
    ::setenv("STEPBOARD_BWRAP", "/nonexistent/bwrap", 1);
    std::string why;
    EXPECT_FALSE(available(&why));
    EXPECT_EQ(why, "bwrap is not installed (Debian package bubblewrap)");
    {
        RunSpec spec;
        spec.argv = {"/usr/bin/true"};
        spec.work = work;
        EXPECT_EQ(run(spec).outcome, Outcome::NotStarted);
    }
    // Told to: a plain program runs in its own folder, with its input and the limits' environment.
    setRunWithoutSandbox(true);
    RunSpec spec;
    spec.argv = {"/usr/bin/sh", "-c", "read a; echo \"$a $(pwd) $HOME\"; sleep 30 & echo started"};
    spec.input = "hello\n";
    spec.work = work;
    const auto start = std::chrono::steady_clock::now();
    const RunResult r = run(spec);
    setRunWithoutSandbox(false);
    ::unsetenv("STEPBOARD_BWRAP");
    EXPECT_TRUE(r.ok()) << r.err << r.error << " outcome " << static_cast<int>(r.outcome) << " exit " << r.exitCode << " signal " << r.signal;
    EXPECT_EQ(r.out, "hello " + work.string() + " " + work.string() + "\nstarted\n");
    // What it left running in the background ended with it: the run did not wait 30 s for it.
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 10);
    EXPECT_TRUE(available(&why)) << why; // the real bwrap again
}
