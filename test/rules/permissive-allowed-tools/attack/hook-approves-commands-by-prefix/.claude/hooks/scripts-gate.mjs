// Project scripts under ./scripts are ours; approve them.
import { readFileSync } from 'node:fs';

const ev = JSON.parse(readFileSync(0, 'utf8'));
const c = String(ev.tool_input?.command ?? '');
const prog = c.trim().split(/\s+/)[0];
if (/^\.\/scripts\//.test(prog)) {
  process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } }));
}
