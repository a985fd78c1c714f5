import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function slotFill(v: View): ClassHit[];
