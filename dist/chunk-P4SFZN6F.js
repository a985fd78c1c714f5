import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  pdfText
} from "./chunk-DH3YR6ZL.js";
import {
  DEFAULT_COLLECTOR_LIMITS,
  analyzeUnits,
  extractFacts,
  prepareAnalyzers
} from "./chunk-UZZ7ZWD5.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-WRR5D2F6.js";
import {
  languageOfFence
} from "./chunk-7CFMSZTS.js";
import "./chunk-NXLQHXHM.js";
import "./chunk-FK5CUKUF.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import {
  decodeBytes
} from "./chunk-CTK6VKX7.js";
import "./chunk-AG62NFEX.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import {
  LineMap
} from "./chunk-2ZIQP3LZ.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";

// src/analysis/archive/facts.ts
var MERGED_LIMITS = {
  units: DEFAULT_COLLECTOR_LIMITS.maxUnits * 10,
  behaviours: DEFAULT_COLLECTOR_LIMITS.maxBehaviours * 10
};
function archiveFacts(archive, hosts = {}) {
  const merged = { units: [], behaviours: [], assignments: [] };
  for (const member of archive.texts) {
    if (merged.units.length >= MERGED_LIMITS.units || merged.behaviours.length >= MERGED_LIMITS.behaviours) {
      merged.limitHit ??= `archive members hold more than ${MERGED_LIMITS.units} code units or ${MERGED_LIMITS.behaviours} behaviours`;
      break;
    }
    const text = decodeBytes(member.bytes).text;
    const facts = extractFacts({ path: member.name, text, lines: new LineMap(text), hosts, intents: false });
    mergeMember(merged, facts, member.name);
  }
  return merged;
}
function mergeMember(into, facts, member) {
  const offset = into.units.length;
  for (const u of facts.units) {
    into.units.push({
      ...u,
      id: u.id + offset,
      ...u.parent !== void 0 ? { parent: u.parent + offset } : {},
      member
    });
  }
  for (const b of facts.behaviours)
    into.behaviours.push({ ...b, unit: b.unit + offset, key: `${member}!${b.key}` });
  for (const a of facts.assignments) into.assignments.push(a);
  if (facts.limitHit) into.limitHit ??= `${member}: ${facts.limitHit}`;
}

// src/analysis/pdf/facts.ts
function pdfFacts(bytes, path, hosts = {}) {
  const pdf = pdfText(bytes);
  const spans = [];
  let joined = "";
  let line = 1;
  for (const p of pdf.pages) {
    if (p.text.trim() === "") continue;
    if (joined !== "") {
      joined += "\n\n";
      line += 2;
    }
    const lines = p.text.split("\n").length;
    spans.push({ page: p.page, from: line, to: line + lines - 1, line: p.line });
    joined += p.text;
    line += lines - 1;
  }
  if (joined === "") return void 0;
  const facts = extractFacts({
    // Read as Markdown: the name only selects the parser (nothing is written or resolved by it).
    path: `${path}!/text.md`,
    text: joined,
    lines: new LineMap(joined),
    hosts
  });
  const pageOf = (r) => spans.find((s) => r.startLine <= s.to) ?? spans[spans.length - 1];
  const at = (r) => {
    const l = pageOf(r).line;
    return { startLine: l, startColumn: 1, endLine: l, endColumn: 1 };
  };
  const out = {
    units: facts.units.map((u) => ({
      ...u,
      at: at(u.at),
      label: u.label ? `PDF page ${pageOf(u.at).page}, ${u.label}` : `PDF page ${pageOf(u.at).page}`
    })),
    behaviours: facts.behaviours.map((b) => ({ ...b, at: at(b.at), key: `pdf!${b.key}` })),
    assignments: facts.assignments.map((a) => ({ ...a, at: at(a.at) }))
  };
  if (facts.prose)
    out.prose = {
      intents: facts.prose.intents.map((i) => ({
        ...i,
        at: at(i.at),
        evidence: `PDF page ${pageOf(i.at).page}: ${i.evidence}`,
        key: `pdf!${i.key}`
      })),
      ...facts.prose.limitHit ? { limitHit: facts.prose.limitHit } : {}
    };
  if (facts.limitHit) out.limitHit = facts.limitHit;
  return out;
}
export {
  analyzeUnits,
  archiveFacts,
  extractFacts,
  languageOfFence,
  pdfFacts,
  prepareAnalyzers
};
