import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

/**
 * Every regular expression in src/ runs on repository text, so each must stay linear on hostile input.
 * Literals are collected from the source itself — rules added later are covered without touching this
 * file — and each one runs against 1 MB inputs built from its own characters in a worker thread that a
 * watchdog kills when a pattern backtracks catastrophically. Patterns built at run time (`new RegExp`)
 * are covered by the whole-scan test below, which feeds 1 MB hostile files through every rule.
 */

const MB = 1024 * 1024;
/**
 * Input size. 1 MB with SKILLSCAN_HARDENING_FULL=1; the default keeps the suite near a minute on two
 * cores and still tells linear from quadratic (the growth ratio, not the absolute time, is what fails).
 */
const FULL = process.env.SKILLSCAN_HARDENING_FULL === '1';
const SIZE = FULL ? MB : 128 * 1024;
const SCAN_SIZE = FULL ? MB : 256 * 1024;

/**
 * Regular expressions known to be quadratic on their hostile input today (a run of the repeated class
 * that never reaches the anchor or the suffix). Listed by source so a fix — or a move — drops them;
 * each is reported to its owner and shown as a todo below.
 */
const KNOWN_QUADRATIC = new Set<string>([]);
const KNOWN_SLOW_ALTERNATIONS: string[] = [];
const isKnown = (l: Literal) =>
  KNOWN_QUADRATIC.has(l.source) || KNOWN_SLOW_ALTERNATIONS.some((p) => l.source.startsWith(p));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

interface Literal {
  where: string;
  source: string;
  flags: string;
}

/** Regex literals after a token that cannot end an expression; a mis-read that does not compile is dropped. */
const LITERAL =
  /(?:^|[(,=:[!&|?{};]|\breturn|\btypeof)\s*\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\s*])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\n])*)\/([dgimsuvy]*)/g;

