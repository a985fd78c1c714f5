import { describe, expect, it } from 'vitest';
import { Neighbours } from '../../src/model/closure-walk.js';
import { FileStore } from '../../src/model/files.js';
import type { Edge } from '../../src/model/graph.js';
import { unionWalk } from '../../src/model/union-walk.js';
import { MemorySource } from '../../src/source/memory.js';
import { indexTree } from '../../src/source/walk.js';

// The union pass queues each frontier's files (for the fact workers) before it asks for their references
// one by one: the depths must not depend on it, and nothing is queued twice or after it was resolved.
async function walkInput(fanOut: number) {
  const tree: Record<string, string> = { 'entry.md': '' };
  for (let i = 0; i < fanOut; i++) {
    tree[`docs/a${String(i).padStart(3, '0')}.md`] = '';
    tree[`docs/deep/b${String(i).padStart(3, '0')}.md`] = '';
  }
  const src = new MemorySource(tree);
  const files = new FileStore(src, await indexTree(src), 1 << 20);
  const asked: string[] = [];
  const edge = (from: string, to: string): Edge => ({
    from,
    to,
    raw: to,
    kind: 'markdown-link',
    status: 'ok',
  });
  const edgesOf = async (path: string): Promise<Edge[]> => {
    asked.push(path);
    if (path === 'entry.md')
      return Object.keys(tree)
        .filter((p) => p.startsWith('docs/a'))
        .map((p) => edge(path, p));
    const m = /^docs\/a(\d{3})\.md$/.exec(path);
    return m ? [edge(path, `docs/deep/b${m[1]}.md`)] : [];
  };
  const input = {
    entries: ['entry.md'],
    files,
    maxDepth: 10,
    docByPath: new Map(),
    skillDirs: new Set<string>(),
    edgesOf,
  };
  return { input, asked, files };
}

describe('unionWalk with a queue', () => {
  it('gives the same depths, and queues each frontier ahead of its references in bounded shares', async () => {
    const plain = await walkInput(150);
    const without = await unionWalk(['entry.md'], new Neighbours(plain.input));
    const queued = await walkInput(150);
    const shares: string[][] = [];
    const walk = await unionWalk(['entry.md'], new Neighbours(queued.input), (paths) =>
      shares.push([...paths]),
    );
    for (const p of ['entry.md', 'docs/a000.md', 'docs/a149.md', 'docs/deep/b000.md', 'docs/deep/b149.md'])
      expect(walk.depth(p)).toBe(without.depth(p));
    expect(walk.depth('docs/deep/b149.md')).toBe(2);
    // Frontiers of 1, 150 and 150 files, in shares of at most 64, each share before its files are asked.
    expect(shares.map((s) => s.length)).toEqual([1, 64, 64, 22, 64, 64, 22]);
    const queuedOrder = shares.flat();
    expect(new Set(queuedOrder).size).toBe(queuedOrder.length);
    expect(queuedOrder).toEqual(queued.asked);
  });
});
