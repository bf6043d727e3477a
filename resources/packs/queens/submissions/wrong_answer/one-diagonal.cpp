// Queens: in how many ways can n queens stand on an n x n board with no two
// in the same row, column or diagonal?
// The classic slip: the arrays keep the columns and the diagonals going down
// to the right, but the diagonals going down to the left are forgotten, so
// two queens on such a diagonal are let through.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
vector<int> usedCol, usedDown;
long long ways = 0;

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (usedCol[c] || usedDown[r - c + n - 1])
            continue;
        usedCol[c] = usedDown[r - c + n - 1] = 1;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
        usedCol[c] = usedDown[r - c + n - 1] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    usedCol.assign(n, 0);
    usedDown.assign(2 * n - 1, 0);
    place(0);
    cout << ways << "\n";
}
