import { RUNS_OR_LOADS } from '../copy-sources.js';
import { undoneFor } from '../negation/undone.js';
import { NEGATOR_WORDS as NEGATORS, POST_NEGATOR_WORDS as POST_NEGATORS } from '../negation/words.js';
import { askedWriteClassOf, secretOf } from '../paths.js';
import { describedStartupFiles, describedStores, HOME_WORDS, pathWord } from './described-stores.js';
import {
  type Gate,
  phrasesAt,
  SentenceWords,
  searchedLexicon,
  splitVerbIn,
  THREAD_WORDS,
  type WordCache,
} from './lexicon-index.js';
import { secretCommandStore } from './secret-commands.js';
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

/** Punctuation a negation does not reach across ("is not in the list, tell them"). */
const NEGATION_BREAK = new Set([',', '—', '–', ':', '(', ')']);

/** A command-line option after a blank: the code span is a command line, not a file name. */
const FLAG_ARG = /\s-{1,2}[a-z]/i;
/** Words that end a clause for the purpose of pairing a verb with its object. */
const CLAUSE_BREAK = new Set([';', '.', '?', '!', '|']);

export class View {
  readonly n: number;
  /** Per token, its word's base-form candidates and lexicon lookups (none for non-words: lexicon-index.ts). */
  private readonly infos: SentenceWords['infos'];
  private readonly words: SentenceWords;
  /** `text`: the sentence the tokens were cut from (their `at` offsets), for questions of case. */
  constructor(
    readonly toks: readonly Token[],
    private readonly text = '',
    /** Word lookups (lexicon-index.ts): the thread's, shared by every sentence; tests give a fresh one. */
    cache: WordCache = THREAD_WORDS,
  ) {
    this.n = toks.length;
    this.words = new SentenceWords(toks, cache);
    this.infos = this.words.infos;
  }

  /** Some word of the sentence is in one of the gate's lexicons (a cheap test before the real search). */
  opens(g: Gate): boolean {
    return (this.words.gates() & g.bit) !== 0;
  }

  /** The sentence's own text against a pattern (markup the tokens drop: `**bold**`, `[x](x.md)`). */
  textMatch(re: RegExp): RegExpExecArray | null {
    return re.exec(this.text);
  }

  /** Some token is of kind `k` (urls, code, tags). */
  hasKind(k: Token['kind']): boolean {
    for (const t of this.toks) if (t.kind === k) return true;
    return false;
  }

  private lemmaAt(i: number, set: ReadonlySet<string>): boolean {
    const c = this.infos[i]?.cands;
    if (!c) return false;
    for (const x of c) if (set.has(x)) return true;
    return false;
  }

  w(i: number): string {
    const t = this.toks[i];
    return t?.kind === 'word' ? t.t : '';
  }

  /** Indices of words whose lemma is in `set`, in order. */
  find(set: ReadonlySet<string>, from = 0, to = this.n): number[] {
    const out: number[] = [];
    const lo = Math.max(0, from);
    const hi = Math.min(to, this.n);
    const words = this.lexiconWords(set);
    if (words === undefined) {
      for (let i = lo; i < hi; i++) if (this.lemmaAt(i, set)) out.push(i);
      return out;
    }
    for (const i of words) if (i >= lo && i < hi && this.lemmaAt(i, set)) out.push(i);
    return out;
  }

  /**
   * The indices of the words that can be in `set`: those with a base form in some lexicon ever searched.
   * Most words of a sentence are in none ("the", "file", names), and this drops them once per sentence
   * rather than once per lexicon searched (hundreds of searches a sentence). Undefined for a lexicon
   * beyond the registry's bound: it is searched word by word.
   */
  private lexiconWords(set: ReadonlySet<string>): readonly number[] | undefined {
    const version = searchedLexicon(set);
    return version === undefined ? undefined : this.words.searched(version);
  }

  /** True when the words from `i` are `parts` (the first matched by lemma, the rest literally or by lemma). */
  phraseAt(i: number, parts: readonly string[]): boolean {
    for (let k = 0; k < parts.length; k++) {
      const w = this.w(i + k);
      const p = parts[k]!;
      if (w === p) continue;
      if (p.endsWith('*') && w.startsWith(p.slice(0, -1))) continue;
      if (w && this.infos[i + k]!.cands.includes(p)) continue;
      return false;
    }
    return true;
  }

  /** Start indices of every occurrence of any of the phrases (each a space-separated word list). */
  findPhrases(phrases: readonly string[][]): Array<{ at: number; len: number }> {
    return phrasesAt(this.infos, phrases, (i, q) => this.phraseAt(i, q));
  }

