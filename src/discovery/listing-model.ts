import type { FlatListingSettings, ListingSettings } from '../listing-settings.js';
import { settingsFor } from '../listing-settings.js';
import type { ScanModel } from '../model/model.js';
import type { Scope, SkillDoc } from '../model/skill.js';
import {
  type Budget,
  budgetFor,
  compareVersions,
  type ListingEntry,
  type ListingResult,
  listingOrder,
  simulateCatalogues,
  type TextSource,
} from './listing.js';
import { isListed, type ListedRuntime, type RuntimeId } from './runtimes/index.js';

/**
 * The listing simulator fed from a scan model: each skill a runtime lists becomes an entry (with where
 * its text sits, to map a cut back to a line), grouped into the catalogs installed together.
 */

/** Plugins simulated one at a time; the rest share one catalog. */
const MAX_CATALOGS = 200;

/** Whitespace runs to one space: most descriptions have none but single spaces, and are only trimmed. */
const normalise = (s: string, collapse: boolean) =>
  (collapse && SPACING.test(s) ? s.replace(/\s+/g, ' ') : s).trim();
/** Whitespace other than a single space: what collapsing would change (before trimming). */
const SPACING = /[^\S ]| {2}/;

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
  // The value lies in the frontmatter: a document known by its head is not read whole for it.
  const view = doc.file.head ?? doc.file;
  return {
    path: doc.path,
    field,
    start: base + range[0],
    end: base + range[1],
    text: view.text,
    region: (a, b) => view.lines.region(a, b),
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

/**
 * The repository's entries for one runtime, grouped into catalogs that are installed together: each lists
 * the shared entries (the repository's own skills) and its own (one plugin's, and extra installed skills).
 */
export interface Catalogs {
  shared: ListingEntry[];
  catalogs: Array<{
    /** `repository` or `plugin <name>`: the repository's own skills plus one plugin's. */
    label: string;
    own: ListingEntry[];
  }>;
}

function entryOf(
  doc: SkillDoc,
  profile: ListedRuntime,
  runtimeVersion: string | undefined,
  explicitOnly: ReadonlySet<SkillDoc> | undefined,
): ListingEntry | undefined {
  const listing = profile.listing;
  if (doc.kind === 'agent') return undefined;
  if (explicitOnly?.has(doc)) return undefined;
  if (doc.kind === 'command' && !listing.listsCommands) return undefined;
  const inv = doc.invocations.find((i) => i.runtime === profile.id);
  if (!inv) return undefined;
  if (hiddenFromModel(doc, runtimeVersion)) return undefined;
  const raw = doc.frontmatter.get('description');
  let description: string | undefined;
  let descriptionSource: TextSource | undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    description = normalise(raw, listing.collapseWhitespace);
    descriptionSource = sourceOf(doc, 'description', 'description');
  } else if (listing.bodyAsDescription) {
    const fb = bodyFallback(doc);
    if (fb) {
      description = normalise(fb.text, listing.collapseWhitespace);
      descriptionSource = fb.source;
    }
  }
  // Codex (and the spec) refuse a skill without a description; Claude Code lists the bare name.
  if (description === undefined && !listing.bodyAsDescription) return undefined;
  const entry: ListingEntry = {
    name: inv.name,
    description: description ?? '',
    origin: 'repository',
    priority: SCOPE_PRIORITY[inv.scope],
    doc,
  };
  if (descriptionSource) entry.descriptionSource = descriptionSource;
  const wtu = doc.frontmatter.get('when_to_use');
  if (listing.triggerField && typeof wtu === 'string' && wtu.trim() !== '') {
    entry.whenToUse = normalise(wtu, listing.collapseWhitespace);
    const ts = sourceOf(doc, 'when_to_use', 'when_to_use');
    if (ts) entry.triggerSource = ts;
  }
  return entry;
}

