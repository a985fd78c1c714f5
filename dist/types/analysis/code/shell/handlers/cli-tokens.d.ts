import type { Handler } from '../cmd.js';
export declare const CLI_TOKEN_HANDLERS: Array<[string, Handler]>;
