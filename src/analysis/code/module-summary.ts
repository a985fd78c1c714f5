import type { Region } from '../../findings.js';
import type { Behaviour, Lang, Value } from '../facts.js';
import type { FlowRole, FunctionSummary, ImportedName, ModuleFacts } from '../facts-modules.js';
import { normalizeHome, secretOf } from '../paths.js';

/**
 * Per-file function summaries (docs/facts.md "Across modules"). The value models mark, in a value's
 * `vars`, where it came from when that lies outside the file: a parameter of a function analysed with
 * unknown arguments (`p`), the result of a call to an imported function (`c`), an imported binding itself
 * (`m`, JavaScript). Markers travel with the value through concatenation, containers and unmodelled
 * calls like any unresolved variable. The collector takes them out of every behaviour before it is
 * stored — rules never see one — and records what they showed: which behaviour a parameter reaches,
 * which behaviour an imported result reaches. Plain data only: summaries cross the worker boundary and
 * are cached per file; the join across files happens after extraction (src/model/module-flows.ts).
 */

const MARK = '\u0001';
/** Bounds per file: a summary table is a digest, not a second copy of the file. */
const MAX_SUMMARIES = 200;
const MAX_RECORDS = 400;
const MAX_ARGS = 8;

export function paramMarker(fn: string, index: number): string {
  return `${MARK}p${MARK}${fn}${MARK}${index}`;
}

export function callMarker(module: string, name: string): string {
  return `${MARK}c${MARK}${module}${MARK}${name}`;
}

/** The result of calling a parameter (a handler a registry keeps and runs later). */
export function calledMarker(param: string): string | undefined {
  const p = parseMarker(param);
  return p?.kind === 'p' ? `${MARK}r${MARK}${p.fn}${MARK}${p.index}` : undefined;
}

/** The contents of the file whose path an imported function returned (`settings.store_path().read_text()`). */
export function readMarker(module: string, name: string): string {
  return `${MARK}f${MARK}${module}${MARK}${name}`;
}

/** The imported functions whose returned path the value is (`c` markers), for a read of that path. */
export function importedPaths(v: Value): ImportedName[] {
  const out: ImportedName[] = [];
  for (const m of v.vars ?? []) {
    const p = isMarker(m) ? parseMarker(m) : undefined;
    if (p?.kind === 'c' && out.length < 4) out.push({ module: p.module, name: p.name });
  }
  return out;
}

/** The contents read from a path an imported function returned: its call markers become read markers. */
export function readOfImported(v: Value, from: readonly ImportedName[]): Value {
  const vars = (v.vars ?? []).filter((x) => !x.startsWith(`${MARK}c${MARK}`));
  return { ...v, vars: [...from.map((f) => readMarker(f.module, f.name)), ...vars].slice(0, 32) };
}

export function moduleMarker(module: string, name: string): string {
  return `${MARK}m${MARK}${module}${MARK}${name}`;
}

export function isMarker(v: string): boolean {
  return v.startsWith(MARK);
}

export function hasMarker(v: Value | undefined): boolean {
  return v?.vars?.some(isMarker) === true;
}

/**
 * A value worth recording as a call's argument: it carries taints, or what an imported function
 * returned (the join finds out what that carries).
 */
export function carriesFlow(v: Value): boolean {
  return (
    v.taints.some((t) => t !== 'unknown') ||
    v.secret !== undefined ||
    (v.vars?.some((x) => x.startsWith(`${MARK}c${MARK}`)) ?? false)
  );
}

type Parsed =
  | { kind: 'p' | 'r'; fn: string; index: number }
  | { kind: 'c' | 'm' | 'f'; module: string; name: string };

export function parseMarker(m: string): Parsed | undefined {
  const parts = m.split(MARK);
  if (parts.length !== 4) return undefined;
  const [, kind, a, b] = parts as [string, string, string, string];
  if (kind === 'p' || kind === 'r') return { kind, fn: a, index: Number(b) };
  if (kind === 'c' || kind === 'm' || kind === 'f') return { kind, module: a, name: b };
  return undefined;
}

/** The value with a marker added (the imported binding or call result it stands for). */
export function marked(v: Value, marker: string): Value {
  const vars = v.vars ?? [];
  if (vars.includes(marker)) return v;
  return { ...v, vars: [marker, ...vars].slice(0, 32) };
}

/** The values of a behaviour that can carry markers, by field. */
const MARKED_FIELDS = ['code', 'data', 'credentials', 'input', 'target', 'content'] as const;

