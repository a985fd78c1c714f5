import type { Value } from '../../facts.js';
import { type JsVal } from './jsval.js';
/** The canonical name of a module specifier; `node:` and `.default` interop are dropped. */
export declare function canonicalModule(spec: string): string;
/** A relative or absolute path to a local file (the lead follows these as `source`). */
export declare function isLocalSpecifier(spec: string): boolean;
/** The reference a free identifier names, if it is a global we model. */
export declare function globalRef(name: string): JsVal | undefined;
/** The canonical name of `base.prop`. */
export declare function memberName(base: string, prop: string): string;
/**
 * `process.env.NAME`: the folder (or shell) it names, or an env-tainted unknown (secret when the name
 * says so).
 */
export declare function envVar(name: string): {
    value: Value;
    secret: boolean;
};
