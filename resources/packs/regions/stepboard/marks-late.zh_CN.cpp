// 连通区域：计算由上下左右相邻的空格（'.'）连成的区域有几个，以及
// 最大的区域有几格。
// 经典错误：格子放进队列时就计数，却要等到
// 出队时才标记，所以挨着多个已扩散格子的格子可能被放进队列
// 不止一次，每次都被计数。区域个数是对的，最大区域的格数却可能偏大。
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<string> g(n);
    for (int r = 0; r < n; r++)
        cin >> g[r];
    const int dr[4] = {-1, 1, 0, 0};
    const int dc[4] = {0, 0, -1, 1};
    int regions = 0, largest = 0;
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < m; c++) {
            if (g[r][c] != '.')
                continue;
            regions++;
            int size = 1;
            queue<pair<int, int>> q;
            q.push({r, c});
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                g[x][y] = 'o';  // 出队时才标记：太晚了
                for (int d = 0; d < 4; d++) {
                    int nx = x + dr[d], ny = y + dc[d];
                    if (nx >= 0 && nx < n && ny >= 0 && ny < m && g[nx][ny] == '.') {
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
