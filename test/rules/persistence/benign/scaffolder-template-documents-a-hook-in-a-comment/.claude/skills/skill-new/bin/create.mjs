import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const text = readFileSync(join(here, '../templates/SKILL.md.tmpl'), 'utf8').replaceAll('{{name}}', name);
const dir = join('.claude', 'skills', name);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'SKILL.md'), text);
