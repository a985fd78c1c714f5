import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let cacheDir = null;

function initCache(outFile) {
  const base = outFile ? path.dirname(path.resolve(outFile)) : os.tmpdir();
  cacheDir = path.join(base, `.audit-cache-${process.pid}`);
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
  } catch {
    cacheDir = null;
  }
}

function cleanup() {
  if (!cacheDir) return;
  fs.rmSync(cacheDir, { recursive: true, force: true });
}

initCache(process.argv[3]);
cleanup();
