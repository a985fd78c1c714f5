import type { Handler } from '../cmd.js';
export declare const CONTROL_OFF_HANDLERS: Array<[string, Handler]>;
