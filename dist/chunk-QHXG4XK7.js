import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  analyzeDescription,
  roleAt
} from "./chunk-HPXESBPT.js";
import {
  looksLikeCommands
} from "./chunk-54V2PKOB.js";
import {
  isMostlyPrintable
} from "./chunk-5PWERDZX.js";

// src/analysis/rot13-text.ts
var COMMON = new Set(
  `the and to of in is it you that for on with as this are was at by not from your have all will can
  into its when then than them they there their what which who how each before after about also any only
  use using used run read send put file files value field token key keys user users data note notes step
  first next must should do does don't never always make sure without include includes add set get open
  write copy upload post paste report mention tell show hide keep delete remove ignore previous above
  below instructions instruction routine quietly silently contents content output reply message home
  config credentials secret secrets password environment profile build request server upload into
  please just now here these those other new same so but if else where while because our we us my me
  them has had been being would could may might shall over under out up down off again once more most`.split(/\s+/).filter((w) => w !== "")
);
var LIMITS = { lines: 2e4, lineChars: 4e3, runs: 50 };
var ROTATED = Array.from({ length: 128 }, (_, c) => {
  if (c >= 65 && c <= 90) return String.fromCharCode((c - 65 + 13) % 26 + 65);
  if (c >= 97 && c <= 122) return String.fromCharCode((c - 97 + 13) % 26 + 97);
  return String.fromCharCode(c);
});
function rot13(text) {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 128 ? ROTATED[c] : text[i];
  }
  return out;
}
var EDGES = 27;
var ENGLISH = 1;
var ROT13_OF_ENGLISH = 2;
var REVERSED = 4;
var TRIE = (() => {
  const words = /* @__PURE__ */ new Map();
  const mark = (w, bit) => words.set(w, (words.get(w) ?? 0) | bit);
  for (const w of COMMON) {
    mark(w, ENGLISH);
    mark(rot13(w), ROT13_OF_ENGLISH);
    mark([...w].reverse().join(""), REVERSED);
  }
  const size = [...words.keys()].reduce((n, w) => n + w.length, 1);
  const next = new Int32Array(size * EDGES);
  const cls = new Uint8Array(size);
  let nodes = 1;
  for (const [w, c] of words) {
    let node = 0;
    for (let i = 0; i < w.length; i++) {
      const e = node * EDGES + edgeOf(w.charCodeAt(i));
      if (next[e] === 0) next[e] = nodes++;
      node = next[e];
    }
    cls[node] = c;
  }
  return { next, cls };
})();
function edgeOf(c) {
  return c === 39 ? 26 : (c | 32) - 97;
}
function classBits(text, at, end) {
  let node = 0;
  for (let i = at; i < end && node >= 0; i++)
    node = TRIE.next[node * EDGES + edgeOf(text.charCodeAt(i))] || -1;
  return node > 0 ? TRIE.cls[node] : 0;
}
function reversedClass(text, at, end) {
  const bits = classBits(text, at, end);
  return bits & ENGLISH ? "plain" : bits & REVERSED ? "hit" : "other";
}
function isLetter(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function cipherRunsInLine(text, from, to, classOf, onRun) {
  let start = -1;
  let end = -1;
  let hits = 0;
  let words = 0;
  const close = () => {
    if (hits >= 3 && words >= 4 && hits / words >= 0.3) onRun(start, end);
    start = -1;
    hits = 0;
    words = 0;
  };
  let i = from;
  while (i < to) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const at = i;
    while (i < to && (isLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 39)) i++;
    const cls = classOf(at, i);
    if (cls === "plain") {
      if (start >= 0) close();
      continue;
    }
    if (start < 0) start = at;
    end = i;
    words++;
    if (cls === "hit") hits++;
  }
  if (start >= 0) close();
}
function rot13Class(text, at, end) {
  const bits = classBits(text, at, end);
  return bits & ENGLISH ? "plain" : bits & ROT13_OF_ENGLISH ? "hit" : "other";
}
function widened(text, r, from, to) {
  let { start, end } = r;
  while (start > from && /[~/.\-_$@]/.test(text[start - 1])) start--;
  while (end < to && /[^\s`'"()[\]]/.test(text[end])) end++;
  return { start, end };
}
function findRot13Runs(text) {
  const runs = [];
  let at = 0;
  for (let n = 0; n < LIMITS.lines && at < text.length && runs.length < LIMITS.runs; n++) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    if (end - at <= LIMITS.lineChars) {
      const found = [];
      cipherRunsInLine(
        text,
        at,
        end,
        (w, e) => rot13Class(text, w, e),
        (start, stop) => found.push({ start, end: stop })
      );
      for (const r of found) {
        const w = widened(text, r, at, end);
        const prev = runs[runs.length - 1];
        if (prev && /^\s*$/.test(text.slice(prev.end, w.start)) && text.slice(prev.end, w.start).split("\n").length === 2)
          prev.end = w.end;
        else runs.push(w);
      }
    }
    at = end + 1;
  }
  return runs;
}
function rot13Intents(text, lines, roles = []) {
  const out = [];
  for (const r of findRot13Runs(text)) {
    const raw = text.slice(r.start, r.end);
    const decoded = rot13(raw).replace(/\s+/g, " ");
    const clear = decoded.trim().slice(0, 24).toLowerCase();
    const near = text.slice(Math.max(0, r.start - 300), Math.min(text.length, r.end + 300)).toLowerCase();
    const shown = clear.length >= 8 && near.includes(clear) || roleAt(roles, Math.max(0, r.start - 2))?.framing !== void 0;
    const at = lines.region(r.start, r.end);
    for (const i of analyzeDescription(decoded)) {
      out.push({
        ...i,
        ...shown ? { role: "mention" } : {},
        at,
        container: "decoded",
        evidence: `ROT13 ${raw.slice(0, 24).replace(/\s+/g, " ")}\u2026 decodes to: ${i.evidence}`,
        key: `rot13|${i.key}`
      });
    }
    if (out.length >= 200) break;
  }
  return out;
}

// src/analysis/hidden-carriers.ts
var CARRIER_NAMES = {
  tag: "Unicode tag characters",
  "variation-selectors": "variation-selector bytes",
  "zero-width": "zero-width bits",
  reversed: "text written backwards",
  percent: "percent-encoded text"
};
var LIMITS2 = {
  /** Decoded characters kept per carrier (a message, not a file). */
  decoded: 4e3,
  /** Hidden characters looked at per run: 8 bits per byte, so 4 000 bytes of zero-width bits. */
  runChars: 32e3,
  carriers: 50,
  /** Lines and line length the reversed-text and percent-encoding finders look at. */
  lines: 2e4,
  lineChars: 4e3
};
function hasWords(t) {
  let words = 0;
  for (const w of t.slice(0, 4e3).split(/\s+/))
    if (/^[A-Za-z][A-Za-z'-]+[.,:;!?]?$/.test(w) && ++words >= 3) return true;
  return false;
}
function plausibleText(s) {
  const t = s.trim();
  return t.length >= 8 && isMostlyPrintable(t) && (hasWords(t) || looksLikeCommands(t));
}
function bitsToText(bits) {
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length && bytes.length < LIMITS2.decoded; i += 8) {
    let b = 0;
    for (let k = 0; k < 8; k++) b = b << 1 | bits[i + k];
    bytes.push(b);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(new Uint8Array(bytes));
}
function decodeZeroWidthBits(run) {
  const cps = Array.from(run.slice(0, LIMITS2.runChars), (c) => c.codePointAt(0));
  const symbols = [...new Set(cps)];
  if (cps.length < 32 || symbols.length < 2 || symbols.length > 3) return void 0;
  const readings = [];
  if (symbols.length === 2)
    for (const one of symbols) readings.push(bitsToText(cps.map((c) => c === one ? 1 : 0)));
  else
    for (const sep of symbols) {
      const [a, b] = symbols.filter((s) => s !== sep);
      for (const one of [a, b]) {
        let out = "";
        let value = 0;
        let bits = 0;
        const flush = () => {
          if (bits > 0 && bits <= 21 && value <= 1114111) out += String.fromCodePoint(value);
          value = 0;
          bits = 0;
        };
        for (const c of cps) {
          if (c === sep) flush();
          else {
            value = value * 2 + (c === one ? 1 : 0);
            bits++;
          }
          if (out.length >= LIMITS2.decoded) break;
        }
        flush();
        readings.push(out);
      }
    }
  return readings.find(plausibleText);
}
function hiddenCarrier(text, run) {
  let decoded;
  if (run.kind === "tag" || run.kind === "variation-selectors") decoded = run.decoded;
  else if (run.kind === "zero-width" && run.count >= 32)
    decoded = decodeZeroWidthBits(text.slice(run.start, run.end));
  if (decoded === void 0 || !plausibleText(decoded)) return void 0;
  const kind = run.kind;
  return { kind, start: run.start, end: run.end, decoded: decoded.slice(0, LIMITS2.decoded) };
}
function reversedInLine(text, from, to, out) {
  const classOf = (at, end) => reversedClass(text, at, end);
  cipherRunsInLine(text, from, to, classOf, (first, last) => {
    let start = first;
    let end = last;
    while (start > from && !/[\s`'"()[\]>]/.test(text[start - 1])) start--;
    while (end < to && !/[\s`'"()[\]]/.test(text[end])) end++;
    const decoded = Array.from(text.slice(start, end)).reverse().join("");
    if (plausibleText(decoded)) out.push({ kind: "reversed", start, end, decoded });
  });
}
var TOKEN = /[^\s`'"<>()[\]]{12,4000}/g;
var ESCAPE = /%[0-9A-Fa-f]{2}/g;
var HIDES = /[\s|;&<>$`]/;
function percentInLine(text, from, to, out) {
  const line = text.slice(from, to);
  if (!line.includes("%")) return;
  for (const m of line.matchAll(TOKEN)) {
    let cut = m[0].length;
    while (cut > 0 && ".,;:!?".includes(m[0][cut - 1])) cut--;
    const raw = m[0].slice(0, cut);
    if (raw.includes("://") || (raw.match(ESCAPE)?.length ?? 0) < 3) continue;
    let decoded;
    try {
      decoded = decodeURIComponent(raw.replace(/\+/g, " "));
    } catch {
      continue;
    }
    if (!HIDES.test(decoded) || !plausibleText(decoded)) continue;
    const start = from + m.index;
    out.push({ kind: "percent", start, end: start + raw.length, decoded });
  }
}
function findCarriers(text, hidden) {
  const out = [];
  for (const run of hidden) {
    const c = hiddenCarrier(text, run);
    if (c) out.push(c);
    if (out.length >= LIMITS2.carriers) return out;
  }
  let at = 0;
  let percent = text.indexOf("%");
  for (let n = 0; n < LIMITS2.lines && at < text.length && out.length < LIMITS2.carriers; n++) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    if (percent >= 0 && percent < at) percent = text.indexOf("%", at);
    if (end - at <= LIMITS2.lineChars) {
      reversedInLine(text, at, end, out);
      if (percent >= 0 && percent < end) percentInLine(text, at, end, out);
    }
    at = end + 1;
  }
  return out.slice(0, LIMITS2.carriers);
}

export {
  rot13,
  rot13Intents,
  CARRIER_NAMES,
  plausibleText,
  decodeZeroWidthBits,
  findCarriers
};
