import type { Node } from 'web-tree-sitter';
import { secretOf } from '../../paths.js';
import type { Ctx } from './context.js';
import { elementOf, type JsVal, type ObjVal, opaque, ph } from './jsval.js';
import { member } from './members.js';

/**
 * Binding names: declarations and parameters with destructuring (`const { exec: run } =
 * require('child_process')`, `const [cmd] = parts`, defaults), classes as objects of their methods, and
 * `for … in/of` loop variables.
 */

/**
 * Binds `pattern` to `v`. `declare` makes new bindings in the current frame (else assigns); `missing`
 * says no value was given, so a default (`x = 'curl …'`) applies.
 */
export function bindPattern(ix: Ctx, pattern: Node, v: JsVal, declare: boolean, missing = false): void {
  ix.tick();
  ix.deeper(undefined, () => bindInner(ix, pattern, v, declare, missing));
}

function bindInner(ix: Ctx, pattern: Node, v: JsVal, declare: boolean, missing: boolean): void {
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      if (declare) ix.declare(pattern.text, v, pattern);
      else ix.assign(pattern.text, v);
      return;
    case 'required_parameter':
    case 'optional_parameter': {
      const inner = pattern.childForFieldName('pattern');
      const dflt = pattern.childForFieldName('value');
      const value = missing && dflt ? ix.eval(dflt) : v;
      if (inner) bindPattern(ix, inner, value, declare, missing && !dflt);
      return;
    }
    case 'assignment_pattern':
    case 'object_assignment_pattern': {
      const left = pattern.childForFieldName('left');
      const right = pattern.childForFieldName('right');
      const useDefault = right && (missing || (v.k === 'data' && !v.v.literal && v.v.taints.length === 1));
      const value = useDefault ? ix.eval(right) : v;
      if (left) bindPattern(ix, left, value, declare);
      return;
    }
    case 'object_pattern':
      for (const p of pattern.namedChildren) {
        if (p.type === 'shorthand_property_identifier_pattern')
          bindPattern(ix, p, member(ix, v, p.text, p), declare);
        else if (p.type === 'pair_pattern') {
          const key = p.childForFieldName('key');
          const value = p.childForFieldName('value');
          if (key && value) bindPattern(ix, value, member(ix, v, keyName(ix, key), key), declare);
        } else if (p.type === 'object_assignment_pattern') {
          const left = p.childForFieldName('left');
          const got = left ? member(ix, v, left.text, left) : v;
          bindPattern(ix, p, got, declare, got.k === 'data' && !got.v.literal && got.v.taints.length <= 1);
        } else if (p.type === 'rest_pattern') {
          const inner = p.namedChild(0);
          if (inner) bindPattern(ix, inner, v, declare);
        }
      }
      return;
    case 'array_pattern': {
      let i = 0;
      for (const p of pattern.namedChildren) {
        if (p.type === 'rest_pattern') {
          const inner = p.namedChild(0);
          if (inner)
            bindPattern(ix, inner, v.k === 'arr' ? { k: 'arr', items: v.items.slice(i) } : v, declare);
          break;
        }
        const item = v.k === 'arr' ? (v.items[i] ?? opaque('item')) : elementOf(v);
        bindPattern(ix, p, item, declare);
        i++;
      }
      return;
    }
    case 'rest_pattern': {
      const inner = pattern.namedChild(0);
      if (inner) bindPattern(ix, inner, v, declare);
      return;
    }
    case 'member_expression':
    case 'subscript_expression':
      // `obj.prop = v` through a destructuring assignment: evaluated for its side effects only.
      ix.eval(pattern);
      return;
    default:
      return;
  }
}

function keyName(ix: Ctx, key: Node): string {
  if (key.type === 'computed_property_name') {
    const inner = key.namedChild(0);
    const v = inner ? ix.eval(inner) : undefined;
    return v?.k === 'data' && v.v.literal ? v.v.text : ph('computed');
  }
  if (key.type === 'string') return key.text.slice(1, -1);
  return key.text;
}

