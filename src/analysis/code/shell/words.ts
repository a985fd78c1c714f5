import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { concat, literal } from '../values.js';
import { arrayElements } from './arrays.js';
import { expandBraces } from './braces.js';
import { decodeEscapes } from './decoders.js';
import { expandParameter, fieldSeparators, lookupVar } from './params.js';
import { SHELL_LIMITS, type ShellState, type Word } from './state.js';

/**
 * Words as the shell reads them: quote removal, backslash escapes, ANSI-C `$'…'` strings, parameter
 * expansion (with the variables assigned earlier in the unit), command and process substitution, brace
 * expansion and field splitting of unquoted expansions (`$IFS` is a space, so `cat${IFS}x` is two
 * words). The result is a list of fields, each an abstract `Value` located in the unit text.
 */

interface Piece {
  v: Value;
  /** Unquoted expansion: split into fields on whitespace. */
  split: boolean;
  /** Unquoted literal text: brace expansion applies. */
  brace: boolean;
  /** Ends the field before it whatever `IFS` holds (between the arguments of `"$@"`). */
  boundary?: true;
}

/** A summary text (`$(curl …)`, `${name}`) rather than real content: never split into fields. */
export function isSummary(v: Value): boolean {
  return !v.literal && (v.text.startsWith('$(') || v.text.startsWith('${') || v.text.startsWith('…'));
}

/** Backslash escapes outside quotes: `\x` is `x`, backslash-newline disappears. */
export function unescapeUnquoted(s: string): string {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < s.length) {
      const n = s[i + 1]!;
      i++;
      if (n !== '\n') out += n;
    } else out += c;
  }
  return out;
}

/** Backslash escapes inside double quotes (and unquoted here-documents): only `$ \` " \ newline`. */
export function unescapeQuoted(s: string, quoteChar = '"'): string {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const n = s[i + 1];
    if (
      c === '\\' &&
      n !== undefined &&
      (n === '$' || n === '`' || n === quoteChar || n === '\\' || n === '\n')
    ) {
      if (n !== '\n') out += n;
      i++;
    } else out += c;
  }
  return out;
}

/** The pieces of a word node. `quoted` is true inside double quotes. */
function pieces(st: ShellState, node: Node, quoted: boolean, out: Piece[]): void {
  if (!st.step() || out.length > 4_096) return;
  if (!st.enter()) return;
  try {
    piecesOf(st, node, quoted, out);
  } finally {
    st.leave();
  }
}

function piecesOf(st: ShellState, node: Node, quoted: boolean, out: Piece[]): void {
  switch (node.type) {
    case 'word':
    case 'number':
    case 'regex':
    case 'extglob_pattern':
    case 'special_variable_name':
    case 'variable_name':
    case 'test_operator': {
      const raw = st.slice(node.startIndex, node.endIndex);
      out.push({
        v: literal(quoted ? unescapeQuoted(raw) : unescapeUnquoted(raw)),
        split: false,
        brace: !quoted,
      });
      return;
    }
    case 'raw_string': {
      const raw = st.slice(node.startIndex + 1, node.endIndex - 1);
      out.push({ v: literal(raw), split: false, brace: false });
      return;
    }
    case 'ansi_c_string': {
      const raw = st.slice(node.startIndex + 2, node.endIndex - 1);
      const d = decodeEscapes(raw, 'plain');
      const v = literal(d.text);
      // `$'\x63\x75\x72\x6c'` spells ordinary characters in escapes: text hidden from the reader.
      out.push({
        v: d.hidden > 0 ? { ...v, literal: false, taints: ['decoded'] } : v,
        split: false,
        brace: false,
      });
      if (d.hidden >= 2)
        st.emit(
          { kind: 'decode', scheme: 'escape', input: literal(raw), decoded: d.text },
          node.startIndex,
          node.endIndex,
        );
      return;
    }
    case 'string':
    case 'translated_string':
      stringPieces(st, node, out);
      return;
    case 'concatenation':
      // tree-sitter-bash leaves a `$$` that ends an unquoted word (`dir=/tmp/run-$$`) as an unnamed token,
      // not an expansion: it is still the shell's process id.
      for (const c of node.children)
        if (c?.isNamed) pieces(st, c, quoted, out);
        else if (c?.text === '$$') out.push({ v: lookupVar(st, '$'), split: false, brace: false });
      if (node.namedChildCount === 0) out.push({ v: literal(node.text), split: false, brace: !quoted });
      return;
    case 'simple_expansion': {
      const nameNode = node.namedChildren[0];
      const name = nameNode ? st.slice(nameNode.startIndex, nameNode.endIndex) : '';
      if (quoted && name === '@' && st.positional) {
        positionalFields(st.positional, out);
        return;
      }
      out.push({ v: lookupVar(st, name), split: !quoted, brace: false });
      return;
    }
    case 'expansion':
      if (quoted && st.positional && st.slice(node.startIndex, node.endIndex) === '${@}') {
        positionalFields(st.positional, out);
        return;
      }
      // `"${arr[@]}"` is one field per element even inside quotes (an array as a command: `"${FETCH[@]}" url`),
      // each element whole when the array is known.
      if (quoted && knownArrayFields(st, node, out)) return;
      out.push({
        v: expandParameter(st, node, wordValue),
        split: !quoted || allElements(st, node),
        brace: false,
      });
      return;
    case 'command_substitution':
      // The shell drops the output's trailing newlines: `f=$(fetch)` after `printf '%s\n' "$dest"` holds
      // the path itself, so a later `. "$f"` names the file `fetch` saved.
      out.push({ v: withoutTrailingNewlines(st.runSubstitution(node)), split: !quoted, brace: false });
      return;
    case 'arithmetic_expansion':
      for (const c of node.descendantsOfType('command_substitution', undefined, undefined).slice(0, 16))
        if (c) st.runSubstitution(c);
      out.push({ v: { text: '0', literal: false, taints: [] }, split: false, brace: false });
      return;
    case 'brace_expression':
      out.push({ v: literal(st.slice(node.startIndex, node.endIndex)), split: false, brace: !quoted });
      return;
    case 'array': {
      // `(curl -fsSL --retry 3)`: the elements with a space between them, so that an expansion of all of
      // them splits back into words.
      let first = true;
      for (const c of node.namedChildren) {
        if (!c) continue;
        if (!first) out.push({ v: literal(' '), split: false, brace: false });
        first = false;
        pieces(st, c, quoted, out);
      }
      return;
    }
    default:
      out.push({ v: literal(st.slice(node.startIndex, node.endIndex)), split: false, brace: false });
  }
}

