import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineMap } from '../src/analysis/lines.js';
import { type CliIO, runCli } from '../src/cli.js';
import { listingReport } from '../src/cli-listing.js';
import {
  budgetFor,
  LISTING_PROFILES,
  type ListingEntry,
  listingProfile,
  simulateCatalogues,
  simulateListing,
  type TextSource,
} from '../src/discovery/listing.js';
import { sourceOffset } from '../src/discovery/listing-cut.js';
import { simulateModel } from '../src/discovery/listing-model.js';
import { buildListingSettings, readListingSettings } from '../src/listing-settings.js';
import { formatListingText } from '../src/report/listing.js';
import { FIXTURES, scanMemory, skillMd } from './helpers.js';

const claude = listingProfile('claude-code')!;
const codex = listingProfile('codex')!;
const REPO = join(FIXTURES, 'listing/repo');

async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
    isTTY: false,
    env,
    readFile: async (p) => (await import('node:fs/promises')).readFile(p, 'utf8'),
  };
  const code = await runCli(argv, io);
  return { code, out, err };
}

const entry = (name: string, d: number, extra: Partial<ListingEntry> = {}): ListingEntry => ({
  name,
  description: 'd'.repeat(d),
  origin: 'repository',
  priority: 3,
  ...extra,
});

/*
 * The fixture test/fixtures/listing/repo, worked by hand. Each entry line is "- name: text",
 * lines are joined by one "\n"; a cut keeps cap-1 characters and adds "…".
 *
 *   .claude/skills/alpha   description 100 chars, when_to_use 60  -> full text 100 + " - " + 60 = 163
 *   .claude/skills/beta    description 300 chars
 *   .claude/skills/gamma   disable-model-invocation: true         -> not listed
 *   .agents/skills/delta   description 150 (Codex)
 *   .agents/skills/epsilon description 200 (Codex)
 *   .agents/skills/zed     description  30 (Codex)
 *
 * Profile 1, Claude Code current, --context-window 10000: budget 10,000 × 4 × 1% = 400; cap 1,536.
 *   uncut: alpha 9 + 163 = 172, beta 8 + 300 = 308, one "\n": 481 > 400.
 *   stage 1 drops alpha's when_to_use: 9 + 100 = 109; 109 + 308 + 1 = 418 > 400.
 *   stage 2, common cap C >= 100: 109 + (8 + C) + 1 <= 400 -> C = 282: beta shows 281 + "…" (line 290).
 *   used 109 + 290 + 1 = 400. beta's cut is character 282 of its description: line 3, column 14 + 281 = 295.
 *   alpha's when_to_use value starts at line 4, column 14.
 * Profile 2, Claude Code 2.1.90 (cap 250), same window: beta capped to 249 + "…" -> line 258;
 *   uncut 172 + 258 + 1 = 431 > 400; stage 1 drops alpha's when_to_use: 109 + 258 + 1 = 368 <= 400.
 *   beta's cut at character 250: column 14 + 249 = 263.
 * Profile 3, Codex, --context-window 500: budget 500 × 4 × 2% = 40.
 *   uncut: delta 9 + 150 = 159, epsilon 11 + 200 = 211, zed 7 + 30 = 37, two "\n": 409.
 *   cap 20 for all: 29 + 31 + 27 + 2 = 89 > 40 -> omit, longest description first: epsilon: 29 + 27 + 1 = 57 > 40;
 *   then delta: zed alone 37 <= 40, whole. used 37.
 */
