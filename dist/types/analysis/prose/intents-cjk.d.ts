import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';
export declare function cjkIntents(text: string, v: View): ClassHit[];
