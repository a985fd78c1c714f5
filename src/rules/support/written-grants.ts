import { isRecord } from '../../analysis/records.js';
import { settingsLoosening } from '../../analysis/settings-content.js';
import { judgeToolRule } from './tool-rule-judge.js';

/**
 * The grant settings content makes when written (permissive-allowed-tools, persistence): the grants
 * settingsLoosening knows (a bare `Bash`, bypass mode …), or else the first allow rule that the
 * allowed-tools judge grades high — `Bash(bash:*)`, `Bash(python:*)`, `Bash(node:*)`: an interpreter or
 * shell with open arguments is an unrestricted shell for every later session, however the rule is spelled.
 */
export function writtenGrant(text: string): string | undefined {
  const known = settingsLoosening(text);
  if (known !== undefined) return known;
  const t = text.trim();
  if (!t.startsWith('{') || t.length > 65_536) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return undefined;
  }
  const p = isRecord(parsed) && isRecord(parsed.permissions) ? parsed.permissions : undefined;
  if (!p || !Array.isArray(p.allow)) return undefined;
  for (const rule of p.allow.slice(0, 1_000)) {
    if (typeof rule !== 'string') continue;
    const judged = judgeToolRule(rule);
    if (judged?.severity === 'high') return `${rule.trim().slice(0, 80)}: ${judged.what}`;
  }
  return undefined;
}
