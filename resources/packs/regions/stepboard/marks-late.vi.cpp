// Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
// số ô của nhóm lớn nhất.
// Lỗi kinh điển: ô được đếm khi đưa vào hàng đợi nhưng chỉ được đánh dấu
// khi lấy ra, nên một ô nằm cạnh nhiều ô đã loang có thể bị đưa vào hàng đợi
// hơn một lần và bị đếm mỗi lần. Số vùng vẫn đúng; số ô của vùng lớn nhất có thể ra quá lớn.
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
                g[x][y] = 'o';  // lấy ra mới đánh dấu: quá muộn
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
