// Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
// hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
// Thử mọi cách đặt: mỗi hàng một quân hậu, đặt ở ô nào trong hàng cũng được; n^n cách đặt
// được đếm lần lượt như đồng hồ công-tơ-mét; mỗi cách được kiểm tra cả bàn xem có hai quân hậu
// nào cùng cột hay cùng đường chéo không. Đúng, nhưng n^n tăng quá nhanh, vượt mọi giới hạn thời gian.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> q(n, 0); // q[r]: cột của quân hậu ở hàng r
    vector<vector<int>> board(n, vector<int>(n, 0));
    for (int r = 0; r < n; r++)
        board[r][0] = 1;
    long long ways = 0;
    while (true) {
        bool safe = true;
        for (int a = 0; a < n && safe; a++)
            for (int b = a + 1; b < n && safe; b++)
                if (q[a] == q[b] || abs(q[a] - q[b]) == b - a)
                    safe = false;
        if (safe)
            ways++;
        int r = n - 1;
        while (r >= 0 && q[r] == n - 1) {
            board[r][q[r]] = 0;
            q[r] = 0;
            board[r][0] = 1;
            r--;
        }
        if (r < 0)
            break;
        board[r][q[r]] = 0;
        q[r]++;
        board[r][q[r]] = 1;
    }
    cout << ways << "\n";
}
