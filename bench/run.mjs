#!/usr/bin/env node
// `npm run bench`: skillscan against the I/O floor and the peer linters on the same trees.
//
//   node bench/run.mjs [--runs N] [--quick] [--only name,name] [--no-write]
//
// Measures (medians over N alternating runs): wall time, CPU time (user+sys of the process tree, from
// /usr/bin/time when present), peak RSS, files per second and ratios. Nothing here is asserted: the
// table goes to stdout and to bench/RESULTS.md, with the targets marked met or missed.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeTree, writeTree } from './generate.mjs';
import { benchOrg, orgTable } from './org.mjs';
import { whereTimeGoes } from './where-time-goes.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const OUT = join(HERE, 'out');
const PEERS = join(HERE, 'peers');
const CORPUS = resolve(ROOT, '../shared/corpus/real');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const TIMEOUT_MS = 10 * 60 * 1000;

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string' },
    quick: { type: 'boolean' },
    only: { type: 'string' },
    sizes: { type: 'string' },
    'no-write': { type: 'boolean' },
    // Only the organisation section (requests per repository against the loopback stand-in).
    'org-only': { type: 'boolean' },
  },
});
const RUNS = Number(opts.runs ?? (opts.quick ? 1 : 5));
// The big tree costs five times as much per round; fewer rounds keep a full run under half an hour.
const RUNS_10K = Math.max(1, Math.ceil(RUNS / 2));
const SIZES = opts.sizes ? opts.sizes.split(',').map(Number) : opts.quick ? [2000] : [2000, 10000];
const ONLY = opts.only ? new Set(opts.only.split(',')) : undefined;

// ---------------------------------------------------------------------------------------------------
// Build: the bundles scripts/bundle.mjs makes (the CLI, the Action, the fact workers, the grammars), into
// bench/out/dist/, so the benchmark measures exactly what ships.

const DIST = join(OUT, 'dist');
const CLI_BUNDLE = join(DIST, 'cli.js');
const ACTION_BUNDLE = join(DIST, 'index.js');

async function bundle() {
  const r = spawnSync(process.execPath, ['scripts/bundle.mjs', '--outdir', DIST], { cwd: ROOT, encoding: 'utf8' });
  if (!existsSync(CLI_BUNDLE) || !existsSync(ACTION_BUNDLE)) throw new Error(`bundling failed: ${r.stderr}`);
  // As in the repository (package.json "type": "module"): without it Node first tries each bundle as CommonJS.
  writeFileSync(join(DIST, 'package.json'), '{ "type": "module" }\n');
}

// ---------------------------------------------------------------------------------------------------
// Trees: generated once per size and seed, reused while the generator is unchanged.

// Trees live in the system temp folder, not in the checkout: a `skillscan .` in the repository must not
// find 12,000 synthetic skills.
const TREES = join(tmpdir(), 'skillscan-bench-trees');

