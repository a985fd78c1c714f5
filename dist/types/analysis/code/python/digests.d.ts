import type { Handler } from './context.js';
export declare const DIGEST_HANDLERS: Array<[string, Handler]>;
