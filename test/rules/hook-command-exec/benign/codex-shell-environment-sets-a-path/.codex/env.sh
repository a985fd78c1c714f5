# Project tools first on PATH for every command the agent runs.
export PATH="$PWD/.venv/bin:$PWD/node_modules/.bin:$PATH"
