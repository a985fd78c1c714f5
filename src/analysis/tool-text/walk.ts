import { type Constants, knownNameAt, stringConstants, valueAt } from './constants.js';
import { type Tok, type ToolLang, tokenize } from './tokens.js';

/**
 * The tool and argument descriptions of an MCP server's source, found over the token stream of
 * ./tokens.ts with a stack of open brackets (no tree, nothing evaluated):
 *
 * - Python: the docstring of a function decorated `@….tool(…)` (FastMCP sends it as the tool's
 *   description; an `name: …` line for one of its parameters starts that argument's text), a
 *   `description=` keyword of a `….tool(…)`, `Tool(…)` or `Field(…)` call, a `"description": "…"` entry.
 * - JS/TS: the second argument of `server.tool("name", "…", …)`, a `description: "…"` property
 *   (`registerTool`, `tools/list` objects, JSON-schema properties), `.describe("…")` on a zod schema.
 *
 * String literals count: Python implicit concatenation and triple quotes, JS `"a" + "b"`; and values
 * built from the file's own string constants (./constants.ts): a template literal or f-string whose fields
 * name them, `"…" + NAME`, a bare `NAME`. Such a description carries its text as `value`. One pass over
 * the tokens; frames and results are bounded.
 */

export interface ToolText {
  /** The literal contents (offsets into the source) that make up this description, in order. */
  pieces: Array<{ start: number; end: number }>;
  /** The text, when it is built from constants rather than read in place (pieces then span the expression). */
  value?: string;
  /** The tool it describes, when named (function name, `name=` / `name:` / first argument). */
  tool?: string;
  /** The argument it describes (a schema property, a zod key, a `Field` parameter, a docstring line). */
  param?: string;
  /** The tool's parameters, when known (a Python function's), for a sentence that names one. */
  params?: string[];
  /** Not a description: what else the server hands the model (./served.ts). */
  kind?: ShownKind;
}

/** Server instructions, a prompt's messages, or text a tool or resource returns. */
export type ShownKind = 'instructions' | 'prompt' | 'result';

export const MAX_TOOL_TEXTS = 2_000;
const MAX_FRAMES = 256;
const MAX_PARAMS = 64;

interface Def {
  name: string;
  tool: boolean;
  params: string[];
  depth: number;
}

interface Frame {
  open: string;
  callee: string;
  key?: string;
  ownKey?: string;
  arg: number;
  name?: string;
  def?: Def;
  param?: string;
}

const CLOSE: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
/** Python calls whose `description=` the model reads. */
const PY_DESCRIBED = new Set(['tool', 'Tool', 'Field', 'prompt', 'Prompt']);

export function toolTexts(
  text: string,
  lang: ToolLang,
  imported?: Readonly<Record<string, string>>,
): ToolText[] {
  const toks = tokenize(text, lang);
  const own = stringConstants(text, toks, lang);
  // The file's own constants win over imported ones of the same name.
  const known = imported ? new Map([...Object.entries(imported), ...own]) : own;
  return new Walker(text, lang, toks, known).run();
}

class Walker {
  private readonly out: ToolText[] = [];
  private readonly stack: Frame[] = [];
  private pendingTool = false;
  private pendingDef: Def | undefined;
  private awaitingColon: Def | undefined;
  private awaitingDoc: Def | undefined;

  constructor(
    private readonly text: string,
    private readonly lang: ToolLang,
    private readonly toks: readonly Tok[],
    private readonly known: Constants,
  ) {}

  run(): ToolText[] {
    const { toks } = this;
    let p = 0;
    while (p < toks.length && this.out.length < MAX_TOOL_TEXTS) {
      const t = toks[p]!;
      if (t.k === 'str') {
        p = this.strings(p);
        continue;
      }
      if (t.k === 'nl') {
        p++;
        continue;
      }
      if (t.k === 'id' && this.knownValueAt(p)) {
        p = this.strings(p);
        continue;
      }
      if (this.awaitingDoc && t.k !== 'op') this.awaitingDoc = undefined;
      if (t.k === 'id') this.ident(p);
      else this.op(p);
      p++;
    }
    return this.out;
  }

  /** A constant name or member path in a value position (`description: NAME`, `.describe(DOCS.x)`, `NAME + "…"`). */
  private knownValueAt(p: number): boolean {
    if (!knownNameAt(this.toks, p, this.known)) return false;
    const prev = this.prev(p)?.t;
    return prev === ':' || prev === '=' || prev === '(' || prev === ',';
  }

  private top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** The previous token that is not a newline. */
  private prev(p: number): Tok | undefined {
    let q = p - 1;
    while (q >= 0 && this.toks[q]!.k === 'nl') q--;
    return this.toks[q];
  }

