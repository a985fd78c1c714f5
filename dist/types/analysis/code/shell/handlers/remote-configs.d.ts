import type { Handler } from '../cmd.js';
export declare const REMOTE_CONFIG_HANDLERS: Array<[string, Handler]>;
