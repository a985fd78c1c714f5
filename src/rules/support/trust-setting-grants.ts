import { RUNTIMES } from '../../discovery/runtimes/index.js';
import type { TrustKey } from '../../discovery/runtimes/types.js';
import { severityRank } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import { reportNamingReachers } from './agent-config-grants.js';
import { lowerSeverity } from './text-context.js';

/**
 * Trust settings read from a runtime's configuration table (src/discovery/trust-settings.ts) where no other
 * reading reports them: the user's own configuration as a dotfiles repository writes it (a chezmoi
 * modify-template setting Codex's `sandbox_mode = "danger-full-access"` applies to every session of the user,
 * in every project, without the trust a project's file needs), and named profiles a file defines without
 * selecting them (they apply only when the runtime is started with that profile: one step lower). The grade
 * is the table's: what the value lets the agent do unasked. A project's own top-level keys are reported by
 * agent-config-grants.ts (Codex) and the settings readings (Claude Code).
 */

interface Hit {
  p: LaunchPoint;
  severity: 'high' | 'medium' | 'low';
  what: string;
}

function groupKey(p: LaunchPoint): string | undefined {
  const t = p.trust;
  if (!t || p.kind !== 'permission') return undefined;
  const unselected = t.profile && !t.profile.selected && !t.profile.startedWith ? t.profile.name : undefined;
  if (p.origin !== 'user-config' && unselected === undefined && !t.written) return undefined;
  return `${p.path}\u0000${unselected ?? ''}`;
}

export async function reportTrustSettings(ctx: RuleContext): Promise<void> {
  const groups = new Map<string, Map<string, LaunchPoint>>();
  for (const p of ctx.model.launchPoints) {
    const key = groupKey(p);
    if (key === undefined || !p.name) continue;
    // Later points win: a selected profile's key over the top-level one, as the runtime applies them.
    const g = groups.get(key) ?? new Map<string, LaunchPoint>();
    g.set(p.name, p);
    groups.set(key, g);
  }
  for (const g of groups.values()) await reportGroup(ctx, [...g.values()]);
}

async function reportGroup(ctx: RuleContext, points: LaunchPoint[]): Promise<void> {
  const first = points[0]!;
  const runtime = RUNTIMES.find((r) => r.id === first.trust!.runtime);
  const table = runtime?.trustSettings;
  if (!runtime || !table) return;
  const hits: Hit[] = [];
  const kept: string[] = [];
  for (const p of points) {
    const key = table.keys.find((k) => k.key === p.name);
    const grade = key?.removes[p.value ?? ''];
    if (grade) hits.push({ p, ...grade, ...boundedGrade(table.keys, key!.boundedBy, points, grade) });
    else kept.push(`${p.name} = "${p.value}"`);
  }
  if (hits.length === 0) return;
  hits.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  const worst = hits[0]!;
  const profile =
    first.trust!.profile && !first.trust!.profile.selected && !first.trust!.profile.startedWith
      ? first.trust!.profile.name
      : undefined;
  const user = first.origin === 'user-config';
  const written = first.trust!.written;
  const settings = hits.map((h) => `${h.p.name} = "${h.p.value}"`).join(' with ');
  const where = user
    ? `${runtime.name} user configuration (${first.trust!.via ?? first.trust!.target ?? 'the user file'})`
    : `${runtime.name} project configuration${written ? ` (${first.trust!.via})` : ''}`;
  const chosen = worst.p.trust?.profile;
  const flag = table.profiles?.flag ?? 'that profile';
  const inProfile =
    profile !== undefined
      ? ` in profile '${profile}' (applied when ${runtime.name} is started with ${flag} ${profile})`
      : chosen?.selected
        ? ` in profile '${chosen.name}', which the file selects`
        : chosen?.startedWith
          ? ` in profile '${chosen.name}', which ${chosen.startedWith} starts ${runtime.name} with (${flag} ${chosen.name})`
          : '';
  const whom = user
    ? `in every ${runtime.name} session of this user, in every project (the user's own file needs no project trust)`
    : 'for everyone who trusts this project';
  const context = kept.length > 0 ? ` (beside ${kept.join(', ')})` : '';
  await reportNamingReachers(ctx, {
    path: first.path,
    ...(worst.p.region ? { region: worst.p.region } : {}),
    ...(written
      ? {
          related: [
            {
              path: written.path,
              region: written.region,
              message: `writes this into ${first.trust!.target}`,
            },
          ],
        }
      : {}),
    severity: lowerSeverity(worst.severity, (profile !== undefined ? 1 : 0) + (written?.optIn ? 1 : 0)),
    message: `${where} sets ${settings}${inProfile}: ${hits.map((h) => h.what).join('; ')}${context}, ${whom}`,
    fingerprintKey: `trust|${runtime.id}|${profile ?? ''}|${hits.map((h) => `${h.p.name}=${h.p.value}`).join(',')}`,
  });
}

/**
 * A key whose effect another key of the same table bounds (TrustKey.boundedBy): with that key set to a value
 * that removes nothing, one step lower, saying so.
 */
function boundedGrade(
  keys: readonly TrustKey[],
  by: string | undefined,
  points: readonly LaunchPoint[],
  grade: { severity: 'high' | 'medium' | 'low'; what: string },
): { severity: 'high' | 'medium' | 'low'; what: string } | undefined {
  const bound = by ? points.find((q) => q.name === by) : undefined;
  const removes = keys.find((k) => k.key === by)?.removes ?? {};
  if (!bound || bound.value === undefined || removes[bound.value]) return undefined;
  const severity = grade.severity === 'high' ? 'medium' : 'low';
  return { severity, what: `${grade.what}, but only inside the sandbox that ${by} = "${bound.value}" sets` };
}
