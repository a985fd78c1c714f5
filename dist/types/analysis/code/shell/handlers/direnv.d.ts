import type { Handler } from '../cmd.js';
export declare const DIRENV_HANDLERS: Array<[string, Handler]>;
