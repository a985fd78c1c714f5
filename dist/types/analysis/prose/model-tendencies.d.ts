import type { Token } from './tokens.js';
/**
 * `at` is a name of the agent in the third person, `at + 1` a modal of possibility, and what follows is a
 * lapse: "Claude may forget its instructions", "the model might misread text in images".
 */
export declare function predictedLapse(tokens: readonly Token[], at: number): boolean;
/**
 * The word at `at`, right after a name of the agent, heads a noun phrase ("Claude instructions on webpages
 * or contained in images may override …", "Claude prompts hidden in a PDF can …"): a modal or a plural
 * copula follows within the clause, with no relative pronoun, conjunction or punctuation between.
 */
export declare function nounAfterName(tokens: readonly Token[], at: number): boolean;
