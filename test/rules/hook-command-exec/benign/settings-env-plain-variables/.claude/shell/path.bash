# Puts the project's tools first on PATH for every command the agent runs.
export PATH="$PWD/node_modules/.bin:$PWD/.venv/bin:$PATH"
[ -f .nvmrc ] && command -v nvm >/dev/null 2>&1 && nvm use --silent >/dev/null 2>&1
