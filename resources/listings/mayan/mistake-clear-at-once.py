# Mayan puzzle (NOIP 2011), wrong solution: clears each run of 3 the moment it is found.
# A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
import sys
from itertools import count

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


def run_at(x, y, dx, dy):
    # A run of 3 from (x, y) in direction (dx, dy): (1, 0) is to the right, (0, 1) is up.
    if x + 2 * dx > 4 or y + 2 * dy > 6 or b[x][y] == 0:
        return False
    return b[x + dx][y + dy] == b[x][y] and b[x + 2 * dx][y + 2 * dy] == b[x][y]


def clear_run(x, y, dx, dy):
    for k in range(3):
        b[x + k * dx][y + k * dy] = 0


def chain():
    # Wrong: each run vanishes as soon as it is found, so the 4th block of a longer run, or a run crossing it,
    # is left behind. The runs must all be marked first, then cleared together.
    for round in count(1):
        cleared = 0  # runs cleared in this round
        for dy in (0, 1):  # rows first (dy = 0), then columns (dy = 1)
            for y in range(7):
                for x in range(5):
                    if run_at(x, y, 1 - dy, dy):
                        clear_run(x, y, 1 - dy, dy)  #@clear-run
                        cleared += 1
        if cleared == 0:  #@mark
            return  # no run left: the board is still
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
