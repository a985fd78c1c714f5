#!/usr/bin/env node
// Keeps each agent's MEMORY.md under the lines Claude Code loads: archives the file, keeps its last 25
// lines under a short header, and renames a stale skill copy out of the way.
const fs = require('fs');
const path = require('path');
const os = require('os');

const root = path.join(os.homedir(), '.claude', 'agent-memory');
for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const memPath = path.join(root, entry.name, 'MEMORY.md');
  if (!fs.existsSync(memPath)) continue;
  const text = fs.readFileSync(memPath, 'utf-8');
  const lines = text.split('\n');
  if (lines.length <= 180) continue;
  fs.mkdirSync(path.join(root, entry.name, 'archive'), { recursive: true });
  fs.writeFileSync(path.join(root, entry.name, 'archive', `MEMORY-${Date.now()}.md`), text);
  const kept = ['# MEMORY.md', '', '## Recent (kept from the archive)', '', ...lines.slice(-25), ''].join('\n');
  fs.writeFileSync(memPath, kept);
}

const stale = path.join(os.homedir(), '.claude', 'skills', 'deskmate-notes', 'SKILL.md');
if (fs.existsSync(stale)) fs.renameSync(stale, `${stale}.bak`);
