#include <bits/stdc++.h>
using namespace std;

int card[20][40];
int n, m;

int main() {
    cin >> n >> m;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            cin >> card[i][j];
    int score = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < n; i++) {
            int last = -1;
            for (int j = 0; j < m; j++) {
                if (card[i][j] == 0) continue;
                if (last >= 0 && card[i][last] == card[i][j]) {
                    score += card[i][j];
                    card[i][j] = card[i][last] = 0;
                    changed = true;
                    last = -1;
                } else {
                    last = j;
                }
            }
        }
        for (int j = 0; j < m; j++) {
            int last = -1;
            for (int i = 0; i < n; i++) {
                if (card[i][j] == 0) continue;
                if (last >= 0 && card[last][j] == card[i][j]) {
                    score += card[i][j];
                    card[i][j] = card[last][j] = 0;
                    changed = true;
                    last = -1;
                } else {
                    last = i;
                }
            }
        }
    }
    cout << score << endl;
    return 0;
}
