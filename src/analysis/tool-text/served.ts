import type { Constants } from './constants.js';
import { closing, expressionRuns, joinedRuns, MAX_SCANS, pyBody, type Run } from './expr.js';
import type { Tok, ToolLang } from './tokens.js';
import type { ShownKind, ToolText } from './walk.js';

/**
 * What an MCP server hands the model besides its tool and argument descriptions (./walk.ts), found over
 * the same token stream:
 *
 * - the server's `instructions` (Python `FastMCP(…, instructions=…)`, TypeScript `new McpServer(info,
 *   { instructions })`, Go `ServerOptions{Instructions: …}` / `WithInstructions(…)`, Rust `ServerInfo {
 *   instructions: Some(…) }`): sent in the initialize result, added to the model's context;
 * - a prompt's messages (`registerPrompt`, `server.prompt`, a `@mcp.prompt` function's text): a
 *   registered prompt is a slash command whose text is sent as the user's own message;
 * - the text a tool or resource returns (a `@mcp.tool` function's `return`, `text:` of a content item,
 *   Go's `Text:`): the model reads a tool's result as the answer to its call, and text every result
 *   carries (a `<system-reminder>` block appended to each) reads as the runtime's own.
 *
 * Each is a run of literals and known constants (./expr.ts), carried as `value` with the expression's span.
 * One pass; results bounded.
 */

const MAX_SERVED = 2_000;
const MAX_FRAMES = 256;

/** Python decorators whose functions hand text to the model, and as what. */
const PY_DECORATORS: Readonly<Record<string, ShownKind>> = {
  tool: 'result',
  call_tool: 'result',
  resource: 'result',
  read_resource: 'result',
  prompt: 'prompt',
  get_prompt: 'prompt',
};
/** Calls that register a prompt: every text of their arguments after the name is the prompt's. */
const PROMPT_CALLS = new Set(['registerPrompt', 'prompt', 'addPrompt', 'AddPrompt']);
/** Calls that register a tool or resource: what their handler returns is a result. */
const RESULT_CALLS = new Set([
  'registerTool',
  'tool',
  'addTool',
  'AddTool',
  'registerResource',
  'resource',
  'addResource',
  'AddResource',
  'setRequestHandler',
]);
/**
 * Calls whose first argument is text the model receives as it is: Go mcp-go's option and result helpers,
 * and its description options (read as descriptions: no `kind`).
 */
const TEXT_CALLS: Readonly<Record<string, ShownKind | 'description'>> = {
  WithInstructions: 'instructions',
  NewToolResultText: 'result',
  NewTextContent: 'result',
  NewTextResourceContents: 'result',
  WithDescription: 'description',
  WithPromptDescription: 'description',
  Description: 'description',
};
/** Keys and keyword arguments whose value the model receives. */
const TEXT_KEYS: Readonly<Record<string, ShownKind>> = { instructions: 'instructions', text: 'result' };

interface Frame {
  open: string;
  callee: string;
  /** Inside a tool or resource registration: a `return` hands text back. */
  result: boolean;
}

export function servedTexts(
  text: string,
  toks: readonly Tok[],
  lang: ToolLang,
  known: Constants,
): ToolText[] {
  return new Served(text, toks, lang, known).run();
}

class Served {
  private readonly out: ToolText[] = [];
  private readonly seen = new Set<string>();
  private readonly stack: Frame[] = [];
  private pendingKind: ShownKind | undefined;
  /** Nested scans made (a prompt call's extent, a decorated function's body): bounded per file. */
  private scans = 0;

  constructor(
    private readonly text: string,
    private readonly toks: readonly Tok[],
    private readonly lang: ToolLang,
    private readonly known: Constants,
  ) {}

  run(): ToolText[] {
    const { toks } = this;
    for (let p = 0; p < toks.length && this.out.length < MAX_SERVED; p++) {
      const t = toks[p]!;
      if (t.k === 'op') {
        p = this.op(p);
        continue;
      }
      if (t.k !== 'id' && t.k !== 'str') continue;
      if (this.lang === 'python' && t.k === 'id') {
        const next = this.python(p);
        if (next !== undefined) {
          p = next;
          continue;
        }
      }
      p = this.slot(p);
    }
    return this.out;
  }

  /** Brackets: a prompt registration is read whole; a tool registration opens a frame where `return` counts. */
  private op(p: number): number {
    const t = this.toks[p]!;
    if (t.t === '(' || t.t === '[' || t.t === '{') {
      const callee = t.t === '[' ? '' : this.calleeBefore(p);
      const name = callee.split('.').pop() ?? '';
      const scan = t.t === '(' && this.scans < MAX_SCANS;
      if (scan && this.lang !== 'python' && PROMPT_CALLS.has(name)) return this.prompt(p);
      if (scan && TEXT_CALLS[name]) {
        this.scans++;
        this.emitRuns(this.argumentRuns(p, 0), TEXT_CALLS[name]!);
        return closing(this.toks, p);
      }
      const parent = this.stack[this.stack.length - 1];
      if (this.stack.length < MAX_FRAMES)
        this.stack.push({
          open: t.t,
          callee,
          result: (t.t === '(' && RESULT_CALLS.has(name)) || (parent?.result ?? false),
        });
      return p;
    }
    if (t.t === ')' || t.t === ']' || t.t === '}') {
      const open = t.t === ')' ? '(' : t.t === ']' ? '[' : '{';
      for (let i = this.stack.length - 1; i >= 0; i--)
        if (this.stack[i]!.open === open) {
          this.stack.length = i;
          break;
        }
    }
    return p;
  }

