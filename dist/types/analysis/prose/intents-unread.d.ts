import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function unreadIntents(text: string, v: View): ClassHit[];
