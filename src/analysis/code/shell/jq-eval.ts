import type { Value } from '../../facts.js';
import { literal } from '../../values.js';
import type { ShellState, Word } from './state.js';

/**
 * jq's output for a filter over a JSON file of the tree (`UnitSpec.dataFiles`, src/model/shell-data-files.ts):
 * `jq -r '.probes[]' probes.json` prints the file's probe commands, one per line, which `mapfile` and
 * `eval` then run. Only path filters are evaluated — `.`, `.key`, `."key"`, `.["key"]`, `.[N]`, `.[]`,
 * an optional `?`, `keys`/`keys[]`, stages joined by `|` — the shapes that pick values out of a
 * configuration; any other filter keeps jq's output unknown, as before. Nothing is run; the parsed file and
 * the output are bounded.
 */

const MAX_RESULTS = 1_000;
const MAX_OUTPUT = 64 * 1024;

type Step =
  | { kind: 'key'; key: string }
  | { kind: 'index'; index: number }
  | { kind: 'each' }
  | { kind: 'keys' };

/** The steps of one filter, or undefined when it is not a path filter. */
function parseFilter(filter: string): Step[] | undefined {
  const steps: Step[] = [];
  for (const stage of filter.split('|')) {
    let s = stage.trim();
    if (s === 'keys' || s === 'keys[]') {
      steps.push({ kind: 'keys' });
      if (s === 'keys[]') steps.push({ kind: 'each' });
      continue;
    }
    if (!s.startsWith('.')) return undefined;
    if (s === '.') continue;
    while (s.length > 0) {
      const m =
        /^\.?\[\]\??/.exec(s) ??
        /^\.?\[(\d{1,6})\]\??/.exec(s) ??
        /^\.?\["([^"\\\n]{0,200})"\]\??/.exec(s) ??
        /^\."([^"\\\n]{0,200})"\??/.exec(s) ??
        /^\.([A-Za-z_][\w]{0,200})\??/.exec(s);
      if (!m) return undefined;
      if (m[0].replace(/\?$/, '').endsWith('[]')) steps.push({ kind: 'each' });
      else if (/^\.?\[\d/.test(m[0])) steps.push({ kind: 'index', index: Number(m[1]) });
      else steps.push({ kind: 'key', key: m[1]! });
      s = s.slice(m[0].length);
      if (steps.length > 64) return undefined;
    }
  }
  return steps;
}

function apply(step: Step, v: unknown, out: unknown[]): void {
  if (out.length >= MAX_RESULTS) return;
  if (step.kind === 'key') {
    out.push(
      v !== null && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, step.key)
        ? (v as Record<string, unknown>)[step.key]
        : null,
    );
  } else if (step.kind === 'index') {
    out.push(Array.isArray(v) ? (v[step.index] ?? null) : null);
  } else if (step.kind === 'keys') {
    if (Array.isArray(v)) out.push(v.map((_, i) => i));
    else if (v !== null && typeof v === 'object') out.push(Object.keys(v).sort());
  } else if (Array.isArray(v)) {
    for (const e of v.slice(0, MAX_RESULTS - out.length)) out.push(e);
  } else if (v !== null && typeof v === 'object') {
    for (const e of Object.values(v).slice(0, MAX_RESULTS - out.length)) out.push(e);
  }
}

/** The JSON text of the data file a jq operand names (`"$HERE/probes.json"` ends with `/probes.json`). */
function dataFileText(files: Readonly<Record<string, string>>, operand: string): string | undefined {
  const path = operand.replace(/^\.\//, '');
  for (const [written, text] of Object.entries(files))
    if (path === written || path.endsWith(`/${written}`)) return text;
  return undefined;
}

/** What `jq [-r] [-c] FILTER FILE` prints, when FILE is a data file of the tree and FILTER a path filter. */
export function jqOverDataFile(
  st: ShellState,
  filter: Value | undefined,
  files: readonly Word[],
  opts: { raw: boolean; compact: boolean },
): Value | undefined {
  const data = st.unit.spec.dataFiles;
  if (!data || !filter?.literal || files.length !== 1) return undefined;
  const text = dataFileText(data, files[0]!.v.text);
  const steps = text === undefined ? undefined : parseFilter(filter.text);
  if (text === undefined || !steps) return undefined;
  let values: unknown[];
  try {
    values = [JSON.parse(text)];
  } catch {
    return undefined;
  }
  for (const step of steps) {
    const next: unknown[] = [];
    for (const v of values) apply(step, v, next);
    values = next;
  }
  const lines = values.map((v) =>
    opts.raw && typeof v === 'string' ? v : JSON.stringify(v, null, opts.compact ? undefined : 2),
  );
  return literal(lines.join('\n').slice(0, MAX_OUTPUT));
}
