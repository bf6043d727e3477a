// Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
// hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
// Lỗi kinh điển thứ hai: khi lùi lại một hàng, quân hậu được nhấc khỏi bàn cờ nhưng
// cột và các đường chéo của nó vẫn bị đánh dấu là đã có hậu, nên các ô vẫn bị chặn bởi
// những quân hậu không còn nữa, và phần lớn các cách đặt không bao giờ được thử.
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
