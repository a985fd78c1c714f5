import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function fieldSend(v: View): ClassHit[];
