import type * as Yaml from 'yaml';
import { yamlData } from './build-compose.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Call tables: YAML or JSON records that name a Python callable as `module:attribute` and the arguments to
 * call it with (`{call: "urllib.request:urlretrieve", args: [url, path]}`), or a Hydra-style
 * `_target_: package.Class` with its keyword arguments. A runner that resolves such names
 * (`importlib.import_module` + `getattr`, `pkgutil.resolve_name`, `hydra.utils.instantiate`) makes the
 * file a program written as data: a download in one step and `runpy:run_path` of it in the next is a
 * download-and-run, though neither the runner nor the file holds one as code. Each table becomes one
 * Python unit, the calls in document order, so the value model reads it like the script it stands for.
 * Like a tool's configuration it runs only when something in reach runs it: a script that imports modules
 * by computed names and names the file (src/analysis/references.ts); otherwise it is code ready to run
 * (src/rules/support/behaviour.ts).
 */

const COLON_FORM =
  /^[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){0,9}:[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){0,4}$/;
/** Hydra's `_target_` names a dotted path (module, then attribute). */
const DOTTED_FORM = /^[A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99}){1,12}$/;
/** A cheap test before parsing: some `module:attribute` value, or a `_target_`. */
const HAS_CALL = /(?:^|[\s"'])[A-Za-z_][\w.]{0,200}:[A-Za-z_]\w{0,99}(?:$|[\s"',}\]])|_target_["']?[ \t]*:/m;
/** Top-level mappings whose string values fill `{name}` placeholders (`vars: {mirror: https://…}`). */
const VAR_KEYS = ['vars', 'variables', 'context', 'defaults', 'env'];

const MAX_TEXT = 1 << 20;
const MAX_CALLS = 200;
const MAX_DEPTH = 8;
/** Values visited at most. */
const MAX_NODES = 50_000;
const MAX_LITERAL = 4_000;

interface Found {
  py: string;
  module: string;
  start: number;
  end: number;
}

/** The call tables of a YAML or JSON file, as Python units; empty when it has none. */
export function callTableUnits(text: string, lines: LineMap): UnitSpec[] {
  if (text.length > MAX_TEXT || !HAS_CALL.test(text)) return [];
  // A mapping or a list at the top: a bare list of steps is a table too.
  const parsed = yamlData(text);
  if (!parsed || (!isRecord(parsed.data) && !Array.isArray(parsed.data))) return [];
  const vars = placeholders(parsed.data);
  const found: Found[] = [];
  walk(parsed.data, [], 0, (record, path) => {
    if (found.length >= MAX_CALLS) return;
    const call = callOf(record, vars);
    if (!call) return;
    const range = (parsed.doc.getIn(path, true) as Yaml.Node | undefined)?.range;
    if (range) found.push({ ...call, start: range[0], end: range[1] });
  });
  if (found.length === 0) return [];
  const modules = [...new Set(found.map((f) => f.module))].sort();
  const code = [...modules.map((m) => `import ${m}`), ...found.map((f) => f.py)].join('\n');
  const start = Math.min(...found.map((f) => f.start));
  const end = Math.max(...found.map((f) => f.end));
  return [
    {
      lang: 'python',
      text: `${code}\n`,
      origin: 'script',
      placement: 'script',
      runner: 'dispatch',
      region: lines.region(start, end),
      label: `call table (${found.length} call${found.length === 1 ? '' : 's'} named module:attribute)`,
    },
  ];
}

/** Visits every mapping in document order (bounded in depth and in calls found). */
function walk(
  value: unknown,
  path: Array<string | number>,
  depth: number,
  visit: (record: Record<string, unknown>, path: Array<string | number>) => void,
  seen = { n: 0 },
): void {
  if (depth > MAX_DEPTH || seen.n >= MAX_NODES) return;
  seen.n++;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, [...path, i], depth + 1, visit, seen);
    return;
  }
  if (!isRecord(value)) return;
  visit(value, path);
  for (const [k, v] of Object.entries(value)) walk(v, [...path, k], depth + 1, visit, seen);
}

/** The record's call as a line of Python, when it names a callable. */
function callOf(
  record: Record<string, unknown>,
  vars: ReadonlyMap<string, string>,
): Omit<Found, 'start' | 'end'> | undefined {
  let raw: string | undefined;
  let hydra = false;
  // Whatever the key is called (`call`, `fn`, `handler` …): the value's shape names the callable.
  for (const [k, v] of Object.entries(record)) {
    if (typeof v !== 'string') continue;
    if (k === '_target_' && DOTTED_FORM.test(v)) {
      raw = v;
      hydra = true;
      break;
    }
    if (COLON_FORM.test(v)) {
      raw = v;
      break;
    }
  }
  if (!raw) return undefined;
  // `module:attribute`, or Hydra's dotted path whose last part is the attribute.
  const cut = hydra ? raw.lastIndexOf('.') : raw.indexOf(':');
  const module = raw.slice(0, cut);
  const name = `${module}.${raw.slice(cut + 1)}`;
  const fill = (v: unknown) => literal(v, vars, 0);
  // Its arguments: the record's list (positional) and its mapping (keywords), whatever their keys; a
  // Hydra target takes the record's other keys as keywords.
  const values = Object.entries(record);
  const args =
    (values.find(([k, v]) => Array.isArray(v) && k !== '_target_')?.[1] as unknown[] | undefined) ?? [];
  const kwargs: Array<[string, unknown]> = hydra
    ? values.filter(([k]) => !k.startsWith('_'))
    : Object.entries((values.find(([, v]) => isRecord(v))?.[1] as Record<string, unknown> | undefined) ?? {});
  const words = [
    ...args.slice(0, 50).map(fill),
    ...kwargs
      .filter(([k]) => /^[A-Za-z_]\w{0,99}$/.test(k))
      .slice(0, 50)
      .map(([k, v]) => `${k}=${fill(v)}`),
  ];
  return { py: `${name}(${words.join(', ')})`, module };
}

/** A JSON/YAML value as a Python literal; strings with their `{name}` placeholders filled when known. */
function literal(v: unknown, vars: ReadonlyMap<string, string>, depth: number): string {
  if (typeof v === 'string') {
    const filled = v.replace(/\{([A-Za-z_]\w{0,63})\}/g, (m, k: string) => vars.get(k) ?? m);
    return JSON.stringify(filled.slice(0, MAX_LITERAL));
  }
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null || v === undefined || depth > 4) return 'None';
  if (Array.isArray(v))
    return `[${v
      .slice(0, 50)
      .map((x) => literal(x, vars, depth + 1))
      .join(', ')}]`;
  if (isRecord(v))
    return `{${Object.entries(v)
      .slice(0, 50)
      .map(([k, x]) => `${JSON.stringify(k)}: ${literal(x, vars, depth + 1)}`)
      .join(', ')}}`;
  return 'None';
}

/** The file's own variables for `{name}` placeholders: string values of a top-level `vars` mapping. */
function placeholders(data: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!isRecord(data)) return out;
  for (const key of VAR_KEYS) {
    const m = data[key];
    if (!isRecord(m)) continue;
    for (const [k, v] of Object.entries(m).slice(0, 200)) if (typeof v === 'string') out.set(k, v);
  }
  return out;
}
