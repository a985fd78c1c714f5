import { marked, paramMarker } from '../module-summary.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx, type FnDef, LIMITS } from './context.js';
import { assignTarget, declareFile } from './declarations.js';
import { evalExpr } from './evaluate.js';
import { derive, flat, type GV, listGV, merge, opaque, str, unknownGV } from './gv.js';
import { zeroValue } from './types.js';

/**
 * Statements and functions. A file is read as the compiler sees it: its declarations first (imports,
 * functions, methods, types, `//go:embed` variables; declarations.ts), then its package-level variables,
 * then `init` and `main` with the functions they call analysed at each call with the arguments bound
 * (bounded per function and in depth), then every function once more with unknown parameters — values
 * marked so that the join across the files of the package (src/model/module-flows.ts) knows which
 * parameter reaches which sink — so nothing in the file goes unread. Branches are walked one after the
 * other (the last assignment wins, the taints of both reach the sinks they flow into); a loop body is
 * walked once, its variable bound to every element of a known slice at once.
 */

export function analyzeFile(ctx: Ctx, root: Node): void {
  const vars = declareFile(ctx, root);
  ctx.unit.modules?.goPackage(ctx.pkg);
  for (const v of vars) walkStatement(ctx, v);
  for (const entry of ['init', 'main']) {
    const fn = ctx.functions.get(entry);
    if (fn) runFunction(ctx, fn, []);
  }
  for (let round = 0; round < 4 && !ctx.boundHit; round++) {
    const pending = [...ctx.functions.values()].filter(
      (f) => !f.open && (!f.key.startsWith('func@') || f.analyses === 0),
    );
    if (pending.length === 0) break;
    for (const fn of pending) runFunction(ctx, fn, undefined);
  }
  summarize(ctx);
}

/** What each function returns and what each package variable holds, for the other files of the package. */
function summarize(ctx: Ctx): void {
  const modules = ctx.unit.modules;
  if (!modules) return;
  for (const fn of ctx.functions.values()) {
    if (fn.key.startsWith('func@') || !fn.summary) continue;
    const name = fn.node.childForFieldName('name') ?? fn.node;
    modules.returns(fn.key, flat(fn.summary), ctx.unit.region(name.startIndex, name.endIndex));
  }
  for (const [name, g] of ctx.globals) if (!g.fn) modules.returns(name, flat(g));
}

export function walkBlock(ctx: Ctx, node: Node | null | undefined): void {
  if (!node) return;
  for (const child of node.namedChildren) walkStatement(ctx, child);
}

export function walkStatement(ctx: Ctx, node: Node): void {
  if (!ctx.step()) return;
  if (ctx.depth >= LIMITS.maxDepth) {
    ctx.boundHit = true;
    return;
  }
  ctx.depth++;
  try {
    statement(ctx, node);
  } finally {
    ctx.depth--;
  }
}

function statement(ctx: Ctx, node: Node): void {
  switch (node.type) {
    case 'block':
    case 'statement_list':
      walkBlock(ctx, node);
      return;
    case 'expression_statement':
      evalExpr(ctx, node.namedChildren[0]);
      return;
    case 'short_var_declaration':
      assignList(ctx, node.childForFieldName('left'), node.childForFieldName('right'), true);
      return;
    case 'assignment_statement':
      assignment(ctx, node);
      return;
    case 'var_declaration':
    case 'const_declaration':
      for (const spec of node.namedChildren) varSpec(ctx, spec);
      return;
    case 'go_statement':
    case 'defer_statement':
      evalExpr(ctx, node.namedChildren[0]);
      return;
    case 'return_statement':
      returnStatement(ctx, node);
      return;
    case 'if_statement': {
      const init = node.childForFieldName('initializer');
      if (init) walkStatement(ctx, init);
      evalExpr(ctx, node.childForFieldName('condition'));
      const before = new Map(ctx.frame?.vars ?? ctx.globals);
      walkBlock(ctx, node.childForFieldName('consequence'));
      const alt = node.childForFieldName('alternative');
      if (alt) walkStatement(ctx, alt);
      joinBranch(ctx, before);
      return;
    }
    case 'for_statement':
      forStatement(ctx, node);
      return;
    case 'type_switch_statement':
      typeSwitch(ctx, node);
      return;
    case 'send_statement':
      sendStatement(ctx, node);
      return;
    case 'receive_statement':
      assignList(ctx, node.childForFieldName('left'), node.childForFieldName('right'), true);
      return;
    case 'labeled_statement':
      for (const c of node.namedChildren) if (c.type !== 'label_name') walkStatement(ctx, c);
      return;
    case 'inc_statement':
    case 'dec_statement':
    case 'comment':
    case 'break_statement':
    case 'continue_statement':
    case 'goto_statement':
    case 'fallthrough_statement':
    case 'empty_statement':
    case 'type_declaration':
      return;
    default:
      // Switches, selects and their cases: every expression evaluated, every statement walked.
      if (/_statement$|_case$|^ERROR$/.test(node.type)) {
        for (const c of node.namedChildren) walkStatement(ctx, c);
      } else evalExpr(ctx, node);
  }
}

