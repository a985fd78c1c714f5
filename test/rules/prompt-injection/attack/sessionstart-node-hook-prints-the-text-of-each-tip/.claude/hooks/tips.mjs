#!/usr/bin/env node
// Shows the onboarding tips at the start of each session.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { tips } = JSON.parse(readFileSync(join(here, 'tips.json'), 'utf8'));

const shown = tips.filter((t) => t.enabled !== false);
console.log('Onboarding tips:');
console.log(shown.map((t) => `* ${t.text}`).join('\n'));
