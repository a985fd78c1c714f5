import type { SecretClass, Taint, Value } from '../../facts.js';
import { concat, derived, literal, MAX_VALUE_TEXT, unknown } from '../values.js';

/**
 * Go values as the analyzer sees them. Every value has a string view (`v`, the shared `Value` with
 * taints); some also carry what Go code does with them: the type of an instance the analysis models
 * (`ref`: `os/exec.Cmd`, `net/http.Request`, a struct type of the package), struct fields and map entries,
 * slice elements, the several results of a call, the function it names, the values a loop variable runs
 * through, and the mutable state of an instance (a command's arguments and streams, a file handle's path).
 * Everything is bounded: containers keep at most `MAX_ITEMS` entries, alternatives at most `MAX_ALTS`.
 */

export const MAX_ITEMS = 256;
export const MAX_ALTS = 16;

export interface GV {
  v: Value;
  /** What the value is: a modelled type (`net/http.Client`), a struct type of this package (`token`). */
  ref?: string;
  /**
   * Struct fields and map entries whose names are known. The map is shared by every copy of the value, as a
   * pointer or a map is in Go (`p := &cfg; p.Token = t` changes `cfg`).
   */
  fields?: Map<string, GV>;
  /** Slice and array elements. */
  items?: GV[];
  /** The results of a call returning several (`data, err := os.ReadFile(p)`). */
  tuple?: GV[];
  /** A function of this unit (its key: `name`, `Type.Method`, or a function literal's offset). */
  fn?: string;
  /** A loop variable over a known slice: each value it takes. */
  alts?: GV[];
  /** Mutable facts of an instance, shared by its copies: a command's argv, a request's parts. */
  state?: Record<string, unknown>;
  num?: number;
}

export const str = (text: string): GV => ({ v: literal(text) });

/** A value of unknown text: a parameter, a name from another file, an unmodelled call's result. */
export const unknownGV = (name: string, taints: readonly Taint[] = ['unknown']): GV => ({
  v: unknown(name, taints),
});

/** A value whose text is not known and that carries nothing (a number, a flag, an error). */
export function opaque(name: string): GV {
  return { v: { text: slot(name), literal: false, taints: [] } };
}

/** The text shown for a value that is not known statically: `${name}`. */
export function slot(name: string): string {
  return `\${${name.slice(0, 120)}}`;
}

/** Text known statically. */
export function knownText(g: GV | undefined): string | undefined {
  return g?.v.literal ? g.v.text : undefined;
}

/** The texts a value may take: its alternatives when it has them, else its own text. */
export function textsOf(g: GV): string[] {
  return g.alts ? g.alts.map((a) => a.v.text) : [g.v.text];
}

export function taint(g: GV, t: Taint, extra: { from?: string; secret?: SecretClass } = {}): GV {
  const taints = g.v.taints.includes(t) ? g.v.taints : [...g.v.taints, t];
  const v: Value = { ...g.v, literal: false, taints };
  if (extra.from !== undefined) v.from = extra.from.slice(0, 300);
  if (extra.secret !== undefined) v.secret = extra.secret;
  return { ...g, v };
}

/** A value computed from inputs by a transformation not modelled: their taints flow into it. */
export function derive(text: string, inputs: readonly (GV | undefined)[]): GV {
  const given = inputs.filter((g): g is GV => g !== undefined).map(flat);
  return { v: derived(text, given) };
}

/** String concatenation; alternatives multiply up to `MAX_ALTS`. */
export function concatGV(parts: readonly GV[]): GV {
  if (parts.length === 1) return parts[0]!;
  const out: GV = { v: concat(parts.map((p) => p.v)) };
  if (parts.some((p) => p.alts)) out.alts = combine(parts);
  return out;
}

function combine(parts: readonly GV[]): GV[] {
  let acc: GV[][] = [[]];
  for (const p of parts) {
    const next: GV[][] = [];
    for (const prefix of acc)
      for (const o of p.alts ?? [p]) if (next.length < MAX_ALTS) next.push([...prefix, o]);
    acc = next;
  }
  return acc.map((vs) => ({ v: concat(vs.map((g) => g.v)) }));
}

/** A slice: elements kept for indexing and ranging, the text a bounded rendering. */
export function listGV(items: readonly GV[], ref?: string): GV {
  const kept = items.slice(0, MAX_ITEMS);
  let text = '[';
  for (const [i, it] of kept.entries()) {
    if (text.length > MAX_VALUE_TEXT) break;
    text += (i ? ' ' : '') + it.v.text;
  }
  const out = derive(`${text}]`, kept);
  if (kept.every((i) => i.v.literal)) out.v = { ...out.v, literal: true, taints: [] };
  return { ...out, items: kept, ...(ref ? { ref } : {}) };
}

/** A struct or map literal: its known fields, and the values put under keys not known statically. */
export function structGV(ref: string | undefined, fields: Array<[string, GV]>, rest: readonly GV[] = []): GV {
  const map = new Map<string, GV>();
  for (const [k, g] of fields.slice(0, MAX_ITEMS)) map.set(k, g);
  const out = derive(`${ref ?? 'map'}{…}`, [...map.values(), ...rest]);
  return { ...out, fields: map, ...(ref ? { ref } : {}) };
}

/** Several possible values (branches, returns) as one: taints joined, the first one's shape kept. */
export function merge(values: readonly GV[]): GV {
  if (values.length === 0) return opaque('nil');
  if (values.length === 1) return values[0]!;
  const first = values[0]!;
  if (values.every((g) => g.v.literal && g.v.text === first.v.text)) return first;
  const out: GV = { ...first, v: derived(first.v.text, values.map(flat)) };
  const n = first.tuple?.length;
  if (n !== undefined && values.every((g) => g.tuple?.length === n))
    out.tuple = first.tuple!.map((_, i) => merge(values.map((g) => g.tuple![i]!)));
  return out;
}

/** An object that now also holds what was put into it: the same instance, its taints joined with theirs. */
export function holding(obj: GV, added: readonly GV[]): GV {
  const v = derived(obj.v.text, [obj.v, ...added.map(flat)]);
  return { ...obj, v: obj.v.literal && added.every((a) => a.v.literal) ? obj.v : v };
}

/**
 * Everything a value holds, as one string view: its own taints and those of its fields, elements and
 * results, followed a few levels deep (what `json.Marshal` or a request body carries).
 */
export function flat(g: GV): Value {
  const parts: Value[] = [];
  const seen = new Set<GV>();
  const visit = (x: GV, depth: number) => {
    if (seen.has(x) || seen.size > 256) return;
    seen.add(x);
    parts.push(x.v);
    if (depth >= 4) return;
    for (const f of x.fields?.values() ?? []) visit(f, depth + 1);
    for (const i of (x.items ?? []).slice(0, 64)) visit(i, depth + 1);
    for (const t of x.tuple ?? []) visit(t, depth + 1);
    for (const a of x.alts ?? []) visit(a, depth + 1);
  };
  visit(g, 0);
  if (parts.length === 1) return g.v;
  const c = concat(parts);
  return { ...c, text: g.v.text, literal: g.v.literal && c.literal };
}

/** The value of a `Value` built elsewhere (a token a CLI prints). */
export const fromValue = (v: Value): GV => ({ v });

export const isTainted = (g: GV | undefined, t: Taint): boolean => g?.v.taints.includes(t) === true;

/** A table entry by name, never an inherited property. */
export function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
