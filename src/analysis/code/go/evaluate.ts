import { callMarker, marked } from '../module-summary.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx, LIMITS } from './context.js';
import { concatGV, derive, type GV, listGV, merge, opaque, str, structGV, unknownGV } from './gv.js';
import { shellArgv } from './lib-exec.js';
import { packageValue } from './packages.js';
import { literalText } from './strings.js';
import { typedField } from './types.js';

/**
 * Go expressions: literals, names (this function's, the package's, or another file's of the package),
 * `+`, selectors, indexes, slices, conversions, composite literals (structs, maps, slices) and function
 * literals. Calls go to calls.ts through the context's evaluator. A name the file does not declare is a
 * package-level name of another file of its package: its value is marked so the join across files
 * (src/model/module-flows.ts) can tell what it carries.
 */

export function evalExpr(ctx: Ctx, node: Node | null | undefined): GV {
  if (!node) return opaque('nil');
  if (!ctx.step()) return opaque('…');
  if (ctx.depth >= LIMITS.maxDepth) {
    ctx.boundHit = true;
    return opaque('…');
  }
  ctx.depth++;
  try {
    return expression(ctx, node);
  } finally {
    ctx.depth--;
  }
}

function expression(ctx: Ctx, node: Node): GV {
  const lit = literalText(node);
  if (lit !== undefined) return str(lit);
  switch (node.type) {
    case 'int_literal':
    case 'float_literal':
    case 'imaginary_literal': {
      const n = Number(node.text.replace(/_/g, ''));
      return { ...str(node.text), ...(Number.isFinite(n) ? { num: n } : {}) };
    }
    case 'true':
    case 'false':
    case 'nil':
    case 'iota':
      return opaque(node.type);
    case 'identifier':
      return identifier(ctx, node.text);
    case 'parenthesized_expression':
      return evalExpr(ctx, node.namedChildren[0]);
    case 'call_expression':
      return ctx.evaluator.call(ctx, node);
    case 'selector_expression':
      return selector(ctx, node);
    case 'binary_expression':
      return binary(ctx, node);
    case 'unary_expression':
      return unary(ctx, node);
    case 'index_expression':
      return indexed(ctx, evalExpr(ctx, node.childForFieldName('operand')), node.childForFieldName('index'));
    case 'slice_expression':
      return sliced(ctx, node);
    case 'type_assertion_expression':
      return passThrough(ctx, node.childForFieldName('operand'));
    case 'type_conversion_expression':
      return passThrough(ctx, node.childForFieldName('operand'));
    case 'composite_literal':
      return composite(ctx, node);
    case 'func_literal':
      return funcLiteral(ctx, node);
    case 'expression_list': {
      const items = node.namedChildren.map((c) => evalExpr(ctx, c));
      return items.length === 1 ? items[0]! : { ...merge(items), tuple: items };
    }
    default:
      // Types used as values (`new(T)`'s operand, generic instantiations) and anything else: opaque.
      for (const c of node.namedChildren.slice(0, 16))
        if (/_expression$|literal$/.test(c.type)) evalExpr(ctx, c);
      return opaque(node.type);
  }
}

/** A conversion, a slice or a type assertion: the same data. */
function passThrough(ctx: Ctx, operand: Node | null): GV {
  const g = evalExpr(ctx, operand);
  const { tuple: _t, ...rest } = g;
  return rest;
}

/** `s[1:]`, `xs[a:b]`: the elements in that range of a known slice, else the same data. */
function sliced(ctx: Ctx, node: Node): GV {
  const g = passThrough(ctx, node.childForFieldName('operand'));
  const start = node.childForFieldName('start');
  const end = node.childForFieldName('end');
  const from = start ? evalExpr(ctx, start).num : 0;
  const to = end ? evalExpr(ctx, end).num : g.items?.length;
  if (!g.items || from === undefined || to === undefined) return g;
  return { ...g, items: g.items.slice(from, to) };
}

/** Built-in values that carry nothing. */
const CLEAN = new Set(['true', 'false', 'nil', 'iota', '_']);

