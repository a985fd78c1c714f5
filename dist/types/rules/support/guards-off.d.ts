import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * A Claude Code settings file that switches the user's guards off (analysis/settings-content.ts
 * `guardsOff`): `disableAllHooks: true` stops every hook — the team's PreToolUse command guard and the
 * user's own — and `sandbox.enabled: false` turns a sandbox off for everyone who loads the file. Nothing is
 * granted by name, so it is medium, not the high of an open shell.
 */
export declare function reportGuardsOff(ctx: RuleContext, path: string, data: unknown, regionAt: (at: string[]) => Region | undefined): Promise<void>;
/**
 * A security control on the user's account switched off by a call the skill makes or has the agent make
 * (src/analysis/controls-off.ts): Vercel deployment protection emptied, a GitHub branch protection deleted,
 * a security group opened to 0.0.0.0/0, an MFA device removed. Nothing is granted to the skill, but the
 * account is left open to others, usually as a troubleshooting step ("if you see 401, disable protection"):
 * medium where it runs, low when the text asks the user first (consent-gates.ts) or only shows it.
 * privileged-command reports it; it is never an exfiltration (the user's token goes to its own service).
 */
export declare function reportControlsOff(ctx: RuleContext): Promise<void>;
