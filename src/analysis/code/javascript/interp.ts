import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { BoundedWalk, type WalkBounds } from '../bounded-walk.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { marked, paramMarker } from '../module-summary.js';
import { callRef, callValue, construct } from './calls.js';
import type { Args, Ctx } from './context.js';
import { evaluate } from './expr.js';
import { keepsEarlier } from './fallbacks.js';
import { globalRef } from './globals.js';
import {
  data,
  type FnVal,
  type Frame,
  type JsVal,
  mergeReturns,
  opaque,
  type ProcHandle,
  type RequestHandle,
  realTaints,
  result,
  type SocketHandle,
  toValue,
} from './jsval.js';
import { exportAliases, exportedName } from './module-names.js';
import { bindPattern, paramName } from './patterns.js';
import { isStatement, runStatement } from './statements.js';
import { justified } from './support.js';
import { askedToolArgs } from './tool-handlers.js';

/**
 * A small abstract interpreter over the tree-sitter tree of one unit: statements run in source order,
 * variables live in lexical frames, local functions are inlined at their calls (bounded) so a wrapper
 * `function run(c) { execSync(c) }` called with `'curl … | sh'` is seen with its argument, and every
 * function nobody called is analysed once with unknown parameters. Every walk is bounded in steps, in
 * nesting depth and in inlining; a bound hit is reported (the unit is marked `gave-up`), never silent.
 */

export interface InterpLimits extends WalkBounds {
  /** Nesting of inlined calls. */
  maxInlineDepth: number;
  /** Times one function is inlined (different call sites, different arguments). */
  maxInlinesPerFunction: number;
  /** Inlined calls per unit. */
  maxInlines: number;
  /** Function values tracked for the final pass. */
  maxFunctions: number;
}

/** Commands read from one configuration module's export. */
const MAX_EXPORTED_COMMANDS = 64;

export const DEFAULT_INTERP_LIMITS: InterpLimits = {
  maxSteps: 400_000, // about 2 µs each
  maxDepth: 200,
  maxInlineDepth: 6,
  maxInlinesPerFunction: 12,
  maxInlines: 3_000,
  maxFunctions: 5_000,
};

export class Interp extends BoundedWalk implements Ctx {
  readonly global: Frame = { vars: new Map() };
  frame: Frame = this.global;
  readonly sockets: SocketHandle[] = [];
  readonly shellProcs: ProcHandle[] = [];
  readonly requests: RequestHandle[] = [];
  /** Files written with downloaded (or decoded) content, by reconstructed path: running one later is
   *  running what was downloaded. */
  readonly written = new Map<string, Value>();
  readonly scripts = new Map<string, string>();
  readonly profileCopies = new Set<string>();
  profileLaunched = false;
  private inlineDepth = 0;
  private inlines = 0;
  private readonly calls = new Map<number, number>();
  private readonly defined: FnVal[] = [];
  private readonly embeds = new Set<string>();
  private readonly deferred: Array<{ fn: FnVal; params: readonly JsVal[] }> = [];
  /** What each function returned when last run (by node id), for its summary. */
  private readonly returned = new Map<number, JsVal>();

  constructor(
    readonly unit: UnitHandle,
    /** A minified bundle: only facts whose values justify them are reported. */
    readonly bundle: boolean,
    readonly limits: InterpLimits = DEFAULT_INTERP_LIMITS,
  ) {
    super(limits);
  }

  protected walk(root: Node): void {
    this.block(root);
    this.runDeferred();
    this.drainFunctions();
    this.runDeferred();
    this.summarize(root);
  }

  /** What each named function returns, and the module's export aliases, for callers in other files. */
  private summarize(root: Node): void {
    const modules = this.unit.modules;
    if (!modules) return;
    for (const fn of this.defined) {
      const ret = this.returned.get(fn.node.id);
      const name = ret ? exportedName(fn.node) : undefined;
      const at = fn.node.childForFieldName('name') ?? fn.node;
      if (ret && name)
        modules.returns(
          name,
          toValue(ret),
          this.unit.region(at.startIndex, Math.min(at.endIndex, at.startIndex + 1)),
        );
    }
    for (const a of exportAliases(root)) modules.reexport(a.as, { module: '', name: a.local });
  }

  override run(root: Node): void {
    super.run(root);
    if (process.env.SKILLSCAN_DEBUG) console.error(`js: ${this.steps} steps, ${this.inlines} inlines`);
  }

  eval(node: Node): JsVal {
    this.tick();
    return this.deeper<JsVal>(opaque(node.type), () => evaluate(this, node));
  }

  /** A node that may be a statement or an expression (error recovery mixes them). */
  any(node: Node): void {
    if (isStatement(node)) this.stmt(node);
    else this.eval(node);
  }

