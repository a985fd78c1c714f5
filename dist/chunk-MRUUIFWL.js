import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  derivedKey,
  goFilesIn,
  goPackageFolder
} from "./chunk-KLA3BMEC.js";
import {
  jsModuleCandidates
} from "./chunk-SI6ZQQEG.js";
import "./chunk-7UZI4YJR.js";
import {
  concat
} from "./chunk-4F2PRZX4.js";
import {
  dirname,
  pythonModuleFiles,
  resolveRelative
} from "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import {
  normalizeHome,
  secretOf
} from "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";

// src/model/module-reads.ts
function storeOf(r) {
  for (const path of r?.paths ?? []) {
    const hit = secretOf(normalizeHome(path));
    if (hit) return { path, cls: hit.cls };
  }
  return void 0;
}
function storeContents(store) {
  return {
    text: `\${contents of ${store.path}}`,
    literal: false,
    taints: ["file", "secret"],
    secret: store.cls,
    from: store.path
  };
}
async function storeReads(modules, resolve) {
  const out = [];
  for (const read of (modules.reads ?? []).slice(0, 32)) {
    const r = await resolve(read);
    const store = storeOf(r);
    if (!r || !store) continue;
    out.push({
      kind: "read",
      target: { text: store.path, literal: false, taints: [] },
      secret: store.cls,
      unit: read.unit,
      at: read.at,
      evidence: read.evidence,
      key: `read:${store.cls}:${read.module}#${read.name}`,
      across: r.via
    });
  }
  return out;
}
function withFlow(b, role, extra, via) {
  const own = b[role];
  const merged = own ? concat([own, extra]) : extra;
  const value = { ...merged, text: own?.text ?? merged.text, literal: false };
  return { ...b, [role]: value, across: [...b.across ?? [], ...via ?? []] };
}

