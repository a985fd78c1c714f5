import type { Call, Ctx, Handler } from './context.js';
import { dictPV, listPV, MAX_ITEMS, num, type PV, str } from './pv.js';

/**
 * A configuration file the script ships and reads (src/model/python-config-files.ts hands each over as JSON
 * text, under the path the script writes): its content read (`Path.read_text()`, `open(p)`) carries that
 * text, and parsing it (`json.load(f)`, `json.loads(s)`, `yaml.safe_load(f)`, `tomllib.load(f)`) gives the
 * dict the code then indexes, every value a literal the author wrote. `c["token_uri"]` is then the URL the
 * config holds, and a request to it goes to that URL's host as if the script had written it.
 */

/** Nesting followed into a configuration (deeper values stay unknown). */
const MAX_DEPTH = 8;

/** The shipped configuration a read path names: the path ends with the path as the script writes it. */
export function shippedConfig(ctx: Ctx, path: PV): string | undefined {
  const files = ctx.unit.spec.jsonModules;
  if (!files) return undefined;
  const text = path.v.text.replace(/\\/g, '/');
  // The home folder, an absolute path or an unresolved root is not the script's own tree.
  if (/^(?:\/|~|[A-Za-z]:)/.test(text)) return undefined;
  for (const [written, json] of Object.entries(files)) {
    if (text === written || text.endsWith(`/${written}`)) return json;
  }
  return undefined;
}

/** The JSON text as a Python value: dicts, lists, strings and numbers known statically. */
export function configValue(json: string): PV | undefined {
  try {
    return toPV(JSON.parse(json), 0);
  } catch {
    return undefined;
  }
}

function toPV(x: unknown, depth: number): PV {
  if (typeof x === 'string') return str(x);
  if (typeof x === 'number') return num(x);
  if (typeof x === 'boolean') return str(x ? 'True' : 'False');
  if (x === null || depth >= MAX_DEPTH) return str('None');
  if (Array.isArray(x)) return listPV(x.slice(0, MAX_ITEMS).map((i) => toPV(i, depth + 1)));
  const entries = Object.entries(x as Record<string, unknown>).slice(0, MAX_ITEMS);
  return dictPV(entries.map(([k, v]): [string, PV] => [k, toPV(v, depth + 1)]));
}

/** A parser given the content of (or a handle on) a shipped configuration: the parsed value. */
export function parsedConfig(_ctx: Ctx, call: Call): PV | undefined {
  const given = call.args[0];
  return given?.config !== undefined ? configValue(given.config) : undefined;
}

export const CONFIG_HANDLERS: Array<[string, Handler]> = [
  ['json.loads', parsedConfig],
  ['yaml.safe_load', parsedConfig],
  ['tomllib.load', parsedConfig],
  ['tomllib.loads', parsedConfig],
  ['toml.load', parsedConfig],
  ['toml.loads', parsedConfig],
  // `open(p).read()`: the handle's content, the configuration with it.
  [
    'open().read',
    (_ctx, call) => (call.self?.config !== undefined ? { ...call.self, ref: undefined } : undefined),
  ],
];
