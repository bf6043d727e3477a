// 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
// 最多只能拿一次。
// 表格的錯誤：拿第 i 件物品時讀的是同一列的 dp[i][c - w]，而不是
// 上一列；而那一格裡第 i 件可能已經在背包中，於是它被一拿再拿。
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
