import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isMostlyPrintable } from '../../payloads.js';
import type { PsCtx, WrittenScript } from './context.js';

/**
 * Script files a PowerShell unit writes with code known here (`@' … '@ | Set-Content $loader`), and the
 * places that later run them: `& $loader`, `pwsh -File $loader`, `Start-Process`, `Import-Module`, a
 * scheduled task or a `Run` value whose command names the file, a line appended to `$PROFILE` that
 * dot-sources it. What such a file does is the unit's own doing, once it is run: its code is analysed
 * as an embedded unit where it is written (where a reader sees it). A file written and never run is
 * only data (a template the user may adapt), so nothing is analysed until something runs it.
 */

const LANG_BY_EXT: ReadonlyArray<[RegExp, WrittenScript['lang']]> = [
  [/\.ps[dm]?1$/i, 'powershell'],
  [/\.(?:cmd|bat)$/i, 'batch'],
  [/\.(?:sh|bash)$/i, 'shell'],
];

/** One spelling per path: lower case, slashes, no quotes. */
function pathKey(text: string): string {
  return text
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\\/g, '/')
    .toLowerCase();
}

/** Code worth analysing: letters beyond `${…}` placeholders. */
function knownCode(v: Value): boolean {
  return /[A-Za-z]{2}/.test(v.text.replace(/\$\{[^}]{0,80}\}/g, ''));
}

/**
 * Remembers a script file written with code known here. Downloaded or decoded content is tracked by
 * `written` (running it is an execute fact), so only the rest is kept; appends add to what is known.
 */
export function rememberScript(
  ix: PsCtx,
  path: string,
  body: Value | undefined,
  node: Node,
  append: boolean,
): void {
  if (!body || body.taints.includes('download') || body.taints.includes('decoded')) return;
  const lang = LANG_BY_EXT.find(([re]) => re.test(path.trim().replace(/["']$/, '')))?.[1];
  if (!lang || !knownCode(body)) return;
  const key = pathKey(path);
  if (key.length < 5) return;
  const before = append ? ix.scripts.get(key) : undefined;
  if (!before && ix.scripts.size >= 64) return;
  const code = before ? `${before.code}\n${body.text}` : body.text;
  ix.scripts.set(key, { lang, code: code.slice(0, 65_536), node: before?.node ?? node });
}

/**
 * `text` runs, or makes something run later, the files it names: each script this unit wrote and
 * `text` names is analysed as code (once; `embed` drops repeats). Returns their code.
 */
export function runWrittenScripts(ix: PsCtx, text: string): string[] {
  if (ix.scripts.size === 0 || text.length < 5) return [];
  const t = pathKey(text);
  const ran: string[] = [];
  for (const [key, s] of ix.scripts) {
    if (!t.includes(key)) continue;
    ix.embed(s.lang, s.code, s.node);
    ran.push(s.code);
  }
  return ran;
}

/**
 * What a persisted command (a profile line, a scheduled task's or a `Run` value's command line) runs each
 * time: the command, followed by the code of the scripts it names that this unit wrote, so the write is
 * judged by what it starts (a loader that downloads code makes the autostart entry a download run at
 * every logon). The scripts are analysed where they are written.
 */
export function persistedContent(ix: PsCtx, content: Value, node: Node): Value {
  const ran = runWrittenScripts(ix, content.text);
  const decoded = encodedCommandOf(content.text);
  // What the host will run is analysed where the entry is made, like `cmd /c` and `Start-Process` lines.
  if (decoded !== undefined) ix.embed('powershell', content.text.slice(0, 65_536), node);
  const more = decoded !== undefined ? [...ran, decoded] : ran;
  if (more.length === 0) return content;
  return { ...content, text: [content.text, ...more].join('\n').slice(0, 65_536) };
}

/** A PowerShell host's command line (`powershell.exe -NoProfile -ec <base64>`). */
const PS_HOST = /^\s*["']?(?:[^\s"']*[\\/])?(?:powershell|pwsh)(?:\.exe)?["']?\s/i;
/** `-EncodedCommand` and the prefixes the host accepts for it (`-e`, `-ec`, `-enc` …). */
const ENCODED_FLAG = /^[-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedc[a-z]{0,6})$/i;
const BASE64_WORD = /^[A-Za-z0-9+/]{8,}={0,2}$/;

/**
 * The command an entry's PowerShell host decodes from `-EncodedCommand` (UTF-16LE base64), when readable:
 * a scheduled task or `Run` value whose line is `powershell -ec <blob>` runs that text at every trigger, and
 * a reader of the persisted line sees only the blob.
 */
function encodedCommandOf(line: string): string | undefined {
  if (!PS_HOST.test(line)) return undefined;
  const words = line.trim().split(/\s+/, 64);
  const at = words.findIndex((w, k) => k > 0 && ENCODED_FLAG.test(w));
  const blob = at > 0 ? words[at + 1]?.replace(/^["']|["']$/g, '') : undefined;
  if (!blob || !BASE64_WORD.test(blob)) return undefined;
  const text = Buffer.from(blob.slice(0, 65_536), 'base64').toString('utf16le').slice(0, 16_384);
  return isMostlyPrintable(text) ? text : undefined;
}
