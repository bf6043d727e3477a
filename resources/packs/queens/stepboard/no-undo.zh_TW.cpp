// N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
// 或同一條斜線上，共有幾種放法？
// 另一個經典錯誤：退回上一列時，把皇后從棋盤上拿走了，卻
// 沒清掉它的行和斜線上「已被佔住」的記號，於是格子仍被
// 已經不在的皇后擋住，大部分的擺法根本沒被試過。
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
