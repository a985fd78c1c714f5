import type { Handler } from '../cmd.js';
/** Every modelled program, by canonical name (src/analysis/code/shell/cmd.ts `canonicalName`). */
export declare const HANDLERS: Map<string, Handler>;
