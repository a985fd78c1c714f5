import type { Pair, Scalar, YAMLMap } from 'yaml';
import { yamlLib } from '../analysis/yaml-lib.js';

/**
 * The frontmatter most skills have — one `key: plain text` per line — read without the YAML parser, which
 * costs ~0.1 ms per document (1.1 s of a pull-request scan over 10,000 skills, where every frontmatter is
 * parsed for the catalogue checks). Only a subset whose meaning cannot differ from YAML 1.2 (the `yaml`
 * package's core schema) is accepted; anything else — escapes, comments, flow or block collections,
 * continuation lines, values YAML would read as a number, boolean or null, duplicate keys, control or
 * unusual blank characters — returns undefined and the parser reads it. `simpleRoot` builds the parser's
 * own nodes with the ranges it gives (test/model/frontmatter-simple.test.ts compares both on every
 * frontmatter of the real corpus), so positions and values are the same either way; they are built only
 * when asked for (a mapping, four nodes and their ranges per document outlived every young-generation
 * collection of a 10,000-skill scan, which asks for a few documents' nodes).
 */
export interface SimpleMapping {
  data: Record<string, string>;
  entries: SimpleEntry[];
  /** The YAML source's length (the mapping's range). */
  length: number;
}

/** One `key: value` line: offsets into the YAML source. */
export interface SimpleEntry {
  key: string;
  value: string;
  type: Scalar.Type;
  /** Where the key starts; the value starts at `valueStart` and spans `width` (quotes included). */
  keyStart: number;
  valueStart: number;
  width: number;
  /** Where the next line starts (the value node's range end). */
  next: number;
  /** A blank line comes before this key (not before the first). */
  blankBefore: boolean;
}

/** One `key: value` line, the key at column 0, the value a scalar on the same line. */
const LINE = /^([A-Za-z_][A-Za-z0-9_-]{0,63}):( +)(.*)$/;
/** Keys YAML would resolve to something other than a string. */
const NON_STRING_KEY = /^(?:true|false|null|y|n|yes|no|on|off|__proto__|constructor|prototype)$/i;
/** A value's first character: none of YAML's indicators, no digit, sign or dot (numbers), no `~`. */
const SAFE_START = /^[A-Za-z_(/$\u00a1-\ud7ff\ue000-\ufffc]/;
/** Characters that make a plain scalar mean something else or end early, or that YAML treats specially. */
const UNSAFE = /: |:$| #|\t|[\u0000-\u001f\u007f\u0085\u2028\u2029\ufeff\ud800-\udfff]/;
/** Words the core schema reads as booleans or null. */
const NON_STRING_VALUE = /^(?:true|false|null|~)$/i;
/** Lines read at most: longer frontmatter is rare and goes to the parser. */
const MAX_LINES = 200;

export function simpleMapping(src: string): SimpleMapping | undefined {
  if (src.includes('\r')) return undefined;
  const entries: SimpleEntry[] = [];
  const data: Record<string, string> = {};
  let offset = 0;
  let lineNo = 0;
  let blankBefore = false;
  while (offset < src.length) {
    if (++lineNo > MAX_LINES) return undefined;
    const nl = src.indexOf('\n', offset);
    const end = nl < 0 ? src.length : nl;
    const next = nl < 0 ? src.length : nl + 1;
    const line = src.slice(offset, end);
    if (line === '') {
      blankBefore = entries.length > 0;
      offset = next;
      continue;
    }
    const m = LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    const read = scalarOnLine(m[3]!);
    if (NON_STRING_KEY.test(key) || Object.hasOwn(data, key) || !read) return undefined;
    const { value, width, type } = read;
    const valueStart = offset + key.length + 1 + m[2]!.length;
    entries.push({ key, value, type, keyStart: offset, valueStart, width, next, blankBefore });
    data[key] = value;
    blankBefore = false;
    offset = next;
  }
  if (entries.length === 0) return undefined;
  // Copied to its length: a list grown by `push` keeps room for 17 entries.
  return { data, entries: entries.slice(), length: src.length };
}

/** The parser's value node of an entry. */
export function simpleValueNode(e: SimpleEntry): Scalar {
  return scalar(e.value, e.type, [e.valueStart, e.valueStart + e.width, e.next]);
}

/** The parser's mapping of a simple frontmatter, with the value nodes given (`simpleValueNode`, built once). */
export function simpleRoot(m: SimpleMapping, valueNodes: readonly Scalar[]): YAMLMap {
  const yaml = yamlLib();
  const root = new yaml.YAMLMap();
  m.entries.forEach((e, i) => {
    const keyNode = scalar(e.key, 'PLAIN', [
      e.keyStart,
      e.keyStart + e.key.length,
      e.keyStart + e.key.length,
    ]);
    if (e.blankBefore) keyNode.spaceBefore = true;
    root.items.push(new yaml.Pair(keyNode, valueNodes[i]!) as Pair<Scalar, Scalar>);
  });
  root.range = [0, m.length, m.length];
  return root;
}

/** Control and special blank characters: YAML refuses or folds them, the parser decides. */
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029\ufeff\ud800-\udfff]/;

/**
 * A one-line value the subset allows: plain text, or a quoted string without escapes (no backslash in
 * double quotes, no doubled quote in single quotes) followed by nothing but spaces. `width` is the span
 * of the scalar in the line, quotes included.
 */
function scalarOnLine(raw: string): { value: string; width: number; type: Scalar.Type } | undefined {
  const q = raw[0];
  if (q === '"' || q === "'") {
    const close = raw.indexOf(q, 1);
    if (close < 0 || endOfText(raw) !== close + 1) return undefined;
    const inner = raw.slice(1, close);
    if (CONTROL.test(inner) || (q === '"' && inner.includes('\\'))) return undefined;
    return { value: inner, width: close + 1, type: q === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE' };
  }
  const value = raw.slice(0, endOfText(raw));
  if (value === '' || !SAFE_START.test(value) || UNSAFE.test(value) || NON_STRING_VALUE.test(value))
    return undefined;
  return { value, width: value.length, type: 'PLAIN' };
}

/** Where the text ends before trailing spaces (YAML's blanks; `trimEnd` would also drop U+00A0 and more). */
function endOfText(s: string): number {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 32) end--;
  return end;
}

function scalar(value: string, type: Scalar.Type, range: [number, number, number]): Scalar {
  const node = new (yamlLib().Scalar)(value);
  node.range = range;
  node.type = type;
  node.source = value;
  return node;
}
