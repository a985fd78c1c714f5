import type { Value } from '../../facts.js';
import { MAX_VALUE_TEXT } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { concatPV, MAX_RAW, type PV, str } from './pv.js';

/**
 * Python string literals: prefixes (`r`, `b`, `f`, `u` in any case and order), escape sequences, implicit
 * concatenation and f-string interpolation. Escapes are decoded here (tree-sitter only marks them), so
 * `"\x6f\x73"` reads as `os` — attackers hex-escape names to hide them from grep.
 * Reference: https://docs.python.org/3/reference/lexical_analysis.html#string-and-bytes-literals
 */

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};

/** Decodes the escape sequences of a non-raw literal's body. Linear; unknown escapes stay as written. */
export function decodeEscapes(body: string, bytes: boolean, max = MAX_RAW): string {
  let out = '';
  const n = Math.min(body.length, max * 4);
  for (let i = 0; i < n && out.length < max; i++) {
    const c = body[i]!;
    if (c !== '\\' || i + 1 >= n) {
      out += c;
      continue;
    }
    const e = body[i + 1]!;
    const hexLen = e === 'x' ? 2 : e === 'u' && !bytes ? 4 : e === 'U' && !bytes ? 8 : 0;
    if (hexLen) {
      const hex = body.slice(i + 2, i + 2 + hexLen);
      if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === hexLen) {
        const cp = Number.parseInt(hex, 16);
        out += cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
        i += 1 + hexLen;
        continue;
      }
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1, i + 4));
    if (octal && !(octal[0] === '0' && SIMPLE_ESCAPES[e] !== undefined && octal[0].length === 1)) {
      out += String.fromCharCode(Number.parseInt(octal[0], 8) & 0xff);
      i += octal[0].length;
      continue;
    }
    const simple = SIMPLE_ESCAPES[e];
    if (simple !== undefined) {
      out += simple;
      i += 1;
      continue;
    }
    if (e === '\r' && body[i + 2] === '\n') {
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

export interface StringPrefix {
  raw: boolean;
  bytes: boolean;
  format: boolean;
}

export function prefixOf(node: Node): StringPrefix {
  const start = node.firstChild?.type === 'string_start' ? node.firstChild.text : node.text.slice(0, 4);
  const p = /^[A-Za-z]*/.exec(start)?.[0].toLowerCase() ?? '';
  return { raw: p.includes('r'), bytes: p.includes('b'), format: p.includes('f') || p.includes('t') };
}

/**
 * The value of a `string` node. Interpolations in f-strings are evaluated by `evalInterp` (the
 * evaluator's entry point, passed in to keep this module free of it).
 */
export function stringValue(node: Node, evalInterp: (expr: Node) => PV): PV {
  const prefix = prefixOf(node);
  const parts: PV[] = [];
  let pending = '';
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'string_content') {
      const raw = child.text;
      const text = prefix.raw ? raw : decodeEscapes(raw, prefix.bytes);
      pending += prefix.format ? text.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : text;
    } else if (child.type === 'interpolation') {
      const expr = child.childForFieldName('expression');
      if (pending) parts.push(long(pending));
      pending = '';
      if (expr) parts.push(evalInterp(expr));
    }
  }
  if (pending || parts.length === 0) parts.push(long(pending));
  return splitCredentials(parts);
}

/** A static piece of text; over `MAX_VALUE_TEXT` the whole of it is kept in `raw`. */
function long(text: string): PV {
  const out = str(text);
  if (text.length > MAX_VALUE_TEXT) out.raw = text.slice(0, MAX_RAW);
  return out;
}

/** A query parameter or assignment whose name says it carries a credential: `?api_key=`, `&token=`. */
const CREDENTIAL_SLOT = /[?&;](?:[\w-]{0,30}(?:key|token|secret|auth|password|passwd|sig|signature))=$/i;

/**
 * Concatenation where a part that follows a credential-named query parameter (`...?api_key=` + KEY) is
 * moved to `cred`: an API key in its own API's URL is the intended call, not data leaving (the rule
 * weighs `credentials` against the endpoint). The text still shows the whole URL.
 */
export function splitCredentials(parts: PV[]): PV {
  const out = concatPV(parts);
  const moved: PV[] = [];
  for (let i = 1; i < parts.length; i++) {
    const before = parts[i - 1]!.v.text;
    const part = parts[i]!;
    if (part.v.literal || !CREDENTIAL_SLOT.test(before.slice(-40))) continue;
    moved.push(part);
  }
  if (moved.length === 0) return out;
  const kept = parts.filter((p) => !moved.includes(p));
  const data = concatPV(kept.length ? kept : [str('')]);
  const cred = concatPV(moved);
  const { secret: _secret, from: _from, ...shown } = out.v;
  const v: Value = { ...shown, taints: data.v.taints };
  if (data.v.secret) v.secret = data.v.secret;
  if (data.v.from !== undefined) v.from = data.v.from;
  return { ...out, v, cred: cred.v };
}
