import type { Handler } from './context.js';
export declare const DEFERRED_CALL_HANDLERS: Array<[string, Handler]>;
