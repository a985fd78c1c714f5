import { Ajv } from 'ajv';
import { parse as parseYaml } from 'yaml';
import schema from '../schemas/config.schema.json' with { type: 'json' };
import type { Severity } from './findings.js';
import { RUNTIME_IDS, type RuntimeId } from './model/skill.js';

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
  maxReferenceDepth: 8,
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

// Compiled on first use: compiling costs more than everything else at start-up, and most runs
// (no configuration file) never need it.
let validator: ReturnType<Ajv['compile']> | undefined;
function validate(data: unknown): boolean {
  validator ??= new Ajv({ allErrors: true, strict: false }).compile(schema);
  return validator(data) as boolean;
}

/** Names tried, in order, at the scanned root when no `--config` is given. */
export const CONFIG_FILE_NAMES = ['.skillscan.yml', '.skillscan.yaml'];

/** Parses and validates a configuration file's text; `origin` names it in error messages. */
export function parseConfig(text: string, origin: string): Config {
  let raw: unknown;
  try {
    raw = parseYaml(text, { maxAliasCount: 50 }) ?? {};
  } catch (e) {
    throw new ConfigError(`${origin}: invalid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  if (!validate(raw)) {
    const detail = (validator?.errors ?? [])
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`,
      )
      .join('; ');
    throw new ConfigError(`${origin}: ${detail}`);
  }
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
