import type { DecodeScheme, SecretClass, Taint, Value } from '../../facts.js';
import { concat, derived, literal, MAX_VALUE_TEXT, unknown } from '../values.js';

/**
 * Python values as the analyzer sees them. Every value has a string view (`v`, the shared `Value` with
 * taints); some also carry what Python code does with them: the qualified name of a module, function or
 * instance (`ref`: `os.system`, `requests.Session()`), list items, dict entries, a number, the local
 * function it names, or the alternatives a loop variable runs through. Everything is bounded: lists and
 * dicts keep at most `MAX_ITEMS` entries, alternatives at most `MAX_ALTS`.
 */

export const MAX_ITEMS = 4_096;
export const MAX_ALTS = 16;

export interface PV {
  v: Value;
  /** Qualified name: a module (`os`), a function (`subprocess.run`), an instance (`socket.socket()`). */
  ref?: string;
  /** List, tuple or set elements (bounded). */
  items?: PV[];
  /** Dict entries with statically known keys (bounded). */
  entries?: Map<string, PV>;
  num?: number;
  /** A function or class defined in the analysed file. */
  fn?: string;
  /** A loop variable over a known list: each value it takes (paths, hosts). */
  alts?: PV[];
  /** This value is the output of a decoder (chr() codes, XOR), named for the decode behaviour. */
  scheme?: DecodeScheme;
  /** Credential parts split off a URL or parameter dict (`?api_key={KEY}`): kept apart from data. */
  cred?: Value;
  /** Mutable facts about an instance: a socket's endpoint, a file handle's path and mode. */
  state?: Record<string, unknown>;
  /** The whole static text when it is longer than `Value.text` keeps, or decoded bytes (latin1). */
  raw?: string;
  /** The content of a configuration file the script ships, as JSON text (python/config-values.ts). */
  config?: string;
}

/** Longest static text kept for decoders and embedded code (payloads are often long). */
export const MAX_RAW = 64 * 1024;

/** The full static text of a value: `raw` when kept, else its known text. */
export function fullText(p: PV | undefined): string | undefined {
  if (!p) return undefined;
  return p.raw ?? knownText(p);
}

export const str = (text: string): PV => ({ v: literal(text) });
export const num = (n: number): PV => ({ v: literal(String(n)), num: n });
/** A module, function or class by qualified name: its text is `${name}` (not static, no taint). */
export const ref = (name: string, v?: Value): PV => ({ v: v ?? opaque(name), ref: name });

export function opaque(name: string): Value {
  return { text: `\${${name.slice(0, 120)}}`, literal: false, taints: [] };
}
export const unknownPV = (name: string, taints: readonly Taint[] = ['unknown']): PV => ({
  v: unknown(name, taints),
});

/** Text known statically: a literal, or decoded text that no unknown part flowed into. */
export function knownText(p: PV | undefined): string | undefined {
  if (!p) return undefined;
  const v = p.v;
  if (v.literal) return v.text;
  // Decoder output computed from static input is known; anything else derived is not.
  if (v.vars?.length || v.taints.length === 0 || v.taints.some((t) => t !== 'decoded')) return undefined;
  return v.text;
}

/** The texts a value may take: its alternatives when it has them, else its own text. */
export function textsOf(p: PV): string[] {
  return p.alts ? p.alts.map((a) => a.v.text) : [p.v.text];
}

/** Adds a taint (and optionally a secret class and origin) to a value, keeping what it refers to. */
export function taint(p: PV, t: Taint, extra: { from?: string; secret?: SecretClass } = {}): PV {
  const taints = p.v.taints.includes(t) ? p.v.taints : [...p.v.taints, t];
  const v: Value = { ...p.v, literal: false, taints };
  if (extra.from !== undefined) v.from = extra.from.slice(0, 300);
  if (extra.secret !== undefined) v.secret = extra.secret;
  return { ...p, v };
}

/** A value derived from inputs by a transformation we do not model: taints and credentials flow. */
export function derive(text: string, inputs: readonly (PV | undefined)[]): PV {
  const given = inputs.filter((p): p is PV => p !== undefined);
  const out: PV = {
    v: derived(
      text,
      given.map((p) => p.v),
    ),
  };
  const cred = mergeCred(given);
  if (cred) out.cred = cred;
  return out;
}

function mergeCred(parts: readonly PV[]): Value | undefined {
  const creds = parts.flatMap((p) => (p.cred ? [p.cred] : []));
  return creds.length ? concat(creds) : undefined;
}

