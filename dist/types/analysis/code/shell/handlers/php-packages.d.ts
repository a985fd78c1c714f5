import type { Handler } from '../cmd.js';
export declare const PHP_PACKAGE_HANDLERS: Array<[string, Handler]>;
