# Xếp hậu: có bao nhiêu cách đặt n quân hậu lên bàn cờ n x n sao cho không có
# hai quân nào cùng hàng, cùng cột hay cùng đường chéo?
# Quay lui với mảng đánh dấu: các cột và hai loại đường chéo, mỗi thứ
# có một danh sách cho biết đã có quân hậu chiếm giữ chưa (đường chéo đi xuống
# sang phải có số hiệu r - c + n - 1, đường chéo đi xuống sang trái là r + c), nên
# kiểm tra một ô là biết ngay, không cần dò dọc theo bàn cờ.
import sys


def main():
    n = int(sys.stdin.read().split()[0])
    board = [[0] * n for _ in range(n)]
    used_col = [0] * n
    used_down = [0] * (2 * n - 1)
    used_up = [0] * (2 * n - 1)
    ways = 0

    def place(r):
        nonlocal ways
        if r == n:
            ways += 1
            return
        for c in range(n):
            if used_col[c] or used_down[r - c + n - 1] or used_up[r + c]:
                continue
            used_col[c] = used_down[r - c + n - 1] = used_up[r + c] = 1
            board[r][c] = 1
            place(r + 1)
            board[r][c] = 0
            used_col[c] = used_down[r - c + n - 1] = used_up[r + c] = 0

    place(0)
    print(ways)


main()
