import { registrableDomain } from '../../credential-issuers.js';
import type { Endpoint, Lang, Value } from '../../facts.js';
import type { ImportedName } from '../../facts-modules.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { withMarkersOf } from '../module-summary.js';
import type { PyNode as Node } from './ast.js';
import { type PV, unknownPV } from './pv.js';

/**
 * The state of one Python unit's analysis: scopes, definitions, bounds, and the behaviour buffer.
 *
 * Scoping is deliberately simple (the brief allows one namespace per module): a module namespace, one
 * frame per function being analysed (parameters and locals), and attribute stores keyed by class
 * (`Client.base_url` for `self.base_url = …`) or by the dotted expression (`cfg.url`).
 *
 * A function body may be analysed several times (once per call site with known arguments, bounded), so
 * behaviours are buffered and merged by site: the same call seen twice is one behaviour, keeping the
 * most informative values. They are emitted in source order at the end: output is deterministic.
 */

export const LIMITS = {
  /** Expression and statement visits per unit (hostile input, function re-analysis). */
  maxSteps: 600_000,
  /** Nesting of expressions and statements the evaluator descends (5,000-deep parentheses). */
  maxDepth: 400,
  /** Local function calls analysed at once (recursion through helpers). */
  maxCallDepth: 6,
  /** Call-site analyses of one function body with bound arguments. */
  maxAnalysesPerFunction: 4,
  /** Distinct embedded snippets per call site. */
  maxEmbedsPerSite: 4,
};

export interface FnDef {
  /** `name` or `Class.name`. */
  key: string;
  node: Node;
  cls?: string;
  analyses: number;
  lastReturn?: PV;
}

export interface ClassDef {
  name: string;
  bases: string[];
  attrs: Map<string, PV>;
  /** Annotated fields in order (`kind: str`), which a dataclass or NamedTuple takes as its constructor's parameters. */
  fields?: string[];
}

interface Frame {
  vars: Map<string, PV>;
  globals: Set<string>;
  returns: PV[];
  /** Values a generator function yields (bounded): what iterating its result gives. */
  yields: PV[];
  /** A comprehension's frame: names not bound here are looked up in the enclosing frame. */
  transparent: boolean;
  cls?: string;
}

interface Pending {
  b: BehaviourInput;
  start: number;
  end: number;
  seq: number;
  /** The site's key without the destination: a reading with a known destination replaces one without. */
  site: string;
  /** The registrable domain a send or fetch goes to, when the call site knows it. */
  dest?: string;
}

/** Different destinations kept for one request site (a helper called with several URLs). */
const MAX_DESTINATIONS_PER_SITE = 4;

/**
 * A call as handlers see it: the callee's qualified name and value, the evaluated arguments and where
 * they stand in the source.
 */
export interface Call {
  node: Node;
  /** Normalised qualified name (`subprocess.run`), or '' when the callee has none. */
  name: string;
  callee: PV;
  /** The object of a method call (`s` in `s.connect(…)`). */
  self?: PV;
  selfNode?: Node;
  args: PV[];
  kwargs: Map<string, PV>;
  /** Positional argument nodes, for locating evidence and embedded code. */
  argNodes: Node[];
  /** `*args` / `**kwargs` that could not be spread: their taints still flow. */
  rest: PV[];
}

export type Handler = (ctx: Ctx, call: Call) => PV | undefined;

/**
 * The evaluator's entry points, handed to the modules it recurses through instead of imported by them:
 * an expression holds a call, a call runs a function defined in the unit, whose body holds expressions
 * (and operators, lambdas). Handing them in keeps those modules free of import cycles; index.ts wires
 * the real functions.
 */
export interface Evaluator {
  /** An expression's value (evaluate.ts `evalExpr`). */
  expr(ctx: Ctx, node: Node | null | undefined): PV;
  /** A call expression's value (calls.ts `evalCall`). */
  call(ctx: Ctx, node: Node): PV;
  /** A function defined in the unit, run with the call's arguments bound (walker.ts `callFunction`). */
  callFunction(ctx: Ctx, callee: PV, call: Call): PV;
  /** A lambda's body, analysed where it is defined (walker.ts `analyzeLambda`). */
  lambda(ctx: Ctx, node: Node): void;
}

