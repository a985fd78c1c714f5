import type { Pair, Scalar, YAMLMap } from 'yaml';
import { yamlLib } from '../analysis/yaml-lib.js';

/**
 * The frontmatter most skills have — one `key: plain text` per line — read without the YAML parser, which
 * costs ~0.1 ms per document (1.1 s of a pull-request scan over 10,000 skills, where every frontmatter is
 * parsed for the catalogue checks). Only a subset whose meaning cannot differ from YAML 1.2 (the `yaml`
 * package's core schema) is accepted; anything else — escapes, comments, flow or block collections,
 * continuation lines, values YAML would read as a number, boolean or null, duplicate keys, control or
 * unusual blank characters — returns undefined and the parser reads it. The nodes built are the parser's
 * own classes with the ranges it gives (test/model/frontmatter-simple.test.ts compares both on every
 * frontmatter of the real corpus), so positions and values are the same either way.
 */
export interface SimpleMapping {
  root: YAMLMap;
  data: Record<string, string>;
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
  const yaml = yamlLib();
  const root = new yaml.YAMLMap();
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
      blankBefore = root.items.length > 0;
      offset = next;
      continue;
    }
    const m = LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    const read = scalarOnLine(m[3]!);
    if (NON_STRING_KEY.test(key) || Object.hasOwn(data, key) || !read) return undefined;
    const { value, width, type } = read;
    const keyNode = scalar(key, 'PLAIN', [offset, offset + key.length, offset + key.length]);
    if (blankBefore) keyNode.spaceBefore = true;
    const valueStart = offset + key.length + 1 + m[2]!.length;
    const valueNode = scalar(value, type, [valueStart, valueStart + width, next]);
    root.items.push(new yaml.Pair(keyNode, valueNode) as Pair<Scalar, Scalar>);
    data[key] = value;
    blankBefore = false;
    offset = next;
  }
  if (root.items.length === 0) return undefined;
  root.range = [0, src.length, src.length];
  return { root, data };
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
