// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace sb::test {

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeFile(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::filesystem::path resources()
{
    return STEPBOARD_RESOURCES_DIR;
}

int runCommand(const std::string& command, std::string* out)
{
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        return -1;
    std::array<char, 4096> buffer{};
    std::string text;
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        text.append(buffer.data(), n);
    const int status = pclose(pipe);
    if (out)
        *out = std::move(text);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::filesystem::path freshDir(const std::string& stem)
{
    static int counter = 0;
    const auto dir = std::filesystem::temp_directory_path() /
                     ("stepboard-" + stem + "-" + std::to_string(getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

TraceSummary runTrace(const ProblemDesc& problem, const MethodDesc& method, const std::string& input)
{
    Trace trace = method.trace(problem.parse(input));
    TraceSummary summary;
    while (trace.steps.next()) {
        ++summary.steps;
        ++summary.perAnchor[std::string(problem.anchors[trace.steps.value().anchor])];
    }
    summary.output = trace.outcome->output;
    return summary;
}

std::string randomCaro(std::mt19937& rng, int n, int k)
{
    std::vector<std::pair<int, int>> cells;
    for (int r = 1; r <= n; ++r)
        for (int c = 1; c <= n; ++c)
            cells.emplace_back(r, c);
    std::shuffle(cells.begin(), cells.end(), rng);
    std::string text = std::to_string(n) + " " + std::to_string(k) + "\n";
    for (int t = 0; t < k; ++t)
        text += std::to_string(cells[static_cast<std::size_t>(t)].first) + " " +
                std::to_string(cells[static_cast<std::size_t>(t)].second) + "\n";
    return text;
}

} // namespace sb::test
