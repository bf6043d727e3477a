// Caro, method 2: read the four whole lines through the stone just played. O(K * N) time.
#include <bits/stdc++.h>
using namespace std;

// Longest run of q on the line through (x, y) in direction (dr, dc).
int longestRun(const vector<char>& b, int n, long long W, long long x, long long y, int dr, int dc, char q) {
    // Walk back to the first cell of the line.
    while (x - dr >= 1 && x - dr <= n && y - dc >= 1 && y - dc <= n) {  //@seek-start
        x -= dr;  //@seek-x
        y -= dc;  //@seek-y
    }
    int best = 0;  //@line-start
    int dem = 0;  //@line-dem
    while (x >= 1 && x <= n && y >= 1 && y <= n) {  //@line-walk
        if (b[x * W + y] == q) {  //@line-look
            dem++;  //@line-same
        } else {
            dem = 0;  // the run is broken  //@line-reset
        }
        best = max(best, dem);  //@line-best
        x += dr;  //@line-x
        y += dc;  //@line-y
    }
    return best;  //@line-return
}  //@line-end

int main() {
    ios::sync_with_stdio(false);  //@sync
    cin.tie(nullptr);  //@tie
    int n, k;
    cin >> n >> k;  //@read-size
    // One empty border cell on every side, as in the other methods.
    const long long W = n + 2;  //@width
    vector<char> b(W * W, 0);  // 0 empty, 1 X, 2 O  //@board
    // Row, column, diagonal, anti-diagonal.
    const int dr[4] = {0, 1, 1, 1};  //@dr
    const int dc[4] = {1, 0, 1, -1};  //@dc
    for (int t = 1; t <= k; t++) {  //@move-loop
        long long r, c;
        cin >> r >> c;  //@read-move
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves  //@player
        b[r * W + c] = q;  //@place
        for (int d = 0; d < 4; d++) {  //@dir-loop
            // A new line of five must pass through the new stone.
            if (longestRun(b, n, W, r, c, dr[d], dc[d], q) >= 5) {  //@line-check
                cout << t << "\n";  //@win
                return 0;  //@win-return
            }
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;  //@return
}  //@main-end
