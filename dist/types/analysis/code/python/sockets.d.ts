import type { Handler } from './context.js';
export declare const SOCKET_HANDLERS: Array<[string, Handler]>;
