import type { Node } from 'web-tree-sitter';
import type { Endpoint, SecretClass, Taint, Value } from '../../facts.js';
import { hasMarker } from '../module-summary.js';
import { concat, derived, literal, MAX_VALUE_TEXT, tainted, unknown } from '../values.js';

/**
 * Abstract JavaScript values. Strings and numbers are facts `Value`s (text, taints); the rest are what a
 * behaviour needs to recognise its sink: a named API (`child_process.exec`, `eval`, `process.env`), an
 * array (argv, `[...].join('')`), an object (request options), a local function (inlined at its calls),
 * and handles for things that send or run later (a request, a socket, a child process).
 */

/** A string, number or opaque datum. `bytes` holds decoded binary (a base64 gzip blob) for a later
 *  decompressor. */
export interface DataVal {
  k: 'data';
  v: Value;
  bytes?: Uint8Array;
  /** A number known statically (char codes, xor keys). */
  num?: number;
  /** A regular-expression literal (`.replace(/x/g, '')`). */
  regex?: { pattern: string; flags: string };
  /**
   * A string value of a JSON file the unit loads (`require('./cases.json')`, `JSON.parse` of a shipped file
   * read back): the file as the unit names it. Code a sink runs from it is that file's text
   * (src/model/executed-data.ts).
   */
  json?: string;
}

/** A named API: a module (`child_process`), a member of one (`child_process.exec`), a global (`eval`). */
export interface RefVal {
  k: 'ref';
  name: string;
}

export interface ArrVal {
  k: 'arr';
  items: JsVal[];
  /** The array came from splitting a string into characters (`.reverse()` of it is a string reversal). */
  chars?: boolean;
  /**
   * `Object.entries`/`Object.values` of an object whose members are known: its rows (`[key, value]` pairs
   * or values), which a `for … of` loop runs its body for one by one. `items` stays the whole object.
   */
  rows?: JsVal[];
}

export interface ObjVal {
  k: 'obj';
  props: Map<string, JsVal>;
  /** Spread or computed members whose keys are not known: their taints. */
  rest?: Value;
}

/** Scope frame: variables of one function activation (block scopes share their function's frame). */
export interface Frame {
  vars: Map<string, JsVal>;
  parent?: Frame;
  returns?: JsVal[];
}

export interface FnVal {
  k: 'fn';
  node: Node;
  /** Where the function was defined (lexical closure). */
  frame: Frame;
}

export interface RequestHandle {
  kind: 'request';
  tool: string;
  url: Value;
  endpoint: Endpoint;
  at: [number, number];
  /** Data written (`req.write`, `req.end(data)`, `xhr.send(data)`); a request never written is a fetch. */
  sent: boolean;
  /** What authenticates it (credential headers of its options). */
  credentials?: Value;
}

export interface SocketHandle {
  kind: 'socket';
  tool: string;
  endpoint: Endpoint;
  at: [number, number];
  channel: 'socket' | 'http';
}

export interface ProcHandle {
  kind: 'proc';
  /** The process is a shell or interpreter reading commands from its stdin. */
  shell: boolean;
  at: [number, number];
}

export interface ProcIoHandle {
  kind: 'proc-io';
  proc: ProcHandle;
  stream: 'stdin' | 'stdout' | 'stderr';
}

export interface WriteStreamHandle {
  kind: 'write-stream';
  path: Value;
}

export type Handle = RequestHandle | SocketHandle | ProcHandle | ProcIoHandle | WriteStreamHandle;

export interface HandleVal {
  k: 'handle';
  h: Handle;
}

export type JsVal = DataVal | RefVal | ArrVal | ObjVal | FnVal | HandleVal;

/** The text an unresolved part of a value shows: `${name}` (as the shell and template literals write it). */
export function ph(name: string): string {
  return '$' + '{' + name + '}';
}

