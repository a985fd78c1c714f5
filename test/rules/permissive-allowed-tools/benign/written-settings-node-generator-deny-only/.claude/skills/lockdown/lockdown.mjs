import { readFileSync, writeFileSync, existsSync } from 'node:fs';
const target = '.claude/settings.json';
const freeze = JSON.parse(readFileSync(new URL('./freeze.json', import.meta.url), 'utf8'));
const current = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
current.permissions = { ...(current.permissions ?? {}), ...freeze.permissions };
writeFileSync(target, JSON.stringify(current, null, 2));
