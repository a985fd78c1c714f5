import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliIO, runCli } from '../src/cli.js';
import { ROOT, skillMd } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'skillscan-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function repo(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

async function cli(args: string[], env: Record<string, string> = {}, isTTY = false) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    isTTY,
    env,
    readFile: (p) => readFile(p, 'utf8'),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

const clean = repo('clean', {
  '.claude/skills/deploy/SKILL.md': skillMd('name: deploy\ndescription: Deploys. Use when asked to deploy.'),
});
const broken = repo('broken', {
  '.claude/skills/x/SKILL.md': '# no frontmatter\n',
  '.claude/skills/Y/SKILL.md': skillMd('name: Y\ndescription: d'),
});

describe('cli', () => {
  it('exits 0 on a clean tree and prints a totals line', async () => {
    const r = await cli([clean]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/✖ 0 findings/);
  });
  it('exits 1 when a finding reaches the gate, 0 when the gate is above it', async () => {
    expect((await cli([broken])).code).toBe(1);
    expect((await cli([broken, '--fail-on', 'critical'])).code).toBe(0);
    expect((await cli(['scan', broken, '--fail-on', 'never'])).code).toBe(0);
  });
  it('prints ESLint-style text grouped by file without colour off a TTY', async () => {
    const r = await cli([broken]);
    expect(r.stdout).toContain('.claude/skills/x/SKILL.md\n  1:1  high  ');
    expect(r.stdout).toMatch(/frontmatter-missing\n/);
    expect(r.stdout).not.toContain('\x1b[');
  });
  it('uses colour on a TTY unless NO_COLOR is set', async () => {
    expect((await cli([broken], {}, true)).stdout).toContain('\x1b[');
    expect((await cli([broken], { NO_COLOR: '1' }, true)).stdout).not.toContain('\x1b[');
  });
  it('writes JSON with the taxonomy contract fields', async () => {
    const r = await cli([broken, '--format', 'json']);
    const doc = JSON.parse(r.stdout);
    const f = doc.findings.find((x: { ruleId: string }) => x.ruleId === 'frontmatter-missing');
    expect(f).toMatchObject({ category: 'frontmatter', severity: 'high', confidence: 'high' });
    expect(f.location).toEqual({
      path: '.claude/skills/x/SKILL.md',
      region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 17 },
    });
    expect(Array.isArray(f.chain)).toBe(true);
  });
  it('writes SARIF that validates against the official 2.1.0 schema', async (ctx) => {
    const schemaPath = join(ROOT, '../shared/schemas/sarif-schema-2.1.0.json');
    if (!existsSync(schemaPath)) ctx.skip(`the SARIF schema is not at ${schemaPath}`);
    const out = join(dir, 'out.sarif');
    const r = await cli([broken, '--format', 'sarif', '--output', out]);
    expect(r.code).toBe(1);
    const Ajv4 = (await import('ajv-draft-04')).default as unknown as typeof Ajv;
    const addFormats = (await import('ajv-formats')).default as unknown as (a: Ajv) => void;
    const ajv = new Ajv4({ allErrors: true, strict: false });
    addFormats(ajv);
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    const validate = ajv.compile(schema);
    const sarif = JSON.parse(readFileSync(out, 'utf8'));
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);
  });
  it('lists rules, prints the version and help', async () => {
    const rules = await cli(['--list-rules']);
    expect(rules.code).toBe(0);
    expect(rules.stdout).toMatch(/^frontmatter-missing\s+frontmatter\s+high/m);
    expect((await cli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await cli(['--help'])).stdout).toContain('Usage:');
  });
  it('reports usage errors in one line with exit 2 and no stack trace', async () => {
    for (const args of [
      ['--format', 'xml', clean],
      ['--bogus'],
      [join(dir, 'does-not-exist')],
      ['--fail-on', 'severe', clean],
      ['--jobs', '0', clean],
      ['--jobs', 'many', clean],
      ['--jobs', '1.5', clean],
    ]) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
  it('gives the same findings whatever --jobs says (no worker script beside the sources: one thread)', async () => {
    const one = await cli([clean, '--format', 'json', '--jobs', '1']);
    const four = await cli([clean, '--format', 'json', '--jobs', '4']);
    expect(four.code).toBe(one.code);
    expect(four.stdout).toBe(one.stdout);
  });
  it('says with --debug-stats how many passes went over the files, on stderr only', async () => {
    const plain = await cli([clean, '--format', 'json']);
    const r = await cli([clean, '--format', 'json', '--debug-stats']);
    expect(r.stdout).toBe(plain.stdout);
    const lines = r.stderr.trim().split('\n');
    expect(lines.map((l) => l.split(' ')[2])).toEqual(['read:', 'markdown:', 'facts:', 'normalize:']);
    expect(lines[0]).toMatch(
      /^skillscan-stats \S+ read: [1-9]\d* files, [1-9]\d* passes, at most 1 per file$/,
    );
    expect(plain.stderr).toBe('');
  });
  it('reuses its analysis with --cache: same report, every file a hit, and refuses a cache inside the tree', async () => {
    const cacheDir = join(dir, 'fact-cache');
    const plain = await cli([broken, '--format', 'json']);
    const cold = await cli([broken, '--format', 'json', '--cache', cacheDir, '--debug-stats']);
    const warm = await cli([broken, '--format', 'json', '--cache', cacheDir, '--debug-stats']);
    expect(cold.stdout).toBe(plain.stdout);
    expect(warm.stdout).toBe(plain.stdout);
    const stats = (r: { stderr: string }) =>
      r.stderr.split('\n').find((l) => l.startsWith('skillscan-stats cache:'));
    expect(stats(cold)).toMatch(/ 0 hits, [1-9]\d* misses \(0 rejected\), [1-9]\d* written/);
    expect(stats(warm)).toMatch(/ [1-9]\d* hits, 0 misses \(0 rejected\), 0 written/);
    const inside = await cli([broken, '--cache', join(broken, '.cache')]);
    expect(inside.code).toBe(2);
    expect(inside.stderr).toMatch(/inside the scanned folder/);
    expect(existsSync(join(broken, '.cache'))).toBe(false);
  });
  it('rejects an invalid configuration file with exit 2', async () => {
    const cfg = join(dir, 'bad.yml');
    writeFileSync(cfg, 'rules: { name-format: sometimes }\n');
    const r = await cli([clean, '--config', cfg]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yml/);
  });
  it('discover prints a table and JSON', async () => {
    const t = await cli(['discover', clean]);
    expect(t.stdout).toContain('.claude/skills/deploy/SKILL.md  [skill, project]');
    expect(t.stdout).toContain('invoked as: deploy (claude-code, copilot, cursor, goose, opencode, vscode)');
    const j = JSON.parse((await cli(['discover', clean, '--format', 'json'])).stdout);
    expect(j.skills[0]).toMatchObject({
      kind: 'skill',
      path: '.claude/skills/deploy/SKILL.md',
      scope: 'project',
    });
  });
  it('neutralises control characters from file names in text output', async () => {
    const evil = repo('evil', { 'skills/a\u001b[31mb/SKILL.md': '# x\n' });
    const r = await cli([evil, '--fail-on', 'never']);
    expect(r.stdout).not.toContain('\u001b[31m');
    expect(r.stdout).toContain('a\\u{1b}[31mb');
  });
});