function collectLiterals(): Literal[] {
  const out: Literal[] = [];
  const seen = new Set<string>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const t = line.trim();
      if (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) return;
      for (const m of line.matchAll(LITERAL)) {
        const [, source, flags] = m as unknown as [string, string, string];
        try {
          new RegExp(source, flags);
        } catch {
          continue;
        }
        const key = `${flags}/${source}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ where: `${relative(ROOT, file)}:${i + 1}`, source, flags });
      }
    });
  }
  return out;
}

// Runs in the worker. For each pattern and hostile shape, the time on SIZE/8 and on SIZE: linear code
// takes about 8 times longer on the larger input, quadratic code about 64 times (and at 1 MB, hours). A global pattern runs
// for up to 1,000 matches, as a matchAll loop would. Progress is reported before each run, so the
// watchdog can name a pattern that never returns (exponential backtracking).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SIZE = ${SIZE};
const generic = [' ', '\\t', '\\n', 'a', '-', '\`', '[', '<', '#', ':', '/', '\\\\', '"', '.', '0', '\\u200b'];
function shapes(source) {
  const chars = new Set(generic);
  for (const ch of source.replace(/\\\\./g, '')) if (ch.charCodeAt(0) >= 0x20) chars.add(ch);
  const out = [...chars].map((c) => [c]);
  const list = [...chars];
  // Pairs of the pattern's own characters ("a ", "]("): common shapes of polynomial backtracking.
  for (let i = 0; i + 1 < list.length && i < 12; i++) out.push([list[i] + list[i + 1]]);
  for (const w of [...new Set(source.match(/[A-Za-z]{2,}/g) || [])].slice(0, 8)) out.push([w + ' ']);
  return out.map(([unit]) => unit);
}
function run(re, input) {
  const t0 = performance.now();
  re.lastIndex = 0;
  if (re.global || re.sticky) {
    let n = 0;
    let m;
    while (n++ < 1000 && (m = re.exec(input))) if (m[0] === '') re.lastIndex++;
  } else re.exec(input);
  return performance.now() - t0;
}
for (let i = workerData.from; i < workerData.literals.length; i++) {
  const { source, flags } = workerData.literals[i];
  const re = new RegExp(source, flags);
  for (const unit of shapes(source)) {
    parentPort.postMessage({ start: i });
    const small = unit.repeat(Math.ceil(SIZE / 8 / unit.length)) + '\\u0000';
    const big = unit.repeat(Math.ceil(SIZE / unit.length)) + '\\u0000';
    const a = Math.min(run(re, small), run(re, small));
    const b = Math.min(run(re, big), run(re, big));
    if (b > 100 && b / Math.max(a, 0.5) > 24) {
      parentPort.postMessage({ slow: i, detail: JSON.stringify(unit) + ' x ' + big.length + ': ' + Math.round(b) + ' ms vs ' + Math.round(a) + ' ms on 1/8 of it' });
    }
  }
}
parentPort.postMessage({ done: true });
`;

/** Runs every literal, restarting the worker after a hang; returns the superlinear and hanging patterns. */
async function findHangs(literals: Literal[], budgetMs: number): Promise<string[]> {
  const bad: string[] = [];
  const name = (i: number) => `${literals[i]!.where} /${literals[i]!.source}/${literals[i]!.flags}`;
  let from = 0;
  while (from < literals.length) {
    const next = await new Promise<number>((resolve, reject) => {
      const w = new Worker(WORKER, { eval: true, workerData: { literals, from } });
      let current = from;
      let timer = setTimeout(onHang, budgetMs);
      function onHang() {
        bad.push(`${name(current)}: no result after ${budgetMs} ms`);
        void w.terminate();
        resolve(current + 1);
      }
      w.on('message', (msg: { start?: number; slow?: number; detail?: string; done?: boolean }) => {
        if (msg.slow !== undefined) {
          bad.push(`${name(msg.slow)}: ${msg.detail}`);
          return;
        }
        clearTimeout(timer);
        if (msg.done) {
          void w.terminate();
          resolve(literals.length);
          return;
        }
        current = msg.start!;
        timer = setTimeout(onHang, budgetMs);
      });
      w.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    from = next;
  }
  return [...new Set(bad)];
}

describe('regular expressions stay linear on hostile input', () => {
  const literals = collectLiterals();

  it('finds the regular expressions in src/', () => {
    // A floor, not an exact count: others add rules all the time.
    expect(literals.length).toBeGreaterThan(50);
    expect(literals.some((l) => l.where.startsWith('src/model/frontmatter.ts'))).toBe(true);
  });

  it('runs every literal against its own hostile inputs without catastrophic backtracking', async () => {
    const hung = await findHangs(
      literals.filter((l) => !isKnown(l)),
      5_000,
    );
    expect(hung).toEqual([]);
  }, 600_000);

  for (const l of literals.filter(isKnown)) {
    it.todo(`${l.where} /${l.source}/${l.flags} stays linear on a long run of one character`);
  }

  it('scans hostile files (1 MB with SKILLSCAN_HARDENING_FULL=1) through every rule in bounded time', async () => {
    const slow: string[] = [];
    for (const [shape, unit] of Object.entries(SHAPES)) {
      const size = KNOWN_SLOW[shape] ? KNOWN_SLOW[shape]!.size : SCAN_SIZE;
      const result = await scanInWorker(unit.repeat(Math.ceil(size / unit.length)), 30_000);
      if (typeof result === 'string') slow.push(`${shape} (${size} bytes): ${result}`);
    }
    expect(slow).toEqual([]);
  }, 900_000);

  for (const [shape, known] of Object.entries(KNOWN_SLOW)) {
    it.todo(`a long run of ${JSON.stringify(SHAPES[shape])} scans in linear time (${known.why})`);
  }
});

/**
 * Hostile shapes for the whole pipeline, one repeated unit each. Every rule sees the text as a SKILL.md
 * body, a referenced Markdown file and a referenced script.
 */
const SHAPES: Record<string, string> = {
  spaces: ' ',
  brackets: '[](',
  backticks: '`',
  fences: '```\n',
  comments: '<!--',
  dashes: '---\n',
  colons: 'a: ',
  urls: 'http://',
  shell: '$($(',
  zwsp: '\u200b',
  base64: 'QUFB',
  escapes: '\\x41',
  quotes: '"\'',
  lists: '- ',
};

/**
 * Shapes known to be super-linear today, run at a reduced size so the suite stays bounded and still
 * catches crashes. Remove an entry once its owner has fixed it; the todo list below names each one.
 */
const KNOWN_SLOW: Record<string, { size: number; why: string }> = {};

let bundled: Promise<string> | undefined;
let bundleDir: string | undefined;
afterAll(() => {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});
/** The scanner bundled to plain JavaScript once, so a worker thread can run it and be killed. */
function scannerBundle(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'skillscan-regex-'));
    bundleDir = dir;
    const outfile = join(dir, 'scan.mjs');
    await build({
      stdin: {
        contents: [
          "export { scan } from './src/scan.ts';",
          "export { MemorySource } from './src/source/memory.ts';",
          "export { defaultConfig } from './src/config.ts';",
        ].join('\n'),
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
      banner: {
        js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
      },
    });
    // The bundle lives in a temp folder: give it the grammars beside it, as scripts/bundle.mjs does for dist/.
    mkdirSync(join(dir, 'grammars'));
    const wasm = ['web-tree-sitter/web-tree-sitter.wasm'];
    for (const m of readFileSync(join(ROOT, 'src/analysis/code/grammar.ts'), 'utf8').matchAll(
      /'(tree-sitter-[\w-]+\.wasm)'/g,
    ))
      wasm.push(`@vscode/tree-sitter-wasm/wasm/${m[1]}`);
    for (const w of wasm)
      copyFileSync(join(ROOT, 'node_modules', w), join(dir, 'grammars', w.split('/').pop()!));
    return outfile;
  })();
  return bundled;
}

/** Scans one skill holding `body` three ways; resolves to the time taken, or a reason it failed. */
async function scanInWorker(body: string, budgetMs: number): Promise<number | string> {
  const bundle = await scannerBundle();
  const code = `
    import { workerData, parentPort } from 'node:worker_threads';
    const { scan, MemorySource, defaultConfig } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    const body = workerData.body;
    const files = new Map([
      ['.claude/skills/x/SKILL.md', '---\\nname: x\\ndescription: Hostile input.\\n---\\n[more](references/more.md) \`scripts/run.sh\`\\n' + body],
      ['.claude/skills/x/references/more.md', body],
      ['.claude/skills/x/scripts/run.sh', body],
    ]);
    const t0 = performance.now();
    const r = await scan({ source: new MemorySource(files), config: defaultConfig() });
    parentPort.postMessage({ ms: performance.now() - t0, errors: r.ruleErrors.map((e) => e.ruleId + ': ' + e.message.split('\\n')[0]) });
  `;
  return new Promise((resolve) => {
    const w = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
      workerData: { body },
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    const timer = setTimeout(() => {
      void w.terminate();
      resolve(`no result after ${budgetMs} ms`);
    }, budgetMs);
    w.on('message', (m: { ms: number; errors: string[] }) => {
      clearTimeout(timer);
      void w.terminate();
      resolve(m.errors.length ? `rule errors: ${m.errors.join('; ')}` : m.ms);
    });
    w.on('error', (e) => {
      clearTimeout(timer);
      resolve(`worker failed: ${e.message}`);
    });
  });
}
