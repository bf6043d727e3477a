// Knapsack: the most value that fits in a bag of capacity W, each item taken
// at most once.
// One row: the table kept in a single row, dp[c] for room c, updated item by
// item. The room goes down, from W to w, so dp[c - w] still holds the row
// before this item: the item is taken once at most.
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