function identifier(ctx: Ctx, name: string): GV {
  const bound = ctx.lookup(name);
  if (bound) return bound;
  if (ctx.functions.has(name)) return { ...opaque(name), fn: name };
  if (CLEAN.has(name) || ctx.types.has(name) || ctx.imports.has(name)) return opaque(name);
  // A package-level name of another file of the package (a variable, a constant, a function value).
  const g = unknownGV(name);
  return ctx.unit.modules ? { v: marked(g.v, callMarker('', name)) } : g;
}

function selector(ctx: Ctx, node: Node): GV {
  const operand = node.childForFieldName('operand');
  const field = node.childForFieldName('field')?.text ?? '';
  if (operand?.type === 'identifier') {
    const path = ctx.packageOf(operand.text);
    if (path !== undefined) return packageValue(ctx, path, field);
  }
  return fieldOf(ctx, evalExpr(ctx, operand), field);
}

/**
 * `x.f`: a known field, else what the struct holds (a field of a secret is the secret's), typed as the
 * struct declares it when that is an instance the analysis models (`r.client` an `*http.Client`).
 */
export function fieldOf(ctx: Ctx, obj: GV, field: string): GV {
  const known = obj.fields?.get(field);
  if (known) return known;
  const held = derive(`${obj.v.text.slice(0, 200)}.${field}`, [obj]);
  const typed = typedField(ctx, obj.ref, field);
  return typed ? { ...typed, v: held.v } : held;
}

/** `m["k"]`, `s[0]`, `os.Args[1]`: a known entry, else what the container holds. */
export function indexed(ctx: Ctx, obj: GV, indexNode: Node | null): GV {
  const index = evalExpr(ctx, indexNode);
  if (index.v.literal && obj.fields?.has(index.v.text)) return obj.fields.get(index.v.text)!;
  if (index.num !== undefined && obj.items?.[index.num]) return obj.items[index.num]!;
  if (obj.items?.length) return { ...merge(obj.items), v: derive(`${obj.v.text}[…]`, [obj]).v };
  return derive(`${obj.v.text.slice(0, 200)}[${index.v.literal ? index.v.text : '…'}]`, [obj]);
}

function binary(ctx: Ctx, node: Node): GV {
  const op = node.childForFieldName('operator')?.text ?? '';
  const left = evalExpr(ctx, node.childForFieldName('left'));
  const right = evalExpr(ctx, node.childForFieldName('right'));
  // Flags joined (`os.O_CREATE|os.O_APPEND`) keep their names, so a handler can read them.
  if (op === '|' && left.v.literal && right.v.literal) return str(`${left.v.text}|${right.v.text}`);
  if (op !== '+') return opaque('value');
  if (left.num !== undefined && right.num !== undefined) {
    const n = left.num + right.num;
    return { ...str(String(n)), num: n };
  }
  return concatGV([left, right]);
}

function unary(ctx: Ctx, node: Node): GV {
  const op = node.childForFieldName('operator')?.text ?? '';
  const operand = evalExpr(ctx, node.childForFieldName('operand'));
  // `&x` and `*p` are the same data (fields are shared, as through a pointer); `<-ch` receives from it.
  if (op === '&' || op === '*') return operand;
  if (op === '<-') return derive('${received}', [operand]);
  return opaque('value');
}

/** What a composite literal builds: a struct type's name, a map or a slice (with its element type). */
interface LiteralType {
  ref?: string;
  kind: 'struct' | 'map' | 'slice';
  /** A slice's or map's element type (`[]target{{…}}` elements are `target`s). */
  elem?: LiteralType;
}

