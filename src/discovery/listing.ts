import { parse as parseYaml } from 'yaml';
import type { Region } from '../findings.js';
import type { ScanModel } from '../model/model.js';
import type { RuntimeId, Scope, SkillDoc } from '../model/skill.js';
import { joinPath } from '../source/tree.js';
import { CODEX_OPENAI_YAML } from './profiles.js';

/**
 * The skill listing a runtime puts in the model's context every turn, simulated from data
 * (docs/skills.md §2.3, §3, §5 fact 3). The simulator is pure: callers hand it entries and
 * settings, it returns what the model sees. `entriesFromModel` turns a scan model into entries.
 *
 * Budget: characters = context window (tokens) × 4 characters per token × budget fraction. The factor 4
 * is what makes the documented fallback consistent: 8,000 = 200,000 tokens × 4 × 1% (Claude Code).
 *
 * Degradation when over budget. Claude Code's docs say descriptions of the least-invoked skills go first;
 * a static scanner has no usage data, so this simulator uses a fixed, deterministic order instead and
 * degrades in stages, each stage only as far as needed:
 *   1. trigger hints (`when_to_use`) are dropped, longest hint first;
 *   2. descriptions are cut to one common cap, the largest that fits ("water-filling": short descriptions
 *      stay whole, only the longest are cut), but never below `minDescChars`;
 *   3. skills fall to their name only (Claude Code: the name is always listed) or are omitted (Codex:
 *      whole skills dropped, lowest-priority scope first), longest description first, until the rest fit.
 * Longest-first touches the fewest skills for the characters it frees, and the result does not depend on
 * file order. Bundled skills are reserved: always shown whole, their cost taken off the budget first.
 * Characters are counted in Unicode code points (Claude Code counts display width; they differ only
 * for wide characters such as CJK and emoji).
 */

export interface VersionStep {
  /** First runtime version (`major.minor.patch`) the values apply to. */
  since: string;
  maxDescChars: number | null;
}

export interface ListingProfile {
  runtime: RuntimeId;
  name: string;
  budgetFraction: number;
  /** Budget when the context window is unknown. */
  fallbackChars: number;
  /** Per-entry cap on description (+ trigger hint) at the newest version; null = none documented. */
  maxDescChars: number | null;
  /** Older caps by version (ascending `since`); versions before the first step have `baseMaxDescChars`. */
  versions: VersionStep[];
  baseMaxDescChars: number | null;
  /** Below this many characters a cut description is useless and the skill degrades further. */
  minDescChars: number;
  /** Environment variable that fixes the budget in characters. */
  envBudget?: string;
  /** The runtime shows `when_to_use` after the description (Claude Code only). */
  triggerField: boolean;
  /** What happens past the last stage: Claude Code keeps every name, Codex drops whole skills. */
  overflow: 'name-only' | 'omit';
  /** Whitespace runs collapse to one space (Codex documents it; Claude Code lists one line per skill). */
  collapseWhitespace: boolean;
  /** Where the numbers come from. */
  source: string;
}

export const CHARS_PER_TOKEN = 4;

export const LISTING_PROFILES: readonly ListingProfile[] = [
  {
    runtime: 'claude-code',
    name: 'Claude Code',
    budgetFraction: 0.01,
    fallbackChars: 8000,
    maxDescChars: 1536,
    // Changelog: "Skill descriptions capped at 250 chars" in 2.1.86; cap raised to 1,536 in 2.1.105.
    versions: [
      { since: '2.1.86', maxDescChars: 250 },
      { since: '2.1.105', maxDescChars: 1536 },
    ],
    baseMaxDescChars: null,
    minDescChars: 20,
    envBudget: 'SLASH_COMMAND_TOOL_CHAR_BUDGET',
    triggerField: true,
    overflow: 'name-only',
    collapseWhitespace: true,
    source: 'skills.md §2.3: skillListingBudgetFraction 0.01, fallback 8,000, skillListingMaxDescChars 1,536',
  },
  {
    runtime: 'codex',
    name: 'OpenAI Codex',
    budgetFraction: 0.02,
    fallbackChars: 8000,
    maxDescChars: null,
    versions: [],
    baseMaxDescChars: null,
    minDescChars: 20,
    triggerField: false,
    overflow: 'omit',
    collapseWhitespace: true,
    source: 'skills.md §2.3/§3: about 2% of the context window, 8,000 characters when unknown',
  },
];

