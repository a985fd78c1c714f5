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
