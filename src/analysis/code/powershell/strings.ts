/**
 * PowerShell text as the engine reads it: backtick escapes, doubled quotes, here-strings, tick
 * obfuscation in command names (`i`e`x` is `iex`), case-insensitive names and the `-f` format operator.
 * Pure functions on static text; nothing is evaluated.
 */

import { HASH_STAND_IN } from './grammar-text.js';

const BACKTICK: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Decodes backtick escapes of a double-quoted string's literal run (`` `n ``, `` `u{41} ``, `` `$ ``). */
export function unescapeRun(run: string, quote: '"' | "'"): string {
  // A `#` the parser was shown as a stand-in (grammar-text.ts) is a `#`.
  if (quote === '"' && run.includes(HASH_STAND_IN)) run = run.replaceAll(HASH_STAND_IN, '#');
  if (quote === "'") return run.replace(/''/g, "'").replace(/[\u2018\u2019\u201a\u201b]{2}/g, "'");
  let out = '';
  for (let i = 0; i < run.length; i++) {
    const ch = run[i]!;
    if (ch === '`' && i + 1 < run.length) {
      const next = run[i + 1]!;
      const u = next === 'u' ? /^u\{([0-9a-fA-F]{1,6})\}/.exec(run.slice(i + 1, i + 12)) : null;
      if (u) {
        const code = Number.parseInt(u[1]!, 16);
        out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i += u[0].length;
        continue;
      }
      out += BACKTICK[next] ?? next;
      i++;
    } else if (ch === '"' && run[i + 1] === '"') {
      out += '"';
      i++;
    } else out += ch;
  }
  return out;
}

/** The body of a string literal's source text: between its quotes, or between a here-string's lines. */
export function stringBody(text: string): { body: string; offset: number; quote: '"' | "'" } {
  const here = text.startsWith('@');
  const quote = (here ? text[1] : text[0]) === "'" || /^@?[\u2018\u2019\u201a\u201b]/.test(text) ? "'" : '"';
  if (here) {
    const nl = text.indexOf('\n');
    const start = nl < 0 ? 2 : nl + 1;
    const end = Math.max(start, text.lastIndexOf('\n'));
    return { body: text.slice(start, end).replace(/\r$/, ''), offset: start, quote };
  }
  return { body: text.slice(1, Math.max(1, text.length - 1)), offset: 1, quote };
}

/** A command or member name as PowerShell resolves it: ticks dropped, lower case. */
export function normalizeName(name: string): string {
  return name.replace(/`/g, '').toLowerCase();
}

/** The bare program name of a path (`C:\…\powershell.exe` → `powershell`). */
export function programName(name: string): string {
  const base =
    normalizeName(name)
      .replace(/^["']|["']$/g, '')
      .split(/[\\/]/)
      .pop() ?? '';
  return base.replace(/\.(?:exe|cmd|bat|com)$/, '');
}

/** `"{0}{1}" -f 'a','b'`: placeholders replaced by the arguments' text (format specs ignored). */
export function formatText(format: string, args: readonly string[]): string {
  return format
    .replace(/\{(\d{1,3})(?:,[^}:]{0,10})?(?::[^}]{0,20})?\}/g, (_m, i: string) => args[Number(i)] ?? '')
    .replace(/\{\{/g, '{')
    .replace(/\}\}/g, '}');
}

/** Case-insensitive replace of every occurrence (what `-replace` does with a fixed pattern). */
export function replaceAllCi(text: string, find: string, repl: string): string {
  if (find === '') return text;
  const lower = text.toLowerCase();
  const f = find.toLowerCase();
  let out = '';
  let i = 0;
  for (let j = lower.indexOf(f); j >= 0 && out.length < 65_536; j = lower.indexOf(f, i)) {
    out += text.slice(i, j) + repl;
    i = j + find.length;
  }
  return out + text.slice(i);
}

/** `$Script:Name`, `${env:X}`, `@splat` → `name`, `env:x` (lower-cased; scope prefixes dropped). */
export function variableName(text: string): string {
  let t = text.replace(/^[$@]/, '');
  if (t.startsWith('{') && t.endsWith('}')) t = t.slice(1, -1);
  t = t.replace(/`/g, '').toLowerCase();
  return t.replace(/^(?:script|global|local|private|using|variable):/, '');
}
