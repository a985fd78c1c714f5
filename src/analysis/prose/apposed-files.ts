import { words } from './lexicon.js';
import type { View } from './view.js';

/** Prepositions that head the phrase naming where a write goes (as in intents-write.ts), and "of". */
const INTO = new Set(['to', 'into', 'in', 'onto', 'of']);

/** How far after the verb a path in parentheses after the file's name may stand (tokens). */
export const APPOSED_REACH = 24;

/**
 * "to the `hooks` of the user-level settings file (`~/.claude/settings.json`)", "at the end of the start-up
 * file of the user's interactive shell (`~/.zshrc` …)": the path in parentheses names the file the phrase
 * before it describes, and that phrase is the one the preposition heads — a file noun a few words before the
 * parenthesis, and to/into/in/of a few words before the noun. Used by intents-write.ts for lasting files.
 */
export function apposedFile(v: View, from: number, j: number): boolean {
  if (v.toks[j - 1]?.t !== '(') return false;
  // The file noun may carry an owner after it: "the start-up file of the user's interactive shell (`~/.zshrc`".
  let noun = -1;
  for (let k = j - 2; k > from && k >= j - 9; k--) {
    if (v.toks[k]!.kind === 'punct' && v.toks[k]!.t !== '-') return false;
    if (v.isWordIn(k, APPOSED_NOUNS)) {
      noun = k;
      break;
    }
  }
  for (let k = noun - 1; noun > 0 && k > from && k >= noun - 5; k--) {
    if (v.toks[k]!.kind === 'punct' && v.toks[k]!.t !== '-') return false;
    if (INTO.has(v.w(k))) return true;
  }
  return false;
}
const APPOSED_NOUNS = words('file profile config configuration settings dotfile rc');

/** Prepositions that front the place of a write before its verb ("in `~/.claude.json`, add …"). */
const FRONTED_INTO = new Set(['in', 'into', 'to']);

/**
 * "in `~/.claude.json`, add to the top-level `mcpServers` object", "and, in `~/.claude/settings.json`, set
 * …": the lasting file fronted before the verb, led by in/into/to, with only a comma between it and the verb.
 * Its index, or undefined.
 */
export function frontedTarget(v: View, at: number, targets: readonly number[]): number | undefined {
  return targets.find((j) => {
    if (j >= at || at - j > 3 || !FRONTED_INTO.has(v.w(j - 1))) return false;
    for (let k = j + 1; k < at; k++) if (v.toks[k]!.t !== ',') return false;
    return true;
  });
}