/**
 * After an `if`: a variable the branches set holds what it held before or what they set (`dir := "corpus";
 * if len(os.Args) > 1 { dir = os.Args[1] }`): the value set, with both as its alternatives.
 */
function joinBranch(ctx: Ctx, before: ReadonlyMap<string, GV>): void {
  const vars = ctx.frame?.vars ?? ctx.globals;
  for (const [name, was] of before) {
    const now = vars.get(name);
    if (!now || now === was || now.fn || was.fn || now.v.text === was.v.text) continue;
    const alts = [...(was.alts ?? [was]), ...(now.alts ?? [now])].slice(0, 16);
    vars.set(name, { ...now, alts });
  }
}

function varSpec(ctx: Ctx, spec: Node): void {
  if (spec.type !== 'var_spec' && spec.type !== 'const_spec') return;
  const names = spec.childrenForFieldName('name');
  const valueNode = spec.childForFieldName('value');
  const values = valueNode ? valueNode.namedChildren.map((c) => evalExpr(ctx, c)) : [];
  const type = spec.childForFieldName('type');
  const single = values.length === 1 && names.length > 1 ? values[0]!.tuple : undefined;
  names.forEach((n, i) => {
    const v = single?.[i] ?? values[i] ?? (values.length === 0 ? zeroValue(ctx, type) : opaque(n.text));
    ctx.declare(n.text, v);
  });
}

/** `a, b := x, y` and `v, err := f()`: pairwise, or the results of one call. */
function assignList(ctx: Ctx, left: Node | null, right: Node | null, declare: boolean): void {
  const targets = left?.namedChildren ?? [];
  const values = right
    ? (right.type === 'expression_list' ? right.namedChildren : [right]).map((c) => evalExpr(ctx, c))
    : [];
  if (targets.length === values.length) {
    targets.forEach((t, i) => {
      assignTarget(ctx, t, values[i]!, declare);
    });
    return;
  }
  const only = values[0];
  targets.forEach((t, i) => {
    const v = only?.tuple?.[i] ?? (i === 0 && only ? withoutTuple(only) : opaque('value'));
    assignTarget(ctx, t, v, declare);
  });
}

function withoutTuple(g: GV): GV {
  const { tuple: _t, ...rest } = g;
  return rest;
}

function assignment(ctx: Ctx, node: Node): void {
  const op = node.children.find((c) => !c.isNamed && /=$/.test(c.type))?.type ?? '=';
  const left = node.childForFieldName('left');
  if (op === '=') {
    assignList(ctx, left, node.childForFieldName('right'), false);
    return;
  }
  // `s += x`: the old value with the new one.
  const target = left?.namedChildren[0];
  if (!target) return;
  const value = evalExpr(ctx, node.childForFieldName('right'));
  const old = evalExpr(ctx, target);
  assignTarget(
    ctx,
    target,
    op === '+=' ? derive(`${old.v.text}${value.v.text}`, [old, value]) : opaque('value'),
    false,
  );
}

