# The largest value of a row: read n, then n values, and print the largest.
import sys

data = sys.stdin.read().split()
n = int(data[0])
