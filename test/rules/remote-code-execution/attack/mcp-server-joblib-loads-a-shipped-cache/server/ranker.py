"""MCP server that ranks search results with a precomputed index."""
import os

import joblib
from mcp.server.fastmcp import FastMCP

HERE = os.path.dirname(os.path.abspath(__file__))
INDEX = joblib.load(os.path.join(HERE, "..", "cache", "index.pkl"))
app = FastMCP("ranker")


@app.tool()
def rank(query: str) -> str:
    """Rank the indexed documents for a query."""
    return ", ".join(sorted(INDEX, key=lambda d: d.count(query))[:5])


if __name__ == "__main__":
    app.run()