/**
 * Runtimes docs/skills.md gives no listing numbers for: they are not simulated, and the CLI says so rather
 * than inventing a budget.
 */
export const UNSIMULATED_REASON =
  'skills.md documents no listing budget or per-entry cap for this runtime; it is not simulated';

export function listingProfile(runtime: RuntimeId): ListingProfile | undefined {
  return LISTING_PROFILES.find((p) => p.runtime === runtime);
}

// ---------------------------------------------------------------------------------------------------
// Settings (the `listing` object of .skillscan.yml, schemas/config.schema.json)

export interface ExtraSkill {
  name: string;
  description?: string;
  whenToUse?: string;
}

/** Installed skills that are not in the repository: a count with average sizes, or an explicit list. */
export type ExtraSkills =
  | { count: number; averageDescriptionChars?: number; averageNameChars?: number }
  | ExtraSkill[];

export interface ListingSettings {
  /** The model's context window in tokens; unknown = the profile's fallback budget. */
  contextWindow?: number;
  runtimeVersion?: string;
  /** Fixed budget in characters (what the runtime's environment variable does). */
  charBudget?: number;
  budgetFraction?: number;
  maxDescChars?: number;
  extraSkills?: { user?: ExtraSkills; plugin?: ExtraSkills; bundled?: ExtraSkills };
  /** Per-runtime overrides of everything above. */
  runtimes?: Partial<Record<RuntimeId, Omit<ListingSettings, 'runtimes'>>>;
}

const MAX_EXTRA = 5000;
/** Plugins simulated one at a time; the rest share one catalog. */
const MAX_CATALOGS = 200;

const num = (v: unknown, min: number, max: number): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined;

function readExtra(v: unknown): ExtraSkills | undefined {
  if (Array.isArray(v)) {
    return v
      .slice(0, MAX_EXTRA)
      .filter((x): x is ExtraSkill => typeof x?.name === 'string' && x.name !== '')
      .map((x) => ({
        name: x.name,
        ...(typeof x.description === 'string' ? { description: x.description } : {}),
        ...(typeof x.whenToUse === 'string' ? { whenToUse: x.whenToUse } : {}),
      }));
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const count = num(o.count, 0, MAX_EXTRA);
    if (count === undefined) return undefined;
    const d = num(o.averageDescriptionChars, 0, 100_000);
    const n = num(o.averageNameChars, 1, 200);
    return {
      count: Math.floor(count),
      ...(d !== undefined ? { averageDescriptionChars: Math.floor(d) } : {}),
      ...(n !== undefined ? { averageNameChars: Math.floor(n) } : {}),
    };
  }
  return undefined;
}

function readFlat(raw: Record<string, unknown>): Omit<ListingSettings, 'runtimes'> {
  const out: Omit<ListingSettings, 'runtimes'> = {};
  const cw = num(raw.contextWindow, 1, 1e9);
  if (cw !== undefined) out.contextWindow = Math.floor(cw);
  if (typeof raw.runtimeVersion === 'string' && /^\d{1,6}(\.\d{1,6}){0,2}$/.test(raw.runtimeVersion))
    out.runtimeVersion = raw.runtimeVersion;
  const cb = num(raw.charBudget, 1, 1e9);
  if (cb !== undefined) out.charBudget = Math.floor(cb);
  const bf = num(raw.budgetFraction, Number.MIN_VALUE, 1);
  if (bf !== undefined) out.budgetFraction = bf;
  const md = num(raw.maxDescChars, 1, 1e6);
  if (md !== undefined) out.maxDescChars = Math.floor(md);
  const ex = raw.extraSkills;
  if (ex && typeof ex === 'object') {
    const e = ex as Record<string, unknown>;
    const extra: NonNullable<ListingSettings['extraSkills']> = {};
    for (const k of ['user', 'plugin', 'bundled'] as const) {
      const r = readExtra(e[k]);
      if (r) extra[k] = r;
    }
    out.extraSkills = extra;
  }
  return out;
}

