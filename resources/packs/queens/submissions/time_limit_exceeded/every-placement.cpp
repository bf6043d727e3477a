// Queens: in how many ways can n queens stand on an n x n board with no two
// in the same row, column or diagonal?
// Every placement: one queen a row, each anywhere in its row, n^n placements
// counted like an odometer; each one is checked whole for two queens in a
// column or on a diagonal. Right, but n^n grows past any time limit.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> q(n, 0); // q[r]: the column of row r's queen
    vector<vector<int>> board(n, vector<int>(n, 0));
    for (int r = 0; r < n; r++)
        board[r][0] = 1;
    long long ways = 0;
    while (true) {
        bool safe = true;
        for (int a = 0; a < n && safe; a++)
            for (int b = a + 1; b < n && safe; b++)
                if (q[a] == q[b] || abs(q[a] - q[b]) == b - a)
                    safe = false;
        if (safe)
            ways++;
        int r = n - 1;
        while (r >= 0 && q[r] == n - 1) {
            board[r][q[r]] = 0;
            q[r] = 0;
            board[r][0] = 1;
            r--;
        }
        if (r < 0)
            break;
        board[r][q[r]] = 0;
        q[r]++;
        board[r][q[r]] = 1;
    }
    cout << ways << "\n";
}
