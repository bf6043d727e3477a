// Caro, method 1: after every move, look for five in a row anywhere on the board. O(K * N^2) time.
#include <bits/stdc++.h>
using namespace std;

// Row, column, diagonal, anti-diagonal.
const int dr[4] = {0, 1, 1, 1};
const int dc[4] = {1, 0, 1, -1};

// Five equal stones in a row anywhere on the board?
bool someoneWon(const vector<char>& b, int n, long long W) {
    for (int i = 1; i <= n; i++) {  //@rows
        for (int j = 1; j <= n; j++) {  //@cols
            if (b[i * W + j] == 0) {  //@visit
                continue;  //@skip-empty
            }
            for (int d = 0; d < 4; d++) {  //@dirs
                // Try the five cells that start at (i, j) in direction d.
                int dem = 0;  //@try-dir
                for (int e = 0; e < 5; e++) {  //@cells
                    const long long x = i + e * dr[d];  //@window-x
                    const long long y = j + e * dc[d];  //@window-y
                    if (x < 1 || x > n || y < 1 || y > n || b[x * W + y] != b[i * W + j]) {  //@window-look
                        break;  //@window-break
                    }
                    dem++;  //@window-same
                }
                if (dem == 5) {  //@window-check
                    return true;  //@found
                }
            }
        }
    }
    return false;  //@none
}  //@scan-end

int main() {
    ios::sync_with_stdio(false);  //@sync
    cin.tie(nullptr);  //@tie
    int n, k;
    cin >> n >> k;  //@read-size
    // One empty border cell on every side, as in the other methods.
    const long long W = n + 2;  //@width
    vector<char> b(W * W, 0);  // 0 empty, 1 X, 2 O  //@board
    for (int t = 1; t <= k; t++) {  //@move-loop
        long long r, c;
        cin >> r >> c;  //@read-move
        const char q = (t % 2 == 1) ? 1 : 2;  // X plays the odd moves  //@player
        b[r * W + c] = q;  //@place
        // Scan the whole board again after every move.
        if (someoneWon(b, n, W)) {  //@scan-board
            cout << t << "\n";  //@win
            return 0;  //@win-return
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;  //@return
}  //@main-end
