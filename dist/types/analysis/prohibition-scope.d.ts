/**
 * The scope of a prohibition (docs/prose.md, "Prohibitions"): a marker that forbids — FORBIDDEN, PROHIBITED,
 * DO NOT, NEVER, Don't, Avoid, Not allowed, must not, 禁止, 不要, 絶対に…しない, verboten, interdit, prohibido …
 * — makes what it governs a thing forbidden, not asked. What it governs depends on where it stands:
 *  - a lead at the start of a clause ("**FORBIDDEN: `--flag`**", "禁止使用: …", "Never use …"): the rest of
 *    that clause;
 *  - a predicate after the object ("`--flag` is forbidden", "`--flag` は使用禁止"): the clause before it;
 *  - a label that ends in a colon (a line, a list item, a heading): the list items, or the lines of the
 *    paragraph, under it; a heading: the list items and table rows of its section;
 *  - a table column headed "Don't", "Avoid", "❌", "禁止" …, or a row whose first cell is such a label: the
 *    cells of that column or row.
 * The reading is defeated where the text lifts the prohibition: a struck-through marker (`~~Never~~`), a
 * condition that allows the act ("… unless the user asks", "except …", 除非, außer, sauf, salvo …) in the
 * same clause, an item or cell that opens with an order of its own ("Always …", "Instead …", "✅", 必须 …),
 * and an alternative ("…, but run …", "instead", 而是, ただし, sondern) ends the scope where it starts.
 * The markers, and what undoes a negation ("Don't forget to run …", an item "Skipping the preflight" under
 * "FORBIDDEN", "everywhere else"), are src/analysis/negation/'s (words.ts, undone.ts, clauses.ts): this module says how far they reach.
 * One reading for every prose rule: prompt-injection's phrases (rules/support/text-context.ts `isNegated`)
 * and the intents read by meaning (src/analysis/prose/intents.ts) ask the same question here. Pure, linear:
 * every pattern is a bounded alternation and the look-back is a bounded number of lines.
 */
export interface ScopeSpan {
    start: number;
    end: number;
}
/**
 * Whether `offset` in `text` lies in the scope of a prohibition that nothing defeats: one on the same line,
 * above it in its list or paragraph, at the head of its section's list, or over its table column or row.
 */
export declare function prohibitedAt(text: string, offset: number): boolean;
/**
 * A negator found at `negator` (ending at `end`) no longer governs `offset`: a verb of leaving out undoes it, struck through, separated from it by a clause end
 * or an alternative ("Do not run X; run `Y`", "Never use X, but use `Y`"), or its clause lets the act
 * happen on a condition ("Never skip the check unless the user asks"). For readers that find the negator
 * with a pattern of their own (a sentence's "never", "do not").
 */
export declare function negationLifted(text: string, negator: number, offset: number, end?: number): boolean;
/** A sentence or item that opens with an order of its own ("Always …", "Instead …", "✅", 必须 …). */
export declare function opensOrder(sentence: string): boolean;