function ensureTree(skills) {
  const dir = join(TREES, `tree-${skills}`);
  const stamp = join(dir, '.bench-stamp');
  const want = `${skills}:1:${readFileSync(join(HERE, 'generate.mjs'), 'utf8').length}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return dir;
  process.stderr.write(`generating ${skills}-skill tree…\n`);
  writeTree(dir, describeTree({ skills, seed: 1 }));
  writeFileSync(stamp, want);
  return dir;
}

// ---------------------------------------------------------------------------------------------------
// Tools. `checks` says what each one looks at, from its documentation and our reading of its rules
// (docs/peer-rules.md); `problems` pulls a comparable count out of its output.

const bin = (name) => join(PEERS, 'node_modules/.bin', name);
const jsonOr = (s, f) => {
  try {
    return f(JSON.parse(s));
  } catch {
    return undefined;
  }
};

const TOOLS = [
  {
    name: 'floor',
    checks: 'nothing: lists the tree and reads every file once with synchronous calls (bench/floor.mjs)',
    available: () => true,
    cmd: (tree) => [process.execPath, join(HERE, 'floor.mjs'), tree],
    problems: () => undefined,
  },
  {
    name: 'floor-async',
    checks: 'nothing: the same walk with fs/promises, one file at a time (bench/floor.mjs --async)',
    available: () => true,
    cmd: (tree) => [process.execPath, join(HERE, 'floor.mjs'), tree, '--async'],
    problems: () => undefined,
  },
  {
    name: 'skillscan',
    checks:
      'all registered rules: discovery for every runtime, frontmatter, names, encoding, limits, symlinks, reference graph',
    available: () => existsSync(CLI_BUNDLE),
    cmd: (tree) => [process.execPath, CLI_BUNDLE, tree, '--format', 'json', '--fail-on', 'never'],
    // CPU and wall time per phase on standard error (src/phases.ts), summarised under the table.
    env: { SKILLSCAN_TIMINGS: '1' },
    problems: (out) => jsonOr(out, (j) => (Array.isArray(j.findings) ? j.findings.length : undefined)),
    // A report too large to read back as one string (1.6 GB on the 10,000-skill tree): count its findings.
    problemsInFile: (file) => countInFile(file, '\n    {\n      "ruleId": '),
  },
  {
    // The same scan with `--cache DIR` filled by an untimed run of the same tree: what a repeated scan costs
    // (CI with actions/cache, a developer's second run) when no file changed.
    name: 'skillscan-cached',
    checks: 'the same as skillscan, reusing each unchanged file\'s facts from --cache (filled by an untimed run)',
    available: () => existsSync(CLI_BUNDLE),
    prepare: (tree) => {
      const dir = cacheDirFor(tree);
      rmSync(dir, { recursive: true, force: true });
      measure([process.execPath, CLI_BUNDLE, tree, '--format', 'json', '--fail-on', 'never', '--cache', dir], OUT);
    },
    cmd: (tree) => [
      process.execPath,
      CLI_BUNDLE,
      tree,
      '--format',
      'json',
      '--fail-on',
      'never',
      '--cache',
      cacheDirFor(tree),
    ],
    env: { SKILLSCAN_TIMINGS: '1' },
    problems: (out) => jsonOr(out, (j) => (Array.isArray(j.findings) ? j.findings.length : undefined)),
    problemsInFile: (file) => countInFile(file, '\n    {\n      "ruleId": '),
  },
  {
    name: 'skill-check',
    checks:
      'SKILL.md lint: frontmatter fields, name/folder match, description and body length, local links (security scan off: it shells out to an external Python scanner)',
    available: () => existsSync(bin('skill-check')),
    cmd: (tree) => [bin('skill-check'), 'check', tree, '--no-security-scan', '--format', 'json'],
    problems: (out) => jsonOr(out, (j) => j.diagnostics?.length),
  },
  {
    name: 'claudelint',
    checks:
      'Claude Code project lint (npm claude-code-lint): CLAUDE.md, skills, settings, hooks, MCP, plugins, agents; .claude/ layouts only',
    available: () => existsSync(bin('claudelint')),
    cmd: (tree) => [bin('claudelint'), 'check-all', '--cwd', tree, '--no-cache', '--format', 'json'],
    problems: (out) => jsonOr(out, (j) => (j.errorCount ?? 0) + (j.warningCount ?? 0)),
  },
  {
    name: 'skills-ref',
    checks:
      'spec validator: frontmatter presence, required fields, name format and folder match, per skill folder (library API in one process, bench/peers/skills-ref-tree.mjs)',
    available: () => existsSync(join(PEERS, 'node_modules/skills-ref')),
    cmd: (tree) => [process.execPath, join(PEERS, 'skills-ref-tree.mjs'), tree],
    problems: (out) => jsonOr(out, (j) => j.problems),
  },
  {
    name: 'ferret',
    checks:
      'security patterns (npm ferret-scan): credentials, injection, exfiltration, obfuscation, permissions over every text file; no skill-format checks',
    available: () => existsSync(bin('ferret')),
    cmd: (tree) => [bin('ferret'), 'scan', tree, '--format', 'json', '--ci'],
    problems: (out) => jsonOr(out.slice(out.indexOf('{')), (j) => j.findings?.length),
  },
];

/** The fact cache of one tree for the skillscan-cached row (outside the tree: skillscan refuses one inside). */
function cacheDirFor(tree) {
  return join(OUT, 'fact-cache', tree.replace(/[^A-Za-z0-9]+/g, '_').slice(-80));
}

const NOT_RUN = [
  {
    name: 'agnix',
    why: 'its npm package downloads a native binary in a postinstall script, which cannot run in this sandbox',
  },
];

// ---------------------------------------------------------------------------------------------------
// Measuring one command.

function measure(argv, cwd, extraEnv = {}) {
  const timeFile = join(OUT, 'time.txt');
  const outFile = join(OUT, 'stdout.txt');
  rmSync(timeFile, { force: true });
  // Standard output goes to a file, not a pipe: some tools call process.exit() with a large report
  // still buffered, which truncates it on a pipe but not on a file.
  const outFd = openSync(outFile, 'w');
  const full = TIME ? [TIME, '-f', '%U %S %M', '-o', timeFile, ...argv] : argv;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(full[0], full.slice(1), {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', outFd, 'pipe'],
    maxBuffer: 1024 * 1024 * 1024,
    timeout: TIMEOUT_MS,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1', ...extraEnv },
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  closeSync(outFd);
  // Node cannot hold a string over 512 MB: a larger report is counted in the file instead (problemsInFile).
  const stdoutBytes = statSync(outFile).size;
  const stdout = stdoutBytes < MAX_READ_BACK ? readFileSync(outFile, 'utf8') : '';
  const counted = stdoutBytes >= MAX_READ_BACK ? (tool) => tool.problemsInFile?.(outFile) : undefined;
  let cpu;
  let rss;
  if (TIME && existsSync(timeFile)) {
    const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
    if (last.length === 3 && last.every(Number.isFinite)) {
      cpu = (last[0] + last[1]) * 1000;
      rss = last[2] * 1024;
    }
  }
  const error =
    r.error?.code === 'ETIMEDOUT'
      ? `timed out after ${TIMEOUT_MS / 1000} s`
      : r.error
        ? r.error.message
        : r.signal
          ? `killed by ${r.signal}`
          : undefined;
  return { wall, cpu, rss, status: r.status, stdout, stdoutBytes, counted, stderr: r.stderr ?? '', error };
}

const MAX_READ_BACK = 256 * 1024 * 1024;

/** Occurrences of `needle` in a file, read in blocks (for reports too large to hold as one string). */
function countInFile(file, needle) {
  const fd = openSync(file, 'r');
  const buf = Buffer.alloc(1 << 24);
  let n = 0;
  let tail = '';
  try {
    for (let got = readSync(fd, buf); got > 0; got = readSync(fd, buf)) {
      const text = tail + buf.toString('latin1', 0, got);
      for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) n++;
      tail = text.slice(Math.max(0, text.length - needle.length + 1));
    }
  } finally {
    closeSync(fd);
  }
  return n;
}

const median = (xs) => {
  const v = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Median CPU (and wall) per phase over the runs, from the `skillscan-timing` lines on standard error. */
function phasesOf(runs) {
  const byPhase = new Map();
  for (const m of runs) {
    for (const [, phase, cpu, wall] of m.stderr.matchAll(/^skillscan-timing (.+) cpu_ms=(\d+) wall_ms=(\d+)(?: heap_mb=\d+)?$/gm)) {
      const list = byPhase.get(phase) ?? [];
      list.push({ cpu: Number(cpu), wall: Number(wall) });
      byPhase.set(phase, list);
    }
  }
  if (byPhase.size === 0) return undefined;
  return [...byPhase].map(([phase, xs]) => ({
    phase,
    cpu: median(xs.map((x) => x.cpu)),
    wall: median(xs.map((x) => x.wall)),
  }));
}

function countFiles(tree) {
  const r = spawnSync(process.execPath, [join(HERE, 'floor.mjs'), tree], { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

/** Runs every tool RUNS times on one tree, rotating the order each round so no tool always goes first. */
function benchTree(label, tree, runs) {
  const tools = TOOLS.filter((t) => (!ONLY || ONLY.has(t.name) || t.name.startsWith('floor')) && t.available());
  const samples = new Map(tools.map((t) => [t.name, []]));
  // This untimed walk also fills the page cache, so every tool reads from memory.
  const { files, bytes } = countFiles(tree);
  for (const t of tools) t.prepare?.(tree);
  for (let i = 0; i < runs; i++) {
    const order = tools.map((_, k) => tools[(k + i) % tools.length]);
    for (const t of order) {
      const m = measure(t.cmd(tree), OUT, t.env);
      samples.get(t.name).push(m);
      process.stderr.write(
        `  ${label} ${t.name.padEnd(12)} run ${i + 1}/${runs}: ${m.wall.toFixed(0)} ms${m.error ? ` (${m.error})` : ''}\n`,
      );
    }
  }
  const rows = tools.map((t) => {
    const ms = samples.get(t.name);
    const last = ms.at(-1);
    const failed = ms.find((m) => m.error);
    return {
      tool: t.name,
      wall: median(ms.map((m) => m.wall)),
      cpu: median(ms.map((m) => m.cpu)),
      rss: median(ms.map((m) => m.rss)),
      problems: last.counted ? last.counted(t) : t.problems(last.stdout),
      exit: last.status,
      phases: phasesOf(ms),
      error: failed?.error ?? (last.stdoutBytes === 0 && last.status !== 0 ? last.stderr.trim().split('\n')[0] : undefined),
    };
  });
  return { label, tree, files, bytes, rows };
}

function actionStartup(runs) {
  const empty = join(TREES, 'empty');
  mkdirSync(empty, { recursive: true });
  const samples = [];
  // Node starting alone, alternating with the Action: how fast this host starts a process during the run.
  const bare = [];
  let failed;
  for (let i = 0; i < runs + 1; i++) {
    // The Action writes its outputs to this file and fails when it is missing.
    writeFileSync(join(OUT, 'startup-output.txt'), '');
    const m = measure([process.execPath, ACTION_BUNDLE], OUT, {
      INPUT_PATH: empty,
      'INPUT_SARIF-FILE': join(OUT, 'startup.sarif'),
      GITHUB_OUTPUT: join(OUT, 'startup-output.txt'),
    });
    // A run that fails is not a start-up time (a crash on an empty folder is fast).
    if (m.status !== 0 || m.error) failed ??= m.error ?? `exit ${m.status}: ${m.stderr.trim().split('\n')[0]}`;
    const b = measure([process.execPath, '-e', ''], OUT);
    // The first run warms the page cache.
    if (i > 0) {
      samples.push(m);
      bare.push(b);
    }
  }
  if (failed) return { error: failed };
  return {
    runs: samples.length,
    wall: median(samples.map((m) => m.wall)),
    rss: median(samples.map((m) => m.rss)),
    node: median(bare.map((m) => m.wall)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Pull-request scenario: one skill changed in a committed tree, scanned with --changed-since HEAD, and
// the changed skill's findings compared with a full scan's.

function prTree(skills) {
  const dir = join(TREES, `pr-${skills}`);
  const stamp = join(dir, '.git', 'bench-stamp');
  const want = `${skills}:1:${readFileSync(join(HERE, 'generate.mjs'), 'utf8').length}`;
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.email=bench@skillscan', '-c', 'user.name=bench', ...args], { cwd: dir, encoding: 'utf8' });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== want) {
    process.stderr.write(`generating the ${skills}-skill pull-request tree…\n`);
    writeTree(dir, describeTree({ skills, seed: 1 }));
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(stamp, want);
  }
  git('checkout', '-q', '--', '.');
  // The first skill under skills/ in path order (the tree is written sorted).
  const skill = `skills/${readdirSync(join(dir, 'skills')).sort()[0]}/SKILL.md`;
  // The change adds a link to a file that does not exist, so the changed skill has a finding to compare.
  writeFileSync(
    join(dir, skill),
    `${readFileSync(join(dir, skill), 'utf8')}\nSee [the new guide](references/new-guide.md) from the pull request.\n`,
  );
  return { dir, skill };
}

function prScenario(skills, runs) {
  const { dir, skill } = prTree(skills);
  const cli = [process.execPath, CLI_BUNDLE, '.', '--format', 'json', '--fail-on', 'never'];
  // The same scan with --cache filled by a first (untimed) run: what a later push to the same pull
  // request costs, when what the cache keeps by blob id (the name search's digests, the skill documents'
  // heads) describes the unchanged files. Timed in alternation with the scan without a cache, so that a
  // noisy stretch of the machine falls on both.
  const cacheDir = join(OUT, 'pr-cache', String(skills));
  rmSync(cacheDir, { recursive: true, force: true });
  const cachedCli = [...cli, '--changed-since', 'HEAD', '--cache', cacheDir];
  measure(cachedCli, dir);
  const samples = [];
  const cached = [];
  for (let i = 0; i < runs + 1; i++) {
    const m = measure([...cli, '--changed-since', 'HEAD'], dir, { SKILLSCAN_TIMINGS: '1' });
    if (i === 0) continue; // the first run warms the page cache
    samples.push(m);
    cached.push(measure(cachedCli, dir));
  }
  const full = measure(cli, dir);
  // The changed skill's findings: those it reaches (its entry) or that sit in its folder.
  const folder = skill.slice(0, skill.lastIndexOf('/') + 1);
  const mine = (out) =>
    jsonOr(out, (r) =>
      r.findings
        .filter((f) => (f.entries ?? [f.entry]).includes(skill) || f.location.path.startsWith(folder))
        .map((f) => `${f.ruleId} ${f.severity} ${f.location.path}:${f.location.region?.startLine ?? 0}`)
        .sort()
        .join('\n'),
    );
  const focused = mine(samples[0].stdout);
  return {
    cachedWall: median(cached.map((m) => m.wall)),
    cachedCpu: median(cached.map((m) => m.cpu)),
    cachedIdentical: focused !== undefined && mine(cached[0].stdout) === focused,
    skills,
    wall: median(samples.map((m) => m.wall)),
    cpu: median(samples.map((m) => m.cpu)),
    rss: median(samples.map((m) => m.rss)),
    phases: phasesOf(samples),
    identical: focused !== undefined && focused === mine(full.stdout),
    findings: focused === undefined ? undefined : focused.split('\n').filter(Boolean).length,
  };
}

function prTable(pr) {
  const rows = [
    `### Pull-request scenario — one skill changed in the ${pr.skills.toLocaleString('en-US')}-skill tree (\`--changed-since HEAD\`)`,
    '',
    '| wall (median) | CPU user+sys | peak RSS | findings for the changed skill | same as a full scan |',
    '|--:|--:|--:|--:|---|',
    `| ${ms(pr.wall)} | ${ms(pr.cpu)} | ${mb(pr.rss)} | ${pr.findings ?? '–'} | ${pr.identical ? 'yes' : '**no**'} |`,
    '',
  ];
  if (pr.cachedWall !== undefined)
    rows.push(
      `With \`--cache\` filled by an earlier run of the same scan (the name search's digests and the skill documents' heads of unchanged files; runs alternated with those above): ${ms(pr.cachedWall)} wall, ${ms(pr.cachedCpu)} CPU, findings ${pr.cachedIdentical ? 'the same' : '**different**'}.`,
      '',
    );
  if (pr.phases)
    rows.push(
      'CPU per phase: ' + pr.phases.filter((p) => p.cpu >= 100).map((p) => `${p.phase} ${ms(p.cpu)}`).join(', ') + '.',
      '',
    );
  return rows.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Output.

