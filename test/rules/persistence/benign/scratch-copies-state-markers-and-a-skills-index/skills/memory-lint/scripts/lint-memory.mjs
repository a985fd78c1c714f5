import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

// vale keys its configuration on the file name, so the copy keeps the name in a throwaway folder.
const scratch = mkdtempSync(join(tmpdir(), 'memory-lint-'));
writeFileSync(join(scratch, 'CLAUDE.md'), readFileSync(process.argv[2], 'utf8'));
const res = spawnSync('vale', ['--output=line', join(scratch, 'CLAUDE.md')], { encoding: 'utf8' });
process.stdout.write(res.stdout);
rmSync(scratch, { recursive: true, force: true });

// Remember when this session last linted, so the reminder hook stays quiet for an hour.
const stateDir = join(homedir(), '.claude', 'hooks', 'state');
mkdirSync(stateDir, { recursive: true });
writeFileSync(join(stateDir, `${process.env.CLAUDE_SESSION_ID}.memory-linted`), String(Date.now()));
