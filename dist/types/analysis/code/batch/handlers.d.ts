import { type Handler } from './commands.js';
/** Every batch command handled, by lower-cased program name. */
export declare const BATCH_HANDLERS: Map<string, Handler>;