/**
 * `"$@"` in a function body: one field per argument of the call, each kept whole (a blank piece that splits
 * ends the field before it), so `"$@"` used as a command (`run() { "$@"; }; run curl …`) has its argv.
 */
function positionalFields(args: readonly Value[], out: Piece[]): void {
  args.slice(0, SHELL_LIMITS.maxFields).forEach((v, i) => {
    if (i > 0) out.push({ v: literal(' '), split: true, brace: false, boundary: true });
    out.push({ v, split: false, brace: false });
  });
}

/** `${name[@]}`: every element of an array. */
function allElements(st: ShellState, node: Node): boolean {
  const sub = node.namedChildren.find((c) => c?.type === 'subscript');
  const index = sub?.childForFieldName('index');
  return index !== null && index !== undefined && st.slice(index.startIndex, index.endIndex) === '@';
}

/** A plain `"${name[@]}"` (no operator, no `!`) of an array assigned in the unit: one field per element. */
function knownArrayFields(st: ShellState, node: Node, out: Piece[]): boolean {
  const raw = st.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 80));
  const name = /^\$\{([A-Za-z_]\w{0,63})\[@\]\}$/.exec(raw)?.[1];
  const elements = name === undefined ? undefined : arrayElements(st, name);
  if (!elements) return false;
  positionalFields(elements, out);
  return true;
}

/** A double-quoted string: its children, and the literal text between them (escapes applied). */
function stringPieces(st: ShellState, node: Node, out: Piece[]): void {
  const open = node.type === 'translated_string' ? 2 : 1;
  let pos = node.startIndex + open;
  const end = Math.max(pos, node.endIndex - 1);
  const gap = (to: number) => {
    if (to > pos) out.push({ v: literal(unescapeQuoted(st.slice(pos, to))), split: false, brace: false });
  };
  for (const c of node.namedChildren) {
    if (!c || c.startIndex < pos) continue;
    if (c.type === 'string_content') {
      gap(c.endIndex);
      pos = c.endIndex;
      continue;
    }
    gap(c.startIndex);
    // The grammar folds the blanks before an expansion into its `$` token (`"$g $x"`: the second
    // expansion spans ` $x`): they are text of the string.
    const lead = /^[ \t\n]+/.exec(st.slice(c.startIndex, Math.min(c.endIndex, c.startIndex + 256)))?.[0];
    if (lead) out.push({ v: literal(lead), split: false, brace: false });
    pieces(st, c, true, out);
    pos = c.endIndex;
  }
  gap(end);
  if (out.length === 0) out.push({ v: literal(''), split: false, brace: false });
}

/** The value of a word without field splitting (assignments, here-strings, `case` subjects). */
export function wordValue(st: ShellState, node: Node): Value {
  const ps: Piece[] = [];
  pieces(st, node, false, ps);
  return ps.length ? concat(ps.map((p) => p.v)) : literal('');
}

