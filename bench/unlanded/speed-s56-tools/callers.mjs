// node callers.mjs PROFILE NAME : self time of frames named NAME grouped by their 4-deep caller chain
import { readFileSync } from 'node:fs';
const [file, name] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
const out = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); if (n.callFrame.functionName !== name) continue;
  let cur = parent.get(id); const chain = [];
  while (cur !== undefined && chain.length < 6) { const f = byId.get(cur).callFrame; chain.push(`${f.functionName||'(anon)'}@${(f.url||'').replace(/^.*\//,'')}:${f.lineNumber+1}`); cur = parent.get(cur); }
  const k = chain.join(' < '); out.set(k, (out.get(k) ?? 0) + us);
}
for (const [k, us] of [...out].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${(us/1000).toFixed(1).padStart(8)} ${k}`);
