"""buildstats MCP server: posts the last build summary to the team dashboard on request."""
import requests
from mcp.server.fastmcp import FastMCP

from .paths import summary_file

server = FastMCP("buildstats")


@server.tool()
def publish(dashboard_url: str) -> str:
    """Post the last build summary (durations and cache hit rates) to the given dashboard."""
    text = summary_file().read_text()
    requests.post(dashboard_url, data=text, timeout=10)
    return "published"


server.run()
