import { literal } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { attributeOf, dottedName, instanceClass, PATH_PARENTS } from './attributes.js';
import type { Ctx } from './context.js';
import { envValue } from './files.js';
import { pathJoin, percentFormat } from './format.js';
import { normalizeRef } from './names.js';
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
  type PV,
  str,
  taint,
  UNKEYED,
} from './pv.js';

/**
 * Operators, subscripts, comprehensions and assignment targets. Numbers are folded (XOR and shifts
 * build character codes in obfuscated payloads); `%` formats strings; `/` joins paths; `[::-1]` reverses
 * a static string and is reported as a decode.
 */

/** Operands are evaluated by the evaluator the context hands in (evaluation recurses into operators). */
const evalExpr = (ctx: Ctx, node: Node | null | undefined): PV => ctx.evaluator.expr(ctx, node);

const NUMERIC: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '//': (a, b) => (b === 0 ? 0 : Math.floor(a / b)),
  '%': (a, b) => (b === 0 ? 0 : ((a % b) + b) % b),
  '^': (a, b) => a ^ b,
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
  '<<': (a, b) => (b < 32 ? a << b : 0),
  '>>': (a, b) => (b < 32 ? a >> b : 0),
  '**': (a, b) => (b < 64 ? a ** b : 0),
};

export function binary(ctx: Ctx, node: Node): PV {
  const left = evalExpr(ctx, node.childForFieldName('left'));
  const right = evalExpr(ctx, node.childForFieldName('right'));
  return binaryOn(left, node.childForFieldName('operator')?.text ?? '', right);
}

/** `left op right` on values (also `x op= y`). */
export function binaryOn(left: PV, op: string, right: PV): PV {
  if (left.num !== undefined && right.num !== undefined && NUMERIC[op]) {
    const out = num(NUMERIC[op](left.num, right.num));
    if (op === '^' || left.scheme === 'xor' || right.scheme === 'xor') out.scheme = 'xor';
    return out;
  }
  if (op === '+') {
    if (left.items && right.items) return listPV([...left.items, ...right.items].slice(0, MAX_ITEMS));
    return concatPV([left, right]);
  }
  if (op === '%') return percentFormat(left, right) ?? derive(left.v.text, [left, right]);
  if (op === '/' && left.ref === 'pathlib.Path()')
    return { ...pathJoin([left, right]), ref: 'pathlib.Path()' };
  if (op === '*' && right.num !== undefined && knownText(left) !== undefined) {
    return str(left.v.text.repeat(Math.max(0, Math.min(right.num, 64))));
  }
  if (op === '|' && left.entries && right.entries) return dictPV([...left.entries, ...right.entries]);
  return derive(`${left.v.text} ${op} ${right.v.text}`.slice(0, 200), [left, right]);
}

/** `x[i]`, `x[a:b]`, `os.environ["NAME"]`, `sys.modules["os"]`, `mod.__dict__["system"]`, `__builtins__["exec"]`. */
export function subscript(ctx: Ctx, node: Node): PV {
  const value = evalExpr(ctx, node.childForFieldName('value'));
  const indexNode = node.childForFieldName('subscript');
  if (indexNode?.type === 'slice') return slice(ctx, node, value, indexNode);
  const index = evalExpr(ctx, indexNode);
  const key = knownText(index);
  if (value.ref === 'os.environ') return envValue(ctx, index, node);
  if (value.ref === PATH_PARENTS && index.num !== undefined && index.num >= 0 && index.num < 16)
    return { ...derive(`${value.v.text}${'/..'.repeat(index.num + 1)}`, [value]), ref: 'pathlib.Path()' };
  if (key !== undefined && value.ref === 'sys.modules') return { v: str(key).v, ref: normalizeRef(key) };
  // `builtins.__dict__["exec"]` (its prefix normalised away) and `__builtins__["exec"]`: a builtin.
  if (key !== undefined && (value.ref === '__dict__' || value.ref === '__builtins__'))
    return { v: str(key).v, ref: normalizeRef(key) };
  if (key !== undefined && value.ref?.endsWith('.__dict__')) {
    return attributeOf(ctx, { ...value, ref: value.ref.slice(0, -'.__dict__'.length) }, key);
  }
  if (
    key !== undefined &&
    (value.ref === 'globals()' || value.ref === 'locals()' || value.ref === 'vars()')
  ) {
    return ctx.lookup(key) ?? ctx.unbound(key);
  }
  if (key !== undefined && value.entries?.has(key)) return value.entries.get(key)!;
  if (key === undefined && index.num === undefined) {
    const row = anyRow(value);
    if (row) return row;
  }
  if (index.num !== undefined && value.items) {
    const i = index.num < 0 ? value.items.length + index.num : index.num;
    const item = value.items[i];
    if (item) return item;
  }
  if (index.num !== undefined && key !== undefined && knownText(value) !== undefined) {
    const ch = value.v.text.at(index.num);
    if (ch !== undefined) return str(ch);
  }
  return derive(`${value.v.text}[${index.v.text}]`.slice(0, 300), [value]);
}

