// Caro, method 3: count outwards from the stone just played. O(K) time.
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
    // Row, column, diagonal, anti-diagonal.
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int t = 1; t <= k; t++) {
        long long r, c;
        cin >> r >> c;
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves
        b[r * W + c] = q;  //@place
        for (int d = 0; d < 4; d++) {
            int dem = 1;  // the stone just played  //@count-self
            long long x = r + dr[d], y = c + dc[d];
            while (b[x * W + y] == q) {  //@look-forward
                dem++;  //@step-forward
                x += dr[d];
                y += dc[d];
            }
            x = r - dr[d];
            y = c - dc[d];
            while (b[x * W + y] == q) {  //@look-backward
                dem++;  //@step-backward
                x -= dr[d];
                y -= dc[d];
            }
            // A new line of five must pass through the new stone.
            if (dem >= 5) {  //@check
                cout << t << "\n";  //@win
                return 0;
            }
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;
}
