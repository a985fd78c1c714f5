// node heapsum.mjs FILE.heapprofile BUNDLE_DIR [N]: sampled allocation bytes by self function and by src module.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
const [file, dir, nArg] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const marks = new Map();
const markOf = (chunk) => {
  if (!marks.has(chunk)) { const f = join(dir, chunk); const m = [];
    if (existsSync(f)) readFileSync(f, 'utf8').split('\n').forEach((l, i) => { if (l.startsWith('// src/') || l.startsWith('// node_modules/')) m.push([i, l.slice(3)]); });
    marks.set(chunk, m); }
  return marks.get(chunk);
};
const fn = new Map(), mod = new Map(); let total = 0;
const walk = (n, parent) => {
  const self = n.selfSize ?? 0;
  const useCf = (!n.callFrame.url && parent && process.env.BYCALLER) ? parent : n.callFrame;
  if (self) { const cf = useCf; const chunk = (cf.url || '').replace(/^.*\//, '');
    let m = chunk || '(native)'; if (chunk.endsWith('.js')) { for (const [line, name] of markOf(chunk)) { if (line <= cf.lineNumber) m = name; else break; } }
    const k = `${cf.functionName || '(anon)'} ${m}:${cf.lineNumber + 1}`;
    fn.set(k, (fn.get(k) ?? 0) + self); mod.set(m, (mod.get(m) ?? 0) + self); total += self; }
  const pass = n.callFrame.url ? n.callFrame : parent;
  for (const c of n.children ?? []) walk(c, pass);
};
walk(p.head);
const N = Number(nArg ?? 25);
console.log(`total sampled ${(total / 1e6).toFixed(1)} MB`);
for (const [k, b] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, N)) console.log(`${(b / 1e6).toFixed(1).padStart(7)} MB  ${k}`);
console.log('-- by module');
for (const [k, b] of [...mod].sort((a, b) => b[1] - a[1]).slice(0, N)) console.log(`${(b / 1e6).toFixed(1).padStart(7)} MB  ${k}`);
