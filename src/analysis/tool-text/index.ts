import type { Lang, SecretClass, TextIntent } from '../facts.js';
import { LineMap } from '../lines.js';
import { secretOf } from '../paths.js';
import { intentsOf } from '../prose/intents.js';
import { MAX_SENTENCES, splitSentences } from '../prose/segment.js';
import { SentenceWalker } from '../prose/sentence.js';
import { stringConstants } from './constants.js';
import { functionTexts } from './expr.js';
import { servedTexts } from './served.js';
import { MAX_SOURCE, type ToolLang, tokenize } from './tokens.js';
import { type ToolText, toolTexts } from './walk.js';

/**
 * MCP tool poisoning (docs/prose.md): an MCP server hands the agent each tool's description and each
 * argument's, its `instructions`, its prompts' messages and its tools' results, and the model reads them
 * as guidance it trusts — text a reviewer of the skill's Markdown never sees. The texts of a plausible MCP
 * server's source (it imports an MCP SDK: Python, JavaScript/TypeScript, Go, Rust) are read by the prose
 * recognisers as instructions, with container `tool-description` (and `served` saying which of the other
 * texts it is). A secret the description of an argument asks for — or the server's instructions or a
 * prompt, for an argument of a tool they name — is named per tool and argument (`ToolArgs`), so the code
 * analysis can give that parameter the secret's taint: the handler that posts its arguments out then
 * sends the secret.
 */

export type { ToolText } from './walk.js';

/** Tool function → argument → the secret its description asks the agent to pass there. */
export type ToolArgs = Map<string, Map<string, SecretClass>>;

export interface ToolTextFacts {
  intents: TextIntent[];
  args?: ToolArgs;
  limitHit?: string;
}

/**
 * An import of an MCP SDK: Python `mcp` / `fastmcp`, JS `@modelcontextprotocol/sdk` / `fastmcp`, Go's
 * official SDK and mcp-go, Rust's rmcp.
 */
