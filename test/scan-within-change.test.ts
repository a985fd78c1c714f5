import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { buildFinding, type Finding, type FindingInput } from '../src/findings.js';
import type { ReferenceGraph } from '../src/model/graph.js';
import { scan } from '../src/scan.js';
import { withinChange } from '../src/scan-finish.js';
import { MemorySource } from '../src/source/memory.js';
import { skillMd } from './helpers.js';

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

describe('a pull-request scan checks one document at a time only where it can report', () => {
  // Each skill breaks several checks that look at one document (name format, missing "when", a placeholder,
  // a too-long description); `a` links to `b`'s document, so `b` is reached although only `a` changed.
  const broken = (name: string, link = '') =>
    skillMd(
      `name: ${name}\ndescription: ${'Formats tables. '.repeat(70)}`,
      `# ${name}\n\nTODO: fill in the steps.\n${link}`,
    );
  const tree = {
    'skills/a/SKILL.md': broken('Skill_A', '\nSee [the other skill](../b/SKILL.md).\n'),
    'skills/b/SKILL.md': broken('Skill_B'),
    'skills/c/SKILL.md': broken('Skill_C'),
  };
  const view = (fs: readonly Finding[]) =>
    fs.map((f) => `${f.ruleId} ${f.location.path}:${f.location.region?.startLine}`);

  it('reports for the changed and the reached documents exactly what a full scan reports, and nothing else', async () => {
    const config = defaultConfig();
    const full = await scan({ source: new MemorySource(tree), config });
    const pr = await scan({
      source: new MemorySource(tree),
      config,
      changed: new Set(['skills/a/SKILL.md']),
    });
    const inFocus = (f: Finding) =>
      f.location.path !== 'skills/c/SKILL.md' && f.ruleId !== 'listing-overflow';
    const perDocument = (fs: readonly Finding[]) => view(fs.filter(inFocus)).sort();
    expect(perDocument(pr.findings)).toEqual(perDocument(full.findings));
    expect(view(pr.findings).some((v) => v.startsWith('name-format skills/b/'))).toBe(true);
    expect(view(pr.findings).filter((v) => v.includes('skills/c/'))).toEqual([]);
    expect(view(full.findings).filter((v) => v.includes('skills/c/')).length).toBeGreaterThan(2);
  });
});
