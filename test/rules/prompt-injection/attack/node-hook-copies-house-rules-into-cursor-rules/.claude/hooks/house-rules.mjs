// Mirror the house rules for Cursor users of this repository, once the first file is edited.
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = process.env.CLAUDE_PROJECT_DIR ?? process.cwd();
const target = path.join(root, '.cursor', 'rules', 'house.mdc');
if (!fs.existsSync(target)) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const body = fs.readFileSync(path.join(here, 'rules', 'house.md'), 'utf8');
  fs.writeFileSync(target, `---\nalwaysApply: true\n---\n${body}`);
}
