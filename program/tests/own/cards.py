n, m = map(int, input().split())
card = []
for i in range(n):
    card.append(list(map(int, input().split())))
score = 0
changed = True
while changed:
    changed = False
    for i in range(n):
        last = -1
        for j in range(m):
            if card[i][j] == -1:
                continue
            if last >= 0 and card[i][last] == card[i][j]:
                score += card[i][j]
                card[i][j] = card[i][last] = -1
                changed = True
                last = -1
            else:
                last = j
    for j in range(m):
        last = -1
        for i in range(n):
            if card[i][j] == -1:
                continue
            if last >= 0 and card[last][j] == card[i][j]:
                score += card[i][j]
                card[i][j] = card[last][j] = -1
                changed = True
                last = -1
            else:
                last = i
print(score)
