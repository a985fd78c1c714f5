import sys
import pandas as pd
print(pd.read_csv(sys.argv[1]).churned.mean())
