// 连通区域：计算由上下左右相邻的空格（'.'）连成的区域有几个，以及
// 最大的区域有几格。
// 另一个经典错误：扩散时只看下、左、右，从来不往上看，
// 所以只能往上走才到得了的部分会被当成新的区域；最大区域的格数可能偏小。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (int r = 0; r < n; r++)
        cin >> g[r];
    const int dr[3] = {1, 0, 0};
    const int dc[3] = {0, -1, 1};
    int regions = 0, largest = 0;
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < m; c++) {
            if (g[r][c] != '.')
                continue;
            regions++;
            int size = 1;
            queue<pair<int, int>> q;
            g[r][c] = 'o';
            q.push({r, c});
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                for (int d = 0; d < 3; d++) {
                    int nx = x + dr[d], ny = y + dc[d];
                    if (nx >= 0 && nx < n && ny >= 0 && ny < m && g[nx][ny] == '.') {
                        g[nx][ny] = 'o';
                        size++;
                        q.push({nx, ny});
                    }
                }
            }
            largest = max(largest, size);
        }
    }
    cout << regions << " " << largest << "\n";
}
