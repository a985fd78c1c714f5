import type { Handler } from './context.js';
export declare const SECRET_STORE_HANDLERS: Array<[string, Handler]>;
