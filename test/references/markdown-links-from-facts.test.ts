import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import type { ReferenceGraph } from '../../src/model/graph.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';
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

  it('are read from the facts, not from a parse of the graph, and let go once the graph is built', async () => {
    const r = await scan({ source: new MemorySource(tree), config: defaultConfig(), textPasses: true });
    // Each Markdown file parsed once, by its fact extraction: the graph parsed none of them again.
    const markdown = r.textPasses?.find((p) => p.pass === 'markdown');
    expect(markdown?.files).toBeGreaterThanOrEqual(4);
    expect(markdown?.repeated).toBe(0);
    expect(edgesOf(await r.model.graph()).join('\n')).toMatch(
      /markdown-link ok \.claude\/skills\/a\/guide\.md/,
    );
    // The links were the graph's alone: the facts rules read no longer hold them.
    const facts = await r.model.facts('.claude/skills/a/SKILL.md');
    expect(facts?.markdown?.refs).toBeUndefined();
    expect(facts?.markdown?.layout.code).toHaveLength(1);
  });

  it('keep where code and comments sit', async () => {
    const r = await scanMemory(tree);
    const facts = await r.model.facts('.claude/skills/a/SKILL.md');
    const layout = facts?.markdown?.layout;
    expect(layout?.code.map((c) => c.lang)).toEqual(['sh']);
    expect(layout?.html.filter((h) => h.comment)).toHaveLength(1);
    // The fence's code is not kept twice: the layout holds its span and language only.
    expect(Object.keys(layout?.code[0] ?? {}).sort()).toEqual(['end', 'lang', 'start']);
  });
});