  /**
   * Phrasal verbs whose particle may come after the object ("leave this out", "set the cap aside"):
   * the verb (by lemma), then the particle within `gap` words.
   */
  findSplit(pairs: readonly (readonly [string, string])[], gap = 4): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.n; i++) {
      const w = this.w(i);
      if (!w || !splitVerbIn(this.infos[i]!.cands, pairs)) continue;
      for (const [verb, particle] of pairs) {
        if (!this.infos[i]!.cands.includes(verb)) continue;
        let found = false;
        for (let j = i + 1; j <= i + gap && j < this.n; j++) {
          const t = this.toks[j]!;
          if (t.kind === 'punct' && CLAUSE_BREAK.has(t.t)) break;
          if (t.t === particle) {
            found = true;
            break;
          }
        }
        if (found) {
          out.push(i);
          break;
        }
      }
    }
    return out;
  }

  /** Indices within `window` tokens of `i` (both sides) in the same clause, nearest first. */
  around(i: number, window: number, after = true, before = true): number[] {
    const out: number[] = [];
    let lo = i;
    let hi = i;
    let stopLo = !before;
    let stopHi = !after;
    for (let d = 1; d <= window; d++) {
      if (!stopHi) {
        hi = i + d;
        if (hi >= this.n || (CLAUSE_BREAK.has(this.toks[hi]!.t) && this.toks[hi]!.kind === 'punct'))
          stopHi = true;
        else out.push(hi);
      }
      if (!stopLo) {
        lo = i - d;
        if (lo < 0 || (CLAUSE_BREAK.has(this.toks[lo]!.t) && this.toks[lo]!.kind === 'punct')) stopLo = true;
        else out.push(lo);
      }
    }
    return out;
  }

  /** The first index near `i` (nearest first, after before before) that satisfies `pred`, in the same clause. */
  near(
    i: number,
    window: number,
    pred: (j: number) => boolean,
    after = true,
    before = true,
  ): number | undefined {
    let stopLo = !before;
    let stopHi = !after;
    for (let d = 1; d <= window && !(stopLo && stopHi); d++) {
      if (!stopHi) {
        const hi = i + d;
        const t = this.toks[hi];
        if (!t || (t.kind === 'punct' && CLAUSE_BREAK.has(t.t))) stopHi = true;
        else if (pred(hi)) return hi;
      }
      if (!stopLo) {
        const lo = i - d;
        const t = this.toks[lo];
        if (!t || (t.kind === 'punct' && CLAUSE_BREAK.has(t.t))) stopLo = true;
        else if (pred(lo)) return lo;
      }
    }
    return undefined;
  }

  isWordIn(j: number, set: ReadonlySet<string>): boolean {
    return this.lemmaAt(j, set);
  }

  /** Some punctuation token lies strictly between tokens `a` and `b` (either order). */
  punctBetween(a: number, b: number): boolean {
    for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) if (this.toks[k]?.kind === 'punct') return true;
    return false;
  }

  /** A negator (not, never, no, without, avoid …) within `window` words before `i` in the same clause. */
  negatorBefore(i: number, window = 5): number | undefined {
    for (let j = i - 1; j >= 0 && j >= i - window; j--) {
      const t = this.toks[j]!;
      if (t.kind === 'punct' && (CLAUSE_BREAK.has(t.t) || NEGATION_BREAK.has(t.t))) return undefined;
      // "keep it prompted rather than blanket-allowing it", "instead of skipping the check": the verb
      // after them is the alternative turned down.
      if (
        j >= i - 3 &&
        ((t.t === 'than' && this.w(j - 1) === 'rather') || (t.t === 'of' && this.w(j - 1) === 'instead'))
      )
        return j;
      if (t.kind === 'word' && NEGATORS.has(t.t)) {
        // "not only", "no longer" and "if not" do not negate the verb.
        const next = this.w(j + 1);
        if (next === 'only' || next === 'longer' || this.w(j - 1) === 'if') continue;
        // "Never skip uploading …", "Don't forget to run …": the negation of leaving out asks for the act.
        if (undoneFor((k) => this.w(k), j, i)) continue;
        return j;
      }
    }
    return undefined;
  }

  /** Token i sits between quotation marks in this sentence. */
  inQuotes(i: number): boolean {
    let before = 0;
    for (let k = 0; k < i && k < this.n; k++) if (this.toks[k]!.kind === 'quote') before++;
    if (before % 2 === 0) return false;
    for (let k = i + 1; k < this.n; k++) if (this.toks[k]!.kind === 'quote') return true;
    return false;
  }

  /** The word at i is a passive participle ("must be executed", "should be forwarded"). */
  passive(i: number): boolean {
    const p = this.w(i - 1);
    return (
      p === 'be' || p === 'been' || p === 'is' || p === 'are' || p === 'was' || p === 'were' || p === 'being'
    );
  }

  /** The first path, code span or URL within `window` tokens after i. */
  firstPathAfter(i: number, window: number): number | undefined {
    for (let k = i + 1; k < this.n && k <= i + window; k++) {
      const t = this.toks[k]!;
      if (t.kind === 'path' || t.kind === 'code' || t.kind === 'url') return k;
    }
    return undefined;
  }

  negated(i: number, window = 5): boolean {
    return (
      this.negatorBefore(i, window) !== undefined ||
      POST_NEGATORS.has(this.w(i + 1)) ||
      POST_NEGATORS.has(this.w(i + 2))
    );
  }

  /** Token j is a word written with a capital (tokens are lower-cased; the sentence keeps the case). */
  capitalised(j: number): boolean {
    const t = this.toks[j];
    if (t?.kind !== 'word') return false;
    const c = this.text.charCodeAt(t.at);
    return c >= 65 && c <= 90;
  }

  /** The text of token j as written (objects). */
  raw(j: number): string {
    return this.toks[j]?.t ?? '';
  }

  private urlCache?: number[];
  private secretCache?: number[];
  private persistCache?: number[];
  /** Secret stores the sentence describes instead of naming (src/analysis/prose/described-stores.ts). */
  private described?: Map<number, string>;

  /** URLs in the sentence (url tokens, or code tokens that are URLs). */
  urls(): number[] {
    this.urlCache ??= this.tokensWhere(
      (t) =>
        t.kind === 'url' ||
        (t.kind === 'code' && /^https?:\/\//i.test(t.t)) ||
        (t.kind === 'placeholder' && /url|link|endpoint|webhook|host|server/i.test(t.t)),
    );
    return this.urlCache;
  }

  /** Indices of path-like tokens (paths, code spans, words like `.env`) that name a secret store. */
  secretPaths(): number[] {
    if (this.secretCache) return this.secretCache;
    // "the file in your home folder called .netrc" is ~/.netrc: a bare dot-file name counts as the home
    // folder's when the sentence says so (a project's .npmrc is no secret store).
    const home = this.toks.some((t) => t.kind === 'word' && HOME_WORDS.has(t.t));
    this.described = describedStores(this);
    this.secretCache = this.tokensWhere((t, i) => {
      if (this.described!.has(i)) return true;
      if ((t.kind !== 'path' && t.kind !== 'code') || t.t.length > 300) return false;
      const first = pathWord(t.t);
      if (secretOf(first) !== undefined) return true;
      if (t.kind === 'code' && secretCommandStore(t.t) !== undefined) return true;
      return home && /^\.[\w.-]/.test(first) && secretOf(`~/${first}`) !== undefined;
    });
    return this.secretCache;
  }

  /** The secret store token j names, as a path: `.netrc` in a sentence about the home folder is `~/.netrc`. */
  secretPathAt(j: number): string {
    const described = this.described?.get(j);
    if (described !== undefined) return described;
    const raw = this.raw(j).slice(0, 300);
    const first = pathWord(raw);
    if (secretOf(first) === undefined && this.toks[j]?.kind === 'code') {
      const store = secretCommandStore(raw);
      if (store !== undefined) return store;
    }
    return secretOf(first) === undefined && secretOf(`~/${first}`) !== undefined ? `~/${raw}` : raw;
  }

  /** Shell start-up files the sentence describes instead of naming (described-stores.ts). */
  private describedStartup?: Map<number, string>;

  /** Indices of path-like tokens whose write outlives the session (shell rc, agent memory/settings …). */
  persistPaths(): number[] {
    this.describedStartup ??= describedStartupFiles(this);
    this.persistCache ??= this.tokensWhere((t, i) => {
      if (this.describedStartup!.has(i)) return true;
      if (t.kind !== 'path' && t.kind !== 'code') return false;
      // `~/.claude/skills/x/append.sh -t notes -e "…"` runs the script it names; it does not write to it.
      if (t.kind === 'code' && FLAG_ARG.test(t.t)) return false;
      const w = askedWriteClassOf(t.t.split(/\s/)[0] ?? '');
      return w !== undefined && PERSIST_CLASSES.has(w.cls);
    });
    return this.persistCache;
  }

  /** The lasting file token j names, as a path: a described start-up file is the file it describes. */
  persistPathAt(j: number): string {
    return this.describedStartup?.get(j) ?? this.raw(j);
  }

  /** Indices of the tokens that pass `test`, in order. */
  private tokensWhere(test: (t: Token, i: number) => boolean): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.n; i++) if (test(this.toks[i]!, i)) out.push(i);
    return out;
  }
}

/** Writes that outlive the session: the places that run what is put there, and settings that change what runs. */
const PERSIST_CLASSES: ReadonlySet<string> = new Set([
  ...RUNS_OR_LOADS,
  'git-config',
  'ssh-authorized-keys',
  'sudoers',
  'path-shadow',
]);
