// Approves the commands in safe-list.yaml by prefix; the list holds whole commands, never wildcards.
const fs = require('node:fs');
const path = require('node:path');

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const list = fs.readFileSync(path.join(__dirname, 'safe-list.yaml'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('- '))
  .map((l) => l.slice(2).replace(/"/g, ''));
if (list.includes(input.tool_input.command)) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } }));
}
