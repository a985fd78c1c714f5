import { marked, paramMarker } from '../module-summary.js';
import type { PyNode as Node } from './ast.js';
import { unknownCall } from './call-values.js';
import { applyDecorator } from './calls.js';
import { type Call, type Ctx, type FnDef, LIMITS } from './context.js';
import { noteField, storeFields } from './dataclass-fields.js';
import { digestedHandle } from './digest-reads.js';
import { executePython } from './dynamic.js';
import { evalExpr } from './evaluate.js';
import { walkImport } from './imports.js';
import { normalizeRef } from './names.js';
import { assignTarget, binaryOn, elementOf, elementsOf } from './operators.js';
import { finishReverseShell } from './process.js';
import { derive, dictPV, listPV, merge, type PV, str, taint, textsOf, unknownPV } from './pv.js';

/**
 * Statements, in source order, with one namespace per module. Branches are walked one after the other
 * (the last assignment wins, taints of both reach the sinks they flow into); a loop over a known list
 * binds its variable to every element at once (`alts`). Functions are analysed when called, with their
 * arguments bound (bounded per function and in depth); a function never called is analysed at the end
 * with unknown parameters, so nothing in the file goes unread. A generator's result is the list of what it
 * yields (bounded), so `for kind, body in chunks(data)` sees the data it slices.
 */

export function analyzeModule(ctx: Ctx, root: Node): void {
  walkBlock(ctx, root);
  for (let round = 0; round < 4; round++) {
    const pending = [...ctx.functions.values()].filter((f) => f.analyses === 0);
    if (pending.length === 0 || ctx.boundHit) break;
    for (const fn of pending) runFunction(ctx, fn, { args: [], kwargs: new Map(), rest: [] });
  }
  finishReverseShell(ctx);
  // What each function returns, for callers in other files.
  // `run_source = getattr(builtins, "exec")`: a caller in another file runs code through the alias.
  for (const [name, pv] of ctx.module) {
    const ref = pv.ref ? normalizeRef(pv.ref) : undefined;
    if ((ref === 'exec' || ref === 'eval') && name !== ref) ctx.unit.modules?.runner(name, ref);
  }
  for (const fn of ctx.functions.values()) {
    const name = fn.node.childForFieldName('name') ?? fn.node;
    if (fn.lastReturn)
      ctx.unit.modules?.returns(
        fn.key,
        fn.lastReturn.v,
        ctx.unit.region(name.startIndex, name.endIndex),
        textsOf(fn.lastReturn),
      );
  }
}

function parameterValue(fn: string, index: number, name: string): PV {
  const v = unknownPV(name);
  return { ...v, v: marked(v.v, paramMarker(fn, index)) };
}

function walkBlock(ctx: Ctx, node: Node | null): void {
  if (!node) return;
  for (const child of node.namedChildren) if (child) walkStatement(ctx, child);
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
    case 'expression_statement':
      for (const c of node.namedChildren) if (c) expressionStatement(ctx, c);
      return;
    case 'if_statement':
    case 'elif_clause':
    case 'while_statement':
      evalExpr(ctx, node.childForFieldName('condition'));
      walkBlock(ctx, node.childForFieldName('consequence') ?? node.childForFieldName('body'));
      for (const alt of node.childrenForFieldName('alternative')) if (alt) walkStatement(ctx, alt);
      return;
    case 'for_statement':
      forStatement(ctx, node);
      return;
    case 'with_statement':
      withStatement(ctx, node);
      return;
    case 'function_definition':
      define(ctx, node, undefined);
      return;
    case 'class_definition':
      defineClass(ctx, node);
      return;
    case 'decorated_definition':
      decorated(ctx, node);
      return;
    case 'return_statement': {
      const value = node.namedChildren[0] ? evalExpr(ctx, node.namedChildren[0]) : str('None');
      ctx.frame?.returns.push(value);
      return;
    }
    case 'import_statement':
    case 'import_from_statement':
      walkImport(ctx, node);
      return;
    case 'global_statement':
      for (const n of node.namedChildren) if (n?.type === 'identifier') ctx.frame?.globals.add(n.text);
      return;
    case 'exec_statement': {
      const code = node.namedChildren[0];
      if (code) executePython(ctx, node, 'exec', evalExpr(ctx, code));
      return;
    }
    case 'except_clause':
      exceptClause(ctx, node);
      return;
    case 'comment':
    case 'pass_statement':
    case 'break_statement':
    case 'continue_statement':
    case 'future_import_statement':
    case 'nonlocal_statement':
      return;
    default:
      if (/(?:_statement|_clause|^block|^module|^ERROR|^case_clause)$/.test(node.type)) walkBlock(ctx, node);
      else evalExpr(ctx, node);
  }
}

