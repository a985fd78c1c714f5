import type { Endpoint, Value } from '../../facts.js';
import type { ImportedName } from '../../facts-modules.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { withMarkersOf } from '../module-summary.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { GV } from './gv.js';

/**
 * The state of one Go file's analysis: the package scope, one frame per function being analysed, the
 * file's functions, methods and types, its imports, bounds, and the behaviour buffer.
 *
 * A function body may be analysed several times (once per call site with known arguments, bounded, then
 * once with unknown parameters), so behaviours are buffered and merged by site: the same call seen twice
 * is one behaviour, keeping the most informative values, emitted in source order at the end.
 */

export const LIMITS = {
  /** Expression and statement visits per unit (hostile input, function re-analysis). */
  maxSteps: 400_000,
  /** Nesting of expressions and statements the evaluator descends. */
  maxDepth: 300,
  /** Local function calls analysed at once (recursion through helpers). */
  maxCallDepth: 6,
  /** Call-site analyses of one function body with bound arguments. */
  maxAnalysesPerFunction: 4,
  /** Functions and methods kept per file. */
  maxFunctions: 2_000,
  /** Distinct embedded snippets per call site. */
  maxEmbedsPerSite: 4,
};

export interface FnDef {
  /** `name`, or `Type.Method` for a method. */
  key: string;
  node: Node;
  /** The receiver's parameter name, for a method. */
  recv?: string;
  analyses: number;
  /** What the last analysis returned. */
  lastReturn?: GV;
  /** A function literal: the enclosing function's variables where it was written (a closure). */
  captured?: Map<string, GV>;
  /** Analysed once with unknown parameters (for callers in other files). */
  open?: boolean;
  /** What that analysis returned: the function's summary. */
  summary?: GV;
}

interface Frame {
  vars: Map<string, GV>;
  returns: GV[];
  /** Named results (`func f() (out string, err error)`): a bare `return` returns them. */
  results: string[];
}

interface Pending {
  b: BehaviourInput;
  start: number;
  end: number;
  seq: number;
}

/** A call as handlers see it: its qualified name, the receiver of a method, the evaluated arguments. */
export interface Call {
  node: Node;
  /** `os.ReadFile`, `net/http.Client.Do`, or '' when the callee has no name the analysis knows. */
  name: string;
  self?: GV;
  selfNode?: Node;
  args: GV[];
  argNodes: Node[];
}

export type Handler = (ctx: Ctx, call: Call) => GV | undefined;

/**
 * The evaluator's mutually recursive entry points, handed to the modules it recurses through instead of
 * imported by them (no import cycle): an expression holds a call, a call runs a function of the file.
 */
export interface Evaluator {
  expr(ctx: Ctx, node: Node | null | undefined): GV;
  call(ctx: Ctx, node: Node): GV;
  /** A function of the file run with the call's arguments bound (the receiver first for a method). */
  callFunction(ctx: Ctx, key: string, args: readonly GV[]): GV;
  /** Stores `value` into an assignable expression (a name, a field, an index, `*p`). */
  assign(ctx: Ctx, target: Node, value: GV, declare: boolean): void;
}

export class Ctx {
  /** The file's `package` name. */
  pkg = '';
  /** Import name in this file → import path (`exec` → `os/exec`, `f` → `fmt` for `import f "fmt"`). */
  readonly imports = new Map<string, string>();
  readonly globals = new Map<string, GV>();
  readonly frames: Frame[] = [];
  readonly functions = new Map<string, FnDef>();
  /** Type names declared in the file (struct types and others). */
  readonly types = new Set<string>();
  /** The declared type of each field of the file's struct types. */
  readonly structs = new Map<string, Map<string, Node>>();
  /** `//go:embed` variables and the file patterns they hold. */
  readonly embedded = new Map<string, string>();
  /** Paths that received downloaded bytes, and the URL they came from. */
  readonly downloaded = new Map<string, string>();
  /** Connections dialled: the address text each value read from them carries as its origin. */
  readonly conns = new Map<string, { endpoint: Endpoint; at: [number, number] }>();
  /** Walking a range loop's body once per row (walker.ts `forStatement`). */
  unrolling = false;
  steps = 0;
  depth = 0;
  callDepth = 0;
  boundHit = false;
  private readonly pending = new Map<string, Pending>();
  private readonly embeds = new Map<string, { code: string; start: number; end: number }>();
  /** Calls into other files, by site: a function analysed twice records its calls once. */
  private readonly calls = new Map<
    string,
    { name: ImportedName; args: Value[]; start: number; end: number }
  >();
  private seq = 0;

  constructor(
    readonly unit: UnitHandle,
    readonly text: string,
    readonly evaluator: Evaluator,
  ) {}

  /** Counts one visit; false once the step bound is hit (the caller gives up on the node). */
  step(): boolean {
    if (++this.steps > LIMITS.maxSteps) {
      this.boundHit = true;
      return false;
    }
    return true;
  }

  get frame(): Frame | undefined {
    return this.frames[this.frames.length - 1];
  }

