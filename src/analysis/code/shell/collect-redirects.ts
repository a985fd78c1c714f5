import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import type { Heredoc, Redir } from './cmd.js';
import type { ShellState } from './state.js';
import { expandWord, unescapeQuoted, wordValue } from './words.js';

/**
 * Reading redirections off the tree: file redirections with their operator and descriptor, here-strings,
 * and here-documents (quoted delimiters keep their text, unquoted ones expand, `<<-` strips tabs), plus
 * the statements tree-sitter hangs under a here-document's first line (`cat <<EOF | sh`).
 */

export interface Redirections {
  redirs: Redir[];
  heredoc?: Heredoc;
  /** Statements after a here-document start on its line (`cat <<EOF | sh`): fed its output. */
  continuations: Node[];
}

function redirectOp(st: ShellState, node: Node, dest: Node | null): { op: string; fd?: string } {
  const fdNode = node.childForFieldName('descriptor');
  const from = fdNode ? fdNode.endIndex : node.startIndex;
  const to = dest ? dest.startIndex : node.endIndex;
  const op = st.slice(from, to).replace(/\s/g, '');
  return fdNode ? { op, fd: st.slice(fdNode.startIndex, fdNode.endIndex) } : { op };
}

export function collectRedirect(st: ShellState, r: Node, acc: Redirections): void {
  if (r.type === 'file_redirect') {
    const dest =
      r.childForFieldName('destination') ??
      r.namedChildren.find((c) => c && c.type !== 'file_descriptor') ??
      null;
    const { op, fd } = redirectOp(st, r, dest);
    const target = dest ? expandWord(st, dest)[0] : undefined;
    if (target) acc.redirs.push({ op, ...(fd ? { fd } : {}), target, start: r.startIndex, end: r.endIndex });
  } else if (r.type === 'herestring_redirect') {
    const w = r.namedChildren.find((c) => c && c.type !== 'file_descriptor');
    if (!w) return;
    const field = expandWord(st, w)[0];
    const v = concat([wordValue(st, w), literal('\n')]);
    acc.heredoc = {
      value: v,
      start: field?.exact ?? w.startIndex,
      end: w.endIndex,
      exact: field?.exact !== undefined,
    };
  } else if (r.type === 'heredoc_redirect') {
    heredocOf(st, r, acc);
  }
}

function heredocOf(st: ShellState, r: Node, acc: Redirections): void {
  let body: Node | undefined;
  let quotedDelimiter = false;
  let stripTabs = false;
  for (const c of r.children) {
    if (!c) continue;
    if (c.type === '<<-') stripTabs = true;
    else if (c.type === 'heredoc_start') quotedDelimiter = /['"\\]/.test(st.slice(c.startIndex, c.endIndex));
    else if (c.type === 'heredoc_body') body = c;
    else if (c.type === 'file_redirect' || c.type === 'herestring_redirect') collectRedirect(st, c, acc);
    else if (c.isNamed && c.type !== 'heredoc_end') acc.continuations.push(c);
  }
  if (!body) {
    acc.heredoc = { value: literal(''), start: r.endIndex, end: r.endIndex, exact: false };
    return;
  }
  const raw = st.slice(body.startIndex, body.endIndex);
  let value: Value;
  let exact = !stripTabs;
  if (quotedDelimiter) value = literal(raw);
  else {
    const parts: Value[] = [];
    let pos = body.startIndex;
    for (const c of body.namedChildren) {
      if (!c || c.type === 'heredoc_content' || c.startIndex < pos) continue;
      if (c.startIndex > pos) parts.push(literal(unescapeQuoted(st.slice(pos, c.startIndex), '\u0000')));
      parts.push(wordValue(st, c));
      pos = c.endIndex;
    }
    if (body.endIndex > pos) parts.push(literal(unescapeQuoted(st.slice(pos, body.endIndex), '\u0000')));
    value = parts.length ? concat(parts) : literal('');
    exact &&= value.literal && value.text === raw;
  }
  if (stripTabs) value = { ...value, text: value.text.replace(/^\t+/gm, '') };
  acc.heredoc = { value, start: body.startIndex, end: body.endIndex, exact };
}
