import type * as Yaml from 'yaml';
import { yamlData } from '../build-compose.js';
import type { MdSpan } from '../markdown-doc.js';
import { tomlStrings } from '../toml-lines.js';
import { yamlLib } from '../yaml-lib.js';

/**
 * Where the printed values of a data file sit (src/analysis/printed/data-fields.ts): the string scalars
 * under a printed key, at any depth (`entries[].counter`, `reminders: [a, b]`), or every string scalar
 * when the records are printed whole. JSON and YAML through the YAML parser's node ranges (JSON is
 * YAML), TOML through its line reader; a file that does not parse gives nothing. The YAML parser must be
 * loaded (`loadYaml`). Bounded: 20,000 nodes, 2,000 spans.
 */

const MAX_NODES = 20_000;
const MAX_SPANS = 2_000;

export function printedValueSpans(text: string, path: string, fields: readonly string[] | 'all'): MdSpan[] {
  const wanted = fields === 'all' ? undefined : new Set(fields);
  if (/\.toml$/i.test(path)) {
    const out: MdSpan[] = [];
    for (const s of tomlStrings(text)) {
      if (out.length >= MAX_SPANS) break;
      if (wanted && !s.key.some((k) => wanted.has(k))) continue;
      out.push({ start: s.start, end: s.start + (s.exact ? s.value.length : lineLength(text, s.start)) });
    }
    return out;
  }
  const parsed = yamlData(text);
  if (!parsed) return [];
  const out: MdSpan[] = [];
  const lib = yamlLib();
  let nodes = 0;
  const walk = (node: unknown, printed: boolean, depth: number): void => {
    if (++nodes > MAX_NODES || out.length >= MAX_SPANS || depth > 64) return;
    if (lib.isMap(node)) {
      for (const pair of node.items) {
        const key = lib.isScalar(pair.key) ? String(pair.key.value) : undefined;
        walk(pair.value, printed || (key !== undefined && wanted?.has(key) === true), depth + 1);
      }
    } else if (lib.isSeq(node)) {
      for (const item of node.items) walk(item, printed, depth + 1);
    } else if (lib.isScalar(node) && printed && typeof node.value === 'string') {
      const span = scalarSpan(text, node);
      if (span) out.push(span);
    }
  };
  walk(parsed.doc.contents, wanted === undefined, 0);
  return out;
}

function lineLength(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return (nl < 0 ? text.length : nl) - at;
}

/** A scalar's text without its quotes or a block scalar's header line. */
function scalarSpan(text: string, node: Yaml.Scalar): MdSpan | undefined {
  const range = node.range;
  if (!range) return undefined;
  let start = range[0];
  let end = range[1];
  const c = text[start];
  if (c === '"' || c === "'") {
    start++;
    if (text[end - 1] === c) end--;
  } else if (c === '|' || c === '>') {
    const nl = text.indexOf('\n', start);
    if (nl < 0 || nl >= end) return undefined;
    start = nl + 1;
    while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  }
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return end > start ? { start, end } : undefined;
}
