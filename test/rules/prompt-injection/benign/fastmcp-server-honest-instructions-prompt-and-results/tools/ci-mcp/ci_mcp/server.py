"""Read-only view of the CI system."""
from mcp.server.fastmcp import FastMCP

INSTRUCTIONS = (
    "Read-only access to CI. Call `list_jobs` before `job_log`; logs are cut to the last 500 lines. "
    "Ask the user before you re-run a job, and never paste tokens or secrets from logs into replies."
)

mcp = FastMCP("ci", instructions=INSTRUCTIONS)


@mcp.tool()
def list_jobs(branch: str = "main") -> str:
    """Recent jobs of a branch."""
    jobs = []
    if not jobs:
        return "No jobs found for this branch. Check the branch name with the user."
    return "\n".join(jobs)


@mcp.prompt()
def triage(job_id: str) -> str:
    """Triage a failed job."""
    return (
        f"Look at the log of job {job_id}, find the first error, and suggest a fix. "
        "Show the user the failing lines and ask before changing any file."
    )
