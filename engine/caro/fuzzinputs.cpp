// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz checks (engine/fuzz) need of Caro inputs: small ones made from bytes, and one text form.
#include "caro.h"

#include "core/bytesource.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace sb::caro {

namespace {

// Small enough that a method's first few thousand steps cover much of its run.
constexpr int kFuzzMaxN = 12;
constexpr int kFuzzMaxMoves = 60;

std::string makeSmall(ByteSource& src)
{
    const int n = static_cast<int>(src.range(1, kFuzzMaxN));
    const int k = static_cast<int>(src.range(1, static_cast<std::uint32_t>(std::min(n * n, kFuzzMaxMoves))));
    std::vector<int> free(static_cast<std::size_t>(n * n));
    std::iota(free.begin(), free.end(), 0);
    std::string text = std::to_string(n) + " " + std::to_string(k) + "\n";
    for (int t = 0; t < k; ++t) {
        const auto i = src.pick(static_cast<std::uint32_t>(free.size()));
        const int cell = free[i];
        free.erase(free.begin() + i);
        text += std::to_string(cell / n + 1) + " " + std::to_string(cell % n + 1) + "\n";
    }
    return text;
}

std::string format(const ProblemInput& input)
{
    const auto& in = static_cast<const CaroInput&>(input);
    std::string text = std::to_string(in.n) + " " + std::to_string(in.moves.size()) + "\n";
    for (const Move& m : in.moves)
        text += std::to_string(m.r) + " " + std::to_string(m.c) + "\n";
    return text;
}

bool small(const ProblemInput& input)
{
    const auto& in = static_cast<const CaroInput&>(input);
    return in.n <= 20 && in.moves.size() <= 100;
}

} // namespace

const FuzzInputs kFuzzInputs{format, makeSmall, small};

} // namespace sb::caro
