import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function romanceIntents(v: View): ClassHit[];
/** No clause end between tokens a and b (also read by intents-nl-ru.ts). */
export declare function sameClause(v: View, a: number, b: number): boolean;
