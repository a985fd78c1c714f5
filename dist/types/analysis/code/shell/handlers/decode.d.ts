import type { Handler } from '../cmd.js';
export declare const DECODE_HANDLERS: Array<[string, Handler]>;
