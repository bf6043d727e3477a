// 0/1 背包：容量为 W 的背包最多能装下多少价值，每件物品
// 最多只能拿一次。
// 表格：dp[i][c] 是只用前 i 件物品、容量为 c 时能得到的最大价值。
// 第 i 行只由第 i - 1 行算出：第 i 件物品不拿（dp[i-1][c]）或拿
// 一次（dp[i-1][c - w] + v）。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<int> w(n + 1), v(n + 1);
    for (int i = 1; i <= n; i++)
        cin >> w[i] >> v[i];
    vector<vector<long long>> dp(n + 1, vector<long long>(W + 1, 0));
    for (int i = 1; i <= n; i++) {
        for (int c = 0; c <= W; c++) {
            dp[i][c] = dp[i - 1][c];
            if (w[i] <= c)
                dp[i][c] = max(dp[i][c], dp[i - 1][c - w[i]] + v[i]);
        }
    }
    cout << dp[n][W] << "\n";
}
