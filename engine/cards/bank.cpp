// SPDX-License-Identifier: GPL-3.0-or-later
#include "judging.h"
#include "randomtable.h"

namespace sb::cards {

namespace {

BankTest table(std::string name, int n, int m, int rounds, std::uint32_t seed)
{
    return generatedTest(std::move(name), randomTable({n, m, rounds, seed}));
}

/// One row of cards, written out: `values` separated by spaces.
BankTest row(std::string name, std::string_view values)
{
    int count = 1;
    for (const char c : values)
        count += c == ' ';
    return {std::move(name), "1 " + std::to_string(count) + "\n" + std::string(values) + "\n"};
}

BankSubtask oneRow()
{
    BankSubtask s{"n = 1", 60, {}};
    s.tests.push_back(row("a pair of zeros frees the pairs around it", "2 5 0 0 5 2"));
    s.tests.push_back(row("zeros next to each other, then a gap", "8 0 0 3 3 8"));
    s.tests.push_back(row("zeros keep two pairs apart", "5 0 5 0 1 1"));
    s.tests.push_back(row("nothing can be taken", "1 2 1 2"));
    s.tests.push_back(row("two cards of one value", "1000 1000"));
    s.tests.push_back(table("nested pairs, six rounds", 1, 10, 6, 101));
    s.tests.push_back(table("forty cards, three rounds", 1, 40, 3, 102));
    s.tests.push_back(table("forty cards, many rounds", 1, 40, 12, 103));
    s.tests.push_back(table("forty cards, one round takes all", 1, 40, 2, 104));
    return s;
}

BankSubtask anyTable()
{
    BankSubtask s{"any n", 40, {}};
    s.tests.push_back({"a row frees two columns", "3 2\n4 9\n6 6\n4 9\n"});
    s.tests.push_back({"one column", "2 1\n3\n3\n"});
    s.tests.push_back({"zeros in a column free a row", "4 3\n5 0 5\n1 7 2\n2 0 1\n7 9 9\n"});
    s.tests.push_back(table("3 x 6, two rounds", 3, 6, 2, 201));
    s.tests.push_back(table("10 x 20, four rounds", 10, 20, 4, 202));
    s.tests.push_back(table("20 x 40, two rounds", 20, 40, 2, 203));
    s.tests.push_back(table("20 x 40, many rounds", 20, 40, 15, 204));
    s.tests.push_back(table("5 x 8, three rounds", 5, 8, 3, 205));
    return s;
}

} // namespace

const TestBank& testBank()
{
    // A round reads at most 20 x 40 cells twice and a table needs at most 400 rounds:
    // every correct run fits in any budget; only a run that never ends runs out.
    static const TestBank bank{{oneRow(), anyTable()}, Scoring::PerTest, 200'000'000};
    return bank;
}

} // namespace sb::cards