describe('skillscan listing: three profiles against a hand-computed example', () => {
  it('Claude Code, current release, 10,000-token window', async () => {
    const r = await cli(['listing', REPO, '--runtime', 'claude-code', '--context-window', '10000']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Claude Code',
      'budget 400 characters (1% of a 10,000-token context window × 4 characters per token); per-skill cap 1,536',
      'uses 400 of 400 (100.0%); needs 481 uncut; 2 cut, 0 at name only',
    ]);
    expect(lines[4]).toMatch(/^ {2}- alpha: Reviews pull requests .{78}$/);
    expect(lines[5]).toMatch(/^ {2}- beta: .{281}…$/);
    expect(lines.slice(7, 10)).toEqual([
      'skill  chars  share    shown  state            source',
      'alpha    109  27.3%  100/163  trigger-dropped  .claude/skills/alpha/SKILL.md:4:14',
      'beta     290  72.5%  281/300  truncated        .claude/skills/beta/SKILL.md:3:295',
    ]);
  });

  it('Claude Code 2.1.90 (250-character cap) from a configuration file', async () => {
    const r = await cli([
      'listing',
      REPO,
      '--runtime',
      'claude-code',
      '-c',
      join(FIXTURES, 'listing/claude-code-2.1.90.yml'),
    ]);
    const lines = r.out.split('\n');
    expect(lines.slice(1, 3)).toEqual([
      'budget 400 characters (1% of a 10,000-token context window × 4 characters per token); per-skill cap 250',
      'uses 368 of 400 (92.0%); needs 431 uncut; 2 cut, 0 at name only',
    ]);
    expect(lines[5]).toMatch(/^ {2}- beta: .{249}…$/);
    expect(lines.slice(8, 10)).toEqual([
      'alpha    109  27.3%  100/163  trigger-dropped  .claude/skills/alpha/SKILL.md:4:14',
      'beta     258  64.5%  249/300  capped           .claude/skills/beta/SKILL.md:3:263',
    ]);
  });

  it('Codex, 500-token window: whole skills are left out, longest first', async () => {
    const r = await cli(['listing', REPO, '--runtime', 'codex', '--context-window', '500']);
    expect(r.out).toBe(
      [
        'OpenAI Codex',
        'budget 40 characters (2% of a 500-token context window × 4 characters per token); per-skill cap none',
        'uses 37 of 40 (92.5%); needs 409 uncut; 0 cut, 0 at name only, 2 left out',
        '',
        '  - zed: clear reasons and links to the',
        '',
        'skill    chars  share  shown  state    source',
        'delta        0   0.0%  0/150  omitted  .agents/skills/delta/SKILL.md:3:14',
        'epsilon      0   0.0%  0/200  omitted  .agents/skills/epsilon/SKILL.md:3:14',
        'zed         37  92.5%  30/30  full     .agents/skills/zed/SKILL.md',
        '',
      ].join('\n'),
    );
  });

  it('JSON form carries the same numbers', async () => {
    const r = await cli([
      'listing',
      REPO,
      '--runtime',
      'codex',
      '--context-window',
      '500',
      '--format',
      'json',
    ]);
    const j = JSON.parse(r.out);
    expect(j.runtimes[0].budget.chars).toBe(40);
    expect(j.runtimes[0].catalogs[0].used).toBe(37);
    expect(j.runtimes[0].catalogs[0].entries.map((e: { state: string }) => e.state)).toEqual([
      'omitted',
      'omitted',
      'full',
    ]);
  });

  it('says so for a runtime without documented numbers, and rejects bad flags', async () => {
    const r = await cli(['listing', REPO, '--runtime', 'copilot']);
    expect(r.out).toMatch(/^copilot: skills.md documents no listing budget/);
    expect((await cli(['listing', REPO, '--context-window', '12k'])).code).toBe(2);
    expect((await cli(['listing', REPO, '--runtime', 'nope'])).err).toMatch(/--runtime must be one of/);
  });

  it('SLASH_COMMAND_TOOL_CHAR_BUDGET fixes the Claude Code budget', async () => {
    const r = await cli(['listing', REPO, '--runtime', 'claude-code'], {
      SLASH_COMMAND_TOOL_CHAR_BUDGET: '300',
    });
    expect(r.out.split('\n')[1]).toMatch(
      /^budget 300 characters \(fixed, as SLASH_COMMAND_TOOL_CHAR_BUDGET sets it\)/,
    );
  });
});

