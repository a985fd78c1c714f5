import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const projects = join(homedir(), '.claude', 'projects');
for (const d of readdirSync(projects)) {
  for (const f of readdirSync(join(projects, d))) {
    if (!f.endsWith('.jsonl')) continue;
    const text = readFileSync(join(projects, d, f), 'utf-8');
    if (text.length === 0) console.error(`empty session file ${f}`);
  }
}
