import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

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

export {
  derivedKey,
  DerivedFacts
};
