import type { ImportedName } from '../../facts-modules.js';
import { calledMarker, callMarker, carriesFlow, importedPaths, marked } from '../module-summary.js';
import { derived } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { attributeOf } from './attributes.js';
import { browserProfileCall } from './browser-profiles.js';
import { unknownCall } from './call-values.js';
import type { Call, Ctx } from './context.js';
import { inlineDigest } from './digest-reads.js';
import { serialiseInto } from './document-loads.js';
import { evalExpr } from './evaluate.js';
import { HANDLERS, stringMethod } from './handlers.js';
import { normalizeRef } from './names.js';
import { rebind } from './operators.js';
import { pageScriptCall } from './page-scripts.js';
import { presenceTest } from './presence-tests.js';
import { derive, listPV, MAX_ITEMS, merge, type PV, str, UNKEYED } from './pv.js';

/**
 * Call evaluation: the callee is resolved to a qualified name (aliases, `getattr`, `__import__` already
 * folded by the evaluator), the arguments are evaluated, and the call goes to a behaviour handler
 * (handlers.ts), to a function defined in the file (analysed with its arguments bound), or — unknown —
 * returns a value derived from everything that flowed in.
 */

/** Methods of `pathlib.Path` no string or file handle has. */
const PATH_ONLY = new Set(['read_text', 'read_bytes', 'open']);

export function evalCall(ctx: Ctx, node: Node): PV {
  const fnNode = node.childForFieldName('function');
  let self: PV | undefined;
  let selfNode: Node | undefined;
  let callee: PV;
  if (fnNode?.type === 'attribute') {
    selfNode = fnNode.childForFieldName('object') ?? undefined;
    self = evalExpr(ctx, selfNode);
    callee = attributeOf(ctx, self, fnNode.childForFieldName('attribute')?.text ?? '');
  } else {
    callee = evalExpr(ctx, fnNode);
  }
  const call: Call = {
    node,
    name: callee.ref ? normalizeRef(callee.ref) : '',
    callee,
    args: [],
    kwargs: new Map(),
    argNodes: [],
    rest: [],
    ...(self ? { self } : {}),
    ...(selfNode ? { selfNode } : {}),
  };
  // `hashlib.sha256(open(p, "rb").read())`: the bytes read go only into the digest (digest-reads.ts).
  const prev = ctx.readsOnly;
  if (inlineDigest(ctx, node)) ctx.readsOnly = 'digest';
  // `bool(tok.read_text().strip())`: only whether the file holds anything (presence-tests.ts).
  else if (presenceTest(node)) ctx.readsOnly = 'presence';
  evalArguments(ctx, node.childForFieldName('arguments'), call);
  ctx.readsOnly = prev;
  if (callee.fn) return ctx.evaluator.callFunction(ctx, callee, call);
  // A loop variable over functions (a registry's handlers): each runs, their results merge.
  if (callee.alts?.some((a) => a.fn)) {
    const results = callee.alts.map((a) =>
      a.fn ? ctx.evaluator.callFunction(ctx, a, call) : unknownCall(call),
    );
    return merge(results);
  }
  const pathRead = importedPathMethod(ctx, call, self, fnNode);
  if (pathRead) return pathRead;
  const method = fnNode?.type === 'attribute' ? (fnNode.childForFieldName('attribute')?.text ?? '') : '';
  const profileRead = browserProfileCall(ctx, call, method);
  if (profileRead) return profileRead;
  const handler = call.name ? HANDLERS.get(call.name) : undefined;
  const handled = handler?.(ctx, call) ?? pathOnlyMethod(ctx, call, self, fnNode);
  if (handled) return handled;
  // A browser automation object's method that runs fetched text as JavaScript in the page.
  const inPage =
    self && fnNode?.type === 'attribute'
      ? pageScriptCall(ctx, call, fnNode.childForFieldName('attribute')?.text ?? '')
      : undefined;
  if (inPage) return inPage;
  if (!callee.ref && self && fnNode?.type === 'attribute') {
    const method = fnNode.childForFieldName('attribute')?.text ?? '';
    serialiseInto(ctx, call, method);
    const result = stringMethod(ctx, call, method) ?? mutate(ctx, call, method);
    if (result) return result;
  }
  const imported = importedCallee(ctx, call.name);
  if (imported) return importedCall(ctx, imported, call);
  return calledParameter(unknownCall(call), callee);
}