/** The whole environment as a value: what `JSON.stringify(process.env)` carries. */
export const ENV_ALL: Value = {
  text: ph('process.env'),
  literal: false,
  taints: ['env', 'secret'],
  secret: 'env-all',
};

export const data = (v: Value): DataVal => ({ k: 'data', v });
export const lit = (text: string): DataVal => data(literal(text));
export const num = (n: number): DataVal => ({ k: 'data', v: literal(String(n)), num: n });
export const ref = (name: string): RefVal => ({ k: 'ref', name });
export const opaque = (name: string): DataVal => data(unknown(safeName(name)));

/** A placeholder name safe to show inside `${…}` and to hand to a shell analyzer. */
export function safeName(name: string): string {
  const s = name.replace(/[^\w.]/g, '_').slice(0, 48);
  return s === '' ? 'value' : s;
}

/** An opaque result of `inputs` (a call we do not model): their taints flow, the text is a placeholder. */
export function result(name: string, inputs: readonly JsVal[]): DataVal {
  // Values from outside the file (a parameter, an imported result: module-summary.ts) flow on too.
  const vs = inputs
    .map(toValue)
    .filter((v) => v.taints.some((t) => t !== 'unknown') || v.secret || hasMarker(v));
  const d = derived(`\${${safeName(name)}}`, vs);
  return data({ ...d, taints: d.taints.filter((t) => t !== 'unknown') });
}

export function withTaint(
  v: JsVal,
  taint: Taint,
  extra: { from?: string; secret?: SecretClass } = {},
): DataVal {
  return data(tainted(toValue(v), taint, extra));
}

/** The string a value stands for, as a facts `Value`. Arrays join with `,` as JavaScript does. */
export function toValue(v: JsVal | undefined, depth = 0): Value {
  if (!v) return literal('');
  switch (v.k) {
    case 'data':
      return v.v;
    case 'ref':
      return v.name === 'process.env' ? ENV_ALL : unknown(v.name, []);
    case 'arr': {
      if (depth > 4) return unknown('array', []);
      const parts: Value[] = [];
      for (const [i, item] of v.items.entries()) {
        if (i > 0) parts.push(literal(','));
        parts.push(toValue(item, depth + 1));
        if (parts.length > 4096) break;
      }
      return parts.length ? concat(parts) : literal('');
    }
    case 'obj':
      return jsonValue(v, depth);
    case 'fn':
      return unknown('function', []);
    case 'handle':
      return unknown(v.h.kind, []);
  }
}

/**
 * The JSON text of a value as `JSON.stringify` would write it, known parts verbatim and unknown ones as
 * `${…}` (an object literal of settings written to a file is shown as the settings it holds).
 */
export function jsonValue(v: JsVal | undefined, depth = 0): Value {
  if (!v) return literal('null');
  if (depth > 6) return unknown('value', []);
  if (v.k === 'data') {
    if (v.num !== undefined || !v.v.literal) return v.v;
    return { ...v.v, text: JSON.stringify(v.v.text) };
  }
  if (v.k === 'arr' || v.k === 'obj') {
    const parts: Value[] = [literal(v.k === 'arr' ? '[' : '{')];
    let length = 0;
    const entries: Array<[string | undefined, JsVal]> =
      v.k === 'arr' ? v.items.map((x) => [undefined, x]) : [...v.props.entries()];
    for (const [i, [key, item]] of entries.entries()) {
      if (i > 0) parts.push(literal(','));
      if (key !== undefined) parts.push(literal(`${JSON.stringify(key)}:`));
      const iv = jsonValue(item, depth + 1);
      parts.push(iv);
      length += iv.text.length + (key?.length ?? 0);
      if (length > MAX_VALUE_TEXT) break;
    }
    if (v.k === 'obj' && v.rest) parts.push(literal(entries.length ? ',' : ''), v.rest);
    parts.push(literal(v.k === 'arr' ? ']' : '}'));
    return concat(parts);
  }
  return toValue(v, depth);
}

