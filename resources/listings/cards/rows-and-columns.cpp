// Card game: scan every row and every column, round after round, until a round takes nothing off.
#include <bits/stdc++.h>
using namespace std;

const int EMPTY = -1;  // a card taken off; not 0, which is a card's own value

int n, m;
int card[20][40];
long long score = 0;

// From (r, c) in direction (dr, dc) to the edge: a card equal to the last card still there makes a pair.
bool scanLine(int r, int c, int dr, int dc) {
    bool removedAny = false;
    int lastR = -1, lastC = -1;  // no card seen yet  //@line-start
    while (r >= 0 && r < n && c >= 0 && c < m) {
        if (card[r][c] != EMPTY) {  // an empty cell blocks nothing  //@look
            if (lastR != -1 && card[r][c] == card[lastR][lastC]) {  //@compare
                score += card[r][c];  //@remove
                card[r][c] = EMPTY;
                card[lastR][lastC] = EMPTY;
                lastR = -1;
                lastC = -1;
                removedAny = true;
            } else {
                lastR = r;  //@remember
                lastC = c;
            }
        }
        r += dr;
        c += dc;
    }
    return removedAny;
}

int main() {
    cin >> n >> m;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            cin >> card[i][j];
        }
    }
    bool changed = true;
    while (changed) {  //@rounds
        changed = false;  //@round
        for (int i = 0; i < n; i++) {  // each row, from the left
            if (scanLine(i, 0, 0, 1)) {  //@row-done
                changed = true;
            }
        }
        for (int j = 0; j < m; j++) {  // each column, from the top
            if (scanLine(0, j, 1, 0)) {  //@column-done
                changed = true;
            }
        }
    }
    cout << score << "\n";  //@answer
    return 0;
}
