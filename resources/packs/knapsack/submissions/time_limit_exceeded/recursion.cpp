// Knapsack: the most value that fits in a bag of capacity W, each item taken
// at most once.
// Plain recursion: best(i, room) tries item i both ways, taken and left, and
// keeps the better. Right, but the same (i, room) is worked out again and
// again: the calls grow as 2^n (up to 2^(n+1) - 1 of them).
#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> w, v;

long long best(int i, int room) {
    if (i == n)
        return 0;
    long long skip = best(i + 1, room);
    if (w[i] > room)
        return skip;
    long long take = v[i] + best(i + 1, room - w[i]);
    return max(skip, take);
}

int main() {
    cin >> n >> W;
    w.resize(n);
    v.resize(n);
    for (int i = 0; i < n; i++)
        cin >> w[i] >> v[i];
    cout << best(0, W) << "\n";
}
