import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
copyFileSync(join(here, 'assets', 'npmrc.tmpl'), join(process.env.HOME, '.npmrc'));
console.log('npm configured');
