import type { Value } from '../../facts.js';
import type { ScriptState } from './model.js';

/**
 * Ruby's value blocks: `x = begin … rescue … end`, `x = if … else … end`, `x = case … when … end`. The
 * variable holds the value of whichever branch ran — the last expression of each — so every plain
 * expression inside the block (not an assignment, a jump or a print) is one of its values, and the one
 * that carries data from outside (a download, a secret, a file) is kept: a fetch wrapped in a rescue that
 * falls back to a local copy still hands the fetched text on. Statements inside the block are those
 * indented deeper than the assignment; its `end` at the same indent closes it. One block at a time.
 */

const VALUE_BLOCK = /^(@{0,2}[A-Za-z_]\w{0,63})\s*(?:\|\||&&)?=\s*(?:begin|if|unless|case)\b/;
const NOT_A_VALUE =
  /^(?:@{0,2}[A-Za-z_]\w{0,63}\s*(?:\|\||&&|\+|-)?=(?![=~>])|(?:return|raise|next|break|puts|warn|print|p|pp|retry)\b)/;
const BRANCH = /^(?:rescue|else|elsif|ensure|when|in|then)\b/;

const open = new WeakMap<ScriptState, { name: string; indent: number; start: number }>();

export function rubyValueBlocks(st: ScriptState): void {
  const s = st.stmt.text;
  const block = open.get(st);
  // A second pass over the statements starts again from the top.
  if (block && st.stmt.start <= block.start) open.delete(st);
  else if (block) {
    if (st.stmt.indent <= block.indent && !BRANCH.test(s)) open.delete(st);
    else if (st.stmt.indent > block.indent && !NOT_A_VALUE.test(s) && !BRANCH.test(s)) {
      const value = st.valueIn(0, s.length);
      const prior = st.env.get(block.name);
      st.env.set(block.name, prior ? richer(prior, value) : value);
    }
  }
  const m = VALUE_BLOCK.exec(s);
  if (m && /^(?:begin|if|unless|case)\b/.test(s.slice(s.indexOf('=') + 1).trim()) && !/\bend\s*$/.test(s)) {
    open.set(st, { name: m[1]!, indent: st.stmt.indent, start: st.stmt.start });
    // The keyword is not the value: the branches are.
    st.env.delete(m[1]!);
  }
}

/** Of two branch values, the one more data flowed into (ties: the first). */
function richer(a: Value, b: Value): Value {
  const known = (v: Value) => v.taints.filter((t) => t !== 'unknown').length;
  return known(b) > known(a) ? b : a;
}
