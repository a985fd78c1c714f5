import type { Handler } from './support.js';
export declare const DIGEST_HANDLERS: Record<string, Handler>;
