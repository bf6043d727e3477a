// Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
// hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
// Lỗi kinh điển: các mảng đánh dấu cột và các đường chéo đi xuống
// sang phải, nhưng quên mất các đường chéo đi xuống sang trái, nên
// hai quân hậu trên cùng một đường chéo như thế vẫn lọt qua.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
vector<int> usedCol, usedDown;
long long ways = 0;

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (usedCol[c] || usedDown[r - c + n - 1])
            continue;
        usedCol[c] = usedDown[r - c + n - 1] = 1;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
        usedCol[c] = usedDown[r - c + n - 1] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    usedCol.assign(n, 0);
    usedDown.assign(2 * n - 1, 0);
    place(0);
    cout << ways << "\n";
}
