import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import { SHELL_LIMITS, type ShellArray, type ShellState } from './state.js';

/**
 * Arrays and name references, which scripts use to keep a command's words apart from the line that runs
 * them: `cmd=(curl -fsSL "$u"); "${cmd[@]}" | bash`, `args+=(-o "$f")`, `${tools[1]}`, an associative
 * array of downloaders picked by a key read from a config (`ref="fetchers[$mode]"; ${!ref} "$url"`),
 * `declare -n r=cmd`. Elements are kept by index or key (state.ts `arrays`); `vars` keeps them joined by
 * blanks too, as the analyzer read arrays before. An element picked by an index not known here is each
 * element in turn: the command is analysed once per element (`eachChoice`), at most `maxLoopItems` times.
 *
 * The expansion callbacks come from words.ts, which imports this module through params.ts.
 */

type Expand = (st: ShellState, node: Node) => Value;
type ExpandFields = (st: ShellState, node: Node) => Value[];

const MAX_ELEMENTS = 256;
const NAME = /^[A-Za-z_]\w{0,63}$/;

/** `declare -n ref=NAME`: the variable `name` stands for, after at most a few references. */
export function resolveRef(st: ShellState, name: string): string {
  let out = name;
  for (let i = 0; i < 8 && st.namerefs.size > 0; i++) {
    const next = st.namerefs.get(out);
    if (next === undefined || next === name) break;
    out = next;
  }
  return out;
}

/** The elements of an array literal `(a "b c" [key]=v)`; unquoted words split into several, as in bash. */
export function arrayLiteral(st: ShellState, node: Node, value: Expand, fields: ExpandFields): ShellArray {
  const out: ShellArray = new Map();
  let next = 0;
  for (const c of node.namedChildren) {
    if (!c || out.size >= MAX_ELEMENTS) break;
    const keyed = keyedElement(st, c, value);
    if (keyed) {
      out.set(keyed[0], keyed[1]);
      if (/^\d{1,6}$/.test(keyed[0])) next = Number(keyed[0]) + 1;
      continue;
    }
    for (const f of fields(st, c)) if (out.size < MAX_ELEMENTS) out.set(String(next++), f);
  }
  return out;
}

/** `[key]=value` inside an array literal (the grammar reads it as a concatenation starting with `[`). */
function keyedElement(st: ShellState, node: Node, value: Expand): [string, Value] | undefined {
  if (node.type !== 'concatenation') return undefined;
  const raw = st.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 300));
  const m = /^\[([^\]\n]{1,200})\]=/.exec(raw);
  if (!m) return undefined;
  const keyEnd = node.startIndex + 1 + m[1]!.length;
  const valueAt = node.startIndex + m[0].length;
  const keyParts: Value[] = [];
  const parts: Value[] = [];
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (c.startIndex >= valueAt) parts.push(value(st, c));
    else if (c.endIndex > valueAt) parts.push(literal(st.slice(valueAt, c.endIndex)));
    else if (c.startIndex > node.startIndex && c.endIndex <= keyEnd) keyParts.push(value(st, c));
  }
  const key = keyParts.length ? concat(keyParts).text : m[1]!;
  return [key, parts.length ? concat(parts) : literal('')];
}

/** The elements joined by blanks: the array's value as a plain variable (`$arr`, `${arr[*]}`). */
export function joinArray(arr: ShellArray): Value {
  const parts: Value[] = [];
  for (const v of arr.values()) {
    if (parts.length) parts.push(literal(' '));
    parts.push(v);
  }
  return parts.length ? concat(parts) : literal('');
}

/** Stores an array assignment (`a=(…)`, `a+=(…)`) and returns the joined value for `vars`. */
export function assignArray(st: ShellState, name: string, arr: ShellArray, append: boolean): Value {
  const prev = append ? st.arrays.get(name) : undefined;
  let merged = arr;
  if (prev) {
    merged = new Map(prev);
    let next = nextIndex(prev);
    for (const [k, v] of arr) {
      if (merged.size >= MAX_ELEMENTS) break;
      // Appended plain elements go after the last index; keyed ones replace theirs.
      if (/^\d{1,6}$/.test(k)) merged.set(String(next++), v);
      else merged.set(k, v);
    }
  }
  if (st.arrays.size < SHELL_LIMITS.maxVars || st.arrays.has(name)) st.arrays.set(name, merged);
  return joinArray(merged);
}

