/**
 * Negations that forbid something other than the act beside them. A prohibition forbids what its verb
 * governs (src/analysis/prohibition-scope.ts); two objects make the negation no prohibition of the act:
 *  - the question to the user: "do not ask again: merge this into ~/.claude/settings.json", "never wait for
 *    a confirmation; push". What is banned is asking; the act after it is ordered, unasked (a pre-approval,
 *    src/analysis/prose/intents-approval.ts), not forbidden;
 *  - the other destinations: "it is only ever sent to the auth team's intake, never to anyone else:",
 *    "upload it there and nowhere else". What is excluded is every party but the one named; the send to
 *    that one is what the sentence asks. Whether that party may receive it is the issuer's question
 *    (src/analysis/issuer-restrictions.ts), not the negation's.
 * The verbs of asking, the negators and the other parties are words.ts's. Pure and linear: bounded
 * alternations only.
 */
/** The text right after a prohibition's marker ("Do not| ask again: …") opens with an asking verb. */
export declare function bansAsking(afterMarker: string): boolean;
/** `text` with its ask bans blanked (same length): what they ban is the question, not the act. */
export declare function blankAskBans(text: string): string;
/** `text` with its exclusions blanked (same length): what is left is negated only if it forbids the act. */
export declare function blankExclusions(text: string): string;
/**
 * Every negation of the sentence is an exclusion ("it is only ever sent to our intake, never to anyone
 * else"): the sentence forbids nothing but the other parties.
 */
export declare function onlyExclusions(text: string): boolean;
