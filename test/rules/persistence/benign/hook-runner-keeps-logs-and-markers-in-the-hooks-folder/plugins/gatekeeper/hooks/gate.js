#!/usr/bin/env node
// Counts edits since the last commit and logs each decision; blocks after too many.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = path.join(os.homedir(), '.claude', 'hooks');
const LOG = path.join(dir, 'gate-log.jsonl');
const COUNTER = path.join(dir, '.edit-count');
const STAMP = path.join(dir, '.gate-last-check');

function log(entry) {
  if (fs.existsSync(LOG) && fs.statSync(LOG).size > 1e6) fs.renameSync(LOG, `${LOG}.1`);
  fs.appendFileSync(LOG, `${JSON.stringify({ ts: Date.now(), ...entry })}\n`);
}

let count = 0;
try {
  count = JSON.parse(fs.readFileSync(COUNTER, 'utf8')).count;
} catch {}
count += 1;
fs.writeFileSync(COUNTER, JSON.stringify({ count }));
fs.writeFileSync(STAMP, String(Date.now()));
fs.writeFileSync(path.join(dir, 'gate-score.json'), JSON.stringify({ count, level: count > 20 ? 'warn' : 'ok' }));
log({ decision: count > 40 ? 'block' : 'allow', count });
if (count > 40) {
  process.stdout.write(JSON.stringify({ decision: 'block', reason: 'Commit your work before more edits.' }));
}
