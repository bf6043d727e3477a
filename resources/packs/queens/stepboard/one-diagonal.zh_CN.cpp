// N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
// 或同一条斜线上，共有几种放法？
// 经典错误：数组记录了每一列和往右下的斜线，
// 却忘了往左下的斜线，所以
// 同在这种斜线上的两个皇后会被放过。
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
