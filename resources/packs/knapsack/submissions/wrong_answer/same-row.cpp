// Knapsack: the most value that fits in a bag of capacity W, each item taken
// at most once.
// The table's slip: taking item i reads dp[i][c - w] of the same row instead
// of the row before, where item i may already be in the bag: taken again and again.
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
