// N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
// 或同一條斜線上，共有幾種放法？
// 回溯，看棋盤檢查：一列一列地放皇后；每放一個之前，
// 先在棋盤上沿著它所在的行和兩條斜線往上查看，有沒有
// 已經放好的皇后。走不通就立刻退回上一列。
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
