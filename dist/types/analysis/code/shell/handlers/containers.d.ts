import type { Handler } from '../cmd.js';
export declare const CONTAINER_HANDLERS: Array<[string, Handler]>;
