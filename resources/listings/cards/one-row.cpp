// Card game, subtask 1 (n = 1): scan the row from left to right, again and again, until a pass takes nothing off.
#include <bits/stdc++.h>
using namespace std;

const int EMPTY = -1;  // a card taken off; not 0, which is a card's own value

int main() {
    int n, m;
    cin >> n >> m;  // the subtask promises n = 1: only the first row is read  //@read-size
    int card[40];
    for (int j = 0; j < m; j++) {  //@read-col
        cin >> card[j];  //@read-card
    }
    long long score = 0;  //@score
    bool changed = true;  //@changed
    while (changed) {  //@rounds
        changed = false;  //@round
        int last = -1;  // no card seen yet  //@line-start
        for (int j = 0; j < m; j++) {  //@walk
            if (card[j] == EMPTY) {  //@look
                continue;  // an empty cell blocks nothing  //@skip
            }
            if (last != -1 && card[j] == card[last]) {  //@compare
                score += card[j];  //@remove
                card[j] = EMPTY;  //@take-here
                card[last] = EMPTY;  //@take-last
                last = -1;  //@forget
                changed = true;  //@removed
            } else {
                last = j;  //@remember
            }
        }
    }
    cout << score << "\n";  //@answer
    return 0;  //@return
}  //@main-end
