import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import type { Finding } from '../../src/findings.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { scan } from '../../src/scan.js';
import { TOOL } from '../../src/version.js';
import { scanMemory, skillMd } from '../helpers.js';

/**
 * Repositories built to hurt the scanner. Each one must finish in bounded time and memory, and the
 * problem must come back as a finding — never a crash, a hang or a silent skip. Trees that only make
 * sense on a real filesystem (links, depth, file counts) are written to a temp folder and removed.
 */

const temps: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'skillscan-hardening-'));
  temps.push(d);
  return d;
}
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function write(root: string, path: string, content: string | Uint8Array): void {
  const abs = join(root, path);
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, content);
}

const good = (name: string) =>
  skillMd(`name: ${name}\ndescription: Does ${name}. Use when asked to ${name}.`);
const ids = (findings: readonly Finding[]) => [...new Set(findings.map((f) => f.ruleId))].sort();
const of = (findings: readonly Finding[], rule: string) => findings.filter((f) => f.ruleId === rule);

/** Wall time of `fn` in milliseconds. Bounds are generous: they catch hangs and blow-ups, not slowness. */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await fn();
  return [v, performance.now() - t0];
}

describe('hostile frontmatter', () => {
  it('refuses a billion-laughs alias bomb quickly', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      levels.push(`${cur}: &${cur} [${Array(10).fill(`*${prev}`).join(',')}]`);
    }
    const [r, ms] = await timed(() =>
      scanMemory({ 'skills/bomb/SKILL.md': `---\nname: bomb\n${levels.join('\n')}\n---\nbody\n` }),
    );
    expect(ms).toBeLessThan(5000);
    expect(of(r.findings, 'yaml-abuse').map((f) => f.message)).toEqual([expect.stringMatching(/alias bomb/)]);
  });

  it('reads CRLF and BOM frontmatter like LF frontmatter', async () => {
    const lf = good('crlf');
    const r = await scanMemory({
      'skills/crlf/SKILL.md': lf.replace(/\n/g, '\r\n'),
      'skills/bom/SKILL.md': `\uFEFF${good('bom')}`,
      'skills/both/SKILL.md': `\uFEFF${good('both').replace(/\n/g, '\r\n')}`,
    });
    expect(r.findings).toEqual([]);
    expect(r.model.skills.map((s) => s.frontmatter.get('name')).sort()).toEqual(['bom', 'both', 'crlf']);
  });

  it('bounds a 1 MB single-line frontmatter value and a 1 MB single-line body', async () => {
    const line = 'x'.repeat(1024 * 1024);
    const [r, ms] = await timed(() =>
      scanMemory({
        'skills/wide/SKILL.md': `---\nname: wide\ndescription: ${line}\n---\n`,
        'skills/body/SKILL.md': `${good('body')}${'[a]('.repeat(256 * 1024)}`,
        'skills/nofm/SKILL.md': line,
      }),
    );
    expect(ms).toBeLessThan(15_000);
    // Over the frontmatter parse limit: refused, and said so.
    expect(of(r.findings, 'yaml-abuse').map((f) => f.location.path)).toEqual(['skills/wide/SKILL.md']);
    expect(of(r.findings, 'frontmatter-missing').map((f) => f.location.path)).toEqual([
      'skills/nofm/SKILL.md',
    ]);
  });
});

