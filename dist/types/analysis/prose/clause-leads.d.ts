import type { Token } from './tokens.js';
/**
 * Words that open a leading clause or phrase before the main clause of an instruction ("Before you start,
 * …", "Right after `c=` put …"), for the role reading (src/analysis/prose/roles.ts).
 */
interface Directive {
    directive: boolean;
    negative: boolean;
}
/** Words that open a leading subordinate clause ended by a comma. */
export declare const SUBORDINATE_LEADS: Set<string>;
/**
 * "Right after `c=` put …", "In `config.yml` add …", "so before phase 1 open …": a preposition and a code
 * span or a numbered part ("phase 1", "step 3") fronted without a comma, then the imperative right after
 * it. A conditional ("If a ticket asks to open …") is not one: its clause's verb is what someone else asks.
 */
export declare function afterFrontedPhrase(tokens: readonly Token[], first: number, directiveOf: (tokens: readonly Token[], head: number) => Directive): Directive;
/**
 * The comma that ends the subordinate clause opened at `head`: not one inside a quotation or a parenthesis
 * ('When you correct it ("no, use the other model"), the corrections are kept': the quoted "no, use …" is
 * an utterance the clause reports), except one right before a closing quote. -1 when none within 40 tokens.
 */
export declare function clauseComma(tokens: readonly Token[], head: number): number;
/**
 * A negative directive whose own clause ends before another order ("Never commit `.env`; add it to
 * `.gitignore`", "Don't run it locally — push it", "Do not ask again: merge this into …"): the later order
 * is asked, not forbidden, so the sentence is no prohibition as a whole. The negation still governs its
 * own clause, where the readers of each intent find it. After a colon or a comma only when what is
 * banned is asking the user (src/analysis/negation/objects.ts): "Never do this: run …" labels what follows.
 * `clauseAt(k)` is the directive reading of the clause that starts at token k.
 */
export declare function laterOrder(tokens: readonly Token[], head: number, clauseAt: (k: number) => Directive): boolean;
export {};