  private ident(p: number): void {
    const t = this.toks[p]!;
    const prev = this.prev(p);
    if (this.lang === 'python' && t.t === 'def') {
      const name = this.toks[p + 1];
      if (name?.k === 'id') {
        this.pendingDef = { name: name.t, tool: this.pendingTool, params: [], depth: this.stack.length };
        this.pendingTool = false;
      }
      return;
    }
    // `@mcp.tool()`, `@server.tool`, `@tool`: a decorator at the start of a line.
    if (this.lang === 'python' && this.toks[p - 1]?.t === '@' && this.lineStart(p - 1)) {
      this.pendingTool = this.dotted(p).split('.').pop() === 'tool';
      return;
    }
    const f = this.top();
    if (
      f?.def &&
      f.param === undefined &&
      (prev?.t === '(' || prev?.t === ',') &&
      f.def.params.length < MAX_PARAMS
    ) {
      f.param = t.t;
      if (t.t !== 'self' && t.t !== 'cls') f.def.params.push(t.t);
    }
  }

  private lineStart(p: number): boolean {
    const before = this.toks[p - 1];
    return before === undefined || before.k === 'nl';
  }

  /** The dotted name that starts at identifier `p` (`mcp.tool`). */
  private dotted(p: number): string {
    const parts = [this.toks[p]!.t];
    for (let q = p + 1; q + 1 < this.toks.length && parts.length < 8; q += 2) {
      if (this.toks[q]!.t !== '.' || this.toks[q + 1]!.k !== 'id') break;
      parts.push(this.toks[q + 1]!.t);
    }
    return parts.join('.');
  }

  /** The dotted name that ends just before `p` (`server.registerTool` before its `(`). */
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

  private op(p: number): void {
    const t = this.toks[p]!;
    const f = this.top();
    const prev = this.prev(p);
    switch (t.t) {
      case '(':
      case '[':
      case '{': {
        if (this.stack.length >= MAX_FRAMES) return;
        const frame: Frame = { open: t.t, callee: t.t === '(' ? this.calleeBefore(p) : '', arg: 0 };
        if (f?.key && (prev?.t === ':' || prev?.t === '=')) frame.ownKey = f.key;
        const def = this.pendingDef;
        if (t.t === '(' && def && prev?.k === 'id' && prev.t === def.name) {
          frame.def = def;
          this.pendingDef = undefined;
        }
        this.stack.push(frame);
        return;
      }
      case ')':
      case ']':
      case '}': {
        const i = this.lastFrame((x) => x.open === CLOSE[t.t]);
        if (i < 0) return;
        const closed = this.stack[i]!;
        this.stack.length = i;
        if (closed.def) this.awaitingColon = closed.def;
        return;
      }
      case ',':
        if (f) {
          f.key = undefined;
          f.arg++;
          if (f.def) f.param = undefined;
        }
        return;
      case ':': {
        const d = this.awaitingColon;
        if (d && this.stack.length === d.depth) {
          this.awaitingColon = undefined;
          if (d.tool) this.awaitingDoc = d;
          return;
        }
        if (f?.open === '{' && prev && (prev.k === 'id' || prev.k === 'str'))
          f.key = prev.k === 'id' ? prev.t : this.text.slice(prev.start, prev.end);
        return;
      }
      case '=':
        if (f?.open === '(' && prev?.k === 'id') f.key = prev.t;
        return;
      default:
    }
  }

  /** A run of string literals (one value) at `p`; returns the index after it. */
  private strings(p: number): number {
    const built = valueAt(this.text, this.toks, p, this.lang, this.known, this.stack.length > 0);
    if (built?.tokens.some((t) => t.dynamic || t.k === 'id')) return this.builtValue(p, built);
    const run: Tok[] = [];
    let q = p;
    while (q < this.toks.length) {
      const t = this.toks[q]!;
      if (t.k === 'str') {
        run.push(t);
        q++;
      } else if (t.k === 'nl' && (this.stack.length > 0 || run.length === 0)) q++;
      else if (this.lang === 'js' && t.t === '+' && this.toks[q + 1]?.k === 'str') q++;
      else break;
    }
    // A newline after the run ends Python's implicit concatenation at top level; inside brackets it does not.
    while (q > p + 1 && this.toks[q - 1]!.k === 'nl') q--;
    const prev = this.prev(p);
    const doc = this.awaitingDoc;
    this.awaitingDoc = undefined;
    if (run.some((t) => t.dynamic)) return q;
    if (doc) {
      this.docstring(doc, run);
      return q;
    }
    const f = this.top();
    if (!f) return q;
    const slot = prev?.t === ':' || prev?.t === '=' ? f.key?.toLowerCase() : undefined;
    const positional = f.open === '(' && (prev?.t === '(' || prev?.t === ',') ? f.arg : undefined;
    const callee = f.callee.split('.').pop() ?? '';
    if (slot === 'name' && this.text.slice(run[0]!.start, run[0]!.end).length <= 80)
      f.name = this.text.slice(run[0]!.start, run[0]!.end);
    else if (slot === 'description') {
      if (this.lang === 'python' && f.open === '(' && !PY_DESCRIBED.has(callee)) return q;
      this.emit(run, this.toolName(), this.paramOf(f, callee));
    } else if (positional === 0 && (callee === 'tool' || callee === 'registerTool') && this.lang === 'js')
      f.name = this.text.slice(run[0]!.start, run[0]!.end).slice(0, 80);
    else if (positional === 1 && callee === 'tool' && this.lang === 'js') this.emit(run, f.name);
    else if (positional === 0 && callee === 'describe' && this.lang === 'js')
      this.emit(run, this.toolName(), this.stack[this.lastFrame((x) => x.open === '{')]?.key);
    return q;
  }

