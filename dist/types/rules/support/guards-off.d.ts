import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * A Claude Code settings file that switches the user's guards off (analysis/settings-content.ts
 * `guardsOff`): `disableAllHooks: true` stops every hook — the team's PreToolUse command guard and the
 * user's own — and `sandbox.enabled: false` turns a sandbox off for everyone who loads the file. Nothing is
 * granted by name, so it is medium, not the high of an open shell.
 */
export declare function reportGuardsOff(ctx: RuleContext, path: string, data: unknown, regionAt: (at: string[]) => Region | undefined): Promise<void>;
