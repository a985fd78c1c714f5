import type { Node } from 'web-tree-sitter';
import type { Endpoint, Value } from '../../facts.js';
import { endpointOf, hostOf } from '../../hosts.js';
import type { BehaviourInput } from '../collector.js';
import { literal, tainted, unknown } from '../values.js';
import type { Args, Ctx } from './context.js';
import { data, ENV_ALL, type JsVal, jsonValue, opaque, realTaints, result } from './jsval.js';

/**
 * What every call handler shares: the handler signature, argument access, callbacks, endpoints built
 * from reconstructed URLs, and the rule that a sink which sends or writes the whole environment reports
 * reading it.
 */

/** A call handler: returns the call's value, or undefined to fall back to the generic reading. */
export type Handler = (ix: Ctx, args: Args, node: Node, name: string) => JsVal | undefined;

export const arg = (args: Args, i: number): JsVal | undefined => args.vals[i];
export const argNode = (args: Args, i: number, fallback: Node): Node => args.nodes[i] ?? fallback;

/** The statically known string of an argument. */
export function argText(args: Args, i: number): string | undefined {
  const v = args.vals[i];
  return v?.k === 'data' && v.v.literal ? v.v.text : undefined;
}

/**
 * Event-style callbacks (`on('data', …)`, connect listeners, node-style `(err, data) => …`): run after
 * the current statement, as the event loop would, so `const s = net.connect(…, () => s.pipe(sh.stdin))`
 * sees `s` bound.
 */
export function invokeCallbacks(ix: Ctx, args: Args, params: readonly JsVal[]): void {
  for (const a of args.vals) if (a.k === 'fn') ix.defer(a, params);
}

/** Callbacks whose results are the call's value (`then`, `map`, a Promise executor): run now. */
export function callCallbacks(ix: Ctx, args: Args, params: readonly JsVal[]): JsVal[] {
  const out: JsVal[] = [];
  for (const a of args.vals) if (a.k === 'fn') out.push(ix.invoke(a, params));
  return out;
}

/** The parameters a callback of an unmodelled API gets: whatever flowed into the call. */
export function callbackParams(inputs: readonly JsVal[]): JsVal[] {
  const v = result(
    'callback',
    inputs.filter((x) => x.k !== 'fn'),
  );
  return realTaints(v.v).length ? [v, v, v] : [opaque('param'), opaque('param'), opaque('param')];
}

/**
 * The endpoint a reconstructed URL names. A host we could not resolve (`https://${host}/x`) is
 * `unknown`: the `${…}` marks an unresolved variable in code, not a documentation placeholder.
 */
export function endpointFor(ix: Ctx, url: Value | undefined): Endpoint {
  if (!url || url.text === '') return { cls: 'unknown' };
  const host = hostOf(url.text);
  if (host === '' || host.includes('$') || url.text.startsWith('${'))
    return { url: url.text.slice(0, 300), cls: 'unknown' };
  return endpointOf(url.text, ix.unit.hosts);
}

/** A serialiser or sink takes `v`: if it carries the whole environment, that is a read of it, here
 *  (once per unit: the first place it is read out). */
export function noteEnvAll(ix: Ctx, v: Value, node: Node): void {
  if (v.secret === 'env-all') ix.emit({ kind: 'read', target: ENV_ALL, secret: 'env-all' }, node, 'env-all');
}

/** Serialises a value the way `JSON.stringify` / `URLSearchParams` / `util.inspect` do. */
export function serialise(ix: Ctx, v: JsVal | undefined, node: Node): JsVal {
  const value = jsonValue(v);
  noteEnvAll(ix, value, node);
  return { k: 'data', v: value };
}

/** In a minified bundle, names are reused across thousands of scopes: a fact is reported only when its
 *  own values show it (a classified path, a known host, a taint), never on an unresolved name alone. */
export function justified(b: BehaviourInput): boolean {
  switch (b.kind) {
    case 'execute':
      return realTaints(b.code).some((t) => t === 'download' || t === 'decoded');
    case 'fetch':
    case 'reverse-shell':
      return b.endpoint.cls !== 'unknown';
    case 'send':
      return b.endpoint.cls !== 'unknown' && realTaints(b.data).some((t) => t !== 'download');
    case 'source':
      return false;
    default:
      return true;
  }
}

/** Hook input: what the agent passes on stdin (tool input, the prompt). */
const CONVERSATION: Value = tainted(unknown('stdin', []), 'conversation');

/** What reading stdin returns in a hook script (used by the fs handlers for fd 0 and /dev/stdin). */
export function conversationInput(): JsVal {
  return data(CONVERSATION);
}

/** The response of a request to `url`: downloaded data. */
export function downloaded(url: Value, tool: string): JsVal {
  return data(tainted(literal(`\${${tool}-response}`), 'download', { from: url.text }));
}
