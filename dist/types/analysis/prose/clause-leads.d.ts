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
 * "Right after `c=` put …", "In `config.yml` add …": a preposition and a code span fronted without a
 * comma, then the imperative right after the code span. A conditional ("If a ticket asks to open …") is
 * not one: its clause's verb is what someone else asks.
 */
export declare function afterFrontedPhrase(tokens: readonly Token[], first: number, directiveOf: (tokens: readonly Token[], head: number) => Directive): Directive;
export {};
