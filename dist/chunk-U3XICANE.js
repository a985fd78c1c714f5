import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  tomlStrings,
  yamlData,
  yamlLib
} from "./chunk-UPHTETEJ.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-DTSIC6IR.js";

// src/analysis/printed/data-values.ts
var MAX_NODES = 2e4;
var MAX_SPANS = 2e3;
function printedValueSpans(text, path, fields) {
  const wanted = fields === "all" ? void 0 : new Set(fields);
  if (/\.toml$/i.test(path)) {
    const out2 = [];
    for (const s of tomlStrings(text)) {
      if (out2.length >= MAX_SPANS) break;
      if (wanted && !s.key.some((k) => wanted.has(k))) continue;
      out2.push({ start: s.start, end: s.start + (s.exact ? s.value.length : lineLength(text, s.start)) });
    }
    return out2;
  }
  const parsed = yamlData(text);
  if (!parsed) return [];
  const out = [];
  const lib = yamlLib();
  let nodes = 0;
  const walk = (node, printed, depth) => {
    if (++nodes > MAX_NODES || out.length >= MAX_SPANS || depth > 64) return;
    if (lib.isMap(node)) {
      for (const pair of node.items) {
        const key = lib.isScalar(pair.key) ? String(pair.key.value) : void 0;
        walk(pair.value, printed || key !== void 0 && wanted?.has(key) === true, depth + 1);
      }
    } else if (lib.isSeq(node)) {
      for (const item of node.items) walk(item, printed, depth + 1);
    } else if (lib.isScalar(node) && printed && typeof node.value === "string") {
      const span = scalarSpan(text, node);
      if (span) out.push(span);
    }
  };
  walk(parsed.doc.contents, wanted === void 0, 0);
  return out;
}
function lineLength(text, at) {
  const nl = text.indexOf("\n", at);
  return (nl < 0 ? text.length : nl) - at;
}
function scalarSpan(text, node) {
  const range = node.range;
  if (!range) return void 0;
  let start = range[0];
  let end = range[1];
  const c = text[start];
  if (c === '"' || c === "'") {
    start++;
    if (text[end - 1] === c) end--;
  } else if (c === "|" || c === ">") {
    const nl = text.indexOf("\n", start);
    if (nl < 0 || nl >= end) return void 0;
    start = nl + 1;
    while (start < end && (text[start] === " " || text[start] === "	")) start++;
  }
  while (end > start && /\s/.test(text[end - 1])) end--;
  return end > start ? { start, end } : void 0;
}
export {
  printedValueSpans
};
