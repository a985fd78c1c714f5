import type { Behaviour } from '../analysis/facts.js';
import { dangerOfPayload } from '../analysis/payload-danger.js';
import { guardsOff } from '../analysis/settings-content.js';
import { inProjectConfigFolder } from '../discovery/launch.js';
import type { Region, Severity } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { reportAgentConfigGrants, reportNamingReachers } from './support/agent-config-grants.js';
import { launchEffect, sandboxedLaunch } from './support/agent-launch-grade.js';
import { agentModeGrant } from './support/agent-modes.js';
import { reportApprovingHooks } from './support/approving-hooks.js';
import {
  HIGH_WHERE_IT_RUNS,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import type { Judged } from './support/command-runners.js';
import { reportGuardsOff } from './support/guards-off.js';
import { OWNER_RUNNER, ownerRunner } from './support/runner-launches.js';
import { kindReadsKey, leftOutOfActingMarketplaces } from './support/runtimes.js';
import { openScriptRunner } from './support/script-runner-grants.js';
import { heldCopyOf, installedTwinGranting } from './support/skill-placement.js';
import { lowerSeverity } from './support/text-context.js';
import { readToolList } from './support/tool-list.js';
import { exactCommandOf, judgeToolRule } from './support/tool-rule-judge.js';
import { reportTrustSettings } from './support/trust-setting-grants.js';
import { writtenGrant } from './support/written-grants.js';
import { reportedAtSource, withWriter, writtenNote, writtenSettingsAt } from './support/written-settings.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * `allowed-tools` pre-approves tools: they run without a permission prompt while the skill is active,
 * and Claude Code applies a project skill's grant even in `claude -p` in a never-trusted folder.
 * Settings `permissions.allow` and `defaultMode` do the same for a whole project. Unrestricted shells,
 * interpreters, network tools and bypass modes turn one prompt injection into code execution.
 */

/**
 * Not `dontAsk`: it denies every tool call no allow rule pre-approves instead of asking
 * (code.claude.com/docs/en/agent-sdk/permissions), so it grants nothing; the allow rules beside it are
 * judged one by one.
 */
const MODES: Record<string, Judged> = {
  bypassPermissions: { severity: 'high', what: 'every tool call runs without any permission prompt' },
  acceptEdits: { severity: 'low', what: 'file edits are accepted without asking' },
};

/**
 * What one rule pre-approves. A rule without a wildcard approves one literal command and nothing added to it
 * (`Bash(node -e "…")`): it is graded by what that command does when run — downloading and running code,
 * sending or reading secrets — not as the open interpreter its first word names. An open `npm run` is judged
 * by the scripts it covers (support/script-runner-grants.ts).
 */
async function judgeGrant(ctx: RuleContext, rule: string, from: string): Promise<Judged | undefined> {
  const script = await openScriptRunner(ctx, rule, from);
  if (script) return script;
  const command = exactCommandOf(rule);
  const danger = command === undefined ? undefined : await dangerOfPayload(command);
  if (danger)
    return {
      severity: 'high',
      what: `only this exact command, but the command is ${danger}, and it runs without a prompt`,
    };
  return judgeToolRule(rule);
}

/** Why a document's grants apply nowhere as it sits (`low`), or only from inside a folder kept out of use. */
interface CopyNote {
  low: boolean;
  note: string;
}

function copyNoteOf(ctx: RuleContext, doc: SkillDoc): CopyNote | undefined {
  // A reference copy in a project configuration folder (`.claude/docs/…/SKILL.md`) grants nothing where it is.
  if (doc.scope === 'collection' && inProjectConfigFolder(doc.path))
    return {
      low: true,
      note: ' — but this copy sits in a project configuration folder no runtime loads skills from: it grants nothing until someone moves it into a skills folder',
    };
  // A plugin copy the acting runtime's marketplace here leaves out (published for another runtime).
  const leftOut = leftOutOfActingMarketplaces(ctx.model, doc);
  if (leftOut)
    return {
      low: true,
      note: ` — but the repository's marketplace (${leftOut.join(', ')}) does not list this plugin, which another runtime's marketplace publishes: it grants this only to someone who loads the plugin folder by path`,
    };
  // A backup, draft or fixture copy that nothing outside its folder installs (support/skill-placement.ts).
  const kept = heldCopyOf(ctx.model, doc);
  if (!kept) return undefined;
  return kept.reach.by === 'nothing'
    ? {
        low: true,
        note: ` — but nothing installs this copy: it is kept in ${kept.held}/, a folder named for copies kept out of use, while the repository installs its skills from other folders; it grants this only once someone moves it into a skills folder`,
      }
    : {
        low: false,
        note: ` — but only ${kept.reach.what} places this copy, inside ${kept.held}/, a folder named for copies kept out of use: it grants this ${kept.reach.how}`,
      };
}

async function reportDoc(ctx: RuleContext, doc: SkillDoc): Promise<void> {
  // A subagent file's `allowed-tools` is a key its runtime ignores (subagent-frontmatter says so): no grant.
  const list = kindReadsKey(ctx.model, doc, 'allowed-tools')
    ? readToolList(doc.frontmatter, 'allowed-tools')
    : undefined;
  // Only the user can start it: the grant lasts for runs someone chose, never one the model starts
  // after reading a file that asks for it.
  const userOnly = doc.frontmatter.get('disable-model-invocation') === true;
  const copy = list && list.entries.length > 0 ? copyNoteOf(ctx, doc) : undefined;
  for (const e of list?.entries ?? []) {
    const j = await judgeGrant(ctx, e.text, doc.path);
    if (!j) continue;
    const when = userOnly
      ? `during each run of this ${doc.kind} the user starts (disable-model-invocation: the model cannot start it)`
      : `while the ${doc.kind} runs`;
    const base = userOnly ? lowerSeverity(j.severity) : j.severity;
    // A copy nothing places whose grant an installed copy of the same skill declares too (reported there).
    const twin = copy ? undefined : installedTwinGranting(ctx.model, doc, e.text, (t) => !copyNoteOf(ctx, t));
    const note =
      copy?.note ??
      (twin
        ? ` — but ${doc.scope === 'collection' ? 'nothing places this copy itself' : 'the runtimes that place this copy do not act on allowed-tools'}, and the copy of the same skill that this repository installs (${twin.path}) grants the same and is reported there`
        : '');
    ctx.report({
      message: `allowed-tools pre-approves '${e.text}' — ${j.what}; Claude Code grants it ${when}, without a trust prompt even in \`claude -p\`${note}`,
      location: { path: doc.path, region: e.region },
      ...(j.related ? { related: j.related } : {}),
      severity: copy?.low || twin ? 'low' : copy ? lowerSeverity(base) : base,
      fingerprintKey: `allowed-tools|${e.text}`,
    });
  }
  // Claude Code ignores permissionMode in a plugin's subagents (subagent-frontmatter says so): no grant.
  if (doc.kind === 'agent' && doc.scope === 'plugin') return;
  const mode = doc.frontmatter.get('permissionMode');
  const info = doc.frontmatter.keys.get('permissionMode');
  if (typeof mode !== 'string' || !MODES[mode] || !info) return;
  // A subagent's mode covers the tools it has: graded by them, and reported with the skills that hand
  // it work by name (support/reach.ts), since that is how the mode comes into play.
  const j = doc.kind === 'agent' ? agentModeGrant(doc, mode, MODES[mode]!) : MODES[mode]!;
  if (!j) return;
  await reportNamingReachers(ctx, {
    path: doc.path,
    region: info.valueRegion,
    message: `permissionMode '${mode}': ${j.what} while this ${doc.kind} works`,
    severity: j.severity,
    fingerprintKey: `permissionMode|${mode}`,
  });
}

export default defineRule('permissive-allowed-tools', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) await reportDoc(ctx, doc);
  await reportGrantsInCode(ctx);
  await reportApprovingHooks(ctx, judgeToolRule);
  await reportAgentConfigGrants(ctx);
  await reportTrustSettings(ctx);
  for (const p of ctx.model.launchPoints) {
    if (p.kind !== 'permission' || p.name !== 'enableAllProjectMcpServers') continue;
    const w = writtenSettingsAt(ctx, p.path)?.written;
    const note = w ? writtenNote(w) : undefined;
    // In the user's own settings it holds in every project the user opens: any repository's .mcp.json
    // starts its servers (commands of that repository) without a prompt.
    const every = w?.home === true;
    ctx.report({
      message: every
        ? `settings enableAllProjectMcpServers: every MCP server that the .mcp.json of any project the user opens declares starts without asking${note!.by}`
        : `settings enableAllProjectMcpServers: every MCP server in the project .mcp.json starts without asking, including servers a later change adds${note?.by ?? ''}`,
      ...withWriter({ path: p.path, ...(p.region ? { region: p.region } : {}) }, note),
      severity: note ? note.grade(every ? 'high' : 'medium') : 'medium',
      fingerprintKey: 'enableAllProjectMcpServers',
    });
  }
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error) continue;
    const note = f.written ? writtenNote(f.written) : undefined;
    const data = f.doc.data as { permissions?: { allow?: unknown; defaultMode?: unknown } } | null;
    await reportGuardsOff(ctx, f.path, data, (at) => f.doc.regionAt(at));
    const perms = data && typeof data === 'object' ? data.permissions : undefined;
    if (!perms || typeof perms !== 'object') continue;
    const allow = Array.isArray(perms.allow) ? perms.allow.slice(0, 500) : [];
    for (const [i, rule] of allow.entries()) {
      if (typeof rule !== 'string') continue;
      const j = await judgeGrant(ctx, rule, f.path);
      if (!j) continue;
      const region: Region | undefined = f.doc.regionAt(['permissions', 'allow', i]);
      ctx.report({
        message: `settings permissions.allow pre-approves '${rule}' — ${j.what}; it applies ${note?.whom ?? 'to everyone who opens this project'}, including \`-p\`/SDK runs${note?.by ?? ''}`,
        ...withWriter({ path: f.path, ...(region ? { region } : {}) }, note, j.related),
        severity: note ? note.grade(j.severity) : j.severity,
        fingerprintKey: `allow|${rule}`,
      });
    }
    // A written file's mode is graded with the runtime's trust table (support/trust-setting-grants.ts).
    const mode = note ? undefined : perms.defaultMode;
    if (typeof mode === 'string' && MODES[mode]) {
      const region = f.doc.regionAt(['permissions', 'defaultMode']);
      ctx.report({
        message: `settings permissions.defaultMode '${mode}': ${MODES[mode]!.what} for everyone who opens this project`,
        location: { path: f.path, ...(region ? { region } : {}) },
        severity: MODES[mode]!.severity,
        fingerprintKey: `defaultMode|${mode}`,
      });
    }
  }
});

