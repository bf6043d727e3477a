// Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
// hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
// Quay lui, nhìn bàn cờ: đặt quân hậu lần lượt từng hàng; trước khi đặt mỗi
// quân, dò ngược lên trên bàn cờ dọc theo cột và hai đường chéo của ô đó xem
// đã có quân hậu nào chưa. Gặp ngõ cụt thì lùi lại một hàng ngay.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<vector<int>> board;
long long ways = 0;

bool safe(int r, int c) {
    for (int i = 1; i <= r; i++) {
        if (board[r - i][c])
            return false;
        if (c - i >= 0 && board[r - i][c - i])
            return false;
        if (c + i < n && board[r - i][c + i])
            return false;
    }
    return true;
}

void place(int r) {
    if (r == n) {
        ways++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (!safe(r, c))
            continue;
        board[r][c] = 1;
        place(r + 1);
        board[r][c] = 0;
    }
}

int main() {
    cin >> n;
    board.assign(n, vector<int>(n, 0));
    place(0);
    cout << ways << "\n";
}
