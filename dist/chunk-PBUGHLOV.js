import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/repo-paths.ts
function joinPath(dir, name) {
  return dir === "" ? name : `${dir}/${name}`;
}
function dirname(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
function basename(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function resolveRelative(baseDir, ref) {
  const parts = ref.startsWith("/") ? [] : baseDir === "" ? [] : baseDir.split("/");
  for (const seg of ref.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) return void 0;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join("/");
}
function resolveUpward(fromDir, rel, exists, maxUp) {
  let dir = fromDir;
  for (let up = 0; up <= maxUp; up++) {
    const p = resolveRelative(dir, rel);
    if (p !== void 0 && exists(p)) return p;
    if (dir === "") break;
    dir = dirname(dir);
  }
  return void 0;
}
function nearestAncestorIn(path, dirs) {
  if (path === "") return void 0;
  for (let d = dirname(path); ; d = dirname(d)) {
    if (dirs.has(d)) return d;
    if (d === "") return void 0;
  }
}
function isWithin(path, dir) {
  return dir === "" || path === dir || path.startsWith(`${dir}/`);
}
function withoutTrailingSlashes(s) {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
}
function isPythonInterpreter(word) {
  return /(?:^|\/)python(?:3(?:\.\d{1,2})?)?$/.test(word);
}
function pythonMainFiles(module) {
  if (!/^[A-Za-z_]\w{0,100}(?:\.[A-Za-z_]\w{0,100}){0,8}$/.test(module)) return [];
  const base = module.replace(/\./g, "/");
  return [`${base}.py`, `${base}/__main__.py`, `src/${base}.py`, `src/${base}/__main__.py`];
}
function pythonModuleFiles(base) {
  return [`${base}.py`, `${base}/__init__.py`];
}
var SOURCE_FILE = /\.(?:py|pyi|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl|pm|php|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|lua|sh|bash|zsh|ps1|psm1|r|jl|dart|ex|exs)$/i;
function isSourceFile(path) {
  return SOURCE_FILE.test(path);
}

export {
  joinPath,
  dirname,
  basename,
  resolveRelative,
  resolveUpward,
  nearestAncestorIn,
  isWithin,
  withoutTrailingSlashes,
  isPythonInterpreter,
  pythonMainFiles,
  pythonModuleFiles,
  isSourceFile
};