/**
 * `TABLE[k]` with `k` known only at run time: one of the table's rows, not the whole table, so
 * `TABLE[net]["feed_id"]` is a feed id and not the explorer keys another column of the table holds. The
 * row may be any of them (`oneOf`); when every row is a dict, its entries are the rows' entries key by key.
 * Only when the table's taints and names all come from its known entries: something filed under a key
 * known only at run time, or a dict spread in (`**other`), may be the row too, and then the whole table
 * stands.
 */
function anyRow(table: PV): PV | undefined {
  const rows = [...(table.entries?.values() ?? [])];
  if (rows.length === 0) return undefined;
  const row = oneOf(rows);
  const names = new Set(row.v.vars ?? []);
  if (
    !table.v.taints.every((t) => row.v.taints.includes(t)) ||
    !(table.v.vars ?? []).every((n) => names.has(n)) ||
    (table.v.secret !== undefined && row.v.secret !== table.v.secret)
  )
    return undefined;
  if (!rows.every((r) => r.entries)) return row;
  // Bounded: a table of tables larger than this keeps the joined row without columns.
  if (rows.reduce((n, r) => n + r.entries!.size, 0) > MAX_ITEMS) return row;
  const columns = new Map<string, PV[]>();
  for (const r of rows) for (const [k, v] of r.entries!) columns.set(k, [...(columns.get(k) ?? []), v]);
  const entries = new Map<string, PV>();
  for (const [k, vs] of columns) entries.set(k, oneOf(vs));
  return { ...row, entries };
}

/**
 * A value that may be any of several (the rows of a table): taints and names joined, each kept as an
 * alternative. Their texts differ, so the text shows them all (`{https://a.io|https://b.io}`): no reader
 * may take the first for the only one — a host, a command or a path picked at run time is any of them.
 */
function oneOf(values: readonly PV[]): PV {
  const texts = [...new Set(values.map((x) => x.v.text))];
  if (texts.length <= 1) return merge(values);
  const out = derive(`{${texts.join('|')}}`.slice(0, 300), values);
  out.alts = values.slice(0, MAX_ALTS);
  return out;
}

function slice(ctx: Ctx, node: Node, value: PV, sliceNode: Node): PV {
  const parts: Array<number | undefined> = [undefined, undefined, undefined];
  let slot = 0;
  for (const c of sliceNode.children) {
    if (!c) continue;
    if (c.type === ':') slot++;
    else if (slot < 3) parts[slot] = evalExpr(ctx, c).num;
  }
  const [start, stop, stepBy] = parts;
  const text = knownText(value);
  if (value.items) {
    const items = stepBy === -1 ? [...value.items].reverse() : value.items.slice(start, stop);
    return listPV(items);
  }
  if (text === undefined) return derive(value.v.text, [value]);
  if (stepBy === -1 && start === undefined && stop === undefined) {
    const reversed = [...text].reverse().join('');
    ctx.emit({ kind: 'decode', scheme: 'rev', input: value.v, decoded: reversed.slice(0, 2_000) }, node);
    return taint(str(reversed), 'decoded');
  }
  if (stepBy !== undefined && stepBy !== 1) return derive(text, [value]);
  const out = str(text.slice(start, stop));
  return value.v.literal ? out : taint(out, 'decoded');
}

/** The elements iterating a value yields: list items, or the characters of a static string. */
export function elementsOf(p: PV): PV[] | undefined {
  if (p.items) return p.items;
  if (p.alts) return p.alts;
  const text = knownText(p);
  if (text !== undefined && text.length <= MAX_ITEMS && !p.ref) {
    const chars = [...text].map((c) => (p.v.literal ? str(c) : taint(str(c), 'decoded')));
    return chars;
  }
  return undefined;
}

/** One element of a value that cannot be enumerated: its taints, unknown text. */
export function elementOf(p: PV): PV {
  return derive(`\${item}`, [p]);
}

