import { isRuntimeDir, literal } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { attributeOf, dottedName } from './attributes.js';
import { type Ctx, LIMITS } from './context.js';
import { envValue } from './files.js';
import { HANDLERS } from './handlers.js';
import { normalizeRef } from './names.js';
import { binary, comprehension, subscript } from './operators.js';
import {
  concatPV,
  derive,
  dictPV,
  knownText,
  listPV,
  MAX_ALTS,
  MAX_ITEMS,
  merge,
  num,
  opaque,
  type PV,
  slot,
  str,
  unknownPV,
} from './pv.js';
import { stringValue } from './strings.js';

/**
 * Expression evaluation: a Python expression node to a `PV`. Calls are visited as they are evaluated
 * (src/analysis/code/python/calls.ts), so every call is seen once per evaluation of its statement, with
 * the values of its arguments. Recursion is bounded by `LIMITS.maxDepth` and every visit counts against
 * `LIMITS.maxSteps`; past either, the value is unknown and the unit is marked as not fully analysed.
 */
export function evalExpr(ctx: Ctx, node: Node | null | undefined): PV {
  if (!node) return unknownPV('…');
  if (!ctx.step()) return unknownPV('…');
  if (ctx.depth >= LIMITS.maxDepth) {
    ctx.boundHit = true;
    return unknownPV('…');
  }
  ctx.depth++;
  try {
    return evalNode(ctx, node);
  } finally {
    ctx.depth--;
  }
}

function evalNode(ctx: Ctx, node: Node): PV {
  switch (node.type) {
    case 'string':
      return stringValue(node, (e) => evalExpr(ctx, e));
    case 'concatenated_string':
      return concatPV(node.namedChildren.map((c) => evalExpr(ctx, c)));
    case 'integer':
      return integer(node.text);
    case 'float':
      return { v: literal(node.text) };
    case 'true':
      return { ...str('True'), num: 1 };
    case 'false':
      return { ...str('False'), num: 0 };
    case 'none':
      return str('None');
    case 'identifier':
      return ctx.lookup(node.text) ?? starImported(ctx, node.text) ?? ctx.unbound(node.text);
    case 'attribute':
      return attribute(ctx, node);
    case 'call':
      return ctx.evaluator.call(ctx, node);
    case 'binary_operator':
      return binary(ctx, node);
    case 'parenthesized_expression':
    case 'await':
    case 'keyword_argument':
    case 'list_splat':
    case 'dictionary_splat':
      return evalExpr(ctx, node.namedChildren[node.namedChildren.length - 1]);
    case 'tuple':
    case 'expression_list':
    case 'pattern_list':
      return listPV(evalItems(ctx, node), '(', ')');
    case 'list':
    case 'set':
      return listPV(evalItems(ctx, node));
    case 'dictionary':
      return dictionary(ctx, node);
    case 'subscript':
      return subscript(ctx, node);
    case 'conditional_expression':
    case 'boolean_operator':
      return conditional(ctx, node);
    case 'named_expression': {
      const value = evalExpr(ctx, node.childForFieldName('value'));
      const name = node.childForFieldName('name');
      if (name) ctx.bind(name.text, value);
      return value;
    }
    case 'list_comprehension':
    case 'generator_expression':
    case 'set_comprehension':
    case 'dictionary_comprehension':
      return comprehension(ctx, node);
    case 'unary_operator': {
      const arg = evalExpr(ctx, node.childForFieldName('argument'));
      const op = node.childForFieldName('operator')?.text;
      if (arg.num !== undefined && op === '-') return num(-arg.num);
      if (arg.num !== undefined && op === '~') return num(~arg.num);
      return arg;
    }
    case 'yield':
      return yieldValue(ctx, node);
    case 'comparison_operator':
      // `"CI" in env`, `len(x) > 0`: True or False, whatever the operands hold — one bit, not their contents.
      evalAll(ctx, node);
      return derive('${comparison}', []);
    case 'lambda': {
      ctx.evaluator.lambda(ctx, node);
      // Callable like a def (`_rt = lambda s: codecs.decode(s, "rot13")`, then `_rt("rkrp")`): its body is
      // the expression a call returns, read with the call's arguments (walker.ts runFunction).
      const key = `lambda@${node.startIndex}`;
      if (!ctx.functions.has(key) && ctx.functions.size < 5_000)
        ctx.functions.set(key, { key, node, analyses: 0 });
      return ctx.functions.has(key) ? { ...unknownPV('lambda', []), fn: key } : unknownPV('lambda', []);
    }
    default:
      return derive(`\${${node.type}}`, evalAll(ctx, node));
  }
}

/**
 * `yield x` hands `x` to whoever iterates the generator (`for kind, body in chunks(data)`), so the
 * function's result is the list of what it yields (walker.ts); `yield from xs` hands on each of `xs`.
 * What the caller sends back in is unknown.
 */
function yieldValue(ctx: Ctx, node: Node): PV {
  const value = node.namedChildren[0] ? evalExpr(ctx, node.namedChildren[0]) : str('None');
  const from = node.children.some((c) => c.type === 'from');
  const items = from ? (value.items ?? value.alts) : undefined;
  if (items) for (const item of items.slice(0, 16)) ctx.yielded(item);
  else ctx.yielded(from ? derive(slot('item'), [value]) : value);
  return unknownPV('sent', []);
}