/** Decorators are evaluated, then applied to the function (innermost first), as Python does. */
function decorated(ctx: Ctx, node: Node): void {
  const decorators: Array<{ value: PV; node: Node }> = [];
  for (const d of node.namedChildren) {
    if (d?.type === 'decorator' && d.namedChildren[0])
      decorators.push({ value: evalExpr(ctx, d.namedChildren[0]), node: d });
  }
  const def = node.childForFieldName('definition');
  if (!def) return;
  walkStatement(ctx, def);
  const name = def.type === 'function_definition' ? def.childForFieldName('name')?.text : undefined;
  const fn = name ? ctx.lookup(name) : undefined;
  if (!fn?.fn || ctx.frames.length > 0) return;
  for (const d of decorators.reverse()) applyDecorator(ctx, d.value, fn, d.node);
}

function expressionStatement(ctx: Ctx, node: Node): PV {
  if (node.type === 'assignment') {
    const right = node.childForFieldName('right');
    if (!right) return str('None');
    const value = right.type === 'assignment' ? expressionStatement(ctx, right) : evalExpr(ctx, right);
    const left = node.childForFieldName('left');
    assignTarget(ctx, left, value);
    if (ctx.frames.length === 0 && left?.type === 'identifier') {
      ctx.unit.assign(left.text, value.v, node.startIndex, node.endIndex);
    }
    return value;
  }
  if (node.type === 'augmented_assignment') {
    const left = node.childForFieldName('left');
    const op = (node.childForFieldName('operator')?.text ?? '+=').slice(0, -1);
    const value = binaryOn(evalExpr(ctx, left), op, evalExpr(ctx, node.childForFieldName('right')));
    assignTarget(ctx, left, value);
    return value;
  }
  return evalExpr(ctx, node);
}

/** A loop variable takes every element of a known list (`alts`), else an element of unknown text. */
function loopValue(iter: PV): PV {
  const elems = elementsOf(iter);
  if (!elems || elems.length === 0) return elementOf(iter);
  if (elems.length === 1) return elems[0]!;
  const first = elems[0]!;
  // Elements of one type (`for p in (home / ".npmrc", proj / ".env")`: all paths) keep it, so the loop
  // variable's methods (`p.read_bytes()`) resolve as each element's would.
  const ref = elems.every((e) => e.ref === first.ref) ? first.ref : undefined;
  return {
    ...derive(first.v.text, elems),
    alts: elems.slice(0, 16),
    ...(first.items ? { items: first.items } : {}),
    ...(ref ? { ref } : {}),
  };
}

function forStatement(ctx: Ctx, node: Node): void {
  const iter = evalExpr(ctx, node.childForFieldName('right'));
  assignTarget(ctx, node.childForFieldName('left'), loopValue(iter));
  walkBlock(ctx, node.childForFieldName('body'));
  walkBlock(ctx, node.childForFieldName('alternative'));
}

