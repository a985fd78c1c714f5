from pathlib import Path


def header_fix() -> str:
    return (Path(__file__).parent / "header_fix.py").read_text()
