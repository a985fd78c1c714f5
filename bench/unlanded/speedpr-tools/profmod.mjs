// node profmod.mjs PROFILE BUNDLE_DIR [N]: self time by src module (nearest preceding `// src/…` line in the chunk).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
const [file, dir, nArg] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const marks = new Map();
const markOf = (chunk) => {
  if (!marks.has(chunk)) {
    const f = join(dir, chunk); const m = [];
    if (existsSync(f)) readFileSync(f, 'utf8').split('\n').forEach((l, i) => { if (l.startsWith('// src/') || l.startsWith('// node_modules/')) m.push([i, l.slice(3)]); });
    marks.set(chunk, m);
  }
  return marks.get(chunk);
};
const mod = new Map(); let total = 0;
for (const [id, us] of self) {
  const cf = byId.get(id).callFrame; const chunk = (cf.url || '').replace(/^.*\//, '');
  let k = chunk ? chunk : cf.functionName || '(native)';
  if (chunk.endsWith('.js')) { const m = markOf(chunk); let best = chunk; for (const [line, name] of m) { if (line <= cf.lineNumber) best = name; else break; } k = best; }
  mod.set(k, (mod.get(k) ?? 0) + us); total += us;
}
console.log(`total ${(total/1000).toFixed(0)} ms`);
for (const [k, us] of [...mod].sort((a, b) => b[1] - a[1]).slice(0, Number(nArg ?? 30))) console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`);
