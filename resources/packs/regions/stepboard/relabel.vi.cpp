// Vùng liên thông: đếm số nhóm ô trống ('.') nối liền nhau qua cạnh chung, và
// số ô của nhóm lớn nhất.
// Gán lại nhãn: mỗi ô trống ban đầu mang một nhãn riêng; quét cả lưới
// hết lượt này đến lượt khác, mỗi ô lấy nhãn nhỏ nhất bên cạnh nó, cho đến khi
// một lượt quét không thay đổi gì nữa. Khi đó mỗi nhãn còn lại là một vùng, và số ô
// mang nhãn đó là kích thước của vùng. Đúng, nhưng vùng ngoằn ngoèo dài bao nhiêu thì cần bấy nhiêu lượt quét.
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
