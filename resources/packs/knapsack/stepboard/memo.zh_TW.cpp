// 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
// 最多只能拿一次。
// 記憶化遞迴：和單純遞迴一樣的 best(i, room)，但每個答案
// 第一次算出來就記下來，所以每組 (i, room) 對應的答案，
// 共 n * (W + 1) 個，每個都只會計算一次。
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
