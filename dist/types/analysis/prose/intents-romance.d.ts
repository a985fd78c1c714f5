import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function romanceIntents(v: View): ClassHit[];