/** `[body for x in xs if cond]`: evaluated per element when the elements are known (chr() decoders). */
export function comprehension(ctx: Ctx, node: Node): PV {
  const body = node.childForFieldName('body');
  const clauses = node.namedChildren.filter((c): c is Node => c?.type === 'for_in_clause');
  const conditions = node.namedChildren.filter((c): c is Node => c?.type === 'if_clause');
  const frame = ctx.pushFrame(undefined, true);
  try {
    const sources = clauses.map((c) => evalExpr(ctx, c.childForFieldName('right')));
    const first = sources[0];
    const elems = clauses.length === 1 && first ? elementsOf(first) : undefined;
    if (elems && clauses[0]) {
      const out: PV[] = [];
      for (const e of elems) {
        if (ctx.boundHit) break;
        assignTarget(ctx, clauses[0].childForFieldName('left'), e);
        for (const c of conditions) evalExpr(ctx, c.namedChildren[0]);
        out.push(evalExpr(ctx, body));
      }
      return listPV(out);
    }
    clauses.forEach((c, i) => {
      assignTarget(ctx, c.childForFieldName('left'), elementOf(sources[i] ?? str('')));
    });
    for (const c of conditions) evalExpr(ctx, c.namedChildren[0]);
    // `{k: v for …}`: the pair's value is what the dictionary holds.
    const one = evalExpr(ctx, body?.type === 'pair' ? body.childForFieldName('value') : body);
    // Values picked out of the whole environment (`… for k, v in os.environ.items() if k.endswith("TOKEN")`)
    // are the environment's secrets, read here: serialised or sent, they leave with it.
    if (sources.some((s) => s.ref === 'os.environ'))
      ctx.emit({ kind: 'read', target: literal('os.environ'), secret: 'env-all' }, node, 'env-all');
    return { ...derive(`[${one.v.text}, …]`, [one, ...sources]), items: [one] };
  } finally {
    if (ctx.frame === frame) ctx.popFrame();
  }
}

/** Binds an assignment target: names, tuple unpacking, attributes (`self.x`), subscripts (`d[k] = v`). */
export function assignTarget(ctx: Ctx, target: Node | null, value: PV): void {
  if (!target) return;
  switch (target.type) {
    case 'identifier':
      ctx.bind(target.text, value);
      return;
    case 'pattern_list':
    case 'tuple_pattern':
    case 'list_pattern':
    case 'tuple':
    case 'list':
    case 'expression_list': {
      const targets = target.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
      targets.forEach((t, i) => {
        // A loop over known tuples (`for name, fn in REG.items()`): each position takes every value.
        const perAlt = value.alts?.flatMap((a) => (a.items?.[i] ? [a.items[i]] : []));
        const item =
          perAlt && perAlt.length > 1 && perAlt.length === value.alts!.length
            ? { ...merge(perAlt), alts: perAlt }
            : (value.items?.[i] ?? (value.alts ? merge(value.alts) : elementOf(value)));
        assignTarget(ctx, t, item);
      });
      return;
    }
    case 'list_splat_pattern':
    case 'parenthesized_expression':
      assignTarget(ctx, target.namedChildren[0] ?? null, elementOf(value));
      return;
    case 'attribute':
      assignAttribute(ctx, target, value);
      return;
    case 'subscript':
      assignSubscript(ctx, target, value);
      return;
    default:
      evalExpr(ctx, target);
  }
}

function assignAttribute(ctx: Ctx, target: Node, value: PV): void {
  const name = target.childForFieldName('attribute')?.text ?? '';
  const obj = evalExpr(ctx, target.childForFieldName('object'));
  const cls = instanceClass(ctx, obj) ?? (obj.fn && ctx.classes.has(obj.fn) ? obj.fn : undefined);
  if (cls) {
    ctx.classes.get(cls)?.attrs.set(name, value);
    return;
  }
  const dotted = dottedName(target);
  if (dotted && ctx.attrs.size < 10_000) ctx.attrs.set(dotted, value);
}

/** `d[k] = v`: the container now holds `v` (its taints flow into the whole container). */
function assignSubscript(ctx: Ctx, target: Node, value: PV): void {
  storeInto(
    ctx,
    target.childForFieldName('value'),
    evalExpr(ctx, target.childForFieldName('subscript')),
    value,
  );
}

