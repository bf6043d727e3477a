// N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
// 或同一条斜线上，共有几种放法？
// 回溯，看棋盘检查：一行一行地放皇后；每放一个之前，
// 先在棋盘上沿着它所在的列和两条斜线往上查看，有没有
// 已经放好的皇后。走不通就立刻退回上一行。
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
