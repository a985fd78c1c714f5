# Short names for the project scripts in every Bash tool call.
alias t='npm test --silent'
alias lint='npx biome check .'
