import sys
import pandas as pd
import featurekit
print(featurekit.fit(pd.read_csv(sys.argv[1])))