/** Reads the free-form `config.listing` defensively (the schema validated files; callers may not). */
export function readListingSettings(raw: unknown): ListingSettings {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: ListingSettings = readFlat(r);
  if (r.runtimes && typeof r.runtimes === 'object') {
    const per: NonNullable<ListingSettings['runtimes']> = {};
    for (const p of LISTING_PROFILES) {
      const v = (r.runtimes as Record<string, unknown>)[p.runtime];
      if (v && typeof v === 'object') per[p.runtime] = readFlat(v as Record<string, unknown>);
    }
    out.runtimes = per;
  }
  return out;
}

/** Settings for one runtime: the per-runtime block wins over the top level. */
export function settingsFor(
  settings: ListingSettings,
  runtime: RuntimeId,
): Omit<ListingSettings, 'runtimes'> {
  const { runtimes, ...top } = settings;
  return { ...top, ...(runtimes?.[runtime] ?? {}) };
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export interface Budget {
  chars: number;
  /** How the budget was decided, for messages and the CLI header. */
  basis: string;
  maxDescChars: number | null;
}

export function budgetFor(profile: ListingProfile, s: Omit<ListingSettings, 'runtimes'>): Budget {
  let maxDescChars = profile.maxDescChars;
  if (s.runtimeVersion !== undefined) {
    maxDescChars = profile.baseMaxDescChars;
    for (const step of profile.versions)
      if (compareVersions(s.runtimeVersion, step.since) >= 0) maxDescChars = step.maxDescChars;
  }
  if (s.maxDescChars !== undefined) maxDescChars = s.maxDescChars;
  const fraction = s.budgetFraction ?? profile.budgetFraction;
  const pct = `${+(fraction * 100).toFixed(3)}%`;
  if (s.charBudget !== undefined)
    return {
      chars: s.charBudget,
      basis: `fixed${profile.envBudget ? `, as ${profile.envBudget} sets it` : ''}`,
      maxDescChars,
    };
  if (s.contextWindow !== undefined) {
    const chars = Math.floor(s.contextWindow * CHARS_PER_TOKEN * fraction);
    return {
      chars,
      basis: `${pct} of a ${s.contextWindow.toLocaleString('en-US')}-token context window × ${CHARS_PER_TOKEN} characters per token`,
      maxDescChars,
    };
  }
  return { chars: profile.fallbackChars, basis: 'fallback for an unknown context window', maxDescChars };
}

// ---------------------------------------------------------------------------------------------------
// Entries and the simulation

export type EntryOrigin = 'repository' | 'user' | 'plugin' | 'bundled';

/** Where a piece of listed text sits in the repository, to map a cut back to a line and column. */
export interface TextSource {
  path: string;
  field: 'description' | 'when_to_use' | 'body';
  /** Offsets in the file text of the value as written (quotes and block headers included). */
  start: number;
  end: number;
  /** Converts a file offset to a region. */
  region(start: number, end: number): Region;
  /** The file text. */
  text: string;
}

export interface ListingEntry {
  name: string;
  description: string;
  whenToUse?: string;
  origin: EntryOrigin;
  /** Scope priority for omission (lower = dropped first). */
  priority: number;
  doc?: SkillDoc;
  descriptionSource?: TextSource;
  triggerSource?: TextSource;
}

export type EntryState = 'full' | 'capped' | 'trigger-dropped' | 'truncated' | 'name-only' | 'omitted';

export interface EntryResult {
  entry: ListingEntry;
  /** The exact line the model sees ('' when omitted). */
  shown: string;
  state: EntryState;
  /** Characters this entry costs, its line break included. */
  cost: number;
  /** Code-point offset in the full text (description + ' - ' + when_to_use) of the first character not
   * shown; undefined when everything is shown. */
  cutAt?: number;
  /** Full text length in code points. */
  fullLength: number;
  /** The part of the cut that was caused by the budget (not only the per-entry cap). */
  byBudget: boolean;
}

export interface ListingResult {
  profile: ListingProfile;
  budget: Budget;
  /** Characters the shown listing uses (entries joined by line breaks). */
  used: number;
  /** Characters the listing would need with every entry at its per-entry cap. */
  needed: number;
  overBudget: boolean;
  entries: EntryResult[];
  text: string;
}

const cps = (s: string): string[] => Array.from(s);
const TRIGGER_SEP = ' - ';

function normalise(s: string, collapse: boolean): string {
  return collapse ? s.replace(/\s+/g, ' ').trim() : s.trim();
}

function fullTextOf(e: ListingEntry, withTrigger: boolean): string {
  return withTrigger && e.whenToUse ? `${e.description}${TRIGGER_SEP}${e.whenToUse}` : e.description;
}

/** Cuts to `cap` code points, the last one an ellipsis, as Claude Code does. */
function truncate(text: string, cap: number | null): { text: string; cutAt?: number } {
  const c = cps(text);
  if (cap === null || c.length <= cap) return { text };
  const keep = Math.max(0, cap - 1);
  return { text: `${c.slice(0, keep).join('')}…`, cutAt: keep };
}

/** "- name: text", or "- name" when there is no text. */
const lineOf = (name: string, desc: string | undefined) => (desc ? `- ${name}: ${desc}` : `- ${name}`);

interface Work {
  e: ListingEntry;
  trigger: boolean;
  cap: number | null;
  level: 'text' | 'name-only' | 'omitted';
  /** Lengths in code points, measured once: the search below only does arithmetic. */
  nameLen: number;
  descLen: number;
  trigLen: number;
}

/** Simulates one runtime's listing for the given entries. Deterministic; O(n log n log L) arithmetic. */
export function simulateListing(
  profile: ListingProfile,
  entries: readonly ListingEntry[],
  budget: Budget,
): ListingResult {
  const maxDesc = budget.maxDescChars;
  const sorted = [...entries].sort(
    (a, b) =>
      Number(b.origin === 'bundled') - Number(a.origin === 'bundled') ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const works: Work[] = sorted.map((e) => ({
    e,
    trigger: profile.triggerField && !!e.whenToUse,
    cap: maxDesc,
    level: 'text',
    nameLen: cps(e.name).length,
    descLen: cps(e.description).length,
    trigLen: profile.triggerField && e.whenToUse ? cps(e.whenToUse).length : 0,
  }));
  const baseLen = (w: Work) => (w.trigger ? w.descLen + TRIGGER_SEP.length + w.trigLen : w.descLen);
  const cappedLen = (w: Work) => (maxDesc !== null && baseLen(w) > maxDesc ? maxDesc : baseLen(w));
  const shownLen = (w: Work) => {
    const c = cappedLen(w);
    return w.cap !== null && w.cap !== maxDesc && c > w.cap ? w.cap : c;
  };
  const costOf = (w: Work) => {
    if (w.level === 'omitted') return 0;
    const len = w.level === 'name-only' ? 0 : shownLen(w);
    return len === 0 ? w.nameLen + 2 : w.nameLen + 4 + len;
  };
  const total = () => {
    let sum = 0;
    let lines = 0;
    for (const w of works) {
      if (w.level !== 'omitted') lines++;
      sum += costOf(w);
    }
    return sum + Math.max(0, lines - 1);
  };
  const needed = total();
  const rest = works.filter((w) => w.e.origin !== 'bundled');
  const fits = () => total() <= budget.chars;
  const byLongest = (f: (w: Work) => number) => (a: Work, b: Work) =>
    f(b) - f(a) || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0);

  let budgetHit = false;
  if (!fits()) {
    budgetHit = true;
    // Stage 1: trigger hints, longest first.
    for (const w of rest.filter((x) => x.trigger).sort(byLongest((x) => x.trigLen))) {
      if (fits()) break;
      w.trigger = false;
    }
  }
  // Stages 2 and 3: the largest common cap that fits with the first k skills (in degradation order)
  // reduced to names (or omitted); k grows only when no cap of at least minDescChars fits.
  if (!fits()) {
    const order =
      profile.overflow === 'omit'
        ? [...rest].sort((a, b) => a.e.priority - b.e.priority || byLongest((w) => w.descLen)(a, b))
        : [...rest].sort(byLongest((w) => w.descLen));
    const longest = Math.max(profile.minDescChars, ...rest.map((w) => cappedLen(w)));
    const apply = (k: number, cap: number) => {
      order.forEach((w, i) => {
        w.level = i < k ? (profile.overflow === 'omit' ? 'omitted' : 'name-only') : 'text';
        w.cap = Math.min(cap, maxDesc ?? cap);
      });
    };
    const capFits = (k: number, cap: number) => {
      apply(k, cap);
      return fits();
    };
    // Smallest k for which the floor cap fits (monotone in k).
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (capFits(mid, profile.minDescChars)) hi = mid;
      else lo = mid + 1;
    }
    const k = lo;
    if (capFits(k, profile.minDescChars)) {
      let a = profile.minDescChars;
      let b = longest;
      while (a < b) {
        const mid = (a + b + 1) >> 1;
        if (capFits(k, mid)) a = mid;
        else b = mid - 1;
      }
      apply(k, a);
    } else apply(order.length, profile.minDescChars); // names alone overflow: every name is still listed
  }

  const results: EntryResult[] = works.map((w) => {
    const fullLength = w.trigLen ? w.descLen + TRIGGER_SEP.length + w.trigLen : w.descLen;
    if (w.level !== 'text') {
      return {
        entry: w.e,
        shown: w.level === 'omitted' ? '' : `- ${w.e.name}`,
        state: w.level,
        cost: costOf(w),
        cutAt: 0,
        fullLength,
        byBudget: true,
      };
    }
    const capped = truncate(fullTextOf(w.e, w.trigger), maxDesc);
    const budgetCut = w.cap !== maxDesc ? truncate(capped.text, w.cap) : undefined;
    const text = budgetCut?.text ?? capped.text;
    let cutAt = budgetCut?.cutAt ?? capped.cutAt;
    const triggerDropped = !w.trigger && w.trigLen > 0;
    if (cutAt === undefined && triggerDropped) cutAt = w.descLen;
    const state: EntryState =
      budgetCut?.cutAt !== undefined
        ? 'truncated'
        : triggerDropped
          ? 'trigger-dropped'
          : capped.cutAt !== undefined
            ? 'capped'
            : 'full';
    return {
      entry: w.e,
      shown: lineOf(w.e.name, text),
      state,
      cost: costOf(w),
      ...(cutAt !== undefined ? { cutAt } : {}),
      fullLength,
      byBudget: budgetHit && (state === 'truncated' || state === 'trigger-dropped'),
    };
  });
  const text = results
    .map((r) => r.shown)
    .filter((x) => x !== '')
    .join('\n');
  return {
    profile,
    budget,
    used: total(),
    needed,
    overBudget: total() > budget.chars,
    entries: results,
    text,
  };
}

