import type { Handler } from '../cmd.js';
export declare const DATABASE_DUMP_HANDLERS: Array<[string, Handler]>;
