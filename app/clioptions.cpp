// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioptions.h"

#include <charconv>

namespace sb::cli {

namespace {

bool isDigit(char ch) noexcept
{
    return ch >= '0' && ch <= '9';
}

/// Seconds written as a plain decimal number, like 2 or 0.5, with at most kTimeLimitDecimals
/// decimals, from kMinTimeLimit to kMaxTimeLimit: no sign, exponent, hex, spaces or "inf".
std::optional<double> timeLimitSeconds(const std::string& text)
{
    const std::size_t point = text.find('.');
    const std::size_t whole = point == std::string::npos ? text.size() : point;
    const std::size_t decimals = point == std::string::npos ? 0 : text.size() - point - 1;
    const auto digits = [&text](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i)
            if (!isDigit(text[i]))
                return false;
        return true;
    };
    const bool plain = whole > 0 && digits(0, whole) &&
                       (point == std::string::npos || (decimals > 0 && digits(point + 1, text.size())));
    if (!plain || decimals > static_cast<std::size_t>(kTimeLimitDecimals))
        return std::nullopt;
    double v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size() || v < kMinTimeLimit || v > kMaxTimeLimit)
        return std::nullopt;
    return v;
}

/// A count written in digits only: "-1" or "+5" is refused rather than wrapped round or guessed at.
std::optional<std::uint64_t> stepCount(const std::string& text)
{
    std::uint64_t v = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return v;
}

} // namespace

bool takesOption(const std::string& command, const std::string& option)
{
    if (option == "--method")
        return command != "methods" && command != "check" && command != "import";
    if (option == "--level" || option == "--limit")
        return command == "trace";
    if (option == "--code")
        return command == "trace" || command == "stats" || command == "growth";
    if (option == "--json")
        return command == "judge";
    if (option == "--time-limit")
        return command == "judge" || command == "run";
    if (option == "--program")
        return command == "run" || command == "judge" || command == "trace";
    if (option == "--memory-limit")
        return command == "run" || command == "judge";
    if (option == "--against")
        return command == "diverge";
    if (option == "--language")
        return command == "import";
    return false;
}

std::optional<Options> parseArgs(int argc, char** argv, std::string& error)
{
    Options o;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= argc)
                return std::nullopt;
            return std::string(argv[++i]);
        };
        if (arg == "--json") {
            o.json = true;
            o.given.push_back(arg);
        } else if (arg == "--method" || arg == "--level" || arg == "--limit" || arg == "--against" ||
                   arg == "--time-limit" || arg == "--code" || arg == "--program" || arg == "--memory-limit" ||
                   arg == "--language") {
            const auto v = value();
            if (!v) {
                error = arg + " needs a value";
                return std::nullopt;
            }
            o.given.push_back(arg);
            if ((arg == "--method" || arg == "--against") && v->empty()) {
                error = arg + " needs a method id";
                return std::nullopt;
            }
            if (arg == "--program") {
                if (v->empty()) {
                    error = "--program needs a .cpp or .py file";
                    return std::nullopt;
                }
                o.program = *v;
            } else if (arg == "--memory-limit") {
                const auto mb = stepCount(*v);
                if (!mb || *mb < 16 || *mb > 4096) {
                    error = "--memory-limit needs megabytes from 16 to 4096";
                    return std::nullopt;
                }
                o.memoryLimitMB = static_cast<int>(*mb);
            } else if (arg == "--language") {
                if (*v != "en" && *v != "zh_TW" && *v != "zh_CN" && *v != "vi") {
                    error = "--language is en, zh_TW, zh_CN or vi";
                    return std::nullopt;
                }
                o.language = *v;
            } else if (arg == "--method") {
                o.method = *v;
            } else if (arg == "--against") {
                o.against = *v;
            } else if (arg == "--time-limit") {
                const auto seconds = timeLimitSeconds(*v);
                if (!seconds) {
                    error = "--time-limit needs seconds from 0.001 to 10, written like 2 or 0.5 (at most 3 decimals)";
                    return std::nullopt;
                }
                o.timeLimit = *seconds;
            } else if (arg == "--code") {
                if (*v != "cpp" && *v != "python") {
                    error = "--code is cpp or python";
                    return std::nullopt;
                }
                o.python = *v == "python";
            } else if (arg == "--level") {
                if (*v != "line" && *v != "event") {
                    error = "--level is line or event";
                    return std::nullopt;
                }
                o.eventsOnly = *v == "event";
            } else {
                o.limit = stepCount(*v);
                if (!o.limit) {
                    error = "--limit needs a whole number of steps, 0 or more";
                    return std::nullopt;
                }
            }
        } else if (arg.size() > 1 && arg[0] == '-') {
            error = "unknown option " + arg;
            return std::nullopt;
        } else {
            positional.push_back(arg);
        }
    }
    if (positional.empty()) {
        error = "no command";
        return std::nullopt;
    }
    o.command = positional[0];
    const std::size_t most = o.command == "methods" ? 2 : 3;
    if (positional.size() > most) {
        error = "too many arguments";
        return std::nullopt;
    }
    if (positional.size() > 1)
        o.problem = positional[1];
    if (positional.size() > 2)
        o.file = positional[2];
    return o;
}

} // namespace sb::cli
