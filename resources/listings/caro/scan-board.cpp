// Caro, method 1: after every move, look for five in a row anywhere on the board. O(K * N^2) time.
#include <bits/stdc++.h>
using namespace std;

int n, k;
vector<vector<char>> b;  // 0 empty, 1 X, 2 O

// Five equal stones in a row anywhere on the board?
bool someoneWon() {
    // Row, column, diagonal, anti-diagonal.
    const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, 0, 1, -1};
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= n; j++) {
            if (b[i][j] == 0) {  //@visit
                continue;
            }
            for (int d = 0; d < 4; d++) {
                // Try the five cells that start at (i, j) in direction d.
                int dem = 0;  //@try-dir
                for (int e = 0; e < 5; e++) {
                    const int x = i + e * dr[d], y = j + e * dc[d];
                    if (x < 1 || x > n || y < 1 || y > n || b[x][y] != b[i][j]) {  //@window-look
                        break;
                    }
                    dem++;  //@window-same
                }
                if (dem == 5) {  //@window-check
                    return true;
                }
            }
        }
    }
    return false;
}

int main() {
    cin >> n >> k;
    b.assign(n + 2, vector<char>(n + 2, 0));
    for (int t = 1; t <= k; t++) {
        int r, c;
        cin >> r >> c;
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves
        b[r][c] = q;  //@place
        // Scan the whole board again after every move.
        if (someoneWon()) {  //@scan-board
            cout << t << "\n";  //@win
            return 0;
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;
}
