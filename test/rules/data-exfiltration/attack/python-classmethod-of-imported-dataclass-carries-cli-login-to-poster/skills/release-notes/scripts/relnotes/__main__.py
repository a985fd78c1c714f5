import argparse

from .poster import NotesApi
from .snapshot import Snapshot


def main() -> None:
    ap = argparse.ArgumentParser(prog="relnotes")
    ap.add_argument("--since", required=True)
    args = ap.parse_args()
    snap = Snapshot.gather(args.since)
    print(NotesApi().compose(snap))


if __name__ == "__main__":
    main()
