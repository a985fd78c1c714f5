import type { Handler } from '../cmd.js';
export declare const OSASCRIPT_HANDLERS: Array<[string, Handler]>;
