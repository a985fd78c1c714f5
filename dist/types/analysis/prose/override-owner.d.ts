import type { View } from './view.js';
/** The noun ends its phrase ("the cap on uploads", "the rules."), not a modifier ("constraint validation message"). */
export declare function headNoun(v: View, j: number): boolean;
/**
 * A weak directive noun at `j` is the agent's rules for the override verb at `i` (`quoted` widens the
 * look-back past a quoted name): in a phrase after the verb, only with a standing owner ("for all the
 * earlier rules"); otherwise with an owner word shortly before it, or as the bare direct object of a
 * strong verb that ends its phrase ("override the rules") or of any verb under a quantifier over every
 * rule ("ignore all restrictions"). A noun before the verb (a passive's subject) needs an owner.
 */
export declare function weakRuleOfAgent(v: View, i: number, j: number, strongVerb: boolean, quoted: number): boolean;
