// Mayan puzzle (NOIP 2011): try every sequence of n moves, smallest first, until one empties the board.
// A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
#include <bits/stdc++.h>
using namespace std;

typedef array<array<int, 7>, 5> Board;  // b[x][y]: column x from the left, row y from the bottom; 0 is empty

int n;
Board b;
bool gone[5][7];  // the blocks marked to vanish
int mx[5], my[5], mg[5];  // the moves made so far

// Every block drops onto the block below it, or onto the floor.
void fall() {
    for (int x = 0; x < 5; x++) {  //@fall-x
        int to = 0;  // the lowest row not yet filled  //@fall-to
        for (int y = 0; y < 7; y++) {  //@fall-y
            if (b[x][y] == 0)  //@fall-look
                continue;  // an empty cell  //@fall-skip
            if (y != to)  //@fall-gap
                swap(b[x][y], b[x][to]);  // the block drops into the empty cell  //@fall-drop
            to++;  //@fall-next
        }
    }
}  //@fall-end

// Marks every block of a run of 3 or more in a row or a column; says whether there is one.
bool markRuns() {
    bool any = false;  //@mark-start
    for (int x = 0; x < 5; x++) {  //@mark-x
        for (int y = 0; y < 7; y++) {  //@mark-y
            int c = b[x][y];  //@mark-look
            if (c == 0)  //@mark-empty
                continue;  //@mark-skip
            if (x + 2 < 5 && b[x + 1][y] == c && b[x + 2][y] == c) {  //@mark-row
                gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = true;  //@mark-row-run
                any = true;  //@mark-row-any
            }
            if (y + 2 < 7 && b[x][y + 1] == c && b[x][y + 2] == c) {  //@mark-col
                gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = true;  //@mark-col-run
                any = true;  //@mark-col-any
            }
        }
    }
    return any;  //@mark-return
}  //@mark-end

// Every marked block vanishes.
void clearMarked() {
    for (int x = 0; x < 5; x++) {  //@clear-x
        for (int y = 0; y < 7; y++) {  //@clear-y
            if (gone[x][y]) {  //@clear-look
                b[x][y] = 0;  //@clear-cell
                gone[x][y] = false;  //@clear-unmark
            }
        }
    }
}  //@clear-end

// All runs vanish together, then the blocks above them fall and may form new runs: round after round.
void chain() {
    for (int round = 1;; round++) {  //@chain-round
        if (!markRuns())  //@mark
            return;  // no run left: the board is still  //@chain-return
        clearMarked();  //@clear
        fall();  //@settle
    }
}  //@chain-end

bool isEmpty() {
    for (int x = 0; x < 5; x++) {  //@empty-x
        for (int y = 0; y < 7; y++) {  //@empty-y
            if (b[x][y] != 0)  //@empty-look
                return false;  //@empty-no
        }
    }
    return true;  //@empty-yes
}  //@empty-end

bool dfs(int d);

// Move d: the block at (x, y) goes right (g = 1) or left (g = -1). True if the search succeeds from there.
bool tryMove(int d, int x, int y, int g) {
    mx[d] = x, my[d] = y, mg[d] = g;  //@try
    Board saved = b;  // the board before the move  //@save
    swap(b[x][y], b[x + g][y]);  //@swap
    fall();  //@fall
    chain();  //@chain
    if (dfs(d + 1))  //@deeper
        return true;  //@deeper-found
    b = saved;  // undo the move (backtrack)  //@leave
    return false;  //@leave-return
}  //@try-end

// d moves are made; tries the moves smallest first: by x, then y, then right before left.
bool dfs(int d) {
    if (d == n)  //@at-n
        return isEmpty();  //@check
    for (int x = 0; x < 5; x++) {  //@x-loop
        for (int y = 0; y < 7; y++) {  //@y-loop
            if (b[x][y] == 0)  //@look
                continue;  // only a block can move  //@no-block
            for (int g : {1, -1}) {  //@g-loop
                if (x + g < 0 || x + g > 4)  //@edge
                    continue;  // off the board  //@off-board
                if (g == -1 && b[x - 1][y] != 0)  //@left-check
                    continue;  // the same swap as block (x - 1, y) going right, tried first  //@skip-left
                if (tryMove(d, x, y, g))  //@try-call
                    return true;  //@solved
            }
        }
    }
    return false;  //@dead-end
}  //@dfs-end

// One line "x y g" per move, in order.
void printMoves() {
    for (int k = 0; k < n; k++)  //@print-loop
        cout << mx[k] << " " << my[k] << " " << mg[k] << "\n";  //@print-move
}  //@print-end

int main() {
    cin >> n;  //@read-n
    for (int x = 0; x < 5; x++) {  //@read-x
        int y = 0;  //@read-y
        int c;
        cin >> c;  //@read-first
        while (c != 0) {  // a column, from the bottom up, ends with 0  //@read-loop
            b[x][y] = c;  //@read-cell
            y++;  //@read-next
            cin >> c;  //@read-block
        }
    }
    if (dfs(0))  //@start
        printMoves();  //@found
    else
        cout << -1 << "\n";  //@no-solution
    return 0;  //@return
}  //@main-end
