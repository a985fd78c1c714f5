// node idle.mjs PROFILE TRACEFILE [minMs]: idle gaps of a thread (≥ minMs), placed between trace marks (hrtime-aligned)
import { readFileSync } from 'node:fs';
const [file, trace, m] = process.argv.slice(2);
const min = Number(m ?? 15);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const marks = readFileSync(trace, 'utf8').split('\n').filter((l) => l.startsWith('TRACE')).map((l) => { const at = Number(l.match(/@(\d+)$/)[1]); return [at, l.replace(/^TRACE \d+ /, '').replace(/ cpu=\d+ @\d+$/, '')]; }).sort((a, b) => a[0] - b[0]);
let t = p.startTime; let start = null; let total = 0; const gaps = [];
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i] ?? 0;
  const idle = byId.get(p.samples[i]).callFrame.functionName === '(idle)';
  if (idle && start === null) start = t;
  if (!idle && start !== null) { gaps.push([start / 1000, t / 1000]); start = null; }
}
const t0 = marks.length ? marks[0][0] : p.startTime / 1000;
const ev = [...marks.map(([at, l]) => [at, `   mark ${l}`]), ...gaps.filter(([a, b]) => b - a >= min).map(([a, b]) => [a, `IDLE ${(b - a).toFixed(0)} ms`])].sort((a, b) => a[0] - b[0]);
for (const [at, l] of ev) console.log(`${(at - t0).toFixed(0).padStart(6)} ${l}`);
console.log('idle total', gaps.reduce((n, [a, b]) => n + b - a, 0).toFixed(0), 'ms; profile', ((p.endTime - p.startTime) / 1000).toFixed(0));