/** A name brought in by `from m import *` that the behaviour tables know (`from os import *; system(…)`). */
function starImported(ctx: Ctx, name: string): PV | undefined {
  for (const m of ctx.starModules) {
    const full = normalizeRef(`${m}.${name}`);
    if (HANDLERS.has(full)) return { v: opaque(full), ref: full };
  }
  return undefined;
}

/** Elements of a list or tuple display; `*xs` spreads a known list in place. */
function evalItems(ctx: Ctx, node: Node): PV[] {
  return evalChildren(ctx, node, true);
}

function evalAll(ctx: Ctx, node: Node): PV[] {
  return evalChildren(ctx, node, false);
}

/** The values of a node's children, at most MAX_ITEMS; with `spread`, a `*xs` of a known list is its items. */
function evalChildren(ctx: Ctx, node: Node, spread: boolean): PV[] {
  const out: PV[] = [];
  for (const c of node.namedChildren) {
    if (!c || c.type === 'comment') continue;
    if (out.length >= MAX_ITEMS) break;
    const value = evalExpr(ctx, c);
    if (spread && c.type === 'list_splat' && value.items)
      out.push(...value.items.slice(0, MAX_ITEMS - out.length));
    else out.push(value);
  }
  return out;
}

/** Python integer literals: decimal, 0x, 0o, 0b, with underscores. */
function integer(text: string): PV {
  const t = text.replace(/_/g, '').replace(/[lL]$/, '');
  const m = /^0([xob])(.+)$/i.exec(t);
  const base = m ? { x: 16, o: 8, b: 2 }[m[1]!.toLowerCase() as 'x' | 'o' | 'b'] : 10;
  const n = Number.parseInt(m ? m[2]! : t, base);
  // Past 2^53 the number is approximate: the digits stay as written, so `n.to_bytes(…)` reads them exactly.
  if (!m && /^\d{16,1000}$/.test(t)) return { v: literal(t), num: n };
  return Number.isFinite(n) ? num(n) : { v: literal(text) };
}

function dictionary(ctx: Ctx, node: Node): PV {
  const entries: Array<[string | undefined, PV]> = [];
  const rest: PV[] = [];
  let environment = false;
  for (const c of node.namedChildren) {
    if (!c || entries.length >= MAX_ITEMS) continue;
    if (c.type === 'pair') {
      const k = evalExpr(ctx, c.childForFieldName('key'));
      entries.push([knownText(k), evalExpr(ctx, c.childForFieldName('value'))]);
    } else if (c.type === 'dictionary_splat') {
      const spread = evalExpr(ctx, c);
      environment ||= spread.ref === 'os.environ';
      if (spread.entries) for (const [k, v] of spread.entries) entries.push([k, v]);
      // `{**os.environ, "CI": "1"}` holds the whole environment, as `dict(os.environ)` does.
      else rest.push(spread.ref === 'os.environ' ? envValue(ctx, undefined) : spread);
    } else if (c.type !== 'comment') rest.push(evalExpr(ctx, c));
  }
  const out = dictPV(entries, rest);
  // Its keys are not the few written beside the spread: `.items()` walks every variable.
  if (environment) delete out.entries;
  return out;
}

function conditional(ctx: Ctx, node: Node): PV {
  const parts = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  if (node.type === 'conditional_expression' && parts.length === 3) {
    evalExpr(ctx, parts[1]);
    const branches = [evalExpr(ctx, parts[0]), evalExpr(ctx, parts[2])];
    const out = merge(branches);
    // `Path(first) if first else Path.home() / ".kube" / "config"`: either path may be opened, so both
    // stay known as alternatives (a secret store in one branch is read when that branch is taken).
    const alts = branches.flatMap((b) => b.alts ?? [b]).slice(0, MAX_ALTS);
    if (out !== branches[0] && new Set(alts.map((a) => a.v.text)).size > 1) out.alts = alts;
    return out;
  }
  const values = parts.map((p) => evalExpr(ctx, p));
  // `os.environ.get("CLAUDE_PLUGIN_ROOT") or <fallback>`: the runtime sets its folders wherever it runs the
  // script, so the value is the folder (which the reference graph resolves), as in the shell's `${X:-…}`.
  if (node.childForFieldName('operator')?.text === 'or' && values[0] && isRuntimeDir(values[0].v))
    return values[0];
  const out = merge(values);
  // `os.getenv("X_FILE") or Path.home() / ".aws" / "credentials"`: a home path as the fallback is the file
  // opened unless the user set the variable, so each operand stays known, as `os.environ.get(X, default)`.
  if (
    node.childForFieldName('operator')?.text === 'or' &&
    values.slice(1).some((v) => /^~(?:\/|$)/.test(v.v.text))
  ) {
    const alts = values.flatMap((b) => b.alts ?? [b]).slice(0, MAX_ALTS);
    if (out !== values[0] && new Set(alts.map((a) => a.v.text)).size > 1) out.alts = alts;
  }
  return out;
}

/** `a.b`: a stored attribute, a class attribute or method, a qualified name, or data derived from `a`. */
function attribute(ctx: Ctx, node: Node): PV {
  const objNode = node.childForFieldName('object');
  const name = node.childForFieldName('attribute')?.text ?? '';
  const dotted = dottedName(node);
  if (dotted) {
    const stored = ctx.attrs.get(dotted);
    if (stored) return stored;
  }
  return attributeOf(ctx, evalExpr(ctx, objNode), name);
}
