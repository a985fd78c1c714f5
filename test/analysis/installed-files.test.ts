import { describe, expect, it } from 'vitest';
import { makeRecipes } from '../../src/analysis/build-make.js';
import type { BehaviourOf } from '../../src/analysis/facts.js';
import { sourceInTree, writtenSources } from '../../src/analysis/installed-files.js';
import { LineMap } from '../../src/analysis/lines.js';
import { describedSlots } from '../../src/rules/support/described-slots.js';

const write = (target: string, text: string, from?: string): BehaviourOf<'write'> =>
  ({
    kind: 'write',
    target: { text: target, literal: false, taints: [] },
    cls: 'agent-memory',
    append: false,
    content: { text, literal: false, taints: ['file'], ...(from ? { from } : {}) },
    unit: 0,
    at: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
    evidence: '',
    key: 'w',
  }) as BehaviourOf<'write'>;

describe('installed files: what a write puts into a later-loaded file', () => {
  it("names the copied file and the files whose text is written beside the target's own", () => {
    const t = '${CLAUDE_PROJECT_DIR}/CLAUDE.local.md';
    expect(
      writtenSources(write(t, `\${contents of ${t}}\${contents of \${__file__}/../notes/n.md}`, t)),
    ).toEqual(['${__file__}/../notes/n.md']);
    expect(
      writtenSources(write('x/.cursor/rules/a.mdc', '---\n${file:${dirname}/r.md}', '${dirname}/r.md')),
    ).toEqual(['${dirname}/r.md']);
    expect(writtenSources(write('CLAUDE.md', '# Notes\n'))).toEqual([]);
  });

  it('resolves a source beside the program, under its plugin or at the root, and nothing in the home folder', () => {
    const files = new Set(['p/assets/s.md', 'hooks/notes/n.md', 'tools/h']);
    const isFile = (f: string) => files.has(f);
    expect(sourceInTree('${__file__}/../notes/n.md', 'hooks/a.py', {}, isFile)).toBe('hooks/notes/n.md');
    expect(sourceInTree('${CLAUDE_PLUGIN_ROOT}/assets/s.md', 'p/bin/x.sh', { pluginRoot: 'p' }, isFile)).toBe(
      'p/assets/s.md',
    );
    expect(sourceInTree('tools/h', 'Makefile', {}, isFile)).toBe('tools/h');
    expect(sourceInTree('~/notes/n.md', 'hooks/a.py', {}, isFile)).toBeUndefined();
  });

  it("reads make's $< and $^ as the rule's prerequisites", () => {
    const src =
      '.git/hooks/post-merge: tools/post-merge | order\n\tinstall -m 0755 $< $@\nall: a b\n\tcat $^ > out\n';
    const units = makeRecipes(src, new LineMap(src)).map((u) => u.text);
    expect(units).toEqual(['install -m 0755 tools/post-merge .git/hooks/post-merge', 'cat a b > out']);
  });

  it('joins a slot described in words into one name without moving any offset', () => {
    const t = '![b](https://h/b.svg?k={value of X_TOKEN, if set}) {a b}';
    const out = describedSlots(t);
    expect(out).toHaveLength(t.length);
    expect(out).toContain('{value_of_X_TOKEN__if_set}');
  });
});