const ms = (x) => (x === undefined ? '–' : x >= 10000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`);
const mb = (x) => (x === undefined ? '–' : `${Math.round(x / 1024 / 1024)} MB`);
const ratio = (a, b) => (a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}×`);

function table(result) {
  const floor = result.rows.find((r) => r.tool === 'floor');
  const ours = result.rows.find((r) => r.tool === 'skillscan');
  const lines = [
    `### ${result.label} — ${result.files.toLocaleString('en-US')} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
    '',
    '| tool | wall (median) | CPU user+sys | peak RSS | files/s | ÷ floor | skillscan ÷ tool | problems reported | note |',
    '|---|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const r of result.rows) {
    const fps = r.wall ? Math.round(result.files / (r.wall / 1000)).toLocaleString('en-US') : '–';
    lines.push(
      `| ${r.tool} | ${ms(r.wall)} | ${ms(r.cpu)} | ${mb(r.rss)} | ${fps} | ${ratio(r.wall, floor?.wall)} | ${
        r.tool === 'skillscan' || r.tool.startsWith('floor') ? '' : ratio(ours?.wall, r.wall)
      } | ${r.problems ?? '–'} | ${r.error ? `failed: ${r.error.replace(/\|/g, '\\|').slice(0, 120)}` : r.exit ? `exit ${r.exit}` : ''} |`,
    );
  }
  if (ours?.phases) {
    lines.push(
      '',
      `skillscan CPU per phase (median; lazily built parts are charged to the phase that first asks): ${ours.phases
        .map((p) => `${p.phase} ${ms(p.cpu)}`)
        .join(' · ')}`,
    );
  }
  return lines.join('\n');
}

function machine() {
  const cpu = cpus();
  return [
    `- nproc: ${cpu.length}`,
    `- CPU: ${cpu[0]?.model ?? 'unknown'}`,
    `- memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- node: ${process.version}, ${process.platform} ${process.arch}`,
    `- CPU/RSS measured with: ${TIME ? '/usr/bin/time (rusage of the process tree)' : 'unavailable (no /usr/bin/time)'}`,
  ].join('\n');
}

function targets(results, startup, pr) {
  const byLabel = (l) => results.find((r) => r.label.startsWith(l));
  const row = (res, tool) => res?.rows.find((r) => r.tool === tool);
  const s2 = row(byLabel('2,000'), 'skillscan');
  const f2 = row(byLabel('2,000'), 'floor');
  const s10 = row(byLabel('10,000'), 'skillscan');
  const maxRss = Math.max(...results.flatMap((r) => r.rows.filter((x) => x.tool === 'skillscan').map((x) => x.rss ?? 0)));
  const check = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : '**missed**');
  const corpus = byLabel('real corpus');
  const sc = row(corpus, 'skillscan');
  const fc = row(corpus, 'floor');
  const sk2 = row(byLabel('2,000'), 'skill-check');
  const lines = [
    '| target | measured | result |',
    '|---|---|---|',
    `| 2,000 skills within 5× the I/O floor | ${ratio(s2?.wall, f2?.wall)} (${ms(s2?.wall)} vs ${ms(f2?.wall)}) | ${check(s2 && f2 ? s2.wall <= 5 * f2.wall : undefined)} |`,
    `| 2,000 skills faster than skill-check | ${ms(s2?.wall)} vs ${ms(sk2?.wall)} | ${check(s2 && sk2 ? s2.wall < sk2.wall : undefined)} |`,
    `| 10,000 skills within 5.2× the 2,000-skill time | ${ratio(s10?.wall, s2?.wall)} | ${check(s10 && s2 ? s10.wall <= 5.2 * s2.wall : undefined)} |`,
    `| peak RSS at most 512 MB | ${mb(maxRss)} (largest tree) | ${check(maxRss ? maxRss <= 512 * 1024 ** 2 : undefined)} |`,
    `| real corpus within 5× its I/O floor | ${ratio(sc?.wall, fc?.wall)} | ${check(sc && fc ? sc.wall <= 5 * fc.wall : undefined)} |`,
    `| pull-request scenario under 2 s, same findings as a full scan | ${pr ? `${ms(pr.wall)} (${pr.skills.toLocaleString('en-US')} skills), ${pr.identical ? 'identical' : 'different'}` : '–'} | ${check(pr ? pr.wall < 2000 && pr.identical : undefined)} |`,
  ];
  for (const res of results) {
    const ours = row(res, 'skillscan');
    const ran = res.rows.filter((r) => !(['floor', 'floor-async'].includes(r.tool) || r.tool.startsWith('skillscan')) && !r.error);
    const slower = ran.filter((r) => ours && r.wall < ours.wall);
    // No peer ran (not installed): nothing was compared, so nothing is met.
    lines.push(
      `| faster than every peer (${res.label.split(' —')[0]}) | ${
        ran.length === 0
          ? 'no peer ran'
          : slower.length
            ? `slower than ${slower.map((r) => `${r.tool} (${ratio(ours.wall, r.wall)})`).join(', ')}`
            : 'faster than all that ran'
      } | ${ran.length === 0 ? 'not measured' : slower.length ? '**see notes**' : 'met'} |`,
    );
  }
  lines.push(
    startup?.error
      ? `| action bundle starts in under 300 ms | the Action failed on an empty folder: ${startup.error} | **missed** |`
      : `| action bundle starts in under 300 ms | ${ms(startup?.wall)} (empty folder, median of ${startup?.runs} runs, peak RSS ${mb(startup?.rss)}; Node alone ${ms(startup?.node)}) | ${check(startup?.wall === undefined ? undefined : startup.wall < 300)} |`,
  );
  return lines.join('\n');
}

/** One profiled scan per scenario whose target was missed: the 2,000-skill tree, the real corpus, the pull request. */
function missedProfiles(results, pr) {
  const byLabel = (l) => results.find((r) => r.label.startsWith(l));
  const row = (res, tool) => res?.rows.find((r) => r.tool === tool);
  const over = (label, factor) => {
    const s = row(byLabel(label), 'skillscan');
    const f = row(byLabel(label), 'floor');
    return s && f && s.wall > factor * f.wall;
  };
  const scan = ['.', '--format', 'json', '--fail-on', 'never'];
  const out = [];
  if (over('2,000', 5)) {
    const tree = ensureTree(2000);
    out.push(whereTimeGoes({ label: '2,000 skills (full scan)', cli: CLI_BUNDLE, cwd: tree, args: scan }));
  }
  if (over('real corpus', 5))
    out.push(whereTimeGoes({ label: 'real corpus (full scan)', cli: CLI_BUNDLE, cwd: CORPUS, args: scan }));
  if (pr && !(pr.wall < 2000 && pr.identical)) {
    const { dir } = prTree(pr.skills);
    const args = [...scan, '--changed-since', 'HEAD'];
    out.push(whereTimeGoes({ label: `pull-request scenario (${pr.skills} skills)`, cli: CLI_BUNDLE, cwd: dir, args }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
process.stderr.write('bundling src/bin/cli.ts and src/bin/action.ts into bench/out/…\n');
await bundle();
mkdirSync(TREES, { recursive: true });
// A start-up is ~0.3 s and this host's process start varies by ±50 ms, so its median takes more samples than the
// trees' (the same number every run).
const STARTUP_RUNS = Math.max(21, RUNS);
const startup = actionStartup(STARTUP_RUNS);
const results = [];
let org;
let pr;
let profiles = [];
const missingPeers = TOOLS.filter((t) => !t.available()).map((t) => t.name);

function render(complete) {
  return [
    '# Benchmark results',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}. Medians of ${RUNS} alternating runs (10,000-skill tree: ${RUNS_10K}), tools in a rotating order, after an untimed walk that fills the page cache; wall time includes Node start-up for every tool.${complete ? '' : ' **Partial: the run was still going when this was written.**'}`,
    '',
    '## Machine',
    '',
    machine(),
    '',
    '## Targets',
    '',
    targets(results, startup, pr),
    '',
    '## Results',
    '',
    ...results.flatMap((r) => [table(r), '']),
    ...(pr ? [prTable(pr)] : []),
    ...(org ? [orgTable(org)] : []),
    ...(profiles.length
      ? [
          '## Where the time goes (targets missed)',
          '',
          'One scan of each, under `node --cpu-prof` (bench/where-time-goes.mjs): self time per thread by source module (time in Node, native calls and regular expressions counts for the module that called them) and by function.',
          '',
          ...profiles,
        ]
      : []),
    '## What each tool checks',
    '',
    ...TOOLS.map((t) => `- **${t.name}**: ${t.checks}`),
    ...NOT_RUN.map((t) => `- **${t.name}**: not run — ${t.why}.`),
    ...missingPeers.map((n) => `- **${n}**: not installed (run \`npm ci --prefix bench/peers --ignore-scripts\`).`),
    '',
    '"problems reported" counts what each tool printed (findings, diagnostics, errors + warnings); the tools check different things, so the counts are not a quality score.',
    '',
  ].join('\n');
}
const save = (complete) => {
  if (!opts['no-write'] && !opts.quick) writeFileSync(join(HERE, 'RESULTS.md'), render(complete));
};

