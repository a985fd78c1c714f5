import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/tool-text/tokens.ts
var MAX_SOURCE = 1 << 20;
var MAX_TOKENS = 3e5;
var OPS = /* @__PURE__ */ new Set(["(", ")", "[", "]", "{", "}", ",", ":", "=", "+", "@", ".", ";"]);
var REGEX_AFTER = /* @__PURE__ */ new Set([
  "(",
  ",",
  "=",
  ":",
  "[",
  "!",
  "&",
  "|",
  "?",
  "{",
  "}",
  ";",
  "+",
  "-",
  "*",
  "<",
  ">"
]);
function isIdStart(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 36;
}
function isIdPart(c) {
  return isIdStart(c) || c >= 48 && c <= 57;
}
function tokenize(text, lang) {
  const out = [];
  const n = Math.min(text.length, MAX_SOURCE);
  let i = 0;
  let lastSig = "";
  while (i < n && out.length < MAX_TOKENS) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (lang === "python") out.push({ k: "nl", t: "", start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 12) {
      i++;
      continue;
    }
    if (lang === "python" && c === 35) {
      const nl = text.indexOf("\n", i);
      i = nl < 0 ? n : nl;
      continue;
    }
    if (lang === "js" && c === 47 && (text[i + 1] === "/" || text[i + 1] === "*")) {
      const close = text[i + 1] === "/" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2);
      i = close < 0 ? n : text[i + 1] === "/" ? close : close + 2;
      continue;
    }
    if (lang === "js" && c === 47 && (lastSig === "" || REGEX_AFTER.has(lastSig) || lastSig === "return")) {
      i = skipRegex(text, i, n);
      lastSig = "regex";
      continue;
    }
    if (isIdStart(c)) {
      let j = i + 1;
      while (j < n && isIdPart(text.charCodeAt(j))) j++;
      const word = text.slice(i, j);
      const q = text[j];
      if (lang === "python" && (q === '"' || q === "'") && /^[rRbBuUfF]{1,2}$/.test(word)) {
        i = pyString(text, j, n, /[fF]/.test(word), /[rR]/.test(word), out);
        lastSig = "str";
        continue;
      }
      out.push({ k: "id", t: word, start: i, end: j });
      lastSig = word;
      i = j;
      continue;
    }
    if (c === 34 || c === 39 || c === 96 && lang === "js") {
      i = lang === "python" ? pyString(text, i, n, false, false, out) : jsString(text, i, n, out);
      lastSig = "str";
      continue;
    }
    const ch = text[i];
    if (OPS.has(ch)) {
      const next = text[i + 1];
      if (ch === "=" && (next === "=" || next === ">") || ch === "+" && (next === "=" || next === "+")) {
        lastSig = ch + next;
        i += 2;
        continue;
      }
      out.push({ k: "op", t: ch, start: i, end: i + 1 });
    }
    lastSig = ch;
    i++;
  }
  return out;
}
function skipRegex(text, i, n) {
  let j = i + 1;
  let cls = false;
  while (j < n) {
    const ch = text[j];
    if (ch === "\n") return j;
    if (ch === "\\") j += 2;
    else {
      if (ch === "[") cls = true;
      else if (ch === "]") cls = false;
      else if (ch === "/" && !cls) return j + 1;
      j++;
    }
  }
  return n;
}
function pyString(text, q, n, f, raw, out) {
  const quote = text[q];
  const triple = text[q + 1] === quote && text[q + 2] === quote;
  const open = triple ? 3 : 1;
  let j = q + open;
  while (j < n) {
    const ch = text[j];
    if (ch === "\\" && !raw) {
      j += 2;
      continue;
    }
    if (ch === "\\" && raw) {
      j += 2;
      continue;
    }
    if (!triple && ch === "\n") break;
    if (ch === quote && (!triple || text[j + 1] === quote && text[j + 2] === quote)) break;
    j++;
  }
  const end = Math.min(j, n);
  const dynamic = f && /\{[^{]/.test(text.slice(q + open, end).replace(/\{\{/g, ""));
  out.push({ k: "str", t: "", start: q + open, end, ...dynamic ? { dynamic: true } : {} });
  return end + (j < n && text[j] !== "\n" ? open : 0);
}
function jsString(text, q, n, out) {
  const quote = text[q];
  let j = q + 1;
  let dynamic = false;
  while (j < n) {
    const ch = text[j];
    if (ch === "\\") {
      j += 2;
      continue;
    }
    if (ch === quote) break;
    if (quote !== "`" && ch === "\n") break;
    if (quote === "`" && ch === "$" && text[j + 1] === "{") {
      dynamic = true;
      j = skipField(text, j + 2, n);
      continue;
    }
    j++;
  }
  const end = Math.min(j, n);
  out.push({ k: "str", t: "", start: q + 1, end, ...dynamic ? { dynamic: true } : {} });
  return j < n && text[j] === quote ? end + 1 : end;
}
function skipField(text, j, n) {
  let depth = 1;
  while (j < n && depth > 0) {
    const ch = text[j];
    if (ch === "{") depth++;
    else if (ch === "}") depth--;
    j++;
  }
  return j;
}

export {
  MAX_SOURCE,
  MAX_TOKENS,
  tokenize
};
