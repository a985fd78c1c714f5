import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  CARRIER_NAMES,
  findCarriers,
  rot13Intents
} from "./chunk-QHXG4XK7.js";
import {
  analyzeDescription,
  roleAt
} from "./chunk-HPXESBPT.js";
import {
  looksLikeCommands
} from "./chunk-54V2PKOB.js";
import {
  normalizeText
} from "./chunk-YXXGEZCJ.js";
import {
  findEncodedBlobs
} from "./chunk-5PWERDZX.js";

// src/analysis/decoded-text.ts
function readsAsWords(text) {
  let words = 0;
  for (const w of text.slice(0, 4096).split(/[ \t\n]/))
    if (/^[A-Za-z][A-Za-z'~./-]{1,40}[.,:;!?]?$/.test(w) && ++words >= 4) return true;
  return false;
}
function disclosed(text, start, end, decoded) {
  const clear = decoded.trim().slice(0, 24).toLowerCase();
  if (clear.length < 8) return false;
  const near = text.slice(Math.max(0, start - 300), Math.min(text.length, end + 300)).toLowerCase();
  return near.includes(clear);
}
function decodedIntents(text, lines, roles = []) {
  const out = [];
  for (const blob of findEncodedBlobs(text)) {
    if (blob.decoded === void 0 || !readsAsWords(blob.decoded)) continue;
    const at = lines.region(blob.start, blob.end);
    const around = roleAt(roles, Math.max(0, blob.start - 2));
    const shown = disclosed(text, blob.start, blob.end, blob.decoded) || around?.framing !== void 0;
    for (const i of analyzeDescription(blob.decoded)) {
      out.push({
        ...i,
        ...shown ? { role: "mention" } : {},
        at,
        container: "decoded",
        evidence: `${blob.kind} ${blob.raw.slice(0, 24)}\u2026 decodes to: ${i.evidence}`,
        key: `decoded|${i.key}`
      });
    }
    if (out.length >= 200) break;
  }
  return out;
}
var COMMAND_LEAD = /(?:^|\b(?:run|execute|exec|paste|enter)\b:?[ \t]+|:[ \t]+)/gi;
function decodedCommands(decoded) {
  const text = decoded.trim();
  if (looksLikeCommands(text)) return [text];
  const out = [];
  for (const sentence of text.split(/[.!?](?:\s+|$)|\n/, 50)) {
    for (const m of sentence.matchAll(COMMAND_LEAD)) {
      const rest = sentence.slice(m.index + m[0].length).trim();
      if (rest !== "" && looksLikeCommands(rest)) {
        out.push(rest);
        break;
      }
    }
    if (out.length >= 8) break;
  }
  return out;
}
function carrierFacts(text, lines, carriers, roles = []) {
  const intents = [];
  const units = [];
  for (const c of carriers) {
    const at = lines.region(c.start, c.end);
    const shown = disclosed(text, c.start, c.end, c.decoded) || roleAt(roles, Math.max(0, c.start - 2))?.framing !== void 0;
    const name = CARRIER_NAMES[c.kind];
    for (const i of analyzeDescription(c.decoded))
      intents.push({
        ...i,
        ...shown ? { role: "mention" } : {},
        at,
        container: "decoded",
        evidence: `hidden in ${name}: ${i.evidence}`,
        key: `${c.kind}|${i.key}`
      });
    for (const code of decodedCommands(c.decoded))
      units.push({
        lang: "shell",
        text: code,
        origin: "inline",
        placement: shown ? "mention" : "instructed",
        region: at,
        label: `decoded from ${name}`
      });
    if (intents.length >= 200) break;
  }
  return { intents, units };
}
function encodedTextFacts(read, written, roles) {
  const { text, lines } = read;
  const hidden = normalizeText(written.text).hidden;
  const carried = carrierFacts(written.text, written.lines, findCarriers(written.text, hidden), roles);
  return {
    intents: [...decodedIntents(text, lines, roles), ...rot13Intents(text, lines, roles), ...carried.intents],
    units: carried.units
  };
}

export {
  decodedIntents,
  carrierFacts,
  encodedTextFacts
};
