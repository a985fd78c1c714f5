import { controlOffOfRequest } from '../../analysis/controls-off.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import { isRecord } from '../../analysis/records.js';
import type { Region, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  type Located,
  MEDIUM_WHERE_IT_RUNS,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { gatedAtLine } from './consent-gates.js';

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

/**
 * A security control on the user's account switched off by a call the skill makes or has the agent make
 * (src/analysis/controls-off.ts): Vercel deployment protection emptied, a GitHub branch protection deleted,
 * a security group opened to 0.0.0.0/0, an MFA device removed. Nothing is granted to the skill, but the
 * account is left open to others, usually as a troubleshooting step ("if you see 401, disable protection"):
 * medium where it runs, low when the text asks the user first (consent-gates.ts) or only shows it.
 * privileged-command reports it; it is never an exfiltration (the user's token goes to its own service).
 */
export async function reportControlsOff(ctx: RuleContext): Promise<void> {
  const found: Array<{ loc: Located; off: { control: string; service: string } }> = [];
  for (const loc of await reachedBehaviours(ctx, ['control-off', 'send', 'fetch'])) {
    const b = loc.b;
    const off = b.kind === 'control-off' ? b : requestControlOff(b as BehaviourOf<'send' | 'fetch'>);
    if (off) found.push({ loc, off });
  }
  // `gh api … -F enforce_admins=false` is a send as well as the CLI's fact: one finding per command.
  const seen = new Set<string>();
  found.sort((x, y) => Number(y.loc.b.kind === 'control-off') - Number(x.loc.b.kind === 'control-off'));
  for (const { loc, off } of found) {
    const at = `${loc.path}:${loc.b.at.startLine}:${loc.b.at.startColumn}`;
    if (seen.has(at)) continue;
    seen.add(at);
    let severity: Severity | undefined = grade(CONTROL_OFF, loc.unit);
    if (!severity) continue;
    const asked = severity === 'medium' && (await askedBeforeTurningOff(ctx, loc));
    if (asked) severity = 'low';
    await reportBehaviour(ctx, loc, {
      severity,
      key: `control-off:${loc.b.key}`,
      message: `${shown(loc.b)} ${off.control} (${off.service}) ${whereItRuns(loc.unit)}${asked ? ', after asking the user' : ''}: a security control on the user's account is switched off`,
    });
  }
}

/**
 * Medium where it runs and in a shell block a step of the skill holds (the agent runs a procedure's blocks):
 * the control is off either way; low in an example.
 */
const CONTROL_OFF: PlacementGrades = { ...MEDIUM_WHERE_IT_RUNS, runnable: 'medium' };

/** HTTP method of a send, from the call as written (`-X DELETE`, `method: "PATCH"`, `requests.put(`). */
const METHOD =
  /(?:-X|--request|-Method|--method)[\s=]{0,4}["']?(DELETE|PATCH|PUT|POST)\b|\bmethod\s{0,4}[:=]\s{0,4}["'`](DELETE|PATCH|PUT|POST)\b|\.(delete|patch|put|post)\s{0,4}\(/i;

/** A request's control switched off: a send with its body, or a fetch (a DELETE carries none). */
function requestControlOff(
  b: BehaviourOf<'send' | 'fetch'>,
): { control: string; service: string } | undefined {
  if ((b.kind === 'send' && b.channel !== 'http') || !b.endpoint.url) return undefined;
  const body = b.kind === 'send' ? b.data.text : '';
  let host: string | undefined;
  let path: string;
  try {
    const u = new URL(b.endpoint.url.replace(/\$\{[^}]{0,80}\}/g, 'x'));
    host = u.hostname;
    path = u.pathname;
  } catch {
    return undefined;
  }
  const m = METHOD.exec(b.evidence);
  const method = (m?.[1] ?? m?.[2] ?? m?.[3] ?? (body ? 'POST' : 'GET')).toUpperCase();
  // Only `gh api` calls go without a host (controls-off.ts reads those as GitHub's); a send names one.
  return host ? controlOffOfRequest(host, path, method, body) : undefined;
}

/** Asking the user is a gate when the same line is about the change ("ask the user before disabling it"). */
const ABOUT_CHANGE =
  /\b(?:disabl\w*|turn\w* (?:it |this |them )?off|remov\w*|delet\w*|open\w*|change\w*|protection|proceed\w*|run\w*)\b/i;

async function askedBeforeTurningOff(ctx: RuleContext, loc: Located): Promise<boolean> {
  if (loc.unit.placement === 'auto' || loc.unit.member !== undefined) return false;
  const file = await ctx.model.files.text(loc.path);
  return file ? gatedAtLine(file.lines, loc.b.at.startLine, ABOUT_CHANGE) : false;
}
