import type { Handler } from '../cmd.js';
export declare const PYTHON_PACKAGE_HANDLERS: Array<[string, Handler]>;
