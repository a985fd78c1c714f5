import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  analyzeDescription,
  roleAt
} from "./chunk-MDBECJCB.js";
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

export {
  decodedIntents
};