// src/model/module-flows.ts
var MAX_DEPTH = 3;
var MAX_RECORDS = 64;
var NONE = { replaced: /* @__PURE__ */ new Map(), added: [] };
var JOINS = derivedKey("behaviours joined across modules, by file");
function joinedBehaviours(model, path) {
  const memo = model.derived.get(JOINS, () => /* @__PURE__ */ new Map());
  let out = memo.get(path);
  if (!out) {
    out = join(model, path);
    memo.set(path, out);
  }
  return out;
}
function resolveModule(model, from, lang, spec) {
  const isFile = (p) => p !== "" && model.files.isFile(p);
  if (spec === "") return from;
  if (lang === "javascript") {
    if (!/^\.\.?\//.test(spec)) return void 0;
    const resolved = resolveRelative(dirname(from), spec);
    return resolved === void 0 ? void 0 : jsModuleCandidates(resolved).find(isFile);
  }
  const dots = /^\.*/.exec(spec)[0].length;
  const parts = spec.slice(dots).split(".").filter((p) => p !== "");
  let base = dirname(from);
  for (let i = 1; i < dots; i++) base = dirname(base);
  const stem = parts.join("/");
  for (const candidate of stem ? pythonModuleFiles(stem) : ["__init__.py"]) {
    const p = resolveRelative(base, candidate);
    if (p !== void 0 && isFile(p)) return p;
  }
  return void 0;
}
async function findFunction(model, from, lang, imported, depth) {
  if (depth >= MAX_DEPTH) return void 0;
  if (lang === "go") return goFunction(model, from, imported);
  const path = resolveModule(model, from, lang, imported.module);
  if (path === void 0) return classMethod(model, from, lang, imported, depth);
  if (path === from && imported.module !== "") return void 0;
  const facts = await model.facts(path);
  const modules = facts?.modules;
  if (!facts || !modules) return void 0;
  const summary = modules.summaries.find((s) => s.name === imported.name) ?? builtBy(modules, imported.name) ?? await pythonFactoryMethod(model, path, modules, imported.name);
  if (summary) return { path, facts, summary };
  const factory = FACTORY_METHOD.exec(imported.name);
  const own = factory ? factory[1] : imported.name;
  for (const r of modules.reexports) {
    if (r.as !== own && r.as !== "*") continue;
    if (r.module === "" && r.name === own) continue;
    const name = r.as === "*" ? imported.name : factory ? `${r.name}().${factory[2]}` : r.name;
    const found = await findFunction(model, path, modules.lang, { module: r.module, name }, depth + 1);
    if (found) return found;
  }
  return void 0;
}
async function goFunction(model, from, imported) {
  const own = imported.module === "";
  const pkg = own ? (await model.facts(from))?.modules?.pkg : void 0;
  const dir = own ? dirname(from) : await goPackageFolder(model.files, from, imported.module);
  if (dir === void 0) return void 0;
  for (const path of goFilesIn(model.files, dir)) {
    if (own && path === from) continue;
    const facts = await model.facts(path);
    const modules = facts?.modules;
    if (!facts || modules?.lang !== "go") continue;
    if (own ? modules.pkg !== pkg : modules.pkg?.endsWith("_test")) continue;
    const summary = modules.summaries.find((s) => s.name === imported.name) ?? builtBy(modules, imported.name);
    if (summary) return { path, facts, summary };
  }
  return void 0;
}
var FACTORY_METHOD = /^([\w$]+)\(\)\.([\w$]+)$/;
var MAX_CLASSES = 16;
function builtBy(modules, name) {
  const m = FACTORY_METHOD.exec(name);
  if (!m) return void 0;
  const methods = modules.summaries.filter((s) => s.name.endsWith(`.${m[2]}`)).slice(0, MAX_CLASSES);
  if (methods.length === 0) return void 0;
  const returns = methods.flatMap((s) => s.returns ? [s.returns] : []);
  const out = { name: methods.length === 1 ? methods[0].name : name };
  const first = methods.find((s) => s.at)?.at;
  if (first) out.at = first;
  if (returns.length) out.returns = concat(returns);
  const from = methods.flatMap((s) => s.returnsFrom ?? []);
  if (from.length) out.returnsFrom = from.slice(0, 8);
  const sinks = methods.flatMap((s) => s.sinks ?? []);
  if (sinks.length) out.sinks = sinks.slice(0, 16);
  return out;
}
async function pythonFactoryMethod(model, path, modules, name) {
  const m = /^(\w+)\.(\w+)$/.exec(name);
  if (modules.lang !== "python" || !m) return void 0;
  const file = await model.files.text(path);
  const def = new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${m[1]}[ \\t]*\\(`, "m");
  return file && def.test(file.text) ? builtBy(modules, `${m[1]}().${m[2]}`) : void 0;
}
function classMethod(model, from, lang, imported, depth) {
  const dot = imported.module.lastIndexOf(".");
  const owner = imported.module.slice(dot + 1);
  if (lang !== "python" || dot < 0 || !/^[A-Za-z_]\w*$/.test(owner) || imported.name.includes("."))
    return Promise.resolve(void 0);
  const module = imported.module.slice(0, dot + (/^\.*$/.test(imported.module.slice(0, dot + 1)) ? 1 : 0));
  return findFunction(model, from, lang, { module, name: `${owner}.${imported.name}` }, depth + 1);
}
async function returnedBy(model, from, lang, imported, depth) {
  const callee = await findFunction(model, from, lang, imported, depth);
  if (!callee) return void 0;
  const { summary, path } = callee;
  const lang2 = callee.facts.modules.lang;
  const here = { path, ...summary.at ? { at: summary.at } : {}, note: `${summary.name}() returns it` };
  const parts = summary.returns ? [summary.returns] : [];
  const via = [here];
  const paths = [...summary.paths ?? []];
  for (const inner of summary.returnsFrom ?? []) {
    const r = await returnedBy(model, path, lang2, inner, depth + 1);
    if (!r) continue;
    parts.push(r.value);
    via.push(...r.via);
    paths.push(...r.paths);
  }
  if (parts.length === 0 && paths.length === 0) return void 0;
  const value = parts.length ? concat(parts) : { text: paths[0], literal: false, taints: [] };
  return { value, via, paths: paths.slice(0, 8) };
}
async function join(model, path) {
  const facts = await model.facts(path);
  const modules = facts?.modules;
  if (!facts || !modules || !modules.flows.length && !modules.calls.length && !modules.reads?.length)
    return NONE;
  const replaced = /* @__PURE__ */ new Map();
  for (const flow of modules.flows.slice(0, MAX_RECORDS)) {
    const b = replaced.get(flow.behaviour) ?? facts.behaviours[flow.behaviour];
    if (!b) continue;
    const r = await returnedBy(model, path, modules.lang, flow, 0);
    const store = flow.read ? storeOf(r) : void 0;
    if (store) replaced.set(flow.behaviour, withFlow(b, flow.role, storeContents(store), r.via));
    else if (!flow.read && r?.value.taints.some((t) => t !== "unknown"))
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
    added.push(...await sinksReached(model, path, modules.lang, call, callee, args, across));
  }
  return { replaced, added };
}
async function argumentsOf(model, path, lang, call) {
  const args = [...call.args];
  const across = [];
  for (const from of call.argsFrom ?? []) {
    const arg = args[from.arg];
    const r = arg ? await returnedBy(model, path, lang, from, 1) : void 0;
    if (!r || !arg) continue;
    const whole = arg.text.startsWith("${") && arg.text.indexOf("}") === arg.text.length - 1;
    args[from.arg] = { ...concat([arg, r.value]), text: whole ? r.value.text : arg.text };
    across.push(...r.via);
  }
  return { args, across };
}
function passedTo(args, param) {
  const last = args[args.length - 1];
  return args[param] ?? (last?.text === "\u2026" ? last : void 0);
}
async function handlerResult(model, path, lang, call, param) {
  const handler = call.argsFn?.find((a) => a.arg === param);
  if (handler?.returns) return { passed: handler.returns, via: [] };
  const fn = handler?.fn;
  const r = fn ? await returnedBy(model, path, lang, { module: "", name: fn }, 1) : void 0;
  return r ? { passed: r.value, via: r.via } : { via: [] };
}
function ranThroughAlias(call, callee, code, across) {
  if (!code?.taints.some((t) => t !== "unknown")) return void 0;
  const via = callee.summary.runs;
  const note = `${callee.summary.name} is ${via} under another name`;
  return {
    kind: "execute",
    via,
    code,
    unit: call.unit,
    at: call.at,
    evidence: `${call.name}(\u2026) \u2192 ${via}`,
    key: `execute:${call.module}#${call.name}|${via}`,
    across: [{ path: callee.path, ...callee.summary.at ? { at: callee.summary.at } : {}, note }, ...across]
  };
}
async function sinksReached(model, path, lang, call, callee, args, across) {
  const added = [];
  const bySink = /* @__PURE__ */ new Map();
  for (const sink of callee.summary.sinks ?? []) {
    const { passed, via } = sink.called ? await handlerResult(model, path, lang, call, sink.param) : { passed: passedTo(args, sink.param), via: across };
    if (!passed?.taints.some((t) => t !== "unknown")) continue;
    const entry = bySink.get(sink.behaviour) ?? { passed: [], via: [], called: false };
    entry.passed.push(passed);
    entry.via.push(...via);
    entry.called ||= sink.called === true;
    bySink.set(sink.behaviour, entry);
  }
  const kinds = /* @__PURE__ */ new Set();
  for (const [index, { passed, via, called }] of bySink) {
    const there = callee.facts.behaviours[index];
    const role = callee.summary.sinks?.find((s) => s.behaviour === index)?.role;
    if (!there || !role || kinds.has(there.kind)) continue;
    kinds.add(there.kind);
    const note = called ? `${callee.summary.name}() keeps the function and sends or runs what it returns here` : `${callee.summary.name}() sends or runs its argument here`;
    const b = withFlow(there, role, concat(passed), [{ path: callee.path, at: there.at, note }, ...via]);
    added.push({
      ...b,
      unit: call.unit,
      at: call.at,
      evidence: `${call.name}(\u2026) \u2192 ${there.evidence}`.slice(0, 200),
      key: `${there.key}|${call.module}#${call.name}`
    });
  }
  return added;
}
export {
  joinedBehaviours,
  resolveModule
};
