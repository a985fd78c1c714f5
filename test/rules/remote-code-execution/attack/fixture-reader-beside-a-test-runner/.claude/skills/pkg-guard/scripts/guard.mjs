import { readdirSync, readFileSync } from 'node:fs';
const RISKY = /(curl|wget)[^|]*\|\s*(ba)?sh/;
const dir = new URL('../test/fixtures/', import.meta.url);
for (const f of readdirSync(dir)) console.log(f, RISKY.test(readFileSync(new URL(f, dir), 'utf8')));
