import type { Handler } from '../cmd.js';
export declare const SERVING_HANDLERS: Array<[string, Handler]>;
