// N 皇后：在 n x n 的棋盘上放 n 个皇后，任意两个都不在同一行、同一列
// 或同一条斜线上，共有几种放法？
// 枚举所有摆法：每行一个皇后，可放在该行任何一格，共 n^n 种摆法，
// 像里程表一样逐一数过去；每种摆法都整盘检查，看有没有两个皇后
// 在同一列或同一条斜线上。结果正确，但 n^n 增长太快，再宽的时限也不够。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> q(n, 0); // q[r]：第 r 行的皇后所在的列
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