/**
 * `kept` with the markers `other` (another reading of the same site) holds in the same fields added: two
 * readings of one function body — alone, and inlined from a caller — mark the same value with different
 * parameters, and each is a flow the join across files must see. Only markers move; text and taints stay
 * the kept reading's.
 */
export function withMarkersOf<B extends object>(kept: B, other: B): B {
  let out: B | undefined;
  for (const field of MARKED_FIELDS) {
    const a = (kept as Record<string, unknown>)[field];
    const b = (other as Record<string, unknown>)[field];
    if (!isValue(a) || !isValue(b)) continue;
    const extra = (b.vars ?? []).filter((x) => isMarker(x) && !(a.vars ?? []).includes(x));
    if (extra.length === 0) continue;
    out ??= { ...kept };
    (out as Record<string, unknown>)[field] = { ...a, vars: [...extra, ...(a.vars ?? [])].slice(0, 32) };
  }
  return out ?? kept;
}

/** The value without markers, and the markers it held. */
export function unmarked(v: Value): { value: Value; markers: string[] } {
  if (!hasMarker(v)) return { value: v, markers: [] };
  const markers = v.vars!.filter(isMarker);
  const rest = v.vars!.filter((x) => !isMarker(x));
  const { vars: _drop, ...base } = v;
  return { value: rest.length ? { ...base, vars: rest } : base, markers };
}

/** The values of a behaviour a flow can reach, by role. */
const ROLES: Partial<Record<Behaviour['kind'], readonly FlowRole[]>> = {
  send: ['data', 'credentials'],
  execute: ['code'],
  write: ['content', 'target'],
};

function isValue(v: unknown): v is Value {
  return typeof v === 'object' && v !== null && Array.isArray((v as Value).taints) && 'text' in v;
}

/** The imported module an import binding value names (JavaScript `m` markers). */
export function importedBinding(v: Value | undefined): ImportedName | undefined {
  for (const m of v?.vars ?? []) {
    if (!isMarker(m)) continue;
    const p = parseMarker(m);
    if (p?.kind === 'm') return { module: p.module, name: p.name };
  }
  return undefined;
}

/**
 * The imported function whose result the value is (`c` markers), when that function is a plain name
 * (`createStore`, not a method): a method called on it (`createStore(cfg).put(doc)`) is a method of
 * whatever object that function builds, which the join looks up in its module (module-flows.ts).
 */
export function importedResult(v: Value | undefined): ImportedName | undefined {
  for (const m of v?.vars ?? []) {
    if (!isMarker(m)) continue;
    const p = parseMarker(m);
    if (p?.kind === 'c' && /^[\w$]+$/.test(p.name)) return { module: p.module, name: p.name };
  }
  return undefined;
}

/** The name a method of an imported function's result is recorded under: `createStore().put`. */
export function factoryMethodName(fn: string, method: string): string {
  return `${fn}().${method}`;
}

/** A handler argument as stored: what it returns, without markers, bounded. */
function bareFnArg(a: { arg: number; fn?: string; returns?: Value }): {
  arg: number;
  fn?: string;
  returns?: Value;
} {
  if (!a.returns) return a;
  const { vars: _v, ...rest } = unmarked(a.returns).value;
  return { ...a, returns: { ...rest, text: rest.text.slice(0, 200) } };
}

/** Collects one file's module facts while its script unit is analysed (src/analysis/code/collector.ts). */
export class ModuleRecorder {
  private facts: ModuleFacts | undefined;

  constructor(private readonly lang: Lang) {}

  private get out(): ModuleFacts {
    this.facts ??= {
      lang: this.lang === 'python' || this.lang === 'go' ? this.lang : 'javascript',
      summaries: [],
      calls: [],
      flows: [],
      reexports: [],
    };
    return this.facts;
  }

  result(): ModuleFacts | undefined {
    return this.facts;
  }

  /**
   * Takes the markers out of a behaviour about to be stored as `index`, recording the parameters and
   * imported results they show. Returns the behaviour as rules will see it.
   */
  strip<B extends { kind: Behaviour['kind'] }>(b: B, index: number, record: boolean): B {
    const roles: readonly string[] = ROLES[b.kind] ?? [];
    let out = b;
    // Every value of the behaviour loses its markers; only the roles a flow can reach are recorded.
    for (const [key, v] of Object.entries(b)) {
      if (!isValue(v) || !hasMarker(v)) continue;
      const { value, markers } = unmarked(v);
      out = { ...out, [key]: value };
      if (record && roles.includes(key)) for (const m of markers) this.note(m, index, key as FlowRole);
    }
    return out;
  }

