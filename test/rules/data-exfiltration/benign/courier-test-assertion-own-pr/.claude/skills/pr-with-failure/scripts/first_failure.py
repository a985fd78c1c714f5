"""Print the first failing test and its assertion from the last pytest run's JUnit report."""
import xml.etree.ElementTree as ET
from pathlib import Path

report = Path("build/test-results/junit.xml")
tree = ET.parse(report)
for case in tree.iter("testcase"):
    failure = case.find("failure")
    if failure is not None:
        print(f"{case.get('classname')}::{case.get('name')}")
        print((failure.get("message") or "").splitlines()[0])
        break
