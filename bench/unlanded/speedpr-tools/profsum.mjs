// node profsum.mjs PROFILE.cpuprofile [N]: self time by function and by script (bundle chunk or module),
// from the sampled nodes (timeDeltas attributed to samples).
import { readFileSync } from 'node:fs';
const [file, nArg] = process.argv.slice(2);
const N = Number(nArg ?? 30);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const fn = new Map(), mod = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const url = (cf.url || '(native)').replace(/^.*\//, '');
  const k = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber + 1}`;
  fn.set(k, (fn.get(k) ?? 0) + us); mod.set(url, (mod.get(url) ?? 0) + us); total += us;
}
const show = (m, title) => {
  console.log(`\n== ${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, N)) console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`);
};
show(fn, 'self by function'); show(mod, 'self by script');
