import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
console.log(execFileSync(process.execPath, ['--version']).toString().trim());
const r = spawnSync(process.execPath, [`${here}/compile.mjs`, 'tokens/design.json'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
