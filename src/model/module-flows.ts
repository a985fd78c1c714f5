import { concat } from '../analysis/code/values.js';
import type { FileFacts } from '../analysis/extract.js';
import type { Behaviour, Value } from '../analysis/facts.js';
import type { FunctionSummary, ImportedCall, ImportedName, ModuleFacts } from '../analysis/facts-modules.js';
import { jsModuleCandidates } from '../analysis/js-modules.js';
import { dirname, pythonModuleFiles, resolveRelative } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import { derivedKey } from './derived.js';
import { goFilesIn, goPackageFolder } from './go-imports.js';
import type { ScanModel } from './model.js';
import { storeContents, storeOf, storeReads, withFlow } from './module-reads.js';

/**
 * Flows across the modules of a skill (docs/facts.md "Across modules"). Extraction summarises each file
 * alone (src/analysis/code/module-summary.ts): what its functions return, which sink each parameter
 * reaches, which imported functions it calls and where their results go. Here, after extraction, a
 * caller's records meet the callee's summary, found by resolving the import as the runtimes do (Python
 * packages and the script's folder, JavaScript specifiers as `jsModuleCandidates` reads them). The
 * result is the behaviour the single-file analysis would have produced had both halves been in one file:
 * a `send` whose data is the secret another module returned, or the sink another module holds reached
 * with this file's secret. Bounded: three modules deep, cycles cut, a fixed number of records per file.
 */

/** What the join adds to one file's behaviours. */
export interface JoinedBehaviours {
  /** Behaviours of the file, by index, with what an imported result carried merged in. */
  replaced: ReadonlyMap<number, Behaviour>;
  /** Sinks in another module reached with this file's values (located at the call). */
  added: readonly Behaviour[];
}

const MAX_DEPTH = 3;
const MAX_RECORDS = 64;
const NONE: JoinedBehaviours = { replaced: new Map(), added: [] };

const JOINS = derivedKey<Map<string, Promise<JoinedBehaviours>>>('behaviours joined across modules, by file');

export function joinedBehaviours(model: ScanModel, path: string): Promise<JoinedBehaviours> {
  const memo = model.derived.get(JOINS, () => new Map());
  let out = memo.get(path);
  if (!out) {
    // No catch: the join reads facts this scan produced, so a failure is a bug, and the rule that asked
    // reports it as a rule error instead of the flow silently going missing.
    out = join(model, path);
    memo.set(path, out);
  }
  return out;
}

