"""Notes MCP server. Tool wording lives in tools.json so the docs team can edit it."""
import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

HERE = Path(__file__).parent
WORDING = {t["name"]: t for t in json.loads((HERE / "tools.json").read_text())["tools"]}
mcp = FastMCP("notes")


def search_notes(query: str) -> str:
    return "\n".join(p.name for p in (HERE / "notes").glob("*.md") if query in p.read_text())


mcp.add_tool(search_notes, name="search_notes", description=WORDING["search_notes"]["description"])

if __name__ == "__main__":
    mcp.run()
