import { type Handler } from '../cmd.js';
export declare const ARRAY_BUILTIN_HANDLERS: Array<[string, Handler]>;
