// 連通區域：計算由上下左右相鄰的空格（'.'）連成的區域有幾個，以及
// 最大的區域有幾格。
// 重新標號：每個空格一開始都有自己的標號；一遍又一遍地掃過整個方格，
// 每一格都改取它旁邊最小的標號，直到某一遍掃完
// 什麼都沒有改變為止。這時留下的每個標號就是一個區域，而帶著這個標號的
// 格子數就是它的大小。答案正確，但彎彎曲曲的區域有多長，就要掃多少遍。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (int r = 0; r < n; r++)
        cin >> g[r];
    vector<vector<int>> label(n, vector<int>(m, -1));
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++)
            if (g[r][c] == '.')
                label[r][c] = r * m + c;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < m; c++) {
                if (label[r][c] < 0)
                    continue;
                int least = label[r][c];
                if (r > 0 && label[r - 1][c] >= 0) least = min(least, label[r - 1][c]);
                if (r + 1 < n && label[r + 1][c] >= 0) least = min(least, label[r + 1][c]);
                if (c > 0 && label[r][c - 1] >= 0) least = min(least, label[r][c - 1]);
                if (c + 1 < m && label[r][c + 1] >= 0) least = min(least, label[r][c + 1]);
                if (least < label[r][c]) {
                    label[r][c] = least;
                    changed = true;
                }
            }
        }
    }
    vector<int> cells(n * m, 0);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++)
            if (label[r][c] >= 0)
                cells[label[r][c]]++;
    int regions = 0, largest = 0;
    for (int i = 0; i < n * m; i++)
        if (cells[i] > 0) {
            regions++;
            largest = max(largest, cells[i]);
        }
    cout << regions << " " << largest << "\n";
}
