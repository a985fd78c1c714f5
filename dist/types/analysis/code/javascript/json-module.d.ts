import { type JsVal } from './jsval.js';
export declare function jsonModuleValue(text: string, file?: string): JsVal | undefined;
