import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  DEFAULT_COLLECTOR_LIMITS,
  analyzeUnits,
  extractFacts,
  prepareAnalyzers
} from "./chunk-HNNRPGGV.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-BPOSEVUI.js";
import {
  decodeBytes
} from "./chunk-CTK6VKX7.js";
import "./chunk-U5PFWOTT.js";
import {
  LineMap
} from "./chunk-ZFWKGEFY.js";
import "./chunk-XWZIYQCS.js";
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
export {
  analyzeUnits,
  archiveFacts,
  extractFacts,
  prepareAnalyzers
};
