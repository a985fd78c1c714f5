import type { PyNode as Node } from './ast.js';
import { attributeOf } from './attributes.js';
import { unknownCall } from './call-values.js';
import type { Call, Ctx } from './context.js';
import { evalExpr } from './evaluate.js';
import { HANDLERS, stringMethod } from './handlers.js';
import { normalizeRef } from './names.js';
import { rebind } from './operators.js';
import { derive, listPV, MAX_ITEMS, type PV } from './pv.js';

/**
 * Call evaluation: the callee is resolved to a qualified name (aliases, `getattr`, `__import__` already
 * folded by the evaluator), the arguments are evaluated, and the call goes to a behaviour handler
 * (handlers.ts), to a function defined in the file (analysed with its arguments bound), or — unknown —
 * returns a value derived from everything that flowed in.
 */

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
  evalArguments(ctx, node.childForFieldName('arguments'), call);
  if (callee.fn) return ctx.evaluator.callFunction(ctx, callee, call);
  const handler = call.name ? HANDLERS.get(call.name) : undefined;
  const handled = handler?.(ctx, call);
  if (handled) return handled;
  if (!callee.ref && self && fnNode?.type === 'attribute') {
    const method = fnNode.childForFieldName('attribute')?.text ?? '';
    const result = stringMethod(ctx, call, method) ?? mutate(ctx, call, method);
    if (result) return result;
  }
  return unknownCall(call);
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