export class Ctx {
  readonly module = new Map<string, PV>();
  readonly frames: Frame[] = [];
  readonly functions = new Map<string, FnDef>();
  readonly classes = new Map<string, ClassDef>();
  /** Attribute stores on non-class objects, keyed by dotted expression (`cfg.url`). */
  readonly attrs = new Map<string, PV>();
  readonly starModules: string[] = [];
  /** Names imported from modules that may be files of the skill, by qualified ref (`.lib.collect`). */
  readonly importedNames = new Map<string, ImportedName>();
  /** Modules imported whole that may be files of the skill, by qualified ref → dotted name. */
  readonly importedModules = new Map<string, string>();
  /** Paths that received downloaded bytes, and the URL they came from. */
  readonly downloaded = new Map<string, string>();
  /**
   * Paths a copy filled with another file's text (`shutil.copy(".../defaults.py.bak", live)`), and the
   * path copied: what later reads or runs the copy reads or runs that file.
   */
  readonly copiedFrom = new Map<string, string>();
  /** `sys.path` entries that hold downloaded code, and the URL it came from (loaders.ts). */
  readonly importRoots = new Map<string, string>();
  /** Evidence for a reverse shell: sockets connected, their descriptors duplicated, a shell started. */
  readonly reverse: { endpoint?: PV; dup2?: [number, number]; shell?: [number, number]; how?: string } = {};
  /** Where module-level SDKs send, by SDK, once configured (`sentry_sdk.init(dsn=…)`; sdk-channels.ts). */
  readonly sdkEndpoints = new Map<string, Endpoint>();
  /**
   * Set while an expression whose file reads keep no secret is evaluated (digest-reads.ts, presence-tests.ts):
   * the reads it emits say so (`only`, or `probe` for a presence test, on the read behaviour).
   */
  readsOnly: 'digest' | 'metadata' | 'presence' | undefined;
  /** A browser was launched on the user's profile or a copy of it (browser-profiles.ts). */
  profileLaunched = false;
  /** The last bytes copied towards executable memory (ctypes buffers, memmove). */
  shellcode: PV | undefined;
  steps = 0;
  depth = 0;
  callDepth = 0;
  boundHit = false;
  private readonly pending = new Map<string, Pending>();
  /** The destinations read so far at each request site (see `destinationKey`). */
  private readonly destinations = new Map<string, string[]>();
  private readonly embeds = new Map<string, { lang: Lang; code: string; start: number; end: number }>();
  private seq = 0;

  constructor(
    readonly unit: UnitHandle,
    readonly text: string,
    readonly evaluator: Evaluator,
  ) {}

  /** Counts one visit; false once the step bound is hit (the caller returns an unknown). */
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

