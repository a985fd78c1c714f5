import type { Handler } from '../cmd.js';
export declare const CHECKSUM_HANDLERS: Array<[string, Handler]>;
