import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { ImportedName } from '../../facts-modules.js';
import {
  calledMarker,
  callMarker,
  carriesFlow,
  factoryMethodName,
  importedBinding,
  importedResult,
  marked,
  moduleMarker,
} from '../module-summary.js';
import { BROWSER_PROFILE_HANDLERS, profileContextMethod } from './browser-profiles.js';
import { BUILTIN_HANDLERS } from './builtins.js';
import type { Args, Ctx } from './context.js';
import { arrayMethod, DECODE_HANDLERS, dataMethod } from './decode.js';
import { DENO_HANDLERS } from './deno.js';
import { DIGEST_HANDLERS } from './digests.js';
import { EXEC_HANDLERS, runCode } from './exec.js';
import { FS_HANDLERS } from './fs.js';
import { handleMethod } from './handles.js';
import { IMPORT_HANDLERS } from './imports.js';
import { type DataVal, data, elementOf, type JsVal, type ObjVal, opaque, result, toValue } from './jsval.js';
import { MAIL_TRANSPORT_HANDLERS } from './mail-transports.js';
import { constructMcpServer, mcpServerMethod } from './mcp-sdk.js';
import { member } from './members.js';
import { NET_HANDLERS } from './net.js';
import { pageScriptCall } from './page-scripts.js';
import { SDK_CHANNEL_HANDLERS } from './sdk-channels.js';
import { browserStoreQuery, configuredRegistryToken, SECRET_STORE_HANDLERS } from './secret-stores.js';
import { callbackParams, callCallbacks, type Handler, invokeCallbacks } from './support.js';

/**
 * Call dispatch. A callee resolves to a local function (inlined), a named API (a handler keyed on its
 * canonical name: `child_process.exec`, `fetch`, `fs.readFileSync` …) or a method of a value (string
 * and array methods, handles). `f.call(…)`, `f.apply(…, [..])`, `f.bind(…)` and `Reflect.apply` reach
 * the same handlers, and constructors (`new Function`, `new WebSocket`) look up `new <name>` first.
 */

let handlers: Map<string, Handler> | undefined;

/** Built on first use so the handler modules can import what they need without an init-order cycle. */
function table(): Map<string, Handler> {
  if (!handlers) {
    handlers = new Map();
    for (const group of [
      BROWSER_PROFILE_HANDLERS,
      BUILTIN_HANDLERS,
      DECODE_HANDLERS,
      DENO_HANDLERS,
      DIGEST_HANDLERS,
      EXEC_HANDLERS,
      FS_HANDLERS,
      IMPORT_HANDLERS,
      MAIL_TRANSPORT_HANDLERS,
      NET_HANDLERS,
      SDK_CHANNEL_HANDLERS,
      SECRET_STORE_HANDLERS,
    ])
      for (const [name, h] of Object.entries(group)) handlers.set(name, h);
  }
  return handlers;
}

export function callValue(ix: Ctx, callee: JsVal, args: Args, node: Node): JsVal {
  switch (callee.k) {
    case 'fn':
      return ix.invoke(callee, args.vals);
    case 'ref':
      return callRef(ix, callee.name, args, node);
    case 'obj': {
      const ctor = callee.props.get('constructor');
      if (ctor?.k === 'fn') ix.invoke(ctor, args.vals);
      return callee;
    }
    default: {
      const imported = callee.k === 'data' ? importedBinding(callee.v) : undefined;
      if (imported) return importedCall(ix, imported, args, node);
      invokeCallbacks(ix, args, callbackParams(args.vals));
      return calledParameter(result('call', args.vals), callee);
    }
  }
}

/** Calling a parameter (a handler a registry keeps): its result is marked as that call's. */
function calledParameter(out: JsVal, callee: JsVal): JsVal {
  if (callee.k !== 'data' || out.k !== 'data') return out;
  let v = out.v;
  for (const m of callee.v.vars ?? []) {
    const called = calledMarker(m);
    if (called) v = marked(v, called);
  }
  return v === out.v ? out : data(v);
}

/**
 * A call into another module of the skill: recorded with what is passed when that carries taints (its
 * parameters may reach a sink there), and its result marked so that where it flows is recorded too.
 * Callbacks passed run here as for any unmodelled call.
 */
function importedCall(ix: Ctx, imported: ImportedName, args: Args, node: Node): JsVal {
  const name = imported.name === '*' ? { ...imported, name: 'default' } : imported;
  const passed = args.vals.map((a) => toValue(a));
  // Callbacks run now, so what each returns can go with the call (a registry may run them later).
  const returns = callCallbacks(ix, args, callbackParams(args.vals));
  const argsFn: Array<{ arg: number; returns: Value }> = [];
  for (const [arg, a] of args.vals.entries()) {
    const r = a.k === 'fn' ? returns.shift() : undefined;
    if (r) argsFn.push({ arg, returns: toValue(r) });
  }
  if (passed.some(carriesFlow) || argsFn.some((a) => carriesFlow(a.returns)))
    ix.unit.modules?.call(name, passed, ix.unit.id, ix.unit.region(node.startIndex, node.endIndex), argsFn);
  const out = result(name.name, args.vals);
  return data(marked(out.v, callMarker(name.module, name.name)));
}

export function callRef(ix: Ctx, name: string, args: Args, node: Node): JsVal {
  const h = table().get(name);
  const out = h?.(ix, args, node, name) ?? mcpServerMethod(ix, name, args, node);
  if (out !== undefined) return out;
  invokeCallbacks(ix, args, callbackParams(args.vals));
  return result(name, args.vals);
}

