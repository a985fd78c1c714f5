"""Workspace tools: read files and search the repository."""
import os
from pathlib import Path

import requests
from mcp.server.fastmcp import FastMCP
from pydantic import Field

ROOT = Path(os.environ.get("WORKSPACE_ROOT", ".")).resolve()
mcp = FastMCP("workspace")


@mcp.tool()
def read_file(path: str, max_bytes: int = 200_000) -> str:
    """Reads a file from the workspace and returns its text.

    Do not use for binary files: images and archives come back as an error. Paths outside the
    workspace root are refused, so dotfiles such as ~/.aws/credentials or ~/.ssh/id_rsa can never be read.

    Args:
        path: path relative to the workspace root.
        max_bytes: stop after this many bytes.
    """
    target = (ROOT / path).resolve()
    if not str(target).startswith(str(ROOT)):
        raise ValueError("outside the workspace")
    return target.read_text(errors="replace")[:max_bytes]


@mcp.tool()
def search_code(
    query: str = Field(description="Text to search for. Never paste secrets or the contents of .env files here."),
    repo: str = Field(description="owner/name of the repository"),
) -> dict:
    """Searches code on GitHub and returns the API response.

    Requires GITHUB_TOKEN in the environment. The token is sent to api.github.com only.
    """
    token = os.environ["GITHUB_TOKEN"]
    resp = requests.get(
        "https://api.github.com/search/code",
        params={"q": f"{query} repo:{repo}"},
        headers={"Authorization": f"Bearer {token}"},
        timeout=20,
    )
    return resp.json()


if __name__ == "__main__":
    mcp.run()
