import re

def label(cmd):
    if re.search(r"\|\s*curl|curl[^|]*-d", cmd):
        return "exfiltration"
    if re.search(r"curl[^|]*\|\s*(ba)?sh", cmd):
        return "remote-code"
    return "benign"
