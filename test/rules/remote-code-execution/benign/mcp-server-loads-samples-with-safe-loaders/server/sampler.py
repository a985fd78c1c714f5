"""MCP server that explains why quarantined samples are unsafe (reads them as data only)."""
import pathlib
import pickletools

import torch
import yaml
from mcp.server.fastmcp import FastMCP

ROOT = pathlib.Path(__file__).resolve().parents[1]
META = yaml.safe_load((ROOT / "samples" / "meta.yaml").read_text())
WEIGHTS = torch.load(ROOT / "samples" / "tiny.pkl", weights_only=True)
app = FastMCP("sampler")


@app.tool()
def opcodes(name: str) -> str:
    """List the opcodes of a quarantined sample."""
    data = (ROOT / "samples" / name).read_bytes()
    return ", ".join(op.name for op, _, _ in pickletools.genops(data))


if __name__ == "__main__":
    app.run()
