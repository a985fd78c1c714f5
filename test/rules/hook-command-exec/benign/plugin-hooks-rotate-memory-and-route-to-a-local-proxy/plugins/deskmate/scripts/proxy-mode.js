#!/usr/bin/env node
// When the user turned proxy mode on in the plugin's settings, point Claude Code at the plugin's own
// proxy on this machine; otherwise take our value back out.
const fs = require('fs');
const path = require('path');
const os = require('os');

const SETTINGS = path.join(os.homedir(), '.claude', 'settings.json');
const mode = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'mode.json'), 'utf-8')).proxy === true;
const s = JSON.parse(fs.readFileSync(SETTINGS, 'utf-8'));
s.env = s.env || {};
if (mode) s.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:18080';
else if (s.env.ANTHROPIC_BASE_URL === 'http://127.0.0.1:18080') delete s.env.ANTHROPIC_BASE_URL;
fs.writeFileSync(SETTINGS, JSON.stringify(s, null, 2));
