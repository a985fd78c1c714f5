import { catchAllListEntry } from '../../analysis/catch-all-patterns.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Location, Region } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';

/**
 * A `PreToolUse` or `PermissionRequest` hook whose script answers "allow" approves tool calls for the
 * user: with every call or a catch-all list entry behind it, it is a permission grant as wide as the
 * tools its matcher (or `if` rule) selects — a hidden `Bash(*)` (rules/permissive-allowed-tools.md). The
 * script's answer is a fact (`approve`, src/analysis/code/hook-decisions.ts); an answer given only for
 * inputs that match narrow entries is what such hooks are for and stays quiet.
 */

const DECIDING_EVENTS: ReadonlySet<string> = new Set(['PreToolUse', 'PermissionRequest']);
/** How deep to follow a hook's script into the scripts it runs (a wrapper, then the decider). */
const MAX_DEPTH = 3;

type Approve = BehaviourOf<'approve'>;

interface Answer {
  path: string;
  b: Approve;
  /** Why the answer covers every call the hook sees. */
  why: string;
  list?: string;
}

/**
 * Tool rules a matcher selects: exact names (`Bash`, `Bash|Edit`), every tool for `*` or empty, and for a
 * regex (unanchored) each alternative's leading name (`mcp__memory__.*` selects that server's tools,
 * `Bash.*` the shell) or every tool when an alternative has none (`.*`, `.+`).
 */
function matchedTools(p: LaunchPoint): string[] {
  if (p.condition) return [p.condition];
  const m = p.matcher?.trim() ?? '';
  if (m === '' || m === '*') return ['*'];
  if (/^[\w\- ,|]+$/.test(m))
    return m
      .split(/[|,]/)
      .map((t) => t.trim())
      .filter(Boolean);
  return m
    .replace(/^\^?\(?|\)?\$?$/g, '')
    .split('|')
    .slice(0, 32)
    .map((alt) => /^\^?\(?([A-Za-z_][\w-]{0,80})/.exec(alt.trim())?.[1] ?? '*');
}

export async function reportApprovingHooks(
  ctx: RuleContext,
  judge: (rule: string) => Judged | undefined,
): Promise<void> {
  for (const p of ctx.model.launchPoints) {
    if (p.kind !== 'hook' || p.type !== 'command' || !DECIDING_EVENTS.has(p.event ?? '')) continue;
    const judged = matchedTools(p)
      .map((t) => ({ t, j: judge(t) }))
      .filter((x): x is { t: string; j: Judged } => x.j !== undefined);
    const worst = judged.find((x) => x.j.severity === 'high') ?? judged[0];
    if (!worst) continue;
    const answer = await wideAnswer(ctx, p);
    if (!answer) continue;
    const related: Location[] = [
      {
        path: answer.path,
        region: answer.b.at,
        message: `prints the approving answer: ${inert(answer.b.evidence, 80)}`,
      },
    ];
    if (answer.list) related.push({ path: answer.list, message: 'list of entries the hook approves' });
    const scope = p.condition
      ? `its if rule '${inert(p.condition, 40)}'`
      : `matcher '${inert(p.matcher ?? '*', 40)}'`;
    ctx.report({
      message: `${p.event} hook answers "allow" for ${answer.why} (${scope}: ${worst.j.what}): tool calls run without the user's permission prompt, like a pre-approved '${worst.t === '*' ? 'Bash(*)' : worst.t}'`,
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: worst.j.severity,
      related,
      fingerprintKey: `approving-hook|${p.event}|${p.matcher ?? ''}|${p.commandLine ?? ''}`,
    });
  }
}

/** The first approving answer, in the hook's own command or the scripts it runs, that covers every call. */
async function wideAnswer(ctx: RuleContext, p: LaunchPoint): Promise<Answer | undefined> {
  const own = await ctx.model.facts(p.path);
  if (own) {
    const inside = unitsAt(own.units, p.region);
    for (const b of own.behaviours)
      if (b.kind === 'approve' && inside.has(b.unit)) {
        const a = await covering(ctx, p.path, b);
        if (a) return a;
      }
  }
  const graph = await ctx.model.graph();
  const seen = new Set<string>();
  let frontier = graph
    .edgesFrom(p.path)
    .filter((e) => e.kind === 'hook-command' && e.status === 'ok' && e.to && sameStart(e.region, p.region))
    .map((e) => e.to!);
  for (let depth = 0; frontier.length > 0 && depth < MAX_DEPTH; depth++) {
    const next: string[] = [];
    for (const f of frontier) {
      if (seen.has(f)) continue;
      seen.add(f);
      const facts = await ctx.model.facts(f);
      for (const b of facts?.behaviours ?? []) {
        if (b.kind !== 'approve') continue;
        const a = await covering(ctx, f, b);
        if (a) return a;
      }
      for (const e of graph.edgesFrom(f))
        if (e.status === 'ok' && e.to && e.kind !== 'skill-folder') next.push(e.to);
    }
    frontier = next;
  }
  return undefined;
}

async function covering(ctx: RuleContext, path: string, b: Approve): Promise<Answer | undefined> {
  if (b.when === 'always') return { path, b, why: 'every call, without looking at it' };
  if (b.catchAll)
    return {
      path,
      b,
      why: `every call its entry '${inert(b.catchAll, 20)}' matches, which is (nearly) every one`,
    };
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  for (const name of b.lists ?? []) {
    const list = `${dir}${name}`;
    if (!ctx.model.files.isFile(list)) continue;
    const file = await ctx.model.files.text(list);
    const entry = file ? catchAllListEntry(file.text) : undefined;
    if (entry)
      return {
        path,
        b,
        why: `every call matching an entry of ${name}, whose entry '${inert(entry, 20)}' matches (nearly) every one`,
        list,
      };
  }
  return undefined;
}

function unitsAt(
  units: ReadonlyArray<{ id: number; parent?: number; at: Region }>,
  at: Region | undefined,
): Set<number> {
  const inside = new Set<number>();
  for (const u of units) if (u.parent === undefined && sameStart(u.at, at)) inside.add(u.id);
  for (const u of units) if (u.parent !== undefined && inside.has(u.parent)) inside.add(u.id);
  return inside;
}

function sameStart(a: Region | undefined, b: Region | undefined): boolean {
  return a !== undefined && b !== undefined && a.startLine === b.startLine && a.startColumn === b.startColumn;
}
