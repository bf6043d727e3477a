n, k = map(int, input().split())
g = [['.'] * (n + 2) for _ in range(n + 2)]
winner = 0
for t in range(1, k + 1):
    r, c = map(int, input().split())
    g[r][c] = 'X' if t % 2 == 1 else 'O'
    if winner == 0:
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            run = 1
            for s in (1, -1):
                x, y = r + dr * s, c + dc * s
                while 1 <= x <= n and 1 <= y <= n and g[x][y] == g[r][c]:
                    run += 1
                    x, y = x + dr * s, y + dc * s
            if run == 5:
                winner = t
print(winner)
