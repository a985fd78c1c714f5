import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/analysis/js-modules.ts
var SOURCE_FOR_OUTPUT = {
  ".js": [".ts", ".tsx"],
  ".jsx": [".tsx"],
  ".mjs": [".mts"],
  ".cjs": [".cts"]
};
var PROBED = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".json"];
var AS_WRITTEN = /\.(?:[cm]?[jt]sx?|json|node|wasm|css)$/i;
function jsModuleCandidates(path) {
  const ext = /\.[cm]?jsx?$/i.exec(path)?.[0];
  if (ext !== void 0) {
    const stem = path.slice(0, -ext.length);
    return [path, ...(SOURCE_FOR_OUTPUT[ext.toLowerCase()] ?? []).map((e) => stem + e)];
  }
  if (AS_WRITTEN.test(path)) return [path];
  const base = trimEndChars(path, "/");
  const index = base === "" ? "index" : `${base}/index`;
  return [path, ...base === "" ? [] : PROBED.map((e) => base + e), ...PROBED.map((e) => index + e)];
}

export {
  jsModuleCandidates
};
