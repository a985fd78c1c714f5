import type { Call, Ctx, Handler } from './context.js';
export declare const DOCUMENT_LOAD_HANDLERS: Array<[string, Handler]>;
/** `obj.save(buf)` on an object that carries data: the buffer now holds it (side effect only). */
export declare function serialiseInto(ctx: Ctx, call: Call, method: string): void;
