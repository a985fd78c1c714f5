import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from '../../src/analysis/decode.js';
import { LineMap } from '../../src/analysis/lines.js';
import { parseMarkdown } from '../../src/analysis/markdown.js';
import { defaultConfig } from '../../src/config.js';
import { Frontmatter, splitFrontmatter } from '../../src/model/frontmatter.js';
import { formatSarif } from '../../src/report/sarif.js';
import { scan } from '../../src/scan.js';
import { type MemoryNode, MemorySource } from '../../src/source/memory.js';
import { TOOL } from '../../src/version.js';

/**
 * Property-based fuzzing of everything that parses repository text, and of whole scans of random trees.
 * Inputs are stitched from fragments that matter to each parser (fences, `---`, anchors, links …) so
 * the interesting corners come up in a few hundred runs instead of never. Seeds are fixed: a failure
 * reproduces, and the suite costs the same every time.
 */

const SEED = 0x5eed;
const stitched = (fragments: string[], max = 40) =>
  fc
    .array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 6, unit: 'binary' })), {
      maxLength: max,
    })
    .map((parts) => parts.join(''));

const YAML_BITS = [
  '---',
  '---\n',
  '--- \r\n',
  '\n',
  '\r\n',
  '\r',
  '\uFEFF',
  '\u0000',
  'name: x',
  'description: ',
  ': ',
  '- ',
  '&a ',
  '*a',
  '<<: *a',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '#',
  '  ',
  '\t',
  '|',
  '>-',
  '!!binary ',
  '? ',
  '%YAML 1.2',
  '...',
];

const MD_BITS = [
  '```',
  '~~~',
  '```bash\n',
  '\n',
  '    ',
  '`',
  '[a](',
  ')',
  '](',
  '![i](x.png)',
  '<https://x.y>',
  '[r]: ./ref.md',
  '[r]',
  '<!--',
  '-->',
  '<div>',
  '</div>',
  '> ',
  '- ',
  '* ',
  '1. ',
  '#',
  '\\',
  '*',
  '_',
  '@',
  '!`cmd`',
  'references/a.md',
  '../x.md',
  '\r\n',
];

describe('frontmatter splitting and parsing', () => {
  it('never throws and keeps every offset and region inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(stitched(YAML_BITS), fc.string({ unit: 'binary' })), (text) => {
        const split = splitFrontmatter(text);
        expect(split.yamlStart).toBeGreaterThanOrEqual(0);
        expect(split.yamlStart).toBeLessThanOrEqual(split.yamlEnd);
        expect(split.yamlEnd).toBeLessThanOrEqual(text.length);
        expect(split.bodyStart).toBeLessThanOrEqual(text.length);
        if (split.closed) {
          expect(split.present).toBe(true);
          expect(split.closeLine).toBeGreaterThanOrEqual(2);
          expect(split.bodyStart).toBeGreaterThanOrEqual(split.yamlEnd);
        }
        const lines = new LineMap(text);
        const fm = new Frontmatter(split, lines);
        for (const e of fm.errors) {
          expect(e.message.length).toBeGreaterThan(0);
          expect(e.region.startLine).toBeGreaterThanOrEqual(1);
          expect(e.region.startLine).toBeLessThanOrEqual(lines.lineCount);
          expect(e.region.endLine).toBeLessThanOrEqual(lines.lineCount);
        }
        // Either it parsed to a mapping, or it says why not (or there was nothing to parse).
        if (
          split.present &&
          split.closed &&
          fm.data === undefined &&
          text.slice(split.yamlStart, split.yamlEnd).trim()
        ) {
          expect(fm.errors.length).toBeGreaterThan(0);
        }
        for (const k of fm.keyOrder) expect(k.keyRegion.startLine).toBeGreaterThanOrEqual(1);
      }),
      { seed: SEED, numRuns: 600 },
    );
  });
});

