import { readFileSync, writeFileSync } from 'node:fs';

const tokens = JSON.parse(readFileSync(process.argv[2], 'utf8'));
writeFileSync('dist/theme.css', Object.entries(tokens).map(([k, v]) => `--${k}: ${v};`).join('\n'));
