// node compiles.mjs PROFILE : time buckets (100ms) of module compile/instantiate samples on a thread
import { readFileSync } from 'node:fs';
const [file] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const b = new Map();
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i] ?? 0;
  let cur = p.samples[i]; let hit = false; const chain = [];
  while (cur !== undefined) { const f = byId.get(cur).callFrame; if (/compileSourceTextModule|ModuleJob|instantiate|moduleStrategy|link/.test(f.functionName)) hit = true; if (f.url && f.url.includes('chunk') ) chain.push(f.functionName); cur = parent.get(cur); }
  if (!hit) continue;
  const k = Math.floor((t - p.startTime) / 100000) * 100;
  const key = `${k} ${chain.slice(0,2).join('<')}`;
  b.set(key, (b.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
}
for (const [k, us] of [...b].sort((a, c) => parseInt(a[0]) - parseInt(c[0]))) if (us > 3000) console.log(k, (us / 1000).toFixed(0));
