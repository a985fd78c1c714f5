import pathlib
import tempfile


def test_overview_lists_folders():
    with tempfile.TemporaryDirectory() as d:
        pathlib.Path(d, "AGENTS.md").write_text("# scratch\n")
        assert pathlib.Path(d, "AGENTS.md").exists()
