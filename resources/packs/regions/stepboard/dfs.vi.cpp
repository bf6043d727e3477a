// Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
// số ô của nhóm lớn nhất.
// Loang theo chiều sâu: cùng cách loang ấy nhưng dùng ngăn xếp thay cho hàng đợi, nên
// nó đi theo một đường xa hết mức có thể rồi mới quay lại các đường khác.
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
            vector<pair<int, int>> st;
            g[r][c] = 'o';
            st.push_back({r, c});
            while (!st.empty()) {
                auto [x, y] = st.back();
                st.pop_back();
                for (int d = 0; d < 4; d++) {
                    int nx = x + dr[d], ny = y + dc[d];
                    if (nx >= 0 && nx < n && ny >= 0 && ny < m && g[nx][ny] == '.') {
                        g[nx][ny] = 'o';
                        size++;
                        st.push_back({nx, ny});
                    }
                }
            }
            largest = max(largest, size);
        }
    }
    cout << regions << " " << largest << "\n";
}
