// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmax.h"

#include "core/diverge.h"

#include <string>

namespace sb::rowmax {

namespace {

/// A row written out: its length, then `values`.
BankTest row(std::string name, std::initializer_list<int> values)
{
    std::string text = std::to_string(values.size()) + "\n";
    bool first = true;
    for (const int v : values) {
        text += (first ? "" : " ") + std::to_string(v);
        first = false;
    }
    return {std::move(name), text + "\n"};
}

/// Twenty values, the same every time, the largest in the middle.
BankTest twenty()
{
    std::string text = "20\n";
    for (int i = 0; i < 20; ++i)
        text += std::to_string((i * 37) % 101 - (i == 11 ? -500 : 0)) + (i < 19 ? " " : "\n");
    return {"twenty values, the largest in the middle", text};
}

/// A value, as a method played it: the best after it.
class ValueReader final : public CountedMomentReader {
public:
    ValueReader() : CountedMomentReader(Counters::ValuesLooked) {}

protected:
    void observe(const Step& step, std::uint64_t, std::span<const CellValue>, bool) override
    {
        for (const VarChange& v : step.changedVars())
            if (v.var == static_cast<std::uint8_t>(Var::best))
                m_best = v.value;
    }
    void close(MomentRecord& r, const Outcome*) override
    {
        r.signature = {m_best};
        r.note.what = "best";
        r.note.args = {m_best};
        r.note.text = "value " + std::to_string(r.moment) + ": the largest so far is " + std::to_string(m_best);
    }

private:
    std::int64_t m_best = 0;
};

} // namespace

const TestBank& testBank()
{
    static const TestBank bank{
        {BankSubtask{"positive values", 40,
                     {row("one value", {7}), row("the largest first", {9, 2, 5}), row("the largest last", {1, 2, 3, 8}),
                      row("the largest three times", {4, 6, 6, 1, 6})}},
         BankSubtask{"any values", 60,
                     {row("every value negative", {-5, -2, -9, -3}), row("zero among negatives", {-1, 0, -1}),
                      row("the extremes", {-1000000000, 1000000000}), twenty()}}},
        Scoring::PerTest,
        100'000'000};
    return bank;
}

std::unique_ptr<MomentReader> momentReader(const ProblemInput&)
{
    return std::make_unique<ValueReader>();
}

} // namespace sb::rowmax
