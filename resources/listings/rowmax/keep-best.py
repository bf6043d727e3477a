# The largest value of a row: look at each value once, keeping the largest seen so far.
import sys  #@py-import


def main():  #@py-def-main
    data = sys.stdin.read().split()  #@read-all
    n = int(data[0])  #@read-size
    a = []  # the row  #@py-row
    for i in range(n):  #@read-loop
        a.append(int(data[1 + i]))  #@read-value
    best = a[0]  # the first value is the largest so far  #@first
    for i in range(1, n):  #@scan
        if a[i] > best:  #@compare
            best = a[i]  # a larger value: keep it  #@keep
    print(best)  #@answer


main()  #@py-main
