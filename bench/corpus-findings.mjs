#!/usr/bin/env node
// Scans every repository of ../shared/corpus/real on its own (as a user would) and writes one JSON report per
// repository plus a summary: findings per severity, per rule, per skill, and every high/critical finding
// outside permissive-allowed-tools (the list the judgement table in bench/judgements.md is checked against).
//
//   node bench/corpus-findings.mjs [--cli dist/cli.js] [--out DIR] [--repo NAME]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    cli: { type: 'string', default: 'dist/cli.js' },
    out: { type: 'string', default: join(tmpdir(), 'skillscan-corpus') },
    repo: { type: 'string', multiple: true },
    all: { type: 'boolean' },
    judgements: { type: 'string', default: 'bench/judgements.md' },
  },
});
const CORPUS = resolve('../shared/corpus/real');
const out = resolve(opts.out);
mkdirSync(out, { recursive: true });
const SEV = ['critical', 'high', 'medium', 'low', 'info'];
const totals = { skills: 0, findings: 0, bySev: {}, byRule: {} };
const serious = [];
const repeated = [];
for (const repo of readdirSync(CORPUS).sort()) {
  if (!statSync(join(CORPUS, repo)).isDirectory()) continue;
  if (opts.repo && !opts.repo.includes(repo)) continue;
  const file = join(out, `${repo}.json`);
  const r = spawnSync('node', [resolve(opts.cli), join(CORPUS, repo), '-f', 'json', '-o', file, '--fail-on', 'never'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) {
    process.stderr.write(`${repo}: exit ${r.status}: ${r.stderr.slice(0, 300)}\n`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const findings = report.findings.filter((f) => !f.suppression);
  const skills = report.summary?.skills ?? 0;
  totals.skills += skills;
  totals.findings += findings.length;
  const files = new Set();
  const seen = new Map();
  for (const f of findings) {
    totals.bySev[f.severity] = (totals.bySev[f.severity] ?? 0) + 1;
    const k = `${f.ruleId} ${f.severity}`;
    totals.byRule[k] = (totals.byRule[k] ?? 0) + 1;
    const loc = `${f.ruleId}|${f.location.path}:${f.location.region?.startLine ?? 0}:${f.location.region?.startColumn ?? 0}`;
    seen.set(loc, (seen.get(loc) ?? 0) + 1);
    if ((f.severity === 'high' || f.severity === 'critical') && f.ruleId !== 'permissive-allowed-tools') {
      files.add(f.location.path);
      serious.push(`${repo}/${f.location.path}:${f.location.region?.startLine ?? 0} ${f.severity} ${f.ruleId}: ${f.message.slice(0, 160)}`);
    }
  }
  for (const [loc, n] of seen) if (n > 1) repeated.push(`${repo} ${loc} ×${n}`);
  console.log(`${repo.padEnd(40)} skills ${String(skills).padStart(4)}  findings ${String(findings.length).padStart(5)}  (${(findings.length / Math.max(1, skills)).toFixed(2)}/skill)  files with high+ outside permissive-allowed-tools: ${files.size}`);
}
console.log(`\nall: ${totals.skills} skills, ${totals.findings} findings (${(totals.findings / Math.max(1, totals.skills)).toFixed(2)}/skill)`);
console.log(SEV.map((s) => `${s} ${totals.bySev[s] ?? 0}`).join(', '));
console.log('\nby rule:');
for (const [k, n] of Object.entries(totals.byRule).sort()) console.log(`  ${k.padEnd(40)} ${n}`);
// The judgement table: one row per high/critical finding, `| repo/path:line | rule | severity | verdict | why |`.
const judged = new Map();
if (existsSync(opts.judgements)) {
  for (const line of readFileSync(opts.judgements, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 6 || !/:\d+$/.test(cells[1] ?? '')) continue;
    judged.set(`${cells[1]} ${cells[2]}`, cells[4]);
  }
}
console.log(`\nhigh/critical outside permissive-allowed-tools (${serious.length}):`);
for (const s of serious) {
  const [where, , rule] = s.split(' ');
  const verdict = judged.get(`${where} ${rule.replace(/:$/, '')}`);
  console.log(`  ${verdict ? `[${verdict}]` : '[UNJUDGED]'} ${s}`);
}
console.log(`\nevidence locations reported more than once by one rule (${repeated.length}):`);
for (const s of repeated.slice(0, opts.all ? undefined : 40)) console.log(`  ${s}`);
