import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  trimEndChars
} from "./chunk-2YZPGIQX.js";

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
  derivedKey,
  DerivedFacts,
  jsModuleCandidates
};
