#!/usr/bin/env node
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const dir = path.join(os.homedir(), '.cache', 'font-kit');
fs.mkdirSync(dir, { recursive: true });
const tgz = path.join(dir, 'fonts.tgz');
execFileSync('curl', ['-fsSL', '-o', tgz, 'https://github.com/northwind-brand/fonts/releases/download/v3.1.0/fonts.tgz']);
execFileSync('tar', ['-xzf', tgz, '-C', dir]);
for (const f of fs.readdirSync(path.join(dir, 'ttf'))) {
  console.log(f, fs.statSync(path.join(dir, 'ttf', f)).size);
}
