import type { ImportedName } from '../../facts-modules.js';
import { callMarker, carriesFlow, factoryMethodName, importedResult, marked } from '../module-summary.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Call, Ctx } from './context.js';
import { derive, flat, type GV, listGV, opaque } from './gv.js';
import { handlerFor } from './packages.js';

/**
 * Calls: the callee resolved to a modelled library function or method (packages.ts), a function or
 * method of this file (analysed with the arguments bound, walker.ts), or a function of another file of
 * the package or of another package of the module (recorded for the join across files, its result
 * marked). Anything else is a call the analysis does not model: its result carries the taints of its
 * receiver and arguments.
 */

/** Built-in conversions and types called as functions: the same data. */
const CONVERSIONS = new Set([
  'string',
  'byte',
  'rune',
  'error',
  'any',
  'bool',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'float32',
  'float64',
]);

/** Built-ins whose result carries nothing of their operands (a length, a new zero value). */
const CLEAN_BUILTINS = new Set([
  'len',
  'cap',
  'make',
  'new',
  'delete',
  'close',
  'panic',
  'print',
  'println',
  'recover',
  'clear',
  'copy',
]);

export function evalCall(ctx: Ctx, node: Node): GV {
  const fnNode = node.childForFieldName('function');
  const call: Call = { node, name: '', args: [], argNodes: [] };
  evalArguments(ctx, node.childForFieldName('arguments'), call);
  if (!fnNode) return unknownCall(call);
  if (fnNode.type === 'identifier') return named(ctx, fnNode.text, call);
  if (fnNode.type === 'selector_expression') return method(ctx, fnNode, call);
  const callee = ctx.evaluator.expr(ctx, fnNode);
  if (callee.fn) return ctx.evaluator.callFunction(ctx, callee.fn, call.args);
  return unknownCall(call);
}

function evalArguments(ctx: Ctx, argsNode: Node | null, call: Call): void {
  for (const a of argsNode?.namedChildren ?? []) {
    if (a.type === 'comment') continue;
    if (call.args.length >= 64) break;
    // `f(xs...)` spreads a slice over the variadic parameter.
    const spread = a.type === 'variadic_argument';
    const value = ctx.evaluator.expr(ctx, spread ? a.namedChildren[0] : a);
    if (spread && value.items) call.args.push(...value.items.slice(0, 64 - call.args.length));
    else call.args.push(value);
    call.argNodes.push(a);
  }
}

/** `f(…)`: a built-in, a conversion, a function of this file, or one of another file of the package. */
function named(ctx: Ctx, name: string, call: Call): GV {
  const bound = ctx.lookup(name);
  if (bound?.fn) return ctx.evaluator.callFunction(ctx, bound.fn, call.args);
  if (bound) return unknownCall(call, bound);
  if (name === 'append') {
    const [base, ...more] = call.args;
    return listGV([...(base?.items ?? (base && !base.v.literal ? [base] : [])), ...more], base?.ref);
  }
  if (name === 'min' || name === 'max') return derive(`${name}(…)`, call.args);
  if (CLEAN_BUILTINS.has(name)) return opaque(`${name}()`);
  if (CONVERSIONS.has(name) || ctx.types.has(name)) return call.args[0] ?? opaque(name);
  if (ctx.functions.has(name)) return ctx.evaluator.callFunction(ctx, name, call.args);
  return importedCall(ctx, { module: '', name }, call, call.args);
}

/** `x.m(…)` and `pkg.F(…)`. */
function method(ctx: Ctx, fnNode: Node, call: Call): GV {
  const operand = fnNode.childForFieldName('operand');
  const field = fnNode.childForFieldName('field')?.text ?? '';
  const pkg = operand?.type === 'identifier' ? ctx.packageOf(operand.text) : undefined;
  if (pkg !== undefined) {
    call.name = `${pkg}.${field}`;
    const handler = handlerFor(call.name);
    const out = handler?.(ctx, call);
    if (out) return out;
    // A package of this module (or a third party's): its functions are in other folders.
    if (!handler && ownModulePackage(pkg))
      return importedCall(ctx, { module: pkg, name: field }, call, call.args);
    return unknownCall(call);
  }
  const self = ctx.evaluator.expr(ctx, operand);
  call.self = self;
  if (operand) call.selfNode = operand;
  const fieldFn = self.fields?.get(field);
  if (fieldFn?.fn) return ctx.evaluator.callFunction(ctx, fieldFn.fn, call.args);
  if (self.ref) {
    call.name = `${self.ref}.${field}`;
    const out = handlerFor(call.name)?.(ctx, call);
    if (out) return out;
    if (ctx.functions.has(call.name)) return ctx.evaluator.callFunction(ctx, call.name, [self, ...call.args]);
    // A struct type of another file of the package: its methods are there.
    if (/^[A-Za-z_]\w*$/.test(self.ref) && !ctx.types.has(self.ref))
      return importedCall(ctx, { module: '', name: call.name }, call, [self, ...call.args]);
  }
  // A method of what a function of another file returned (`newClient(cfg).Send(x)`).
  const made = importedResult(self.v);
  if (made) {
    const name = factoryMethodName(made.name, field);
    return importedCall(ctx, { module: made.module, name }, call, [self, ...call.args]);
  }
  call.name = `.${field}`;
  return handlerFor(call.name)?.(ctx, call) ?? unknownCall(call);
}

/** An import path that is not the standard library's (whose first element has no dot). */
function ownModulePackage(path: string): boolean {
  return path.split('/')[0]!.includes('.');
}

/** A call the analysis does not model: its result carries the taints of everything given to it. */
export function unknownCall(call: Call, callee?: GV): GV {
  const name = call.name || callee?.v.text || 'call';
  return derive(`\${${name.slice(0, 80)}(…)}`, [call.self, ...call.args]);
}

/**
 * A call into another file of the package (module '') or another package of the module: recorded with
 * what is passed when that carries taints (a parameter may reach a sink there), its result marked so that
 * where it flows is recorded too.
 */
function importedCall(ctx: Ctx, imported: ImportedName, call: Call, passed: readonly GV[]): GV {
  const values = passed.map(flat);
  if (ctx.unit.modules && values.some(carriesFlow)) ctx.recordCall(imported, values, call.node);
  const out = derive(`\${${imported.name}(…)}`, passed);
  return { v: marked(out.v, callMarker(imported.module, imported.name)) };
}
