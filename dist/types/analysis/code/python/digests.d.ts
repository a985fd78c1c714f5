import type { Handler } from './context.js';
/** The calls whose result is a digest of their arguments (python/digest-reads.ts asks by name). */
export declare const DIGEST_CALLS: ReadonlySet<string>;
export declare const DIGEST_HANDLERS: Array<[string, Handler]>;
