// Regions: count the groups of open cells ('.') joined side by side, and the
// size of the largest.
// Relabelling: every open cell starts with a label of its own; sweep the grid
// again and again, each cell taking the smallest label beside it, until a
// sweep changes nothing. Then each label left is a region, and the cells that
// hold it its size. Right, but a winding region needs as many sweeps as it is long.
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
