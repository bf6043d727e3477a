#include <bits/stdc++.h>
using namespace std;

int b[20][20];
int n, k;

int countDir(int r, int c, int dr, int dc) {
    int run = 0;
    int x = r + dr, y = c + dc;
    while (x >= 1 && x <= n && y >= 1 && y <= n && b[x][y] == b[r][c]) {
        run++;
        x += dr;
        y += dc;
    }
    return run;
}

int main() {
    cin >> n >> k;
    int winner = 0;
    for (int t = 1; t <= k; t++) {
        int r, c;
        cin >> r >> c;
        b[r][c] = t % 2 == 1 ? 1 : 2;
        int across = 1 + countDir(r, c, 0, 1) + countDir(r, c, 0, -1);
        int down = 1 + countDir(r, c, 1, 0) + countDir(r, c, -1, 0);
        if (winner == 0 && (across == 5 || down == 5)) winner = t;
    }
    cout << winner << endl;
    return 0;
}
