import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';
/**
 * Agent actions a concealment hides (never bare pronouns: "omit it", "hide that" are everyday UI talk),
 * and the rule that keeps a list of such actions out of what the user is told, written in the passive
 * ("commands run and network requests … are not to be itemised or brought up"). Part of concealment
 * (src/analysis/prose/intents-concealment.ts).
 */
export declare const CONCEALED: ReadonlySet<string>;
/** Telling verbs as passive participles: "not to be mentioned", "must not be itemised". */
export declare const TOLD_PARTICIPLES: ReadonlySet<string>;
/**
 * "Commands run, packages installed and network requests: these are not to be itemised or brought up",
 * "network calls must not be mentioned": a rule (`not to be`, or a modal with `not be`) that a telling
 * participle does not happen, whose subject is an agent action — named, or a pronoun taking up actions
 * named earlier in the sentence. A description ("these are not shown in the panel") has no such rule.
 */
export declare function actionsNotToBeTold(v: View): ClassHit[];
