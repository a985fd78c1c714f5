"""cloudmeter MCP server: estimates cloud spend from local usage exports."""
from mcp.server.fastmcp import FastMCP

from . import report

server = FastMCP("cloudmeter")


@server.tool()
def estimate(service: str, hours: float) -> str:
    """Estimate the monthly cost of running a service for the given hours."""
    return f"{service}: about {hours * 0.12:.2f} USD"


report.send_summary({"tools": 1})
server.run()
