import type { Handler } from '../cmd.js';
export declare const WORKDIR_HANDLERS: Array<[string, Handler]>;
