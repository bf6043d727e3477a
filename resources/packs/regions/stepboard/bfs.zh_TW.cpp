// 連通區域：計算由上下左右相鄰的空格（'.'）連成的區域有幾個，以及
// 最大的區域有幾格。
// 廣度優先：每遇到一個新區域，就從它的第一格開始用佇列擴散；
// 格子一放進佇列就立刻標記，所以每一格只會進佇列一次。
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
            g[r][c] = 'o';  // 進佇列時就標記
            q.push({r, c});
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                for (int d = 0; d < 4; d++) {
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
