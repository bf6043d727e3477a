// SPDX-License-Identifier: GPL-3.0-or-later
#include "clihelp.h"

#include "core/problem.h"

#include <array>
#include <string>
#include <string_view>

namespace sb::cli {

namespace {

struct Command {
    std::string_view name;
    std::string_view usage;   ///< after "stepboard-cli "
    std::string_view summary; ///< one line
    std::string_view options; ///< one option a line, already indented; may be empty
};

/// The problems' ids, as the engine lists them: "a, b or c".
std::string problemIds()
{
    const auto all = problems();
    std::string text;
    for (std::size_t i = 0; i < all.size(); ++i)
        text += std::string(i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + std::string(all[i]->id);
    return text;
}
constexpr std::string_view kFile = "  FILE                 the input; standard input when left out or -\n";
constexpr std::string_view kMethod = "  --method ID          a method or wrong solution of the problem (the reference when left out)\n";
constexpr std::string_view kCode = "  --code cpp|python    whose listing's lines are the steps (C++ when left out)\n";
constexpr std::string_view kProgram = "  --program FILE       your own program, FILE.cpp or FILE.py, run in the sandbox\n";
constexpr std::string_view kTime = "  --time-limit S       seconds a test, from 0.001 to 10 (1 when left out)\n";
constexpr std::string_view kMemory = "  --memory-limit MB    megabytes a test, from 16 to 4096 (256 when left out)\n";

std::string joined(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (const std::string_view p : parts)
        text += p;
    return text;
}

const std::array<Command, 11>& commands()
{
    static const std::string kPack = "  PACK                 a pack's folder, or the name of one installed (listed by `methods`)\n";
    static const std::string kProblem =
        "  PROBLEM              " + problemIds() + " (`stepboard-cli methods` lists them)\n" + kPack;
    static const std::string solve = joined({kProblem, kFile, kMethod});
    static const std::string trace =
        joined({kProblem, kFile, kMethod, kCode,
                "  --level line|event   every line, or only the events (moves, wins, ...)\n"
                "  --limit N            stop after N steps\n",
                kProgram, "                       (its own lines and variables, recorded; takes no --method)\n"});
    static const std::string stats = joined({kProblem, kFile, kMethod, kCode});
    static const std::string methods = "  PROBLEM              only this problem's methods\n";
    static const std::string growth = joined({kPack, kMethod, kCode});
    static const std::string judge =
        joined({kProblem, kMethod, kProgram, kTime, kMemory, "  --json               the verdicts as one JSON object\n"});
    static const std::string diverge =
        joined({kProblem, kFile, kMethod, "  --against ID         the method to compare with (the reference when left out)\n"});
    static const std::string run = joined({kProblem, kFile, kProgram, kTime, kMemory});
    static const std::string import = "  SRC                  a Themis folder of tests, or a CMS task (task.yaml), or a .zip of one\n"
                                      "  DEST                 the pack's folder, made (an empty one, or none yet)\n"
                                      "  --language L         the statement's language: en, zh_TW, zh_CN or vi (en)\n";
    static const std::array<Command, 11> all{{
        {"solve", "solve PROBLEM|PACK [--method ID] [FILE]", "Print the judge's answer for the input, exactly as the judge wants it.", solve},
        {"trace", "trace PROBLEM [--method ID] [--code cpp|python] [--level line|event] [--limit N] [FILE]\n"
                  "  stepboard-cli trace PROBLEM --program FILE.cpp|FILE.py [--limit N] [FILE]\n"
                  "  stepboard-cli trace PACK [--method ID] [--code cpp|python] [--limit N] [FILE]",
         "Print one JSON object per step: the line, the variables, the board's changes.", trace},
        {"stats", "stats PROBLEM|PACK [--method ID] [--code cpp|python] [FILE]",
         "Print the steps, events and counters of a run (a pack's: its lines and moves), and whether its answer is\n"
         "right.", stats},
        {"methods", "methods [PROBLEM|PACK]", "List the problems' methods and wrong solutions, or a pack's.", methods},
        {"judge", "judge PROBLEM [--method ID] [--program FILE.cpp|FILE.py] [--time-limit S] [--memory-limit MB] [--json]\n"
                  "  stepboard-cli judge PACK [--method ID] [--program FILE.cpp|FILE.py] [--json]",
         "Judge a method, or your own program, on the built-in test bank: verdicts per subtask and the score; or a\n"
         "pack's solutions on its tests, group by group.", judge},
        {"diverge", "diverge PROBLEM|PACK --method ID [--against ID] [FILE]",
         "Print the first moment where a method and another (the reference) differ (a pack's: the first move where\n"
         "their boards or their output differ).", diverge},
        {"run", "run PROBLEM|PACK --program FILE.cpp|FILE.py [--time-limit S] [--memory-limit MB] [FILE]",
         "Build and run your own program in the sandbox on the input, and judge its answer.", run},
        {"check", "check PACK", "Check a pack by running it: each solution built and run on the samples, each board\n"
                                "variable found; every fault with its file and line.", kPack},
        {"growth", "growth PACK [--method ID] [--code cpp|python]",
         "Count the lines a pack's solution runs on each of its tests, one JSON object a test (its size, as the pack\n"
         "measures it), then the slope of lines against size on log-log axes.",
         growth},
        {"import", "import SRC DEST [--language L]",
         "Write a problem kept for another judge as a pack: its tests and subtasks with their scores, its limits, its\n"
         "statement and solutions, each text read in its own encoding and written in UTF-8.",
         import},
        {"help", "help [COMMAND]", "Print this help, or one command's.", ""},
    }};
    return all;
}

constexpr std::string_view kExits = "Exit status: 0 done; 1 a bad command line or a file that cannot be read; 2 bad input "
                                    "(input:LINE:COL: message on standard error);\n3 a step cap reached; 4 your program "
                                    "not accepted; 5 the sandbox cannot start.\n";

} // namespace

std::string usageLines()
{
    std::string text = "usage:\n";
    for (const Command& c : commands())
        text += "  stepboard-cli " + std::string(c.usage) + "\n";
    return text + "  stepboard-cli --help | --version\n";
}

std::string wholeHelp()
{
    std::string text = usageLines();
    text += "\nStepBoard's engine on the command line: the problems' methods, "
            "their steps and the judge, with no window.\n\n";
    for (const Command& c : commands())
        text += "  " + std::string(c.name) + std::string(10 - c.name.size(), ' ') + std::string(c.summary) + "\n";
    text += "\n`stepboard-cli COMMAND --help` tells a command's options.\n";
    text += kExits;
    return text;
}

std::optional<std::string> commandHelp(const std::string& command)
{
    for (const Command& c : commands()) {
        if (c.name != command)
            continue;
        std::string text = "Usage: stepboard-cli " + std::string(c.usage) + "\n\n" + std::string(c.summary) + "\n";
        if (!c.options.empty())
            text += "\n" + std::string(c.options);
        return text;
    }
    return std::nullopt;
}

std::string versionLine()
{
    return "stepboard-cli " STEPBOARD_VERSION "\n";
}

std::optional<std::string> helpAsked(int argc, char** argv, std::string& error)
{
    std::string command;
    bool help = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--version")
            return versionLine();
        if (arg == "--help" || arg == "-h")
            help = true;
        else if (command.empty() && !arg.starts_with('-'))
            command = arg;
        else if (command == "help" && !arg.starts_with('-')) { // help COMMAND
            if (auto text = commandHelp(std::string(arg)))
                return text;
            error = "unknown command '" + std::string(arg) + "'";
            return std::nullopt;
        }
    }
    if (command == "help")
        return wholeHelp();
    if (!help)
        return std::nullopt;
    if (command.empty())
        return wholeHelp();
    if (auto text = commandHelp(command))
        return text;
    error = "unknown command '" + command + "'";
    return std::nullopt;
}

} // namespace sb::cli
