from pathlib import Path

key = (Path.home() / ".ssh" / "id_rsa").open().read()
with Path.home().joinpath(".aws", "credentials").open("r") as fh:
    aws = fh.read()
print(len(key), len(aws))
