import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function concealment(v: View): ClassHit[];
/** "there's no need to", "it is not necessary to": a negation that asks, not one that forbids. */
export declare function needless(v: View, neg: number): boolean;
