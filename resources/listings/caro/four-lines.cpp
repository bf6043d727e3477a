// Caro, method 2: read the four whole lines through the stone just played. O(K * N) time.
#include <bits/stdc++.h>
using namespace std;

int n, k;
vector<vector<char>> b;  // 0 empty, 1 X, 2 O

// Longest run of q on the line through (x, y) in direction (dr, dc).
int longestRun(int x, int y, int dr, int dc, char q) {
    // Walk back to the first cell of the line.
    while (x - dr >= 1 && x - dr <= n && y - dc >= 1 && y - dc <= n) {  //@seek-start
        x -= dr;
        y -= dc;
    }
    int best = 0, dem = 0;  //@line-start
    while (x >= 1 && x <= n && y >= 1 && y <= n) {
        if (b[x][y] == q) {  //@line-look
            dem++;  //@line-same
        } else {
            dem = 0;  // the run is broken  //@line-reset
        }
        best = max(best, dem);  //@line-best
        x += dr;
        y += dc;
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n >> k;
    b.assign(n + 2, vector<char>(n + 2, 0));
    // Row, column, diagonal, anti-diagonal.
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int t = 1; t <= k; t++) {
        int r, c;
        cin >> r >> c;
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves
        b[r][c] = q;  //@place
        for (int d = 0; d < 4; d++) {
            // A new line of five must pass through the new stone.
            if (longestRun(r, c, dr[d], dc[d], q) >= 5) {  //@line-check
                cout << t << "\n";  //@win
                return 0;
            }
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;
}
