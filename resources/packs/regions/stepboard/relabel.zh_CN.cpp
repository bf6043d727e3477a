// 连通区域：计算由上下左右相邻的空格（'.'）连成的区域有几个，以及
// 最大的区域有几格。
// 重新标号：每个空格一开始都有自己的标号；一遍又一遍地扫描整个方格，
// 每一格都改取它旁边最小的标号，直到某一遍扫描下来
// 什么都没有改变为止。这时剩下的每个标号就是一个区域，而带有这个标号的
// 格子数就是它的大小。结果正确，但弯弯曲曲的区域有多长，就要扫多少遍。
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
