// Knapsack: the most value that fits in a bag of capacity W, each item taken
// at most once.
// The classic slip of the one-row table: the room goes up, from w to W, so
// dp[c - w] may already hold this item, and the item is taken again and again.
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
