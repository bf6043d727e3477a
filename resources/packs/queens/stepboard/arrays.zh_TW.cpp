// N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
// 或同一條斜線上，共有幾種放法？
// 回溯法搭配陣列：所有的行和兩種斜線，各用一個陣列
// 記錄是否已有皇后佔住（往右下的斜線編號是
// r - c + n - 1，往左下的斜線編號是 r + c），所以
// 一格能不能放，一查就知道，不必沿著棋盤一格一格地看。
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
