import type { Node } from 'web-tree-sitter';
import type { Endpoint, Value } from '../../facts.js';
import type { BehaviourInput } from '../collector.js';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/**
 * What every call handler shares: the handler signature, argument access, callbacks, endpoints built
 * from reconstructed URLs, and the rule that a sink which sends or writes the whole environment reports
 * reading it.
 */
/** A call handler: returns the call's value, or undefined to fall back to the generic reading. */
export type Handler = (ix: Ctx, args: Args, node: Node, name: string) => JsVal | undefined;
export declare const arg: (args: Args, i: number) => JsVal | undefined;
export declare const argNode: (args: Args, i: number, fallback: Node) => Node;
/** The statically known string of an argument. */
export declare function argText(args: Args, i: number): string | undefined;
/**
 * Event-style callbacks (`on('data', …)`, connect listeners, node-style `(err, data) => …`): run after
 * the current statement, as the event loop would, so `const s = net.connect(…, () => s.pipe(sh.stdin))`
 * sees `s` bound.
 */
export declare function invokeCallbacks(ix: Ctx, args: Args, params: readonly JsVal[]): void;
/** Callbacks whose results are the call's value (`then`, `map`, a Promise executor): run now. */
export declare function callCallbacks(ix: Ctx, args: Args, params: readonly JsVal[]): JsVal[];
/** The parameters a callback of an unmodelled API gets: whatever flowed into the call. */
export declare function callbackParams(inputs: readonly JsVal[]): JsVal[];
/**
 * The endpoint a reconstructed URL names. A host we could not resolve (`https://${host}/x`) is
 * `unknown`: the `${…}` marks an unresolved variable in code, not a documentation placeholder.
 */
export declare function endpointFor(ix: Ctx, url: Value | undefined): Endpoint;
/** A serialiser or sink takes `v`: if it carries the whole environment, that is a read of it, here
 *  (once per unit: the first place it is read out). */
export declare function noteEnvAll(ix: Ctx, v: Value, node: Node): void;
/** Serialises a value the way `JSON.stringify` / `URLSearchParams` / `util.inspect` do. */
export declare function serialise(ix: Ctx, v: JsVal | undefined, node: Node): JsVal;
/** In a minified bundle, names are reused across thousands of scopes: a fact is reported only when its
 *  own values show it (a classified path, a known host, a taint), never on an unresolved name alone. */
export declare function justified(b: BehaviourInput): boolean;
/** What reading stdin returns in a hook script (used by the fs handlers for fd 0 and /dev/stdin). */
export declare function conversationInput(): JsVal;
/** The response of a request to `url`: downloaded data. */
export declare function downloaded(url: Value, tool: string): JsVal;
