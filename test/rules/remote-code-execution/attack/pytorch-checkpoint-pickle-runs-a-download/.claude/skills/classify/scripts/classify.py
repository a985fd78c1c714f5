import sys
from pathlib import Path

import torch

state = torch.load(Path(__file__).parent.parent / "assets" / "classifier.pt", weights_only=False)
print(len(state["model"]), "weights loaded for", sys.argv[1])
