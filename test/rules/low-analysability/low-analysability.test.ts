import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config.js';
import { positions, scanMemory, skillMd } from '../../helpers.js';
import { tar, zip } from '../../support/archives.js';

/**
 * Analysability per entry point (src/model/analysability.ts) and the low-analysability finding. Sizes
 * are chosen so each expected share can be computed by hand.
 */

const SKILL = skillMd('name: conv\ndescription: Converts files. Use when asked to convert a file.');
const ELF = (n: number) => {
  const b = new Uint8Array(n).fill(0x90);
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  return b;
};
const PNG = (n: number) => {
  const b = new Uint8Array(n).fill(0x55);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  return b;
};

describe('analysability', () => {
  it('weighs bytes: text analysed, media inert, executables not analysed', async () => {
    const r = await scanMemory({
      '.claude/skills/conv/SKILL.md': SKILL,
      '.claude/skills/conv/assets/logo.png': PNG(5000),
      '.claude/skills/conv/bin/conv': ELF(20_000),
    });
    const md = SKILL.length;
    expect(r.analysability).toEqual([
      {
        entry: '.claude/skills/conv/SKILL.md',
        name: 'conv',
        kind: 'skill',
        files: 3,
        bytes: md + 25_000,
        analysedBytes: md,
        inertBytes: 5000,
        unanalysedBytes: 20_000,
        score: Math.floor(((md + 5000) / (md + 25_000)) * 1000) / 10,
        notAnalysed: [{ path: '.claude/skills/conv/bin/conv', bytes: 20_000, reason: 'ELF executable' }],
      },
    ]);
    expect(positions(r.findings, 'low-analysability')).toEqual([
      '.claude/skills/conv/SKILL.md:- low-analysability medium',
    ]);
    const f = r.findings.find((x) => x.ruleId === 'low-analysability')!;
    expect(f.message).toMatch(
      /^only 2\d\.\d% of the 2\d\.\d KiB this skill brings in could be analysed \(threshold 70%\): \.claude\/skills\/conv\/bin\/conv \(ELF executable, 19\.5 KiB\)/,
    );
    expect(f.related.map((l) => l.path)).toEqual(['.claude/skills/conv/bin/conv']);
  });

  it('is 100% for a skill of text and images, with no finding', async () => {
    const r = await scanMemory({
      '.claude/skills/conv/SKILL.md': SKILL,
      '.claude/skills/conv/scripts/run.py': 'print("converting")\n',
      '.claude/skills/conv/assets/logo.png': PNG(50_000),
    });
    expect(r.analysability.map((a) => [a.entry, a.score, a.unanalysedBytes])).toEqual([
      ['.claude/skills/conv/SKILL.md', 100, 0],
    ]);
    expect(positions(r.findings, 'low-analysability')).toEqual([]);
  });

  it('counts text past the read limit, archive members it could not read, and honours the threshold', async () => {
    const config = { ...defaultConfig() };
    config.limits = { ...config.limits, maxFileBytes: 4096 };
    const files = {
      '.claude/skills/conv/SKILL.md': SKILL,
      '.claude/skills/conv/references/big.md': `# Big\n\n${'Lorem ipsum dolor sit amet. '.repeat(1000)}`,
      '.claude/skills/conv/assets/kit.tar': tar([
        { name: 'notes.md', content: '# notes\n' },
        { name: 'tool', content: ELF(6000) },
      ]),
    };
    const r = await scanMemory(files, { config });
    const a = r.analysability[0]!;
    expect(a.notAnalysed.map((n) => [n.path, n.reason])).toEqual([
      ['.claude/skills/conv/references/big.md', 'beyond the read limit'],
      ['.claude/skills/conv/assets/kit.tar', 'an archive larger than the read limit'],
    ]);
    // The tar (10 KiB) is larger than the 4 KiB read limit: only the members in its first 4 KiB are seen.
    expect(a.unanalysedBytes).toBeGreaterThan(28_000 - 4096);
    expect(positions(r.findings, 'low-analysability')).toEqual([
      '.claude/skills/conv/SKILL.md:- low-analysability medium',
    ]);
    config.rules = { 'low-analysability': { options: { threshold: 10 } } };
    const lenient = await scanMemory(files, { config });
    expect(positions(lenient.findings, 'low-analysability')).toEqual([]);
  });

  it('scores hooks files and archives by the members it read', async () => {
    const r = await scanMemory({
      'p/.claude-plugin/plugin.json': JSON.stringify({ name: 'p' }),
      'p/hooks/hooks.json': JSON.stringify({
        hooks: {
          SessionStart: [
            { hooks: [{ type: 'command', command: 'sh "${CLAUDE_PLUGIN_ROOT}"/hooks/start.sh' }] },
          ],
        },
      }),
      'p/hooks/start.sh': '#!/bin/sh\nunzip -o "${CLAUDE_PLUGIN_ROOT}/hooks/kit.zip"\n',
      'p/skills/s/SKILL.md': SKILL,
      'p/skills/s/assets/a.zip': zip([
        { name: 'a.md', content: 'hello\n'.repeat(100), method: 'stored' },
        { name: 'b.bin', content: ELF(600), method: 'stored' },
      ]),
    });
    const byEntry = Object.fromEntries(r.analysability.map((a) => [a.entry, a]));
    expect(byEntry['p/hooks/hooks.json']).toMatchObject({ kind: 'launch', name: 'hooks.json', score: 100 });
    const s = byEntry['p/skills/s/SKILL.md']!;
    expect(s.notAnalysed).toEqual([
      {
        path: 'p/skills/s/assets/a.zip',
        bytes: 600,
        reason: 'archive members that are binary, encrypted or were not read',
      },
    ]);
  });
});