  /** A name of the package scope that an import does not shadow: a variable, constant or function. */
  lookup(name: string): GV | undefined {
    return this.frame?.vars.get(name) ?? this.globals.get(name);
  }

  /** `x := v` (or a parameter): a new variable of the innermost function, or of the package. */
  declare(name: string, value: GV): void {
    if (name === '_') return;
    (this.frame?.vars ?? this.globals).set(name, value);
  }

  /** `x = v`: the variable where it is declared; an undeclared name becomes the function's. */
  set(name: string, value: GV): void {
    if (name === '_') return;
    const f = this.frame;
    if (f && !f.vars.has(name) && this.globals.has(name)) this.globals.set(name, value);
    else this.declare(name, value);
  }

  pushFrame(results: string[] = []): Frame {
    const f: Frame = { vars: new Map(), returns: [], results };
    this.frames.push(f);
    return f;
  }

  popFrame(): void {
    this.frames.pop();
  }

  /** The import path an identifier names as a package qualifier, unless a variable shadows it. */
  packageOf(name: string): string | undefined {
    const path = this.imports.get(name);
    return path !== undefined && !this.lookup(name) ? path : undefined;
  }

  /**
   * Buffers a behaviour at a node. The same site (kind, span, discriminator) seen again keeps whichever
   * version carries more information (a call-site analysis with known arguments beats the unknowns).
   */
  emit(b: BehaviourInput, at: Node | [number, number], discriminator = ''): BehaviourInput {
    const [start, end] = Array.isArray(at) ? at : [at.startIndex, at.endIndex];
    const key = `${b.kind}@${start}:${end}:${discriminator}`;
    const prior = this.pending.get(key);
    if (prior && score(prior.b) >= score(b)) {
      // The reading kept must still say every parameter that reaches this site (the analysis with unknown
      // parameters marks them; module-summary.ts): a call with known arguments must not hide what a caller
      // in another file passes.
      prior.b = withMarkersOf(prior.b, b);
      return prior.b;
    }
    const kept = prior ? withMarkersOf(b, prior.b) : b;
    this.pending.set(key, { b: kept, start, end, seq: prior?.seq ?? this.seq++ });
    return kept;
  }

  /** A command line analysed as shell after this unit, deduplicated by site. */
  embedShell(code: string, at: Node): void {
    if (code.trim() === '') return;
    const site = `${at.startIndex}:${at.endIndex}`;
    const key = `${site}:${code}`;
    if (this.embeds.has(key)) return;
    const atSite = [...this.embeds.keys()].filter((k) => k.startsWith(`${site}:`)).length;
    if (atSite >= LIMITS.maxEmbedsPerSite) return;
    this.embeds.set(key, { code, start: at.startIndex, end: at.endIndex });
  }

  /** A call into another file of the package (or module), kept once per site: the most informative. */
  recordCall(name: ImportedName, args: Value[], at: Node): void {
    const key = `${at.startIndex}:${at.endIndex}:${name.module}#${name.name}`;
    const prior = this.calls.get(key);
    const weight = (vs: readonly Value[]) =>
      vs.reduce((n, v) => n + v.taints.filter((t) => t !== 'unknown').length, 0);
    if (prior && weight(prior.args) >= weight(args)) return;
    if (prior || this.calls.size < 400)
      this.calls.set(key, { name, args, start: at.startIndex, end: at.endIndex });
  }

  /** Emits everything buffered, in source order, then the nested units. */
  flush(): void {
    const modules = this.unit.modules;
    if (modules)
      for (const c of [...this.calls.values()].sort((a, b) => a.start - b.start))
        modules.call(c.name, c.args, this.unit.id, this.unit.region(c.start, c.end));
    const all = [...this.pending.values()].sort(
      (a, b) => a.start - b.start || a.end - b.end || a.seq - b.seq,
    );
    for (const p of all) this.unit.emit(p.b, p.start, p.end);
    const nested = [...this.embeds.values()].sort((a, b) => a.start - b.start || a.end - b.end);
    for (const e of nested) this.unit.embed('shell', e.code, e.start, e.end, { label: 'Go command' });
  }
}

/** How much a behaviour tells: taints on its values, a known endpoint, a known text. */
function score(b: BehaviourInput): number {
  const values: Array<Value | undefined> = [];
  if (b.kind === 'execute') values.push(b.code);
  else if (b.kind === 'send') values.push(b.data, b.credentials);
  else if (b.kind === 'decode') values.push(b.input);
  else if (b.kind === 'read' || b.kind === 'source') values.push(b.target);
  else if (b.kind === 'write') values.push(b.target, b.content);
  let s = 0;
  for (const v of values) {
    if (!v) continue;
    s += v.taints.filter((t) => t !== 'unknown').length * 4 + (v.literal ? 2 : 0) - (v.vars?.length ?? 0);
  }
  if ('endpoint' in b && b.endpoint && b.endpoint.cls !== 'unknown') s += 3;
  return s;
}