/** A class as an object of its methods (so `new A().run('…')` inlines `run`). */
export function classValue(ix: Ctx, node: Node): ObjVal {
  const props = new Map<string, JsVal>();
  const body = node.childForFieldName('body');
  for (const m of body?.namedChildren ?? []) {
    if (m.type === 'method_definition') {
      const name = m.childForFieldName('name');
      if (name) props.set(name.text.replace(/^#/, ''), ix.makeFn(m));
    } else if (m.type === 'public_field_definition' || m.type === 'field_definition') {
      const name = m.childForFieldName('name') ?? m.childForFieldName('property');
      const value = m.childForFieldName('value');
      if (name && value) props.set(name.text, ix.eval(value));
    } else if (m.type === 'class_static_block') {
      const b = m.childForFieldName('body');
      if (b) ix.block(b);
    }
  }
  const heritage = node.namedChildren.find((c) => c.type === 'class_heritage');
  if (heritage) ix.eval(heritage);
  return { k: 'obj', props };
}

/** `for (const x in/of obj) body`: `x` is an element (or key) of `obj`. */
export function forInOf(ix: Ctx, node: Node): void {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const body = node.childForFieldName('body');
  // Iterating `process.env` is not yet reading it out: the loop variable carries the whole environment,
  // and a sink that sends or writes it reports the read.
  const coll = right ? ix.eval(right) : opaque('collection');
  const rows = node.childForFieldName('operator')?.text === 'of' ? tableOf(coll) : undefined;
  if (rows && left && body && unrolled < MAX_UNROLLED_DEPTH) {
    unrolled++;
    try {
      for (const row of rows)
        ix.eachRow(() => {
          bindPattern(ix, left, row, true);
          ix.stmt(body);
        });
    } finally {
      unrolled--;
    }
    return;
  }
  const item = elementOf(coll);
  if (left) bindPattern(ix, left, item, true);
  if (body) ix.stmt(body);
}

/**
 * A `for … of` over a small known table (`Object.entries({ fly: ['.fly', 'config.yml'], … })`, a literal
 * array of rows) runs its body once per row, so what each row names reaches the body; nested loops are
 * unrolled two deep at most, and larger or unknown collections run once with a representative element.
 */
const MAX_ROWS = 16;
const MAX_UNROLLED_DEPTH = 2;
let unrolled = 0;

function tableOf(coll: JsVal): JsVal[] | undefined {
  if (coll.k !== 'arr') return undefined;
  const rows = coll.rows ?? (coll.chars ? undefined : coll.items);
  if (!rows || rows.length <= 1) return undefined;
  return rows.length <= MAX_ROWS ? rows : sampleRows(rows);
}

/**
 * The rows a larger table runs its body for: those naming a secret store first (a list of forty dotfiles
 * with `.aws/credentials` near the end must not be represented by its first editor setting), then the first
 * rows, MAX_ROWS in all, in table order. Rows that name no store are alike for what the body does with them.
 */
function sampleRows(rows: readonly JsVal[]): JsVal[] | undefined {
  const named = new Set<JsVal>();
  for (const row of rows.slice(0, MAX_SCANNED_ROWS)) {
    if (named.size >= MAX_ROWS) break;
    const text = row.k === 'data' && row.v.literal ? row.v.text : undefined;
    if (text && secretOf(text.startsWith('~') || text.startsWith('/') ? text : `~/${text}`)) named.add(row);
  }
  if (named.size === 0) return undefined;
  const keep = new Set(named);
  for (const row of rows) {
    if (keep.size >= MAX_ROWS) break;
    keep.add(row);
  }
  return rows.filter((r) => keep.has(r));
}

/** Rows of a larger table looked at for secret stores (the rest of a long list is left to its first rows). */
const MAX_SCANNED_ROWS = 512;

/** A parameter's name, for the unknown value it gets when no argument is given. */
export function paramName(p: Node): string {
  const pattern = p.childForFieldName('pattern') ?? p.childForFieldName('left') ?? p;
  return pattern.type === 'identifier' ? pattern.text : 'param';
}
