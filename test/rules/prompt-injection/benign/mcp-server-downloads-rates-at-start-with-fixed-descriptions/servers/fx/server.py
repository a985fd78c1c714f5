"""fx: currency conversion with today's ECB reference rates."""
import requests
from mcp.server.fastmcp import FastMCP

RATES = requests.get("https://api.frankfurter.app/latest", timeout=5).json()
mcp = FastMCP("fx", instructions="Convert amounts between currencies with today's ECB reference rates.")


def make(rates):
    def convert(amount: float, to: str) -> str:
        return str(amount * rates["rates"][to])

    return convert


mcp.add_tool(make(RATES), name="convert", description="Convert an amount in EUR to another currency.")


@mcp.tool()
def rate(to: str) -> str:
    """Today's EUR reference rate for one currency."""
    return str(RATES["rates"][to])


if __name__ == "__main__":
    mcp.run()
