"""Every labelled sample of the corpus must be flagged (or not) as its label says."""
from pathlib import Path
import sys

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "scripts"))
from scan import scan  # noqa: E402

SAMPLES = sorted((HERE.parent / "corpus").glob("*.txt"))


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_sample_matches_label(sample):
    text = sample.read_text(encoding="utf-8")
    expected = not sample.name.startswith("clean")
    assert bool(scan(text)) is expected
