// Mayan puzzle (NOIP 2011): try every sequence of n moves, smallest first, until one empties the board.
// A move swaps a block with the cell to its left or right; then blocks fall and runs of 3 or more vanish.
#include <bits/stdc++.h>
using namespace std;

typedef array<array<int, 7>, 5> Board;  // b[x][y]: column x from the left, row y from the bottom; 0 is empty

int n;
Board b;
int mx[5], my[5], mg[5];  // the moves made so far

// Every block drops onto the block below it, or onto the floor.
void fall() {
    for (int x = 0; x < 5; x++) {
        int to = 0;  // the lowest row not yet filled
        for (int y = 0; y < 7; y++)
            if (b[x][y] != 0) {
                int c = b[x][y];
                b[x][y] = 0;
                b[x][to++] = c;
            }
    }
}

// Marks every block of a run of 3 or more in a row or a column; says whether there is one.
bool markRuns(Board& gone) {
    bool any = false;
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++) {
            int c = b[x][y];
            if (c == 0)
                continue;
            if (x + 2 < 5 && b[x + 1][y] == c && b[x + 2][y] == c)
                gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = any = true;
            if (y + 2 < 7 && b[x][y + 1] == c && b[x][y + 2] == c)
                gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = any = true;
        }
    return any;
}

void clearMarked(const Board& gone) {
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++)
            if (gone[x][y])
                b[x][y] = 0;
}

// All runs vanish together, then the blocks above them fall and may form new runs: round after round.
void chain() {
    for (int round = 1;; round++) {
        Board gone = {};
        if (!markRuns(gone))  //@mark
            return;  // no run left: the board is still
        clearMarked(gone);  //@clear
        fall();  //@settle
    }
}

bool isEmpty() {
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++)
            if (b[x][y] != 0)
                return false;
    return true;
}

bool dfs(int d);

// Move d: the block at (x, y) goes right (g = 1) or left (g = -1). True if the search succeeds from there.
bool tryMove(int d, int x, int y, int g) {
    mx[d] = x, my[d] = y, mg[d] = g;  //@try
    Board saved = b;  // the board before the move
    swap(b[x][y], b[x + g][y]);  //@swap
    fall();  //@fall
    chain();
    if (dfs(d + 1))
        return true;
    b = saved;  // undo the move (backtrack)  //@leave
    return false;
}

// d moves are made; tries the moves smallest first: by x, then y, then right before left.
bool dfs(int d) {
    if (d == n)
        return isEmpty();  //@check
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 7; y++) {
            if (b[x][y] == 0)
                continue;  // only a block can move
            for (int g : {1, -1}) {
                if (x + g < 0 || x + g > 4)
                    continue;  // off the board
                if (g == -1 && b[x - 1][y] != 0)
                    continue;  // the same swap as block (x - 1, y) going right, tried first  //@skip-left
                if (tryMove(d, x, y, g))
                    return true;
            }
        }
    return false;
}

// One line "x y g" per move, in order.
void printMoves() {
    for (int k = 0; k < n; k++)
        cout << mx[k] << " " << my[k] << " " << mg[k] << "\n";
}

int main() {
    cin >> n;
    for (int x = 0; x < 5; x++)
        for (int y = 0, c; cin >> c && c != 0; y++)  // a column, from the bottom up, ends with 0
            b[x][y] = c;
    if (dfs(0))  //@start
        printMoves();  //@found
    else
        cout << -1 << "\n";  //@no-solution
    return 0;
}
