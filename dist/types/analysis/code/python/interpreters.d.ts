import type { Handler } from './context.js';
export declare const INTERPRETER_HANDLERS: Array<[string, Handler]>;
