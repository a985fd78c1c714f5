import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Marks `a` when `prev`, the sentence just before it (same text, closely following), names incoming instructions. */
export declare function linkIncomingInstructions(prev: Analysed | undefined, a: Analysed): void;
/**
 * The obeying of incoming instructions, given a pre-approval hit of the same sentence (the confirmation
 * given up): an `agent-mediated-exec` hit at the obeying verb.
 */
export declare function obeyedIncoming(v: View, incomingBefore: boolean, approvals: readonly ClassHit[]): ClassHit[];
