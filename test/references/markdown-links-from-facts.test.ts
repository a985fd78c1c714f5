import { describe, expect, it } from 'vitest';
import type { ReferenceGraph } from '../../src/model/graph.js';
import { scanMemory, skillMd } from '../helpers.js';

/**
 * A full scan takes a Markdown file's links from its facts (the fact extraction parsed it, in whichever
 * thread ran it) instead of parsing it again for the reference graph; a scan of a few rules parses it
 * for the graph. Both must give the same graph (every edge, position and status), and the facts must keep
 * where code and comments sit, which is all the text rules read of the parse.
 */
const tree = {
  '.claude/skills/a/SKILL.md': skillMd(
    // A link in the frontmatter is not one (the body starts after it).
    'name: a\ndescription: Links everything, like [fm](frontmatter-a.md). Use when testing links.',
    [
      '# A',
      'Read [guide](guide.md), ![diagram](img/d.png) and <https://example.com/x>.',
      'Then `scripts/run.sh`, references/notes.md and the b skill.',
      '',
      '[def]: guide.md "title"',
      '',
      '```sh',
      'cat [x](fenced.md)',
      '```',
      '<!-- [hidden](commented.md) -->',
      'See [missing](nowhere.md) and [up](../../../outside.md).',
      '',
    ].join('\n'),
  ),
  '.claude/skills/a/guide.md': 'Next: [details](details.md)\n',
  '.claude/skills/a/details.md': '[back](guide.md), [b](../b/SKILL.md) and [b again](../../../docs/b.md)\n',
  '.claude/skills/a/img/d.png': 'png',
  '.claude/skills/a/scripts/run.sh': 'echo hi\n',
  '.claude/skills/a/references/notes.md': '# Notes\n<!-- keep [this](../guide.md) -->\n',
  '.claude/skills/b/SKILL.md': skillMd(
    'name: b\ndescription: Second skill, see [fm](frontmatter-b.md). Use when testing links.',
    '# B\n[a guide](../a/guide.md)\n',
  ),
  // The same real file as a skill document and, through a link, as plain Markdown.
  'docs/b.md': { symlink: '../.claude/skills/b/SKILL.md' },
};

function edgesOf(g: ReferenceGraph): string[] {
  const out: string[] = [];
  for (const entry of g.entries)
    for (const path of g.closure(entry).keys())
      for (const e of g.edgesFrom(path)) {
        const r = e.region;
        out.push(`${entry} ${path} ${e.kind} ${e.status} ${e.to ?? e.raw} ${r?.startLine}:${r?.startColumn}`);
      }
  return out;
}

describe('Markdown links from facts', () => {
  it('give the graph a parse of its own would give', async () => {
    const full = await scanMemory(tree);
    const few = await scanMemory(tree, { only: ['reference-broken'] });
    const fromFacts = edgesOf(await full.model.graph());
    expect(fromFacts.length).toBeGreaterThan(15);
    expect(fromFacts).toEqual(edgesOf(await few.model.graph()));
    // Fenced and commented links are not references either way.
    expect(fromFacts.join('\n')).not.toMatch(/fenced\.md|commented\.md/);
    expect(fromFacts.join('\n')).toMatch(/markdown-link missing nowhere\.md/);
    // The frontmatter is not Markdown body: its link-like text is no reference.
    expect(fromFacts.join('\n')).not.toMatch(/frontmatter-/);
  });

  it('are what the facts keep: the links, and where code and comments sit', async () => {
    const r = await scanMemory(tree);
    const facts = await r.model.facts('.claude/skills/a/SKILL.md');
    expect(facts?.markdown?.refs.map((x) => x.target)).toEqual(
      expect.arrayContaining(['guide.md', 'img/d.png', 'nowhere.md', '../../../outside.md']),
    );
    const layout = facts?.markdown?.layout;
    expect(layout?.code.map((c) => c.lang)).toEqual(['sh']);
    expect(layout?.html.filter((h) => h.comment)).toHaveLength(1);
    // The fence's code is not kept twice: the layout holds its span and language only.
    expect(Object.keys(layout?.code[0] ?? {}).sort()).toEqual(['end', 'lang', 'start']);
  });
});
