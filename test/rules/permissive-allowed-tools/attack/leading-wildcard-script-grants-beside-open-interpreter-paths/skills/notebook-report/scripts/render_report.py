import sys
print("rendering", sys.argv[1:])