  /** Innermost binding: comprehension frames see through to the function around them. */
  lookup(name: string): PV | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i]!;
      if (f.globals.has(name)) break;
      const local = f.vars.get(name);
      if (local) return local;
      if (!f.transparent) break;
    }
    return this.module.get(name);
  }

  bind(name: string, value: PV): void {
    const f = this.frame;
    if (f && !f.globals.has(name)) f.vars.set(name, value);
    else this.module.set(name, value);
  }

  /**
   * A container changed in place (`HANDLERS.append(fn)`, `REGISTRY[key] = fn`): the change lands where
   * the name is bound — a module-level registry filled from inside a function stays filled.
   */
  rebind(name: string, value: PV): void {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i]!;
      if (f.globals.has(name)) break;
      if (f.vars.has(name)) {
        f.vars.set(name, value);
        return;
      }
      if (!f.transparent) break;
    }
    if (this.module.has(name)) this.module.set(name, value);
    else this.bind(name, value);
  }

  pushFrame(cls?: string, transparent = false): Frame {
    const f: Frame = {
      vars: new Map(),
      globals: new Set(),
      returns: [],
      yields: [],
      transparent,
      ...(cls ? { cls } : {}),
    };
    this.frames.push(f);
    return f;
  }

  /** A `yield` in the function being analysed (comprehension frames see through to it). */
  yielded(value: PV): void {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i]!;
      if (f.transparent) continue;
      if (f.yields.length < 16) f.yields.push(value);
      return;
    }
  }

  popFrame(): void {
    this.frames.pop();
  }

  /** A method of a class defined in this file, searching its bases (bounded). */
  method(cls: string, name: string): FnDef | undefined {
    let current: string | undefined = cls;
    for (let hops = 0; current && hops < 6; hops++) {
      const fn = this.functions.get(`${current}.${name}`);
      if (fn) return fn;
      current = this.classes.get(current)?.bases[0];
    }
    return undefined;
  }

  classAttr(cls: string, name: string): PV | undefined {
    let current: string | undefined = cls;
    for (let hops = 0; current && hops < 6; hops++) {
      const v = this.classes.get(current)?.attrs.get(name);
      if (v) return v;
      current = this.classes.get(current)?.bases[0];
    }
    return undefined;
  }

  /**
   * Buffers a behaviour at a node. The same site (kind, span, discriminator) seen again keeps whichever
   * version carries more information (a call-site analysis with known arguments beats the unknowns).
   */
  emit(b: BehaviourInput, at: Node | [number, number], discriminator = ''): BehaviourInput {
    const [start, end] = Array.isArray(at) ? at : [at.startIndex, at.endIndex];
    const site = `${b.kind}@${start}:${end}:${discriminator}`;
    const dest = destinationOf(b);
    const key = dest ? this.destinationKey(site, dest) : site;
    const prior = this.pending.get(key);
    if (prior && score(prior.b) >= score(b)) {
      // The reading kept must still say every parameter and import that reaches this site: `_post(p)` read
      // alone marks `p` as `_post`'s parameter, read again from `report(ctx)` as `report`'s — the join
      // across files (src/model/module-flows.ts) needs both, or a caller in another file loses the send.
      prior.b = withMarkersOf(prior.b, b);
      return prior.b;
    }
    this.pending.set(key, {
      b: prior ? withMarkersOf(b, prior.b) : b,
      start,
      end,
      seq: prior?.seq ?? this.seq++,
      site,
      ...(dest ? { dest } : {}),
    });
    return b;
  }

  /**
   * A request helper called with several URLs (`post(OPENAI, …)` then `post(LEDGER, …)`) sends to each of
   * them: one reading per destination, so a second host is judged on its own and never hidden behind the
   * legitimate one (what goes to the issuer says nothing of what goes elsewhere). Beyond the bound, the
   * first destination's reading absorbs the rest, as every site did before.
   */
  private destinationKey(site: string, dest: string): string {
    const kept = this.destinations.get(site) ?? [];
    if (kept.includes(dest)) return `${site}>${dest}`;
    if (kept.length >= MAX_DESTINATIONS_PER_SITE) return `${site}>${kept[0]!}`;
    this.destinations.set(site, [...kept, dest]);
    return `${site}>${dest}`;
  }

  /** Nested code (a shell command, decoded Python) analysed after this unit, deduplicated by site. */
  embed(lang: Lang, code: string, at: Node): void {
    if (code.trim() === '') return;
    const site = `${at.startIndex}:${at.endIndex}`;
    const key = `${lang}@${site}:${code}`;
    if (this.embeds.has(key)) return;
    const atSite = [...this.embeds.keys()].filter((k) => k.startsWith(`${lang}@${site}:`)).length;
    if (atSite >= LIMITS.maxEmbedsPerSite) return;
    this.embeds.set(key, { lang, code, start: at.startIndex, end: at.endIndex });
  }

  /** Emits everything buffered, in source order, then the nested units. */
  flush(): void {
    // A site read with unknown arguments and again at call sites with known URLs keeps the known readings.
    const all = [...this.pending.values()]
      .filter((p) => p.dest || !this.destinations.has(p.site))
      .sort((a, b) => a.start - b.start || a.end - b.end || a.seq - b.seq);
    for (const p of all) this.unit.emit(p.b, p.start, p.end);
    const nested = [...this.embeds.values()].sort((a, b) => a.start - b.start || a.end - b.end);
    for (const e of nested) this.unit.embed(e.lang, e.code, e.start, e.end);
  }

  /** A name that is not bound anywhere: a builtin or a name from a `from m import *`. */
  unbound(name: string): PV {
    return { ...unknownPV(name), ref: name };
  }
}

/** The registrable domain a send or fetch goes to, when its host is known (no `${…}` part). */
function destinationOf(b: BehaviourInput): string | undefined {
  if (b.kind !== 'send' && b.kind !== 'fetch') return undefined;
  const host = b.endpoint.host;
  if (b.endpoint.cls === 'unknown' || !host || host.includes('$') || host.includes('{')) return undefined;
  return registrableDomain(host) ?? host.toLowerCase();
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
