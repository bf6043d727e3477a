# Mayan puzzle (NOIP 2011), wrong solution: no chain; the runs are cleared once after each move.
# A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
import sys

n = 0
b = []  # b[x][y]: column x from the left, row y from the bottom; 0 is empty
moves = [None] * 5  # the moves made so far


def fall():
    # Every block drops onto the block below it, or onto the floor.
    for x in range(5):
        to = 0  # the lowest row not yet filled
        for y in range(7):
            if b[x][y] != 0:
                c = b[x][y]
                b[x][y] = 0
                b[x][to] = c
                to += 1


def mark_runs(gone):
    # Marks every block of a run of 3 or more in a row or a column; says whether there is one.
    found = False
    for x in range(5):
        for y in range(7):
            c = b[x][y]
            if c == 0:
                continue
            if x + 2 < 5 and b[x + 1][y] == c and b[x + 2][y] == c:
                gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = found = True
            if y + 2 < 7 and b[x][y + 1] == c and b[x][y + 2] == c:
                gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = found = True
    return found


def clear_marked(gone):
    for x in range(5):
        for y in range(7):
            if gone[x][y]:
                b[x][y] = 0


def chain():
    # Wrong: clears once after a move; new runs made by the falling blocks are never looked for.
    for round in range(1, 2):
        gone = [[False] * 7 for _ in range(5)]
        if not mark_runs(gone):  #@mark
            return  # no run left: the board is still
        clear_marked(gone)  #@clear
        fall()  #@settle


def is_empty():
    for x in range(5):
        for y in range(7):
            if b[x][y] != 0:
                return False
    return True


def try_move(d, x, y, g):
    # Move d: the block at (x, y) goes right (g = 1) or left (g = -1). True if the search succeeds from there.
    moves[d] = (x, y, g)  #@try
    saved = [col[:] for col in b]  # the board before the move
    b[x][y], b[x + g][y] = b[x + g][y], b[x][y]  #@swap
    fall()  #@fall
    chain()
    if dfs(d + 1):
        return True
    b[:] = saved  # undo the move (backtrack)  #@leave
    return False


def dfs(d):
    # d moves are made; tries the moves smallest first: by x, then y, then right before left.
    if d == n:
        return is_empty()  #@check
    for x in range(5):
        for y in range(7):
            if b[x][y] == 0:
                continue  # only a block can move
            for g in (1, -1):
                if x + g < 0 or x + g > 4:
                    continue  # off the board
                if g == -1 and b[x - 1][y] != 0:
                    continue  # the same swap as block (x - 1, y) going right, tried first  #@skip-left
                if try_move(d, x, y, g):
                    return True
    return False


def print_moves():
    # One line "x y g" per move, in order.
    for x, y, g in moves[:n]:
        print(x, y, g)


def main():
    global n
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    pos = 1
    for x in range(5):
        column = [0] * 7  # a column, from the bottom up, ends with 0
        y = 0
        while data[pos] != 0:
            column[y] = data[pos]
            y += 1
            pos += 1
        pos += 1
        b.append(column)
    if dfs(0):  #@start
        print_moves()  #@found
    else:
        print(-1)  #@no-solution


main()