/**
 * String concatenation. Alternatives multiply (a loop over paths joined to a home folder) up to
 * `MAX_ALTS`; the scalar view joins the first alternative of each part so text stays readable.
 */
export function concatPV(parts: readonly PV[]): PV {
  if (parts.length === 1) return parts[0]!;
  const out: PV = { v: concat(parts.map((p) => p.v)) };
  const cred = mergeCred(parts);
  if (cred) out.cred = cred;
  if (parts.some((p) => p.raw !== undefined)) {
    const texts = parts.map(fullText);
    if (texts.every((t) => t !== undefined)) out.raw = texts.join('').slice(0, MAX_RAW);
  }
  if (parts.some((p) => p.alts)) out.alts = combine(parts, (vs) => ({ v: concat(vs.map((p) => p.v)) }));
  return out;
}

/** Cross product of the parts' alternatives, each combination folded by `join`, at most MAX_ALTS. */
export function combine(parts: readonly PV[], join: (vs: PV[]) => PV): PV[] {
  let acc: PV[][] = [[]];
  for (const p of parts) {
    const options = p.alts ?? [p];
    const next: PV[][] = [];
    for (const prefix of acc) {
      for (const o of options) {
        if (next.length >= MAX_ALTS) break;
        next.push([...prefix, o]);
      }
    }
    acc = next;
  }
  return acc.map(join);
}

/** A list or tuple value: items kept for indexing and iteration, the text is a bounded rendering. */
export function listPV(items: PV[], open = '[', close = ']'): PV {
  const kept = items.slice(0, MAX_ITEMS);
  let text = open;
  for (const [i, it] of kept.entries()) {
    if (text.length > MAX_VALUE_TEXT) break;
    text += (i ? ', ' : '') + it.v.text;
  }
  const out = derive(text + close, kept);
  out.items = kept;
  if (kept.every((i) => i.v.literal)) out.v = { ...out.v, literal: true, taints: [] };
  return out;
}

/** A dict value with the entries whose keys are known statically. */
/** Prefix of a dict key known only at run time (a registry's `REG[name] = fn`): never a real key. */
export const UNKEYED = '\u0001';

export function dictPV(entries: Array<[string | undefined, PV]>, rest: readonly PV[] = []): PV {
  const map = new Map<string, PV>();
  let text = '{';
  for (const [k, val] of entries.slice(0, MAX_ITEMS)) {
    if (k !== undefined) map.set(k, val);
    const shown = k === undefined || k.startsWith(UNKEYED) ? '…' : k;
    if (text.length < MAX_VALUE_TEXT) text += `${text.length > 1 ? ', ' : ''}${shown}: ${val.v.text}`;
  }
  const out = derive(`${text}}`, [...entries.map((e) => e[1]), ...rest]);
  const lit = rest.length === 0 && entries.every(([k, val]) => k !== undefined && val.v.literal);
  if (lit) out.v = { ...out.v, literal: true, taints: [] };
  out.entries = map;
  return out;
}

/** Merges several possible values (branches, multiple returns) into one: taints union, first text. */
export function merge(values: readonly PV[]): PV {
  if (values.length === 0) return unknownPV('None', []);
  if (values.length === 1) return values[0]!;
  const first = values[0]!;
  const out = derive(first.v.text, values);
  if (first.ref && values.every((x) => x.ref === first.ref)) out.ref = first.ref;
  if (values.every((x) => x.v.literal && x.v.text === first.v.text)) return first;
  // Tuples of one shape (`return url, headers` on every path) stay tuples, merged position by position,
  // so `url, headers = config()` keeps the secret in `headers` and out of `url`.
  const n = first.items?.length;
  if (n !== undefined && n <= 16 && values.every((x) => x.items?.length === n))
    out.items = first.items!.map((_, i) => merge(values.map((x) => x.items![i]!)));
  return out;
}

/**
 * An object that now also holds what was put into it (a parser that read a file, an archive a file was added
 * to, the in-memory file it is written to): the same object (ref, state), its taints joined with theirs.
 */
export function holding(obj: PV, added: readonly PV[]): PV {
  return { ...obj, ...derive(obj.v.text, [obj, ...added]) };
}

/** A table entry by name, never an inherited property (`constructor`, `__proto__` are Python names too). */
export function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export const isTainted = (p: PV | undefined, t: Taint): boolean => p?.v.taints.includes(t) === true;

/** The text shown for a value that is not known statically: `${name}`. */
export function slot(name: string): string {
  return `\${${name}}`;
}
