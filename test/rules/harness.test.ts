import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFinding, type Finding, type FindingInput } from '../../src/findings.js';
import { metaOf } from '../../src/scan.js';
import { TreeWriter } from './generators.js';
import { CaseError, outLines, parseCaseSpec } from './harness.js';

/** The harness itself: what a .out line says, and the clear errors a malformed case gets. */

const finding = (
  ruleId: string,
  input: Partial<FindingInput> & { path: string; line?: number; col?: number },
) => {
  const region = input.line
    ? {
        startLine: input.line,
        startColumn: input.col ?? 1,
        endLine: input.line,
        endColumn: (input.col ?? 1) + 1,
      }
    : undefined;
  return buildFinding(metaOf(ruleId), {
    message: input.message ?? 'm',
    location: { path: input.path, ...(region ? { region } : {}) },
    fingerprintKey: input.fingerprintKey ?? 'evidence',
    ...(input.reach ? { reach: input.reach } : {}),
  });
};

describe('.out lines', () => {
  it('sort by path, then line and column as numbers, and say when there is no region', () => {
    const lines = outLines([
      finding('name-format', { path: 'b/SKILL.md', line: 2, col: 7 }),
      finding('name-format', { path: 'a/SKILL.md', line: 10, col: 1 }),
      finding('name-format', { path: 'a/SKILL.md', line: 9, col: 12 }),
      finding('symlink-escape', { path: 'a/link' }),
    ]);
    // Paths compare by code point, as compareFindings does: 'SKILL.md' before 'link'.
    expect(lines).toEqual([
      'a/SKILL.md:9:12 medium name-format',
      'a/SKILL.md:10:1 medium name-format',
      'a/link:-:- high symlink-escape',
      'b/SKILL.md:2:7 medium name-format',
    ]);
  });

  it('list every entry that reaches a finding, primary first, and mark suppressed findings', () => {
    const evidence = { path: 'skills/t/references/setup.md', line: 6, col: 1 };
    const reached = finding('remote-code-execution', {
      ...evidence,
      reach: [
        { entry: 'skills/t/SKILL.md', chain: [{ path: 'skills/t/SKILL.md' }, { path: evidence.path }] },
        {
          entry: 'skills/front/SKILL.md',
          chain: [{ path: 'skills/front/SKILL.md' }, { path: evidence.path }],
        },
      ],
    });
    const suppressed: Finding = {
      ...finding('prompt-injection', evidence),
      suppression: { reason: 'r', location: { path: evidence.path } },
    };
    expect(outLines([reached, suppressed])).toEqual([
      'skills/t/references/setup.md:6:1 high prompt-injection suppressed',
      'skills/t/references/setup.md:6:1 high remote-code-execution via skills/t/SKILL.md, skills/front/SKILL.md',
    ]);
  });

  it('do not change when a message is reworded', () => {
    const a = finding('name-format', { path: 'a/SKILL.md', line: 2, col: 7, message: 'first wording' });
    const b = finding('name-format', { path: 'a/SKILL.md', line: 2, col: 7, message: 'a better wording' });
    expect(outLines([a])).toEqual(outLines([b]));
  });
});

describe('case files', () => {
  it('accept every documented key', () => {
    const spec = parseCaseSpec(
      '{"description": "d", "only": ["name-format"], "config": {"runtimes": ["codex"]}, "maxSeverity": "low"}',
      'x.json',
    );
    expect(spec.only).toEqual(['name-format']);
  });
  it.each([
    ['{"onyl": ["name-format"]}', /unknown key 'onyl'/],
    ['{"only": ["name-formatt"]}', /"only" names no rule: 'name-formatt'/],
    ['{"only": []}', /"only" must list rule ids or be "all"/],
    ['{"generate": "nothing-like-this"}', /no generator 'nothing-like-this'/],
    ['{"maxSeverity": "severe"}', /"maxSeverity" must be one of/],
    ['[1]', /must be an object/],
    ['{"only": ', /invalid JSON/],
  ])('reject %s with a clear error', (text, message) => {
    expect(() => parseCaseSpec(text, 'x.json')).toThrow(CaseError);
    expect(() => parseCaseSpec(text, 'x.json')).toThrow(message);
  });
});

describe('generators', () => {
  const dir = mkdtempSync(join(tmpdir(), 'skillscan-harness-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('write only inside their folder', () => {
    const t = new TreeWriter(dir);
    expect(() => t.file('../escape.md', 'x')).toThrow(/leaves its folder/);
    expect(() => t.file('/etc/passwd', 'x')).toThrow(/leaves its folder/);
    expect(() => t.link('a/../../up', 'x')).toThrow(/leaves its folder/);
    expect(() => t.file('a/b.md', 'x')).not.toThrow();
  });
});
