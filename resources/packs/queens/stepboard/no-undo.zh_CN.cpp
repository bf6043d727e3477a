// N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
// 或同一条斜线上，共有几种放法？
// 另一个经典错误：退回上一行时，把皇后从棋盘上拿走了，却
// 没清掉它的列和斜线上“已被占据”的标记，于是格子仍被
// 已经不在的皇后挡住，大部分摆法根本没被试过。
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
vector<int> usedCol, usedDown, usedUp;
long long ways = 0;

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (usedCol[c] || usedDown[r - c + n - 1] || usedUp[r + c])
            continue;
        usedCol[c] = usedDown[r - c + n - 1] = usedUp[r + c] = 1;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    usedCol.assign(n, 0);
    usedDown.assign(2 * n - 1, 0);
    usedUp.assign(2 * n - 1, 0);
    place(0);
    cout << ways << "\n";
}
