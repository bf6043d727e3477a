// 0/1 背包：容量为 W 的背包最多能装下多少价值，每件物品
// 最多只能拿一次。
// 朴素递归：best(i, room) 把第 i 件物品拿与不拿两种情况都试一遍，
// 取较好的那个。结果正确，但同一组 (i, room) 会被一算再算：
// 调用次数随 2^n 增长（最多 2^(n+1) - 1 次）。
#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> w, v;

long long best(int i, int room) {
    if (i == n)
        return 0;
    long long skip = best(i + 1, room);
    if (w[i] > room)
        return skip;
    long long take = v[i] + best(i + 1, room - w[i]);
    return max(skip, take);
}

int main() {
    cin >> n >> W;
    w.resize(n);
    v.resize(n);
    for (int i = 0; i < n; i++)
        cin >> w[i] >> v[i];
    cout << best(0, W) << "\n";
}