describe('simulateListing', () => {
  const budget = (chars: number) => ({ chars, basis: 'test', maxDescChars: 1536 });

  it('fits: everything shown, nothing degraded', () => {
    const r = simulateListing(claude, [entry('a', 10), entry('b', 10)], budget(100));
    expect(r.text).toBe(`- a: ${'d'.repeat(10)}\n- b: ${'d'.repeat(10)}`);
    expect(r.used).toBe(31);
    expect(r.entries.map((e) => e.state)).toEqual(['full', 'full']);
  });

  it('keeps bundled skills whole and degrades the others to names when even 20 characters do not fit', () => {
    // bundled: "- b: " + 50 = 55; others at the 20-char floor: 2 × (5 + 20) + 2 newlines = 52; 107 > 90.
    // One name-only (longest first: "y", 80 chars): "- y" 3 → 55 + 25 + 3 + 2 = 85 <= 90; x then gets
    // the largest cap that fits: 55 + (5 + C) + 3 + 2 <= 90 → C = 25.
    const r = simulateListing(
      claude,
      [entry('b', 50, { origin: 'bundled' }), entry('x', 60), entry('y', 80)],
      budget(90),
    );
    expect(r.entries.map((e) => [e.entry.name, e.state, e.cost])).toEqual([
      ['b', 'full', 55],
      ['x', 'truncated', 30],
      ['y', 'name-only', 3],
    ]);
    expect(r.used).toBe(90);
    expect(r.overBudget).toBe(false);
  });

  it('lists every name even when names alone overflow', () => {
    const r = simulateListing(claude, [entry('alpha', 40), entry('beta', 40)], budget(5));
    expect(r.text).toBe('- alpha\n- beta');
    expect(r.overBudget).toBe(true);
  });

  it('Codex omits the lowest-priority scope first', () => {
    const r = simulateListing(
      codex,
      [entry('proj', 30, { priority: 3 }), entry('admin', 30, { priority: 0 })],
      { chars: 40, basis: 'test', maxDescChars: null },
    );
    expect(r.entries.map((e) => [e.entry.name, e.state])).toEqual([
      ['admin', 'omitted'],
      ['proj', 'full'],
    ]);
  });

  it('counts code points, not UTF-16 units', () => {
    const r = simulateListing(claude, [{ ...entry('e', 0), description: '😀'.repeat(30) }], {
      chars: 1000,
      basis: 't',
      maxDescChars: 10,
    });
    expect(r.entries[0]!.shown).toBe(`- e: ${'😀'.repeat(9)}…`);
    expect(r.entries[0]!.cutAt).toBe(9);
  });

  it('catalogues sharing their entries get the results each would get alone, and share one array for the shared ones', () => {
    // A base of repository skills with trigger hints, and plugins adding a few each: different plugins
    // settle on different caps, so shared results must be reused only for the same outcome.
    const base = Array.from({ length: 40 }, (_, i) =>
      entry(
        `base-${String(i).padStart(2, '0')}`,
        20 + ((i * 37) % 300),
        i % 3 ? {} : { whenToUse: 'w'.repeat(i) },
      ),
    );
    const plugins = [0, 1, 4, 12, 30, 1, 1].map((n, p) =>
      Array.from({ length: n }, (_, i) => entry(`p${p}-${i}`, 50 + i * 40)),
    );
    for (const profile of [claude, codex]) {
      const maxDescChars = profile === claude ? 250 : null;
      // Just under what the base needs: the first catalogues lose a few trigger hints and nothing else,
      // larger ones lose more, at the same level and cap.
      const hintsOnly =
        simulateListing(profile, base, { chars: 1e9, basis: 'test', maxDescChars }).needed - 60;
      for (const chars of [400, 2500, 6000, hintsOnly, 100_000]) {
        const b = { chars, basis: 'test', maxDescChars };
        const together = simulateCatalogues(profile, b, base, plugins);
        plugins.forEach((extra, i) => {
          const shared = together[i]!;
          const alone = simulateListing(profile, [...base, ...extra], b);
          const view = (r: typeof alone) =>
            r.entries.map((e) => [e.entry.name, e.state, e.cost, e.cutAt, e.fullLength, e.byBudget, e.shown]);
          expect(view(shared), `${profile.id} ${chars} ${extra.length}`).toEqual(view(alone));
          expect([shared.used, shared.needed, shared.text]).toEqual([alone.used, alone.needed, alone.text]);
          expect(shared.parts.shared).toHaveLength(base.length);
          expect(shared.parts.own.map((e) => e.entry.name)).toEqual(extra.map((e) => e.name).sort());
        });
        // The two one-skill plugins add the same skill lengths, so they degrade the base alike: one array
        // of results for both (the listing rule reads it once).
        expect(together[6]!.parts.shared).toBe(together[5]!.parts.shared);
      }
    }
  });

  it('stays fast on many skills and a 1 MB description', () => {
    const many = Array.from({ length: 3000 }, (_, i) => entry(`s${i}`, 300 + (i % 50)));
    many.push({ ...entry('huge', 0), description: 'x'.repeat(1_000_000) });
    const t = Date.now();
    const r = simulateListing(claude, many, budget(8000));
    expect(Date.now() - t).toBeLessThan(5000);
    expect(r.entries.find((e) => e.entry.name === 'huge')!.state).toBe('name-only');
  });
});

