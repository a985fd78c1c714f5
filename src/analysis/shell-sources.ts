import type { Region } from '../findings.js';
import { type MarkdownDoc, parseMarkdown } from './markdown.js';

/**
 * Where shell text hides in a skill: fenced blocks in a shell language (or none), inline code,
 * `` !`cmd` `` and ```` ```! ```` dynamic context, command-like prose lines, hook `command` strings and
 * shell scripts read as text. Each snippet keeps its offset in the file so findings get exact columns.
 */

export type SnippetKind = 'fence' | 'inline' | 'prose-line' | 'dynamic' | 'dynamic-block' | 'hook' | 'script';

export interface ShellSnippet {
  path: string;
  kind: SnippetKind;
  text: string;
  /** Offset of `text` in the file (hook snippets: 0, and `region` locates them). */
  base: number;
  /** Fixed region for snippets whose characters do not map onto the file one-to-one (hook commands). */
  region?: Region;
  /** Fence language, lower-cased. */
  lang?: string;
  /** The text is framed as something not to do ("never run …", "bad example:"). */
  negated: boolean;
  /** The text around it describes an attack (security write-ups quoting payloads); capped at medium. */
  illustrative?: boolean;
  /** Hook event name for hook snippets. */
  event?: string;
}

const SHELL_LANGS = new Set([
  '',
  'sh',
  'bash',
  'shell',
  'zsh',
  'ksh',
  'fish',
  'console',
  'shell-session',
  'sh-session',
  'shellsession',
  'terminal',
  'powershell',
  'ps1',
  'pwsh',
  'ps',
  'bat',
  'cmd',
  'batch',
  'dockerfile',
]);

const SCRIPT_EXT = /\.(?:sh|bash|zsh|ksh|fish|command|ps1|psm1|bat|cmd)$/i;
const MARKDOWN_EXT = /\.(?:md|markdown|mdx|mdc|txt)$/i;
export const CODE_EXT = /\.(?:py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|rb|php|pl|pm|lua)$/i;

/** Words a shell command line typically starts with; used for bare prose lines only. */
const COMMAND_START =
  /^(?:curl|wget|bash|sh|zsh|sudo|chmod|chown|rm|echo|printf|cat|crontab|nc|ncat|netcat|socat|python[0-9.]*|node|perl|ruby|php|iex|irm|iwr|invoke-expression|invoke-webrequest|powershell|pwsh|eval|export|source|dd|mkfs(?:\.\w+)?|npx|bunx|uvx|mkfifo|base64|tee|launchctl|systemctl|security|scp|rsync|tar|env|printenv|nohup|dig|nslookup)(?=\s)/;

/**
 * Text framing what follows as something not to do: a negation governing an action verb ("never run",
 * "do not read"), or an explicit bad-example label. "Do not skip this step: run …" is not a negation of
 * running, so attack text cannot hide behind any "not".
 */