const MCP_IMPORT =
  /^[ \t]*(?:from[ \t]+(?:mcp|fastmcp)(?:\.[\w.]{1,80})?[ \t]+import\b|import[ \t]+(?:mcp|fastmcp)\b)|@modelcontextprotocol\/sdk\b|\bfrom[ \t]*["']fastmcp["']|\brequire\([ \t]*["']fastmcp["']|"github\.com\/(?:modelcontextprotocol\/go-sdk|mark3labs\/mcp-go)\/|^[ \t]*use[ \t]+rmcp\b/m;

export function isMcpServer(text: string): boolean {
  return MCP_IMPORT.test(text.length > MAX_SOURCE ? text.slice(0, MAX_SOURCE) : text);
}

/** The token stream a source is read with: Go and Rust strings, comments and brackets read like JavaScript's. */
function toolLang(lang: Lang | undefined, path: string | undefined): ToolLang | undefined {
  if (lang === 'python') return 'python';
  if (lang === 'javascript' || lang === 'typescript') return 'js';
  // By the file's extension, whichever analyzer reads its code.
  if (lang && path && /\.(?:go|rs)$/i.test(path)) return 'js';
  return undefined;
}

const MAX_INTENTS = 2_000;

/** What the tool and argument descriptions of a script ask; undefined when it is no MCP server. */
export function toolTextFacts(
  text: string,
  lang: Lang | undefined,
  lines: LineMap,
  imported?: {
    readonly texts: Readonly<Record<string, string>>;
    readonly from: Readonly<Record<string, string>>;
  },
  path?: string,
): ToolTextFacts | undefined {
  const tl = toolLang(lang, path);
  if (!tl || !isMcpServer(text)) return undefined;
  const texts = [...toolTexts(text, tl, imported?.texts), ...served(text, tl, imported?.texts)];
  if (texts.length === 0) return undefined;
  const tools = toolParams(texts);
  const { readable, spans, lines: at } = readableText(text, texts, lines);
  const walker = new SentenceWalker(readable);
  const intents: TextIntent[] = [];
  const args: ToolArgs = new Map();
  const repeated = new Set<string>();
  let sentences = 0;
  let limitHit: string | undefined;
  texts.forEach((tt, n) => {
    const { start, end } = spans[n]!;
    forParagraphs(readable, start, end, (ps, pe) =>
      splitSentences(readable, ps, pe, [], (s, e) => {
        if (++sentences > MAX_SENTENCES || intents.length >= MAX_INTENTS) {
          limitHit ??= `more than ${MAX_SENTENCES} sentences in tool descriptions`;
          return;
        }
        const a = walker.analyse({
          start: s,
          end: e,
          container: 'tool-description',
          blockIndex: -1,
          first: false,
          last: false,
        });
        // Text every result carries is read once, not once per `return` that appends it.
        const found = intentsOf(a, at, { links: [] }, false, 'tool-description').filter(
          (i) => !tt.kind || !repeated.has(i.key),
        );
        if (tt.kind) for (const i of found) repeated.add(i.key);
        const sources = tt.value !== undefined && imported ? sourcesOf(tt.value, imported) : [];
        for (const i of found) {
          if (sources.length > 0) i.sources = sources;
          if (tt.kind) i.served = tt.kind;
          if (valueOfArgument(tt, i)) i.role = 'instruction';
        }
        intents.push(...found);
        for (const i of found) askedArg(tt, i, args, tools);
      }),
    );
  });
  return { intents, ...(args.size > 0 ? { args } : {}), ...(limitHit ? { limitHit } : {}) };
}

/** The server's other texts (./served.ts), read with the file's constants and its functions' returned text. */
function served(text: string, lang: ToolLang, imported?: Readonly<Record<string, string>>): ToolText[] {
  const toks = tokenize(text, lang);
  const own = stringConstants(text, toks, lang);
  const known = functionTexts(
    text,
    toks,
    lang,
    imported ? new Map([...Object.entries(imported), ...own]) : own,
  );
  return servedTexts(text, toks, lang, known);
}

/** Each described tool's parameters (the function's, and those a description documents). */
function toolParams(texts: readonly ToolText[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of texts) {
    if (!t.tool || t.kind) continue;
    const params = out.get(t.tool) ?? [];
    for (const p of [...(t.params ?? []), ...(t.param ? [t.param] : [])])
      if (!params.includes(p) && params.length < 64) params.push(p);
    out.set(t.tool, params);
  }
  return out;
}

/** The modules whose imported constants a built description holds (texts of 8 characters or more). */
function sourcesOf(
  value: string,
  imported: {
    readonly texts: Readonly<Record<string, string>>;
    readonly from: Readonly<Record<string, string>>;
  },
): string[] {
  const out = new Set<string>();
  for (const [name, text] of Object.entries(imported.texts))
    if (text.length >= 8 && value.includes(text) && imported.from[name]) out.add(imported.from[name]!);
  return [...out].sort();
}

/** Paragraphs of [start, end): a blank line ends one (a docstring's summary, its `Args:` block). */
function forParagraphs(text: string, start: number, end: number, f: (s: number, e: number) => void): void {
  let s = start;
  const blank = /\n[ \t]*\n/g;
  blank.lastIndex = start;
  for (let m = blank.exec(text); m && m.index < end; m = blank.exec(text)) {
    f(s, m.index);
    s = m.index + m[0].length;
  }
  if (s < end) f(s, end);
}

/** Where each description's text sits in the readable text. */
interface Span {
  start: number;
  end: number;
}

/**
 * Line positions for a readable text that goes on past the file: a description built from constants is
 * read after the file's end, and its offsets map back onto the source expression it was built by,
 * proportionally, so a finding points at the lines that hold it.
 */
class SplicedLines extends LineMap {
  constructor(
    private readonly source: LineMap,
    private readonly spliced: ReadonlyArray<{ at: Span; from: Span }>,
  ) {
    super(source.text);
  }

  override position(offset: number): { line: number; column: number } {
    if (offset < this.source.text.length) return this.source.position(offset);
    const s = this.spliced.find((x) => offset >= x.at.start && offset <= x.at.end) ?? this.spliced.at(-1);
    if (!s) return this.source.position(this.source.text.length);
    const ratio = (Math.min(offset, s.at.end) - s.at.start) / Math.max(1, s.at.end - s.at.start);
    return this.source.position(s.from.start + Math.floor(ratio * (s.from.end - s.from.start)));
  }
}

/**
 * The file's text with everything but the descriptions' contents blanked (newlines kept), so offsets and
 * lines are the file's and the pieces of one concatenated literal read as one text. Escapes become
 * blanks (`\n` a newline): the model reads the decoded string. Descriptions built from constants are
 * appended after the file's text, each on lines of its own (SplicedLines maps them back).
 */
function readableText(
  text: string,
  texts: readonly ToolText[],
  lines: LineMap,
): { readable: string; spans: Span[]; lines: LineMap } {
  const inPlace = blankedText(
    text,
    texts.filter((t) => t.value === undefined),
  );
  const spans: Span[] = [];
  const spliced: Array<{ at: Span; from: Span }> = [];
  let readable = inPlace;
  for (const t of texts) {
    const from = { start: t.pieces[0]!.start, end: t.pieces[t.pieces.length - 1]!.end };
    if (t.value === undefined) {
      spans.push(from);
      continue;
    }
    readable += '\n\n';
    const at = { start: readable.length, end: readable.length + t.value.length };
    readable += t.value;
    spans.push(at);
    spliced.push({ at, from });
  }
  return { readable, spans, lines: spliced.length ? new SplicedLines(lines, spliced) : lines };
}

function blankedText(text: string, texts: readonly ToolText[]): string {
  const pieces = texts.flatMap((t) => t.pieces).sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const p of pieces) {
    if (p.start < at) continue;
    parts.push(text.slice(at, p.start).replace(/[^\n]/g, ' '));
    parts.push(
      text
        .slice(p.start, p.end)
        .replace(/\\(n)|\\[\s\S]/g, (_m, nl: string | undefined) => (nl ? ' \n' : '  ')),
    );
    at = p.end;
  }
  parts.push(text.slice(at).replace(/[^\n]/g, ' '));
  return parts.join('');
}

