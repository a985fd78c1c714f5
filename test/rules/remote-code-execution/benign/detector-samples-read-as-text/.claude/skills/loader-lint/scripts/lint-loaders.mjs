#!/usr/bin/env node
// Flags download-and-run loaders in shell installers (text matching only).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RULES = [
  ['L1', /(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z|da)?sh\b/],
  ['L2', /base64\s+(-d|--decode)\b[^|\n]*\|\s*(ba)?sh\b/],
];
const samples = join(dirname(fileURLToPath(import.meta.url)), '..', 'samples');

const hits = (text) => RULES.filter(([, rx]) => rx.test(text)).map(([id]) => id);

if (process.argv[2] === '--check-samples') {
  const missed = readdirSync(samples).filter((f) => hits(readFileSync(join(samples, f), 'utf8')).length === 0);
  console.log(missed.length ? `not matched: ${missed.join(', ')}` : 'all samples matched');
  process.exitCode = missed.length ? 1 : 0;
} else {
  for (const f of process.argv.slice(2)) console.log(f, hits(readFileSync(f, 'utf8')).join(' ') || 'clean');
}
