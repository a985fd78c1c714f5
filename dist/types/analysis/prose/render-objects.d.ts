import type { View } from './view.js';
/** "a version key", "line-level field tokens", "a data payload": no session data travels in that URL. */
export declare function inertKey(v: View, j: number): boolean;
/** A contrast word between the preposition and the carrier: the carrier is the alternative turned down. */
export declare function contrastBetween(v: View, prep: number, carrier: number): boolean;
