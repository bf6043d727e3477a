// N 皇后：在 n x n 的棋盤上放 n 個皇后，任兩個都不在同一列、同一行
// 或同一條斜線上，共有幾種放法？
// 列舉所有擺法：每列一個皇后，可放在該列任何一格，共 n^n 種擺法，
// 像里程表一樣逐一數過去；每種擺法都整盤檢查，看有沒有兩個皇后
// 在同一行或同一條斜線上。答案正確，但 n^n 增長太快，再寬的時限也不夠。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> q(n, 0); // q[r]：第 r 列的皇后所在的行
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
