import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  knownNameAt,
  valueAt
} from "./chunk-TUJ42RBQ.js";

// src/analysis/tool-text/expr.ts
var MAX_EXPR_TOKENS = 4e3;
var MAX_FUNCTIONS = 200;
var MAX_SCAN_TOKENS = 2e4;
var MAX_SCANS = 128;
var NOT_TEXT_KEYS = /* @__PURE__ */ new Set([
  "name",
  "title",
  "type",
  "role",
  "mimetype",
  "mime_type",
  "uri",
  "url",
  "id",
  "description",
  "argsschema",
  "inputschema",
  "outputschema",
  "annotations"
]);
var STATEMENT = /* @__PURE__ */ new Set([
  "const",
  "let",
  "var",
  "return",
  "if",
  "for",
  "while",
  "function",
  "class",
  "export",
  "import",
  "throw",
  "try",
  "switch"
]);
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
function expressionRuns(text, toks, p, lang, known) {
  const runs = [];
  let depth = 0;
  let skipAt = -1;
  let q = p;
  const limit = Math.min(toks.length, p + MAX_EXPR_TOKENS);
  while (q < limit) {
    const t = toks[q];
    if (t.k === "nl") {
      if (depth === 0) break;
      q++;
      continue;
    }
    if (t.k === "op") {
      if (OPEN.has(t.t)) depth++;
      else if (CLOSE.has(t.t) || t.t === "," || t.t === ";") {
        if (depth === 0) break;
        if (skipAt === depth) skipAt = -1;
        if (CLOSE.has(t.t)) depth--;
      }
      q++;
      continue;
    }
    if (t.k === "id" && lang === "js" && depth === 0 && q > p && STATEMENT.has(t.t)) break;
    const after = toks[q + 1]?.t;
    if (depth > 0 && (after === ":" || after === "=" && t.k === "id") && (t.k === "id" || !t.dynamic)) {
      const key = (t.k === "id" ? t.t : text.slice(t.start, t.end)).toLowerCase();
      if (NOT_TEXT_KEYS.has(key) && skipAt < 0) skipAt = depth;
      q += 2;
      continue;
    }
    if (skipAt >= 0) {
      q++;
      continue;
    }
    if (t.k === "id" && depth === 0 && after === "=" && toks[q + 2]?.t !== "=") {
      q++;
      continue;
    }
    if (t.k === "id") {
      const defines = toks[q - 1]?.t === "function" || toks[q - 1]?.t === "def";
      const fn = after === "(" && !defines ? known.get(`${t.t}()`) : void 0;
      if (fn !== void 0) {
        runs.push({ value: fn, start: t.start, end: t.end });
        q++;
        continue;
      }
      if (!knownNameAt(toks, q, known)) {
        q++;
        continue;
      }
    }
    const v = valueAt(text, toks, q, lang, known, depth > 0);
    if (v) {
      runs.push({ value: v.value, start: v.tokens[0].start, end: v.tokens[v.tokens.length - 1].end });
      q = Math.max(v.next, q + 1);
    } else q++;
  }
  return { runs, next: q };
}
function joinedRuns(runs) {
  const kept = runs.filter((r) => r.value.trim() !== "");
  if (kept.length === 0) return void 0;
  const parts = [];
  let size = 0;
  for (const r of kept) {
    if (size >= MAX_JOINED) break;
    parts.push(r.value.slice(0, MAX_JOINED - size));
    size += r.value.length + 1;
  }
  return { value: parts.join("\n"), start: kept[0].start, end: kept[kept.length - 1].end };
}
var MAX_JOINED = 16e3;
function lineIndent(text, toks, i) {
  const at = toks[i].start;
  const ls = text.lastIndexOf("\n", at - 1) + 1;
  let j = ls;
  while (j < at && (text[j] === " " || text[j] === "	")) j++;
  return j - ls;
}
function closing(toks, open) {
  let depth = 0;
  const limit = Math.min(toks.length, open + MAX_SCAN_TOKENS);
  for (let q = open; q < limit; q++) {
    const t = toks[q].t;
    if (toks[q].k !== "op") continue;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t) && --depth === 0) return q;
  }
  return limit;
}
function pyBody(text, toks, def) {
  const indent = lineIndent(text, toks, def);
  let q = def + 2;
  if (toks[q]?.t === "(") q = closing(toks, q) + 1;
  const limit = Math.min(toks.length, q + 200);
  while (q < limit && !(toks[q].t === ":" && toks[q].k === "op") && toks[q].k !== "nl") q++;
  const start = q + 1;
  const oneLine = toks[start] !== void 0 && toks[start].k !== "nl";
  let depth = 0;
  const bound = Math.min(toks.length, start + MAX_SCAN_TOKENS);
  for (let r = start; r < bound; r++) {
    const t = toks[r];
    if (t.k === "op" && OPEN.has(t.t)) depth++;
    else if (t.k === "op" && CLOSE.has(t.t)) depth = Math.max(0, depth - 1);
    if (t.k !== "nl" || depth > 0) continue;
    if (oneLine) return { start, end: r };
    let n = r + 1;
    while (n < bound && toks[n].k === "nl") n++;
    if (n >= bound) return { start, end: bound };
    if (lineIndent(text, toks, n) <= indent) return { start, end: n };
  }
  return { start, end: bound };
}
function functionTexts(text, toks, lang, known) {
  const out = new Map(known);
  let found = 0;
  let scans = 0;
  for (let p = 0; p < toks.length && found < MAX_FUNCTIONS && scans < MAX_SCANS; p++) {
    const body = functionAt(text, toks, p, lang);
    if (!body) continue;
    scans++;
    const runs = [];
    for (let q = body.start; q < body.end; q++)
      if (toks[q].k === "id" && toks[q].t === "return") {
        const r = expressionRuns(text, toks, q + 1, lang, out);
        runs.push(...r.runs);
        q = Math.max(q, r.next - 1);
      }
    const joined = joinedRuns(runs);
    if (joined && !out.has(`${body.name}()`)) {
      out.set(`${body.name}()`, joined.value);
      found++;
    }
    p = body.start;
  }
  return out;
}
function functionAt(text, toks, p, lang) {
  const t = toks[p];
  const name = toks[p + 1];
  if (t.k !== "id" || name?.k !== "id") return void 0;
  if (lang === "python") {
    if (t.t !== "def" || toks[p + 2]?.t !== "(") return void 0;
    return { name: name.t, ...pyBody(text, toks, p) };
  }
  let params = -1;
  if (t.t === "function" && toks[p + 2]?.t === "(") params = p + 2;
  else if ((t.t === "const" || t.t === "let") && toks[p + 2]?.t === "=") {
    const q2 = toks[p + 3]?.t === "async" ? p + 4 : p + 3;
    if (toks[q2]?.t === "(") params = q2;
  }
  if (params < 0) return void 0;
  let q = closing(toks, params) + 1;
  for (let n = 0; n < 12 && q < toks.length && toks[q].t !== "{"; n++) q++;
  if (toks[q]?.t !== "{") return void 0;
  return { name: name.t, start: q + 1, end: closing(toks, q) };
}

export {
  MAX_SCAN_TOKENS,
  MAX_SCANS,
  expressionRuns,
  joinedRuns,
  lineIndent,
  closing,
  pyBody,
  functionTexts
};
