import sys

# The fixed entry point is followed: what it runs is read here.
exec(sys.stdin.read())
