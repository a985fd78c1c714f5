import { RUNTIMES, type RuntimeId, type RuntimeProfile } from './discovery/runtimes/index.js';

/**
 * The listing settings (the `listing` section of .skillscan.yml, schemas/config.schema.json), built in
 * one place for every entry point: the scan (listing-overflow, skill-conflict), `skillscan listing`, the
 * Action's job summary and the organisation scan all call `buildListingSettings`.
 */

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
  runtimes?: Partial<Record<RuntimeId, FlatListingSettings>>;
}

/** Settings without the per-runtime blocks: what one runtime's simulation uses. */
export type FlatListingSettings = Omit<ListingSettings, 'runtimes'>;

const MAX_EXTRA = 5000;

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

function readFlat(raw: Record<string, unknown>): FlatListingSettings {
  const out: FlatListingSettings = {};
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
export function readListingSettings(
  raw: unknown,
  registry: readonly RuntimeProfile[] = RUNTIMES,
): ListingSettings {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: ListingSettings = readFlat(r);
  if (r.runtimes && typeof r.runtimes === 'object') {
    const per: NonNullable<ListingSettings['runtimes']> = {};
    for (const p of registry) {
      if (!p.listing) continue;
      const v = (r.runtimes as Record<string, unknown>)[p.id];
      if (v && typeof v === 'object') per[p.id] = readFlat(v as Record<string, unknown>);
    }
    out.runtimes = per;
  }
  return out;
}

/** Settings for one runtime: the per-runtime block wins over the top level. */
export function settingsFor(settings: ListingSettings, runtime: RuntimeId): FlatListingSettings {
  const { runtimes, ...top } = settings;
  return { ...top, ...(runtimes?.[runtime] ?? {}) };
}

export interface ListingInputs {
  /** The configuration's `listing` section (or a rule's options), as written. */
  raw: unknown;
  /** `--context-window`: the model's context window in tokens, for every runtime. */
  contextWindow?: number;
  /** The environment: a runtime's budget variable (SLASH_COMMAND_TOOL_CHAR_BUDGET) fixes its budget. */
  env?: Readonly<Record<string, string | undefined>>;
  registry?: readonly RuntimeProfile[];
}

/** Configuration, then command-line flags, then the runtimes' own environment variables, as the runtimes do. */
export function buildListingSettings(inputs: ListingInputs): ListingSettings {
  const registry = inputs.registry ?? RUNTIMES;
  const out: ListingSettings = readListingSettings(inputs.raw, registry);
  const { contextWindow, env } = inputs;
  if (contextWindow !== undefined) {
    out.contextWindow = contextWindow;
    if (out.runtimes) {
      out.runtimes = Object.fromEntries(
        Object.entries(out.runtimes).map(([k, v]) => [k, { ...v, contextWindow }]),
      ) as ListingSettings['runtimes'];
    }
  }
  for (const p of registry) {
    const name = p.listing?.envBudget;
    const value = name ? env?.[name] : undefined;
    if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) <= 0) continue;
    out.runtimes = {
      ...(out.runtimes ?? {}),
      [p.id]: { ...(out.runtimes?.[p.id] ?? {}), charBudget: Number(value) },
    };
  }
  return out;
}
