import type { Handler } from './context.js';
export declare const SYSTEM_HANDLERS: Array<[string, Handler]>;