// ---------------------------------------------------------------------------------------------------
// From the scan model

const SCOPE_PRIORITY: Record<Scope, number> = {
  managed: 0,
  collection: 0,
  personal: 1,
  plugin: 1,
  nested: 2,
  project: 3,
};

/** `disable-model-invocation` as the runtime reads it (yes/on/1 accepted from Claude Code 2.1.218). */
export function hiddenFromModel(doc: SkillDoc, runtimeVersion?: string): boolean {
  const v = doc.frontmatter.get('disable-model-invocation');
  if (v === true) return true;
  const lenient = runtimeVersion === undefined || compareVersions(runtimeVersion, '2.1.218') >= 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    return s === 'true' || (lenient && (s === 'yes' || s === 'on' || s === '1'));
  }
  return lenient && v === 1;
}

function sourceOf(doc: SkillDoc, key: string, field: TextSource['field']): TextSource | undefined {
  const info = doc.frontmatter.keys.get(key);
  const range = info?.node?.range;
  if (!range) return undefined;
  const base = doc.frontmatter.split.yamlStart;
  return {
    path: doc.path,
    field,
    start: base + range[0],
    end: base + range[1],
    text: doc.file.text,
    region: (a, b) => doc.file.lines.region(a, b),
  };
}

/** Claude Code uses the body's first non-empty line when there is no description (docs/skills.md §2.2). */
function bodyFallback(doc: SkillDoc): { text: string; source: TextSource } | undefined {
  const body = doc.file.text.slice(doc.bodyStart, doc.bodyStart + 64 * 1024);
  const m = /^[ \t]*(\S[^\r\n]*)/m.exec(body);
  if (!m) return undefined;
  const start = doc.bodyStart + m.index + m[0].length - m[1]!.length;
  return {
    text: m[1]!,
    source: {
      path: doc.path,
      field: 'body',
      start,
      end: start + m[1]!.length,
      text: doc.file.text,
      region: (a, b) => doc.file.lines.region(a, b),
    },
  };
}

