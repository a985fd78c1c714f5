import { describe, expect, it } from 'vitest';
import { decideScope, focusNote } from '../../src/action-scope.js';

const base = {
  scope: 'auto' as const,
  pullRequest: true,
  changedFiles: new Set(['tools/agents/skills/a/SKILL.md', 'src/app.ts']),
  prefix: 'tools/agents',
  configInput: '',
  uploadSarif: false,
};

describe('what an Action run scans', () => {
  it('focuses a pull request on its changed files, relative to the scanned folder', () => {
    expect(decideScope(base)).toEqual({ changed: new Set(['skills/a/SKILL.md']) });
  });

  it('scans everything when uploading, unless told changed', () => {
    expect(decideScope({ ...base, uploadSarif: true })).toEqual({});
    expect(decideScope({ ...base, uploadSarif: true, scope: 'changed' }).changed).toEqual(
      new Set(['skills/a/SKILL.md']),
    );
  });

  it('scans everything when the change touches the configuration, wherever it is read from', () => {
    const withConfig = new Set([...base.changedFiles, 'tools/agents/.skillscan.yml']);
    expect(decideScope({ ...base, changedFiles: withConfig }).changed).toBeUndefined();
    const pinned = new Set([...base.changedFiles, 'ci/skillscan.yml']);
    expect(
      decideScope({ ...base, changedFiles: pinned, configInput: './ci/skillscan.yml' }).changed,
    ).toBeUndefined();
  });

  it('scans everything when the changed files are unknown or the event is no pull request, and says why', () => {
    expect(decideScope({ ...base, changedFiles: undefined }).note).toMatch(/changed files are unknown/);
    expect(decideScope({ ...base, pullRequest: false, scope: 'changed' }).note).toMatch(
      /applies to pull requests/,
    );
    expect(decideScope({ ...base, pullRequest: false })).toEqual({});
    expect(decideScope({ ...base, scope: 'full' })).toEqual({});
  });
});

describe("the summary's sentence about a pull-request scan", () => {
  it('says how many findings about unchanged skills it left out, and only when there are some', () => {
    const some = focusNote({ changed: 2, followed: 3, entryPoints: 40, outside: 12 });
    expect(some).toMatch(/followed 3 of 40 entry points/);
    expect(some).toMatch(/12 of their findings concern only unchanged skills and are not reported here/);
    const none = focusNote({ changed: 1, followed: 1, entryPoints: 2, outside: 0 });
    expect(none).not.toMatch(/not reported/);
  });
});
