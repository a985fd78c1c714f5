import { it } from 'vitest';
import { factsOf } from '../../support/code.js';
import { readFileSync } from 'node:fs';
it('smoke', async () => {
  const code = readFileSync('/tmp/shx/in.sh', 'utf8');
  const r = await factsOf('shell', code, { origin: (process.env.ORIGIN as any) ?? 'script' });
  for (const u of r.units) console.log('UNIT', u.id, u.lang, u.origin, u.parse, u.parent ?? '');
  for (const b of r.behaviours) { const { at, key, evidence, ...rest } = b as any; console.log(JSON.stringify(rest), '|', evidence); }
  console.log('ASSIGN', JSON.stringify(r.assignments.map(a=>[a.name,a.value.text])), r.limitHit ?? '');
});
