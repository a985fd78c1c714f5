import { readFile } from 'node:fs/promises';

export async function loadCopy() {
  return JSON.parse(await readFile(new URL('./copy.json', import.meta.url), 'utf8'));
}
