import { type Handler } from './calls.js';
export declare const SYSTEM_HANDLERS: Array<[string, Handler]>;