/** A documented parameter line: `name: the full text of …`, `name (str): the contents of …`. */
const ARG_VALUE =
  /^[\s*-]{0,4}[`'"]?([A-Za-z_]\w{0,60})[`'"]?[ \t]{0,4}(?:\([^()\n]{0,40}\))?[ \t]{0,4}:[ \t]{0,4}(?:the[ \t]{1,4}|a[ \t]{1,4})?(?:(?:full|complete|whole|entire|raw|exact|unmodified|unredacted)[ \t]{1,4})?(?:text|contents?|body|copy)[ \t]{1,4}of\b/i;

/**
 * A parameter's documented value that is the text of a secret store ("registry_context: the complete text
 * of the Docker client's config file in the user's home folder"): the model fills each argument with what
 * its description says, so that noun phrase asks for the store as surely as an imperative would. Only a
 * parameter of the tool (its own line, or one of the function's parameters) and never a negated reading.
 */
function valueOfArgument(tt: ToolText, i: TextIntent): boolean {
  if (i.cls !== 'secret-read' || i.role !== 'mention' || i.negated || tt.kind) return false;
  const name = ARG_VALUE.exec(i.evidence)?.[1];
  return name !== undefined && (name === tt.param || (tt.params ?? []).includes(name));
}

/** Asked for, not mentioned or forbidden. */
function asked(i: TextIntent): boolean {
  return !i.negated && (i.role === 'instruction' || i.role === 'data');
}

/**
 * A secret the text asks the agent to read, placed in an argument: the argument the text documents, or
 * one of the tool's parameters the sentence names ("… in the `context` argument").
 */
function askedArg(tt: ToolText, i: TextIntent, args: ToolArgs, tools: ReadonlyMap<string, string[]>): void {
  if (i.cls !== 'secret-read' || !asked(i) || !i.object) return;
  const secret = secretOf(i.object)?.cls ?? i.secret;
  if (!secret) return;
  // The server's instructions or a prompt name the tool they mean ("call `register_workspace` with …").
  const tool = tt.tool ?? (tt.kind ? [...tools.keys()].find((t) => named(t, i.evidence)) : undefined);
  if (!tool) return;
  const params = tt.kind ? (tools.get(tool) ?? []) : (tt.params ?? []);
  const param = tt.param ?? nearestParam(params, i);
  if (!param) return;
  let byTool = args.get(tool);
  if (!byTool) {
    byTool = new Map();
    args.set(tool, byTool);
  }
  // A secret store outranks the project's `.env` when one argument is asked for both.
  if (byTool.get(param) === undefined || byTool.get(param) === 'dotenv') byTool.set(param, secret);
}

/** `word` stands as a word of `text` (a tool's or a parameter's name). */
function named(word: string, text: string): boolean {
  return word.length >= 3 && new RegExp(`(?:^|[^\\w])${word}(?:[^\\w]|$)`).test(text);
}

/**
 * The parameter the sentence puts the secret into: of those it names, the last named before the secret
 * ("pass `env_text` = the text of .env and `cloud_profile` = the text of ~/.aws/credentials"), else the first.
 */
function nearestParam(params: readonly string[], i: TextIntent): string | undefined {
  const mentioned = params.filter((p) => named(p, i.evidence));
  if (mentioned.length <= 1) return mentioned[0];
  const store = i.object ? i.object.replace(/^~\//, '') : '';
  const at = store ? i.evidence.indexOf(store) : -1;
  if (at < 0) return mentioned[0];
  let best: string | undefined;
  let bestAt = -1;
  for (const p of mentioned) {
    const before = i.evidence.lastIndexOf(p, at);
    if (before > bestAt) [best, bestAt] = [p, before];
  }
  return best ?? mentioned[0];
}