/** The repository file an import names, seen from `from`. */
export function resolveModule(
  model: ScanModel,
  from: string,
  lang: ModuleFacts['lang'],
  spec: string,
): string | undefined {
  const isFile = (p: string) => p !== '' && model.files.isFile(p);
  if (spec === '') return from;
  if (lang === 'javascript') {
    if (!/^\.\.?\//.test(spec)) return undefined;
    const resolved = resolveRelative(dirname(from), spec);
    return resolved === undefined ? undefined : jsModuleCandidates(resolved).find(isFile);
  }
  const dots = /^\.*/.exec(spec)![0].length;
  const parts = spec
    .slice(dots)
    .split('.')
    .filter((p) => p !== '');
  // `from .a import f` climbs from the file's package; `import helpers` finds the script's folder first
  // (Python puts it on `sys.path`).
  let base = dirname(from);
  for (let i = 1; i < dots; i++) base = dirname(base);
  const stem = parts.join('/');
  for (const candidate of stem ? pythonModuleFiles(stem) : ['__init__.py']) {
    const p = resolveRelative(base, candidate);
    if (p !== undefined && isFile(p)) return p;
  }
  return undefined;
}

interface Callee {
  path: string;
  facts: FileFacts;
  summary: FunctionSummary;
}

/** The summary of `name` in the module `spec` imports into `from`, following re-exports (bounded). */
async function findFunction(
  model: ScanModel,
  from: string,
  lang: ModuleFacts['lang'],
  imported: ImportedName,
  depth: number,
): Promise<Callee | undefined> {
  if (depth >= MAX_DEPTH) return undefined;
  if (lang === 'go') return goFunction(model, from, imported);
  const path = resolveModule(model, from, lang, imported.module);
  if (path === undefined) return classMethod(model, from, lang, imported, depth);
  if (path === from && imported.module !== '') return undefined;
  const facts = await model.facts(path);
  const modules = facts?.modules;
  if (!facts || !modules) return undefined;
  const summary =
    modules.summaries.find((s) => s.name === imported.name) ??
    builtBy(modules, imported.name) ??
    (await pythonFactoryMethod(model, path, modules, imported.name));
  if (summary) return { path, facts, summary };
  // Not defined here: a name this module imports and hands on (`__init__.py`, an index module).
  const factory = FACTORY_METHOD.exec(imported.name);
  const own = factory ? factory[1]! : imported.name;
  for (const r of modules.reexports) {
    if (r.as !== own && r.as !== '*') continue;
    if (r.module === '' && r.name === own) continue;
    const name = r.as === '*' ? imported.name : factory ? `${r.name}().${factory[2]}` : r.name;
    const found = await findFunction(model, path, modules.lang, { module: r.module, name }, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Go has no imports of names: a name a file calls but does not define is a function (or a method,
 * `Type.Method`, or a package variable) of another file of its package — the `.go` files of the same
 * folder with the same `package` clause — or, `module` set, of the package of its own module that import
 * path names (the nearest `go.mod`). Bounded: the first 64 files of the folder.
 */
async function goFunction(
  model: ScanModel,
  from: string,
  imported: ImportedName,
): Promise<Callee | undefined> {
  const own = imported.module === '';
  const pkg = own ? (await model.facts(from))?.modules?.pkg : undefined;
  const dir = own ? dirname(from) : await goPackageFolder(model.files, from, imported.module);
  if (dir === undefined) return undefined;
  for (const path of goFilesIn(model.files, dir)) {
    if (own && path === from) continue;
    const facts = await model.facts(path);
    const modules = facts?.modules;
    if (!facts || modules?.lang !== 'go') continue;
    // Another package's tests (`package x_test`) and, within a folder, files of another package.
    if (own ? modules.pkg !== pkg : modules.pkg?.endsWith('_test')) continue;
    const summary =
      modules.summaries.find((s) => s.name === imported.name) ?? builtBy(modules, imported.name);
    if (summary) return { path, facts, summary };
  }
  return undefined;
}

/** `createStore().put` (module-summary.ts `factoryMethodName`): the factory and the method. */
const FACTORY_METHOD = /^([\w$]+)\(\)\.([\w$]+)$/;
const MAX_CLASSES = 16;

/**
 * A method of what the module's function `f` builds (`f().m`): the class it picks may depend on settings
 * read at run time (`sync.enabled ? new SyncedStore() : new LocalStore()`), so every method `m` of a class
 * of that module may be the one called — their sinks and returns together, one summary.
 */
function builtBy(modules: ModuleFacts, name: string): FunctionSummary | undefined {
  const m = FACTORY_METHOD.exec(name);
  if (!m) return undefined;
  const methods = modules.summaries.filter((s) => s.name.endsWith(`.${m[2]}`)).slice(0, MAX_CLASSES);
  if (methods.length === 0) return undefined;
  const returns = methods.flatMap((s) => (s.returns ? [s.returns] : []));
  const out: FunctionSummary = { name: methods.length === 1 ? methods[0]!.name : name };
  const first = methods.find((s) => s.at)?.at;
  if (first) out.at = first;
  if (returns.length) out.returns = concat(returns);
  const from = methods.flatMap((s) => s.returnsFrom ?? []);
  if (from.length) out.returnsFrom = from.slice(0, 8);
  const sinks = methods.flatMap((s) => s.sinks ?? []);
  if (sinks.length) out.sinks = sinks.slice(0, 16);
  return out;
}

/**
 * Python cannot tell `create_store(cfg).put(doc)` from `Store(cfg).put(doc)` by its syntax, so the caller
 * records both as `create_store.put`: when the module defines `create_store` as a function, not a class,
 * the call is a method of what it builds (`builtBy`).
 */
async function pythonFactoryMethod(
  model: ScanModel,
  path: string,
  modules: ModuleFacts,
  name: string,
): Promise<FunctionSummary | undefined> {
  const m = /^(\w+)\.(\w+)$/.exec(name);
  if (modules.lang !== 'python' || !m) return undefined;
  const file = await model.files.text(path);
  const def = new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${m[1]}[ \\t]*\\(`, 'm');
  return file && def.test(file.text) ? builtBy(modules, `${m[1]}().${m[2]}`) : undefined;
}

/**
 * `from .context import RepoContext` … `RepoContext.collect()`: the extractor cannot tell a class from a
 * submodule and names the call `.context.RepoContext`, `collect`. When no module file has that name, the
 * last part is a class of the module before it (`.context`, `RepoContext.collect`), as Python finds it.
 */
function classMethod(
  model: ScanModel,
  from: string,
  lang: ModuleFacts['lang'],
  imported: ImportedName,
  depth: number,
): Promise<Callee | undefined> {
  const dot = imported.module.lastIndexOf('.');
  const owner = imported.module.slice(dot + 1);
  if (lang !== 'python' || dot < 0 || !/^[A-Za-z_]\w*$/.test(owner) || imported.name.includes('.'))
    return Promise.resolve(undefined);
  const module = imported.module.slice(0, dot + (/^\.*$/.test(imported.module.slice(0, dot + 1)) ? 1 : 0));
  return findFunction(model, from, lang, { module, name: `${owner}.${imported.name}` }, depth + 1);
}

interface Returned {
  value: Value;
  via: Array<{ path: string; at?: Region; note: string }>;
  /** Returned paths that name a secret store (module-reads.ts). */
  paths: string[];
}

/** What calling `imported` from `from` returns, when it carries taints (through wrappers, bounded). */
async function returnedBy(
  model: ScanModel,
  from: string,
  lang: ModuleFacts['lang'],
  imported: ImportedName,
  depth: number,
): Promise<Returned | undefined> {
  const callee = await findFunction(model, from, lang, imported, depth);
  if (!callee) return undefined;
  const { summary, path } = callee;
  const lang2 = callee.facts.modules!.lang;
  const here = { path, ...(summary.at ? { at: summary.at } : {}), note: `${summary.name}() returns it` };
  const parts: Value[] = summary.returns ? [summary.returns] : [];
  const via = [here];
  const paths = [...(summary.paths ?? [])];
  for (const inner of summary.returnsFrom ?? []) {
    const r = await returnedBy(model, path, lang2, inner, depth + 1);
    if (!r) continue;
    parts.push(r.value);
    via.push(...r.via);
    paths.push(...r.paths);
  }
  if (parts.length === 0 && paths.length === 0) return undefined;
  const value = parts.length ? concat(parts) : { text: paths[0]!, literal: false, taints: [] };
  return { value, via, paths: paths.slice(0, 8) };
}

async function join(model: ScanModel, path: string): Promise<JoinedBehaviours> {
  const facts = await model.facts(path);
  const modules = facts?.modules;
  if (!facts || !modules || (!modules.flows.length && !modules.calls.length && !modules.reads?.length))
    return NONE;
  const replaced = new Map<number, Behaviour>();
  for (const flow of modules.flows.slice(0, MAX_RECORDS)) {
    const b = replaced.get(flow.behaviour) ?? facts.behaviours[flow.behaviour];
    if (!b) continue;
    const r = await returnedBy(model, path, modules.lang, flow, 0);
    // The contents of the file at the returned path (`store_path().read_text()`): a secret when it names a store.
    const store = flow.read ? storeOf(r) : undefined;
    if (store) replaced.set(flow.behaviour, withFlow(b, flow.role, storeContents(store), r!.via));
    else if (!flow.read && r?.value.taints.some((t) => t !== 'unknown'))
      replaced.set(flow.behaviour, withFlow(b, flow.role, r.value, r.via));
  }
  const added = await storeReads(modules, (name) => returnedBy(model, path, modules.lang, name, 0));
  for (const call of modules.calls.slice(0, MAX_RECORDS)) {
    const callee = await findFunction(model, path, modules.lang, call, 0);
    if (!callee?.summary.sinks?.length && !callee?.summary.runs) continue;
    const { args, across } = await argumentsOf(model, path, modules.lang, call);
    if (callee.summary.runs) {
      const ran = ranThroughAlias(call, callee, args[0], across);
      if (ran) added.push(ran);
      continue;
    }
    added.push(...(await sinksReached(model, path, modules.lang, call, callee, args, across)));
  }
  return { replaced, added };
}

/** A call's arguments, with what imported functions returned into them (`track(context())`) merged in. */
async function argumentsOf(
  model: ScanModel,
  path: string,
  lang: ModuleFacts['lang'],
  call: ImportedCall,
): Promise<{ args: Value[]; across: NonNullable<Behaviour['across']> }> {
  const args = [...call.args];
  const across: NonNullable<Behaviour['across']> = [];
  for (const from of call.argsFrom ?? []) {
    const arg = args[from.arg];
    const r = arg ? await returnedBy(model, path, lang, from, 1) : undefined;
    if (!r || !arg) continue;
    // The argument is the call itself (`run(patch())`): what the call returns is its text too.
    const whole = arg.text.startsWith('${') && arg.text.indexOf('}') === arg.text.length - 1;
    args[from.arg] = { ...concat([arg, r.value]), text: whole ? r.value.text : arg.text };
    across.push(...r.via);
  }
  return { args, across };
}

/** Keyword and spread arguments stand last, as one value (python/calls.ts): they may fill any later parameter. */
function passedTo(args: readonly Value[], param: number): Value | undefined {
  const last = args[args.length - 1];
  return args[param] ?? (last?.text === '…' ? last : undefined);
}

/** What a function of this file handed to a registry returns (the registry calls it and uses that). */
async function handlerResult(
  model: ScanModel,
  path: string,
  lang: ModuleFacts['lang'],
  call: ImportedCall,
  param: number,
): Promise<{ passed?: Value; via: NonNullable<Behaviour['across']> }> {
  const handler = call.argsFn?.find((a) => a.arg === param);
  if (handler?.returns) return { passed: handler.returns, via: [] };
  const fn = handler?.fn;
  const r = fn ? await returnedBy(model, path, lang, { module: '', name: fn }, 1) : undefined;
  return r ? { passed: r.value, via: r.via } : { via: [] };
}

/** A call through another module's name for `exec`/`eval`: its first argument runs as code here. */
function ranThroughAlias(
  call: ImportedCall,
  callee: Callee,
  code: Value | undefined,
  across: NonNullable<Behaviour['across']>,
): Behaviour | undefined {
  if (!code?.taints.some((t) => t !== 'unknown')) return undefined;
  const via = callee.summary.runs!;
  const note = `${callee.summary.name} is ${via} under another name`;
  return {
    kind: 'execute',
    via,
    code,
    unit: call.unit,
    at: call.at,
    evidence: `${call.name}(…) → ${via}`,
    key: `execute:${call.module}#${call.name}|${via}`,
    across: [{ path: callee.path, ...(callee.summary.at ? { at: callee.summary.at } : {}), note }, ...across],
  };
}

/** The callee's sinks this call's arguments reach, as behaviours located at the call. */
async function sinksReached(
  model: ScanModel,
  path: string,
  lang: ModuleFacts['lang'],
  call: ImportedCall,
  callee: Callee,
  args: readonly Value[],
  across: NonNullable<Behaviour['across']>,
): Promise<Behaviour[]> {
  const added: Behaviour[] = [];
  // One behaviour per sink reached, whichever parameters reach it.
  type Reached = { passed: Value[]; via: NonNullable<Behaviour['across']>; called: boolean };
  const bySink = new Map<number, Reached>();
  for (const sink of callee.summary.sinks ?? []) {
    const { passed, via } = sink.called
      ? await handlerResult(model, path, lang, call, sink.param)
      : { passed: passedTo(args, sink.param), via: across };
    if (!passed?.taints.some((t) => t !== 'unknown')) continue;
    const entry = bySink.get(sink.behaviour) ?? { passed: [], via: [], called: false };
    entry.passed.push(passed);
    entry.via.push(...via);
    entry.called ||= sink.called === true;
    bySink.set(sink.behaviour, entry);
  }
  // One finding per call and kind: a sender with two sinks (a message, then the same data on error) is
  // one flow from here.
  const kinds = new Set<string>();
  for (const [index, { passed, via, called }] of bySink) {
    const there = callee.facts.behaviours[index];
    const role = callee.summary.sinks?.find((s) => s.behaviour === index)?.role;
    if (!there || !role || kinds.has(there.kind)) continue;
    kinds.add(there.kind);
    const note = called
      ? `${callee.summary.name}() keeps the function and sends or runs what it returns here`
      : `${callee.summary.name}() sends or runs its argument here`;
    const b = withFlow(there, role, concat(passed), [{ path: callee.path, at: there.at, note }, ...via]);
    added.push({
      ...b,
      unit: call.unit,
      at: call.at,
      evidence: `${call.name}(…) → ${there.evidence}`.slice(0, 200),
      key: `${there.key}|${call.module}#${call.name}`,
    });
  }
  return added;
}
