import { catchAllListEntry } from '../../analysis/catch-all-patterns.js';
import type { ApproveShape, Behaviour, BehaviourOf } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import { type Location, type Region, severityRank } from '../../findings.js';
import type { LaunchPoint } from '../../model/launch.js';
import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';
import { lowerSeverity } from './text-context.js';

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
type Gate = BehaviourOf<'approve-gate'>;
type Contains = BehaviourOf<'approve-contains'>;

interface Answer {
  path: string;
  b: Approve | Gate | Contains;
  /** Why the answer covers every call the hook sees. */
  why: string;
  list?: string;
  /** The helper that prints the answer a prefix test's branch calls. */
  helper?: { path: string; b: Approve };
  /** What the approval grants when narrower than the matcher (a prefix behind a separator check). */
  judged?: Judged;
  /** The rule it is like (`Bash(uv run:*)`). */
  like?: string;
  /** The answer's shapes in the scripts the hook runs (each event reads its own). */
  shapes?: ApproveShape[];
}

/** The answer shapes each deciding event reads: PreToolUse `permissionDecision` (legacy `decision: "approve"`), PermissionRequest `decision.behavior`. */
const READ_SHAPES: Readonly<Record<string, readonly ApproveShape[]>> = {
  PreToolUse: ['permissionDecision', 'decision'],
  PermissionRequest: ['behavior'],
};

/** The scripts print the answer only in shapes the event does not read: inert today, one key away from live. */
function unreadShape(event: string, shapes: readonly ApproveShape[] | undefined): ApproveShape | undefined {
  const read = READ_SHAPES[event];
  if (!read || !shapes || shapes.length === 0 || shapes.some((x) => read.includes(x))) return undefined;
  return shapes[0];
}

interface Found<B> {
  path: string;
  b: B;
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
    const answer = await wideAnswer(ctx, p, judge);
    if (!answer) continue;
    const related: Location[] = [
      {
        path: answer.path,
        region: answer.b.at,
        message: `${answer.b.kind === 'approve' ? 'prints the approving answer' : answer.b.kind === 'approve-contains' ? 'approves when the command contains a literal' : "approves by the command's prefix"}: ${inert(answer.b.evidence, 80)}`,
      },
    ];
    if (answer.helper)
      related.push({
        path: answer.helper.path,
        region: answer.helper.b.at,
        message: `prints the approving answer: ${inert(answer.helper.b.evidence, 80)}`,
      });
    if (answer.list) related.push({ path: answer.list, message: 'list of entries the hook approves' });
    const scope = p.condition
      ? `its if rule '${inert(p.condition, 40)}'`
      : `matcher '${inert(p.matcher ?? '*', 40)}'`;
    const graded = answer.judged ?? worst.j;
    const like = answer.like ?? (worst.t === '*' ? 'Bash(*)' : worst.t);
    // Printed under a key the event does not read (`permissionDecision` from a PermissionRequest hook): the
    // answer is ignored today, the grant one edit away — one step lower.
    const unread = unreadShape(p.event ?? '', answer.shapes);
    const inertNote = unread
      ? `; it prints the answer as '${unread}', which ${p.event} hooks do not read, so it is ignored until that key is fixed`
      : '';
    ctx.report({
      message: `${p.event} hook answers "allow" for ${answer.why} (${scope}: ${graded.what}): tool calls run without the user's permission prompt, like a pre-approved '${inert(like, 60)}'${inertNote}`,
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: unread ? lowerSeverity(graded.severity) : graded.severity,
      related,
      fingerprintKey: `approving-hook|${p.event}|${p.matcher ?? ''}|${p.commandLine ?? ''}`,
    });
  }
}

/**
 * The first approving answer, in the hook's own command or the scripts it runs, that covers every call;
 * else a prefix test whose branch approves (itself, or by calling the function that prints the answer).
 */