/** The repository's entries for one runtime, grouped into catalogs that are installed together. */
export interface Catalog {
  /** `repository` or `plugin <name>`: the repository's own skills plus one plugin's. */
  label: string;
  entries: ListingEntry[];
}

function entryOf(
  doc: SkillDoc,
  profile: ListingProfile,
  runtimeVersion: string | undefined,
  implicitOff: ReadonlySet<SkillDoc>,
): ListingEntry | undefined {
  if (doc.kind === 'agent') return undefined;
  if (profile.runtime === 'codex' && implicitOff.has(doc)) return undefined;
  if (doc.kind === 'command' && profile.runtime !== 'claude-code') return undefined;
  const inv = doc.invocations.find((i) => i.runtime === profile.runtime);
  if (!inv) return undefined;
  if (hiddenFromModel(doc, runtimeVersion)) return undefined;
  const raw = doc.frontmatter.get('description');
  let description: string | undefined;
  let descriptionSource: TextSource | undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    description = normalise(raw, profile.collapseWhitespace);
    descriptionSource = sourceOf(doc, 'description', 'description');
  } else if (profile.runtime === 'claude-code') {
    const fb = bodyFallback(doc);
    if (fb) {
      description = normalise(fb.text, profile.collapseWhitespace);
      descriptionSource = fb.source;
    }
  }
  // Codex (and the spec) refuse a skill without a description; Claude Code lists the bare name.
  if (description === undefined && profile.runtime !== 'claude-code') return undefined;
  const entry: ListingEntry = {
    name: inv.name,
    description: description ?? '',
    origin: 'repository',
    priority: SCOPE_PRIORITY[inv.scope],
    doc,
  };
  if (descriptionSource) entry.descriptionSource = descriptionSource;
  const wtu = doc.frontmatter.get('when_to_use');
  if (profile.triggerField && typeof wtu === 'string' && wtu.trim() !== '') {
    entry.whenToUse = normalise(wtu, profile.collapseWhitespace);
    const ts = sourceOf(doc, 'when_to_use', 'when_to_use');
    if (ts) entry.triggerSource = ts;
  }
  return entry;
}

