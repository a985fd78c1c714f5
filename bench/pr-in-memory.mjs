#!/usr/bin/env node
// A pull-request scan with no I/O at all: every file of TREE is read into a MemorySource first, then the library's
// scan() runs with the given changed paths, twice, printing the wall time per phase. What is left is what a cache of
// file contents could not save (docs/pull-request-scans.md). Uses the built library: run `npm run bundle` first.
//
//   node bench/pr-in-memory.mjs TREE CHANGED_PATH...
//   e.g. the tree `npm run bench` builds: $TMPDIR/skillscan-bench-trees/pr-10000 skills/alert-alert-6945/SKILL.md
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const lib = await import(new URL('../dist/lib/index.js', import.meta.url).href);
const [root, ...changedPaths] = process.argv.slice(2);
if (!root || changedPaths.length === 0) {
  console.error('usage: node bench/pr-in-memory.mjs TREE CHANGED_PATH...');
  process.exit(2);
}
const entries = new Map();
const read = (rel) => {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    if (d.name === '.git') continue;
    const p = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) read(p);
    else if (d.isFile()) entries.set(p, new Uint8Array(readFileSync(join(root, p))));
  }
};
read('');
const source = new lib.MemorySource(entries);
for (let run = 1; run <= 2; run++) {
  const laps = [];
  let last = performance.now();
  const clock = {
    lap(phase) {
      const now = performance.now();
      laps.push([phase, now - last]);
      last = now;
    },
  };
  const t0 = performance.now();
  const result = await lib.scan({ source, changed: new Set(changedPaths), clock });
  const t1 = performance.now();
  lib.formatJson({
    tool: { name: lib.TOOL.name, version: lib.TOOL.version },
    root,
    findings: result.findings,
    skills: result.stats.skills,
    analysability: result.analysability,
  });
  const t2 = performance.now();
  const rules = laps.filter(([p]) => p.startsWith('rule:')).reduce((n, [, ms]) => n + ms, 0);
  const phases = laps.filter(([p]) => !p.startsWith('rule:')).map(([p, ms]) => `${p} ${ms.toFixed(0)} ms`);
  console.log(
    `run ${run}: scan ${(t1 - t0).toFixed(0)} ms (${phases.join(', ')}; rules ${rules.toFixed(0)} ms), ` +
      `JSON report ${(t2 - t1).toFixed(0)} ms; ${result.findings.length} findings; focus ${JSON.stringify(result.focus)}`,
  );
}
