import type { Handler } from './context.js';
export declare const REGEX_MATCH_HANDLERS: Array<[string, Handler]>;