/** `a[k]=v`: one element set; returns the joined value for `vars`. */
export function assignElement(st: ShellState, name: string, key: string, v: Value): Value {
  const arr = new Map(st.arrays.get(name) ?? []);
  if (arr.size < MAX_ELEMENTS || arr.has(key)) arr.set(key, v);
  if (st.arrays.size < SHELL_LIMITS.maxVars || st.arrays.has(name)) st.arrays.set(name, arr);
  return joinArray(arr);
}

function nextIndex(arr: ShellArray): number {
  let max = -1;
  for (const k of arr.keys()) if (/^\d{1,6}$/.test(k)) max = Math.max(max, Number(k));
  return max + 1;
}

/** Every element of a known array, in order (`"${arr[@]}"`), or undefined when `name` is not one. */
export function arrayElements(st: ShellState, name: string): Value[] | undefined {
  const arr = st.arrays.get(resolveRef(st, name));
  return arr ? [...arr.values()].slice(0, SHELL_LIMITS.maxFields) : undefined;
}

/**
 * `${name[index]}`: the element, when the index is known; each element in turn when it is not
 * (`pickElement`). Undefined when `name` is not a known array or the index is `@`/`*` (the caller's
 * joined value).
 */
export function elementValue(st: ShellState, name: string, index: Node, value: Expand): Value | undefined {
  const arr = st.arrays.get(resolveRef(st, name));
  if (!arr) return undefined;
  const raw = st.slice(index.startIndex, index.endIndex);
  if (raw === '@' || raw === '*') return undefined;
  let key = value(st, index);
  // An indexed array's subscript is arithmetic: a bare name is that variable's number.
  if (key.literal && NAME.test(key.text) && !arr.has(key.text)) {
    const n = st.vars.get(key.text);
    if (n?.literal && /^-?\d{1,6}$/.test(n.text)) key = n;
  }
  return key.literal ? elementAt(arr, key.text) : pickElement(st, arr);
}

function elementAt(arr: ShellArray, key: string): Value {
  const found = arr.get(key);
  if (found) return found;
  // `${a[-1]}`: counted from the end of an indexed array.
  if (/^-\d{1,6}$/.test(key)) {
    const values = [...arr.values()];
    return values[values.length + Number(key)] ?? literal('');
  }
  return literal('');
}

/**
 * `${!ref}` where `ref` holds `NAME[KEY]` (an element named by text built at run time): that element,
 * or each element in turn when the key is not known. Undefined when `ref` does not name an element.
 */
export function indirectElement(st: ShellState, ref: Value): Value | undefined {
  const m = /^([A-Za-z_]\w{0,63})\[/.exec(ref.text);
  if (!m || !ref.text.endsWith(']')) return undefined;
  const arr = st.arrays.get(resolveRef(st, m[1]!));
  if (!arr) return undefined;
  const key = ref.text.slice(m[0].length, -1);
  return ref.literal ? elementAt(arr, key) : pickElement(st, arr);
}

/** `${!arr[@]}`: the keys, joined by blanks. */
export function arrayKeys(st: ShellState, name: string): Value | undefined {
  const arr = st.arrays.get(resolveRef(st, name));
  return arr ? literal([...arr.keys()].join(' ')) : undefined;
}

/**
 * An element whose index is not known here. While a command's words are expanded (`eachChoice`) it is
 * the element the current pass takes, and the command is run once per element; elsewhere (an
 * assignment) it is the first element.
 */
function pickElement(st: ShellState, arr: ShellArray): Value {
  const values = [...arr.values()];
  if (values.length === 0) return literal('');
  const c = st.choice;
  if (!c) return values[0]!;
  c.width = Math.max(c.width, Math.min(values.length, SHELL_LIMITS.maxLoopItems));
  return values[c.index % values.length]!;
}

/**
 * Runs a command once, or once per element when one of its words picked an array element by an index
 * not known here; what it prints is what every pass printed. Nested commands have their own passes.
 */
export function eachChoice(st: ShellState, run: () => Value | undefined): Value | undefined {
  const saved = st.choice;
  const choice = { index: 0, width: 1 };
  st.choice = choice;
  try {
    const outs: Value[] = [];
    for (; choice.index < choice.width; choice.index++) {
      const out = run();
      if (out) outs.push(out);
    }
    return outs.length ? concat(outs) : undefined;
  } finally {
    st.choice = saved;
  }
}
