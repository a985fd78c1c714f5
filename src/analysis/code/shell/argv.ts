import type { Node } from 'web-tree-sitter';
import { concat } from '../values.js';
import type { ShellState, Word } from './state.js';
import { expandWord } from './words.js';

/**
 * A command's words as bash sees them (used by walk.ts): argv words of a command node; words split only by a backslash-newline, or not split at all (the grammar
 * makes `@<(cat f)` two arguments, bash one word `@/dev/fd/63`), are one word, as in bash.
 */
export function argvOf(st: ShellState, node: Node): Word[] {
  const parts: Node[] = [];
  const name = node.childForFieldName('name');
  if (name) parts.push(name);
  for (const a of node.childrenForFieldName('argument')) if (a) parts.push(a);
  const argv: Word[] = [];
  let prevEnd = -1;
  for (const group of braceGroups(st, parts)) {
    const p = group[0]!;
    const unwrap = (n: Node) => (n.type === 'command_name' ? (n.namedChildren[0] ?? n) : n);
    const target = group.length > 1 ? group.map(unwrap) : unwrap(p);
    const end = group[group.length - 1]!.endIndex;
    const lead = p === name && (st.braceLead === p.startIndex || lostBrace(st, p.startIndex, end)) ? '{' : '';
    const fields = expandWord(st, target, lead);
    const gap = prevEnd >= 0 ? st.slice(prevEnd, p.startIndex) : '';
    if ((gap === '' || gap === '\\\n' || gap === '\\\r\n') && argv.length && fields.length) {
      const last = argv[argv.length - 1]!;
      const first = fields.shift()!;
      // `@<(cmd)` stays a process substitution: readers of the joined word read what `cmd` prints.
      const proc = first.proc ?? last.proc;
      argv[argv.length - 1] = {
        v: concat([last.v, first.v]),
        start: last.start,
        end: first.end,
        ...(proc ? { proc } : {}),
      };
    }
    for (const f of fields) if (argv.length < 2_000) argv.push(f);
    prevEnd = end;
  }
  return argv;
}

/**
 * Parts with nothing between them are one shell word. tree-sitter splits some (`{curl,http://$m/$v/x}`
 * becomes two arguments after `$m/`), so a run of touching parts that opens a brace list is expanded as
 * one word; other runs are joined after expansion, field by field, below.
 */
function braceGroups(st: ShellState, parts: readonly Node[]): Node[][] {
  const out: Node[][] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    const touching =
      prev !== undefined && prev.endIndex === p.startIndex && p.type !== 'process_substitution';
    if (
      touching &&
      last &&
      last[0]!.type !== 'process_substitution' &&
      // The run excludes `{` too: the last `{` before a `,`/`.` matches whenever an earlier one does, and
      // 100,000 `{` in a row no longer cost 2,000 steps each.
      /\{[^{}\s]{0,2000}[,.]/.test(st.slice(Math.max(0, last[0]!.startIndex - 1), prev.endIndex + 1)) &&
      last.length < 64
    )
      last.push(p);
    else out.push([p]);
  }
  return out;
}

/**
 * `… |{bash,-s}`: tree-sitter's recovery can also start a command right after the `{`, leaving the `}`
 * in the word. A word directly after `{` whose text closes a brace it never opened lost that `{`.
 */
function lostBrace(st: ShellState, start: number, end: number): boolean {
  if (st.slice(start - 1, start) !== '{') return false;
  return /^[^\s{}]{1,200}[,.][^\s{}]{0,2000}\}/.test(st.slice(start, end));
}