/**
 * Grants made by code rather than declared: an agent CLI started with its approval checks off
 * (`claude --dangerously-skip-permissions`, `codex --full-auto`), or agent settings written with
 * `Bash(*)` or `bypassPermissions` in them.
 */
/** The grade and wording of an agent launched with approvals off, `where` saying what starts it. */
function launchReport(
  b: Extract<Behaviour, { kind: 'launch' }>,
  where: string,
  severity: Severity,
): { severity: Severity; message: string } {
  // A launch whose commands stay inside the agent's sandbox (support/agent-launch-grade.ts): a step below
  // turning the sandbox or approvals off.
  return {
    severity: sandboxedLaunch(b) ? lowerSeverity(severity) : severity,
    message: `${shown(b)} starts ${b.program} with ${b.bypass.join(', ')} ${where}: ${launchEffect(b)}`,
  };
}

async function reportGrantsInCode(ctx: RuleContext): Promise<void> {
  const launchSites = new Set<string>();
  for (const loc of await reachedBehaviours(ctx, ['launch', 'write'])) {
    const b = loc.b;
    const severity = HIGH_WHERE_IT_RUNS[loc.unit.placement];
    if (!severity) continue;
    if (b.kind === 'launch' && b.bypass.length > 0) {
      // One call site reached with other arguments (a function called twice) is one launch.
      const site = `${loc.path}|${b.at.startLine}:${b.at.startColumn}|${b.program}|${b.bypass.join(' ')}`;
      if (launchSites.has(site)) continue;
      launchSites.add(site);
      // The owner's runner (a cron script, a worker launcher nothing in reach runs): one step lower.
      const owner = await ownerRunner(ctx, loc.path, loc.unit);
      const sev = owner ? lowerSeverity(severity) : severity;
      await reportBehaviour(ctx, loc, launchReport(b, owner ? OWNER_RUNNER : whereItRuns(loc.unit), sev));
    } else if (
      b.kind === 'write' &&
      (b.cls === 'agent-settings' || b.cls === 'agent-hooks') &&
      b.content &&
      !reportedAtSource(ctx, loc.path, b.content)
    ) {
      const grant = writtenGrant(b.content.text);
      const off = grant ? undefined : guardsOff(b.content.text);
      if (grant)
        await reportBehaviour(ctx, loc, {
          severity,
          key: `grant-write:${b.key}`,
          message: `${shown(b)} writes a permission grant (${grant}) into agent settings ${whereItRuns(loc.unit)}: later sessions run tools without asking`,
        });
      // Guards switched off grant nothing by name: one step below a grant (support/guards-off.ts).
      else if (off)
        await reportBehaviour(ctx, loc, {
          severity: lowerSeverity(severity),
          key: `guards-off-write:${b.key}`,
          message: `${shown(b)} switches the user's guards off (${off}) in agent settings ${whereItRuns(loc.unit)}: hooks that check commands, or the sandbox, no longer run in later sessions`,
        });
    }
  }
}
