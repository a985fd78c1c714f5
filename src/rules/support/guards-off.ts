import { isRecord } from '../../analysis/records.js';
import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * A Claude Code settings file that switches the user's guards off (analysis/settings-content.ts
 * `guardsOff`): `disableAllHooks: true` stops every hook — the team's PreToolUse command guard and the
 * user's own — and `sandbox.enabled: false` turns a sandbox off for everyone who loads the file. Nothing is
 * granted by name, so it is medium, not the high of an open shell.
 */
export async function reportGuardsOff(
  ctx: RuleContext,
  path: string,
  data: unknown,
  regionAt: (at: string[]) => Region | undefined,
): Promise<void> {
  if (!isRecord(data)) return;
  const found: Array<{ at: string[]; what: string }> = [];
  if (data.disableAllHooks === true)
    found.push({ at: ['disableAllHooks'], what: 'every hook stops running, command guards included' });
  if (isRecord(data.sandbox) && data.sandbox.enabled === false)
    found.push({ at: ['sandbox', 'enabled'], what: 'the Bash sandbox is off, whatever the user turned on' });
  for (const f of found) {
    const region = regionAt(f.at);
    ctx.report({
      message: `settings ${f.at.join('.')}: ${f.what}, for everyone who loads this settings file`,
      location: { path, ...(region ? { region } : {}) },
      severity: 'medium',
      fingerprintKey: `guards-off|${f.at.join('.')}`,
    });
  }
}
