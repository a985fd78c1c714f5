import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/payloads.ts
var PAYLOAD_LIMITS = { maxBlobs: 200, maxBlobChars: 64 * 1024, maxDecoded: 16 * 1024, maxDepth: 2 };
var HEX = /(?:[0-9a-fA-F]{2}){24,}/g;
var ESCAPES = /(?:\\x[0-9a-fA-F]{2}){8,}/g;
var CHARCODES = /(?:fromCharCode|chr|bytes|bytearray)\s*\(\s*\[?\s*(\d{1,3}(?:\s*,\s*\d{1,3}){7,})/g;
var CHR_CHAIN = /chr\(\d{1,3}\)(?:\s*[+.]\s*chr\(\d{1,3}\)){7,}/g;
function isBase64Char(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 43 || c === 47;
}
var MIN_BASE64 = 40;
var MIN_HEX = 48;
function base64Runs(text) {
  const out = [];
  const n = text.length;
  let i = 0;
  while (i + MIN_BASE64 <= n) {
    const probe = i + MIN_BASE64 - 1;
    if (!isBase64Char(text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && isBase64Char(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < n && isBase64Char(text.charCodeAt(end))) end++;
    i = end;
    if (end - start < MIN_BASE64) continue;
    if (end < n && text.charCodeAt(end) === 61) end++;
    if (end < n && text.charCodeAt(end) === 61) end++;
    out.push({ index: start, 0: text.slice(start, end) });
    i = end;
  }
  return out;
}
function isMostlyPrintable(s) {
  if (s.length === 0) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length >= 0.9;
}
function decodeBase64(raw) {
  const clean = raw.slice(0, PAYLOAD_LIMITS.maxBlobChars);
  if (clean.length % 4 === 1) return void 0;
  const text = Buffer.from(clean, "base64").toString("latin1").slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : void 0;
}
function decodeHex(raw) {
  const text = Buffer.from(raw.slice(0, PAYLOAD_LIMITS.maxBlobChars), "hex").toString("latin1").slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : void 0;
}
function decodeCodes(codes) {
  const text = String.fromCharCode(...codes.slice(0, PAYLOAD_LIMITS.maxDecoded));
  return isMostlyPrintable(text) ? text : void 0;
}
function findEncodedBlobs(text) {
  const out = [];
  const add = (kind, m, decoded) => {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) return;
    out.push({
      kind,
      start: m.index,
      end: m.index + m[0].length,
      raw: m[0],
      ...decoded ? { decoded } : {}
    });
  };
  const runs = base64Runs(text);
  for (const m of runs) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/data:image\/[\w.+-]+;base64,$|sha(?:256|384|512)-$|integrity=["']?$/i.test(before)) continue;
    if (!/[0-9+/]/.test(m[0]) || /^[A-Za-z]+$/.test(m[0])) continue;
    if (/^[0-9a-fA-F]+$/.test(m[0])) continue;
    if (/\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\//.test(m[0]) && !/[+=]/.test(m[0])) continue;
    add("base64", m, decodeBase64(m[0]));
  }
  for (const r of runs) {
    const run = r[0];
    if (run.length < MIN_HEX || out.length >= PAYLOAD_LIMITS.maxBlobs) continue;
    for (const h of run.matchAll(HEX)) {
      if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
      const m = { index: r.index + h.index, 0: h[0] };
      if (out.some((b) => b.start <= m.index && b.end >= m.index + m[0].length)) continue;
      add("hex", m, decodeHex(m[0]));
    }
  }
  for (const m of text.matchAll(ESCAPES)) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    add("escape", m, decodeHex(m[0].replace(/\\x/g, "")));
  }
  for (const re of [CHARCODES, CHR_CHAIN]) {
    for (const m of text.matchAll(re)) {
      if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
      const codes = (m[0].match(/\d{1,3}/g) ?? []).map(Number).filter((n) => n < 256);
      add("charcode", m, decodeCodes(codes));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
function inert(s, max = 120) {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}

export {
  PAYLOAD_LIMITS,
  isMostlyPrintable,
  decodeBase64,
  findEncodedBlobs,
  inert
};
