import type { PyNode as Node } from './ast.js';
import { type PV } from './pv.js';
/** Decodes the escape sequences of a non-raw literal's body. Linear; unknown escapes stay as written. */
export declare function decodeEscapes(body: string, bytes: boolean, max?: number): string;
export interface StringPrefix {
    raw: boolean;
    bytes: boolean;
    format: boolean;
}
export declare function prefixOf(node: Node): StringPrefix;
/**
 * The value of a `string` node. Interpolations in f-strings are evaluated by `evalInterp` (the
 * evaluator's entry point, passed in to keep this module free of it).
 */
export declare function stringValue(node: Node, evalInterp: (expr: Node) => PV): PV;
/**
 * Concatenation where a part that follows a credential-named query parameter (`...?api_key=` + KEY) is
 * moved to `cred`: an API key in its own API's URL is the intended call, not data leaving (the rule
 * weighs `credentials` against the endpoint). The text still shows the whole URL.
 */
export declare function splitCredentials(parts: PV[]): PV;