/** The type a composite literal builds, as the analysis names it. */
function typeRef(ctx: Ctx, type: Node | null): LiteralType {
  if (!type) return { kind: 'struct' };
  if (type.type === 'map_type') {
    const value = type.childForFieldName('value');
    return { kind: 'map', ...(value ? { elem: typeRef(ctx, value) } : {}) };
  }
  if (
    type.type === 'slice_type' ||
    type.type === 'array_type' ||
    type.type === 'implicit_length_array_type'
  ) {
    const elem = type.childForFieldName('element');
    return { kind: 'slice', ...(elem ? { elem: typeRef(ctx, elem) } : {}) };
  }
  if (type.type === 'pointer_type') return typeRef(ctx, type.namedChildren[0] ?? null);
  if (type.type === 'qualified_type') {
    const pkg = type.childForFieldName('package')?.text ?? '';
    const name = type.childForFieldName('name')?.text ?? '';
    return { ref: `${ctx.imports.get(pkg) ?? pkg}.${name}`, kind: 'struct' };
  }
  if (type.type === 'type_identifier') return { ref: type.text, kind: 'struct' };
  if (type.type === 'generic_type') return typeRef(ctx, type.childForFieldName('type'));
  return { kind: 'struct' };
}

/** The value of a literal element: an expression, or a nested literal whose type is the element type. */
function element(ctx: Ctx, el: Node | null, elem?: LiteralType): GV {
  const inner = el?.namedChildren[0] ?? null;
  if (inner?.type === 'literal_value') return literalBody(ctx, inner, elem ?? { kind: 'struct' });
  return evalExpr(ctx, inner);
}

function literalBody(ctx: Ctx, body: Node, t: LiteralType): GV {
  const fields: Array<[string, GV]> = [];
  const rest: GV[] = [];
  const items: GV[] = [];
  for (const el of body.namedChildren) {
    if (el.type === 'comment') continue;
    if (el.type !== 'keyed_element') {
      items.push(element(ctx, el, t.elem));
      continue;
    }
    const keyNode = el.childForFieldName('key') ?? el.namedChildren[0] ?? null;
    const value = element(ctx, el.childForFieldName('value') ?? el.namedChildren[1] ?? null, t.elem);
    const keyExpr = keyNode?.namedChildren[0];
    // A struct's keys are field names; a map's are expressions (constants, literals).
    const key =
      t.kind !== 'map' && keyExpr?.type === 'identifier' ? str(keyExpr.text) : element(ctx, keyNode);
    if (key.v.literal) fields.push([key.v.text, value]);
    else rest.push(key, value);
  }
  if (t.kind === 'slice' || (items.length && fields.length === 0 && t.kind !== 'map' && !t.ref)) {
    shellArgv(ctx, items, body);
    return listGV(items, t.ref);
  }
  // Positional struct fields (`T{a, b}`) of a struct type the file declares are its fields in order;
  // otherwise they count as values the struct holds.
  const declared = t.ref ? ctx.structs.get(t.ref) : undefined;
  if (declared && fields.length === 0 && items.length > 0 && items.length <= declared.size) {
    const names = [...declared.keys()];
    return structGV(
      t.ref,
      items.map((g, i) => [names[i]!, g] as [string, GV]),
      rest,
    );
  }
  return structGV(t.ref ?? (t.kind === 'map' ? undefined : 'struct'), fields, [...rest, ...items]);
}

function composite(ctx: Ctx, node: Node): GV {
  const body = node.childForFieldName('body');
  const t = typeRef(ctx, node.childForFieldName('type'));
  if (!body) return { ...opaque(t.ref ?? 'value'), ...(t.ref ? { ref: t.ref } : {}) };
  const out = literalBody(ctx, body, t);
  // A modelled instance (`&http.Client{…}`, `exec.Cmd{…}`) gets state of its own.
  return t.ref?.includes('/') || t.ref?.includes('.') ? { ...out, state: {} } : out;
}

/** A function literal: a function of the unit, analysed when called (or at the end, with unknown parameters). */
function funcLiteral(ctx: Ctx, node: Node): GV {
  const key = `func@${node.startIndex}`;
  if (!ctx.functions.has(key) && ctx.functions.size < LIMITS.maxFunctions)
    ctx.functions.set(key, { key, node, analyses: 0 });
  // Names of the enclosing function it reads are captured as they are now.
  const def = ctx.functions.get(key);
  if (def && ctx.frame) def.captured = new Map(ctx.frame.vars);
  return { ...opaque('func'), fn: key };
}
