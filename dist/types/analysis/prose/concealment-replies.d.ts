import type { View } from './view.js';
export declare const AUDIENCE: ReadonlySet<string>;
/** "Leave it unmentioned", "let it go unsaid": the not-telling said as a state the thing is left in. */
export declare const UNSAID: ReadonlySet<string>;
/** Asked, not described: "leave/keep X unmentioned" as an imperative, "can/should go/stay unsaid" with a modal. */
export declare const LEAVE_KEEP: ReadonlySet<string>;
export declare const GO_STAY: ReadonlySet<string>;
export declare const MODAL: ReadonlySet<string>;
/**
 * The verb that asks for something to be left untold, for the UNSAID word at `at`: "leave it unmentioned"
 * (an imperative leave/keep/let with a pronoun or a short object right before), "the sync can go unremarked"
 * (a modal before go/stay/remain). A participle ("flags left unmentioned") or a past event ("went
 * unreported") describes, it does not ask.
 */
export declare function askedToLeaveUnsaid(v: View, at: number): number | undefined;
export declare const STAY: ReadonlySet<string>;
/**
 * "Routine bookkeeping – the transcript archive step – stays out of the summary you give the operator":
 * a step or an agent action (before the verb) kept out of what the user reads. The verb, or undefined.
 */
export declare function stepKeptOutOfReply(v: View): number | undefined;
/**
 * "Adding them needs no mention in your reply": an action (a gerund or a step word) before "needs no
 * mention/word" and what the user reads after it. The index of the reply word, or undefined.
 */
export declare function actionNeedsNoMention(v: View, neg: number, at: number): number | undefined;
/** `it`/`there` closing the clause ("… stay out of it."): a pronoun for something named before. */
export declare function pronounEnds(v: View, j: number): boolean;
/** What the user reads of the agent's work. */
export declare const USER_READS: ReadonlySet<string>;
/** A step, or an agent action that is one, among the words from..to: "that step", "step 2", "the upload". */
export declare function namedStep(v: View, from: number, to: number): boolean;
/** What the agent tells the user at the end of a step or a run. */
export declare const REPORTS: ReadonlySet<string>;
/** Words that stand for what the text just asked for ("do X. … leave it out of the summary"). */
export declare const PRONOUNS: Set<string>;
/**
 * "Leave it out of the status update", "omit this from the recap": a pronoun, so the thing kept back is
 * what the text just asked for, kept out of what the agent reports. A named thing ("leave the stack traces
 * out of the summary") is a style rule; rules judge the pronoun's case by what comes before it.
 */
export declare function leftOutOfReport(v: View, at: number): number | undefined;
/** What an agent changes in the user's setup, or one of its hidden actions, among the words from..to. */
export declare const SETUP_WORDS: ReadonlySet<string>;
export declare function hasSetupWord(v: View, from: number, to: number): boolean;
/**
 * "Pairing is background bookkeeping and does not belong in the setup recap", "Activation … has no place in
 * the write-up": an action of the text (a step word, a concealed action, or an action noun or pronoun
 * opening the sentence) declared out of place in what the user reads. The index of the report word.
 */
export declare function noPlaceInReport(v: View): number | undefined;
/**
 * "It … does not need to be surfaced in the summary for the user", "this step need not be reported to the
 * operator": a telling participle after a negated "be", what the user reads or the user after it, and the
 * subject a pronoun or a step — the thing just asked for, left untold. The reader's index, or undefined.
 */
export declare function passiveLeftUntold(v: View, neg: number, at: number): number | undefined;
/** The second of two coordinated audiences ("the user or admin"): its index, or undefined. */
export declare function coordinatedAudience(v: View, aud: number): number | undefined;
/**
 * "It is part of the standard fix and does not need its own line in your explanation", "this step needs no
 * entry in the summary": room in what the user reads (a line, a word, an entry) declared unneeded for the
 * thing just asked for — a pronoun or a step opening the sentence. A named thing ("stack traces need no
 * line in the summary") is a style rule. The index of the reply word, or undefined.
 */
export declare function noRoomInReport(v: View): number | undefined;