/** Joins array items with a separator (`[…].join(sep)`), folding constants. */
export function joinItems(items: readonly JsVal[], sep: string): Value {
  const parts: Value[] = [];
  let length = 0;
  for (const [i, item] of items.entries()) {
    if (i > 0 && sep) parts.push(literal(sep));
    const v = toValue(item);
    parts.push(v);
    length += v.text.length + sep.length;
    if (length > MAX_VALUE_TEXT) break;
  }
  return parts.length ? concat(parts) : literal('');
}

/** Property of an object-like value; undefined when it has none that we know. */
export function propOf(v: JsVal | undefined, key: string): JsVal | undefined {
  if (!v) return undefined;
  if (v.k === 'obj') return v.props.get(key);
  return undefined;
}

export function isLiteralString(v: JsVal | undefined): v is DataVal {
  return v?.k === 'data' && v.v.literal;
}

/** Text of a value when it is a statically known string. */
export function staticText(v: JsVal | undefined): string | undefined {
  return v?.k === 'data' && v.v.literal ? v.v.text : undefined;
}

/**
 * Text known in full, though not literal in the source: decoded from a static blob (`atob('ZXZhbA==')`),
 * built from known parts. Used where code names something (a member, a module): `self[atob(…)]` names
 * `eval` as surely as `self['eval']` does.
 */
export function knownText(v: JsVal | undefined): string | undefined {
  if (v?.k !== 'data') return undefined;
  if (v.v.literal) return v.v.text;
  const unknownParts = v.v.taints.includes('unknown') || (v.v.vars?.length ?? 0) > 0 || /\$\{/.test(v.v.text);
  return !unknownParts && v.v.taints.every((t) => t === 'decoded') ? v.v.text : undefined;
}

/** All taints that matter (not `unknown`) of a value. */
export function realTaints(v: Value): Taint[] {
  return v.taints.filter((t) => t !== 'unknown');
}

/** What a function returns, of several `return`s: the most informative (tainted, then known, then unknown). */
export function mergeReturns(rs: readonly JsVal[]): JsVal {
  if (rs.length === 0) return lit('');
  // The most informative return wins: a decisive taint over another taint over a literal over an unknown.
  let best = rs[0]!;
  for (const r of rs) if (rank(r) > rank(best)) best = r;
  return best;
}

/**
 * Taints that decide what a flow is (code from the network, a secret, text from the conversation): a
 * function that returns its cached copy (`readFile(cached)`) or else what it downloads returns the
 * download as far as a caller's sink is concerned, whichever `return` comes first.
 */
const DECISIVE: readonly Taint[] = ['download', 'decoded', 'secret', 'conversation'];

function rank(v: JsVal): number {
  if (v.k === 'fn' || v.k === 'ref' || v.k === 'handle') return 3;
  // An object or list ranks by what it holds: `return ctx` of the variables a loop copied in beats the
  // `return null` of a branch that gives up (a send gated on CI keeps its data).
  if (v.k !== 'data') {
    const held = toValue(v);
    return held.taints.some((t) => DECISIVE.includes(t)) ? 5 : realTaints(held).length ? 4 : 1;
  }
  if (v.v.taints.some((t) => DECISIVE.includes(t))) return 5;
  if (realTaints(v.v).length) return 4;
  return v.v.literal ? 2 : 0;
}

/** An element of a collection we cannot index statically: its taints, as an unknown item. */
export function elementOf(v: JsVal): JsVal {
  if (v.k === 'arr') {
    const best = v.items.find((x) => x.k !== 'data' || x.v.taints.some((t) => t !== 'unknown'));
    return best ?? v.items[0] ?? opaque('item');
  }
  if (v.k === 'ref' && v.name === 'process.env') return data(ENV_ALL);
  if (v.k === 'data') return data({ ...v.v, text: ph('item'), literal: false });
  return opaque('item');
}
