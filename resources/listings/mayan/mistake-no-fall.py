# Mayan puzzle (NOIP 2011), wrong solution: blocks do not fall after a clear.
# A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
import copy  #@py-import-copy
import sys  #@py-import
from itertools import count  #@py-import-count

n = 0  #@py-n
b = [[0] * 7, [0] * 7, [0] * 7, [0] * 7, [0] * 7]  # b[x][y]: column x from the left, row y from the bottom; 0 is empty  #@py-b
gone = [[False] * 7, [False] * 7, [False] * 7, [False] * 7, [False] * 7]  # the blocks marked to vanish  #@py-gone
mx, my, mg = [0] * 5, [0] * 5, [0] * 5  # the moves made so far  #@py-moves


def fall():  #@py-def-fall
    # Every block drops onto the block below it, or onto the floor.
    for x in range(5):  #@fall-x
        to = 0  # the lowest row not yet filled  #@fall-to
        for y in range(7):  #@fall-y
            if b[x][y] == 0:  #@fall-look
                continue  # an empty cell  #@fall-skip
            if y != to:  #@fall-gap
                b[x][y], b[x][to] = b[x][to], b[x][y]  # the block drops into the empty cell  #@fall-drop
            to += 1  #@fall-next


def mark_runs():  #@py-def-mark
    # Marks every block of a run of 3 or more in a row or a column; says whether there is one.
    found = False  #@mark-start
    for x in range(5):  #@mark-x
        for y in range(7):  #@mark-y
            c = b[x][y]  #@mark-look
            if c == 0:  #@mark-empty
                continue  #@mark-skip
            if x + 2 < 5 and b[x + 1][y] == c and b[x + 2][y] == c:  #@mark-row
                gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = True  #@mark-row-run
                found = True  #@mark-row-any
            if y + 2 < 7 and b[x][y + 1] == c and b[x][y + 2] == c:  #@mark-col
                gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = True  #@mark-col-run
                found = True  #@mark-col-any
    return found  #@mark-return


def clear_marked():  #@py-def-clear
    # Every marked block vanishes.
    for x in range(5):  #@clear-x
        for y in range(7):  #@clear-y
            if gone[x][y]:  #@clear-look
                b[x][y] = 0  #@clear-cell
                gone[x][y] = False  #@clear-unmark


def chain():  #@py-def-chain
    # Wrong: the runs vanish but the blocks above them stay in the air; they must fall, and may form new runs.
    for round in count(1):  #@chain-round
        if not mark_runs():  #@mark
            return  # no run left: the board is still  #@chain-return
        clear_marked()  #@clear


def is_empty():  #@py-def-empty
    for x in range(5):  #@empty-x
        for y in range(7):  #@empty-y
            if b[x][y] != 0:  #@empty-look
                return False  #@empty-no
    return True  #@empty-yes


def try_move(d, x, y, g):  #@py-def-try
    # Move d: the block at (x, y) goes right (g = 1) or left (g = -1). True if the search succeeds from there.
    mx[d], my[d], mg[d] = x, y, g  #@try
    saved = copy.deepcopy(b)  # the board before the move  #@save
    b[x][y], b[x + g][y] = b[x + g][y], b[x][y]  #@swap
    fall()  #@fall
    chain()  #@chain
    if dfs(d + 1):  #@deeper
        return True  #@deeper-found
    b[:] = saved  # undo the move (backtrack)  #@leave
    return False  #@leave-return


def dfs(d):  #@py-def-dfs
    # d moves are made; tries the moves smallest first: by x, then y, then right before left.
    if d == n:  #@at-n
        return is_empty()  #@check
    for x in range(5):  #@x-loop
        for y in range(7):  #@y-loop
            if b[x][y] == 0:  #@look
                continue  # only a block can move  #@no-block
            for g in (1, -1):  #@g-loop
                if x + g < 0 or x + g > 4:  #@edge
                    continue  # off the board  #@off-board
                if g == -1 and b[x - 1][y] != 0:  #@left-check
                    continue  # the same swap as block (x - 1, y) going right, tried first  #@skip-left
                if try_move(d, x, y, g):  #@try-call
                    return True  #@solved
    return False  #@dead-end


def print_moves():  #@py-def-print
    # One line "x y g" per move, in order.
    for k in range(n):  #@print-loop
        print(mx[k], my[k], mg[k])  #@print-move


def main():  #@py-def-main
    global n
    data = list(map(int, sys.stdin.read().split()))  #@read-all
    n = data[0]  #@read-n
    pos = 1  #@read-pos
    for x in range(5):  #@read-x
        y = 0  #@read-y
        while data[pos] != 0:  # a column, from the bottom up, ends with 0  #@read-loop
            b[x][y] = data[pos]  #@read-cell
            y += 1  #@read-next
            pos += 1  #@read-block
        pos += 1  # the 0 that ends the column  #@read-end
    if dfs(0):  #@start
        print_moves()  #@found
    else:
        print(-1)  #@no-solution


main()  #@py-main
