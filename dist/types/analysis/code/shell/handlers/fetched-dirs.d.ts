import type { Handler } from '../cmd.js';
export declare const FETCHED_DIR_HANDLERS: Array<[string, Handler]>;
