/**
 * The shape of the sentence that leads into a code block, as src/analysis/prose/placement.ts reads it: a
 * negation in its last clause ("Don't run this:"), or a sentence that is only a condition.
 */
/**
 * A negative word in the clause that leads into the block ("Don't run this:"). An earlier clause's negation
 * is about something else: "The toolkit is not on npm; install it by running:" asks to run the block.
 */
export declare function negativeLastClause(text: string): boolean;
/**
 * A lead that only says when the block applies ("If a workflow runs `go run` on checked-out fork code:"):
 * it describes what runs and asks nothing of the agent. "If you need it, run:" has a main clause that asks.
 */
export declare function conditionOnly(text: string): boolean;
