import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function persist(v: View): ClassHit[];
export declare function decodeAndFollow(v: View): ClassHit[];
export declare function assemble(v: View): ClassHit[];
export declare function renderExfil(v: View): ClassHit[];