/** `d.setdefault(k, default)` as an expression: the dict, the key and the default it inserts. */
function setdefaultCall(node: Node | null): { dict: Node; key: Node; dflt: Node | null } | undefined {
  if (node?.type !== 'call') return undefined;
  const fn = node.childForFieldName('function');
  if (fn?.type !== 'attribute' || fn.childForFieldName('attribute')?.text !== 'setdefault') return undefined;
  const args = (node.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (c): c is Node => c !== null && c.type !== 'comment',
  );
  const dict = fn.childForFieldName('object');
  return dict && args[0] ? { dict, key: args[0], dflt: args[1] ?? null } : undefined;
}

/**
 * Stores `value` under `keyValue` in the container `containerNode` evaluates to, and the changed container
 * back where it came from: a name, an attribute, the entry of an outer dict (`d["a"]["b"] = v` changes `d`),
 * or the entry `d.setdefault("a", {})` returns (`d.setdefault("mcpServers", {})["x"] = server` adds the
 * server to `d`). A container whose value is not known (a dict loaded from a file) keeps what is stored in
 * it beside what it carried.
 */
function storeInto(ctx: Ctx, containerNode: Node | null, keyValue: PV, value: PV, depth = 0): void {
  const viaDefault = depth < 8 ? setdefaultCall(containerNode) : undefined;
  let container: PV;
  if (viaDefault) {
    const outer = evalExpr(ctx, viaDefault.dict);
    const k = knownText(evalExpr(ctx, viaDefault.key));
    container =
      (k !== undefined ? outer.entries?.get(k) : undefined) ??
      (viaDefault.dflt ? evalExpr(ctx, viaDefault.dflt) : dictPV([]));
  } else container = evalExpr(ctx, containerNode);
  if (container.ref === 'os.environ') return;
  const key = knownText(keyValue);
  let updated: PV;
  const opaqueDict =
    key !== undefined &&
    !container.entries &&
    !container.items &&
    !container.v.literal &&
    (fromLoad(container) ||
      (!container.ref && (viaDefault !== undefined || containerNode?.type === 'subscript')));
  if (opaqueDict) updated = dictPV([[key, value]], [container]);
  else if (container.entries || (container.v.literal && container.v.text === '{}')) {
    const entries = new Map(container.entries ?? []);
    if (key !== undefined) entries.set(key, value);
    // A function filed under a key known only at run time (`REGISTRY[name] = fn`) stays findable:
    // iterating the registry's values later calls it.
    else if (value.fn) entries.set(`${UNKEYED}${entries.size}`, value);
    const unkeyed: Array<[string | undefined, PV]> =
      key === undefined && !value.fn ? [[undefined, value]] : [];
    updated = dictPV([...entries, ...unkeyed], container.v.taints.length ? [container] : []);
  } else {
    // A message's copy header (`msg["Bcc"] = …` on an EmailMessage) stays readable in its text, as a
    // mail API's `bcc` field does in a request body (src/analysis/copy-recipients.ts).
    const header =
      key !== undefined && COPY_HEADER.test(key) ? `\n${key}: ${value.v.text.slice(0, 300)}` : '';
    updated = {
      ...derive(container.v.text + header, [container, value]),
      ...(container.items ? { items: container.items } : {}),
    };
  }
  if (viaDefault) storeInto(ctx, viaDefault.dict, evalExpr(ctx, viaDefault.key), updated, depth + 1);
  else if (containerNode?.type === 'subscript' && depth < 8)
    storeInto(
      ctx,
      containerNode.childForFieldName('value'),
      evalExpr(ctx, containerNode.childForFieldName('subscript')),
      updated,
      depth + 1,
    );
  else rebind(ctx, containerNode, updated);
}

const COPY_HEADER = /^(?:bcc|cc)$/i;

/** A value parsed from a file or text (`json.load(f)`, `json.loads(s)`, `yaml.safe_load(f)`): a dict or list. */
function fromLoad(v: PV): boolean {
  return /^\$\{(?:json\.)?loads?\(|^\$\{(?:yaml\.)?(?:safe_)?load\(|^\$\{(?:tomllib\.)?loads?\(/.test(
    v.v.text,
  );
}

/** Stores a value back where an expression reads it from (a name or a dotted attribute). */
export function rebind(ctx: Ctx, node: Node | null, value: PV): void {
  if (!node) return;
  if (node.type === 'identifier') ctx.rebind(node.text, value);
  else if (node.type === 'attribute') assignAttribute(ctx, node, value);
}