describe('budgets and settings', () => {
  it('selects the per-skill cap by version', () => {
    expect(budgetFor(claude, { runtimeVersion: '2.1.85' }).maxDescChars).toBeNull();
    expect(budgetFor(claude, { runtimeVersion: '2.1.86' }).maxDescChars).toBe(250);
    expect(budgetFor(claude, { runtimeVersion: '2.1.104' }).maxDescChars).toBe(250);
    expect(budgetFor(claude, { runtimeVersion: '2.1.105' }).maxDescChars).toBe(1536);
    expect(budgetFor(claude, {}).maxDescChars).toBe(1536);
  });

  it('uses 1% × 4 characters per token, the 8,000 fallback, and Codex 2%', () => {
    expect(budgetFor(claude, { contextWindow: 1_000_000 }).chars).toBe(40_000);
    expect(budgetFor(claude, {}).chars).toBe(8000);
    expect(budgetFor(codex, { contextWindow: 200_000 }).chars).toBe(16_000);
    expect(budgetFor(claude, { contextWindow: 200_000, budgetFraction: 0.02 }).chars).toBe(16_000);
  });

  it('reads per-runtime overrides and ignores garbage', () => {
    const s = readListingSettings({
      contextWindow: 100,
      runtimeVersion: 'x; rm -rf',
      runtimes: { codex: { contextWindow: 400 }, copilot: { contextWindow: 1 } },
      extraSkills: { user: { count: 2, averageDescriptionChars: 10 }, bundled: [{ name: 'b' }, { nope: 1 }] },
    });
    expect(s.runtimeVersion).toBeUndefined();
    expect(s.runtimes).toEqual({ codex: { contextWindow: 400 } });
    expect(s.extraSkills?.bundled).toEqual([{ name: 'b' }]);
    const eff = buildListingSettings({
      raw: {
        contextWindow: 100,
        runtimes: { codex: { contextWindow: 400 }, copilot: { contextWindow: 1 } },
      },
      contextWindow: 50,
      env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '123' },
    });
    expect(eff.contextWindow).toBe(50);
    expect(eff.runtimes?.codex?.contextWindow).toBe(50);
    expect(eff.runtimes?.['claude-code']?.charBudget).toBe(123);
  });

  it('extra installed skills join the catalog and hidden skills stay out', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/a/SKILL.md': skillMd('name: a\ndescription: Does a. Use when a.'),
        '.claude/skills/h/SKILL.md': skillMd(
          'name: h\ndescription: Hidden.\ndisable-model-invocation: "yes"',
        ),
      },
      { only: [] },
    );
    const settings = readListingSettings({
      extraSkills: { user: { count: 2, averageDescriptionChars: 5, averageNameChars: 8 } },
    });
    const [cc] = simulateModel(r.model, settings, ['claude-code']);
    expect(cc!.catalogs[0]!.result.text).toBe(
      '- a: Does a. Use when a.\n- user-1xx: ddddd\n- user-2xx: ddddd',
    );
    expect(formatListingText(listingReport('m', [cc!], ['claude-code']))).toMatch(/user-1xx +17 +0\.2%/);
  });

  it('simulates a model once per settings and runtimes: the rule and the job summary share the result', async () => {
    const r = await scanMemory(
      { '.claude/skills/a/SKILL.md': skillMd('name: a\ndescription: Does a. Use when a.') },
      { only: [] },
    );
    const first = simulateModel(r.model);
    expect(first.length).toBeGreaterThan(0);
    expect(simulateModel(r.model, r.model.listing, r.model.runtimes)).toBe(first);
    // Other settings or other runtimes are simulated on their own.
    const narrow = readListingSettings({ contextWindow: 1000 });
    const other = simulateModel(r.model, narrow);
    expect(other).not.toBe(first);
    expect(other[0]!.budget.chars).not.toBe(first[0]!.budget.chars);
    expect(simulateModel(r.model, r.model.listing, ['claude-code'])).not.toBe(first);
    expect(simulateModel(r.model, r.model.listing, ['claude-code'])).toHaveLength(1);
  });

  it('profiles exist only for runtimes with documented numbers', () => {
    expect(LISTING_PROFILES.map((p) => p.id)).toEqual(['claude-code', 'codex']);
  });
});

describe('sourceOffset maps a cut back to the file', () => {
  const src = (text: string, start: number, end: number): TextSource => {
    const lines = new LineMap(text);
    return { path: 'f', field: 'description', start, end, text, region: (a, b) => lines.region(a, b) };
  };
  it('plain, quoted and folded values', () => {
    const plain = 'description: one two three';
    expect(sourceOffset(src(plain, 13, plain.length), 'one two three', 4)).toBe(17);
    const quoted = `description: "it's \\"x\\" ok"`;
    const q = src(quoted, 13, quoted.length);
    expect(quoted[sourceOffset(q, 'it\'s "x" ok', 6)]).toBe('x');
    const folded = 'description: >\n  first line\n  second line\n';
    const f = src(folded, 13, folded.length);
    expect(folded.slice(sourceOffset(f, 'first line second line', 11))).toBe('second line\n');
  });
  it('is linear on a hostile 1 MB value', () => {
    const text = `description: ${'a \\u00e9'.repeat(150_000)}`;
    const t = Date.now();
    sourceOffset(src(text, 13, text.length), 'b'.repeat(1_000_000), 999_999);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
