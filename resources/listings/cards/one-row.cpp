// Card game, subtask 1 (n = 1): scan the row from left to right, again and again, until a pass takes nothing off.
#include <bits/stdc++.h>
using namespace std;

const int EMPTY = -1;  // a card taken off; not 0, which is a card's own value

int main() {
    int n, m;
    cin >> n >> m;  // the subtask promises n = 1: only the first row is read
    int card[40];
    for (int j = 0; j < m; j++) {
        cin >> card[j];
    }
    long long score = 0;
    bool changed = true;
    while (changed) {  //@rounds
        changed = false;  //@round
        int last = -1;  // no card seen yet  //@line-start
        for (int j = 0; j < m; j++) {
            if (card[j] == EMPTY) {  //@look
                continue;  // an empty cell blocks nothing
            }
            if (last != -1 && card[j] == card[last]) {  //@compare
                score += card[j];  //@remove
                card[j] = EMPTY;
                card[last] = EMPTY;
                last = -1;
                changed = true;
            } else {
                last = j;  //@remember
            }
        }
    }
    cout << score << "\n";  //@answer
    return 0;
}
