// Mayan puzzle (NOIP 2011), wrong solution: clears each run of 3 the moment it is found.
// A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
#include <bits/stdc++.h>
using namespace std;

typedef array<array<int, 7>, 5> Board;  // b[x][y]: column x from the left, row y from the bottom; 0 is empty

int n;
Board b;
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

// Wrong: each run vanishes as soon as it is found, so the 4th block of a longer run, or a run crossing it,
// is left behind. The runs must all be marked first, then cleared together.
bool clearRuns() {
    bool any = false;  //@runs-start
    for (int y = 0; y < 7; y++) {  // rows first  //@row-y
        for (int x = 0; x + 2 < 5; x++) {  //@row-x
            if (b[x][y] != 0 && b[x + 1][y] == b[x][y] && b[x + 2][y] == b[x][y]) {  //@row-check
                b[x][y] = b[x + 1][y] = b[x + 2][y] = 0;  //@clear-run
                any = true;  //@row-any
            }
        }
    }
    for (int y = 0; y + 2 < 7; y++) {  // then columns  //@col-y
        for (int x = 0; x < 5; x++) {  //@col-x
            if (b[x][y] != 0 && b[x][y + 1] == b[x][y] && b[x][y + 2] == b[x][y]) {  //@col-check
                b[x][y] = b[x][y + 1] = b[x][y + 2] = 0;  //@clear-col-run
                any = true;  //@col-any
            }
        }
    }
    return any;  //@runs-return
}  //@runs-end

// Round after round: the blocks above the cleared ones fall and may form new runs.
void chain() {
    for (int round = 1;; round++) {  //@chain-round
        if (!clearRuns())  //@mark
            return;  // no run left: the board is still  //@chain-return
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
