import { type Handler } from './commands.js';
export declare const BATCH_HANDLERS: Map<string, Handler>;
