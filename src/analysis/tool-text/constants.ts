import type { Tok, ToolLang } from './tokens.js';

/**
 * The string constants of an MCP server's source, so a description built from them reads as the text the
 * model receives: `const STORE = "~/.npmrc"` then `` .describe(`pass the text of ${STORE}`) ``, `"…" + STORE`,
 * a Python `STORE = "…"` then `f"… {STORE}"`. Only names bound once to string literals, templates and `+`
 * chains of those (and of names bound before them) are known; anything else in a field stays its name, as
 * a reader of the source would see it. Nothing is evaluated beyond joining known text.
 */

const MAX_CONSTANTS = 2_000;
const MAX_VALUE = 8_000;

export type Constants = ReadonlyMap<string, string>;

/** Decodes the escapes of a literal's contents the way the model receives them (`\n` a line break). */
function unescaped(raw: string): string {
  return raw.replace(/\\(n)|\\([\s\S])/g, (_m, nl: string | undefined, c: string | undefined) =>
    nl ? '\n' : c === '\n' ? '' : (c ?? ''),
  );
}

/** One string token's text: literal contents, or a template/f-string with its fields filled. */
export function tokenText(text: string, tok: Tok, lang: ToolLang, known: Constants): string {
  const raw = text.slice(tok.start, tok.end);
  if (!tok.dynamic) return unescaped(raw);
  // `${NAME}` in JS templates, `{NAME}` in f-strings (`{{` is a literal brace). Fields are bounded; a
  // field that is not a bare known name shows its expression text.
  const field = lang === 'js' ? /\$\{([^{}]{0,200})\}/g : /(?<!\{)\{([^{}]{0,200})\}(?!\})/g;
  const filled = raw.replace(field, (_m, expr: string) => {
    const name = expr.trim().replace(/![rsa]$|:[^:]*$/, '');
    return known.get(name) ?? name;
  });
  return unescaped(lang === 'python' ? filled.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : filled);
}

/**
 * A value that starts at token `p`: string literals joined by `+` (JS) or adjacency (Python), with known
 * names among them. Returns the text and the index after it, or undefined when it holds no string.
 */
export function valueAt(
  text: string,
  toks: readonly Tok[],
  p: number,
  lang: ToolLang,
  known: Constants,
  skipNewlines = false,
): { value: string; next: number; tokens: Tok[] } | undefined {
  const parts: string[] = [];
  const tokens: Tok[] = [];
  let q = p;
  while (q < toks.length && parts.length < 64) {
    const t = toks[q]!;
    const named = t.k === 'id' ? knownNameAt(toks, q, known) : undefined;
    if (t.k !== 'str' && !named) break;
    parts.push(named ? known.get(named.name)! : tokenText(text, t, lang, known));
    tokens.push(t);
    q = named ? named.next : q + 1;
    // Inside brackets a Python value continues on the next line.
    while (skipNewlines && toks[q]?.k === 'nl' && (toks[q + 1]?.k === 'str' || toks[q + 1]?.t === '+')) q++;
    // JS joins with `+`; Python's adjacent literals join by themselves (`+` works too).
    if (toks[q]?.t === '+') {
      q++;
      while (skipNewlines && toks[q]?.k === 'nl') q++;
      continue;
    }
    if (!(lang === 'python' && toks[q]?.k === 'str')) break;
  }
  if (parts.length === 0) return undefined;
  // A trailing `+` joins something unknown (a call): the value ends before it.
  while (q > p && (toks[q - 1]?.t === '+' || toks[q - 1]?.k === 'nl')) q--;
  return { value: parts.join('').slice(0, MAX_VALUE), next: q, tokens };
}

/**
 * The known name at `p`: a bare name, or a member path of a known object (`DOCS.draft.summary`), not
 * followed by a call or a further member. Returns the name and the index after it.
 */
