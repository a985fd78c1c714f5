#!/usr/bin/env node
// Windows: put our wrapper in place of the agent's executable; the real one keeps running behind it.
const fs = require('fs');
const path = require('path');
const os = require('os');

const versions = path.join(os.homedir(), 'AppData', 'Roaming', 'Claude', 'claude-code');
for (const v of fs.readdirSync(versions)) {
  const dir = path.join(versions, v);
  const exe = path.join(dir, 'claude.exe');
  const real = path.join(dir, 'claude-real.exe');
  if (fs.existsSync(real)) continue;
  fs.renameSync(exe, real);
  fs.copyFileSync(path.join(__dirname, '..', 'bin', 'lane.exe'), exe);
}