/**
 * `store_path().read_text()`: only a path object has these methods, so what the imported function returned
 * is one, and the call reads the file it names (files.ts records the read for the join across modules).
 */
function importedPathMethod(ctx: Ctx, call: Call, self: PV | undefined, fnNode: Node | null): PV | undefined {
  if (!self || fnNode?.type !== 'attribute' || importedPaths(self.v).length === 0) return undefined;
  const method = fnNode.childForFieldName('attribute')?.text ?? '';
  return PATH_ONLY.has(method) ? HANDLERS.get(`pathlib.Path().${method}`)?.(ctx, call) : undefined;
}

/** Methods only `pathlib.Path` has (no string, handle or archive member has them). */
const PATH_METHODS = new Set(['read_text', 'read_bytes', 'rglob', 'iterdir']);

/**
 * `args.project.rglob("*.py")`, `a.urls.read_text()`: a value the analysis could not type (an argparse
 * `type=Path` option, a parameter) is a path when one of these is called on it, so the call lists or reads it.
 */
function pathOnlyMethod(ctx: Ctx, call: Call, self: PV | undefined, fnNode: Node | null): PV | undefined {
  // A module's attribute (`os.path`) is no value; a call result's attribute (`parse_args().src`) may be a path.
  if (!self || (self.ref !== undefined && !self.ref.includes('(')) || self.fn || fnNode?.type !== 'attribute')
    return undefined;
  const method = fnNode.childForFieldName('attribute')?.text ?? '';
  if (!PATH_METHODS.has(method)) return undefined;
  return HANDLERS.get(`pathlib.Path().${method}`)?.(ctx, {
    ...call,
    self: { ...self, ref: 'pathlib.Path()' },
  });
}

/** Calling a parameter (a handler a registry keeps): its result is marked as that call's. */
function calledParameter(out: PV, callee: PV): PV {
  let v = out.v;
  for (const m of callee.v.vars ?? []) {
    const called = calledMarker(m);
    if (called) v = marked(v, called);
  }
  return v === out.v ? out : { ...out, v };
}

/**
 * `@decorator` over a function defined in this file: the decorator runs with the function, as Python
 * does at definition time, so a registry (`HANDLERS.append(fn)`, `REGISTRY[name] = fn`) holds it. A
 * decorator imported from another module of the skill is recorded as a call with that function.
 */
export function applyDecorator(ctx: Ctx, decorator: PV, fn: PV, node: Node): void {
  const call: Call = {
    node,
    name: decorator.ref ? normalizeRef(decorator.ref) : '',
    callee: decorator,
    args: [fn],
    kwargs: new Map(),
    argNodes: [],
    rest: [],
  };
  if (decorator.fn) {
    ctx.evaluator.callFunction(ctx, decorator, call);
    return;
  }
  const imported = importedCallee(ctx, call.name);
  if (imported) importedCall(ctx, imported, call);
}

/** The imported function a call names (`collect` from `from .lib import collect`, `helpers.send`). */
function importedCallee(ctx: Ctx, name: string): ImportedName | undefined {
  if (!name) return undefined;
  const direct = ctx.importedNames.get(name);
  if (direct) return direct;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const owner = name.slice(0, dot);
  // A method of an instance of an imported class (`Reporter().start`): `Reporter.start`.
  const cls = owner.endsWith('()') ? ctx.importedNames.get(owner.slice(0, -2)) : undefined;
  if (cls) return { module: cls.module, name: `${cls.name}.${name.slice(dot + 1)}` };
  // A module imported from its package (`from pkg import mod` … `mod.f()`): `pkg.mod`, `f`.
  const sub = ctx.importedNames.get(owner);
  if (sub) {
    const module = /^\.*$/.test(sub.module) ? `${sub.module}${sub.name}` : `${sub.module}.${sub.name}`;
    return { module, name: name.slice(dot + 1) };
  }
  const module = ctx.importedModules.get(owner);
  return module !== undefined ? { module, name: name.slice(dot + 1) } : undefined;
}

