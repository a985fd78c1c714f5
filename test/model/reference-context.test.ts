import { describe, expect, it } from 'vitest';
import type { RawRef } from '../../src/analysis/references.js';
import { projectConfigOf, rootFallback } from '../../src/model/reference-context.js';

const ref = (kind: string, certainty: 'candidate' | 'explicit' = 'candidate') =>
  ({ kind, certainty, target: 'x' }) as unknown as RawRef;

describe('projectConfigOf', () => {
  it('takes dot-folders under a plugin root for the repository project files, manifests excepted', () => {
    expect(projectConfigOf('.claude/commands/notes.md', '')).toBe(true);
    expect(projectConfigOf('.github/workflows/ci.yml', '')).toBe(true);
    expect(projectConfigOf('.claude-plugin/plugin.json', '')).toBe(false);
    expect(projectConfigOf('skills/review/SKILL.md', '')).toBe(false);
    expect(projectConfigOf('README.md', '')).toBe(false);
    expect(projectConfigOf('plugins/kit/.claude/commands/a.md', 'plugins/kit')).toBe(true);
    expect(projectConfigOf('plugins/kit/skills/a/SKILL.md', 'plugins/kit')).toBe(false);
  });
});

describe('rootFallback', () => {
  it('resolves bare prose names at the root only for files that run in this repository', () => {
    expect(rootFallback(ref('bare-path'), 'README.md', {})).toBe(true);
    expect(rootFallback(ref('bare-path'), 'README.md', { inPlugin: true })).toBe(false);
    expect(rootFallback(ref('bare-path'), 'README.md', { inCollection: true })).toBe(false);
    expect(rootFallback(ref('bare-path'), './notes.md', {})).toBe(false);
    // A script the agent runs as `./scripts/x.sh` runs from the project root.
    expect(rootFallback(ref('bare-path'), './scripts/setup.sh', {})).toBe(true);
    expect(rootFallback(ref('bare-path'), './scripts/setup.sh', { inCollection: true })).toBe(false);
    expect(rootFallback(ref('bare-path', 'explicit'), 'README.md', {})).toBe(false);
  });

  it("keeps a collection's tool configuration at the root, never a plugin's", () => {
    expect(rootFallback(ref('tool-config'), 'Makefile', { inCollection: true })).toBe(true);
    expect(rootFallback(ref('tool-config'), '.yarnrc.yml', {})).toBe(true);
    expect(rootFallback(ref('tool-config'), 'Makefile', { inPlugin: true })).toBe(false);
  });
});