describe('hostile encodings', () => {
  const enc = new TextEncoder();
  it('reports invalid UTF-8, UTF-16, UTF-32 and NUL bytes, and still scans the text', async () => {
    const utf16le = (s: string) =>
      new Uint8Array([0xff, 0xfe, ...[...s].flatMap((c) => [c.charCodeAt(0), 0])]);
    const r = await scanMemory({
      'skills/bad-utf8/SKILL.md': new Uint8Array([...enc.encode(good('bad-utf8')), 0xc3, 0x28, 0xff]),
      'skills/utf16/SKILL.md': utf16le(good('utf16')),
      'skills/utf32/SKILL.md': new Uint8Array([
        0xff,
        0xfe,
        0,
        0,
        ...[...good('utf32')].flatMap((c) => [c.charCodeAt(0), 0, 0, 0]),
      ]),
      'skills/nul/SKILL.md': `${good('nul')}\u0000hidden`,
      'skills/binary/SKILL.md': new Uint8Array(4096),
    });
    const anomalies = of(r.findings, 'encoding-anomaly').map((f) => f.message);
    expect(
      of(r.findings, 'encoding-anomaly')
        .map((f) => f.location.path)
        .sort(),
    ).toEqual([
      'skills/bad-utf8/SKILL.md',
      'skills/binary/SKILL.md',
      'skills/nul/SKILL.md',
      'skills/utf16/SKILL.md',
      'skills/utf32/SKILL.md',
    ]);
    expect(anomalies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not valid UTF-8/),
        expect.stringMatching(/looks binary/),
        expect.stringMatching(/NUL byte/),
        expect.stringMatching(/UTF-16/),
        expect.stringMatching(/UTF-32/),
      ]),
    );
    // The decoded UTF-16 text still has its frontmatter: the name was read.
    expect(r.model.skills.find((s) => s.path === 'skills/utf16/SKILL.md')?.frontmatter.get('name')).toBe(
      'utf16',
    );
  });
});

describe('hostile names', () => {
  // Folder and frontmatter names that try to break out of a path, a log line or a workflow command.
  const names = ['a::b', 'x%0A::error::pwned', 'line\n::error file=x::forged', '../escape', '..', 'a\r\nb'];
  it('reports each as a finding and keeps every report format inert', async () => {
    const files: Record<string, string> = {};
    names.forEach((n, i) => {
      files[`.claude/skills/${n.replace(/\//g, '_').replace(/^\.\.$/, 'dots')}-${i}/SKILL.md`] = skillMd(
        `name: ${JSON.stringify(n)}\ndescription: Hostile name ${i}.`,
      );
    });
    files['.claude/skills/folder\n::error::x/SKILL.md'] = good('folder');
    const r = await scanMemory(files);
    expect(r.ruleErrors).toEqual([]);
    const flagged = new Set(of(r.findings, 'name-format').map((f) => f.location.path));
    expect(flagged.size).toBe(names.length);
    const text = formatText(r.findings, { color: false });
    for (const line of text.split('\n')) expect(line).not.toMatch(/^\s*::/);
    const sarif = JSON.parse(formatSarif({ tool: TOOL, rules: r.rules, findings: r.findings }));
    for (const res of sarif.runs[0].results) {
      const uri: string = res.locations[0].physicalLocation.artifactLocation.uri;
      expect(uri).not.toMatch(/[\n\r]|(^|\/)\.\.(\/|$)/);
    }
  });
});

