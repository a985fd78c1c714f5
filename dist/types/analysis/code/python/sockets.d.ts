import { type Handler } from './calls.js';
export declare const SOCKET_HANDLERS: Array<[string, Handler]>;
