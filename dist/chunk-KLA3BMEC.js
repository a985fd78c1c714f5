import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  dirname,
  joinPath
} from "./chunk-PBUGHLOV.js";

// src/model/derived.ts
function derivedKey(name) {
  return { name };
}
var DerivedFacts = class {
  values = /* @__PURE__ */ new Map();
  /** The value of `key`: computed by `compute` the first time it is asked for, the same value after. */
  get(key, compute) {
    if (this.values.has(key)) return this.values.get(key);
    const value = compute();
    this.values.set(key, value);
    return value;
  }
  /**
   * Forgets every value (the scan, once its rules have run: text targets alone held every reached file's
   * text to the end). A later `get` computes the value again from the model, so it is the same value.
   */
  clear() {
    this.values.clear();
  }
};

// src/model/go-imports.ts
var MAX_IMPORTS = 64;
var MAX_LEVELS = 32;
function goImportPaths(text) {
  const head = text.slice(0, 64 * 1024);
  const out = [];
  const add = (path, at) => {
    if (out.length < MAX_IMPORTS) out.push({ path, start: at, end: at + path.length + 2 });
  };
  for (const m of head.matchAll(/^[ \t]*import[ \t]+(?:[\w.]{1,64}[ \t]+)?("([^"\n]{1,300})")/gm))
    add(m[2], m.index + m[0].length - m[1].length);
  for (const m of head.matchAll(/^[ \t]*import[ \t]*\(([^)]{0,8000})\)/gm)) {
    const bodyAt = m.index + m[0].indexOf("(") + 1;
    for (const q of m[1].matchAll(/"([^"\n]{1,300})"/g)) add(q[1], bodyAt + q.index);
  }
  return out;
}
var MODULE_NAMES = /* @__PURE__ */ new WeakMap();
function moduleName(files, mod) {
  let byPath = MODULE_NAMES.get(files);
  if (!byPath) {
    byPath = /* @__PURE__ */ new Map();
    MODULE_NAMES.set(files, byPath);
  }
  let name = byPath.get(mod);
  if (!name) {
    name = files.peek(mod).then((t) => /^[ \t]*module[ \t]+"?([^\s"]{1,300})"?/m.exec(t ?? "")?.[1]);
    byPath.set(mod, name);
  }
  return name;
}
async function moduleOf(files, dir) {
  let d = dir;
  for (let level = 0; level < MAX_LEVELS; level++) {
    const mod = joinPath(d, "go.mod");
    if (files.isFile(mod)) {
      const name = await moduleName(files, mod);
      return name ? { name, dir: d } : void 0;
    }
    if (d === "") return void 0;
    d = dirname(d);
  }
  return void 0;
}
function relativeFolder(from, to) {
  const a = from === "" ? [] : from.split("/");
  const b = to === "" ? [] : to.split("/");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}
async function goPackageFolder(files, from, importPath) {
  const mod = await moduleOf(files, dirname(from));
  if (!mod || importPath !== mod.name && !importPath.startsWith(`${mod.name}/`)) return void 0;
  const sub = importPath.slice(mod.name.length + 1);
  const folder = sub === "" ? mod.dir : joinPath(mod.dir, sub);
  return folder.split("/").includes("..") ? void 0 : folder;
}
function goFilesIn(files, dir, max = 64) {
  const out = [];
  const prefix = dir === "" ? "" : `${dir}/`;
  for (const f of files.filesUnder(dir)) {
    const rest = f.path.slice(prefix.length);
    if (rest.includes("/") || !rest.endsWith(".go")) continue;
    out.push(f.path);
    if (out.length >= max) break;
  }
  return out;
}
async function goImportRefs(files, path, text) {
  const imports = goImportPaths(text).filter((i) => i.path.includes("/") || i.path.includes("."));
  if (imports.length === 0) return [];
  const here = dirname(path);
  const mod = await moduleOf(files, here);
  if (!mod) return [];
  const out = [];
  for (const i of imports) {
    if (i.path !== mod.name && !i.path.startsWith(`${mod.name}/`)) continue;
    const sub = i.path.slice(mod.name.length + 1);
    const folder = sub === "" ? mod.dir : joinPath(mod.dir, sub);
    if (folder === here || folder.split("/").includes("..")) continue;
    const rel = relativeFolder(here, folder);
    const target = rel.startsWith("..") ? `${rel}/*.go` : `./${rel}/*.go`;
    out.push({ kind: "script-source", target, start: i.start, end: i.end, certainty: "candidate" });
  }
  return out;
}
function goEmbedRefs(files, path, text) {
  const out = [];
  const dir = dirname(path);
  for (const m of text.slice(0, 256 * 1024).matchAll(/^[ \t]*\/\/go:embed[ \t]+([^\n]{1,500})$/gm)) {
    const line = m[1];
    const at = m.index + m[0].length - line.length;
    for (const p of line.matchAll(/"([^"\n]{1,300})"|`([^`\n]{1,300})`|(\S{1,300})/g)) {
      if (out.length >= MAX_IMPORTS) return out;
      const pattern = (p[1] ?? p[2] ?? p[3]).replace(/^all:/, "");
      if (pattern.startsWith("/") || pattern.split("/").includes("..")) continue;
      const folder = !/[*?[]/.test(pattern) && files.isDir(joinPath(dir, pattern));
      const target = folder ? `./${pattern}/**/*` : `./${pattern}`;
      out.push({
        kind: "script-source",
        target,
        start: at + p.index,
        end: at + p.index + p[0].length,
        certainty: "explicit"
      });
    }
  }
  return out;
}

export {
  derivedKey,
  DerivedFacts,
  goPackageFolder,
  goFilesIn,
  goImportRefs,
  goEmbedRefs
};
