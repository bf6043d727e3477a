// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/answer.h"

#include <algorithm>
#include <vector>

namespace sb {

namespace {

/// The lines, each without the spaces at its end, without the empty lines at the end.
std::vector<std::string_view> lines(std::string_view text)
{
    std::vector<std::string_view> all;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
            line.remove_suffix(1);
        all.push_back(line);
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    while (!all.empty() && all.back().empty())
        all.pop_back();
    return all;
}

} // namespace

std::optional<AnswerDifference> firstDifference(std::string_view output, std::string_view expected)
{
    const std::vector<std::string_view> got = lines(output), want = lines(expected);
    for (std::size_t i = 0; i < std::max(got.size(), want.size()); ++i) {
        const std::string_view g = i < got.size() ? got[i] : std::string_view();
        const std::string_view w = i < want.size() ? want[i] : std::string_view();
        if (g != w || (i >= got.size()) != (i >= want.size())) {
            // The lines are views into the output: where the line starts is where its view does.
            std::size_t same = 0;
            while (same < g.size() && same < w.size() && g[same] == w[same])
                ++same;
            const std::size_t start = i < got.size() ? static_cast<std::size_t>(g.data() - output.data()) : output.size();
            return AnswerDifference{static_cast<int>(i) + 1, std::string(g), std::string(w), std::min(start + same, output.size())};
        }
    }
    return std::nullopt;
}

} // namespace sb