  /**
   * A description built from constants: read like a literal in the same slots (a docstring stays
   * literal-only), its text carried as `value`.
   */
  private builtValue(p: number, built: { value: string; next: number; tokens: Tok[] }): number {
    const prev = this.prev(p);
    this.awaitingDoc = undefined;
    const f = this.top();
    if (!f) return built.next;
    const first = built.tokens[0]!;
    const last = built.tokens[built.tokens.length - 1]!;
    const span: Tok = { k: 'str', t: '', start: first.start, end: last.end };
    const slot = prev?.t === ':' || prev?.t === '=' ? f.key?.toLowerCase() : undefined;
    const positional = f.open === '(' && (prev?.t === '(' || prev?.t === ',') ? f.arg : undefined;
    const callee = f.callee.split('.').pop() ?? '';
    if (slot === 'description') {
      if (this.lang === 'python' && f.open === '(' && !PY_DESCRIBED.has(callee)) return built.next;
      this.emit([span], this.toolName(), this.paramOf(f, callee), undefined, built.value);
    } else if (positional === 1 && callee === 'tool' && this.lang === 'js')
      this.emit([span], f.name, undefined, undefined, built.value);
    else if (positional === 0 && callee === 'describe' && this.lang === 'js')
      this.emit(
        [span],
        this.toolName(),
        this.stack[this.lastFrame((x) => x.open === '{')]?.key,
        undefined,
        built.value,
      );
    return built.next;
  }

  /** Index of the innermost open frame that satisfies `test`, or -1. */
  private lastFrame(test: (f: Frame) => boolean): number {
    for (let i = this.stack.length - 1; i >= 0; i--) if (test(this.stack[i]!)) return i;
    return -1;
  }

  private toolName(): string | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const s = this.stack[i]!;
      if (s.name) return s.name;
      if (s.def) return s.def.name;
    }
    return undefined;
  }

  /** The argument a description belongs to: a `Field` in a parameter list, or a schema property. */
  private paramOf(f: Frame, callee: string): string | undefined {
    if (callee === 'Field') return this.stack[this.lastFrame((x) => x.def !== undefined)]?.param;
    const i = this.stack.lastIndexOf(f);
    const parent = this.stack[i - 1];
    return f.open === '{' && f.ownKey && parent?.ownKey === 'properties' ? f.ownKey : undefined;
  }

  private emit(run: readonly Tok[], tool?: string, param?: string, params?: string[], value?: string): void {
    if (this.out.length >= MAX_TOOL_TEXTS) return;
    this.out.push({
      pieces: run.map((t) => ({ start: t.start, end: t.end })),
      ...(value !== undefined ? { value } : {}),
      ...(tool ? { tool } : {}),
      ...(param ? { param } : {}),
      ...(params?.length ? { params } : {}),
    });
  }

  /**
   * A tool function's docstring: the text before the first line that starts with one of its parameters
   * (`environment: …`, `environment (str): …`, `:param environment:`) describes the tool; each such line
   * and those after it, up to the next, describe that argument.
   */
  private docstring(def: Def, run: readonly Tok[]): void {
    if (run.length !== 1) {
      this.emit(run, def.name, undefined, def.params);
      return;
    }
    const { start, end } = run[0]!;
    const names = new Set(def.params);
    let from = start;
    let param: string | undefined;
    let ls = start;
    while (ls < end) {
      const nl = this.text.indexOf('\n', ls);
      const le = nl < 0 || nl > end ? end : nl;
      const m =
        /^[ \t]*(?::param[ \t]+)?\**([A-Za-z_]\w{0,63})[ \t]*(?:\([^)\n]{0,80}\))?[ \t]*:(?:[ \t]|$)/.exec(
          this.text.slice(ls, Math.min(le, ls + 200)),
        );
      if (m && names.has(m[1]!)) {
        this.section(from, ls, def, param);
        from = ls;
        param = m[1]!;
      }
      ls = le + 1;
    }
    this.section(from, end, def, param);
  }

  private section(start: number, end: number, def: Def, param: string | undefined): void {
    if (end <= start || this.text.slice(start, end).trim() === '') return;
    this.emit([{ k: 'str', t: '', start, end }], def.name, param, def.params);
  }
}
