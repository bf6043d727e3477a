// 連通區域：計算由上下左右相鄰的空格（'.'）連成的區域有幾個，以及
// 最大的區域有幾格。
// 經典錯誤：格子放進佇列時就計數，卻要等到
// 離開佇列時才標記，所以挨著多個已擴散格子的格子可能被放進佇列
// 不只一次，每次都被計數。區域個數是對的，最大區域的格數卻可能算多了。
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
                g[x][y] = 'o';  // 出佇列時才標記：太晚了
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
