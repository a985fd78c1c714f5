import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * The verb that hands an inline command to the agent when it is not right beside it (placement.ts finds a
 * run verb within a few words first). Two readings, both about what the sentence *orders*, not its words:
 *
 * - "use"/"prefer"/"fall back to" with a command line as object orders running it ("otherwise use
 *   `codex exec --yolo`"): using a command is running it. A bare name (`jq`) or an option (`--sandbox
 *   read-only`) is no command line, so "use `--sandbox read-only`" stays a mention.
 * - A command that is one of a list of alternatives is ordered by the verb that heads the list: "use the
 *   native tool if available, `codex exec --yolo` when a separate process is useful, or a fresh session"
 *   orders each item under its own condition. A condition on an item ("if available", "when useful")
 *   says when, not whether: a conditional order is still an order. The list is a comma series closed by
 *   "or"/"and" (or "otherwise"/"else"), within one clause; its head verb is the first word of the clause.
 */

/** Verbs whose object, when a command line, is run. */
const USE = words('use prefer employ fall switch');
/** Words that close a series of alternatives. */
const CLOSERS = words('or and otherwise else');
/** Punctuation that opens the clause a series sits in ("dispatch -> use …", "Replacement: use …"). */
const CLAUSE_OPEN = new Set([':', '→', ';', '.', '?', '!', '|', '(']);

/** A program word: the first word of a command line. */
const PROGRAM = /^[A-Za-z][\w.+-]{0,40}$/;

/** A command line: a program word, then at least one argument. */
export function isCommandLine(code: string): boolean {
  const words = code.slice(0, 2000).trim().split(/\s+/, 2);
  return words.length === 2 && PROGRAM.test(words[0]!);
}

/**
 * The verb that orders the code span at token `k`: a run verb within six words (placement.ts's first
 * reading), else one further off (`governingVerb`).
 */
export function orderingVerb(
  v: View,
  k: number,
  code: string,
  run: (j: number) => boolean,
): number | undefined {
  return v.near(k, 6, run, false, true) ?? governingVerb(v, k, code, run);
}

/**
 * The index of the verb that orders the code span at token `k` from further off, or undefined. `run` says whether a word is
 * a run verb (placement.ts's list); `code` is the span's text.
 */
export function governingVerb(
  v: View,
  k: number,
  code: string,
  run: (j: number) => boolean,
): number | undefined {
  const command = isCommandLine(code);
  const orders = (j: number) => run(j) || (command && v.isWordIn(j, USE));
  // "use `cmd`", "otherwise fall back to `cmd`": a use verb a few words before a command line.
  if (command) {
    const near = v.near(k, 3, (j) => v.isWordIn(j, USE), false, true);
    if (near !== undefined) return near;
  }
  return seriesHead(v, k, orders);
}

/** The head verb of the series of alternatives the code span at `k` is a later item of. */
function seriesHead(v: View, k: number, orders: (j: number) => boolean): number | undefined {
  const toks = v.toks;
  const prev = toks[k - 1];
  if (!prev) return undefined;
  const joined = prev.kind === 'word' && v.isWordIn(k - 1, CLOSERS);
  if (!joined && !(prev.kind === 'punct' && prev.t === ',')) return undefined;
  if (!joined && !closedLater(v, k)) return undefined;
  // Back over the earlier items (never across a clause break): the nearest item that opens with an
  // ordering verb heads the series ("To parallelise, spawn the subagents if …, `cmd` otherwise").
  for (let j = k - 2; j >= 0 && j >= k - 40; j--) {
    const t = toks[j]!;
    if (t.kind === 'punct' && CLAUSE_OPEN.has(t.t)) return undefined;
    const before = toks[j - 1];
    const opensItem = !before || (before.kind === 'punct' && (before.t === ',' || CLAUSE_OPEN.has(before.t)));
    if (t.kind === 'word' && opensItem && orders(j)) return j;
  }
  return undefined;
}

/** A later item follows: ", or …", "… otherwise" before the clause ends. */
function closedLater(v: View, k: number): boolean {
  const toks = v.toks;
  for (let j = k + 1; j < toks.length && j <= k + 30; j++) {
    const t = toks[j]!;
    if (t.kind === 'punct' && CLAUSE_OPEN.has(t.t)) return false;
    if (t.kind === 'word' && v.isWordIn(j, CLOSERS)) return true;
  }
  return false;
}