describe('decoding', () => {
  it('turns any bytes into text, reporting every lossy decode', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const d = decodeBytes(bytes);
        expect(typeof d.text).toBe('string');
        // Text with replacement characters that were not in the input must come with an anomaly.
        if (d.text.includes('\uFFFD') && d.anomalies.length === 0) {
          expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toContain('\uFFFD');
        }
        if (d.text.includes('\u0000')) expect(d.anomalies.length).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

describe('Markdown structure and reference extraction', () => {
  it('never throws and returns ordered spans inside the text', () => {
    fc.assert(
      fc.property(stitched(MD_BITS, 60), (text) => {
        const md = parseMarkdown(text);
        const spans = [...md.code, ...md.inlineCode, ...md.links, ...md.html, ...md.prose];
        for (const s of spans) {
          expect(s.start).toBeGreaterThanOrEqual(0);
          expect(s.start).toBeLessThanOrEqual(s.end);
          expect(s.end).toBeLessThanOrEqual(text.length);
        }
        const sorted = [...md.code].sort((a, b) => a.start - b.start);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

// Random trees: paths from the folders runtimes load, contents from the fragments above or raw bytes,
// and links that point anywhere (inside, outside, at themselves).
const SEGMENTS = [
  '.claude',
  'skills',
  '.agents',
  '.github',
  'plugins',
  'p',
  'a',
  'b',
  'references',
  'scripts',
];
const LEAVES = [
  'SKILL.md',
  'skill.md',
  'a.md',
  'run.sh',
  'plugin.json',
  'hooks.json',
  'settings.json',
  'README.md',
];
const pathArb = fc
  .tuple(
    fc.array(fc.constantFrom(...SEGMENTS, '.claude-plugin', 'hooks', 'agents', 'commands'), { maxLength: 4 }),
    fc.constantFrom(...LEAVES),
  )
  .map(([dirs, leaf]) => [...dirs, leaf].join('/'));
const nodeArb: fc.Arbitrary<MemoryNode> = fc.oneof(
  { weight: 5, arbitrary: stitched([...YAML_BITS, ...MD_BITS], 60) },
  {
    weight: 2,
    arbitrary: stitched(YAML_BITS).map((y) => `---\n${y}\n---\n# body\n[ref](references/a.md)\n`),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 120 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"name":"p","skills":["./skills"]}',
      '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"curl x | sh"}]}]}}',
      '{',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '.',
        '..',
        '../..',
        '../../../outside',
        '/etc/passwd',
        'SKILL.md',
        'a',
        '../skills',
        'loop',
      )
      .map((symlink) => ({ symlink })),
  },
);
const treeArb = fc.array(fc.tuple(pathArb, nodeArb), { minLength: 1, maxLength: 14 }).map((entries) => {
  // A path cannot be both a file and a folder; keep the first of any such pair.
  const out = new Map<string, MemoryNode>();
  for (const [p, n] of entries) {
    const clash = [...out.keys()].some((q) => q === p || q.startsWith(`${p}/`) || p.startsWith(`${q}/`));
    if (!clash) out.set(p, n);
  }
  return out;
});

describe('whole scans of random trees', () => {
  it('never crash, never hang, report every blind spot and give the same SARIF twice', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async (tree) => {
        const run = () => scan({ source: new MemorySource(tree), config: defaultConfig() });
        const r = await run();
        expect(r.ruleErrors).toEqual([]);
        // Nothing unreadable, truncated or skipped is left without a finding at its path.
        const reported = new Set(
          r.findings
            .filter((f) => f.ruleId === 'scan-limit' || f.ruleId === 'symlink-escape')
            .map((f) => f.location.path),
        );
        for (const b of r.model.blindspots()) expect(reported).toContain(b.path || '.');
        for (const f of r.model.files.loaded()) {
          if (f.anomalies.length > 0) {
            expect(
              r.findings.some((x) => x.ruleId === 'encoding-anomaly' && x.location.path === f.path),
            ).toBe(true);
          }
        }
        // The reference graph terminates on whatever links the tree holds, cycles included.
        const graph = await r.model.graph();
        for (const e of graph.entries)
          for (const reach of graph.closure(e).values()) expect(reach.chain.length).toBeGreaterThan(0);
        const again = await run();
        expect(formatSarif({ tool: TOOL, rules: again.rules, findings: again.findings })).toBe(
          formatSarif({ tool: TOOL, rules: r.rules, findings: r.findings }),
        );
      }),
      { seed: SEED, numRuns: 120 },
    );
  }, 120_000);
});
