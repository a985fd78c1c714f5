import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import { splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * Ruby blocks that walk a literal collection — `paths.each do |p|`, `sources.each_with_object({}) do
 * |(name, path), acc|`, `%w[a b].map { |f| … }`, `h.each_value { |v| … }` — with the block parameter bound to
 * the items it takes, so a `File.read(p)` in the block reads each path the items spell (a hash of
 * credential paths walked by an iterator is as much a read of them as the paths written one by one).
 */

const MAX_ITEMS = 16;

/** The items of a literal array (`[a, b]`, `%w[a b]`) or hash (`{ k => v, k: v }`, as `k => v` pairs). */
export function rubyCollection(rhs: string): string[] | undefined {
  const e = rhs.trim();
  const words = /^%[wi]([[({])([^\])}]{0,2000})[\])}]$/.exec(e);
  if (words)
    return words[2]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_ITEMS)
      .map((w) => `'${w}'`);
  const m = /^\[([\s\S]{0,4000})\]$/.exec(e) ?? /^\{([\s\S]{0,4000})\}$/.exec(e);
  if (!m) return undefined;
  const items = splitTop(m[1]!)
    .map((i) => i.trim())
    .filter(Boolean);
  // A hash's entries all pair a key with a value; an array's none do (a block `{ |x| … }` is neither).
  const pairs = items.filter((i) => PAIR.test(i)).length;
  if (items.length === 0 || (e.startsWith('{') && pairs !== items.length) || (e.startsWith('[') && pairs > 0))
    return undefined;
  return items.slice(0, MAX_ITEMS);
}

/** `"key" => value`, `key: value`, `:key => value`: group 1 the value. */
const PAIR = /^(?:["'][^"'\n]{0,200}["']|:?[A-Za-z_]\w{0,63})\s*(?:=>|:(?!:))\s*([\s\S]+)$/;

/** Iterators whose block gets the items (first parameter, or a hash's key and value). */
const WALK =
  /^(?:@{0,2}[A-Za-z_]\w{0,63}\s*=\s*)?(@{0,2}[A-Za-z_]\w{0,63}|%[wi][[(][^\])\n]{0,300}[\])]|\[[^\]\n]{0,300}\])(\.values)?\.(each|each_with_object|each_with_index|each_pair|each_value|map|flat_map|collect|filter_map|select|reject|find|sum|to_h|inject|reduce)\b[^|\n]{0,200}?(?:\bdo|\{)\s*\|([^|\n]{1,200})\|/;

/** At a block over a known literal collection, binds its item parameter to the items. */
export function rubyWalks(st: ScriptState): void {
  const m = WALK.exec(st.stmt.text);
  if (!m) return;
  const items = st.collections.get(m[1]!) ?? rubyCollection(m[1]!);
  if (!items) return;
  const hash = items.every((i) => PAIR.test(i));
  const values = hash ? items.map((i) => PAIR.exec(i)![1]!.trim()) : items;
  const group = /^\(\s*([A-Za-z_]\w{0,63})\s*,\s*([A-Za-z_]\w{0,63})\s*\)/.exec(m[4]!.trim());
  const params = m[4]!.split(',').map((p) => p.trim());
  // A hash's pair comes as `(k, v)` in front of an accumulator, or as `|k, v|` to each/map; one value
  // parameter to each_value or after `.values`; an array's item is always first.
  const takesPair = hash && !m[2] && m[3] !== 'each_value';
  const name = group
    ? group[2]!
    : takesPair && params.length > 1 && !/^(?:each_with_object|each_with_index|inject|reduce)$/.test(m[3]!)
      ? params[1]!
      : params[0]!;
  if (
    !/^[A-Za-z_]\w{0,63}$/.test(name) ||
    (takesPair && !group && params.length < 2 && m[3] !== 'each_value')
  )
    return;
  if (st.walked.size < 64) st.walked.set(name, values);
}

/** A file read of `pathExpr`: one read of each item when it is a block parameter over a literal collection. */
export function readEach(st: ScriptState, pathExpr: string, start: number, end: number): Value {
  const items = st.walked.get(pathExpr.trim());
  if (items) return concat(items.slice(0, 8).map((p) => st.readFile(p, start, end)));
  if (st.walked.size === 0) return st.readFile(pathExpr, start, end);
  // A path built from a block parameter (`File.join(Dir.home, ".ssh", name)`): one read of each path
  // the items spell in its place.
  const path = st.text(pathExpr);
  for (const [param, values] of upTo(st.walked, 8)) {
    const slot = `\${${param}}`;
    if (!path.text.includes(slot)) continue;
    const spelt = values
      .slice(0, 8)
      .map((v) => st.text(v))
      .filter((v) => v.literal);
    if (spelt.length === 0) continue;
    return concat(spelt.map((v) => st.readPath(literal(path.text.replace(slot, v.text)), start, end)));
  }
  return st.readPath(path, start, end);
}

/** `name = [ … ]` / `{ … }`: a literal collection kept for the blocks that walk it. */
export function rubyCollectionAssigned(st: ScriptState, name: string, rhs: string): void {
  const items = rubyCollection(rhs);
  if (items && st.collections.size < 64) st.collections.set(name, items);
}

/**
 * `found[key] = File.read(p)`, `found << x`: the collection accumulates what is stored in it (read by whoever
 * later sends `found`). Returns whether the statement was one.
 */
export function storedInto(st: ScriptState): boolean {
  const s = st.stmt.text;
  // Also as the body of a one-line block (`names.each { |n| got[n] = File.read(n) }`).
  const m =
    /^(?:[^|\n{]{0,300}(?:\{|\bdo)\s*\|[^|\n]{0,200}\|\s*)?(@{0,2}[A-Za-z_]\w{0,63})(?:\[[^\]\n]{1,200}\]\s*(?:\|\||\+)?=(?!=)|\s*<<(?!<))\s*/.exec(
      s,
    );
  if (!m) return false;
  const v = st.valueIn(m[0].length, s.length);
  const prev = st.env.get(m[1]!);
  if (!v.literal && st.env.size < 1024) st.env.set(m[1]!, prev ? concat([prev, v]) : v);
  return true;
}
