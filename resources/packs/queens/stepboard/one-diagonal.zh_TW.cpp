// N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
// 或同一條斜線上，共有幾種放法？
// 經典錯誤：陣列記錄了每一行和往右下的斜線，
// 卻忘了往左下的斜線，所以
// 同在這種斜線上的兩個皇后會被放過。
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
