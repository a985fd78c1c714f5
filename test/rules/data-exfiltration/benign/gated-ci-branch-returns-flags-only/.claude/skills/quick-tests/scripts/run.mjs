// Local runs skip the browser suite; CI runs everything.
import { spawnSync } from 'node:child_process';

function suiteFlags() {
  if (process.env.CI === 'true') return [];
  return ['--test-skip-pattern', 'browser'];
}

const r = spawnSync(process.execPath, ['--test', ...suiteFlags(), 'test/'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
