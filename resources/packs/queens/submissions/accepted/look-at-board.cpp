// Queens: in how many ways can n queens stand on an n x n board with no two
// in the same row, column or diagonal?
// Backtracking, looking at the board: place a queen row by row; before each
// one, look upward along its column and both diagonals on the board for a queen
// already there. A dead end goes back a row at once.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
long long ways = 0;

bool safe(int r, int c) {
    for (int i = 1; i <= r; i++) {
        if (board[r - i][c])
            return false;
        if (c - i >= 0 && board[r - i][c - i])
            return false;
        if (c + i < n && board[r - i][c + i])
            return false;
    }
    return true;
}

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (!safe(r, c))
            continue;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    place(0);
    cout << ways << "\n";
}
