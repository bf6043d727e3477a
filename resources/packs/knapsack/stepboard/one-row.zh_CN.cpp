// 0/1 背包：容量为 W 的背包最多能装下多少价值，每件物品
// 最多只能拿一次。
// 一维数组：表格只保留一行，dp[c] 对应容量 c，一件物品
// 一件物品地更新。容量从 W 往下走到 w，所以 dp[c - w] 仍是
// 处理这件物品之前那一行的值：这件物品最多只会拿一次。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<long long> dp(W + 1, 0);
    for (int i = 0; i < n; i++) {
        int w, v;
        cin >> w >> v;
        for (int c = W; c >= w; c--)
            dp[c] = max(dp[c], dp[c - w] + v);
    }
    cout << dp[W] << "\n";
}
