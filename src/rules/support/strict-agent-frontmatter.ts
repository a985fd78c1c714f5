import { closestKey } from '../../analysis/similar.js';
import type { StrictAgentFormat } from '../../discovery/runtimes/types.js';
import type { Region, Severity } from '../../findings.js';
import type { SkillDoc } from '../../model/skill.js';
import { readToolList } from './tool-list.js';

/**
 * Subagent frontmatter of a runtime that validates it strictly (Gemini CLI's agent loader: a zod schema
 * with `.strict()`): a key it does not read, a name that is not a slug, a tool name it does not know or a
 * value of the wrong type fails the whole file, so the agent is never offered to the model. Each problem is
 * medium — the agent the author wrote does not exist — and the message says which runtime rejects it.
 */

export type StrictReport = (
  message: string,
  region: Region | undefined,
  severity: Severity,
  key: string,
) => void;

function shown(v: unknown): string {
  if (v === null || v === undefined) return 'empty';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return typeof v === 'string' ? `'${v}'` : `${typeof v} ${String(v)}`;
}

export function checkStrictAgent(
  doc: SkillDoc,
  format: StrictAgentFormat,
  runtime: string,
  report: StrictReport,
) {
  const fails = `${runtime} rejects the file, so the agent is never loaded`;
  const fm = doc.frontmatter;
  const name = fm.keys.get('name');
  if (name && typeof name.value === 'string' && name.value !== '' && !format.name.test(name.value)) {
    report(
      `subagent name '${name.value}' is not a slug of lowercase letters, digits, '-' and '_': ${fails}`,
      name.valueRegion,
      'medium',
      'name',
    );
  }
  checkTools(doc, format, fails, report);
  for (const key of format.positiveInts) {
    const info = fm.keys.get(key);
    if (!info || (typeof info.value === 'number' && Number.isInteger(info.value) && info.value > 0)) continue;
    report(
      `${key} is ${shown(info.value)}, not a positive whole number: ${fails}`,
      info.valueRegion,
      'medium',
      key,
    );
  }
  for (const [key, [lo, hi]] of Object.entries(format.numbers)) {
    const info = fm.keys.get(key);
    if (!info || (typeof info.value === 'number' && info.value >= lo && info.value <= hi)) continue;
    const what = typeof info.value === 'number' ? `outside ${lo}–${hi}` : 'not a number';
    report(
      `${key} is ${shown(info.value)}, ${what}`,
      info.valueRegion,
      typeof info.value === 'number' ? 'low' : 'medium',
      key,
    );
  }
  for (const [key, allowed] of Object.entries(format.enums)) {
    const info = fm.keys.get(key);
    if (!info || (typeof info.value === 'string' && allowed.includes(info.value))) continue;
    report(
      `${key} ${shown(info.value)} is not one of ${allowed.join(', ')}: ${fails}`,
      info.valueRegion,
      'medium',
      key,
    );
  }
}

function checkTools(doc: SkillDoc, format: StrictAgentFormat, fails: string, report: StrictReport) {
  const info = doc.frontmatter.keys.get('tools');
  if (!info) return;
  if (!Array.isArray(info.value)) {
    report(
      `tools is ${shown(info.value)}, not a list of tool names: ${fails}`,
      info.valueRegion,
      'medium',
      'tools',
    );
    return;
  }
  const list = readToolList(doc.frontmatter, 'tools');
  for (const e of list?.entries ?? []) {
    if (format.tools.includes(e.text) || format.toolPatterns.some((re) => re.test(e.text))) continue;
    const replaced = format.legacyTools[e.text];
    if (replaced !== undefined) {
      report(`'${e.text}' is the old name of ${replaced}; it still loads`, e.region, 'info', 'tools');
      continue;
    }
    const guess = closestKey(e.text, format.tools);
    report(
      guess
        ? `'${e.text}' is not a tool name — did you mean '${guess}'? ${fails}`
        : `'${e.text}' is not a tool name it knows: ${fails}`,
      e.region,
      'medium',
      'tools',
    );
  }
}

/** Keys the runtime does not read: the strict schema fails the file on any of them. */
export function checkStrictKeys(
  doc: SkillDoc,
  keys: readonly string[],
  runtime: string,
  report: StrictReport,
) {
  const seen = new Set<string>();
  for (const info of doc.frontmatter.keyOrder) {
    if (keys.includes(info.key) || seen.has(info.key)) continue;
    seen.add(info.key);
    const guess = closestKey(info.key, keys);
    report(
      `subagent key '${info.key}' is not one ${runtime} reads${guess ? ` — did you mean '${guess}'?` : ''}: ${runtime} rejects the file, so the agent is never loaded`,
      info.keyRegion,
      'medium',
      `key:${info.key}`,
    );
  }
}
