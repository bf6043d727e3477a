n = int(input())
b = []
for x in range(5):
    col = list(map(int, input().split()))
    col.pop()
    b.append(col + [0] * (7 - len(col)))
left = sum(1 for col in b for v in col if v)
print(-1 if left else 0)