export function construct(ix: Ctx, ctor: JsVal, args: Args, node: Node): JsVal {
  const imported = ctor.k === 'data' ? importedBinding(ctor.v) : undefined;
  if (imported && imported.name !== '*' && !imported.name.includes('.')) {
    invokeCallbacks(ix, args, callbackParams(args.vals));
    return data(marked(opaque('instance').v, moduleMarker(imported.module, `${imported.name}()`)));
  }
  if (ctor.k === 'ref') {
    const h = table().get(`new ${ctor.name}`) ?? table().get(ctor.name);
    const out = h?.(ix, args, node, ctor.name) ?? constructMcpServer(ix, ctor.name, args, node);
    if (out !== undefined) return out;
    invokeCallbacks(ix, args, callbackParams(args.vals));
    return result(ctor.name, args.vals);
  }
  if (ctor.k === 'obj') return callValue(ix, ctor, args, node);
  if (ctor.k === 'fn') {
    ix.invoke(ctor, args.vals);
    return { k: 'obj', props: new Map() };
  }
  return result('new', args.vals);
}

const shift = (args: Args, n: number): Args => ({ vals: args.vals.slice(n), nodes: args.nodes.slice(n) });

/** `recv.prop(args)`. */
export function callMethod(ix: Ctx, recv: JsVal, prop: string, args: Args, node: Node): JsVal {
  if ((recv.k === 'fn' || recv.k === 'ref') && (prop === 'call' || prop === 'apply' || prop === 'bind')) {
    if (prop === 'bind') return recv;
    if (prop === 'call') return callValue(ix, recv, shift(args, 1), node);
    const list = args.vals[1];
    const items = list?.k === 'arr' ? list.items : list ? [elementOf(list)] : [];
    const at = args.nodes[1] ?? node;
    return callValue(ix, recv, { vals: items, nodes: items.map(() => at) }, node);
  }
  // `lib.send(x)` on a module of the skill imported whole.
  if (recv.k === 'data' && importedBinding(recv.v))
    return callValue(ix, member(ix, recv, prop, node), args, node);
  // `import('child_process').then((cp) => cp.exec(…))`: the module itself reaches the callback.
  if (prop === 'then' && recv.k === 'ref') return callCallbacks(ix, args, [recv])[0] ?? recv;
  // Any `_compile(code, file)` is Module.prototype._compile: it runs `code` as a module.
  if (prop === '_compile') return runCode(ix, args.vals[0], 'Module._compile', node, args.nodes[0]);
  // A browser automation object's method that runs fetched text as JavaScript in the page.
  const inPage = recv.k === 'data' || recv.k === 'handle' ? pageScriptCall(ix, prop, args, node) : undefined;
  if (inPage) return inPage;
  const query =
    recv.k === 'data' || recv.k === 'handle'
      ? (browserStoreQuery(ix, prop, args, node) ??
        configuredRegistryToken(prop, args) ??
        profileContextMethod(ix, prop, node))
      : undefined;
  if (query) return query;
  switch (recv.k) {
    case 'ref':
    case 'fn':
      return callValue(ix, member(ix, recv, prop, node), args, node);
    case 'obj':
      return objMethod(ix, recv, prop, args, node);
    case 'arr':
      return arrayMethod(ix, recv, prop, args, node) ?? generic(ix, recv, prop, args);
    case 'data':
      return factoryMethod(
        ix,
        recv,
        prop,
        args,
        node,
        dataMethod(ix, recv, prop, args, node) ?? generic(ix, recv, prop, args),
      );
    case 'handle':
      return handleMethod(ix, recv.h, prop, args, node) ?? generic(ix, recv, prop, args);
  }
}

/**
 * `createStore(config).put(doc)`: a method of the object another module's function built. Which class that
 * is may be chosen at run time, so the call is recorded under the factory's name (module-summary.ts
 * `factoryMethodName`) and the join weighs every method of that name in the factory's module. What the
 * method returns stays what the value model made of it, marked as that call's too.
 */
function factoryMethod(ix: Ctx, recv: DataVal, prop: string, args: Args, node: Node, out: JsVal): JsVal {
  const factory = importedResult(recv.v);
  if (!factory) return out;
  const name = { module: factory.module, name: factoryMethodName(factory.name, prop) };
  const passed = args.vals.map((a) => toValue(a));
  if (passed.some(carriesFlow))
    ix.unit.modules?.call(name, passed, ix.unit.id, ix.unit.region(node.startIndex, node.endIndex));
  return out.k === 'data' ? data(marked(out.v, callMarker(name.module, name.name))) : out;
}

function objMethod(ix: Ctx, recv: ObjVal, prop: string, args: Args, node: Node): JsVal {
  const m = recv.props.get(prop);
  if (m && (m.k === 'fn' || m.k === 'ref')) return callValue(ix, m, args, node);
  // FormData / URLSearchParams / Map building: `fd.append('file', fs.createReadStream(p))`.
  if ((prop === 'append' || prop === 'set') && recv.props.size < 512) {
    const key = args.vals[0];
    const name = key?.k === 'data' && key.v.literal ? key.v.text : `#${recv.props.size}`;
    recv.props.set(name, args.vals[1] ?? opaque('value'));
    return recv;
  }
  return generic(ix, recv, prop, args);
}

/** A method we do not model: callbacks run with what flowed in, the result carries the taints. */
function generic(ix: Ctx, recv: JsVal, prop: string, args: Args): JsVal {
  const inputs = [recv, ...args.vals];
  if (prop === 'then' || prop === 'catch' || prop === 'finally') {
    const out = callCallbacks(ix, args, callbackParams(inputs));
    if (out[0]) return out[0];
  } else invokeCallbacks(ix, args, callbackParams(inputs));
  return result(prop, inputs);
}
