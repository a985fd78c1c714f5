import type { ErrorObject } from 'ajv';
import schema from '../schemas/config.schema.json' with { type: 'json' };
import { suggestName } from './analysis/similar.js';
import { loadYaml, yamlLib } from './analysis/yaml-lib.js';
import { RUNTIME_IDS, type RuntimeId } from './discovery/runtimes/index.js';
import type { Severity } from './findings.js';
import { generatedValidator } from './validators.js';

export type Gate = Severity | 'never';

export interface RuleSetting {
  enabled?: boolean;
  severity?: Severity;
  options?: Record<string, unknown>;
}

export interface Limits {
  maxFileBytes: number;
  maxEntries: number;
  maxDepth: number;
  maxReferenceDepth: number;
  maxFrontmatterBytes: number;
  maxAliasCount: number;
}

export interface Config {
  rules: Record<string, RuleSetting>;
  ignore: string[];
  runtimes: RuntimeId[];
  layout: 'auto' | 'project' | 'home';
  failOn: Gate;
  limits: Limits;
  listing: Record<string, unknown>;
}

export const DEFAULT_LIMITS: Limits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxEntries: 250_000,
  maxDepth: 48,
  maxReferenceDepth: 64,
  maxFrontmatterBytes: 64 * 1024,
  maxAliasCount: 100,
};

export function defaultConfig(): Config {
  return {
    rules: {},
    ignore: [],
    runtimes: [...RUNTIME_IDS],
    layout: 'auto',
    failOn: 'high',
    limits: { ...DEFAULT_LIMITS },
    listing: {},
  };
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// Compiled by `npm run gen` (scripts/gen-validators.mjs): compiling the schema here cost ~250 ms of every run
// with a configuration file. `verbose` gives each error its schema, which names what was expected.
function validate(data: unknown): readonly ErrorObject[] {
  const validateConfig = generatedValidator('config-validator', 'validateConfig');
  return validateConfig(data) ? [] : (validateConfig.errors ?? []);
}

/** Every rule id the configuration accepts (schemas/config.schema.json, generated from rules/*.md). */
export const RULE_IDS: readonly string[] = Object.keys(schema.properties.rules.properties);

/** One line naming an unknown rule id and the closest known one. */
export function unknownRuleMessage(id: string, where: string): string {
  const guess = suggestName(id, RULE_IDS);
  return `${where}: unknown rule '${id}'${guess ? ` (did you mean '${guess}'?)` : ''}; skillscan --list-rules prints every rule`;
}

/** Throws a ConfigError for the first id that is not a rule (`--rule`, `scan({ only })`). */
export function checkRuleIds(ids: readonly string[], where: string): void {
  for (const id of ids) if (!RULE_IDS.includes(id)) throw new ConfigError(unknownRuleMessage(id, where));
}

const segment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** An unknown key, said the way a user can fix it: which section, the key, and the closest known key. */
function unknownKeyMessage(e: ErrorObject, origin: string): string {
  const key = String(e.params.additionalProperty);
  const path = e.instancePath.split('/').slice(1).map(segment);
  if (path.length === 1 && path[0] === 'rules') return unknownRuleMessage(key, origin);
  const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const guess = suggestName(key, known);
  const where =
    path.length === 3 && path[0] === 'rules' && path[2] === 'options'
      ? `rule ${path[1]} has no option '${key}'`
      : `unknown key '${key}' in ${e.instancePath || 'the top level'}`;
  const hint = guess
    ? ` (did you mean '${guess}'?)`
    : known.length
      ? ` (expected one of ${known.join(', ')})`
      : '';
  return `${origin}: ${where}${hint}`;
}

/**
 * One clear message for a configuration that fails the schema: an unknown key (rule id, option, setting)
 * alone, with a suggestion; otherwise every other problem. The `if`/`then`/`else` of rule settings repeat
 * what their branches said, so they are left out.
 */
function problemsMessage(errors: readonly ErrorObject[], origin: string): string {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties');
  if (unknown) return unknownKeyMessage(unknown, origin);
  const detail = errors
    .filter((e) => e.keyword !== 'if')
    .map(
      (e) =>
        `${e.instancePath || '/'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`,
    );
  return `${origin}: ${[...new Set(detail)].join('; ')}`;
}

/**
 * Checks the rule settings of a configuration built in code (`scan({ config })`) the way a file's are
 * checked: unknown rule ids and options that the rule does not declare are errors, before any rule runs.
 */
export function checkRuleSettings(rules: Readonly<Record<string, RuleSetting>>, origin: string): void {
  const ids = Object.keys(rules);
  if (ids.length === 0) return;
  checkRuleIds(ids, origin);
  const errors = validate({ rules });
  if (errors.length) throw new ConfigError(problemsMessage(errors, origin));
}

/** Names tried, in order, at the scanned root when no `--config` is given. */
export const CONFIG_FILE_NAMES = ['.skillscan.yml', '.skillscan.yaml'];

/** `parseConfig` with the YAML parser loaded first: what the CLI, the Action and `scan` call. */
export async function parseConfigText(text: string, origin: string): Promise<Config> {
  await loadYaml();
  return parseConfig(text, origin);
}

/**
 * Parses and validates a configuration file's text; `origin` names it in error messages. Needs the YAML
 * parser loaded (`parseConfigText` does that; importing the library does too).
 */
export function parseConfig(text: string, origin: string): Config {
  const yaml = yamlLib();
  let raw: unknown;
  try {
    raw = yaml.parse(text, { maxAliasCount: 50 }) ?? {};
  } catch (e) {
    throw new ConfigError(`${origin}: invalid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  const errors = validate(raw);
  if (errors.length) throw new ConfigError(problemsMessage(errors, origin));
  const user = raw as Partial<Omit<Config, 'rules'>> & { rules?: Record<string, string | RuleSetting> };
  const base = defaultConfig();
  const rules: Record<string, RuleSetting> = {};
  for (const [id, v] of Object.entries(user.rules ?? {})) {
    rules[id] = typeof v === 'string' ? (v === 'off' ? { enabled: false } : { severity: v as Severity }) : v;
  }
  return {
    rules,
    ignore: user.ignore ?? base.ignore,
    runtimes: (user.runtimes as RuntimeId[] | undefined) ?? base.runtimes,
    layout: user.layout ?? base.layout,
    failOn: user.failOn ?? base.failOn,
    limits: { ...base.limits, ...(user.limits ?? {}) },
    listing: user.listing ?? {},
  };
}

/**
 * Host classification is computed once per file and shared by every rule, so `trustedInstallers` is one
 * list for the scan: the union of what the rules that declare the option were given (in rule-id order).
 */
export function trustedInstallersOf(config: Config): string[] | undefined {
  let out: string[] | undefined;
  for (const id of Object.keys(config.rules).sort()) {
    const t = config.rules[id]?.options?.trustedInstallers;
    if (!Array.isArray(t)) continue;
    out ??= [];
    for (const x of t) if (typeof x === 'string' && !out.includes(x)) out.push(x);
  }
  return out;
}