/** Extra installed skills from the settings, as entries (synthetic names when only counts are given). */
export function extraEntries(settings: Omit<ListingSettings, 'runtimes'>): ListingEntry[] {
  const out: ListingEntry[] = [];
  for (const origin of ['bundled', 'user', 'plugin'] as const) {
    const ex = settings.extraSkills?.[origin];
    if (!ex) continue;
    const priority = origin === 'user' ? 1 : origin === 'plugin' ? 1 : 0;
    if (Array.isArray(ex)) {
      for (const s of ex)
        out.push({
          name: s.name,
          description: s.description ?? '',
          ...(s.whenToUse ? { whenToUse: s.whenToUse } : {}),
          origin,
          priority,
        });
      continue;
    }
    const nameLen = ex.averageNameChars ?? 12;
    for (let i = 1; i <= ex.count; i++) {
      const base = `${origin}-${i}`;
      const name = base.length >= nameLen ? base : `${base}${'x'.repeat(nameLen - base.length)}`;
      out.push({ name, description: 'd'.repeat(ex.averageDescriptionChars ?? 200), origin, priority });
    }
  }
  return out;
}

/**
 * Catalogs of one runtime: the repository's own skills (project, personal, nested, managed) plus, per
 * plugin, that plugin's skills — a marketplace's plugins are installed one by one, so simulating all of
 * them in one listing would overstate the pressure. Extra installed skills join every catalog.
 */
