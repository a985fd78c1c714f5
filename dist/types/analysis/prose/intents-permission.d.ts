import type { ClassHit } from './intents-control.js';
import { type View } from './view.js';
export declare function permissionWidening(v: View): ClassHit[];
/**
 * The option at `i` is the one the sentence turns down: "gates (`dontAsk` + an allowlist), not bypass",
 * "rather than yolo", "instead of `bypassPermissions`", "prefer `dontAsk` over `bypassPermissions`". Only
 * the word right before it counts, so "set the mode to bypass, not default" still asks for bypass.
 */
export declare function rejected(v: View, i: number): boolean;
