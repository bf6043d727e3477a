// Corners of C++ that make symbols of their own: local classes with methods, lambdas in lambdas,
// catch variables, structured bindings, unnamed parameters, blocks of types only, using directives.
#include <cstdarg>
#include <cstdio>
#include <stdexcept>
#include <utility>

int extra = 4;

int sumAll(int count, ...)
{
    va_list args;
    va_start(args, count);
    int total = 0;
    for (int at = 0; at < count; ++at)
        total += va_arg(args, int);
    va_end(args);
    return total;
}

int ignoreSecond(int first, int, double)
{
    return first;
}

int main()
{
    struct Walker {
        int steps = 0;
        int walk(int by)
        {
            int before = steps;
            steps += by;
            return before;
        }
    } walker;
    walker.walk(2);
    enum class Mode { Fast, Slow };
    Mode mode = Mode::Slow;
    auto outer = [&](int x) {
        int doubled = x * 2;
        auto inner = [doubled](int y) {
            int both = doubled + y;
            return both;
        };
        return inner(x) + walker.steps;
    };
    int got = outer(3) + sumAll(3, 1, 2, 3) + ignoreSecond(5, 6, 7.0);
    try {
        if (got > 0)
            throw std::runtime_error("big");
    } catch (const std::runtime_error& error) {
        int caught = 1;
        got += caught;
    }
    std::pair<int, int> both{1, 2};
    auto [left, right] = both;
    got += left + right;
    {
        typedef int Cell;
        Cell only = 3;
        got += only;
    }
    {
        using namespace std;
        int afterUsing = 1, second = 2, third = 3, fourth = 4, fifth = 5, sixth = 6;
        static int kept = 0;
        kept += afterUsing + second + third + fourth + fifth + sixth;
        got += kept;
        extern int extra;
        got += extra;
    }
    if (mode == Mode::Slow) {
        int a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9;
    again:
        a1 += a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9;
        if (a1 < 100)
            goto again;
        got += a1;
    }
    std::printf("%d\n", got);
    return 0;
}
