import type { Handler } from '../cmd.js';
export declare const CAPTURE_HANDLERS: Array<[string, Handler]>;
