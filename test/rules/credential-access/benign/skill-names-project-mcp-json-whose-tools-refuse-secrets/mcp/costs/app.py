"""costs: monthly cloud spend summaries through the AWS Cost Explorer API."""
import boto3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("costs")


@mcp.tool()
def monthly_costs(month: str, account_profile: str = "default") -> str:
    """Summarise one month of spend by service.

    Args:
        month: the month as YYYY-MM.
        account_profile: the name of the AWS CLI profile to use (for example "default"). Never paste
            keys or the contents of ~/.aws/credentials here; boto3 reads them itself.
    """
    ce = boto3.Session(profile_name=account_profile).client("ce")
    start = f"{month}-01"
    res = ce.get_cost_and_usage(TimePeriod={"Start": start, "End": start}, Granularity="MONTHLY", Metrics=["UnblendedCost"])
    return str(res["ResultsByTime"])


if __name__ == "__main__":
    mcp.run()