  block(node: Node): void {
    this.hoist(node);
    for (const child of node.namedChildren) {
      this.any(child);
      this.runDeferred();
    }
  }

  /** Queues an event callback to run after the current statement (see `invokeCallbacks`). */
  defer(fn: FnVal, params: readonly JsVal[]): void {
    if (this.deferred.length < this.limits.maxFunctions) this.deferred.push({ fn, params });
    else this.limitHit = true;
  }

  private runDeferred(): void {
    while (this.deferred.length) {
      const d = this.deferred.shift()!;
      this.invoke(d.fn, d.params);
    }
  }

  private hoist(node: Node): void {
    for (const child of node.namedChildren) {
      const decl = child.type === 'export_statement' ? child.childForFieldName('declaration') : child;
      if (decl?.type !== 'function_declaration' && decl?.type !== 'generator_function_declaration') continue;
      const name = decl.childForFieldName('name');
      if (name) this.frame.vars.set(name.text, this.makeFn(decl));
    }
  }

  stmt(node: Node): void {
    this.tick();
    this.deeper(undefined, () => runStatement(this, node));
  }

  returnValue(v: JsVal): void {
    for (let f: Frame | undefined = this.frame; f; f = f.parent) {
      if (f.returns) {
        if (f.returns.length < 16) f.returns.push(v);
        return;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Variables

  lookup(name: string): JsVal {
    for (let f: Frame | undefined = this.frame; f; f = f.parent) {
      const v = f.vars.get(name);
      // A parameter named `require` is the module loader a host hands in (a Yarn plugin's
      // `factory(require)`, webpack and AMD module wrappers): calling it loads the module it names.
      if (v) return name === 'require' && v.k !== 'fn' && v.k !== 'ref' ? (globalRef(name) ?? v) : v;
    }
    return globalRef(name) ?? opaque(name);
  }

  /** Assignment to an existing variable (or an implicit global, as sloppy-mode JavaScript does). */
  assign(name: string, v: JsVal): void {
    for (let f: Frame | undefined = this.frame; f; f = f.parent) {
      if (f.vars.has(name)) {
        if (!keepsEarlier(f.vars.get(name), v)) f.vars.set(name, v);
        return;
      }
    }
    this.global.vars.set(name, v);
  }

  bindLocal(name: string, v: JsVal): void {
    this.frame.vars.set(name, v);
  }

  callValue(callee: JsVal, args: Args, node: Node): JsVal {
    return callValue(this, callee, args, node);
  }

  callRef(name: string, args: Args, node: Node): JsVal {
    return callRef(this, name, args, node);
  }

  construct(ctor: JsVal, args: Args, node: Node): JsVal {
    return construct(this, ctor, args, node);
  }

  declare(name: string, v: JsVal, at: Node): void {
    this.frame.vars.set(name, v);
    if (this.frame === this.global && v.k === 'data' && (v.v.literal || realTaints(v.v).length))
      this.unit.assign(name, v.v, at.startIndex, at.endIndex);
  }

  // ---------------------------------------------------------------------------------------------
  // Functions

  makeFn(node: Node): FnVal {
    const fn: FnVal = { k: 'fn', node, frame: this.frame };
    if (this.defined.length < this.limits.maxFunctions) this.defined.push(fn);
    else this.limitHit = true;
    return fn;
  }

  /** Runs a local function with the given arguments (bounded inlining); returns what it returns. */
  invoke(fn: FnVal, args: readonly JsVal[]): JsVal {
    const id = fn.node.id;
    const n = this.calls.get(id) ?? 0;
    const l = this.limits;
    if (n >= l.maxInlinesPerFunction || this.inlineDepth >= l.maxInlineDepth || this.inlines >= l.maxInlines)
      return result('call', args);
    this.calls.set(id, n + 1);
    this.inlines++;
    return this.activate(fn, args);
  }

  /**
   * Runs a callback once per array item (`codes.map(c => c ^ 42)`): not counted against the function's
   * inlining bound, which would stop a char-code table after a dozen items; the step budget bounds it.
   */
  invokeEach(fn: FnVal, args: readonly JsVal[]): JsVal {
    if (this.inlineDepth >= this.limits.maxInlineDepth) return result('call', args);
    this.calls.set(fn.node.id, (this.calls.get(fn.node.id) ?? 0) + 1);
    return this.activate(fn, args);
  }

  eachRow(run: () => void): void {
    const before = new Map(this.calls);
    try {
      run();
    } finally {
      for (const id of this.calls.keys()) if (!before.has(id)) this.calls.delete(id);
      for (const [id, n] of before) this.calls.set(id, n);
    }
  }

  private activate(fn: FnVal, args: readonly JsVal[]): JsVal {
    const frame: Frame = { vars: new Map(), parent: fn.frame, returns: [] };
    const saved = this.frame;
    this.frame = frame;
    this.inlineDepth++;
    try {
      this.bindParams(fn.node, args);
      const body = fn.node.childForFieldName('body');
      if (body?.type === 'statement_block') this.block(body);
      else if (body) frame.returns!.push(this.eval(body));
    } finally {
      this.frame = saved;
      this.inlineDepth--;
    }
    const out = mergeReturns(frame.returns!);
    if (this.returned.size < this.limits.maxFunctions) this.returned.set(fn.node.id, out);
    return out;
  }

  private bindParams(fn: Node, args: readonly JsVal[]): void {
    // An MCP tool handler, run with no caller or as the callback of the registering call: its first
    // parameter is what the agent passes (src/analysis/tool-text/).
    const asked = askedToolArgs(fn, this.unit.spec.toolArgs);
    if (asked) args = [asked, ...args.slice(1)];
    const single = fn.childForFieldName('parameter');
    if (single) {
      const name = args.length === 0 ? exportedName(fn) : undefined;
      const unbound = opaque(single.text);
      const value = name !== undefined ? data(marked(unbound.v, paramMarker(name, 0))) : unbound;
      bindPattern(this, single, args[0] ?? value, true);
      return;
    }
    const params = fn.childForFieldName('parameters');
    if (!params) return;
    let i = 0;
    const name = args.length === 0 ? exportedName(fn) : undefined;
    for (const p of params.namedChildren) {
      if (p.type === 'comment') continue;
      // `(...parts)`: every argument from here on, as one array (`join(home, ...parts)` spreads it back).
      // (TypeScript wraps it: `required_parameter` whose pattern is the `rest_pattern`.)
      const restNode = p.type === 'rest_pattern' ? p : p.childForFieldName('pattern');
      const rest = restNode?.type === 'rest_pattern' ? restNode.namedChild(0) : null;
      if (rest && i < args.length) {
        bindPattern(this, rest, { k: 'arr', items: args.slice(i) }, true);
        break;
      }
      const index = i;
      const arg = args[i++];
      // Unbound: the caller's value, which callers in other files supply (module-summary.ts).
      const unbound = opaque(paramName(p));
      const value = name !== undefined ? data(marked(unbound.v, paramMarker(name, index))) : unbound;
      bindPattern(this, p, arg ?? value, true, arg === undefined);
    }
  }

  /** Analyses, with unknown parameters, every function no call reached (exports, handlers, dead code). */
  private drainFunctions(): void {
    for (let i = 0; i < this.defined.length; i++) {
      const fn = this.defined[i]!;
      if (this.calls.has(fn.node.id)) continue;
      this.invoke(fn, []);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reporting

  emit(b: BehaviourInput, node: Node, once?: string): void {
    this.emitAt(b, node.startIndex, node.endIndex, once);
  }

  emitAt(b: BehaviourInput, start: number, end: number, once?: string): void {
    if (this.bundle && !justified(b)) return;
    this.buf.add(b, start, end, once);
  }

  /**
   * The default export of a configuration module whose values are commands (`UnitSpec.commandModule`):
   * each command string it holds — in a list, under a key, or returned by a function, called here with the
   * staged files as an unknown list — is handed to the shell analyzer at the export.
   */
  exported(v: JsVal, node: Node): void {
    if (!this.unit.spec.commandModule) return;
    const files: JsVal = { k: 'arr', items: [opaque('staged_files')] };
    let n = 0;
    const visit = (x: JsVal, depth: number): void => {
      if (depth > 4 || n >= MAX_EXPORTED_COMMANDS) return;
      if (x.k === 'data') {
        if (x.v.text.trim() !== '' && ++n) this.embed('shell', x.v.text, node, false);
      } else if (x.k === 'arr') for (const item of x.items.slice(0, 64)) visit(item, depth + 1);
      else if (x.k === 'obj') for (const p of [...x.props.values()].slice(0, 64)) visit(p, depth + 1);
      else if (x.k === 'fn') visit(this.invoke(x, [files]), depth + 1);
    };
    visit(v, 0);
  }

  /** Hands nested code to its language's analyzer (once per place and text). */
  embed(lang: 'shell' | 'powershell' | 'javascript', code: string, node: Node, exact: boolean): void {
    const key = `${lang}@${node.startIndex}:${code}`;
    if (this.embeds.has(key) || this.embeds.size > 500) return;
    this.embeds.add(key);
    const start = exact ? node.startIndex + 1 : node.startIndex;
    const end = exact ? node.endIndex - 1 : node.endIndex;
    this.unit.embed(lang, code, start, end, { exact, label: `${lang} from JavaScript` });
  }
}
