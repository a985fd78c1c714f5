import type { Handler } from './context.js';
export declare const SDK_CHANNEL_HANDLERS: Array<[string, Handler]>;
