// Caro, wrong solution: only counts lines that start at the stone just played.
// It misses a stone that fills the middle of a line, like X X _ X X.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    // One empty border cell on every side: a walk stops at the edge by itself.
    const long long W = n + 2;
    vector<char> b(W * W, 0);  // 0 empty, 1 X, 2 O
    // Eight rays: both ways along the row, the column and the two diagonals.
    const int dr[8] = {0, 0, 1, -1, 1, -1, 1, -1}, dc[8] = {1, -1, 0, 0, 1, -1, -1, 1};
    for (int t = 1; t <= k; t++) {
        long long r, c;
        cin >> r >> c;
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves
        b[r * W + c] = q;  //@place
        for (int d = 0; d < 8; d++) {
            int dem = 1;  // the stone just played  //@count-self
            long long x = r + dr[d], y = c + dc[d];
            while (b[x * W + y] == q) {  //@look-forward
                dem++;  //@step-forward
                x += dr[d];
                y += dc[d];
            }
            // Wrong: each ray is counted alone, never added to the opposite ray.
            if (dem >= 5) {  //@check
                cout << t << "\n";  //@win
                return 0;
            }
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;
}
