import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/tool-text/constants.ts
var MAX_CONSTANTS = 2e3;
var MAX_VALUE = 8e3;
function unescaped(raw) {
  return raw.replace(
    /\\(n)|\\([\s\S])/g,
    (_m, nl, c) => nl ? "\n" : c === "\n" ? "" : c ?? ""
  );
}
function tokenText(text, tok, lang, known) {
  const raw = text.slice(tok.start, tok.end);
  if (!tok.dynamic) return unescaped(raw);
  const field = lang === "js" ? /\$\{([^{}]{0,200})\}/g : /(?<!\{)\{([^{}]{0,200})\}(?!\})/g;
  const filled = raw.replace(field, (_m, expr) => {
    const name = expr.trim().replace(/![rsa]$|:[^:]*$/, "");
    return known.get(name) ?? name;
  });
  return unescaped(lang === "python" ? filled.replace(/\{\{/g, "{").replace(/\}\}/g, "}") : filled);
}
function valueAt(text, toks, p, lang, known, skipNewlines = false) {
  const parts = [];
  const tokens = [];
  let q = p;
  while (q < toks.length && parts.length < 64) {
    const t = toks[q];
    const named = t.k === "id" ? knownNameAt(toks, q, known) : void 0;
    if (t.k !== "str" && !named) break;
    parts.push(named ? known.get(named.name) : tokenText(text, t, lang, known));
    tokens.push(t);
    q = named ? named.next : q + 1;
    while (skipNewlines && toks[q]?.k === "nl" && (toks[q + 1]?.k === "str" || toks[q + 1]?.t === "+")) q++;
    if (toks[q]?.t === "+") {
      q++;
      while (skipNewlines && toks[q]?.k === "nl") q++;
      continue;
    }
    if (!(lang === "python" && toks[q]?.k === "str")) break;
  }
  if (parts.length === 0) return void 0;
  while (q > p && (toks[q - 1]?.t === "+" || toks[q - 1]?.k === "nl")) q--;
  return { value: parts.join("").slice(0, MAX_VALUE), next: q, tokens };
}
function knownNameAt(toks, p, known) {
  let name = toks[p].t;
  let q = p + 1;
  let hit = known.has(name) ? q : -1;
  let hitName = name;
  while (toks[q]?.t === "." && toks[q + 1]?.k === "id" && q - p < 32) {
    name = `${name}.${toks[q + 1].t}`;
    q += 2;
    if (known.has(name)) {
      hit = q;
      hitName = name;
    }
  }
  if (hit < 0 || toks[hit]?.t === "(" || toks[hit]?.t === ".") return void 0;
  return { name: hitName, next: hit };
}
function stringConstants(text, toks, lang) {
  const known = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (let p = 0; p < toks.length && known.size < MAX_CONSTANTS; p++) {
    const t = toks[p];
    if (t.k !== "id") continue;
    let name;
    let at = -1;
    if (lang === "js" && (t.t === "const" || t.t === "let" || t.t === "var") && toks[p + 1]?.k === "id") {
      name = toks[p + 1].t;
      at = typeAnnotated(toks, p + 2);
    } else if (lang === "python" && (p === 0 || toks[p - 1].k === "nl") && toks[p + 1]?.t === "=") {
      name = t.t;
      at = p + 1;
    }
    if (name === void 0 || toks[at]?.t !== "=") continue;
    if (seen.has(name)) {
      known.delete(name);
      continue;
    }
    seen.add(name);
    if (lang === "js" && toks[at + 1]?.t === "{") {
      objectMembers(text, toks, at + 1, name, known, 0);
      continue;
    }
    if (lang === "js" && toks[at + 1]?.t === "[") {
      const j = joinedArrayAt(text, toks, at + 1, known);
      if (j && endsStatement(toks, j.next, lang)) known.set(name, j.value);
      continue;
    }
    const paren = toks[at + 1]?.t === "(";
    let start = at + 1;
    if (paren) for (start++; toks[start]?.k === "nl"; ) start++;
    if (lang === "js") start = envDefaultAt(text, toks, start) ?? start;
    const v = valueAt(text, toks, start, lang, known, paren);
    if (!v) continue;
    let next = v.next;
    if (paren) {
      while (toks[next]?.k === "nl") next++;
      if (toks[next]?.t !== ")") continue;
      next++;
    }
    if (endsStatement(toks, next, lang)) known.set(name, v.value);
  }
  return known;
}
function envDefaultAt(text, toks, p) {
  const t = (i) => toks[p + i]?.t;
  const name = toks[p + 4];
  const value = toks[p + 5];
  if (t(0) !== "process" || t(1) !== "." || t(2) !== "env" || t(3) !== "." || name?.k !== "id")
    return void 0;
  if (value?.k !== "str") return void 0;
  const between = text.slice(name.end, Math.max(name.end, value.start - 1));
  return /^[ \t]{0,8}(?:\|\||\?\?)[ \t]{0,8}$/.test(between) ? p + 5 : void 0;
}
function joinedArrayAt(text, toks, p, known) {
  const parts = [];
  let q = p + 1;
  while (q < toks.length && parts.length < 256) {
    while (toks[q]?.k === "nl") q++;
    if (toks[q]?.t === "]") break;
    const v = valueAt(text, toks, q, "js", known, true);
    if (!v) return void 0;
    parts.push(v.value);
    q = v.next;
    while (toks[q]?.k === "nl") q++;
    if (toks[q]?.t === ",") q++;
    else if (toks[q]?.t !== "]") return void 0;
  }
  if (toks[q]?.t !== "]" || toks[q + 1]?.t !== "." || toks[q + 2]?.t !== "join" || toks[q + 3]?.t !== "(")
    return void 0;
  q += 4;
  let sep = ",";
  const s = toks[q];
  if (s?.k === "str" && !s.dynamic) {
    sep = tokenText(text, s, "js", known);
    q++;
  }
  if (toks[q]?.t !== ")") return void 0;
  return { value: parts.join(sep).slice(0, MAX_VALUE), next: q + 1 };
}
function typeAnnotated(toks, p) {
  return toks[p]?.t === ":" && toks[p + 1]?.k === "id" ? p + 2 : p;
}
function endsStatement(toks, q, lang) {
  const t = toks[q];
  if (!t) return true;
  if (lang === "python") return t.k === "nl";
  return t.t === ";" || t.t === "," || t.t === "}" || t.k === "id";
}
function objectMembers(text, toks, p, prefix, known, depth) {
  let q = p + 1;
  while (q < toks.length && toks[q].t !== "}" && known.size < MAX_CONSTANTS) {
    const before = q;
    while (toks[q]?.k === "nl") q++;
    const key = toks[q];
    if (key?.t === "}") break;
    const keyName = key?.k === "id" ? key.t : key?.k === "str" && !key.dynamic ? text.slice(key.start, key.end) : void 0;
    if (keyName !== void 0 && toks[q + 1]?.t === ":") {
      q += 2;
      while (toks[q]?.k === "nl") q++;
      if (toks[q]?.t === "{" && depth < 6) {
        q = objectMembers(text, toks, q, `${prefix}.${keyName}`, known, depth + 1);
      } else {
        const v = valueAt(text, toks, q, "js", known, true);
        if (v && (toks[v.next]?.t === "," || toks[v.next]?.t === "}" || toks[v.next]?.k === "nl"))
          known.set(`${prefix}.${keyName}`, v.value);
        q = v ? v.next : q;
      }
    }
    q = skipMember(toks, q);
    if (q <= before) break;
  }
  return q + 1;
}
function skipMember(toks, q) {
  let level = 0;
  for (; q < toks.length; q++) {
    const t = toks[q].t;
    if (t === "{" || t === "(" || t === "[") level++;
    else if (t === "}" || t === ")" || t === "]") {
      if (level === 0) return q;
      level--;
    } else if (t === "," && level === 0) return q + 1;
  }
  return q;
}

export {
  tokenText,
  valueAt,
  knownNameAt,
  stringConstants
};
