import { inert } from '../../analysis/payloads.js';
import { atLeast, type Location, type Severity } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';

/**
 * How hook-command-exec reports its launch points, one finding per evidence (shared/docs/taxonomy.md): the
 * same command of one hooks file on several events (a notifier on Stop, Notification and SubagentStop)
 * whose grade comes from the same line of a script it runs is that line's finding once, at the first
 * event, naming every event, with the other events as related locations. A grade from the hook's own
 * command line, or none, stays with each hook.
 */

export interface LaunchJudgement {
  p: LaunchPoint;
  command: string;
  severity: Severity;
  /** What the launch point does, the line that says so, and what carries it off the machine. */
  v: {
    what: string;
    evidence?: Location | undefined;
    outlet?: Location | undefined;
    tail?: string | undefined;
  };
  /** The scripts its command runs. */
  scripts: string[];
}

function evidenceKey(j: LaunchJudgement): string | undefined {
  const e = j.v.evidence;
  if (!e || e.path === j.p.path || !atLeast(j.severity, 'low')) return undefined;
  const at = `${e.region?.startLine}:${e.region?.startColumn}`;
  return `${j.p.path}|${j.command}|${j.severity}|${j.p.ignored ?? ''}|${e.path}|${at}`;
}

/** Each judgement to report, with the launch points whose finding it also is (in the order given). */
function byEvidence(all: readonly LaunchJudgement[]): Array<{ first: LaunchJudgement; also: LaunchPoint[] }> {
  const out: Array<{ first: LaunchJudgement; also: LaunchPoint[] }> = [];
  const seen = new Map<string, { first: LaunchJudgement; also: LaunchPoint[] }>();
  for (const j of all) {
    const key = evidenceKey(j);
    const group = key === undefined ? undefined : seen.get(key);
    if (group) group.also.push(j.p);
    else {
      const fresh = { first: j, also: [] as LaunchPoint[] };
      if (key !== undefined) seen.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}

/** "Stop", "Stop and Notification", "Stop, Notification and SubagentStop". */
function eventNames(points: readonly LaunchPoint[]): string | undefined {
  const names = [...new Set(points.map((q) => q.event ?? '').filter((e) => e !== ''))];
  return names.length < 2 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Reports the judged launch points; `when` words how the runtime starts one (its event set as given). */
export function reportLaunches(
  ctx: RuleContext,
  all: readonly LaunchJudgement[],
  when: (p: LaunchPoint) => string,
): void {
  for (const { first, also } of byEvidence(all)) {
    const { p, v, command } = first;
    const related: Location[] = first.scripts.map((s) => ({ path: s, message: 'script the command runs' }));
    if (v.evidence && !related.some((r) => r.path === v.evidence!.path && v.evidence!.path !== p.path))
      related.push(v.evidence);
    if (v.outlet) related.push(v.outlet);
    for (const q of also)
      related.push({
        path: q.path,
        ...(q.region ? { region: q.region } : {}),
        message: `the same command on ${q.event ?? 'another'} event`,
      });
    const events = also.length ? eventNames([p, ...also]) : undefined;
    const ignored = p.ignored ? ` (${p.ignored}; a later fix would run it)` : '';
    const does = v.what
      ? `; it ${v.what}${v.evidence && v.evidence.path !== p.path ? ` (in ${v.evidence.path})` : ''}${v.tail ?? ''}`
      : '';
    ctx.report({
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: first.severity,
      message: `\`${inert(command, 100).replace(/`/g, "'")}\` — ${when(events ? { ...p, event: events } : p)}${ignored}${does}`,
      related,
      fingerprintKey: `${p.kind}|${p.event ?? p.name ?? ''}|${command}`,
    });
  }
}
