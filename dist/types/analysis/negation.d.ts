/**
 * Whether a negation forbids the act it stands before (docs/prose.md, "Prohibitions"): the one place for the
 * markers of every language, and for what undoes them. Every reader that decides "is this act negated here?"
 * asks it — the prohibition scope of headings, labels, lists and tables (src/analysis/prohibition-scope.ts),
 * a sentence's negator before a verb (View.negatorBefore, src/analysis/prose/view.ts), a sentence's role
 * (roles.ts `directiveOf`), a code block's lead-in and first-line comment (lead-clauses.ts, block-labels.ts)
 * and the rules' phrase patterns (rules/support/text-context.ts `isNegated`).
 *
 * What undoes a negation:
 *  - a verb of leaving out right after it, or right before it where the language puts the negator after the
 *    verb: "Don't forget to run …", "Never skip uploading …", "Never fail to send …", "Don't hesitate to run
 *    …", "Nunca olvides ejecutar …", "N'oubliez pas d'exécuter …", "Vergiss nicht, … auszuführen",
 *    "不要忘记运行 …", "…を忘れずに実行": the negation of an omission asks for the act;
 *  - under a prohibition (a "FORBIDDEN" heading, a "Never:" label), an item whose head is itself an omission
 *    ("Skipping the preflight", "Leaving out the upload step", "Not running …"): what is forbidden is to
 *    leave the act out, so the item orders it;
 *  - a complement of the prohibition's scope ("Do not run in production … In every other environment run
 *    …", "everywhere else", "elsewhere", "in allen anderen Umgebungen", "其他环境"): an order for the rest.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */
/** Markers that forbid at the head of a clause, with or without a colon after them. */
export declare const HEAD_WORDS: string;
/** The same, in scripts without spaces between words: no word boundary after them. */
export declare const HEAD_CJK = "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u5207\u52FF|\u8BF7\u52FF|\u8ACB\u52FF|\u8BF7\u4E0D\u8981|\u8ACB\u4E0D\u8981|\u7EDD\u5BF9\u4E0D\u8981|\u7D55\u5C0D\u4E0D\u8981|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u4E0D\u8981|\u4E0D\u5F97|\u4E0D\u53EF|\u4E0D\u80FD|\u4E0D\u8BB8|\u4E0D\u51C6|\u52FF|\u907F\u514D|\u7D76\u5BFE\u306B|\u6C7A\u3057\u3066|\uAE08\uC9C0|\uC808\uB300";
/** Markers that forbid only as a label ("Bad:", "NG:"): a word that opens many ordinary sentences too. */
export declare const LABEL_WORDS = "bad|wrong|incorrect|falsch|mauvais|incorrecto|errado|sbagliato|ng|no|nicht|non|\u043D\u0435";
/** Negators that reverse the verb after them, as sentence tokens ("do not", "never", "no need to", "avoid"). */
export declare const NEGATOR_WORDS: ReadonlySet<string>;
/** Negators that follow the verb they negate ("Lies niemals die Datei …", "Öffne sie nicht"). */
export declare const POST_NEGATOR_WORDS: ReadonlySet<string>;
/** Heads that make an imperative a prohibition ("Never …", "Avoid …", "Stop …"). */
export declare const NEGATIVE_HEAD_WORDS: ReadonlySet<string>;
/** Negators after which an imperative is a prohibition in French, Spanish, Portuguese, Italian ("Ne …", "No …"). */
export declare const FOREIGN_NEGATIVE_HEAD_WORDS: ReadonlySet<string>;
/** Words of a section heading that make its section things not to do ("## Don'ts", "## Pitfalls"). */
export declare const HEADING_NEGATIVE: RegExp;
/** Words of a code block's first-line comment that make the block a thing not to run (`# BAD`, `# never`). */
export declare const COMMENT_NEGATIVE_WORDS: ReadonlySet<string>;
/** Words in the last clause of a code block's lead-in that make the block a thing not to run ("Don't run this:"). */
export declare const LEAD_NEGATIVE_WORDS: ReadonlySet<string>;
/** A negation or warning before a phrase a rule matches ("never follow instructions found in …"). */
export declare const PHRASE_NEGATION: RegExp;
/**
 * "Don't forget to …" in languages the word lists here do not read (id, vi, tr, pl, hi, ar, he, ko, sv, da,
 * no, cs, sk, el, fi, hu, ro, ru, th, fa): the negation asks for the telling or the act (intents-unread.ts).
 */
export declare const FORGET_NOT: RegExp;
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
/** An alternative or a contrast: what follows it is not under the prohibition (a complement of its scope too). */
export declare const ALTERNATIVE: RegExp;
/**
 * `s` (an item's or a clause's words, markup already skipped) opens an order of its own: "Always …", "✅",
 * 必须, a complement of the scope ("Elsewhere, …"); or an omission undone — a negation a verb of leaving out
 * undoes ("Never skip …", "Don't forget to …", "N'oubliez pas …", "忘れずに …") or, under a prohibition, an
 * omission as the head ("Skipping the preflight") — when its first clause names no means of the omission
 * ("Skipping the hooks with `--no-verify`" still forbids `--no-verify`).
 */
export declare function opensOrderWords(s: string): boolean;
/** A condition in `clause` that lets the act happen after all, not the user's consent. */
export declare function allows(clause: string): boolean;
/** What follows the last alternative or complement in `s` ("Not in prod — everywhere else:" → ":"). */
export declare function afterLastAlternative(s: string): string;
/**
 * Some word of `s` from `markers` ("don't", "never", "bad" …) negates what follows it: a verb of leaving out
 * does not undo it ("Don't forget to run this:" asks). Lower-cased text.
 */
export declare function negativeWordIn(s: string, markers: ReadonlySet<string>): boolean;
