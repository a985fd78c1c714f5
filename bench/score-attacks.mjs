#!/usr/bin/env node
// Scores skillscan on an adversarial set laid out like ../shared/corpus/attacks (cases with EXPECTED.json),
// with the shared evaluation tools: materialise each case (REAL_HOSTS=1 by default), scan it to SARIF,
// normalise, then run the scorer in strict mode. Nothing from a case is executed but its make-*.sh helpers,
// which materialize.sh runs (symlinks and padding only).
//
//   node bench/score-attacks.mjs [SET] [--cli dist/cli.js] [--reserved-hosts] [--keep DIR] [--case a01]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cli: { type: 'string', default: 'dist/cli.js' },
    'reserved-hosts': { type: 'boolean' },
    keep: { type: 'string' },
    case: { type: 'string', multiple: true },
    lenient: { type: 'boolean' },
  },
});
const SHARED = resolve('../shared');
const set = resolve(positionals[0] ?? join(SHARED, 'corpus/attacks'));
const tools = join(SHARED, 'tools');
const work = opts.keep ? resolve(opts.keep) : mkdtempSync(join(tmpdir(), 'skillscan-attacks-'));
const results = join(work, 'results');
mkdirSync(results, { recursive: true });
const env = { ...process.env, REAL_HOSTS: opts['reserved-hosts'] ? '0' : '1' };

for (const name of readdirSync(set).sort()) {
  if (!existsSync(join(set, name, 'EXPECTED.json'))) continue;
  if (opts.case && !opts.case.some((c) => name.startsWith(c))) continue;
  const tree = join(work, 'trees', name);
  rmSync(tree, { recursive: true, force: true });
  const m = spawnSync('sh', [join(tools, 'materialize.sh'), join(set, name), tree], { env, encoding: 'utf8' });
  if (m.status !== 0) throw new Error(`materialize ${name}: ${m.stderr}`);
  const sarif = join(work, `${name}.sarif`);
  const started = Date.now();
  const r = spawnSync('node', [resolve(opts.cli), tree, '-f', 'sarif', '-o', sarif, '--fail-on', 'never'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0 || !existsSync(sarif)) {
    process.stderr.write(`${name}: exit ${r.status} ${r.signal ?? ''} ${r.stderr.slice(0, 400)}\n`);
    continue;
  }
  const n = spawnSync('node', [join(tools, 'sarif-normalize.mjs'), sarif], { encoding: 'utf8' });
  writeFileSync(join(results, `${name}.json`), n.stdout);
  if (Date.now() - started > 20_000) process.stderr.write(`${name}: slow (${Date.now() - started} ms)\n`);
}
const s = spawnSync('python3', [join(tools, 'score.py'), set, results, ...(opts.lenient ? [] : ['--strict'])], {
  encoding: 'utf8',
});
process.stdout.write(s.stdout + s.stderr);
process.stdout.write(`\nresults: ${results}\n`);
