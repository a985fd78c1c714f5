import { type Gate, type WordCache } from './lexicon-index.js';
import type { Token } from './tokens.js';
export { type Gate, gate } from './lexicon-index.js';
/**
 * A read-only view of one sentence's tokens with the lookups every intent recogniser needs: find a verb
 * from a lexicon in any inflection, find an object near it on either side (any word order, passive
 * voice), match a multi-word phrase, and tell whether a negator governs a word. Windows are small and
 * fixed, so every lookup is linear in the sentence (itself bounded by MAX_TOKENS).
 */
export interface Hit {
    /** Index of the verb (or the word that carries the intent). */
    at: number;
    /** Index of the object, when there is one. */
    obj?: number;
    /** What the intent is about, when named (path, URL, skill, tool). */
    object?: string;
    /** The negation in the sentence is part of the intent ("don't tell the user", "without asking"). */
    absorbed?: boolean;
    /** The construction asks for something even when it is not an imperative ("… no longer apply"). */
    inherent?: boolean;
    /** A negator governs the intent ("never send …"): the sentence warns against it. */
    negated: boolean;
    /** A send-data whose only sensitive part is the request's credential header: its value as written. */
    credential?: string;
    /** An override the same sentence ranks below the user's instructions (override-frames.ts `yieldsToUser`). */
    yields?: boolean;
    /** An override ranking the text's own rules over a quantified object (override-ranks.ts `markOwnRanks`). */
    ranksOwn?: boolean;
    /** A send-data whose destination the sentence names as the only one allowed (text-intents.ts `onlyTo`). */
    onlyTo?: boolean;
    /** An override whose object is the document's own text (override-ranks.ts `documentsOwnText`). */
    ownDocument?: boolean;
    /** Another party's content obeyed with the user's check dropped, or with a run or a send (content-authority.ts). */
    unchecked?: boolean;
    /** The instructions obeyed are another party's content the work reads (content-authority.ts). */
    partyContent?: boolean;
}
export declare class View {
    readonly toks: readonly Token[];
    private readonly text;
    readonly n: number;
    /** Per token, its word's base-form candidates and lexicon lookups (none for non-words: lexicon-index.ts). */
    private readonly infos;
    private readonly words;
    /** `text`: the sentence the tokens were cut from (their `at` offsets), for questions of case. */
    constructor(toks: readonly Token[], text?: string, 
    /** Word lookups (lexicon-index.ts): the thread's, shared by every sentence; tests give a fresh one. */
    cache?: WordCache);
    /** Some word of the sentence is in one of the gate's lexicons (a cheap test before the real search). */
    opens(g: Gate): boolean;
    /** The sentence's own text against a pattern (markup the tokens drop: `**bold**`, `[x](x.md)`). */
    textMatch(re: RegExp): RegExpExecArray | null;
    /** Some token is of kind `k` (urls, code, tags). */
    hasKind(k: Token['kind']): boolean;
    private lemmaAt;
    w(i: number): string;
    /** Indices of words whose lemma is in `set`, in order. */
    find(set: ReadonlySet<string>, from?: number, to?: number): number[];
    /**
     * The indices of the words that can be in `set`: those with a base form in some lexicon ever searched.
     * Most words of a sentence are in none ("the", "file", names), and this drops them once per sentence
     * rather than once per lexicon searched (hundreds of searches a sentence). Undefined for a lexicon
     * beyond the registry's bound: it is searched word by word.
     */
    private lexiconWords;
    /** True when the words from `i` are `parts` (the first matched by lemma, the rest literally or by lemma). */
    phraseAt(i: number, parts: readonly string[]): boolean;
    /** Start indices of every occurrence of any of the phrases (each a space-separated word list). */
    findPhrases(phrases: readonly string[][]): Array<{
        at: number;
        len: number;
    }>;
    /**
     * Phrasal verbs whose particle may come after the object ("leave this out", "set the cap aside"):
     * the verb (by lemma), then the particle within `gap` words.
     */
    findSplit(pairs: readonly (readonly [string, string])[], gap?: number): number[];
    /** Indices within `window` tokens of `i` (both sides) in the same clause, nearest first. */
    around(i: number, window: number, after?: boolean, before?: boolean): number[];
    /** The first index near `i` (nearest first, after before before) that satisfies `pred`, in the same clause. */
    near(i: number, window: number, pred: (j: number) => boolean, after?: boolean, before?: boolean): number | undefined;
    isWordIn(j: number, set: ReadonlySet<string>): boolean;
    /** Some punctuation token lies strictly between tokens `a` and `b` (either order). */
    punctBetween(a: number, b: number): boolean;
    /** A negator (not, never, no, without, avoid …) within `window` words before `i` in the same clause. */
    negatorBefore(i: number, window?: number): number | undefined;
    /** Token i sits between quotation marks in this sentence. */
    inQuotes(i: number): boolean;
    /** The word at i is a passive participle ("must be executed", "should be forwarded"). */
    passive(i: number): boolean;
    /** The first path, code span or URL within `window` tokens after i. */
    firstPathAfter(i: number, window: number): number | undefined;
    negated(i: number, window?: number): boolean;
    /** Token j is a word written with a capital (tokens are lower-cased; the sentence keeps the case). */
    capitalised(j: number): boolean;
    /** The text of token j as written (objects). */
    raw(j: number): string;
    private urlCache?;
    private secretCache?;
    private persistCache?;
    /** Secret stores the sentence describes instead of naming (src/analysis/prose/described-stores.ts). */
    private described?;
    /** URLs in the sentence (url tokens, or code tokens that are URLs). */
    urls(): number[];
    /** Indices of path-like tokens (paths, code spans, words like `.env`) that name a secret store. */
    secretPaths(): number[];
    /** The secret store token j names, as a path: `.netrc` in a sentence about the home folder is `~/.netrc`. */
    secretPathAt(j: number): string;
    /** Shell start-up files the sentence describes instead of naming (described-stores.ts). */
    private describedStartup?;
    /** Indices of path-like tokens whose write outlives the session (shell rc, agent memory/settings …). */
    persistPaths(): number[];
    /** The lasting file token j names, as a path: a described start-up file is the file it describes. */
    persistPathAt(j: number): string;
    /** Indices of the tokens that pass `test`, in order. */
    private tokensWhere;
}
