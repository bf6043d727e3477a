// Globals of every kind, and blocks of many symbols that are not all variables.
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace geo {
int width = 3, height = 4;
namespace deep { long area = 12; }
}
namespace {
int hidden = 5;
}
struct Counter {
    static int made;
    int value = 0;
};
int Counter::made = 0;
const int kLimit = 100;
constexpr double kRatio = 1.5;
static const char* label = "x";
std::map<std::string, int> seen;
std::vector<std::vector<int>> grid(3, std::vector<int>(3));
int a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z;
static int sa, sb, sc, sd, se, sf, sg;

int work(int count, const std::string& word)
{
    int total = 0;
    for (int row = 0; row < count; ++row) {
        enum Dir { Up, Down, Left, Right };
        typedef long Wide;
        Wide acc = 0;
        int dx = 1, dy = 0, nx = 2, ny = 3, best = 0, worst = 9, mid = 4, lo = 0, hi = 8;
        for (Dir dir : {Up, Down, Left, Right}) {
            int step = static_cast<int>(dir), far = step * 2, near = step, r1 = far + near;
            acc += step + far + near + r1;
        }
        if (acc > 3) {
            static int reached = 0;
            struct Hit { int at; } hit{row};
            int one = 1, two = 2, three = 3, four = 4;
            reached += hit.at + one + two + three + four;
            total += reached;
        }
        total += static_cast<int>(acc) + dx + dy + nx + ny + best + worst + mid + lo + hi;
    }
    int total2 = total;
    {
        int total = total2 * 2, shadow = 1;
        total2 += total + shadow;
    }
    return total2 + static_cast<int>(word.size());
}

template <typename T, int N>
struct Box {
    T items[N];
    T sum() const
    {
        T s{};
        for (int idx = 0; idx < N; ++idx) {
            T item = items[idx];
            s += item;
        }
        return s;
    }
};

int main()
{
    int count = 2;
    std::string word = "ab";
    Box<int, 3> box{{1, 2, 3}};
    Box<double, 2> dbox{{0.5, 1.5}};
    int got = work(count, word) + box.sum() + static_cast<int>(dbox.sum());
    auto add = [count](int more) {
        int sum = count + more;
        return sum;
    };
    got += add(1);
    Counter::made = got + geo::width + geo::height + static_cast<int>(geo::deep::area) + hidden + kLimit;
    seen[word] = got;
    grid[1][1] = got;
    a = b = c = d = e = f = g = h = i = j = k = l = m = n = o = p = q = r = s = t = u = v = w = x = y = z = 1;
    sa = sb = sc = sd = se = sf = sg = static_cast<int>(kRatio);
    std::printf("%d %s\n", Counter::made, label);
    return 0;
}
