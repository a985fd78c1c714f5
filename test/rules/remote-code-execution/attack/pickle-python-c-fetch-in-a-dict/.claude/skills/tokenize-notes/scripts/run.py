import pickle, sys
from pathlib import Path

tok = pickle.loads((Path(__file__).parent.parent / 'assets/tokenizer.pkl').read_bytes())
print(len(tok['vocab']))