  private note(marker: string, behaviour: number, role: FlowRole): void {
    const p = parseMarker(marker);
    if (!p) return;
    if (p.kind === 'p' || p.kind === 'r') {
      const s = this.summary(p.fn);
      if (!s) return;
      s.sinks ??= [];
      const called = p.kind === 'r' ? { called: true } : {};
      if (s.sinks.length < 16) s.sinks.push({ param: p.index, role, behaviour, ...called });
    } else if ((p.kind === 'c' || p.kind === 'f') && this.out.flows.length < MAX_RECORDS) {
      const read = p.kind === 'f' ? { read: true as const } : {};
      this.out.flows.push({ module: p.module, name: p.name, behaviour, role, ...read });
    }
  }

  private summary(fn: string): FunctionSummary | undefined {
    const list = this.out.summaries;
    const found = list.find((s) => s.name === fn);
    if (found) return found;
    if (list.length >= MAX_SUMMARIES) return undefined;
    const s: FunctionSummary = { name: fn };
    list.push(s);
    return s;
  }

  /**
   * What a function returns, when it carries taints or an imported function's result; `alts`, the texts
   * the value may take (`os.environ.get("KUBECONFIG", default)`): those that name a secret store are kept,
   * so a caller in another file that reads the returned path reads that store.
   */
  returns(fn: string, v: Value, at?: Region, alts: readonly string[] = []): void {
    const { value, markers } = unmarked(v);
    const paths = [...new Set([value.text, ...alts])]
      .filter((t) => t.length <= 300 && secretOf(normalizeHome(t)) !== undefined)
      .slice(0, 4);
    const real = value.taints.filter((t) => t !== 'unknown');
    const from: ImportedName[] = [];
    for (const m of markers) {
      const p = parseMarker(m);
      if (p?.kind === 'c' && from.length < 8) from.push({ module: p.module, name: p.name });
    }
    if (real.length === 0 && from.length === 0 && paths.length === 0) return;
    const s = this.summary(fn);
    if (!s) return;
    if (paths.length) s.paths = paths;
    if (real.length) {
      const { vars: _v, ...rest } = value;
      s.returns = { ...rest, taints: real, text: rest.text.slice(0, 200) };
    }
    if (from.length) s.returnsFrom = from;
    if (at) s.at = at;
  }

  call(
    name: ImportedName,
    args: readonly Value[],
    unit: number,
    at: Region,
    argsFn: Array<{ arg: number; fn?: string; returns?: Value }> = [],
  ): void {
    if (this.out.calls.length >= MAX_RECORDS) return;
    const argsFrom: Array<ImportedName & { arg: number }> = [];
    const kept = args.slice(0, MAX_ARGS).map((a, arg) => {
      const { value, markers } = unmarked(a);
      for (const m of markers) {
        const p = parseMarker(m);
        if (p?.kind === 'c' && argsFrom.length < 8) argsFrom.push({ module: p.module, name: p.name, arg });
      }
      const { vars: _v, ...rest } = value;
      return { ...rest, text: rest.text.slice(0, 200) };
    });
    this.out.calls.push({
      ...name,
      unit,
      at,
      args: kept,
      ...(argsFrom.length ? { argsFrom } : {}),
      ...(argsFn.length ? { argsFn: argsFn.slice(0, 8).map(bareFnArg) } : {}),
    });
  }

  /** A read, at `at`, of the path an imported function returned (the join finds the store it names). */
  read(name: ImportedName, unit: number, at: Region, evidence: string): void {
    this.out.reads ??= [];
    if (this.out.reads.length < 32)
      this.out.reads.push({ ...name, unit, at, evidence: evidence.slice(0, 200) });
  }

  /** A module-level name bound to the interpreter's code runner (`exec`, `eval`) under another name. */
  runner(name: string, via: string, at?: Region): void {
    const s = this.summary(name);
    if (!s) return;
    s.runs = via;
    if (at) s.at = at;
  }

  /** A Go file's package name: the join looks up calls among the files of the folder with the same one. */
  goPackage(name: string): void {
    this.out.pkg = name.slice(0, 64);
  }

  reexport(as: string, name: ImportedName): void {
    if (this.out.reexports.length < MAX_RECORDS) this.out.reexports.push({ ...name, as });
  }
}
