// Caro, wrong solution: asks for a line of exactly five stones.
#include <bits/stdc++.h>
using namespace std;

// Stones of q in a row from (r, c) going (dr, dc), not counting (r, c) itself.
int countRay(const vector<char>& b, long long W, long long r, long long c, int dr, int dc, char q) {
    int run = 0;  //@ray-start
    long long x = r + dr;  //@ray-x
    long long y = c + dc;  //@ray-y
    while (b[x * W + y] == q) {  //@ray-look
        run++;  //@ray-count
        x += dr;  //@ray-step-x
        y += dc;  //@ray-step-y
    }
    return run;  //@ray-return
}  //@ray-end

int main() {
    ios::sync_with_stdio(false);  //@sync
    cin.tie(nullptr);  //@tie
    int n, k;
    cin >> n >> k;  //@read-size
    // One empty border cell on every side: a walk stops at the edge by itself.
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
            int dem = 1;  // the stone just played  //@count-self
            dem += countRay(b, W, r, c, dr[d], dc[d], q);  //@count-forward
            dem += countRay(b, W, r, c, -dr[d], -dc[d], q);  //@count-backward
            // Wrong: a line of six or seven stones wins too.
            if (dem == 5) {  //@check
                cout << t << "\n";  //@win
                return 0;  //@win-return
            }
        }
    }
    cout << 0 << "\n";  //@no-win
    return 0;  //@return
}  //@main-end
