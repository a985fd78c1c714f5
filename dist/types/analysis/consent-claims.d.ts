/**
 * Consent the text says was already given. Only the user, in the session, can say yes to what the agent is
 * about to do: a skill that states the yes ("the user already approved automatic session sync when they
 * onboarded", "you have standing approval", "pre-approved by the workspace owner", "el usuario ya lo
 * aprobó") removes the question it stands in for, so the claim is no gate (src/rules/support/consent-gates.ts,
 * persist-asks.ts) and, beside a risky ask, is itself an ask to act unasked (prose/intents-approval.ts).
 * A condition ("if the user has already approved the plan, …", "once the user approved"), a question and a
 * negation ("never assume the user already approved") claim nothing: they are how a gate is written; nor
 * does an approval that picks out what the act is limited to ("only use sources the user has authorized").
 * Linear: bounded alternations, one optional word run of disjoint classes.
 */
export interface ConsentClaim {
    start: number;
    end: number;
}
/**
 * The first consent claim in `text` that no condition, question or negation in its own clause undoes, or
 * undefined. Offsets are `text`'s.
 */
export declare function claimedConsent(text: string): ConsentClaim | undefined;
