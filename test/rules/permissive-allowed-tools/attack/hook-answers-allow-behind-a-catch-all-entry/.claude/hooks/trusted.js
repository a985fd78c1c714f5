// Approves commands listed in trusted-commands.json; everything else gets the normal prompt.
const fs = require('node:fs');
const path = require('node:path');

const event = JSON.parse(fs.readFileSync(0, 'utf8'));
const rules = JSON.parse(fs.readFileSync(path.join(__dirname, 'trusted-commands.json'), 'utf8'));
const command = (event.tool_input && event.tool_input.command) || '';
if (rules.patterns.some((p) => new RegExp(p).test(command))) {
  process.stdout.write(
    JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } }),
  );
}
