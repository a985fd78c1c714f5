// Where a scan's time goes, for the benchmark's missed targets (bench/run.mjs): one scan run under
// `node --cpu-prof`, each thread's profile summarised by source module (the bundle's chunks carry a
// `// src/…` comment before each module, which maps a sampled line back to its module) and by function,
// with garbage collection and idle time in rows of their own.
//
//   node bench/where-time-goes.mjs CLI_BUNDLE TREE [scan arguments…]   (prints the Markdown)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rows shown per table. */
const TOP_MODULES = 12;
const TOP_FUNCTIONS = 10;

/** Each bundled file's module starts (line → `src/…` path), read once per file. */
function moduleMap(distDir) {
  const cache = new Map();
  return (url) => {
    const file = url.startsWith('file://') ? fileURLToPath(url) : url;
    if (!file.startsWith(distDir)) return undefined;
    let starts = cache.get(file);
    if (!starts) {
      starts = [];
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // a file the profile names but the bundle no longer holds: no module
      }
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const m = /^\/\/ (src\/\S+|node_modules\/\S+)$/.exec(lines[i]);
        if (m) starts.push([i, m[1].startsWith('node_modules/') ? packageOf(m[1]) : m[1]]);
      }
      cache.set(file, starts);
    }
    return starts;
  };
}

/** `node_modules/@scope/pkg/…` → `@scope/pkg`, `node_modules/pkg/…` → `pkg`. */
function packageOf(path) {
  const parts = path.split('/');
  return parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
}

/** The module holding a 0-based line: the last start at or before it. */
function moduleAt(starts, line) {
  let found;
  for (const [at, mod] of starts) {
    if (at > line) break;
    found = mod;
  }
  return found;
}

/** Self time by module and by function, plus GC and idle, for one thread's profile. */
export function summarise(profile, distDir) {
  const starts = moduleMap(distDir);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time in Node's own code, a native call or a regular expression counts for the bundled module that
  // called it (a read for the walk is the walk's), found up the stack.
  const ownerOf = (id) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { url, lineNumber } = byId.get(cur).callFrame;
      const list = url ? starts(url) : undefined;
      const mod = list && moduleAt(list, lineNumber);
      if (mod) return mod;
    }
    return undefined;
  };
  const time = new Map();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const modules = new Map();
  const functions = new Map();
  let total = 0;
  let gc = 0;
  let idle = 0;
  const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
  for (const [id, us] of time) {
    const t = us / 1000;
    total += t;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(garbage collector)') gc += t;
    else if (functionName === '(idle)') idle += t;
    const list = url ? starts(url) : undefined;
    const own = list ? moduleAt(list, lineNumber) : undefined;
    const special = functionName === '(garbage collector)' || functionName === '(idle)' || functionName === '(program)';
    const mod = special ? functionName : (ownerOf(id) ?? `node: ${functionName || basename(url)}`);
    add(modules, mod, t);
    add(functions, `${functionName || '(anonymous)'} (${own ?? mod})`, t);
  }
  return { total, gc, idle, modules, functions };
}

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k.replace(/\|/g, '\\|')} ${Math.round(v)} ms`)
    .join(' · ');

/** Runs one profiled scan and returns its Markdown section. */
export function whereTimeGoes({ label, cli, cwd, args }) {
  const dir = mkdtempSync(join(tmpdir(), 'skillscan-prof-'));
  try {
    const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, cli, ...args], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: 10 * 60 * 1000,
    });
    if (r.error) return `### ${label}\n\nnot profiled: ${r.error.message}\n`;
    const distDir = dirname(resolve(cli));
    // One profile per thread; named by process, thread and sequence, so sorting puts the main thread first.
    const threads = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()
      .map((f) => summarise(JSON.parse(readFileSync(join(dir, f), 'utf8')), distDir));
    const lines = [`### ${label}`, ''];
    threads.forEach((t, i) => {
      lines.push(
        `- **${i === 0 ? 'main thread' : `worker ${i}`}**: ${Math.round(t.total)} ms sampled (garbage collection ${Math.round(t.gc)} ms, idle ${Math.round(t.idle)} ms)`,
        `  - by module (self time): ${top(t.modules, TOP_MODULES)}`,
        `  - by function (self time): ${top(t.functions, TOP_FUNCTIONS)}`,
      );
    });
    return `${lines.join('\n')}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cli, tree, ...rest] = process.argv.slice(2);
  const args = rest.length ? rest : ['.', '--format', 'json', '--fail-on', 'never'];
  process.stdout.write(whereTimeGoes({ label: tree, cli: resolve(cli), cwd: resolve(tree), args }));
}
