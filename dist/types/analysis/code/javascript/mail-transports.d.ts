import { type Handler } from './support.js';
export declare const MAIL_TRANSPORT_HANDLERS: Record<string, Handler>;
