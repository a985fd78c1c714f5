import { type Handler } from './support.js';
export declare const SDK_CHANNEL_HANDLERS: Record<string, Handler>;
