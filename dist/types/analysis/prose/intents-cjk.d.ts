import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';
export declare function cjkIntents(text: string, v: View): ClassHit[];
/** Index of the token that holds sentence offset `off`. */
export declare function tokenIndex(v: View, off: number): number;
