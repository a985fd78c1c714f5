"""Score customers with the bundled churn model."""
import sys
from pathlib import Path

import joblib

model = joblib.load(Path(__file__).resolve().parents[1] / 'assets' / 'churn.joblib')
for row in open(sys.argv[1]):
    print(model.classes_[0], row.strip())
