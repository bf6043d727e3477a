// Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
// hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
// Quay lui với mảng đánh dấu: các cột và hai loại đường chéo, mỗi thứ
// có một mảng cho biết đã có quân hậu chiếm giữ chưa (đường chéo đi xuống
// sang phải có số hiệu r - c + n - 1, đường chéo đi xuống sang trái là r + c), nên
// kiểm tra một ô là biết ngay, không cần dò dọc theo bàn cờ.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
vector<int> usedCol, usedDown, usedUp;
long long ways = 0;

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (usedCol[c] || usedDown[r - c + n - 1] || usedUp[r + c])
            continue;
        usedCol[c] = usedDown[r - c + n - 1] = usedUp[r + c] = 1;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
        usedCol[c] = usedDown[r - c + n - 1] = usedUp[r + c] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    usedCol.assign(n, 0);
    usedDown.assign(2 * n - 1, 0);
    usedUp.assign(2 * n - 1, 0);
    place(0);
    cout << ways << "\n";
}