function withStatement(ctx: Ctx, node: Node): void {
  for (const clause of node.namedChildren) {
    if (clause?.type !== 'with_clause') continue;
    for (const item of clause.namedChildren) {
      const value = item?.childForFieldName('value');
      if (!value) continue;
      if (value.type === 'as_pattern') {
        const alias = value.childForFieldName('alias');
        // A handle used only to feed a digest keeps nothing of the file (digest-reads.ts).
        const prev = ctx.readsOnly;
        const aliasName = (alias?.namedChildren[0] ?? alias)?.text ?? '';
        if (digestedHandle(ctx, value.namedChildren[0], aliasName, node.childForFieldName('body')))
          ctx.readsOnly = 'digest';
        let bound = evalExpr(ctx, value.namedChildren[0]);
        ctx.readsOnly = prev;
        // A generator used as a context manager (`@contextmanager`) binds what it yields.
        if (bound.state?.generator && bound.items) bound = merge(bound.items);
        assignTarget(ctx, alias?.namedChildren[0] ?? alias, bound);
      } else evalExpr(ctx, value);
    }
  }
  walkBlock(ctx, node.childForFieldName('body'));
}

function exceptClause(ctx: Ctx, node: Node): void {
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (c.type === 'block') walkBlock(ctx, c);
    else if (c.type === 'as_pattern') {
      const alias = c.childForFieldName('alias');
      assignTarget(ctx, alias?.namedChildren[0] ?? alias, unknownPV('exception', []));
    }
  }
}

function define(ctx: Ctx, node: Node, cls: string | undefined): void {
  const name = node.childForFieldName('name')?.text ?? 'lambda';
  const key = cls ? `${cls}.${name}` : name;
  if (!ctx.functions.has(key) && ctx.functions.size < 5_000) {
    ctx.functions.set(key, { key, node, analyses: 0, ...(cls ? { cls } : {}) });
  } else if (ctx.functions.has(key)) {
    ctx.functions.get(key)!.node = node;
  }
  if (!cls) ctx.bind(name, { v: { text: name, literal: false, taints: [] }, fn: key });
}

function defineClass(ctx: Ctx, node: Node): void {
  const name = node.childForFieldName('name')?.text ?? 'Class';
  const bases: string[] = [];
  for (const b of node.childForFieldName('superclasses')?.namedChildren ?? []) {
    if (b && (b.type === 'identifier' || b.type === 'attribute')) bases.push(b.text);
  }
  ctx.classes.set(name, { name, bases, attrs: new Map() });
  ctx.bind(name, { v: { text: name, literal: false, taints: [] }, fn: name });
  const cls = ctx.classes.get(name)!;
  ctx.pushFrame(name);
  try {
    for (const stmt of node.childForFieldName('body')?.namedChildren ?? []) {
      if (!stmt) continue;
      const def = stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
      if (def?.type === 'function_definition') define(ctx, def, name);
      else if (def?.type === 'class_definition') defineClass(ctx, def);
      else {
        noteField(cls, stmt);
        walkStatement(ctx, stmt);
      }
    }
    for (const [k, v] of ctx.frame?.vars ?? []) if (!cls.attrs.has(k)) cls.attrs.set(k, v);
  } finally {
    ctx.popFrame();
  }
}

/** A call to a function or class defined in this file. */
export function callFunction(ctx: Ctx, callee: PV, call: Call): PV {
  const key = callee.fn!;
  if (ctx.classes.has(key)) {
    const instance: PV = { v: { text: `${key}()`, literal: false, taints: [] }, ref: `${key}()` };
    const init = ctx.method(key, '__init__');
    if (init)
      runFunction(ctx, init, { args: [instance, ...call.args], kwargs: call.kwargs, rest: call.rest });
    else storeFields(ctx, key, call);
    return instance;
  }
  const fn = ctx.functions.get(key);
  if (!fn) return unknownCall(call);
  const self = callee.state?.self as PV | undefined;
  return runFunction(ctx, fn, {
    args: self ? [self, ...call.args] : call.args,
    kwargs: call.kwargs,
    rest: call.rest,
  });
}

interface Bound {
  args: PV[];
  kwargs: Map<string, PV>;
  rest: PV[];
}

