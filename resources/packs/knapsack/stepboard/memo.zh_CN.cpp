// 0/1 背包：容量为 W 的背包最多能装下多少价值，每件物品
// 最多只能拿一次。
// 记忆化递归：和朴素递归一样的 best(i, room)，但每个答案
// 第一次算出来就记下来，所以每组 (i, room) 对应的答案，
// 共 n * (W + 1) 个，每个都只会计算一次。
#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> w, v;
vector<vector<long long>> memo;

long long best(int i, int room) {
    if (i == n)
        return 0;
    if (memo[i][room] >= 0)
        return memo[i][room];
    long long skip = best(i + 1, room);
    long long take = -1;
    if (w[i] <= room)
        take = v[i] + best(i + 1, room - w[i]);
    memo[i][room] = max(skip, take);
    return memo[i][room];
}

int main() {
    cin >> n >> W;
    w.resize(n);
    v.resize(n);
    for (int i = 0; i < n; i++)
        cin >> w[i] >> v[i];
    memo.assign(n, vector<long long>(W + 1, -1));
    cout << best(0, W) << "\n";
}
