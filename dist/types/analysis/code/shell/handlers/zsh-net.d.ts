import type { Handler } from '../cmd.js';
export declare const ZSH_NET_HANDLERS: Array<[string, Handler]>;