function returnStatement(ctx: Ctx, node: Node): void {
  const frame = ctx.frame;
  if (!frame) return;
  const list = node.namedChildren[0];
  if (!list) {
    // A bare return gives the named results as they are now.
    const named = frame.results.map((r) => frame.vars.get(r) ?? opaque(r));
    if (named.length) frame.returns.push(named.length === 1 ? named[0]! : { ...merge(named), tuple: named });
    return;
  }
  const values = (list.type === 'expression_list' ? list.namedChildren : [list]).map((c) => evalExpr(ctx, c));
  if (values.length === 1) frame.returns.push(values[0]!);
  else if (frame.returns.length < 32) frame.returns.push({ ...merge(values), tuple: values });
}

/** A loop variable over a slice takes every element at once; over a map, its keys and values. */
function rangeValues(iter: GV): { key: GV; value: GV } {
  const items = iter.items ?? iter.alts;
  if (items?.length) {
    const value =
      items.length === 1 ? items[0]! : { ...derive(items[0]!.v.text, items), alts: items.slice(0, 16) };
    return { key: opaque('i'), value };
  }
  if (iter.fields?.size) {
    const keys = [...iter.fields.keys()].slice(0, 16).map(str);
    const key = keys.length === 1 ? keys[0]! : { ...derive(keys[0]!.v.text, [iter]), alts: keys };
    return { key, value: derive(`${iter.v.text}[…]`, [iter]) };
  }
  const element = derive(iter.v.text, [iter]);
  return { key: element, value: element };
}

/** Elements of a literal slice a range loop's body is walked for one by one (a table of a few rows). */
const MAX_UNROLLED = 8;

function forStatement(ctx: Ctx, node: Node): void {
  const clause = node.namedChildren.find((c) => c.type === 'for_clause' || c.type === 'range_clause');
  if (clause?.type === 'range_clause') {
    const iter = evalExpr(ctx, clause.childForFieldName('right'));
    const declare = clause.children.some((c) => c.type === ':=');
    const targets = clause.childForFieldName('left')?.namedChildren ?? [];
    const rows = iter.items;
    // A few known rows (`for _, t := range targets` over a table of structs): the body once per row, so
    // a field of the row (`t.parts`) keeps its own value through calls the alternatives do not cross.
    // One level only: a loop in such a body takes its rows at once.
    if (rows && rows.length > 1 && rows.length <= MAX_UNROLLED && !ctx.unrolling && targets[1]) {
      ctx.unrolling = true;
      try {
        for (const row of rows) {
          if (targets[0]) assignTarget(ctx, targets[0], opaque('i'), declare);
          assignTarget(ctx, targets[1], row, declare);
          walkBlock(ctx, node.childForFieldName('body'));
        }
      } finally {
        ctx.unrolling = false;
      }
      return;
    }
    const { key, value } = rangeValues(iter);
    if (targets[0]) assignTarget(ctx, targets[0], key, declare);
    if (targets[1]) assignTarget(ctx, targets[1], value, declare);
  } else if (clause) {
    for (const c of clause.namedChildren) walkStatement(ctx, c);
  } else {
    const cond = node.namedChildren.find((c) => c.type !== 'block');
    if (cond) evalExpr(ctx, cond);
  }
  walkBlock(ctx, node.childForFieldName('body'));
}

function typeSwitch(ctx: Ctx, node: Node): void {
  const init = node.childForFieldName('initializer');
  if (init) walkStatement(ctx, init);
  const value = evalExpr(ctx, node.childForFieldName('value'));
  for (const alias of node.childForFieldName('alias')?.namedChildren ?? []) ctx.declare(alias.text, value);
  for (const c of node.namedChildren)
    if (c.type === 'type_case' || c.type === 'default_case')
      for (const s of c.namedChildren)
        if (!/type/.test(c.fields[c.children.indexOf(s)] ?? '')) walkStatement(ctx, s);
}

