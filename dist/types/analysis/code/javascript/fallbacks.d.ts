import { type JsVal } from './jsval.js';
/** Runs `walk` as an alternative branch. */
export declare function asAlternative(walk: () => void): void;
/** Whether an assignment of `next` over `prev` keeps `prev` (in an alternative branch, `prev` carries more). */
export declare function keepsEarlier(prev: JsVal | undefined, next: JsVal): boolean;
