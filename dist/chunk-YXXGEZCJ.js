import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/normalize.ts
var MAX_RUNS = 1e4;
function kindOf(cp) {
  if (cp >= 917504 && cp <= 917631) return "tag";
  if (cp >= 8234 && cp <= 8238 || cp >= 8294 && cp <= 8297) return "bidi-control";
  if (cp === 8206 || cp === 8207 || cp === 1564) return "bidi-mark";
  if (cp === 8203 || cp === 8204 || cp === 8205 || cp === 8288 || cp === 6158) return "zero-width";
  if (cp === 65279) return "bom";
  if (cp >= 65024 && cp <= 65039 || cp >= 917760 && cp <= 917999) return "variation-selectors";
  if (cp === 173) return "soft-hyphen";
  if (cp === 8232 || cp === 8233) return "line-separator";
  if (cp === 27) return "terminal-escape";
  if (cp >= 8289 && cp <= 8292 || cp === 847 || cp === 4447 || cp === 4448 || cp === 12644 || cp === 65440 || cp === 6068 || cp === 6069 || cp >= 65529 && cp <= 65531 || cp >= 119155 && cp <= 119162)
    return "invisible-other";
  return void 0;
}
var PICTOGRAPHIC = new RegExp("\\p{Extended_Pictographic}", "u");
var EMOJI_MODIFIER = new RegExp("\\p{Emoji_Modifier}", "u");
var RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
var ASCII_WORD = /[A-Za-z0-9_]/;
var JOINING_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\u1000-\u109f\u1780-\u17ff\ua8e0-\ua8ff]/;
function codePointBefore(text, i) {
  if (i <= 0) return void 0;
  return text.codePointAt(i >= 2 && /[\udc00-\udfff]/.test(text[i - 1]) ? i - 2 : i - 1);
}
function charOf(cp) {
  return cp === void 0 ? "" : String.fromCodePoint(cp);
}
function isEmojiish(cp) {
  if (cp === void 0) return false;
  const c = String.fromCodePoint(cp);
  return PICTOGRAPHIC.test(c) || EMOJI_MODIFIER.test(c) || cp === 65039 || cp === 8419;
}
function decodeTags(s) {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp >= 917536 && cp <= 917630) out += String.fromCharCode(cp - 917504);
  }
  return out;
}
function decodeVariationSelectors(s) {
  const bytes = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp >= 65024 && cp <= 65039) bytes.push(cp - 65024);
    else if (cp >= 917760 && cp <= 917999) bytes.push(cp - 917760 + 16);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(new Uint8Array(bytes));
}
var CONFUSABLES = {
  \u0430: "a",
  \u0435: "e",
  \u043E: "o",
  \u0440: "p",
  \u0441: "c",
  \u0443: "y",
  \u0445: "x",
  \u0456: "i",
  \u0458: "j",
  \u0455: "s",
  "\u0501": "d",
  "\u051B": "q",
  "\u051D": "w",
  \u04BB: "h",
  \u0410: "A",
  \u0412: "B",
  \u0415: "E",
  \u041A: "K",
  \u041C: "M",
  \u041D: "H",
  \u041E: "O",
  \u0420: "P",
  \u0421: "C",
  \u0422: "T",
  \u0425: "X",
  \u0406: "I",
  \u0408: "J",
  \u0405: "S",
  \u03B1: "a",
  \u03BF: "o",
  \u03C1: "p",
  \u03BD: "v",
  \u03B9: "i",
  \u03BA: "k",
  \u0391: "A",
  \u0392: "B",
  \u0395: "E",
  \u0397: "H",
  \u0399: "I",
  \u039A: "K",
  \u039C: "M",
  \u039D: "N",
  \u039F: "O",
  \u03A1: "P",
  \u03A4: "T",
  \u03A7: "X",
  \u03A5: "Y",
  \u0396: "Z"
};
var FOLDABLE = /[\u0370-\u04ff\u0500-\u052f\uff01-\uff5e]/g;
function foldConfusables(s) {
  return s.replace(FOLDABLE, (c) => {
    const code = c.charCodeAt(0);
    if (code >= 65281 && code <= 65374) return String.fromCharCode(code - 65248);
    return CONFUSABLES[c] ?? c;
  });
}
var MAYBE_HIDDEN = /\u034f|[\u001b\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb]|[\ufe00-\ufe0f]|\udb40[\udc00-\uddef]|\ud834[\udd73-\udd7a]/;
var GREEK_OR_CYRILLIC = /[\u0370-\u03ff\u0400-\u04ff]/;
function mixedScriptWords(text, limit = 100) {
  const out = [];
  if (!GREEK_OR_CYRILLIC.test(text)) return out;
  const word = /[\p{L}\p{M}]{2,64}/gu;
  for (let m = word.exec(text); m && out.length < limit; m = word.exec(text)) {
    const w = m[0];
    if (!/[A-Za-z]/.test(w) || !GREEK_OR_CYRILLIC.test(w)) continue;
    let confusable = 0;
    for (const ch of w) if (CONFUSABLES[ch]) confusable++;
    if (confusable === 0) continue;
    out.push({ start: m.index, end: m.index + w.length, word: w });
  }
  return out;
}
var LEFT_TO_RIGHT_CONTROLS = /^[\u202a\u202c\u202d\u2066\u2069]+$/;
function lineHasRtl(text, at) {
  const s = text.lastIndexOf("\n", at - 1) + 1;
  let e = text.indexOf("\n", at);
  if (e < 0) e = text.length;
  return RTL_LETTER.test(text.slice(Math.max(s, at - 2e3), Math.min(e, at + 2e3)));
}
function isLegitimate(text, c, prev, next) {
  const before = prev && prev.at + prev.len === c.at ? prev.cp : codePointBefore(text, c.at);
  const after = text.codePointAt(c.at + c.len);
  switch (c.kind) {
    case "zero-width":
      if (c.cp === 8205 && isEmojiish(before) && isEmojiish(after)) return true;
      if ((c.cp === 8204 || c.cp === 8205) && JOINING_SCRIPT.test(charOf(before)) && JOINING_SCRIPT.test(charOf(after)))
        return true;
      return false;
    case "variation-selectors": {
      const adjacentVs = (r, leading) => r !== void 0 && r.kind === "variation-selectors" && (leading ? r.at + r.len === c.at : c.at + c.len === r.at);
      return !adjacentVs(prev, true) && !adjacentVs(next, false) && before !== void 0;
    }
    case "bidi-mark":
      return lineHasRtl(text, c.at);
    case "soft-hyphen":
      return false;
    case "bom":
      return c.at === 0;
    default:
      return false;
  }
}
function subdivisionFlagTagsEnd(text, at) {
  if (codePointBefore(text, at) !== 127988) return void 0;
  let i = at;
  let n = 0;
  while (i < text.length && n < 8) {
    const cp = text.codePointAt(i);
    if (cp === 917631) return n >= 2 ? i + 2 : void 0;
    if (!(cp >= 917552 && cp <= 917561 || cp >= 917601 && cp <= 917626)) return void 0;
    i += 2;
    n++;
  }
  return void 0;
}
function normalizeText(text) {
  if (!MAYBE_HIDDEN.test(text)) return { text: foldConfusables(text), hidden: [], toOriginal: (o) => o };
  const raw = [];
  const legitTagRanges = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 173 && code !== 27) continue;
    const cp = text.codePointAt(i);
    const len = cp > 65535 ? 2 : 1;
    const kind = kindOf(cp);
    if (kind) {
      if (kind === "tag") {
        const flagEnd = subdivisionFlagTagsEnd(text, i);
        if (flagEnd !== void 0) {
          legitTagRanges.push([i, flagEnd]);
          for (let j = i; j < flagEnd; j += 2) raw.push({ at: j, len: 2, cp: text.codePointAt(j), kind });
          i = flagEnd - 1;
          continue;
        }
      }
      raw.push({ at: i, len, cp, kind });
    }
    if (len === 2) i++;
  }
  const removedAt = [];
  const removedBefore = [];
  let stripped = "";
  let last = 0;
  let removed = 0;
  for (const c of raw) {
    if (c.kind === "terminal-escape" || c.kind === "line-separator") continue;
    stripped += text.slice(last, c.at);
    removed += c.len;
    removedAt.push(stripped.length);
    removedBefore.push(removed);
    last = c.at + c.len;
  }
  stripped += text.slice(last);
  const folded = foldConfusables(stripped);
  const toOriginal = (offset) => {
    let lo = 0;
    let hi = removedAt.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      if (removedAt[mid] <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return offset + (found < 0 ? 0 : removedBefore[found]);
  };
  const inLegitFlag = (at) => legitTagRanges.some(([s, e]) => at >= s && at < e);
  const hidden = [];
  for (let k = 0; k < raw.length && hidden.length < MAX_RUNS; k++) {
    const c = raw[k];
    if (c.kind === "tag" && inLegitFlag(c.at)) continue;
    if (isLegitimate(text, c, raw[k - 1], raw[k + 1])) continue;
    const prevRun = hidden[hidden.length - 1];
    if (prevRun && prevRun.kind === c.kind && prevRun.end === c.at) {
      prevRun.end = c.at + c.len;
      prevRun.count++;
      continue;
    }
    hidden.push({
      kind: c.kind,
      start: c.at,
      end: c.at + c.len,
      count: 1,
      insideWord: false,
      rtlLine: false
    });
  }
  for (const run of hidden) {
    const before = text[run.start - 1] ?? "";
    const after = text[run.end] ?? "";
    run.insideWord = ASCII_WORD.test(before) && ASCII_WORD.test(after);
    run.rtlLine = run.kind.startsWith("bidi") ? lineHasRtl(text, run.start) : false;
    const body = text.slice(run.start, Math.min(run.end, run.start + 2e4));
    if (run.kind === "bidi-control") run.leftToRightOnly = LEFT_TO_RIGHT_CONTROLS.test(body);
    if (run.kind === "tag") run.decoded = decodeTags(body);
    if (run.kind === "variation-selectors") run.decoded = decodeVariationSelectors(body);
  }
  return { text: folded, hidden, toOriginal };
}
function showHidden(s, max = 80) {
  const clean = s.replace(
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`
  );
  return clean.length > max ? `${clean.slice(0, max)}\u2026` : clean;
}

export {
  foldConfusables,
  mixedScriptWords,
  normalizeText,
  showHidden
};