/** `ch <- v`: what the channel carries now includes `v`. */
function sendStatement(ctx: Ctx, node: Node): void {
  const ch = node.childForFieldName('channel');
  const value = evalExpr(ctx, node.childForFieldName('value'));
  if (ch?.type === 'identifier') {
    const old = evalExpr(ctx, ch);
    assignTarget(ctx, ch, { ...old, v: derive(old.v.text, [old, value]).v }, false);
  }
}

const active = new WeakMap<Ctx, Set<string>>();

/**
 * Runs a function of the file: `args` bound to its receiver and parameters (the receiver first), or
 * undefined to analyse it with unknown parameters, whose values are marked for the module summary.
 */
export function runFunction(ctx: Ctx, fn: FnDef, args: readonly GV[] | undefined): GV {
  const stack = active.get(ctx) ?? new Set<string>();
  active.set(ctx, stack);
  const fallback = () => fn.lastReturn ?? derive(`\${${fn.key}()}`, args ?? []);
  if (stack.has(fn.key) || ctx.callDepth >= LIMITS.maxCallDepth || ctx.boundHit) return fallback();
  if (args && fn.analyses >= LIMITS.maxAnalysesPerFunction) return fallback();
  fn.analyses++;
  // Without parameters, any call is the analysis a caller in another file would see.
  const open = !args || !hasParameters(fn);
  if (open) fn.open = true;
  stack.add(fn.key);
  ctx.callDepth++;
  const results = resultNames(fn.node);
  const frame = ctx.pushFrame(results.map((r) => r.name));
  try {
    for (const [k, v] of fn.captured ?? []) frame.vars.set(k, v);
    for (const r of results) frame.vars.set(r.name, zeroValue(ctx, r.type));
    bindParameters(ctx, fn, args);
    walkBlock(ctx, fn.node.childForFieldName('body'));
  } finally {
    ctx.popFrame();
    ctx.callDepth--;
    stack.delete(fn.key);
  }
  const ret = frame.returns.length ? merge(frame.returns) : opaque('nil');
  fn.lastReturn = ret;
  if (open) fn.summary = ret;
  return ret;
}

function hasParameters(fn: FnDef): boolean {
  return (
    fn.node.childForFieldName('receiver') !== null ||
    (fn.node.childForFieldName('parameters')?.namedChildren.length ?? 0) > 0
  );
}

function resultNames(node: Node): Array<{ name: string; type: Node | null }> {
  const result = node.childForFieldName('result');
  if (result?.type !== 'parameter_list') return [];
  return result.namedChildren.flatMap((p) =>
    p.childrenForFieldName('name').map((n) => ({ name: n.text, type: p.childForFieldName('type') })),
  );
}

/** The receiver (a method's), then each parameter: the argument given, or an unknown marked value. */
function bindParameters(ctx: Ctx, fn: FnDef, args: readonly GV[] | undefined): void {
  const decls = [
    ...(fn.node.childForFieldName('receiver')?.namedChildren ?? []),
    ...(fn.node.childForFieldName('parameters')?.namedChildren ?? []),
  ].filter((p) => p.type === 'parameter_declaration' || p.type === 'variadic_parameter_declaration');
  let index = 0;
  for (const p of decls) {
    const names = p.childrenForFieldName('name');
    const type = p.childForFieldName('type');
    for (const n of names.length ? names : [undefined]) {
      const i = index++;
      if (!n) continue;
      let value: GV;
      if (p.type === 'variadic_parameter_declaration' && args) value = listGV(args.slice(i));
      else value = args?.[i] ?? parameterValue(ctx, fn.key, i, n.text, type);
      ctx.declare(n.text, value);
    }
  }
}

/** A parameter analysed with unknown arguments: what callers in other files pass, marked. */
function parameterValue(ctx: Ctx, fn: string, index: number, name: string, type: Node | null): GV {
  const g = unknownGV(name);
  const zero = zeroValue(ctx, type);
  const v = ctx.unit.modules ? marked(g.v, paramMarker(fn, index)) : g.v;
  return {
    v,
    ...(zero.ref ? { ref: zero.ref, state: {} } : {}),
    ...(zero.fields ? { fields: new Map() } : {}),
  };
}