/**
 * A call into another module of the skill: recorded with what is passed when that carries taints (its
 * parameters may reach a sink there), and its result marked so that where it flows is recorded too.
 */
function importedCall(ctx: Ctx, imported: ImportedName, call: Call): PV {
  const args = [...call.args, ...call.kwargs.values(), ...call.rest].map((a) => a.v);
  const modules = ctx.unit.modules;
  // A method's parameters count `self` first (walker.ts), so an instance stands before the arguments.
  const self = imported.name.includes('.') ? [str('self').v] : [];
  const argsFn = call.args.flatMap((a, i) =>
    a.fn && ctx.functions.has(a.fn) ? [{ arg: i + self.length, fn: a.fn }] : [],
  );
  if (modules && ctx.frames.length < 4 && (args.some(carriesFlow) || argsFn.length)) {
    const passed = [...self, ...call.args.map((a) => a.v)];
    // Keyword arguments stand after the positional ones, in the order the callee names them (unknown
    // here): their taints still count against every later parameter.
    if (call.kwargs.size || call.rest.length) passed.push(derived('…', args.slice(call.args.length)));
    const at = ctx.unit.region(call.node.startIndex, call.node.endIndex);
    modules.call(imported, passed, ctx.unit.id, at, argsFn);
  }
  const out = unknownCall(call);
  return { ...out, v: marked(out.v, callMarker(imported.module, imported.name)) };
}

function evalArguments(ctx: Ctx, argsNode: Node | null, call: Call): void {
  if (!argsNode) return;
  if (argsNode.type === 'generator_expression') {
    call.args.push(evalExpr(ctx, argsNode));
    call.argNodes.push(argsNode);
    return;
  }
  for (const a of argsNode.namedChildren) {
    if (!a || a.type === 'comment') continue;
    if (call.args.length + call.kwargs.size >= MAX_ITEMS) break;
    if (a.type === 'keyword_argument') {
      const name = a.childForFieldName('name')?.text ?? '';
      call.kwargs.set(name, evalExpr(ctx, a.childForFieldName('value')));
    } else if (a.type === 'list_splat') {
      const v = evalExpr(ctx, a);
      if (v.items) call.args.push(...v.items);
      else call.rest.push(v);
    } else if (a.type === 'dictionary_splat') {
      const v = evalExpr(ctx, a);
      if (v.entries) for (const [k, val] of v.entries) call.kwargs.set(k, val);
      if (!v.entries || v.v.taints.length) call.rest.push(v);
    } else {
      call.args.push(evalExpr(ctx, a));
      call.argNodes.push(a);
    }
  }
}

/** Container methods that change their object: the new contents flow into the variable. */
function mutate(ctx: Ctx, call: Call, method: string): PV | undefined {
  const self = call.self!;
  // A dict's views, when its entries are known: `for name, fn in REGISTRY.items()` sees each function.
  if (self.entries?.size && (method === 'values' || method === 'items') && call.args.length === 0) {
    const all = [...self.entries].slice(0, MAX_ITEMS);
    return listPV(
      all.map(([k, v]) => (method === 'values' ? v : listPV([str(k.startsWith(UNKEYED) ? '…' : k), v]))),
    );
  }
  if (method === 'append' || method === 'add' || method === 'insert') {
    const added = call.args[call.args.length - 1];
    if (added) rebind(ctx, call.selfNode ?? null, listPV([...(self.items ?? []), added].slice(0, MAX_ITEMS)));
    return derive('None', []);
  }
  if (method === 'extend' || method === 'update') {
    const more = call.args[0];
    if (!more) return undefined;
    const next =
      self.items && more.items ? listPV([...self.items, ...more.items].slice(0, MAX_ITEMS)) : undefined;
    const merged = next ?? { ...self, ...derive(self.v.text, [self, more]) };
    if (!next && self.entries && more.entries) merged.entries = new Map([...self.entries, ...more.entries]);
    rebind(ctx, call.selfNode ?? null, merged);
    return derive('None', []);
  }
  return undefined;
}
