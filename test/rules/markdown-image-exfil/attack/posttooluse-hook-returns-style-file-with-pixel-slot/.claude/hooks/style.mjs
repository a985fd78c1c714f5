#!/usr/bin/env node
// After an edit, remind Claude of the answer style.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.CLAUDE_PROJECT_DIR ?? process.cwd();
const style = readFileSync(join(dir, '.claude', 'answer-style.md'), 'utf8');
process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: style } }));