/** Extra installed skills from the settings, as entries (synthetic names when only counts are given). */
export function extraEntries(settings: FlatListingSettings): ListingEntry[] {
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
  profile: ListedRuntime,
  settings: FlatListingSettings,
): Catalogs {
  const explicitOnly = model.explicitOnly.get(profile.id);
  const seen = new Set<string>();
  const base: ListingEntry[] = [];
  const byPlugin = new Map<string, ListingEntry[]>();
  for (const doc of model.skills) {
    const e = entryOf(doc, profile, settings.runtimeVersion, explicitOnly);
    if (!e) continue;
    // One name, one line: a shadowed duplicate is not listed twice (skill-conflict reports it).
    const key = `${doc.plugin ?? ''}\u0000${e.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (doc.plugin === undefined) base.push(e);
    else {
      const list = byPlugin.get(doc.plugin);
      if (list) list.push(e);
      else byPlugin.set(doc.plugin, [e]);
    }
  }
  const extra = extraEntries(settings);
  // In listing order once here, so the simulation's sorts only merge short runs.
  base.sort(listingOrder);
  for (const list of byPlugin.values()) list.sort(listingOrder);
  const plugins = [...byPlugin.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  if (plugins.length === 0)
    return { shared: base, catalogs: base.length ? [{ label: 'repository', own: extra }] : [] };
  const catalogs = plugins.slice(0, MAX_CATALOGS).map(([root, es]) => {
    const name = model.plugins.find((p) => p.root === root)?.name ?? (root || 'root');
    return { label: `plugin ${name}`, own: [...es, ...extra] };
  });
  // Past the bound the remaining plugins share one catalog: more pressure than one at a time, never less
  // coverage, and the work stays bounded on a hostile marketplace.
  const restPlugins = plugins.slice(MAX_CATALOGS);
  if (restPlugins.length)
    catalogs.push({
      label: `${restPlugins.length} more plugins together`,
      own: [...restPlugins.flatMap(([, es]) => es), ...extra],
    });
  return { shared: base, catalogs };
}

// -------------------------------------------------------------------------------------------------
// Every simulated runtime, every catalog

export interface CatalogListing {
  label: string;
  result: ListingResult;
}

export interface RuntimeListing {
  profile: ListedRuntime;
  budget: Budget;
  catalogs: CatalogListing[];
}

/**
 * Simulations already run, per model and settings object: the listing rule and the Action's job summary
 * ask for the same one (0.5 s each on 10,000 skills in 80 plugins). Models are read-only once built, and
 * so are the listings handed out, which every caller shares.
 */
const SIMULATED = new WeakMap<ScanModel, WeakMap<ListingSettings, Map<string, readonly RuntimeListing[]>>>();

/**
 * Simulates the listing of every runtime that has a profile, is enabled, and loads something. The same
 * model, settings object and runtimes give the same (shared, read-only) result without simulating again.
 */
export function simulateModel(
  model: ScanModel,
  settings: ListingSettings = model.listing,
  runtimes: readonly RuntimeId[] = model.runtimes,
): readonly RuntimeListing[] {
  let bySettings = SIMULATED.get(model);
  if (!bySettings) {
    bySettings = new WeakMap();
    SIMULATED.set(model, bySettings);
  }
  let byRuntimes = bySettings.get(settings);
  if (!byRuntimes) {
    byRuntimes = new Map();
    bySettings.set(settings, byRuntimes);
  }
  const key = runtimes.join('\u0000');
  let out = byRuntimes.get(key);
  if (!out) {
    out = simulateUncached(model, settings, runtimes);
    byRuntimes.set(key, out);
  }
  return out;
}

function simulateUncached(
  model: ScanModel,
  settings: ListingSettings,
  runtimes: readonly RuntimeId[],
): RuntimeListing[] {
  const out: RuntimeListing[] = [];
  for (const profile of model.profiles.filter(isListed)) {
    if (!runtimes.includes(profile.id)) continue;
    const s = settingsFor(settings, profile.id);
    const budget = budgetFor(profile, s);
    // The repository's skills are measured and sorted once for every plugin's catalogue.
    const { shared, catalogs: own } = catalogsFromModel(model, profile, s);
    const results = simulateCatalogues(
      profile,
      budget,
      shared,
      own.map((c) => c.own),
    );
    const catalogs = own.map((c, i) => ({ label: c.label, result: results[i]! }));
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