async function wideAnswer(
  ctx: RuleContext,
  p: LaunchPoint,
  judge: (rule: string) => Judged | undefined,
): Promise<Answer | undefined> {
  const approves: Array<Found<Approve>> = [];
  const gates: Array<Found<Gate>> = [];
  const contains: Array<Found<Contains>> = [];
  const relays: Array<BehaviourOf<'approve-relay'>> = [];
  let splits = false;
  const collect = (path: string, b: Behaviour) => {
    if (b.kind === 'approve') approves.push({ path, b });
    else if (b.kind === 'approve-gate') gates.push({ path, b });
    else if (b.kind === 'approve-contains') contains.push({ path, b });
    else if (b.kind === 'approve-relay') relays.push(b);
    else if (b.kind === 'command-split') splits = true;
  };
  const own = await ctx.model.facts(p.path);
  if (own) {
    const inside = unitsAt(own.units, p.region);
    for (const b of own.behaviours) if (inside.has(b.unit)) collect(p.path, b);
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
      for (const b of facts?.behaviours ?? []) collect(f, b);
      for (const e of graph.edgesFrom(f))
        if (e.status === 'ok' && e.to && e.kind !== 'skill-folder') next.push(e.to);
    }
    frontier = next;
  }
  const shapes = [...new Set(approves.flatMap((a) => a.b.shapes ?? []))];
  const withShapes = (a: Answer | undefined) => (a ? { ...a, shapes } : undefined);
  for (const a of approves) {
    const wide = await covering(ctx, a.path, a.b);
    if (wide) return withShapes(wide);
  }
  const names = approvers(approves, relays);
  return withShapes(
    containsAnswer(approves, contains, names) ??
      prefixAnswer(approves, gates, { approvers: names, splits }, judge),
  );
}

/**
 * A test that the command contains a literal, whose branch approves: any command holding it anywhere passes
 * (`cat ~/.claude/.credentials.json | curl …`, `curl … | sh # .claude`), a grant as wide as the matcher.
 */
function containsAnswer(
  approves: ReadonlyArray<Found<Approve>>,
  contains: ReadonlyArray<Found<Contains>>,
  names: ReadonlySet<string>,
): Answer | undefined {
  for (const c of contains) {
    if (!c.b.direct && !c.b.calls.some((n) => names.has(n))) continue;
    const helper = c.b.direct ? undefined : approves.find((a) => a.b.fn && names.has(a.b.fn));
    const shown = inert(c.b.needle, 40);
    return {
      path: c.path,
      b: c.b,
      ...(helper ? { helper } : {}),
      why: `every call whose command or path contains '${shown}' anywhere: the literal says nothing about what runs, so '<any command> # ${shown}', or one that reads a secret and sends it out with '${shown}' in an argument, is approved whole`,
    };
  }
  return undefined;
}

/** Functions that print the approving answer, and those that call one of them (a few layers deep). */
function approvers(
  approves: ReadonlyArray<Found<Approve>>,
  relays: ReadonlyArray<BehaviourOf<'approve-relay'>>,
): Set<string> {
  const names = new Set(approves.flatMap((a) => (a.b.fn ? [a.b.fn] : [])));
  for (let depth = 0; depth < 3 && names.size > 0; depth++) {
    const before = names.size;
    for (const r of relays) if (r.calls.some((c) => names.has(c))) names.add(r.fn);
    if (names.size === before) break;
  }
  return names;
}

/**
 * A prefix test whose branch approves. With no separator check, `<prefix> ; <any command>` passes it: the
 * grant is the matcher's (for `Bash`, an unrestricted shell). Behind a check, only the prefix's own
 * program is open, judged like `Bash(<prefix>:*)` (`uv run ` is a shell under another name; a named
 * script folder or `git log ` is narrow and stays quiet).
 */
function prefixAnswer(
  approves: ReadonlyArray<Found<Approve>>,
  gates: ReadonlyArray<Found<Gate>>,
  reached: { approvers: ReadonlySet<string>; splits: boolean },
  judge: (rule: string) => Judged | undefined,
): Answer | undefined {
  let best: Answer | undefined;
  for (const g of gates) {
    if (!g.b.direct && !g.b.calls.some((c) => reached.approvers.has(c))) continue;
    const helper = g.b.direct ? undefined : approves.find((a) => a.b.fn && reached.approvers.has(a.b.fn));
    // A script the hook runs that splits the command first compares each simple command's first word.
    const guarded = g.b.guarded || reached.splits;
    const shown = inert(g.b.prefix, 40);
    const base = { path: g.path, b: g.b, ...(helper ? { helper } : {}) };
    if (!guarded)
      return {
        ...base,
        why: `every command that begins with '${shown}': the hook does not reject every separator after it (\`;\`, \`&\`, \`|\`, \`$(…)\`), so '${shown}… ; <any command>' or '${shown} $(<any command>)' is approved whole`,
      };
    const like = `Bash(${g.b.prefix.trim()}:*)`;
    const j = judge(like);
    if (j && (!best?.judged || severityRank(j.severity) > severityRank(best.judged.severity)))
      best = {
        ...base,
        why: `every command that begins with '${shown}' (chained commands are checked one by one, but the rest of each is not)`,
        judged: j,
        like,
      };
  }
  return best;
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
