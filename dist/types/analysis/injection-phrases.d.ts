/**
 * Phrases of prompt injection aimed at the agent (rules/prompt-injection.md decides what each means and how
 * bad it is): overriding its instructions, faking a role boundary, hiding actions from the user,
 * pre-approving actions. Matched on the normalised text (src/analysis/normalize.ts: invisible characters
 * stripped, look-alike letters folded), once per file in the fact job, so `ign\u200Bore previous
 * instructions` is caught too and no rule scans the text again. Every pattern is a fixed sequence of
 * bounded alternations: linear on hostile input.
 */
export declare const INJECTION_PHRASES: ReadonlyArray<{
    id: string;
    re: RegExp;
}>;
/** A phrase found: its index in INJECTION_PHRASES and its span in the normalised text. */
export interface PhraseHit {
    phrase: number;
    start: number;
    end: number;
}
/** Every injection phrase in a normalised text, in text order (then phrase id). */
export declare function injectionPhrases(normText: string): PhraseHit[];
