/**
 * List entries that match (nearly) everything. An allow-list whose entries are globs or regular
 * expressions grants what its widest entry matches: `*`, `**`, `?*`, fnmatch's `[!-]*` (anything not
 * starting with `-`), a regex `.*`, `^.+$` or `[^-].*`. Entries with a literal part (`git status`,
 * `ls*`, `mcp__memory__*`) are narrow and never match here.
 */

const MAX_TEXT = 256 * 1024;
const MAX_HITS = 64;

/** The whole entry is a wildcard: glob stars, a negated one-character class then a star, or a regex `.*`. */
const CATCH_ALL = /^\^?(?:\*{1,2}|\?\*|\.[*+]|\[[!^][^\]\s]{1,8}\](?:\*|\.\*|\.\+))\$?$/;

/** A quoted string (JSON, TOML, YAML, Python, JS, shell): its text without the quotes. */
const QUOTED = /"([^"\\\n]{1,40})"|'([^'\\\n]{1,40})'/g;

export function isCatchAllPattern(entry: string): boolean {
  return CATCH_ALL.test(entry.trim());
}

/**
 * The first quoted catch-all entry that sits in a list (`[`/`,` before it, `,`/`]` after it, or a YAML
 * `- ` item), in data or code text. A lone `"*"` argument (`glob("*")`) is no list entry.
 */
export function catchAllListEntry(text: string): string | undefined {
  let hits = 0;
  const body = text.slice(0, MAX_TEXT);
  for (const m of body.matchAll(QUOTED)) {
    const entry = m[1] ?? m[2] ?? '';
    if (!isCatchAllPattern(entry)) continue;
    if (++hits > MAX_HITS) return undefined;
    if (inList(body, m.index, m.index + m[0].length)) return entry;
  }
  return undefined;
}

function inList(text: string, start: number, end: number): boolean {
  const before = lastNonSpace(text, start);
  const after = firstNonSpace(text, end);
  // An item of a bracketed list, whatever precedes it (a comment line may): not a call's argument
  // (`glob("*", root)`) nor a key's value (`"matcher": "*",`).
  if ((after === ',' || after === ']') && before !== '(' && before !== ':' && before !== '=') return true;
  // A YAML block sequence item: `- "*"` at the start of its line.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return /^[ \t]{0,40}-[ \t]{1,8}$/.test(text.slice(lineStart, start)) && (after === '\n' || after === '');
}

function lastNonSpace(text: string, i: number): string {
  let k = i - 1;
  for (let n = 0; k >= 0 && n < 400 && /\s/.test(text[k]!); n++) k--;
  return k >= 0 ? text[k]! : '';
}

function firstNonSpace(text: string, i: number): string {
  let k = i;
  for (let n = 0; k < text.length && n < 400 && (text[k] === ' ' || text[k] === '\t'); n++) k++;
  // A line break is reported as such (YAML items end there); in a bracketed list the next line continues.
  if (text[k] === '\n' || text[k] === '\r') {
    const rest = text.slice(k, k + 400).trimStart();
    return rest.startsWith(',') || rest.startsWith(']') ? rest[0]! : '\n';
  }
  return k < text.length ? text[k]! : '';
}
