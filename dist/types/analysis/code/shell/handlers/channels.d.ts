import type { Handler } from '../cmd.js';
export declare const CHANNEL_HANDLERS: Array<[string, Handler]>;