describe('hostile trees on disk', () => {
  it('truncates a 50 MB file at the read limit and reports it', async () => {
    const root = tempDir();
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    big.write(good('big'), 0);
    write(root, 'skills/big/SKILL.md', big);
    const before = process.memoryUsage().rss;
    const [r, ms] = await timed(() => scan({ root }));
    expect(ms).toBeLessThan(15_000);
    // Only maxFileBytes was read, not 50 MB (allowing for the decoded copy and the heap's own growth).
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    const limit = of(r.findings, 'scan-limit');
    expect(limit.map((f) => f.message)).toEqual([
      expect.stringMatching(/skills\/big\/SKILL\.md is 52428800 bytes; only the first 2097152 were scanned/),
    ]);
  });

  it('walks 100,000 files in bounded time and reports the entry limit when it is hit', async () => {
    const root = tempDir();
    write(root, '.claude/skills/many/SKILL.md', good('many'));
    // Hard links to one empty file per folder: one system call per entry, so building the tree stays cheap.
    for (let d = 0; d < 100; d++) {
      const dir = join(root, 'vendor/data', `d${d}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'f0.txt'), '');
      for (let f = 1; f < 1000; f++) linkSync(join(dir, 'f0.txt'), join(dir, `f${f}.txt`));
    }
    const [full, ms] = await timed(() => scan({ root }));
    expect(ms).toBeLessThan(45_000);
    // The walker lists every entry, but nothing under vendor/ is loaded by a runtime, so it is not read.
    expect(full.stats.filesRead).toBeLessThan(100);
    expect(full.stats.entries).toBeGreaterThan(100_000);
    expect(of(full.findings, 'scan-limit')).toEqual([]);
    const config = defaultConfig();
    config.limits.maxEntries = 20_000;
    const capped = await scan({ root, config });
    expect(of(capped.findings, 'scan-limit').map((f) => f.message)).toEqual([
      expect.stringMatching(/stopped after 20000 files and folders/),
    ]);
  }, 120_000);

  it('stops at the depth limit of 1,000-deep folders and says where', async () => {
    const root = tempDir();
    const deep = Array.from({ length: 1000 }, () => 'd').join('/');
    write(root, `${deep}/.claude/skills/deep/SKILL.md`, good('deep'));
    write(root, '.claude/skills/top/SKILL.md', good('top'));
    const [r, ms] = await timed(() => scan({ root }));
    expect(ms).toBeLessThan(15_000);
    expect(of(r.findings, 'scan-limit').map((f) => f.message)).toEqual([
      expect.stringMatching(/is nested deeper than 48 folders; its content was not scanned/),
    ]);
    expect(r.model.skills.map((s) => s.path)).toEqual(['.claude/skills/top/SKILL.md']);
  });

  it('reports symlink loops, links out of the root and dangling links without following them', async () => {
    const root = tempDir();
    const outside = tempDir();
    write(outside, 'secret/SKILL.md', good('secret'));
    write(root, '.claude/skills/real/SKILL.md', good('real'));
    symlinkSync('.', join(root, '.claude/skills/real/self'));
    symlinkSync('../..', join(root, '.claude/skills/real/up'));
    symlinkSync('ping', join(root, 'pong'));
    symlinkSync('pong', join(root, 'ping'));
    symlinkSync(join(outside, 'secret'), join(root, '.claude/skills/secret'));
    symlinkSync(join(outside, 'secret/SKILL.md'), join(root, 'linked.md'));
    symlinkSync('nowhere', join(root, 'dangling'));
    const [r, ms] = await timed(() => scan({ root }));
    expect(ms).toBeLessThan(10_000);
    const byPath = of(r.findings, 'symlink-escape')
      .map((f) => `${f.location.path} ${f.severity}`)
      .sort();
    expect(byPath).toEqual([
      '.claude/skills/real/self medium',
      '.claude/skills/real/up medium',
      '.claude/skills/secret high',
      'dangling low',
      'linked.md high',
      'ping medium',
      'pong medium',
    ]);
    expect(r.model.skills.map((s) => s.path)).toEqual(['.claude/skills/real/SKILL.md']);
  });

  it('finishes on cyclic reference chains', async () => {
    const r = await scanMemory({
      'skills/cycle/SKILL.md': `${good('cycle')}\nSee [a](references/a.md) and the other skill.\n`,
      'skills/cycle/references/a.md': '[b](b.md) [skill](../SKILL.md) [self](a.md)\n',
      'skills/cycle/references/b.md': '[a](a.md) [other](../../other/SKILL.md)\n',
      'skills/other/SKILL.md': `${good('other')}\n[back](../cycle/SKILL.md) [cycle](../cycle/references/b.md)\n`,
      'pong.md': '[ping](ping.md)',
      'ping.md': '[pong](pong.md)',
    });
    expect(r.ruleErrors).toEqual([]);
    const graph = await r.model.graph();
    const closure = graph.closure('skills/cycle/SKILL.md');
    expect(closure.has('skills/cycle/references/b.md')).toBe(true);
    for (const reach of closure.values())
      expect(reach.depth).toBeLessThanOrEqual(r.config.limits.maxReferenceDepth);
    expect(ids(r.findings)).not.toContain('scan-limit');
  });
});
