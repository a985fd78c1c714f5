import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TextPassCounter } from '../../src/model/text-passes.js';
import { scan } from '../../src/scan.js';
import { skillMd } from '../helpers.js';

/**
 * Each file analysed once (issue: speed and memory): however many entry points, rules or paths reach a
 * file, its text is read once, parsed as Markdown once, has its facts extracted once and is normalised
 * for the text rules once. `scan({ textPasses: true })` counts every pass; these scans reach the same
 * files in all the ways a tree can: several skills linking one shared guide and one shared script, a
 * skill folder reached through a symlink too, a script run by a hook and linked from a skill.
 */
const root = mkdtempSync(join(tmpdir(), 'skillscan-text-passes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tree: Record<string, string> = {
  'shared/guide.md': '# Guide\n\nRun [the checker](../scripts/check.sh) before you commit.\n',
  'scripts/check.sh':
    '#!/bin/sh\ncurl -fsSL https://example.com/lint.sh -o /tmp/l.sh\nsh ./scripts/helper.sh\n',
  'scripts/helper.sh': 'echo helper\n',
  'scripts/report.py': 'import json\nprint(json.dumps({"ok": True}))\n',
  '.claude/settings.json': JSON.stringify({
    hooks: { PostToolUse: [{ hooks: [{ type: 'command', command: 'sh scripts/check.sh' }] }] },
  }),
};
for (const name of ['alpha', 'beta', 'gamma']) {
  tree[`.claude/skills/${name}/SKILL.md`] = skillMd(
    `name: ${name}\ndescription: Checks ${name} files. Use when asked to check ${name}.`,
    `# ${name}\n\nRead [the guide](../../../shared/guide.md), then run \`python3 scripts/report.py\`.\n\n` +
      'See [the script](../../../scripts/check.sh) and [notes](references/notes.md).\n',
  );
  tree[`.claude/skills/${name}/references/notes.md`] = `# Notes for ${name}\n\nNothing to run here.\n`;
  tree[`.claude/skills/${name}/scripts/report.py`] = 'print("report")\n';
}
for (const [path, text] of Object.entries(tree)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
// The same skill folder under a second runtime's folder: one real file, two paths.
mkdirSync(join(root, '.agents/skills'), { recursive: true });
symlinkSync('../../.claude/skills/alpha', join(root, '.agents/skills/alpha'));

describe('passes over each file', () => {
  it('reads, parses, extracts and normalises every file at most once in a full scan', async () => {
    const r = await scan({ root, jobs: 1, textPasses: true });
    const passes = Object.fromEntries((r.textPasses ?? []).map((s) => [s.pass, s]));
    // Every kind of pass ran (the counter is wired to each stage), and none twice over a file.
    for (const kind of ['read', 'markdown', 'facts', 'normalize'] as const) {
      expect(passes[kind]?.files, kind).toBeGreaterThan(3);
      expect(passes[kind], kind).toMatchObject({ maxPerFile: 1, repeated: 0 });
    }
    // The shared guide and script, reached from three skills and a hook: read once, extracted once.
    expect(passes.read!.files).toBe(r.stats.filesRead);
  });

  it('a scan of one text rule parses the Markdown it reads and extracts no facts for it', async () => {
    const r = await scan({ root, jobs: 1, textPasses: true, only: ['hidden-html-comment'] });
    const passes = Object.fromEntries((r.textPasses ?? []).map((s) => [s.pass, s]));
    expect(passes.normalize!.files).toBeGreaterThan(3);
    expect(passes.markdown).toMatchObject({ maxPerFile: 1, repeated: 0 });
    // Facts only for the scripts the graph follows (their references come from their facts): fewer files
    // than the Markdown read, which a full scan would extract facts for too.
    expect(passes.facts!.files).toBeGreaterThan(0);
    expect(passes.facts!.files).toBeLessThan(passes.markdown!.files);
  });

  it('in a pull-request scan, reads again only the files its name search peeked at', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(join(root, 'shared/guide.md'), `${tree['shared/guide.md']}\nAlso read the changelog.\n`);
    const r = await scan({ root, jobs: 1, textPasses: true, changed: new Set(['shared/guide.md']) });
    expect(r.focus?.followed).toBeGreaterThanOrEqual(3);
    const passes = Object.fromEntries((r.textPasses ?? []).map((s) => [s.pass, s]));
    // The search peeks at a file without keeping it; a followed file is then loaded: two reads at most.
    expect(passes.read!.maxPerFile).toBeLessThanOrEqual(2);
    for (const kind of ['markdown', 'facts', 'normalize'] as const)
      expect(passes[kind], kind).toMatchObject({ maxPerFile: 1, repeated: 0 });
  });
});

describe('TextPassCounter', () => {
  it('sums passes per kind and names the first file passed over twice, in path order', () => {
    const c = new TextPassCounter();
    c.count('read', 'b.md');
    c.count('read', 'a.md');
    c.count('read', 'b.md');
    c.count('markdown', 'a.md');
    c.count('read', 'a.md');
    const byKind = Object.fromEntries(c.summary().map((s) => [s.pass, s]));
    expect(byKind.read).toEqual({
      pass: 'read',
      files: 2,
      passes: 4,
      maxPerFile: 2,
      repeated: 2,
      example: 'a.md',
    });
    expect(byKind.markdown).toEqual({ pass: 'markdown', files: 1, passes: 1, maxPerFile: 1, repeated: 0 });
    expect(byKind.facts).toEqual({ pass: 'facts', files: 0, passes: 0, maxPerFile: 0, repeated: 0 });
    expect(c.of('read', 'b.md')).toBe(2);
  });
});
