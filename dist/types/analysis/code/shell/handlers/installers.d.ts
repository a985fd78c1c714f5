import type { Handler } from '../cmd.js';
export declare const INSTALLER_HANDLERS: Array<[string, Handler]>;
