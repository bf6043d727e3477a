#include <cstdio>
#include <vector>
#include <string>
#include <algorithm>
using namespace std;
int g1 = 1, board[5][5];
static int s1 = 2;
namespace ns { int inner = 3; }
struct P { int x, y; int sum() const { int r = x + y; return r; } };
static long counter;
template <typename T> T biggest(T a, T b) { T m = a > b ? a : b; return m; }
int f(int n, int k) {
    int a = n, b = k, c = 0, d = 1, e = 2;
    static int calls = 0;
    calls++;
    for (int i = 0; i < n; i++) {
        int a = i * 2, t = a + 1, u = t, v = u, w = v, x = w, y = x, z = y;
        struct Local { int q; } lo{z};
        c += lo.q + t;
        for (int j = 0; j < 2; j++) {
            int t = j, alpha = 1, beta = 2, gamma = 3, delta = 4, eps = 5;
            c += t + alpha + beta + gamma + delta + eps;
            if (c > 1000) goto done;
        }
        {
            int m1 = 1, m2 = 2, m3 = 3, m4 = 4, m5 = 5, m6 = 6, m7 = 7, m8 = 8, m9 = 9, m10 = 10, m11 = 11;
            c += m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8 + m9 + m10 + m11;
        }
    }
done:
    auto lam = [&](int z) { int inLam = z + a; return inLam + c; };
    c += lam(3);
    return a + b + c + d + e;
}
int main() {
    int n = 3;
    vector<int> v{1, 2, 3};
    string s = "hi";
    P p{1, 2};
    int r = f(n, 2) + p.sum() + biggest(3, 4) + (int)biggest(1.5, 2.5);
    for (int i = 0; i < 2; i++) { int sq = i * i, cube = sq * i; r += sq + cube + g1 + s1 + ns::inner; }
    counter = r;
    printf("%d\n", r);
}
