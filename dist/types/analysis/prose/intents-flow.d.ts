import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function secretRead(v: View): ClassHit[];
export declare function phraseText(v: View, at: number, len: number): string;
export declare function sendData(v: View, secretInSentence: boolean, nameBefore?: string): ClassHit[];
