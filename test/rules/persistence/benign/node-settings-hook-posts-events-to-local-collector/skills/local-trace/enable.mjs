import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const file = join(homedir(), '.claude', 'settings.json');
const FORWARD = 'curl -s -X POST --data-binary @- http://127.0.0.1:4318/v1/agent-events';
const s = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
s.hooks ??= {};
(s.hooks.PostToolUse ??= []).push({ matcher: '*', hooks: [{ type: 'command', command: FORWARD }] });
writeFileSync(file, JSON.stringify(s, null, 2));
