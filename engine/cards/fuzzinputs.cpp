// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz checks (engine/fuzz) need of card game inputs: small ones made from bytes, and one text form.
#include "cards.h"

#include "core/bytesource.h"

#include <string>
#include <vector>

namespace sb::cards {

namespace {

// Small enough that a method's first few thousand steps cover much of its run.
constexpr int kFuzzMaxRows = 4;
constexpr int kFuzzMaxCols = 8;

std::string makeSmall(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, kFuzzMaxRows));
    int m = static_cast<int>(src.range(1, kFuzzMaxCols));
    if (n * m % 2 == 1)
        ++m; // every value twice: an even number of cards
    std::vector<int> values;
    std::vector<char> used(kMaxValue + 1, 0);
    for (int pair = 0; pair < n * m / 2; ++pair) {
        // Small values mostly, 0 among them (the zero-empty mistake's trap); any value once the small ones are taken.
        int v = static_cast<int>(src.pick(16));
        while (used[static_cast<std::size_t>(v)])
            v = (v + 1) % (kMaxValue + 1);
        used[static_cast<std::size_t>(v)] = 1;
        values.insert(values.end(), {v, v});
    }
    shuffle(values, src);
    std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
    for (std::size_t i = 0; i < values.size(); ++i)
        text += std::to_string(values[i]) + ((i + 1) % static_cast<std::size_t>(m) == 0 ? "\n" : " ");
    return text;
}

std::string format(const ProblemInput& input)
{
    const auto& in = static_cast<const CardsInput&>(input);
    std::string text = std::to_string(in.n) + " " + std::to_string(in.m) + "\n";
    for (int r = 0; r < in.n; ++r)
        for (int c = 0; c < in.m; ++c)
            text += std::to_string(in.at(r, c)) + (c + 1 < in.m ? " " : "\n");
    return text;
}

bool small(const ProblemInput&)
{
    return true; // any table: the walk's bound on steps keeps every run short
}

} // namespace

const FuzzInputs kFuzzInputs{format, makeSmall, small};

} // namespace sb::cards
