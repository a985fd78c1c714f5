import { describe, expect, it } from 'vitest';
import { buildFinding, type FindingInput } from '../src/findings.js';
import type { ReferenceGraph } from '../src/model/graph.js';
import { withinChange } from '../src/scan-finish.js';

/** A graph whose followed entries reach the listed files (only what `withinChange` reads). */
function graphOf(closures: Record<string, string[]>): ReferenceGraph {
  return {
    entries: Object.keys(closures),
    closure: (entry: string) => new Map((closures[entry] ?? []).map((p) => [p, {}])),
  } as unknown as ReferenceGraph;
}

const ORIGIN = {
  id: 'skill-conflict',
  category: 'skill-conflict',
  severity: 'medium',
  confidence: 'high',
} as const;
const finding = (input: Partial<FindingInput> & { path: string }) =>
  buildFinding(ORIGIN, {
    message: 'm',
    fingerprintKey: input.path,
    location: { path: input.path },
    ...input,
  });

describe('withinChange: what a pull-request scan reports', () => {
  const graph = graphOf({ 'skills/a/SKILL.md': ['skills/a/SKILL.md', 'skills/a/run.sh', 'shared/lib.sh'] });
  const changed = new Set(['shared/lib.sh']);

  it('keeps findings in files a followed entry reaches and drops those about unchanged files only', () => {
    const inside = finding({ path: 'shared/lib.sh' });
    const reached = finding({ path: 'skills/a/run.sh' });
    const other = finding({ path: 'skills/b/SKILL.md' });
    const r = withinChange([inside, reached, other], graph, changed);
    expect(r.kept).toEqual([inside, reached]);
    expect(r.focus).toEqual({ changed: 1, followed: 1, entryPoints: 1, outside: 1 });
  });

  it('keeps a finding on an unchanged skill that names a changed one as its other half (a conflict)', () => {
    const conflict = finding({ path: 'skills/b/SKILL.md', related: [{ path: 'skills/a/SKILL.md' }] });
    expect(withinChange([conflict], graph, changed).kept).toEqual([conflict]);
  });

  it('does not keep it for a related location that is only context (listing neighbours)', () => {
    const cut = finding({
      path: 'skills/b/SKILL.md',
      related: [{ path: 'skills/a/SKILL.md', message: 'also degraded' }],
      relatedAreContext: true,
    });
    const r = withinChange([cut], graph, changed);
    expect(r.kept).toEqual([]);
    expect(r.focus.outside).toBe(1);
  });

  it('keeps a finding whose evidence a followed entry point reaches from outside the closure list', () => {
    const reachedFrom = finding({ path: 'elsewhere/x.md', entry: 'skills/a/SKILL.md' });
    expect(withinChange([reachedFrom], graph, changed).kept).toEqual([reachedFrom]);
  });
});
