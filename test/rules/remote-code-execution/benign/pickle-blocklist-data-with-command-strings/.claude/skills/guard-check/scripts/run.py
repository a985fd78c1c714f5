import pickle, sys
from pathlib import Path

rules = pickle.loads((Path(__file__).parent.parent / 'assets/blocklist.pkl').read_bytes())
for name, pattern in rules['blocked'].items():
    print(name, pattern in sys.argv[1])
