// Card game, wrong solution: compares empty cells as if they were cards. It never ends.
#include <bits/stdc++.h>
using namespace std;

const int EMPTY = -1;  // a card taken off; not 0, which is a card's own value

int n, m;
int card[20][40];
long long score = 0;

// n and m, then the table, row by row.
void readTable() {
    cin >> n >> m;  //@read-size
    for (int i = 0; i < n; i++) {  //@read-row
        for (int j = 0; j < m; j++) {  //@read-col
            cin >> card[i][j];  //@read-card
        }
    }
}  //@read-end

// From (r, c) in direction (dr, dc) to the edge: a card equal to the last card still there makes a pair.
bool scanLine(int r, int c, int dr, int dc) {
    bool removedAny = false;  //@line-start
    int lastR = -1;  // no card seen yet  //@last-r
    int lastC = -1;  //@last-c
    while (r >= 0 && r < n && c >= 0 && c < m) {  //@walk
        // Wrong: no check for EMPTY, so two empty cells "match" and are taken off again and again.
        if (lastR != -1 && card[r][c] == card[lastR][lastC]) {  //@compare
            score += card[r][c];  //@remove
            card[r][c] = EMPTY;  //@take-here
            card[lastR][lastC] = EMPTY;  //@take-last
            lastR = -1;  //@forget-r
            lastC = -1;  //@forget-c
            removedAny = true;  //@removed
        } else {
            lastR = r;  //@remember
            lastC = c;  //@remember-c
        }
        r += dr;  //@step-r
        c += dc;  //@step-c
    }
    return removedAny;  //@line-return
}  //@line-end

int main() {
    readTable();  //@read-table
    bool changed = true;  //@changed
    while (changed) {  //@rounds
        changed = false;  //@round
        for (int i = 0; i < n; i++) {  // each row, from the left  //@rows
            const bool removed = scanLine(i, 0, 0, 1);  //@row-done
            if (removed) {  //@row-test
                changed = true;  //@row-changed
            }
        }
        for (int j = 0; j < m; j++) {  // each column, from the top  //@columns
            const bool removed = scanLine(0, j, 1, 0);  //@column-done
            if (removed) {  //@column-test
                changed = true;  //@column-changed
            }
        }
    }
    cout << score << "\n";  //@answer
    return 0;  //@return
}  //@main-end
