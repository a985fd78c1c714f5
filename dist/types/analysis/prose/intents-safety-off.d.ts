import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';
export declare function safetyOff(text: string, v: View): ClassHit[];
