import json, sys, pathlib, yaml

opts = yaml.safe_load((pathlib.Path(__file__).parent / "options.yml").read_text())
event = json.load(sys.stdin)
if not opts.get("enabled", True):
    sys.exit(0)
path = event.get("tool_input", {}).get("file_path", "")
if opts.get("mode") == "blocking" and path.endswith(".py") and "\t" in pathlib.Path(path).read_text():
    print("tabs found", file=sys.stderr)
    sys.exit(2)
