import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/strings.ts
function trimEndChars(s, chars) {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1])) end--;
  return end === s.length ? s : s.slice(0, end);
}
var isAsciiLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
function hasTwoWords(s) {
  let run = 0;
  let sawWord = false;
  for (let i = 0; i < s.length; i++) {
    if (isAsciiLetter(s.charCodeAt(i))) {
      run++;
      if (sawWord && run >= 2) return true;
    } else {
      if (run >= 3) sawWord = true;
      run = 0;
    }
  }
  return false;
}
function fixedRegexText(pattern) {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "\\") {
      const next = pattern[i + 1];
      if (next === void 0 || /[A-Za-z0-9]/.test(next)) return void 0;
      out += next;
      i++;
    } else if ("^$.*+?()[]{}|".includes(ch)) return void 0;
    else out += ch;
  }
  return out === "" ? void 0 : out;
}
function wildcardMatch(pattern, text) {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
function splitTopLevel(text, sep, brackets, isOperator = () => false) {
  const parts = [];
  let depth = 0;
  let inString = false;
  let underflow = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const bracket = brackets.indexOf(c);
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (bracket >= 0 && bracket % 2 === 0) depth++;
    else if (bracket >= 0) underflow ||= --depth < 0;
    else if (c === sep && depth === 0 && !underflow && !isOperator(text, i)) {
      parts.push({ part: text.slice(start, i), at: start });
      start = i + 1;
    }
  }
  parts.push({ part: text.slice(start), at: start });
  return { parts, balanced: !inString && depth === 0 && !underflow };
}

export {
  trimEndChars,
  hasTwoWords,
  fixedRegexText,
  wildcardMatch,
  splitTopLevel
};
