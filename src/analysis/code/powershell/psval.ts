import type { Node } from 'web-tree-sitter';
import type { Endpoint, Taint, Value } from '../../facts.js';
import { isHttpUrl } from '../../hosts.js';
import { concat, derived, literal, MAX_VALUE_TEXT, tainted, unknown } from '../values.js';

/**
 * Abstract PowerShell values. Strings and numbers are facts `Value`s; the rest are what a behaviour
 * needs: arrays (`-join`, char-code lists), hashtables (splatted parameters), .NET types and objects
 * (`[Convert]`, a `Net.WebClient`, a `TcpClient` and its stream), script blocks and functions.
 */

export interface PsData {
  k: 'data';
  v: Value;
  /** Decoded bytes (`[Convert]::FromBase64String`) for a later `GetString` or decompressor. */
  bytes?: Uint8Array;
  num?: number;
  /** A character made from a number (`[char]105`): joining such characters is a char-code decoding. */
  char?: boolean;
  /**
   * Base64 the script made of text (`[Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($cmd))`):
   * that text, and whether its bytes were UTF-16LE — what `-EncodedCommand` decodes it back to.
   */
  encodes?: { text: Value; utf16: boolean };
}

export interface PsArr {
  k: 'arr';
  items: PsVal[];
}

export interface PsHash {
  k: 'hash';
  /** Keys lower-cased (PowerShell hashtables are case-insensitive). */
  props: Map<string, PsVal>;
}

/** A .NET type named in code (`[System.Convert]`), lower-cased without `System.`. */
export interface PsType {
  k: 'type';
  name: string;
}

/** A .NET object: a web client, a socket and its stream, an encoding, a reader. */
export interface PsObj {
  k: 'obj';
  cls: string;
  endpoint?: Endpoint;
  url?: Value;
  /** The bytes or text the object wraps (a MemoryStream, a StreamReader over a decoded stream). */
  inner?: PsData;
  at?: [number, number];
  sent?: boolean;
}

export interface PsBlock {
  k: 'block';
  node: Node;
}

export type PsVal = PsData | PsArr | PsHash | PsType | PsObj | PsBlock;

export const data = (v: Value): PsData => ({ k: 'data', v });
export const lit = (text: string): PsData => data(literal(text));
export const num = (n: number): PsData => ({ k: 'data', v: literal(String(n)), num: n });
export const obj = (cls: string, extra: Partial<PsObj> = {}): PsObj => ({ k: 'obj', cls, ...extra });

/** `${name}`: an unresolved part (written as PowerShell's braced variable syntax). */
export function ph(name: string): string {
  return '$' + '{' + name.replace(/[^\w.:-]/g, '_').slice(0, 48) + '}';
}

export const opaque = (name: string): PsData =>
  data(unknown(name.replace(/[^\w.:-]/g, '_').slice(0, 48) || 'value'));

/** A value derived from inputs we do not model: real taints flow, the text is a placeholder. */
export function result(name: string, inputs: readonly PsVal[]): PsData {
  const vs = inputs.map(toValue).filter((v) => realTaints(v).length || v.secret);
  const d = derived(ph(name), vs);
  return data({ ...d, taints: d.taints.filter((t) => t !== 'unknown') });
}

export function withTaint(v: PsVal, t: Taint, extra: Parameters<typeof tainted>[2] = {}): PsData {
  return data(tainted(toValue(v), t, extra));
}

export function realTaints(v: Value): Taint[] {
  return v.taints.filter((t) => t !== 'unknown');
}

/** The string a value stands for. Arrays join with spaces, as PowerShell's `"$array"` does. */
export function toValue(v: PsVal | undefined, depth = 0): Value {
  if (!v) return literal('');
  switch (v.k) {
    case 'data':
      return v.v;
    case 'arr': {
      if (depth > 4) return unknown('array', []);
      return joinItems(v.items, ' ', depth);
    }
    case 'hash': {
      const parts: Value[] = [];
      for (const [k, p] of v.props) {
        parts.push(literal(`${k}=`), toValue(p, depth + 1), literal(';'));
        if (parts.length > 256) break;
      }
      return parts.length ? concat([literal('@{'), ...parts, literal('}')]) : literal('@{}');
    }
    case 'type':
      return literal(`[${v.name}]`);
    case 'obj':
      return v.inner ? v.inner.v : unknown(v.cls, []);
    case 'block':
      return literal(v.node.text.slice(1, -1).slice(0, MAX_VALUE_TEXT));
  }
}

export function joinItems(items: readonly PsVal[], sep: string, depth = 0): Value {
  const parts: Value[] = [];
  let length = 0;
  for (const [i, it] of items.entries()) {
    if (i > 0 && sep) parts.push(literal(sep));
    const v = toValue(it, depth + 1);
    parts.push(v);
    length += v.text.length + sep.length;
    if (length > MAX_VALUE_TEXT) break;
  }
  return parts.length ? concat(parts) : literal('');
}

export function staticText(v: PsVal | undefined): string | undefined {
  return v?.k === 'data' && v.v.literal ? v.v.text : undefined;
}

/** The items of a value used as a list (a scalar is a list of one). */
export function itemsOf(v: PsVal | undefined): PsVal[] {
  if (!v) return [];
  return v.k === 'arr' ? v.items : [v];
}

/** `a + b` on PowerShell values: numbers add, arrays concatenate, everything else joins as text. */
export function plusValues(a: PsVal, b: PsVal): PsVal {
  if (a.k === 'data' && b.k === 'data' && a.num !== undefined && b.num !== undefined) {
    const n = a.num + b.num;
    return { k: 'data', v: { text: String(n), literal: true, taints: [] }, num: n };
  }
  if (a.k === 'arr') return { k: 'arr', items: [...a.items, ...itemsOf(b)].slice(0, 4096) };
  return data(concat([toValue(a), toValue(b)]));
}

/**
 * `a ?? b`: `b` when `a` is null. An environment variable with a URL shipped as its default
 * (`$env:BROKER_URL ?? 'http://…'`) goes to the default unless the user sets it, so its text is the URL
 * (the env taint stays); otherwise the side that tells more.
 */
export function coalesce(a: PsVal, b: PsVal): PsVal {
  if (a.k !== 'data') return a;
  if (!a.v.literal && a.v.taints.includes('env') && !a.v.secret && b.k === 'data' && b.v.literal) {
    return isHttpUrl(b.v.text) ? data({ ...a.v, text: b.v.text.trim() }) : a;
  }
  if ((a.v.literal && a.v.text !== '') || realTaints(a.v).length) return a;
  if (b.k !== 'data') return b;
  return b.v.literal || realTaints(b.v).length ? b : a;
}
