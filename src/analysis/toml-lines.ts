/**
 * The string values of a TOML file with their full keys and offsets, read line by line: enough for the
 * command tables of tool configurations (`[tool.hatch.envs.x.scripts]`, mise `[hooks]`, `.cargo/config.toml`)
 * without the TOML parser, which the fact extraction does not load (src/analysis/toml-lib.ts is loaded only
 * by the reference graph). Handles table headers, dotted and quoted keys, basic and literal strings (one
 * line or triple-quoted), arrays of strings over several lines, and one-line inline tables. Anything else
 * (numbers, dates, nested inline tables) is skipped. Bounded: 256 KiB of text, 2,000 values.
 */

export interface TomlString {
  /** The full key: table path, then the key's dotted parts (array items share their array's key). */
  key: readonly string[];
  /** The string's value (escapes of basic strings decoded). */
  value: string;
  /** Offset of the value's first character in the file. */
  start: number;
  /** True when `value` is the file's text at `start` character for character (no escapes, no line folding). */
  exact: boolean;
}

const MAX_TEXT = 256 * 1024;
const MAX_VALUES = 2_000;

/** A key's dotted parts, quotes removed (`"tool".hatch.'envs'` → tool, hatch, envs). */
function keyParts(key: string): string[] {
  const out: string[] = [];
  for (const m of key.matchAll(/"([^"\n]{0,200})"|'([^'\n]{0,200})'|([A-Za-z0-9_-]{1,200})/g))
    out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

/** Reads one string at `at` (its opening quote); undefined when there is none. */
function stringAt(
  text: string,
  at: number,
): { value: string; start: number; end: number; exact: boolean } | undefined {
  const q = text[at];
  if (q !== '"' && q !== "'") return undefined;
  const triple = text.startsWith(q.repeat(3), at);
  if (triple) {
    const close = text.indexOf(q.repeat(3), at + 3);
    if (close < 0) return undefined;
    // A newline right after the opening delimiter is trimmed.
    const start = text[at + 3] === '\n' ? at + 4 : at + 3;
    const raw = text.slice(start, close);
    const value =
      q === '"' ? raw.replace(/\\\r?\n[ \t\r\n]*/g, '').replace(/\\(.)/g, (_, c) => ESCAPES[c] ?? c) : raw;
    return { value, start, end: close + 3, exact: value === raw };
  }
  let i = at + 1;
  let value = '';
  while (i < text.length && text[i] !== q && text[i] !== '\n') {
    if (q === '"' && text[i] === '\\' && i + 1 < text.length) {
      value += ESCAPES[text[i + 1]!] ?? text[i + 1]!;
      i += 2;
    } else value += text[i++];
  }
  if (text[i] !== q) return undefined;
  return { value, start: at + 1, end: i + 1, exact: value === text.slice(at + 1, i) };
}

/** Every string value of the file, in order. */
export function tomlStrings(source: string): TomlString[] {
  const text = source.slice(0, MAX_TEXT);
  const out: TomlString[] = [];
  let table: string[] = [];
  let at = 0;
  while (at < text.length && out.length < MAX_VALUES) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    const header = /^[ \t]{0,16}\[\[?[ \t]{0,4}([^\]\n]{1,300}?)[ \t]{0,4}\]\]?[ \t]*(?:#.*)?$/.exec(line);
    if (header) {
      table = keyParts(header[1]!);
      at = end + 1;
      continue;
    }
    const kv =
      /^[ \t]{0,16}((?:[A-Za-z0-9_-]{1,200}|"[^"\n]{0,200}"|'[^'\n]{0,200}')(?:[ \t]{0,4}\.[ \t]{0,4}(?:[A-Za-z0-9_-]{1,200}|"[^"\n]{0,200}"|'[^'\n]{0,200}')){0,16})[ \t]{0,8}=[ \t]{0,8}/.exec(
        line,
      );
    if (!kv) {
      at = end + 1;
      continue;
    }
    const key = [...table, ...keyParts(kv[1]!)];
    at = readValue(text, at + kv[0].length, key, out);
  }
  return out;
}

/** Reads the value at `at` (a string, an array of strings, an inline table); returns where the next line starts. */
function readValue(text: string, at: number, key: string[], out: TomlString[]): number {
  const c = text[at];
  if (c === '"' || c === "'") {
    const s = stringAt(text, at);
    if (!s) return nextLine(text, at);
    out.push({ key, value: s.value, start: s.start, exact: s.exact });
    return nextLine(text, s.end);
  }
  if (c === '[') {
    // Strings until the closing bracket (nested arrays flattened), comments skipped.
    let i = at + 1;
    let depth = 1;
    while (i < text.length && depth > 0 && i - at < 64 * 1024 && out.length < MAX_VALUES) {
      const ch = text[i]!;
      if (ch === '"' || ch === "'") {
        const s = stringAt(text, i);
        if (!s) return nextLine(text, i);
        out.push({ key, value: s.value, start: s.start, exact: s.exact });
        i = s.end;
        continue;
      }
      if (ch === '#') i = nextLine(text, i) - 1;
      else if (ch === '[') depth++;
      else if (ch === ']') depth--;
      i++;
    }
    return nextLine(text, i);
  }
  if (c === '{') {
    // One-line inline table: `{ run = "…", shell = "bash -c" }`.
    const close = text.indexOf('\n', at);
    const body = text.slice(at + 1, close < 0 ? text.length : close);
    for (const m of body.matchAll(
      /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{1,100})[ \t]{0,4}=[ \t]{0,4}(?=["'[])/g,
    )) {
      const from = at + 1 + m.index + m[0].length;
      if (text[from] === '[') readValue(text, from, [...key, m[1]!], out);
      else {
        const s = stringAt(text, from);
        if (s) out.push({ key: [...key, m[1]!], value: s.value, start: s.start, exact: s.exact });
      }
    }
    return nextLine(text, at);
  }
  return nextLine(text, at);
}

function nextLine(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  return n < 0 ? text.length : n + 1;
}

/** True when `key` starts with `prefix`, `*` matching any one part. */
export function keyMatches(key: readonly string[], prefix: readonly string[]): boolean {
  if (key.length < prefix.length) return false;
  return prefix.every((p, i) => p === '*' || p === key[i]);
}
