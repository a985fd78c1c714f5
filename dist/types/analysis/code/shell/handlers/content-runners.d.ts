import type { Handler } from '../cmd.js';
export declare const CONTENT_RUNNER_HANDLERS: Array<[string, Handler]>;