for (const n of opts['org-only'] ? [] : SIZES) {
  const tree = ensureTree(n);
  results.push(benchTree(`${n.toLocaleString('en-US')} skills (synthetic, seed 1)`, tree, n >= 10000 ? RUNS_10K : RUNS));
  save(false);
}
if (!opts['org-only'] && (!ONLY || ONLY.has('skillscan'))) {
  const size = Math.max(...SIZES);
  process.stderr.write(`pull-request scenario on the ${size}-skill tree…\n`);
  pr = prScenario(size, size >= 10000 ? RUNS_10K : RUNS);
  save(false);
}
process.stderr.write('organisation scan against the loopback stand-in…\n');
org = await benchOrg({ root: ROOT, out: OUT, cli: CLI_BUNDLE });
if (opts['org-only']) {
  process.stdout.write(`${orgTable(org)}\n`);
  process.exit(0);
}
if (existsSync(CORPUS) && !opts.quick) {
  const repos = readdirSync(CORPUS, { withFileTypes: true }).filter((d) => d.isDirectory()).length;
  results.push(benchTree(`real corpus (../shared/corpus/real, ${repos} repositories)`, CORPUS, RUNS));
} else if (!existsSync(CORPUS)) {
  process.stderr.write(`skipping the real corpus: ${CORPUS} is absent\n`);
}
// A missed target is profiled once (bench/where-time-goes.mjs), so the results say where its time went.
profiles = missedProfiles(results, pr);
save(true);
process.stdout.write(`${render(true)}\n`);
process.stderr.write(`${opts['no-write'] || opts.quick ? 'not written' : `wrote ${relative(ROOT, join(HERE, 'RESULTS.md'))}`}\n`);
