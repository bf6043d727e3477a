// N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
// 或同一条斜线上，共有几种放法？
// 回溯法加数组：所有的列和两种斜线，各用一个数组
// 记录是否已有皇后占据（往右下的斜线编号是
// r - c + n - 1，往左下的斜线编号是 r + c），所以
// 一格能不能放，一查就知道，不必沿着棋盘逐格查看。
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
        usedCol[c] = usedDown[r - c + n - 1] = usedUp[r + c] = 0;
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
