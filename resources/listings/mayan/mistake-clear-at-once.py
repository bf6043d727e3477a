# Mayan puzzle (NOIP 2011), wrong solution: clears each run of 3 the moment it is found.
# A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
import copy  #@py-import-copy
import sys  #@py-import
from itertools import count  #@py-import-count

n = 0  #@py-n
b = [[0] * 7, [0] * 7, [0] * 7, [0] * 7, [0] * 7]  # b[x][y]: column x from the left, row y from the bottom; 0 is empty  #@py-b
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


def clear_runs():  #@py-def-runs
    # Wrong: each run vanishes as soon as it is found, so the 4th block of a longer run, or a run crossing it,
    # is left behind. The runs must all be marked first, then cleared together.
    found = False  #@runs-start
    for y in range(7):  # rows first  #@row-y
        for x in range(3):  #@row-x
            if b[x][y] != 0 and b[x + 1][y] == b[x][y] and b[x + 2][y] == b[x][y]:  #@row-check
                b[x][y] = b[x + 1][y] = b[x + 2][y] = 0  #@clear-run
                found = True  #@row-any
    for y in range(5):  # then columns  #@col-y
        for x in range(5):  #@col-x
            if b[x][y] != 0 and b[x][y + 1] == b[x][y] and b[x][y + 2] == b[x][y]:  #@col-check
                b[x][y] = b[x][y + 1] = b[x][y + 2] = 0  #@clear-col-run
                found = True  #@col-any
    return found  #@runs-return


def chain():  #@py-def-chain
    # Round after round: the blocks above the cleared ones fall and may form new runs.
    for round in count(1):  #@chain-round
        if not clear_runs():  #@mark
            return  # no run left: the board is still  #@chain-return
        fall()  #@settle


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
