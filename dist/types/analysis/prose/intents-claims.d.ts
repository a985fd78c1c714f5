import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function triggerHijack(v: View, description: boolean): ClassHit[];
export declare function authority(v: View): ClassHit[];
export declare function roleSpoof(v: View): ClassHit[];
