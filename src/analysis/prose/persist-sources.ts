import { words } from './lexicon.js';
import type { View } from './view.js';

/** Articles and owners between "from" and the path it governs. */
const DETERMINERS = words('the your a an its their this that our my');

/** Verbs whose "from X" names where the added thing comes from, not where it goes. */
const BRING_IN = words('add insert paste put place append prepend include copy pick');

/**
 * "Add relevant skills from .claude/skills/" (an author's note above a list it fills): the lasting path
 * after "from" is the source the items come from, and the change lands in this document. A destination of
 * its own after it ("copy the hook from here to ~/.claude/settings.json") is found by the callers' other
 * readings; "remove the line from ~/.bashrc" is no bring-in verb and keeps its target.
 */
export function takenFrom(v: View, at: number, p: number): boolean {
  if (!v.isWordIn(at, BRING_IN)) return false;
  let k = p - 1;
  while (k > at && v.isWordIn(k, DETERMINERS)) k--;
  return v.w(k) === 'from';
}