export function knownNameAt(
  toks: readonly Tok[],
  p: number,
  known: Constants,
): { name: string; next: number } | undefined {
  let name = toks[p]!.t;
  let q = p + 1;
  let hit = known.has(name) ? q : -1;
  let hitName = name;
  while (toks[q]?.t === '.' && toks[q + 1]?.k === 'id' && q - p < 32) {
    name = `${name}.${toks[q + 1]!.t}`;
    q += 2;
    if (known.has(name)) {
      hit = q;
      hitName = name;
    }
  }
  if (hit < 0 || toks[hit]?.t === '(' || toks[hit]?.t === '.') return undefined;
  return { name: hitName, next: hit };
}

/** Names bound to string values: `const|let|var NAME = …` (JS), `NAME = …` at a line's start (Python). */
export function stringConstants(text: string, toks: readonly Tok[], lang: ToolLang): Constants {
  const known = new Map<string, string>();
  const seen = new Set<string>();
  for (let p = 0; p < toks.length && known.size < MAX_CONSTANTS; p++) {
    const t = toks[p]!;
    if (t.k !== 'id') continue;
    let name: string | undefined;
    let at = -1;
    if (lang === 'js' && (t.t === 'const' || t.t === 'let' || t.t === 'var') && toks[p + 1]?.k === 'id') {
      name = toks[p + 1]!.t;
      at = typeAnnotated(toks, p + 2);
    } else if (lang === 'python' && (p === 0 || toks[p - 1]!.k === 'nl') && toks[p + 1]?.t === '=') {
      name = t.t;
      at = p + 1;
    }
    if (name === undefined || toks[at]?.t !== '=') continue;
    // A name bound twice is no constant.
    if (seen.has(name)) {
      known.delete(name);
      continue;
    }
    seen.add(name);
    // `const DOCS = { draft: { summary: "…" } }`: each string member is known by its path.
    if (lang === 'js' && toks[at + 1]?.t === '{') {
      objectMembers(text, toks, at + 1, name, known, 0);
      continue;
    }
    // `const NOTE = ['…', '…'].join('\n')`: the lines joined as the program joins them.
    if (lang === 'js' && toks[at + 1]?.t === '[') {
      const j = joinedArrayAt(text, toks, at + 1, known);
      if (j && endsStatement(toks, j.next, lang)) known.set(name, j.value);
      continue;
    }
    // `NAME = ( "…" f"…" )`: a parenthesised value continues over lines.
    const paren = toks[at + 1]?.t === '(';
    let start = at + 1;
    if (paren) for (start++; toks[start]?.k === 'nl'; ) start++;
    // `process.env.BASE_URL || 'http://localhost:8990'`: the text the code uses unless the user sets
    // another, as the code analyzers read it.
    if (lang === 'js') start = envDefaultAt(text, toks, start) ?? start;
    const v = valueAt(text, toks, start, lang, known, paren);
    if (!v) continue;
    let next = v.next;
    if (paren) {
      while (toks[next]?.k === 'nl') next++;
      if (toks[next]?.t !== ')') continue;
      next++;
    }
    if (endsStatement(toks, next, lang)) known.set(name, v.value);
  }
  return known;
}

/**
 * After `process.env.NAME ||` or `??` at `p`: where its default starts; undefined for anything else. The
 * tokens keep no `|` or `?`, so the text between the name and the string says which operator it is.
 */
function envDefaultAt(text: string, toks: readonly Tok[], p: number): number | undefined {
  const t = (i: number) => toks[p + i]?.t;
  const name = toks[p + 4];
  const value = toks[p + 5];
  if (t(0) !== 'process' || t(1) !== '.' || t(2) !== 'env' || t(3) !== '.' || name?.k !== 'id')
    return undefined;
  if (value?.k !== 'str') return undefined;
  // The string's token starts inside its quotes: the operator sits before the quote.
  const between = text.slice(name.end, Math.max(name.end, value.start - 1));
  return /^[ \t]{0,8}(?:\|\||\?\?)[ \t]{0,8}$/.test(between) ? p + 5 : undefined;
}

/**
 * An array literal of known texts at `p` (its `[`) joined by `.join(sep)` (a literal separator, `,` when
 * none): the text and the index after the call's `)`. Undefined when an element is not known text.
 */