const active = new WeakMap<Ctx, Set<string>>();

function runFunction(ctx: Ctx, fn: FnDef, bound: Bound): PV {
  const stack = active.get(ctx) ?? new Set<string>();
  active.set(ctx, stack);
  const fallback = () =>
    fn.lastReturn ?? derive(`\${${fn.key}()}`, [...bound.args, ...bound.kwargs.values()]);
  if (stack.has(fn.key) || ctx.callDepth >= LIMITS.maxCallDepth) return fallback();
  if (fn.analyses >= LIMITS.maxAnalysesPerFunction || ctx.boundHit) return fallback();
  fn.analyses++;
  stack.add(fn.key);
  ctx.callDepth++;
  const frame = ctx.pushFrame(fn.cls);
  try {
    bindParameters(ctx, fn, bound);
    const body = fn.node.childForFieldName('body');
    if (fn.node.type === 'lambda') {
      if (body) frame.returns.push(evalExpr(ctx, body));
    } else walkBlock(ctx, body);
  } finally {
    ctx.popFrame();
    ctx.callDepth--;
    stack.delete(fn.key);
  }
  // A generator's result is what iterating it yields; a plain function's is what it returns.
  if (frame.yields.length) fn.lastReturn = { ...listPV(frame.yields), state: { generator: true } };
  else fn.lastReturn = frame.returns.length ? merge(frame.returns) : str('None');
  return fn.lastReturn;
}

function bindParameters(ctx: Ctx, fn: FnDef, bound: Bound): void {
  const params = fn.node.childForFieldName('parameters')?.namedChildren ?? [];
  let i = 0;
  const used = new Set<string>();
  for (const [index, p] of params.entries()) {
    if (!p) continue;
    const nameNode = p.type === 'identifier' ? p : (p.childForFieldName('name') ?? p.namedChildren[0]);
    const name = nameNode?.type === 'identifier' ? nameNode.text : (nameNode?.namedChildren[0]?.text ?? '');
    if (!name) continue;
    let value: PV | undefined;
    if (p.type === 'list_splat_pattern' || nameNode?.type === 'list_splat_pattern') {
      value = listPV([...bound.args.slice(i), ...bound.rest]);
      i = bound.args.length;
    } else if (p.type === 'dictionary_splat_pattern' || nameNode?.type === 'dictionary_splat_pattern') {
      value = dictPV([...bound.kwargs].filter(([k]) => !used.has(k)));
    } else {
      value = bound.args[i++] ?? bound.kwargs.get(name);
      used.add(name);
      if (!value && index === 0 && fn.cls)
        value = { v: { text: 'self', literal: false, taints: [] }, ref: `${fn.cls}()` };
      // An MCP tool's argument its description asks the agent to fill with a secret: what the agent
      // passes is that secret, whatever the default says.
      const asked = value ? undefined : ctx.unit.spec.toolArgs?.get(fn.key)?.get(name);
      if (asked) value = taint(unknownPV(name), 'secret', { secret: asked, from: `tool argument '${name}'` });
      const dflt = p.childForFieldName('value');
      // Unbound and without a default: the caller's value, which callers in other files supply (the
      // marker records which parameter reaches which sink: src/analysis/code/module-summary.ts).
      value ??= dflt ? evalExpr(ctx, dflt) : parameterValue(fn.key, index, name);
    }
    ctx.bind(name, value);
  }
}

/** A lambda: its body is read once, with unknown parameters, where it is written. */
export function analyzeLambda(ctx: Ctx, node: Node): void {
  const frame = ctx.pushFrame(undefined, true);
  try {
    for (const p of node.childForFieldName('parameters')?.namedChildren ?? []) {
      if (p?.type === 'identifier') ctx.bind(p.text, unknownPV(p.text));
    }
    evalExpr(ctx, node.childForFieldName('body'));
  } finally {
    if (ctx.frame === frame) ctx.popFrame();
  }
}