/** The fields a word node expands to (brace expansion, then splitting of unquoted expansions). */
export function expandWord(st: ShellState, node: Node | readonly Node[], lead = ''): Word[] {
  const nodes: readonly Node[] = Array.isArray(node) ? node : [node as Node];
  const first = nodes[0]!;
  if (nodes.length === 1 && first.type === 'process_substitution') return [processSubstitution(st, first)];
  const ps: Piece[] = lead ? [{ v: literal(lead), split: false, brace: true }] : [];
  for (const n of nodes) pieces(st, n, false, ps);
  const start = first.startIndex - lead.length;
  const end = nodes[nodes.length - 1]!.endIndex;
  const located = (v: Value): Word => {
    const w: Word = { v, start, end };
    const exact = nodes.length === 1 ? exactOffset(st, first, v.text) : undefined;
    if (exact !== undefined) w.exact = exact;
    return w;
  };
  if (ps.length === 0) return [located(literal(''))];
  const braced = braceFields(ps);
  if (braced) return braced.map(located);
  return splitFields(ps, fieldSeparators(st)).map(located);
}

/** Offset where `text` appears verbatim: the node itself, or inside its quotes. */
function exactOffset(st: ShellState, node: Node, text: string): number | undefined {
  if (text.length === 0) return undefined;
  const raw = st.slice(node.startIndex, node.endIndex);
  if (raw === text) return node.startIndex;
  if (raw.length === text.length + 2 && raw.slice(1, -1) === text) return node.startIndex + 1;
  return undefined;
}

function braceFields(ps: Piece[]): Value[] | undefined {
  if (!ps.some((p) => p.brace && p.v.text.includes('{'))) return undefined;
  if (ps.some((p) => p.split && !isSummary(p.v) && /\s/.test(p.v.text))) return undefined;
  // Braces from quoted text or expansions are not expansion syntax: hide them behind private-use marks.
  const template = ps
    .map((p) =>
      p.brace ? p.v.text : p.v.text.replace(/\{/g, '\uE000').replace(/,/g, '\uE001').replace(/\}/g, '\uE002'),
    )
    .join('');
  const expanded = expandBraces(template, SHELL_LIMITS.maxFields);
  if (expanded.length <= 1 && expanded[0] === template) return undefined;
  const all = concat(ps.map((p) => p.v));
  return expanded.map((t) => ({
    ...all,
    text: t
      .replace(/\uE000/g, '{')
      .replace(/\uE001/g, ',')
      .replace(/\uE002/g, '}'),
  }));
}

const isBlank = (c: string) => c === ' ' || c === '\t' || c === '\n';

/**
 * Field splitting: unquoted expansions split on blanks, or on the characters of an `IFS` the script set
 * (`IFS=+; set -- $c` turns `curl+-fsS` into two words; an empty `IFS` splits nothing); quoted and literal
 * parts join their neighbours.
 */
function splitFields(ps: Piece[], ifs?: string): Value[] {
  const isSep = ifs === undefined ? isBlank : (c: string) => ifs.includes(c);
  const fields: Value[] = [];
  let cur: Value[] = [];
  let curOpen = false;
  const close = () => {
    if (curOpen) fields.push(concat(cur));
    cur = [];
    curOpen = false;
  };
  for (const p of ps) {
    if (p.boundary) {
      close();
      continue;
    }
    if (!p.split || isSummary(p.v)) {
      cur.push(p.v);
      curOpen = true;
      continue;
    }
    const t = p.v.text;
    let i = 0;
    while (i < t.length && fields.length < SHELL_LIMITS.maxFields) {
      if (isSep(t[i]!)) {
        close();
        while (i < t.length && isSep(t[i]!)) i++;
        continue;
      }
      let j = i;
      while (j < t.length && !isSep(t[j]!)) j++;
      cur.push({ ...p.v, text: t.slice(i, j) });
      curOpen = true;
      i = j;
    }
    // An unquoted expansion to nothing adds no field of its own.
  }
  close();
  return fields.slice(0, SHELL_LIMITS.maxFields);
}

/** `<(cmd)` reads what `cmd` prints; `>(cmd)` runs `cmd` on what is written to it (run by the writer). */
function processSubstitution(st: ShellState, node: Node): Word {
  const dir = st.slice(node.startIndex, node.startIndex + 1) === '>' ? 'out' : 'in';
  const word: Word = {
    v: { text: '/dev/fd/63', literal: false, taints: [] },
    start: node.startIndex,
    end: node.endIndex,
    proc: { dir, node },
  };
  if (dir === 'in') {
    const content = st.runSubstitution(node);
    word.proc!.content = content;
    word.v = { ...content, text: '/dev/fd/63', literal: false };
  }
  return word;
}

/** A command substitution's value: its output without the trailing newlines the shell removes. */
function withoutTrailingNewlines(v: Value): Value {
  let end = v.text.length;
  while (end > 0 && v.text.charCodeAt(end - 1) === 10) end--;
  return end === v.text.length ? v : { ...v, text: v.text.slice(0, end) };
}
