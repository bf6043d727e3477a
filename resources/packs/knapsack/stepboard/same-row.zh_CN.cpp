// 0/1 背包：容量为 W 的背包最多能装下多少价值，每件物品
// 最多只能拿一次。
// 表格的错误：拿第 i 件物品时读的是同一行的 dp[i][c - w]，而不是
// 上一行；而那一格里第 i 件可能已经在背包中，于是它被一拿再拿。
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
                dp[i][c] = max(dp[i][c], dp[i][c - w[i]] + v[i]);
        }
    }
    cout << dp[n][W] << "\n";
}
