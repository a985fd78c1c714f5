import { describe, expect, it } from 'vitest';
import { scanMemory } from '../../helpers.js';
import { messageAt, scanCase } from '../harness.js';

describe('reference-broken', () => {
  it('says what is wrong with each reference', async () => {
    const r = await scanCase('reference-broken', 'invalid/missing-outside-absolute-sibling-remote');
    const P = '.claude/skills/a/SKILL.md';
    expect(messageAt(r, `${P}:10:1`)).toContain('differs only in case');
    expect(messageAt(r, `${P}:9:1`)).toContain('2 remote references in 1 file (example.com, other.org)');
    expect(messageAt(r, `${P}:6:1`)).toContain('climbs out of the repository');
  });
  it('names a module specifier as written when neither it nor its TypeScript source exists', async () => {
    const r = await scanCase('reference-broken', 'invalid/missing-module-and-shell-include');
    const S = '.claude/skills/feeds/scripts';
    expect(messageAt(r, `${S}/main.ts:2:25`)).toContain('script include of `./render.js` does not exist');
    expect(messageAt(r, `${S}/env.sh:3:8`)).toContain('script include of `./feed-settings.sh`');
  });
});

describe('remote references', () => {
  it('need a scheme or www.: a file name that linkify reads as a domain is a path', async () => {
    const r = await scanMemory(
      {
        'skills/a/SKILL.md':
          '---\nname: a\ndescription: A. Use when testing.\n---\nSee SKILL.md and README.md, or www.python.org and https://docs.test.org/x.\n',
      },
      { only: ['reference-broken'] },
    );
    const remote = r.findings.filter((f) => f.message.includes('remote reference'));
    expect(remote).toHaveLength(1);
    expect(remote[0]!.message).toContain('2 remote references in 1 file');
    expect(remote[0]!.message).not.toContain('skill.md');
  });

  it('are one finding for the repository, every file related', async () => {
    const r = await scanMemory(
      {
        'skills/a/SKILL.md':
          '---\nname: a\ndescription: A. Use when testing.\n---\nSee https://one.test.org/a.\n',
        'skills/b/SKILL.md':
          '---\nname: b\ndescription: B. Use when testing.\n---\nSee https://two.test.org/b.\n',
      },
      { only: ['reference-broken'] },
    );
    const remote = r.findings.filter((f) => f.message.includes('remote reference'));
    expect(remote).toHaveLength(1);
    expect(remote[0]!.related.map((l) => l.path)).toContain('skills/b/SKILL.md');
  });
});
