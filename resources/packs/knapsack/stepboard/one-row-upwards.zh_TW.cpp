// 0/1 背包：容量為 W 的背包最多能裝下多少價值，每件物品
// 最多只能拿一次。
// 一維陣列的經典錯誤：容量由 w 往上走到 W，所以
// dp[c - w] 可能已經含有這件物品，於是這件物品被一拿再拿。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    cin >> n >> W;
    vector<long long> dp(W + 1, 0);
    for (int i = 0; i < n; i++) {
        int w, v;
        cin >> w >> v;
        for (int c = w; c <= W; c++)
            dp[c] = max(dp[c], dp[c - w] + v);
    }
    cout << dp[W] << "\n";
}
