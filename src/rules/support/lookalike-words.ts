import { domainToASCII } from 'node:url';
import { foldConfusables } from '../../analysis/normalize.js';
import type { RuleContext } from '../types.js';
import { placementOf, type TextTarget } from './text-context.js';

/**
 * How a word that mixes Latin letters with Cyrillic or Greek look-alikes (`рytest` with a Cyrillic р) is used,
 * for the hidden-unicode rule:
 * - `command` / `host`: the name of something the agent runs or reaches — a command word in code (a fenced or
 *   inline command, a script, a `Bash(…)` pre-approval), or a host the file's code contacts. Written wholly in letters
 *   that read as Latin, it is a disguise: the reviewer reads `pytest`, the shell runs the file named `рytest`
 *   (a plugin's `bin/` shim), the request goes to another registrant's domain.
 * - `mention`: quoted or in code, in a passage that names the trick (Cyrillic, homoglyph, look-alike, punycode
 *   …) and neither run nor contacted: a security guide's example.
 * - `word`: anything else (a typo mixing scripts, a brand written with a Greek letter).
 */
export type LookalikeUse = 'command' | 'host' | 'mention' | 'word';

/** Where a command starts on its line: line start (a prompt allowed), after an operator, a backtick, `Bash(`. */
const COMMAND_BEFORE = /(?:^[ \t]*(?:\$[ \t]+)?|`[ \t]*|[;&|(][ \t]*|\bBash\()$/;
const COMMAND_AFTER = /[ \t`:)\r\n]/;
/** Words that name the look-alike trick near an example of it. */
const NAMES_TRICK =
  /cyrillic|greek|homoglyph|homograph|look-?alike|confusable|punycode|\bidn\b|spoof|mixed[- ]script|кирилл/i;
const QUOTE = /["'‘’“”«`]/;
const ASCII_LETTERS = /^[A-Za-z]+$/;
/** How far around a word the line is read (a host name is at most 253 characters). */
const WINDOW = 256;
const SCRIPT = /\.(?:sh|bash|zsh|fish|py|js|mjs|cjs|ts|rb|pl|ps1|php)$/i;

/** The hosts the file's code contacts (fetches, sends to, runs code from), lower-cased. */
export async function contactedHosts(ctx: RuleContext, path: string): Promise<ReadonlySet<string>> {
  const hosts = new Set<string>();
  const facts = await ctx.model.facts(path).catch(() => undefined);
  for (const b of facts?.behaviours ?? []) {
    const host = (b as { endpoint?: { host?: string } }).endpoint?.host;
    if (host) hosts.add(host.toLowerCase());
  }
  return hosts;
}

function lineBounds(text: string, at: number): [number, number] {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  const e = text.indexOf('\n', at);
  return [s, e < 0 ? text.length : e];
}

/** Inside code: a Markdown fence, an inline code span (an odd number of backticks before it on its line), a script. */
function inCode(t: TextTarget, start: number, lineStart: number): boolean {
  if (!t.md) return SCRIPT.test(t.path) || t.file.text.startsWith('#!');
  if (placementOf(t, start).code) return true;
  // Bounded (a hostile line of a megabyte with thousands of hidden characters): backticks within a window.
  let ticks = 0;
  for (let i = Math.max(lineStart, start - WINDOW); i < start; i++)
    if (t.file.text.charCodeAt(i) === 96) ticks++;
  return ticks % 2 === 1;
}

/** In code (see `inCode`) or in a word with a path separator (`~/.aws/cre…`, `bundle/…`): a name, not prose. */
export function inName(t: TextTarget, at: number): boolean {
  const text = t.file.text;
  const [ls, le] = lineBounds(text, at);
  if (inCode(t, at, ls)) return true;
  let s = at;
  while (s > Math.max(ls, at - WINDOW) && !/\s/.test(text[s - 1]!)) s--;
  let e = at;
  while (e < Math.min(le, at + WINDOW) && !/\s/.test(text[e]!)) e++;
  return text.slice(s, e).includes('/');
}

export function lookalikeUse(
  t: TextTarget,
  w: { start: number; end: number; word: string },
  hosts: ReadonlySet<string>,
): LookalikeUse {
  const text = t.file.text;
  const [ls, le] = lineBounds(text, w.start);
  const before = text.slice(Math.max(ls, w.start - 200), w.start);
  const code = inCode(t, w.start, ls);
  const disguise = ASCII_LETTERS.test(foldConfusables(w.word));
  // A command word ends the way a command name does (`рytest -q`, `Bash(рytest:*)`); `gооgle.com` does not. A
  // code span of the word alone (`rеquests`) names it, as a fenced line or a script line of it alone runs it.
  const next = text[w.end] ?? '\n';
  const ends = COMMAND_AFTER.test(next) && !(next === '`' && t.md && !placementOf(t, w.start).code);
  if (disguise && ends && (code || /\bBash\($/.test(before)) && COMMAND_BEFORE.test(before)) return 'command';
  // The host the word belongs to: the run of host characters around it.
  let hs = w.start;
  while (hs > Math.max(ls, w.start - WINDOW) && /[\p{L}\p{N}.-]/u.test(text[hs - 1]!)) hs--;
  let he = w.end;
  while (he < Math.min(le, w.end + WINDOW) && /[\p{L}\p{N}.-]/u.test(text[he]!)) he++;
  // Without the dots that end a sentence or lead a path (`/.config`): index steps, no regex to backtrack.
  while (hs < he && text[hs] === '.') hs++;
  while (he > hs && text[he - 1] === '.') he--;
  const host = text.slice(hs, he).toLowerCase();
  if (disguise && host.includes('.') && (hosts.has(host) || hosts.has(domainToASCII(host)))) return 'host';
  const quoted = code || QUOTE.test(text[hs - 1] ?? '');
  const near = text.slice(Math.max(0, w.start - 600), Math.min(text.length, w.end + 300));
  return quoted && NAMES_TRICK.test(near) ? 'mention' : 'word';
}
