import sys

import style

style.apply()
print("styled", sys.argv[1:])
