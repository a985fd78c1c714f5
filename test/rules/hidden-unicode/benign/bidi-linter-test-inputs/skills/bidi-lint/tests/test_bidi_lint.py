import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from bidi_lint import findings  # noqa: E402


def test_flags_trojan_source_line():
    sample = 'access = "user‮ ⁦# admin only⁩ ⁦"; check(access)'
    assert findings(sample) == [1]


def test_clean_text():
    assert findings("plain ascii line") == []
