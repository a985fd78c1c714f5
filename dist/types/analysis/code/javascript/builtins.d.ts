import { type Handler } from './support.js';
export declare const BUILTIN_HANDLERS: Record<string, Handler>;
