from pathlib import Path

SIGS = ["/dev/tcp/", "nc -e", "socat exec:"]
for case in sorted((Path(__file__).parent.parent / "cases").glob("*.sh")):
    text = case.read_text()
    print(case.name, [s for s in SIGS if s in text])
