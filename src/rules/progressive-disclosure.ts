import { imperativeInstructions } from '../analysis/instructions.js';
import { basename, isWithin } from '../analysis/repo-paths.js';
import type { Location } from '../findings.js';
import { bodyOf, type SkillDoc } from '../model/skill.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Skills that defeat progressive disclosure (docs/skills.md §1.4): bodies over 500 lines or ~5,000 tokens,
 * reference files reachable only through chains of references, and more imperative instructions than a
 * model follows reliably (compliance with all rules collapses at about 80 simultaneous instructions),
 * per body and per resident catalog (the descriptions a runtime keeps in context at all times).
 */

const MAX_LINES = 500;
const MAX_TOKENS = 5_000;
const MAX_INSTRUCTIONS = 80;
const MAX_DEEP_PER_SKILL = 20;
const DOC_FILE = /\.(?:md|mdx|markdown|rst)$/i;

function checkSize(ctx: RuleContext, doc: SkillDoc): void {
  const body = bodyOf(doc);
  const lines = body.split('\n').length - (body.endsWith('\n') ? 1 : 0);
  const tokens = Math.round(body.length / 4);
  const over: string[] = [];
  if (lines > MAX_LINES) over.push(`${lines} lines (recommended: under ${MAX_LINES})`);
  if (tokens > MAX_TOKENS)
    over.push(`about ${tokens} tokens (estimated as characters ÷ 4; recommended: under ${MAX_TOKENS})`);
  if (over.length === 0) return;
  const line = lines > MAX_LINES ? doc.bodyStartLine + MAX_LINES : doc.bodyStartLine;
  ctx.report({
    message: `SKILL.md body is ${over.join(' and ')}: all of it enters the context on every activation; move detail into reference files the body links to`,
    location: { path: doc.path, region: doc.file.lines.lineRegion(Math.min(line, doc.file.lines.lineCount)) },
    fingerprintKey: 'body-size',
  });
}

function checkInstructions(ctx: RuleContext, doc: SkillDoc): void {
  const found = imperativeInstructions(bodyOf(doc));
  if (found.length <= MAX_INSTRUCTIONS) return;
  const at = doc.bodyStart + found[MAX_INSTRUCTIONS]!.offset;
  ctx.report({
    message: `the body gives ${found.length} distinct imperative instructions (must/never/always/should … sentences); models stop following all of them at about ${MAX_INSTRUCTIONS} — split it or move rules into references`,
    location: { path: doc.path, region: doc.file.lines.region(at, at + 1) },
    severity: 'low',
    fingerprintKey: 'body-instructions',
  });
}

/** Reference documents (Markdown, reStructuredText) reached from a skill only through two or more hops. */
async function checkNesting(ctx: RuleContext, doc: SkillDoc): Promise<void> {
  const graph = await ctx.model.graph();
  const body = bodyOf(doc);
  const deep = [...graph.closure(doc.path).entries()]
    // Only the skill's own files: a chain through another skill is that skill's structure, not this one's.
    .filter(
      ([path, reach]) =>
        reach.depth >= 2 &&
        DOC_FILE.test(path) &&
        isWithin(path, doc.dir) &&
        // SKILL.md naming the file (`reference/` holds `x.md`) points the model at it directly enough.
        !body.includes(basename(path)) &&
        // Last: the chain is rebuilt on each call.
        reach.chain.every((c) => isWithin(c.path, doc.dir)),
    )
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_DEEP_PER_SKILL);
  for (const [path, reach] of deep) {
    const via: Location = reach.chain[reach.chain.length - 2]!;
    ctx.report({
      message: `'${path}' is reached only through ${reach.depth} levels of references (${reach.chain.map((c) => c.path).join(' → ')}); models often read nested references partially — link it from SKILL.md directly`,
      location: { path: via.path, ...(via.region ? { region: via.region } : {}) },
      entry: doc.path,
      chain: reach.chain.slice(0, -1).concat({ path, message: 'nested reference' }),
      severity: 'info',
      fingerprintKey: `nested:${path}`,
    });
  }
}

/**
 * Imperative instructions in what each runtime keeps resident: the descriptions of model-invocable skills.
 * Runtimes that read the same skills share one catalog and one finding.
 */
function checkCatalogs(ctx: RuleContext): void {
  const counts = new Map<SkillDoc, number>();
  const countOf = (doc: SkillDoc) => {
    let n = counts.get(doc);
    if (n === undefined) {
      const text = ['description', 'when_to_use']
        .map((k) => doc.frontmatter.get(k))
        .filter((v): v is string => typeof v === 'string')
        .join('\n\n');
      n = imperativeInstructions(text).length;
      counts.set(doc, n);
    }
    return n;
  };
  const catalogs = new Map<
    string,
    { runtimes: string[]; contributors: Array<{ doc: SkillDoc; count: number }>; total: number }
  >();
  // Each runtime's resident skills, in skill order: one pass over the skills (one per runtime read every
  // skill's runtimes and frontmatter ten times over).
  const resident = new Map<
    string,
    { contributors: Array<{ doc: SkillDoc; count: number }>; total: number }
  >();
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill' || doc.frontmatter.get('disable-model-invocation') === true) continue;
    for (const runtime of doc.runtimes) {
      if (ctx.model.explicitOnly.get(runtime)?.has(doc)) continue; // its interface file keeps it out of the listing
      const count = countOf(doc);
      if (count === 0) break;
      const catalog = resident.get(runtime) ?? { contributors: [], total: 0 };
      resident.set(runtime, catalog);
      if (catalog.contributors.at(-1)?.doc === doc) continue; // a runtime named twice
      catalog.total += count;
      catalog.contributors.push({ doc, count });
    }
  }
  for (const runtime of [...resident.keys()].sort()) {
    const { contributors, total } = resident.get(runtime)!;
    if (total <= MAX_INSTRUCTIONS) continue;
    const key = contributors.map((c) => c.doc.path).join('\u0000');
    const existing = catalogs.get(key);
    if (existing) existing.runtimes.push(runtime);
    else catalogs.set(key, { runtimes: [runtime], contributors, total });
  }
  for (const { runtimes: rts, contributors, total } of catalogs.values()) {
    contributors.sort((a, b) => b.count - a.count || (a.doc.path < b.doc.path ? -1 : 1));
    const top = contributors[0]!.doc;
    ctx.report({
      message: `the skill catalog of ${rts.join(', ')} keeps ${total} imperative instructions resident in skill descriptions (over about ${MAX_INSTRUCTIONS}, where models stop following all of them); this description contributes the most`,
      location: {
        path: top.path,
        region: top.frontmatter.keys.get('description')?.valueRegion ?? top.frontmatter.blockRegion(),
      },
      related: contributors
        .slice(1, 11)
        .map((c) => ({ path: c.doc.path, message: `${c.count} instructions in its description` })),
      severity: 'info',
      fingerprintKey: `catalog:${rts.join(',')}`,
    });
  }
}

export default defineRule('progressive-disclosure', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill') continue;
    checkSize(ctx, doc);
    checkInstructions(ctx, doc);
    await checkNesting(ctx, doc);
  }
  checkCatalogs(ctx);
});
