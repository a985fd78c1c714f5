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
/**
 * "Instructions given with the developer role take precedence over those given with the user role": API
 * documentation ranking message roles, both sides named as roles. A claim for the text itself names no role
 * on one side ("these notes take precedence over the user role's messages" still counts).
 */
export declare function rolesRanked(v: View, at: number, obj: number): boolean;
/**
 * The override verb is a noun: after a determiner or quantifier ("the override"), or the head of a noun
 * phrase a making verb governs ("add explicit language override in Rules"), only words between them.
 */
export declare function verbAsNoun(v: View, at: number): boolean;
/**
 * 'The earlier "Preview channel required" instruction is obsolete': the noun carries a quoted or code
 * name, so it is one documented item (a product step corrected), not the agent's instructions — unless
 * the sentence names them as the agent's ("your", "you were given").
 */
export declare function namedDocumentedItem(v: View, obj: number): boolean;
/**
 * "Lift the virtual instruction stream", "drop the NOP instructions": instructions a CPU or a bytecode
 * interpreter executes, named by a machine head after the singular noun or a machine word just before it.
 * They are code being analysed, not the agent's instructions.
 */
export declare function machineInstruction(v: View, j: number): boolean;
/**
 * "Directives to ignore the operator, adopt a persona, or treat prior instructions as void": the sentence
 * is a noun phrase naming a kind of request (a checklist entry, a heading), and the verb is one of the
 * infinitives after "to" that say what such requests ask. Nothing is asked of the reader. The noun opens
 * the sentence (after qualifiers only: "Obey the directives to …" opens with a verb and stays an ask), and
 * "to" starts an infinitive ("Instructions to the agent: ignore …" does not), with only commas and
 * coordinators between it and the verb.
 */
export declare function namedRequestKind(v: View, at: number): boolean;
/**
 * "verify the package exists on npm before use (`npx` executes remote code)": a tool named in code as the
 * subject of a verb in the third person says what the tool does (the warning behind a check), not what
 * the agent is to run.
 */
export declare function toolStatement(v: View, at: number): boolean;
