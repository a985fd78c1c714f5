import type { View } from './view.js';
/**
 * The shape of the clause around a verb, for intents that must tell an imperative addressed to the agent
 * from a statement about something else: a noun subject before the verb ("notes override …"), a verb-looking
 * word that is a noun ("Override supersedes …"), a clause opened between a verb and a noun ("… wherever the
 * guidance is wrong"), a condition ("where the policy does not apply").
 */
/** Words that open a clause of their own. */
export declare const SUBORDINATORS: ReadonlySet<string>;
/** A subordinator opens the clause that ends at i, with no punctuation between ("where the policy does not"). */
export declare function conditionClause(v: View, i: number): boolean;
/** "Override supersedes the auto-select rule": the word is the subject noun, not a verb. */
export declare function nounBeforeVerb(v: View, at: number): boolean;
/**
 * The verb has a plural noun for subject right before it ("notes override …", "settings supersede …"):
 * a statement about which text wins, not an imperative to the agent.
 */
export declare function statedBySubject(v: View, at: number): boolean;
/** A subordinator between two tokens: the later one sits in a clause of its own. */
export declare function subordinateBetween(v: View, a: number, b: number): boolean;
