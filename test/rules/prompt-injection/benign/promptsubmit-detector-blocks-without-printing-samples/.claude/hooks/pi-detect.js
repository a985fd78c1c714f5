#!/usr/bin/env node
// Blocks prompts that contain a known injection sample; the samples themselves are never shown.
const fs = require('node:fs');
const path = require('node:path');

const corpus = JSON.parse(fs.readFileSync(path.join(__dirname, 'injections.json'), 'utf8'));
const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const prompt = String(input.prompt || '').toLowerCase();
const hit = corpus.records.find((r) => prompt.includes(r.text.toLowerCase()));
if (hit) {
  console.log(JSON.stringify({ decision: 'block', reason: `Prompt resembles known injection ${hit.id}.` }));
}
