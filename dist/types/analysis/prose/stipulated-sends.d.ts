import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function stipulatedSend(v: View): ClassHit[];
