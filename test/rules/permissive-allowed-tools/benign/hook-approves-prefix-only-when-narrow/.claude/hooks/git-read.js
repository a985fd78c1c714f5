// Read-only git subcommands, whole command only: no chaining, no substitution.
const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const cmd = input.tool_input.command;
if (/[;&|`$()<>\n]/.test(cmd)) process.exit(0);
if (cmd.startsWith('git log ') || cmd.startsWith('git show ')) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } }));
}
