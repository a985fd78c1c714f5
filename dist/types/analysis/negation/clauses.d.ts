/**
 * What lifts a prohibition for the clause or item it reads (docs/prose.md, "Prohibitions"), with the words of
 * words.ts:
 *  - under a prohibition (a "FORBIDDEN" heading, a "Never:" label), an item whose head is itself an omission
 *    ("Skipping the preflight", "Leaving out the upload step", "Not running …"): what is forbidden is to
 *    leave the act out, so the item orders it;
 *  - a complement of the prohibition's scope ("Do not run in production … In every other environment run
 *    …", "everywhere else", "elsewhere", "in allen anderen Umgebungen", "其他环境"): an order for the rest;
 *  - an alternative ("but", "instead", 而是) and a condition that lets the act happen ("unless", 除非) that is
 *    not the user's own say-so.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */
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