  /** `instructions: …`, `text=…`, and (JS, Go) a `return` inside a tool registration. */
  private slot(p: number): number {
    const t = this.toks[p]!;
    if (t.k === 'id' && t.t === 'return' && this.lang !== 'python' && this.stack.some((f) => f.result)) {
      const r = expressionRuns(this.text, this.toks, p + 1, this.lang, this.known);
      this.emitRuns(r.runs, 'result');
      return Math.max(p, r.next - 1);
    }
    if (t.k === 'id' && this.lang !== 'python' && this.stack.some((f) => f.result) && this.appends(p)) {
      const r = expressionRuns(this.text, this.toks, p + 1, this.lang, this.known);
      this.emitRuns(r.runs, 'result');
      return Math.max(p, r.next - 1);
    }
    const after = this.toks[p + 1]?.t;
    if (after !== ':' && after !== '=') return p;
    if (this.stack.length === 0 || (after === '=' && this.toks[p + 2]?.t === '=')) return p;
    const key = (t.k === 'id' ? t.t : t.dynamic ? '' : this.text.slice(t.start, t.end)).toLowerCase();
    const kind = TEXT_KEYS[key];
    if (!kind) return p;
    const r = expressionRuns(this.text, this.toks, p + 2, this.lang, this.known);
    this.emitRuns(r.runs, kind);
    return Math.max(p + 1, r.next - 1);
  }

  /**
   * `out += FOOTER` at identifier `p` inside a tool's handler: text appended to what the handler builds
   * (the tokenizer keeps no `+=` token, so the source between the name and the next token is read). What a
   * handler appends to its answer reaches the model with it, as `return out + FOOTER` would.
   */
  private appends(p: number): boolean {
    const next = this.toks[p + 1];
    if (!next || this.toks[p - 1]?.t === '.') return false;
    return this.text.slice(this.toks[p]!.end, next.start).trim() === '+=';
  }

  /**
   * A Python function decorated as a tool, resource or prompt: its returned text (a prompt: every text in
   * its body, docstring included). Returns the index to go on from, or undefined when `p` starts none.
   */
  private python(p: number): number | undefined {
    const t = this.toks[p]!;
    const before = this.toks[p - 1];
    if (before?.t === '@' && (p < 2 || this.toks[p - 2]!.k === 'nl')) {
      const name = this.dotted(p).split('.').pop() ?? '';
      this.pendingKind = PY_DECORATORS[name] ?? this.pendingKind;
      return undefined;
    }
    if (t.t !== 'def') return undefined;
    const kind = this.pendingKind;
    this.pendingKind = undefined;
    if (!kind || this.toks[p + 1]?.k !== 'id' || this.scans++ >= MAX_SCANS) return undefined;
    const body = pyBody(this.text, this.toks, p);
    const runs: Run[] = [];
    for (let q = body.start; q < body.end; q++) {
      const at = this.toks[q]!;
      if (kind === 'result' && !(at.k === 'id' && (at.t === 'return' || at.t === 'yield'))) continue;
      const r = expressionRuns(this.text, this.toks, kind === 'result' ? q + 1 : q, this.lang, this.known);
      if (kind === 'result') this.emitRuns(r.runs, kind);
      else runs.push(...r.runs);
      q = Math.max(q, r.next);
    }
    if (kind === 'prompt') this.emitRuns(runs, kind);
    return Math.max(p, body.end - 1);
  }

  /** A prompt registration call at `p` (its `(`): the text of every argument after the prompt's name. */
  private prompt(p: number): number {
    this.scans++;
    const runs: Run[] = [];
    const end = closing(this.toks, p);
    let q = p + 1;
    for (let arg = 0; q < end && arg < 16; arg++) {
      const r = expressionRuns(this.text, this.toks, q, this.lang, this.known);
      if (arg > 0) runs.push(...r.runs);
      q = Math.max(r.next, q) + 1;
    }
    this.emitRuns(runs, 'prompt');
    return end;
  }

  /** The runs of argument `n` of the call whose `(` is at `p`. */
  private argumentRuns(p: number, n: number): Run[] {
    const end = closing(this.toks, p);
    let q = p + 1;
    for (let arg = 0; q < end && arg <= n; arg++) {
      const r = expressionRuns(this.text, this.toks, q, this.lang, this.known);
      if (arg === n) return r.runs;
      q = Math.max(r.next, q) + 1;
    }
    return [];
  }

  private emitRuns(runs: readonly Run[], kind: ShownKind | 'description'): void {
    const joined = joinedRuns(runs);
    if (!joined || this.out.length >= MAX_SERVED) return;
    const key = `${kind}\0${joined.value}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const piece = { pieces: [{ start: joined.start, end: joined.end }], value: joined.value };
    this.out.push(kind === 'description' ? piece : { ...piece, kind });
  }

  /** The dotted name that starts at identifier `p` (`mcp.prompt`). */
  private dotted(p: number): string {
    const parts = [this.toks[p]!.t];
    for (let q = p + 1; q + 1 < this.toks.length && parts.length < 8; q += 2) {
      if (this.toks[q]!.t !== '.' || this.toks[q + 1]!.k !== 'id') break;
      parts.push(this.toks[q + 1]!.t);
    }
    return parts.join('.');
  }

  /** The dotted name that ends just before `p` (`server.registerPrompt` before its `(`, `mcp.ServerOptions` before `{`). */
  private calleeBefore(p: number): string {
    const parts: string[] = [];
    let q = p - 1;
    while (q >= 0 && parts.length < 8 && this.toks[q]!.k === 'id') {
      parts.unshift(this.toks[q]!.t);
      if (this.toks[q - 1]?.t !== '.') break;
      q -= 2;
    }
    return parts.join('.');
  }
}
