import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_SENTENCES,
  SentenceWalker,
  intentsOf,
  splitSentences
} from "./chunk-RACGJWWH.js";
import {
  MAX_SCANS,
  closing,
  expressionRuns,
  functionTexts,
  joinedRuns,
  pyBody
} from "./chunk-5LPGO2RI.js";
import {
  knownNameAt,
  stringConstants,
  valueAt
} from "./chunk-TUJ42RBQ.js";
import {
  MAX_SOURCE,
  tokenize
} from "./chunk-JWBQWDZY.js";
import {
  LineMap
} from "./chunk-AFEN3ORC.js";
import {
  secretOf
} from "./chunk-N4Y7GMVX.js";

// src/analysis/tool-text/served.ts
var MAX_SERVED = 2e3;
var MAX_FRAMES = 256;
var PY_DECORATORS = {
  tool: "result",
  call_tool: "result",
  resource: "result",
  read_resource: "result",
  prompt: "prompt",
  get_prompt: "prompt"
};
var PROMPT_CALLS = /* @__PURE__ */ new Set(["registerPrompt", "prompt", "addPrompt", "AddPrompt"]);
var RESULT_CALLS = /* @__PURE__ */ new Set([
  "registerTool",
  "tool",
  "addTool",
  "AddTool",
  "registerResource",
  "resource",
  "addResource",
  "AddResource",
  "setRequestHandler"
]);
var TEXT_CALLS = {
  WithInstructions: "instructions",
  NewToolResultText: "result",
  NewTextContent: "result",
  NewTextResourceContents: "result",
  WithDescription: "description",
  WithPromptDescription: "description",
  Description: "description"
};
var TEXT_KEYS = { instructions: "instructions", text: "result" };
function servedTexts(text, toks, lang, known) {
  return new Served(text, toks, lang, known).run();
}
var Served = class {
  constructor(text, toks, lang, known) {
    this.text = text;
    this.toks = toks;
    this.lang = lang;
    this.known = known;
  }
  text;
  toks;
  lang;
  known;
  out = [];
  seen = /* @__PURE__ */ new Set();
  stack = [];
  pendingKind;
  /** Nested scans made (a prompt call's extent, a decorated function's body): bounded per file. */
  scans = 0;
  run() {
    const { toks } = this;
    for (let p = 0; p < toks.length && this.out.length < MAX_SERVED; p++) {
      const t = toks[p];
      if (t.k === "op") {
        p = this.op(p);
        continue;
      }
      if (t.k !== "id" && t.k !== "str") continue;
      if (this.lang === "python" && t.k === "id") {
        const next = this.python(p);
        if (next !== void 0) {
          p = next;
          continue;
        }
      }
      p = this.slot(p);
    }
    return this.out;
  }
  /** Brackets: a prompt registration is read whole; a tool registration opens a frame where `return` counts. */
  op(p) {
    const t = this.toks[p];
    if (t.t === "(" || t.t === "[" || t.t === "{") {
      const callee = t.t === "[" ? "" : this.calleeBefore(p);
      const name = callee.split(".").pop() ?? "";
      const scan = t.t === "(" && this.scans < MAX_SCANS;
      if (scan && this.lang !== "python" && PROMPT_CALLS.has(name)) return this.prompt(p);
      if (scan && TEXT_CALLS[name]) {
        this.scans++;
        this.emitRuns(this.argumentRuns(p, 0), TEXT_CALLS[name]);
        return closing(this.toks, p);
      }
      const parent = this.stack[this.stack.length - 1];
      if (this.stack.length < MAX_FRAMES)
        this.stack.push({
          open: t.t,
          callee,
          result: t.t === "(" && RESULT_CALLS.has(name) || (parent?.result ?? false)
        });
      return p;
    }
    if (t.t === ")" || t.t === "]" || t.t === "}") {
      const open = t.t === ")" ? "(" : t.t === "]" ? "[" : "{";
      for (let i = this.stack.length - 1; i >= 0; i--)
        if (this.stack[i].open === open) {
          this.stack.length = i;
          break;
        }
    }
    return p;
  }
  /** `instructions: …`, `text=…`, and (JS, Go) a `return` inside a tool registration. */
  slot(p) {
    const t = this.toks[p];
    if (t.k === "id" && t.t === "return" && this.lang !== "python" && this.stack.some((f) => f.result)) {
      const r2 = expressionRuns(this.text, this.toks, p + 1, this.lang, this.known);
      this.emitRuns(r2.runs, "result");
      return Math.max(p, r2.next - 1);
    }
    if (t.k === "id" && this.lang !== "python" && this.stack.some((f) => f.result) && this.appends(p)) {
      const r2 = expressionRuns(this.text, this.toks, p + 1, this.lang, this.known);
      this.emitRuns(r2.runs, "result");
      return Math.max(p, r2.next - 1);
    }
    const after = this.toks[p + 1]?.t;
    if (after !== ":" && after !== "=") return p;
    if (this.stack.length === 0 || after === "=" && this.toks[p + 2]?.t === "=") return p;
    const key = (t.k === "id" ? t.t : t.dynamic ? "" : this.text.slice(t.start, t.end)).toLowerCase();
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
  appends(p) {
    const next = this.toks[p + 1];
    if (!next || this.toks[p - 1]?.t === ".") return false;
    return this.text.slice(this.toks[p].end, next.start).trim() === "+=";
  }
  /**
   * A Python function decorated as a tool, resource or prompt: its returned text (a prompt: every text in
   * its body, docstring included). Returns the index to go on from, or undefined when `p` starts none.
   */
  python(p) {
    const t = this.toks[p];
    const before = this.toks[p - 1];
    if (before?.t === "@" && (p < 2 || this.toks[p - 2].k === "nl")) {
      const name = this.dotted(p).split(".").pop() ?? "";
      this.pendingKind = PY_DECORATORS[name] ?? this.pendingKind;
      return void 0;
    }
    if (t.t !== "def") return void 0;
    const kind = this.pendingKind;
    this.pendingKind = void 0;
    if (!kind || this.toks[p + 1]?.k !== "id" || this.scans++ >= MAX_SCANS) return void 0;
    const body = pyBody(this.text, this.toks, p);
    const runs = [];
    for (let q = body.start; q < body.end; q++) {
      const at = this.toks[q];
      if (kind === "result" && !(at.k === "id" && (at.t === "return" || at.t === "yield"))) continue;
      const r = expressionRuns(this.text, this.toks, kind === "result" ? q + 1 : q, this.lang, this.known);
      if (kind === "result") this.emitRuns(r.runs, kind);
      else runs.push(...r.runs);
      q = Math.max(q, r.next);
    }
    if (kind === "prompt") this.emitRuns(runs, kind);
    return Math.max(p, body.end - 1);
  }
  /** A prompt registration call at `p` (its `(`): the text of every argument after the prompt's name. */
  prompt(p) {
    this.scans++;
    const runs = [];
    const end = closing(this.toks, p);
    let q = p + 1;
    for (let arg = 0; q < end && arg < 16; arg++) {
      const r = expressionRuns(this.text, this.toks, q, this.lang, this.known);
      if (arg > 0) runs.push(...r.runs);
      q = Math.max(r.next, q) + 1;
    }
    this.emitRuns(runs, "prompt");
    return end;
  }
  /** The runs of argument `n` of the call whose `(` is at `p`. */
  argumentRuns(p, n) {
    const end = closing(this.toks, p);
    let q = p + 1;
    for (let arg = 0; q < end && arg <= n; arg++) {
      const r = expressionRuns(this.text, this.toks, q, this.lang, this.known);
      if (arg === n) return r.runs;
      q = Math.max(r.next, q) + 1;
    }
    return [];
  }
  emitRuns(runs, kind) {
    const joined = joinedRuns(runs);
    if (!joined || this.out.length >= MAX_SERVED) return;
    const key = `${kind}\0${joined.value}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const piece = { pieces: [{ start: joined.start, end: joined.end }], value: joined.value };
    this.out.push(kind === "description" ? piece : { ...piece, kind });
  }
  /** The dotted name that starts at identifier `p` (`mcp.prompt`). */
  dotted(p) {
    const parts = [this.toks[p].t];
    for (let q = p + 1; q + 1 < this.toks.length && parts.length < 8; q += 2) {
      if (this.toks[q].t !== "." || this.toks[q + 1].k !== "id") break;
      parts.push(this.toks[q + 1].t);
    }
    return parts.join(".");
  }
  /** The dotted name that ends just before `p` (`server.registerPrompt` before its `(`, `mcp.ServerOptions` before `{`). */
  calleeBefore(p) {
    const parts = [];
    let q = p - 1;
    while (q >= 0 && parts.length < 8 && this.toks[q].k === "id") {
      parts.unshift(this.toks[q].t);
      if (this.toks[q - 1]?.t !== ".") break;
      q -= 2;
    }
    return parts.join(".");
  }
};

// src/analysis/tool-text/walk.ts
var MAX_TOOL_TEXTS = 2e3;
var MAX_FRAMES2 = 256;
var MAX_PARAMS = 64;
var CLOSE = { ")": "(", "]": "[", "}": "{" };
var PY_DESCRIBED = /* @__PURE__ */ new Set(["tool", "Tool", "Field", "prompt", "Prompt"]);
function toolTexts(text, lang, imported) {
  const toks = tokenize(text, lang);
  const own = stringConstants(text, toks, lang);
  const known = imported ? new Map([...Object.entries(imported), ...own]) : own;
  return new Walker(text, lang, toks, known).run();
}
var Walker = class {
  constructor(text, lang, toks, known) {
    this.text = text;
    this.lang = lang;
    this.toks = toks;
    this.known = known;
  }
  text;
  lang;
  toks;
  known;
  out = [];
  stack = [];
  pendingTool = false;
  pendingDef;
  awaitingColon;
  awaitingDoc;
  run() {
    const { toks } = this;
    let p = 0;
    while (p < toks.length && this.out.length < MAX_TOOL_TEXTS) {
      const t = toks[p];
      if (t.k === "str") {
        p = this.strings(p);
        continue;
      }
      if (t.k === "nl") {
        p++;
        continue;
      }
      if (t.k === "id" && this.knownValueAt(p)) {
        p = this.strings(p);
        continue;
      }
      if (this.awaitingDoc && t.k !== "op") this.awaitingDoc = void 0;
      if (t.k === "id") this.ident(p);
      else this.op(p);
      p++;
    }
    return this.out;
  }
  /** A constant name or member path in a value position (`description: NAME`, `.describe(DOCS.x)`, `NAME + "…"`). */
  knownValueAt(p) {
    if (!knownNameAt(this.toks, p, this.known)) return false;
    const prev = this.prev(p)?.t;
    return prev === ":" || prev === "=" || prev === "(" || prev === ",";
  }
  top() {
    return this.stack[this.stack.length - 1];
  }
  /** The previous token that is not a newline. */
  prev(p) {
    let q = p - 1;
    while (q >= 0 && this.toks[q].k === "nl") q--;
    return this.toks[q];
  }
  ident(p) {
    const t = this.toks[p];
    const prev = this.prev(p);
    if (this.lang === "python" && t.t === "def") {
      const name = this.toks[p + 1];
      if (name?.k === "id") {
        this.pendingDef = { name: name.t, tool: this.pendingTool, params: [], depth: this.stack.length };
        this.pendingTool = false;
      }
      return;
    }
    if (this.lang === "python" && this.toks[p - 1]?.t === "@" && this.lineStart(p - 1)) {
      this.pendingTool = this.dotted(p).split(".").pop() === "tool";
      return;
    }
    const f = this.top();
    if (f?.def && f.param === void 0 && (prev?.t === "(" || prev?.t === ",") && f.def.params.length < MAX_PARAMS) {
      f.param = t.t;
      if (t.t !== "self" && t.t !== "cls") f.def.params.push(t.t);
    }
  }
  lineStart(p) {
    const before = this.toks[p - 1];
    return before === void 0 || before.k === "nl";
  }
  /** The dotted name that starts at identifier `p` (`mcp.tool`). */
  dotted(p) {
    const parts = [this.toks[p].t];
    for (let q = p + 1; q + 1 < this.toks.length && parts.length < 8; q += 2) {
      if (this.toks[q].t !== "." || this.toks[q + 1].k !== "id") break;
      parts.push(this.toks[q + 1].t);
    }
    return parts.join(".");
  }
  /** The dotted name that ends just before `p` (`server.registerTool` before its `(`). */
  calleeBefore(p) {
    const parts = [];
    let q = p - 1;
    while (q >= 0 && parts.length < 8 && this.toks[q].k === "id") {
      parts.unshift(this.toks[q].t);
      if (this.toks[q - 1]?.t !== ".") break;
      q -= 2;
    }
    return parts.join(".");
  }
  op(p) {
    const t = this.toks[p];
    const f = this.top();
    const prev = this.prev(p);
    switch (t.t) {
      case "(":
      case "[":
      case "{": {
        if (this.stack.length >= MAX_FRAMES2) return;
        const frame = { open: t.t, callee: t.t === "(" ? this.calleeBefore(p) : "", arg: 0 };
        if (f?.key && (prev?.t === ":" || prev?.t === "=")) frame.ownKey = f.key;
        const def = this.pendingDef;
        if (t.t === "(" && def && prev?.k === "id" && prev.t === def.name) {
          frame.def = def;
          this.pendingDef = void 0;
        }
        this.stack.push(frame);
        return;
      }
      case ")":
      case "]":
      case "}": {
        const i = this.lastFrame((x) => x.open === CLOSE[t.t]);
        if (i < 0) return;
        const closed = this.stack[i];
        this.stack.length = i;
        if (closed.def) this.awaitingColon = closed.def;
        return;
      }
      case ",":
        if (f) {
          f.key = void 0;
          f.arg++;
          if (f.def) f.param = void 0;
        }
        return;
      case ":": {
        const d = this.awaitingColon;
        if (d && this.stack.length === d.depth) {
          this.awaitingColon = void 0;
          if (d.tool) this.awaitingDoc = d;
          return;
        }
        if (f?.open === "{" && prev && (prev.k === "id" || prev.k === "str"))
          f.key = prev.k === "id" ? prev.t : this.text.slice(prev.start, prev.end);
        return;
      }
      case "=":
        if (f?.open === "(" && prev?.k === "id") f.key = prev.t;
        return;
      default:
    }
  }
  /** A run of string literals (one value) at `p`; returns the index after it. */
  strings(p) {
    const built = valueAt(this.text, this.toks, p, this.lang, this.known, this.stack.length > 0);
    if (built?.tokens.some((t) => t.dynamic || t.k === "id")) return this.builtValue(p, built);
    const run = [];
    let q = p;
    while (q < this.toks.length) {
      const t = this.toks[q];
      if (t.k === "str") {
        run.push(t);
        q++;
      } else if (t.k === "nl" && (this.stack.length > 0 || run.length === 0)) q++;
      else if (this.lang === "js" && t.t === "+" && this.toks[q + 1]?.k === "str") q++;
      else break;
    }
    while (q > p + 1 && this.toks[q - 1].k === "nl") q--;
    const prev = this.prev(p);
    const doc = this.awaitingDoc;
    this.awaitingDoc = void 0;
    if (run.some((t) => t.dynamic)) return q;
    if (doc) {
      this.docstring(doc, run);
      return q;
    }
    const f = this.top();
    if (!f) return q;
    const slot = prev?.t === ":" || prev?.t === "=" ? f.key?.toLowerCase() : void 0;
    const positional = f.open === "(" && (prev?.t === "(" || prev?.t === ",") ? f.arg : void 0;
    const callee = f.callee.split(".").pop() ?? "";
    if (slot === "name" && this.text.slice(run[0].start, run[0].end).length <= 80)
      f.name = this.text.slice(run[0].start, run[0].end);
    else if (slot === "description") {
      if (this.lang === "python" && f.open === "(" && !PY_DESCRIBED.has(callee)) return q;
      this.emit(run, this.toolName(), this.paramOf(f, callee));
    } else if (positional === 0 && (callee === "tool" || callee === "registerTool") && this.lang === "js")
      f.name = this.text.slice(run[0].start, run[0].end).slice(0, 80);
    else if (positional === 1 && callee === "tool" && this.lang === "js") this.emit(run, f.name);
    else if (positional === 0 && callee === "describe" && this.lang === "js")
      this.emit(run, this.toolName(), this.stack[this.lastFrame((x) => x.open === "{")]?.key);
    return q;
  }
  /**
   * A description built from constants: read like a literal in the same slots (a docstring stays
   * literal-only), its text carried as `value`.
   */
  builtValue(p, built) {
    const prev = this.prev(p);
    this.awaitingDoc = void 0;
    const f = this.top();
    if (!f) return built.next;
    const first = built.tokens[0];
    const last = built.tokens[built.tokens.length - 1];
    const span = { k: "str", t: "", start: first.start, end: last.end };
    const slot = prev?.t === ":" || prev?.t === "=" ? f.key?.toLowerCase() : void 0;
    const positional = f.open === "(" && (prev?.t === "(" || prev?.t === ",") ? f.arg : void 0;
    const callee = f.callee.split(".").pop() ?? "";
    if (slot === "description") {
      if (this.lang === "python" && f.open === "(" && !PY_DESCRIBED.has(callee)) return built.next;
      this.emit([span], this.toolName(), this.paramOf(f, callee), void 0, built.value);
    } else if (positional === 1 && callee === "tool" && this.lang === "js")
      this.emit([span], f.name, void 0, void 0, built.value);
    else if (positional === 0 && callee === "describe" && this.lang === "js")
      this.emit(
        [span],
        this.toolName(),
        this.stack[this.lastFrame((x) => x.open === "{")]?.key,
        void 0,
        built.value
      );
    return built.next;
  }
  /** Index of the innermost open frame that satisfies `test`, or -1. */
  lastFrame(test) {
    for (let i = this.stack.length - 1; i >= 0; i--) if (test(this.stack[i])) return i;
    return -1;
  }
  toolName() {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const s = this.stack[i];
      if (s.name) return s.name;
      if (s.def) return s.def.name;
    }
    return void 0;
  }
  /** The argument a description belongs to: a `Field` in a parameter list, or a schema property. */
  paramOf(f, callee) {
    if (callee === "Field") return this.stack[this.lastFrame((x) => x.def !== void 0)]?.param;
    const i = this.stack.lastIndexOf(f);
    const parent = this.stack[i - 1];
    return f.open === "{" && f.ownKey && parent?.ownKey === "properties" ? f.ownKey : void 0;
  }
  emit(run, tool, param, params, value) {
    if (this.out.length >= MAX_TOOL_TEXTS) return;
    this.out.push({
      pieces: run.map((t) => ({ start: t.start, end: t.end })),
      ...value !== void 0 ? { value } : {},
      ...tool ? { tool } : {},
      ...param ? { param } : {},
      ...params?.length ? { params } : {}
    });
  }
  /**
   * A tool function's docstring: the text before the first line that starts with one of its parameters
   * (`environment: …`, `environment (str): …`, `:param environment:`) describes the tool; each such line
   * and those after it, up to the next, describe that argument.
   */
  docstring(def, run) {
    if (run.length !== 1) {
      this.emit(run, def.name, void 0, def.params);
      return;
    }
    const { start, end } = run[0];
    const names = new Set(def.params);
    let from = start;
    let param;
    let ls = start;
    while (ls < end) {
      const nl = this.text.indexOf("\n", ls);
      const le = nl < 0 || nl > end ? end : nl;
      const m = /^[ \t]*(?::param[ \t]+)?\**([A-Za-z_]\w{0,63})[ \t]*(?:\([^)\n]{0,80}\))?[ \t]*:(?:[ \t]|$)/.exec(
        this.text.slice(ls, Math.min(le, ls + 200))
      );
      if (m && names.has(m[1])) {
        this.section(from, ls, def, param);
        from = ls;
        param = m[1];
      }
      ls = le + 1;
    }
    this.section(from, end, def, param);
  }
  section(start, end, def, param) {
    if (end <= start || this.text.slice(start, end).trim() === "") return;
    this.emit([{ k: "str", t: "", start, end }], def.name, param, def.params);
  }
};

// src/analysis/tool-text/index.ts
var MCP_IMPORT = /^[ \t]*(?:from[ \t]+(?:mcp|fastmcp)(?:\.[\w.]{1,80})?[ \t]+import\b|import[ \t]+(?:mcp|fastmcp)\b)|@modelcontextprotocol\/sdk\b|\bfrom[ \t]*["']fastmcp["']|\brequire\([ \t]*["']fastmcp["']|"github\.com\/(?:modelcontextprotocol\/go-sdk|mark3labs\/mcp-go)\/|^[ \t]*use[ \t]+rmcp\b/m;
function isMcpServer(text) {
  return MCP_IMPORT.test(text.length > MAX_SOURCE ? text.slice(0, MAX_SOURCE) : text);
}
function toolLang(lang, path) {
  if (lang === "python") return "python";
  if (lang === "javascript" || lang === "typescript") return "js";
  if (lang && path && /\.(?:go|rs)$/i.test(path)) return "js";
  return void 0;
}
var MAX_INTENTS = 2e3;
function toolTextFacts(text, lang, lines, imported, path) {
  const tl = toolLang(lang, path);
  if (!tl || !isMcpServer(text)) return void 0;
  const texts = [...toolTexts(text, tl, imported?.texts), ...served(text, tl, imported?.texts)];
  if (texts.length === 0) return void 0;
  const tools = toolParams(texts);
  const { readable, spans, lines: at } = readableText(text, texts, lines);
  const walker = new SentenceWalker(readable);
  const intents = [];
  const args = /* @__PURE__ */ new Map();
  const repeated = /* @__PURE__ */ new Set();
  let sentences = 0;
  let limitHit;
  texts.forEach((tt, n) => {
    const { start, end } = spans[n];
    forParagraphs(
      readable,
      start,
      end,
      (ps, pe) => splitSentences(readable, ps, pe, [], (s, e) => {
        if (++sentences > MAX_SENTENCES || intents.length >= MAX_INTENTS) {
          limitHit ??= `more than ${MAX_SENTENCES} sentences in tool descriptions`;
          return;
        }
        const a = walker.analyse({
          start: s,
          end: e,
          container: "tool-description",
          blockIndex: -1,
          first: false,
          last: false
        });
        const found = intentsOf(a, at, { links: [] }, false, "tool-description").filter(
          (i) => !tt.kind || !repeated.has(i.key)
        );
        if (tt.kind) for (const i of found) repeated.add(i.key);
        const sources = tt.value !== void 0 && imported ? sourcesOf(tt.value, imported) : [];
        for (const i of found) {
          if (sources.length > 0) i.sources = sources;
          if (tt.kind) i.served = tt.kind;
          if (valueOfArgument(tt, i)) i.role = "instruction";
        }
        intents.push(...found);
        for (const i of found) askedArg(tt, i, args, tools);
      })
    );
  });
  return { intents, ...args.size > 0 ? { args } : {}, ...limitHit ? { limitHit } : {} };
}
function served(text, lang, imported) {
  const toks = tokenize(text, lang);
  const own = stringConstants(text, toks, lang);
  const known = functionTexts(
    text,
    toks,
    lang,
    imported ? new Map([...Object.entries(imported), ...own]) : own
  );
  return servedTexts(text, toks, lang, known);
}
function toolParams(texts) {
  const out = /* @__PURE__ */ new Map();
  for (const t of texts) {
    if (!t.tool || t.kind) continue;
    const params = out.get(t.tool) ?? [];
    for (const p of [...t.params ?? [], ...t.param ? [t.param] : []])
      if (!params.includes(p) && params.length < 64) params.push(p);
    out.set(t.tool, params);
  }
  return out;
}
function sourcesOf(value, imported) {
  const out = /* @__PURE__ */ new Set();
  for (const [name, text] of Object.entries(imported.texts))
    if (text.length >= 8 && value.includes(text) && imported.from[name]) out.add(imported.from[name]);
  return [...out].sort();
}
function forParagraphs(text, start, end, f) {
  let s = start;
  const blank = /\n[ \t]*\n/g;
  blank.lastIndex = start;
  for (let m = blank.exec(text); m && m.index < end; m = blank.exec(text)) {
    f(s, m.index);
    s = m.index + m[0].length;
  }
  if (s < end) f(s, end);
}
var SplicedLines = class extends LineMap {
  constructor(source, spliced) {
    super(source.text);
    this.source = source;
    this.spliced = spliced;
  }
  source;
  spliced;
  position(offset) {
    if (offset < this.source.text.length) return this.source.position(offset);
    const s = this.spliced.find((x) => offset >= x.at.start && offset <= x.at.end) ?? this.spliced.at(-1);
    if (!s) return this.source.position(this.source.text.length);
    const ratio = (Math.min(offset, s.at.end) - s.at.start) / Math.max(1, s.at.end - s.at.start);
    return this.source.position(s.from.start + Math.floor(ratio * (s.from.end - s.from.start)));
  }
};
function readableText(text, texts, lines) {
  const inPlace = blankedText(
    text,
    texts.filter((t) => t.value === void 0)
  );
  const spans = [];
  const spliced = [];
  let readable = inPlace;
  for (const t of texts) {
    const from = { start: t.pieces[0].start, end: t.pieces[t.pieces.length - 1].end };
    if (t.value === void 0) {
      spans.push(from);
      continue;
    }
    readable += "\n\n";
    const at = { start: readable.length, end: readable.length + t.value.length };
    readable += t.value;
    spans.push(at);
    spliced.push({ at, from });
  }
  return { readable, spans, lines: spliced.length ? new SplicedLines(lines, spliced) : lines };
}
function blankedText(text, texts) {
  const pieces = texts.flatMap((t) => t.pieces).sort((a, b) => a.start - b.start);
  const parts = [];
  let at = 0;
  for (const p of pieces) {
    if (p.start < at) continue;
    parts.push(text.slice(at, p.start).replace(/[^\n]/g, " "));
    parts.push(
      text.slice(p.start, p.end).replace(/\\(n)|\\[\s\S]/g, (_m, nl) => nl ? " \n" : "  ")
    );
    at = p.end;
  }
  parts.push(text.slice(at).replace(/[^\n]/g, " "));
  return parts.join("");
}
var ARG_VALUE = /^[\s*-]{0,4}[`'"]?([A-Za-z_]\w{0,60})[`'"]?[ \t]{0,4}(?:\([^()\n]{0,40}\))?[ \t]{0,4}:[ \t]{0,4}(?:the[ \t]{1,4}|a[ \t]{1,4})?(?:(?:full|complete|whole|entire|raw|exact|unmodified|unredacted)[ \t]{1,4})?(?:text|contents?|body|copy)[ \t]{1,4}of\b/i;
function valueOfArgument(tt, i) {
  if (i.cls !== "secret-read" || i.role !== "mention" || i.negated || tt.kind) return false;
  const name = ARG_VALUE.exec(i.evidence)?.[1];
  return name !== void 0 && (name === tt.param || (tt.params ?? []).includes(name));
}
function asked(i) {
  return !i.negated && (i.role === "instruction" || i.role === "data");
}
function askedArg(tt, i, args, tools) {
  if (i.cls !== "secret-read" || !asked(i) || !i.object) return;
  const secret = secretOf(i.object)?.cls ?? i.secret;
  if (!secret) return;
  const tool = tt.tool ?? (tt.kind ? [...tools.keys()].find((t) => named(t, i.evidence)) : void 0);
  if (!tool) return;
  const params = tt.kind ? tools.get(tool) ?? [] : tt.params ?? [];
  const param = tt.param ?? nearestParam(params, i);
  if (!param) return;
  let byTool = args.get(tool);
  if (!byTool) {
    byTool = /* @__PURE__ */ new Map();
    args.set(tool, byTool);
  }
  if (byTool.get(param) === void 0 || byTool.get(param) === "dotenv") byTool.set(param, secret);
}
function named(word, text) {
  return word.length >= 3 && new RegExp(`(?:^|[^\\w])${word}(?:[^\\w]|$)`).test(text);
}
function nearestParam(params, i) {
  const mentioned = params.filter((p) => named(p, i.evidence));
  if (mentioned.length <= 1) return mentioned[0];
  const store = i.object ? i.object.replace(/^~\//, "") : "";
  const at = store ? i.evidence.indexOf(store) : -1;
  if (at < 0) return mentioned[0];
  let best;
  let bestAt = -1;
  for (const p of mentioned) {
    const before = i.evidence.lastIndexOf(p, at);
    if (before > bestAt) [best, bestAt] = [p, before];
  }
  return best ?? mentioned[0];
}

export {
  isMcpServer,
  toolTextFacts
};
