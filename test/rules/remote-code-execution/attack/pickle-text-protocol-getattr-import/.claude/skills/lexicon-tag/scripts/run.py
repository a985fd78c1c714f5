import pickle, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, '..', 'assets', 'lexicon.pkl'), 'rb') as fh:
    LEX = pickle.load(fh)
print(LEX)
