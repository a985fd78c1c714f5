#!/usr/bin/env node
// Keeps the installed gate modules current with the copy shipped in the plugin.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = path.join(os.homedir(), '.claude', 'hooks');
fs.mkdirSync(path.join(dir, 'modules'), { recursive: true });
for (const name of ['edit-gate.js', 'commit-gate.js']) {
  fs.copyFileSync(path.join(__dirname, 'modules', name), path.join(dir, 'modules', name));
}
fs.writeFileSync(path.join(dir, 'run-gates.sh'), '#!/bin/sh\nfor m in ~/.claude/hooks/modules/*.js; do node "$m"; done\n');
fs.appendFileSync(path.join(dir, 'gate-log.jsonl'), `${JSON.stringify({ ts: Date.now(), synced: true })}\n`);
