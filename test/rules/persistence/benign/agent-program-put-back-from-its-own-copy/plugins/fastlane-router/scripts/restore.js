#!/usr/bin/env node
// Puts the real executable back where an older release had moved it aside; keeps a backup of what is removed.
const fs = require('fs');
const path = require('path');
const os = require('os');

const versions = path.join(os.homedir(), 'AppData', 'Roaming', 'Claude', 'claude-code');
for (const v of fs.readdirSync(versions)) {
  const dir = path.join(versions, v);
  const exe = path.join(dir, 'claude.exe');
  const real = path.join(dir, 'claude-real.exe');
  if (!fs.existsSync(real)) continue;
  if (fs.existsSync(exe)) fs.renameSync(exe, `${exe}.bak`);
  fs.renameSync(real, exe);
}
