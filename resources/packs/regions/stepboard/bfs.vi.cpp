// Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
// số ô của nhóm lớn nhất.
// Loang theo chiều rộng: mỗi vùng mới được loang từ ô đầu tiên của nó bằng hàng đợi;
// ô được đánh dấu ngay khi đưa vào hàng đợi, nên mỗi ô chỉ vào hàng đợi một lần.
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
            g[r][c] = 'o';  // đánh dấu ngay khi vào hàng đợi
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