export function catalogsFromModel(
  model: ScanModel,
  profile: ListingProfile,
  settings: Omit<ListingSettings, 'runtimes'>,
  implicitOff: ReadonlySet<SkillDoc> = new Set(),
): Catalog[] {
  const seen = new Set<string>();
  const base: ListingEntry[] = [];
  const byPlugin = new Map<string, ListingEntry[]>();
  for (const doc of model.skills) {
    const e = entryOf(doc, profile, settings.runtimeVersion, implicitOff);
    if (!e) continue;
    // One name, one line: a shadowed duplicate is not listed twice (skill-conflict reports it).
    const key = `${doc.plugin ?? ''}\u0000${e.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (doc.plugin !== undefined) byPlugin.set(doc.plugin, [...(byPlugin.get(doc.plugin) ?? []), e]);
    else base.push(e);
  }
  const extra = extraEntries(settings);
  const plugins = [...byPlugin.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  if (plugins.length === 0) return base.length ? [{ label: 'repository', entries: [...base, ...extra] }] : [];
  const catalogs = plugins.slice(0, MAX_CATALOGS).map(([root, es]) => {
    const name = model.plugins.find((p) => p.root === root)?.name ?? (root || 'root');
    return { label: `plugin ${name}`, entries: [...base, ...es, ...extra] };
  });
  // Past the bound the remaining plugins share one catalog: more pressure than one at a time, never less
  // coverage, and the work stays bounded on a hostile marketplace.
  const restPlugins = plugins.slice(MAX_CATALOGS);
  if (restPlugins.length)
    catalogs.push({
      label: `${restPlugins.length} more plugins together`,
      entries: [...base, ...restPlugins.flatMap(([, es]) => es), ...extra],
    });
  return catalogs;
}

// ---------------------------------------------------------------------------------------------------
// Mapping a cut back to the file

/**
 * The file offset of the `index`-th code point of `value` (as the runtime sees it) inside the source
 * text of the value as written. Walks both in step: a whitespace run in the value matches a whitespace
 * run in the source (folded lines, collapsed spaces); quotes, escapes and block headers in the source
 * are skipped by a bounded look-ahead. Linear in the source length.
 */
export function sourceOffset(src: TextSource, value: string, index: number): number {
  const s = src.text;
  let j = src.start;
  const end = src.end;
  const first = s[j];
  if (first === '"' || first === "'") j++;
  else if (first === '|' || first === '>') {
    const nl = s.indexOf('\n', j);
    j = nl < 0 || nl > end ? end : nl + 1;
  }
  const chars = cps(value);
  const isWs = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
  for (let k = 0; k < index && k < chars.length && j < end; k++) {
    const c = chars[k]!;
    if (isWs(c)) {
      if (isWs(s[j])) {
        while (j < end && isWs(s[j])) j++;
      }
      continue;
    }
    // Skip source whitespace the value dropped (indentation after a fold), then find c close by.
    while (j < end && isWs(s[j])) j++;
    let found = -1;
    for (let t = j; t < Math.min(end, j + 16); t++) {
      if (s.startsWith(c, t)) {
        found = t;
        break;
      }
    }
    if (found >= 0) j = found + c.length;
  }
  // Point at the next character shown in the value, not at the whitespace before it.
  if (index < chars.length && !isWs(chars[index])) while (j < end && isWs(s[j])) j++;
  return Math.min(j, end);
}

/** Region from the cut to the end of the value that holds it (the whole value when nothing of it shows). */
export function cutRegion(
  r: EntryResult,
): { region: Region; path: string; field: TextSource['field'] } | undefined {
  const e = r.entry;
  const span = (src: TextSource, at: number) => {
    const a = Math.max(src.start, Math.min(at, src.end - 1));
    return { region: src.region(a, Math.max(a + 1, src.end)), path: src.path, field: src.field };
  };
  if (r.state === 'trigger-dropped' && e.triggerSource) return span(e.triggerSource, e.triggerSource.start);
  if (r.state === 'name-only' || r.state === 'omitted') {
    const src = e.descriptionSource ?? e.triggerSource;
    return src ? span(src, src.start) : undefined;
  }
  const cut = r.cutAt ?? 0;
  const descLen = cps(e.description).length;
  if (e.triggerSource && e.whenToUse && cut >= descLen + TRIGGER_SEP.length)
    return span(
      e.triggerSource,
      sourceOffset(e.triggerSource, e.whenToUse, cut - descLen - TRIGGER_SEP.length),
    );
  const src = e.descriptionSource;
  return src ? span(src, sourceOffset(src, e.description, Math.min(cut, descLen))) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Everything at once: every simulated runtime, every catalog

export interface CatalogListing {
  label: string;
  result: ListingResult;
}

export interface RuntimeListing {
  profile: ListingProfile;
  budget: Budget;
  catalogs: CatalogListing[];
}

/** Simulates the listing of every runtime that has a profile, is enabled, and loads something. */
export function simulateModel(
  model: ScanModel,
  settings: ListingSettings,
  runtimes: readonly RuntimeId[] = model.runtimes,
  implicitOff: ReadonlySet<SkillDoc> = new Set(),
): RuntimeListing[] {
  const out: RuntimeListing[] = [];
  for (const profile of LISTING_PROFILES) {
    if (!runtimes.includes(profile.runtime) || !model.runtimes.includes(profile.runtime)) continue;
    const s = settingsFor(settings, profile.runtime);
    const budget = budgetFor(profile, s);
    const catalogs = catalogsFromModel(model, profile, s, implicitOff).map((c) => ({
      label: c.label,
      result: simulateListing(profile, c.entries, budget),
    }));
    if (catalogs.length) out.push({ profile, budget, catalogs });
  }
  return out;
}

/** One bar per runtime for the job summary: the fullest catalog's use of its budget, in characters. */
export function budgetBars(
  listings: readonly RuntimeListing[],
): Array<{ runtime: string; used: number; budget: number; unit: string }> {
  return listings.map((rt) => {
    const worst = rt.catalogs.reduce((a, c) => (c.result.needed > a.result.needed ? c : a), rt.catalogs[0]!);
    return {
      runtime: rt.profile.name,
      used: worst.result.needed,
      budget: rt.budget.chars,
      unit: 'characters',
    };
  });
}

/**
 * Skills whose `agents/openai.yaml` sets `policy.allow_implicit_invocation: false`: Codex keeps them out
 * of the model's context (explicit `$skill` only). A file that does not parse is ignored, as Codex does.
 */
export async function codexImplicitOff(model: ScanModel): Promise<Set<SkillDoc>> {
  const out = new Set<SkillDoc>();
  for (const doc of model.skills) {
    if (doc.kind !== 'skill' || !doc.runtimes.includes('codex')) continue;
    const path = joinPath(doc.dir, CODEX_OPENAI_YAML);
    if (!model.files.isFile(path)) continue;
    const file = await model.files.text(path);
    if (!file || file.text.length > 256 * 1024) continue;
    try {
      const data = parseYaml(file.text, { maxAliasCount: 50 }) as {
        policy?: { allow_implicit_invocation?: unknown };
      };
      if (data?.policy?.allow_implicit_invocation === false) out.add(doc);
    } catch {
      // Codex ignores an unparsable file with a warning; codex-openai-yaml reports it.
    }
  }
  return out;
}
