// Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
// số ô của nhóm lớn nhất.
// Lỗi kinh điển thứ hai: phép loang chỉ xét xuống dưới, trái và phải mà không bao giờ lên trên,
// nên phần chỉ đi lên mới tới được bị đếm thành vùng mới; vùng lớn nhất có thể ra quá nhỏ.
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