function joinedArrayAt(
  text: string,
  toks: readonly Tok[],
  p: number,
  known: Constants,
): { value: string; next: number } | undefined {
  const parts: string[] = [];
  let q = p + 1;
  while (q < toks.length && parts.length < 256) {
    while (toks[q]?.k === 'nl') q++;
    if (toks[q]?.t === ']') break;
    const v = valueAt(text, toks, q, 'js', known, true);
    if (!v) return undefined;
    parts.push(v.value);
    q = v.next;
    while (toks[q]?.k === 'nl') q++;
    if (toks[q]?.t === ',') q++;
    else if (toks[q]?.t !== ']') return undefined;
  }
  if (toks[q]?.t !== ']' || toks[q + 1]?.t !== '.' || toks[q + 2]?.t !== 'join' || toks[q + 3]?.t !== '(')
    return undefined;
  q += 4;
  let sep = ',';
  const s = toks[q];
  if (s?.k === 'str' && !s.dynamic) {
    sep = tokenText(text, s, 'js', known);
    q++;
  }
  if (toks[q]?.t !== ')') return undefined;
  return { value: parts.join(sep).slice(0, MAX_VALUE), next: q + 1 };
}

/** Past a `: Type` annotation of a JS/TS binding (one word), to its `=`. */
function typeAnnotated(toks: readonly Tok[], p: number): number {
  return toks[p]?.t === ':' && toks[p + 1]?.k === 'id' ? p + 2 : p;
}

/** The value ends its statement: nothing else (a call, a member, `as const` aside) follows it. */
function endsStatement(toks: readonly Tok[], q: number, lang: ToolLang): boolean {
  const t = toks[q];
  if (!t) return true;
  if (lang === 'python') return t.k === 'nl';
  // The next statement (no `;`), the end of a block, or `as const`; not `.trim()` or `?? other`.
  return t.t === ';' || t.t === ',' || t.t === '}' || t.k === 'id';
}

/**
 * The string members of an object literal at `p` (its `{`), known as `NAME.key.sub`; returns the index
 * after its `}`. Members that are not strings, templates or known names (calls, spreads) are skipped.
 */
function objectMembers(
  text: string,
  toks: readonly Tok[],
  p: number,
  prefix: string,
  known: Map<string, string>,
  depth: number,
): number {
  let q = p + 1;
  while (q < toks.length && toks[q]!.t !== '}' && known.size < MAX_CONSTANTS) {
    const before = q;
    while (toks[q]?.k === 'nl') q++;
    const key = toks[q];
    if (key?.t === '}') break;
    const keyName =
      key?.k === 'id' ? key.t : key?.k === 'str' && !key.dynamic ? text.slice(key.start, key.end) : undefined;
    if (keyName !== undefined && toks[q + 1]?.t === ':') {
      q += 2;
      while (toks[q]?.k === 'nl') q++;
      if (toks[q]?.t === '{' && depth < 6) {
        q = objectMembers(text, toks, q, `${prefix}.${keyName}`, known, depth + 1);
      } else {
        const v = valueAt(text, toks, q, 'js', known, true);
        if (v && (toks[v.next]?.t === ',' || toks[v.next]?.t === '}' || toks[v.next]?.k === 'nl'))
          known.set(`${prefix}.${keyName}`, v.value);
        q = v ? v.next : q;
      }
    }
    q = skipMember(toks, q);
    // An unbalanced `)` or `]` stops the member where it is: the object ends there.
    if (q <= before) break;
  }
  return q + 1;
}

/** From inside a member to the start of the next (past its `,`) or to the object's `}`. */
function skipMember(toks: readonly Tok[], q: number): number {
  let level = 0;
  for (; q < toks.length; q++) {
    const t = toks[q]!.t;
    if (t === '{' || t === '(' || t === '[') level++;
    else if (t === '}' || t === ')' || t === ']') {
      if (level === 0) return q;
      level--;
    } else if (t === ',' && level === 0) return q + 1;
  }
  return q;
}
