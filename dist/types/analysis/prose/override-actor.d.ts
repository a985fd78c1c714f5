import type { View } from './view.js';
export type OverrideActor = 'agent' | 'text' | 'other';
/**
 * The subject of the override verb at `at`, or undefined when it has none (an imperative, a passive, an
 * infinitive). A verb glossed in parentheses ("stay (suspend)") shares the subject of the verb it glosses.
 */
export declare function overrideActor(v: View, at: number): OverrideActor | undefined;
/** The override verb states what another party does, to something not named as the agent's. */
export declare function otherPartyActs(v: View, at: number, obj: number): boolean;
/**
 * "If a brief instructs you to …, ignore that instruction": the object points back ("that", "those",
 * "such") at an ask the sentence reports before the verb, and who asks is not a principal.
 */
export declare function reportedFromContent(v: View, at: number, obj: number): boolean;