export const NEGATION =
  /\b(?:never|don'?t|do not|must not|should not|shouldn'?t|avoid|refuse to|won'?t|not allowed to|forbidden to)\s+(?:[\w-]+\s+){0,2}?(?:run|running|execute|use|using|pipe|piping|read|reading|cat|access|touch|open|commit|expose|share|print|log|include|upload|send|copy|modify|edit|write|paste|type|curl)\b|\b(?:bad|wrong|insecure|dangerous|unsafe|malicious|vulnerable|anti-?pattern)(?:\s+(?:example|pattern|practice|usage|code))?\s*[:(]|❌|⛔|🚫/i;

/**
 * Words that frame nearby code as a described attack rather than an instruction: security reviews quote
 * payloads ("The attacker injected: …"). A malicious skill does not call its own loader an attack, so
 * these cap severity at medium; they never silence a finding.
 */
const ILLUSTRATIVE =
  /\b(?:attackers?|malicious|exploit(?:s|ed|ation)?|backdoor|threat actors?|adversary|red[- ]team|ctf|proof[- ]of[- ]concept|exfiltration techniques?)\b|^#{1,6}\s*attacks?\b|\battack:/im;

/** Is the text at `offset` framed as a described attack (its line and the three lines before it)? */
export function illustrativeAt(text: string, offset: number): boolean {
  let start = offset;
  for (let n = 0; n < 4 && start > 0; n++) {
    const prev = text.lastIndexOf('\n', start - 2);
    start = prev < 0 ? 0 : prev + 1;
    if (offset - start > 1200) break;
  }
  const nl = text.indexOf('\n', offset);
  const window = text.slice(
    Math.max(start, offset - 1200),
    nl < 0 ? Math.min(text.length, offset + 400) : Math.min(nl, offset + 400),
  );
  return ILLUSTRATIVE.test(window);
}

export function isScriptFile(path: string, text: string): boolean {
  if (SCRIPT_EXT.test(path)) return true;
  return /^#!\s*\S*(?:\/|env\s+)(?:ba|z|k|da)?sh\b/.test(text);
}

export function isMarkdownFile(path: string): boolean {
  return MARKDOWN_EXT.test(path);
}

/** An entry document (SKILL.md, a command, an agent) as snippet extraction needs it. */
export interface EntryDoc {
  /** Offset of the body in the file, after the frontmatter. */
  readonly bodyStart: number;
}

/** Shell snippets of one file. `doc` is the entry document when the file is a SKILL.md/command/agent. */
export function fileSnippets(
  file: { readonly path: string; readonly text: string },
  doc: EntryDoc | undefined,
  parsed?: MarkdownDoc,
): ShellSnippet[] {
  const { path, text } = file;
  if (isScriptFile(path, text)) {
    return [{ path, kind: 'script', text, base: 0, negated: false }];
  }
  if (!isMarkdownFile(path)) return [];
  const out: ShellSnippet[] = [];
  const bodyStart = doc ? doc.bodyStart : 0;
  const body = text.slice(bodyStart);
  const md = parsed ?? parseMarkdown(body);
  for (const block of md.code) {
    const base = bodyStart + block.contentStart;
    const lang = block.lang;
    const before = text.slice(Math.max(0, base - 400), bodyStart + block.start);
    const negated = NEGATION.test(lastLines(before, 2));
    if (lang.startsWith('!')) {
      out.push({ path, kind: 'dynamic-block', text: block.content, base, lang, negated: false });
    } else if (SHELL_LANGS.has(lang)) {
      const comments = block.content
        .split('\n')
        .filter((l) => /^\s*#/.test(l))
        .join('\n');
      const illustrative = ILLUSTRATIVE.test(lastLines(before, 3)) || ILLUSTRATIVE.test(comments);
      out.push({ path, kind: 'fence', text: stripPrompts(block.content), base, lang, negated, illustrative });
    }
  }
  for (const span of md.prose) proseSnippets(path, text, bodyStart + span.start, bodyStart + span.end, out);
  return out.sort((a, b) => a.base - b.base);
}

function lastLines(text: string, n: number): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.slice(-n).join('\n');
}

/** Replaces `$ ` / `> ` / `PS> ` prompts with spaces so offsets still map onto the file. */
function stripPrompts(content: string): string {
  return content.replace(
    /^([ \t]*)(?:\$|>|PS[^>\n]{0,40}>|%)(?= )/gm,
    (m, ind: string) => ind + ' '.repeat(m.length - ind.length),
  );
}

function proseSnippets(path: string, text: string, from: number, to: number, out: ShellSnippet[]): void {
  let lineStart = from;
  while (lineStart < to) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 || nl > to ? to : nl;
    const line = text.slice(lineStart, lineEnd);
    // Inline code spans on the line (single backtick runs; the Markdown layer owns the exact rules).
    // Negation is located once per line and spans are capped, so a hostile line stays linear.
    const negAt = line.length <= 100_000 ? line.search(NEGATION) : -1;
    const masks: Array<[number, number]> = [];
    for (let i = line.indexOf('`'); i >= 0 && i < line.length && masks.length < 500; ) {
      let ticks = 1;
      while (line[i + ticks] === '`') ticks++;
      const close = line.indexOf('`'.repeat(ticks), i + ticks);
      if (close < 0) break;
      const inner = line.slice(i + ticks, close);
      const dynamic = i > 0 && line[i - 1] === '!';
      if (inner.trim() !== '') {
        out.push({
          path,
          kind: dynamic ? 'dynamic' : 'inline',
          text: inner,
          base: lineStart + i + ticks,
          negated: !dynamic && negAt >= 0 && negAt < i,
          illustrative: !dynamic && illustrativeAt(text, lineStart + i),
        });
      }
      masks.push([i, close + ticks]);
      i = line.indexOf('`', close + ticks);
    }
    let masked = '';
    let at = 0;
    for (const [a, b] of masks) {
      masked += line.slice(at, a) + ' '.repeat(b - a);
      at = b;
    }
    masked += line.slice(at);
    const lead = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\$[ \t]+)?/.exec(masked);
    const skip = lead ? lead[0].length : 0;
    const rest = masked.slice(skip);
    if (COMMAND_START.test(rest) && rest.length < 4000) {
      out.push({
        path,
        kind: 'prose-line',
        text: rest,
        base: lineStart + skip,
        negated: negAt >= 0 && negAt < skip,
        illustrative: illustrativeAt(text, lineStart),
      });
    }
    lineStart = lineEnd + 1;
  }
}

/**
 * Adds to `out` the hook `command` strings of a hooks file's `hooks` or a skill's frontmatter `hooks:`,
 * each located by `regionAt` (a path into the parsed document).
 */
export function collectHookSnippets(
  path: string,
  hooks: unknown,
  regionAt: (at: Array<string | number>) => Region | undefined,
  out: ShellSnippet[],
): void {
  walkHooks(hooks, ['hooks'], (cmd, at, event) => {
    out.push(hookSnippet(path, cmd, regionAt(at), event));
  });
}

function hookSnippet(path: string, text: string, region: Region | undefined, event: string): ShellSnippet {
  return {
    path,
    kind: 'hook',
    text,
    base: 0,
    negated: false,
    event,
    ...(region ? { region } : {}),
  };
}

type HookVisitor = (command: string, at: Array<string | number>, event: string) => void;

/** `{Event: [{matcher, hooks: [{type: 'command', command}]}]}`, tolerating the shapes runtimes ignore. */
function walkHooks(hooks: unknown, at: Array<string | number>, visit: HookVisitor): void {
  if (!hooks || typeof hooks !== 'object' || Array.isArray(hooks)) return;
  for (const [event, groups] of Object.entries(hooks as Record<string, unknown>).slice(0, 200)) {
    if (!Array.isArray(groups)) continue;
    groups.slice(0, 200).forEach((g, i) => {
      const handlers = (g as { hooks?: unknown } | null)?.hooks;
      if (!Array.isArray(handlers)) return;
      handlers.slice(0, 200).forEach((h, j) => {
        const command = (h as { command?: unknown } | null)?.command;
        if (typeof command === 'string') visit(command, [...at, event, i, 'hooks', j, 'command'], event);
      });
    });
  }
}
