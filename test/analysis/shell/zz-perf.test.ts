import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { factsOf } from '../../support/code.js';
it('perf', async () => {
  const files = (process.env.FILES ?? '').split(',');
  await factsOf('shell', 'true');
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const t0 = performance.now();
    const r = await factsOf('shell', text);
    console.log('PERF', f.split('/').pop(), text.length, (performance.now() - t0).toFixed(1), r.behaviours.length);
  }
});
