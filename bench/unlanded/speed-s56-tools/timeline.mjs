// node timeline.mjs PROFILE [bucketMs] : per bucket, busy ms and the top self functions (idle/GC/program shown)
import { readFileSync } from 'node:fs';
const [file, b] = process.argv.slice(2);
const B = Number(b ?? 100) * 1000;
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// name of a frame: deepest ancestor (including self) that is a named JS function in a chunk
const label = (id) => {
  const n = byId.get(id); const cf = n.callFrame;
  if (cf.functionName === '(idle)' || cf.functionName === '(garbage collector)' || cf.functionName === '(program)') return cf.functionName;
  let cur = id; const chain = [];
  while (cur !== undefined && chain.length < 40) { const f = byId.get(cur).callFrame; if (f.url && f.functionName) chain.push(f.functionName); cur = parent.get(cur); }
  return chain.slice(0, 3).join('<') || cf.functionName || '(native)';
};
let t = p.startTime; const buckets = new Map();
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i] ?? 0;
  const k = Math.floor((t - p.startTime) / B);
  if (!buckets.has(k)) buckets.set(k, new Map());
  const m = buckets.get(k); const l = label(p.samples[i]); m.set(l, (m.get(l) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
}
for (const [k, m] of [...buckets].sort((a, b) => a[0] - b[0])) {
  const idle = (m.get('(idle)') ?? 0) / 1000;
  const top = [...m].filter(([l]) => l !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 3).map(([l, us]) => `${(us / 1000).toFixed(0)} ${l}`).join(' | ');
  console.log(`${String(k * B / 1000).padStart(6)} idle ${idle.toFixed(0).padStart(4)}  ${top}`);
}
