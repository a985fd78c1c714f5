/**
 * Whether a negation forbids the act it stands before (docs/prose.md, "Prohibitions"): what undoes a
 * negation, with the words of words.ts. Every reader that decides "is this act negated here?" asks it — the
 * prohibition scope of headings, labels, lists and tables (src/analysis/prohibition-scope.ts), a sentence's
 * negator before a verb (View.negatorBefore, src/analysis/prose/view.ts), a sentence's role (roles.ts
 * `directiveOf`), a code block's lead-in and first-line comment (lead-clauses.ts, block-labels.ts).
 *
 * What undoes a negation:
 *  - a verb of leaving out right after it, or right before it where the language puts the negator after the
 *    verb: "Don't forget to run …", "Never skip uploading …", "Never fail to send …", "Don't hesitate to run
 *    …", "Nunca olvides ejecutar …", "N'oubliez pas d'exécuter …", "Vergiss nicht, … auszuführen",
 *    "不要忘记运行 …", "…を忘れずに実行": the negation of an omission asks for the act;
 *  - under a prohibition, an item whose head is itself an omission, and a complement of the prohibition's
 *    scope: clauses.ts.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */
export declare const MEANS_TEXT: RegExp;
export declare const omissionWord: (w: string | undefined) => boolean;
/** The lower-cased word at an index of a sentence ('' or undefined past its ends or for a non-word). */
export type WordAt = (k: number) => string | undefined;
/**
 * The negator at `neg` in a sentence's lower-cased words does not reach the act at `act`: a verb of leaving
 * out right after the negator (past "ever", "you"), or right before it where the negator follows the verb
 * ("oubliez pas", "vergiss nicht"), stands before the act, and no word of means ("with", "by") lies between
 * them. The verb of leaving out itself stays negated ("never skip the review" does not ask to skip it).
 */
export declare function undoneFor(word: WordAt, neg: number, act: number): boolean;
/**
 * The negator at `neg` opens an undone negation for the clause after it: a verb of leaving out stands by it
 * and no word of means follows it within `reach` words ("Never skip the review", not "Never skip the hooks
 * with `--no-verify`"). For a sentence's role; an act's own reading asks `undoneFor`.
 */
export declare function undoneNegation(word: WordAt, neg: number, reach?: number): boolean;
/**
 * The marker in `text` from `start` to `end` ("Don't", "never", "pas", "不要") does not reach `offset`: a verb
 * of leaving out right after it ("Don't forget to run …", "不要忘记运行 …") or right before it in its clause
 * ("N'oubliez pas de …") stands before `offset`, with no word of means between.
 */
export declare function undoneBetween(text: string, start: number, end: number, offset: number): boolean;
/** A verb of leaving out fused with its negation in the first words of `s` ("忘れずに実行", "잊지 말고"). */
export declare function fusedUndone(s: string): boolean;
/** The last words of `s` are a verb of leaving out ("スキップ" before しないでください, "überspringen" before nicht). */
export declare function omissionEnds(s: string): boolean;
/**
 * Some word of `s` from `markers` ("don't", "never", "bad" …) negates what follows it: a verb of leaving out
 * does not undo it ("Don't forget to run this:" asks). Lower-cased text.
 */
export declare function negativeWordIn(s: string, markers: ReadonlySet<string>): boolean;
