#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const conf = require('../config/sections.json');
const pkg = require('../package.json');

const here = path.join(__dirname, '..');
const parts = [];
for (const name of conf.sections) parts.push(`## ${name}`);
for (const t of conf.templates) {
  const file = path.join(here, t);
  if (fs.existsSync(file)) parts.push(fs.readFileSync(file, 'utf8'));
}
console.log(`# ${conf.title} (${pkg.version ?? 'next'})\n\n${parts.join('\n\n')}`);
