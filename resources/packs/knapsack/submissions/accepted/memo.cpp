// Knapsack: the most value that fits in a bag of capacity W, each item taken
// at most once.
// Recursion with a memo: the same best(i, room) as the plain recursion, but
// each answer is written down the first time, so each of the n * (W + 1)
// answers, one for each (i, room), is worked out once.
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
