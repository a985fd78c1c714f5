import type { FileFacts } from '../analysis/extract.js';
import type { Behaviour, BehaviourOf, CodeUnit } from '../analysis/facts.js';
import { SECRET_LABEL } from '../analysis/paths.js';
import { inert } from '../analysis/payloads.js';
import { atLeast, type Location, type Region, type Severity, severityRank } from '../findings.js';
import type { LaunchPoint } from '../model/launch.js';
import { launchVerdict } from './support/agent-launch-grade.js';
import { describeEndpoint } from './support/behaviour.js';
import { judgeCredentialHelper } from './support/credential-helpers.js';
import { CONFIG_SECRETS, isIntendedCall } from './support/flows.js';
import { joinedFacts } from './support/joined-facts.js';
import { type LaunchJudgement, reportLaunches } from './support/launch-reports.js';
import { WHEN } from './support/launch-when.js';
import { memoryBoundSession, providerBound, providerBoundSession } from './support/model-providers.js';
import { outletFor } from './support/outlets.js';
import { projectMemoryWrite } from './support/persistence-labels.js';
import { settingsWrite } from './support/settings-writes.js';
import { sendsLoginToIssuer } from './support/store-issuers.js';
import { forUsersReceiver } from './support/user-receivers.js';
import { projectOwned, workspaceVerdict } from './support/workspace-runs.js';
import { whatWriteAdds } from './support/write-adds.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Commands the runtime runs by itself — hooks, MCP servers, status lines, settings helpers (launch
 * points, src/model/launch.ts). A hook's presence is info; its severity follows what it does, including
 * what the scripts it runs do, through their references (a hook → audit.sh → lib/telemetry.sh that posts
 * the environment is one high finding at the hook, naming the scripts). MCP servers and status lines are
 * reported only when they do something notable (rules/hook-command-exec.md).
 */

interface Verdict {
  severity: Severity;
  what: string;
  evidence?: Location;
  /**
   * A read of a secret: high only while something that runs with it can carry it off the machine; a
   * local copy (an archive of the session transcript) is medium.
   */
  stays?: boolean;
  /** Said after the evidence's file: what can carry the read off the machine, or that nothing can. */
  tail?: string;
  /** Where a read that stays high can leave the machine. */
  outlet?: Location;
  /** A read of the session's own text (transcripts): a send to the model provider is no way out for it. */
  session?: true;
  /** Runs code from the user's open project: dropped where the launch point is the project's own. */
  workspace?: true;
}

const INFO: Verdict = { severity: 'info', what: '' };
/** Programs a skill puts on PATH are persistence's to pair with a credential helper's name. */
const NO_INSTALLS = new Map<string, never>();

/** How bad a send is when something runs it unasked. */
function judgeSend(ctx: RuleContext, b: BehaviourOf<'send'>): Verdict | undefined {
  if (b.endpoint.cls === 'local') return undefined;
  // A token to the service its name says it belongs to (an MCP server's own API key) is how it logs in.
  if (isIntendedCall(b.data, b.endpoint)) return undefined;
  // The session's text to a model provider under the user's own key: as data-exfiltration grades it.
  if (providerBoundSession(b))
    return {
      severity: 'low',
      what: `sends the session's text to ${b.endpoint.host} under the user's own key`,
    };
  // To a hosted memory service under the user's own key: medium, as data-exfiltration grades it.
  if (memoryBoundSession(b))
    return {
      severity: 'medium',
      what: `sends the session's text to ${b.endpoint.host}, a hosted memory service that keeps it, under the user's own key`,
    };
  // What the user copied or sees: high, as data-exfiltration grades it (no named store).
  if (b.data.secret === 'clipboard' || b.data.secret === 'screen-capture')
    return {
      severity: 'high',
      what: `sends ${SECRET_LABEL[b.data.secret]} to ${describeEndpoint(b.endpoint)}`,
    };
  // An agent CLI's login used with its issuer is the read's to report (credential-access); what else the
  // request carries is judged as any send's data. One variable whose name says no secret (a model name) is
  // configuration, as data-exfiltration reads it, except to a host that exists to receive data.
  const receiver = b.endpoint.cls === 'exfil-service' || b.endpoint.cls === 'raw-ip';
  if (
    (b.data.taints.includes('secret') && !sendsLoginToIssuer(b)) ||
    (b.data.taints.includes('env') && (b.data.secret !== undefined || receiver))
  )
    return {
      severity: 'critical',
      what: `sends ${b.data.secret ? SECRET_LABEL[b.data.secret] : 'environment variables'} to ${describeEndpoint(b.endpoint)}`,
    };
  // An `http` hook: the runtime itself posts every event's JSON (the prompt, the tool call and its
  // output) to that host, so the whole session leaves unless the host is the user's own machine.
  if (b.key.startsWith('send:hook-http:') && b.endpoint.cls !== 'placeholder')
    return {
      severity: 'high',
      what: `sends every event (prompts, tool calls) to ${describeEndpoint(b.endpoint)}`,
    };
  // A command hook's script that posts the event it reads on stdin does the same as an `http` hook.
  // A receiver the user's own variables name (their bot and chat, their webhook): one step lower.
  if (b.data.taints.includes('conversation') && b.endpoint.cls !== 'placeholder')
    return forUsersReceiver(ctx, b, {
      severity: 'high',
      what: `sends the event it is handed (the prompt, the tool call) to ${describeEndpoint(b.endpoint)}`,
    });
  return forUsersReceiver(ctx, b, {
    severity: b.endpoint.cls === 'exfil-service' || b.endpoint.cls === 'raw-ip' ? 'high' : 'medium',
    what: `sends data to ${describeEndpoint(b.endpoint)}`,
  });
}

/** How bad one behaviour is when something runs it unasked. */
function judge(ctx: RuleContext, b: Behaviour): Verdict | undefined {
  switch (b.kind) {
    case 'execute':
      // A reply spliced, quoted, as an argument of a URL opener or printer is opened or printed, not run.
      if (b.code.taints.includes('download') && b.spliced)
        return {
          severity: 'medium',
          what: `splices a server reply into a shell command line (${b.spliced})`,
        };
      if (b.code.taints.includes('download'))
        return { severity: 'critical', what: 'downloads code and runs it' };
      if (b.code.taints.includes('decoded'))
        return { severity: 'high', what: 'decodes a hidden payload and runs it' };
      return undefined;
    case 'reverse-shell':
      return { severity: 'critical', what: 'opens a reverse shell' };
    case 'workspace-run':
      return workspaceVerdict(b);
    case 'send':
      return judgeSend(ctx, b);
    case 'read':
      return CONFIG_SECRETS.has(b.secret) || b.secret === 'env-all'
        ? undefined
        : {
            severity: 'high',
            what: `reads ${SECRET_LABEL[b.secret]}`,
            stays: true,
            ...(b.secret === 'agent-transcript' ? { session: true as const } : {}),
          };
    case 'write':
      if (b.cls === 'agent-settings') return settingsWrite(b);
      if (b.cls === 'agent-program')
        return { severity: 'high', what: `replaces the agent's own program (${inert(b.target.text, 60)})` };
      if (projectMemoryWrite(b)) return projectMemoryWrite(b);
      return [
        'shell-rc',
        'editor-startup',
        'tool-startup',
        'build-startup',
        'python-startup',
        'autostart',
        'agent-settings',
        'agent-hooks',
        'agent-memory',
        'ssh-authorized-keys',
        'sudoers',
        'git-hooks',
        'path-shadow',
      ].includes(b.cls)
        ? { severity: 'high', what: `writes ${inert(b.target.text, 60)}, which outlives the session` }
        : undefined;
    case 'fetch':
      return b.endpoint.cls === 'local'
        ? undefined
        : { severity: 'medium', what: `fetches from ${describeEndpoint(b.endpoint)}` };
    case 'config': {
      // A git program named as a command (`core.pager less`) is an everyday setting on its own.
      if (b.setting === 'git-tool') return undefined;
      // A credential helper is graded as persistence grades it: git's own helper by name is a setting.
      if (b.setting === 'git-credential-helper') {
        const j = judgeCredentialHelper(b, NO_INSTALLS);
        return j && { severity: j.base, what: `${j.words}${j.why ?? ''}` };
      }
      // A package feed the launch point's own command installs from is supply-chain-redirect's evidence
      // (support/launch-feeds.ts), and a script's is found in its text: named there, not here again.
      if (b.setting === 'package-registry' || b.setting === 'package-index') return undefined;
      return { severity: 'high', what: `changes ${b.setting}` };
    }
    case 'launch':
      return launchVerdict(b);
    case 'destroy':
      return { severity: 'high', what: 'destroys data' };
    case 'privilege':
      return b.interpreter ? { severity: 'high', what: 'runs code as root' } : undefined;
    case 'install': {
      // From another feed (`--registry`, `--index-url`, `--add-source`): supply-chain-redirect's evidence.
      if (b.source === 'registry' || b.source === 'path' || b.source === 'custom-index') return undefined;
      // Over plain http or from a bare IP address, anyone on the path (or whoever holds the address next)
      // chooses the code that starts with every session.
      const exposed = /^(?:git\+)?http:\/\/|:\/\/(?:\d{1,3}\.){3}\d{1,3}(?:[:/]|$)/i.test(b.spec);
      return exposed
        ? {
            severity: 'high',
            what: `installs ${inert(b.spec, 60)} from outside the registry, over plain http or from a bare IP address`,
          }
        : { severity: 'medium', what: `installs ${inert(b.spec, 60)} from outside the registry` };
    }
    default:
      return undefined;
  }
}

function worse(a: Verdict, b: Verdict | undefined): Verdict {
  return b && severityRank(b.severity) > severityRank(a.severity) ? b : a;
}

/** What the behaviours among `units` of a file (with their nested units) do, one verdict each. */
async function verdictsIn(
  ctx: RuleContext,
  facts: FileFacts,
  units: ReadonlySet<number>,
  path: string,
): Promise<Verdict[]> {
  const inside = new Set(units);
  for (const u of facts.units) if (u.parent !== undefined && inside.has(u.parent)) inside.add(u.id);
  const out: Verdict[] = [];
  // Joined across modules: a send is judged by what it carries, wherever another module read it.
  for (const b of (await joinedFacts(ctx, path, facts)).behaviours) {
    if (!inside.has(b.unit)) continue;
    // A file rewritten from its own text (filtered, rotated) gains nothing that runs or instructs.
    const adds = b.kind === 'write' ? await whatWriteAdds(b) : undefined;
    if (adds === 'nothing') continue;
    const j =
      adds === 'own-lines' && b.kind === 'write'
        ? { severity: 'low' as const, what: `rewrites ${inert(b.target.text, 60)} from its own lines` }
        : judge(ctx, b);
    if (j)
      out.push({ ...j, evidence: { path, region: b.at, message: `${j.what}: ${inert(b.evidence, 80)}` } });
  }
  return out;
}

/** The units of the declaring file that hold this launch point's command. */
function unitsOf(facts: FileFacts, p: LaunchPoint): Set<number> {
  const same = (u: CodeUnit) =>
    u.parent === undefined &&
    (u.origin === 'hook' || u.origin === 'mcp' || u.origin === 'status-line') &&
    sameRegion(u.at, p.region);
  return new Set(facts.units.filter(same).map((u) => u.id));
}

function sameRegion(a: Region, b: Region | undefined): boolean {
  return b !== undefined && a.startLine === b.startLine && a.startColumn === b.startColumn;
}

/**
 * The top-level units of a walked file that run when the hook runs it: a script's code and a tool
 * configuration's commands (placed `script`/`auto`), never a document's fenced blocks (`instructed`,
 * `runnable`, `example`, `mention`: what the text shows or asks the agent to do).
 */
function runningUnits(facts: FileFacts): Set<number> {
  return new Set(
    facts.units
      .filter((u) => u.parent === undefined && (u.placement === 'script' || u.placement === 'auto'))
      .map((u) => u.id),
  );
}

/** What the scripts a launch point runs do, through everything they reference, and the files walked. */
async function throughScripts(
  ctx: RuleContext,
  p: LaunchPoint,
): Promise<{ verdicts: Verdict[]; scripts: string[]; files: string[] }> {
  const graph = await ctx.model.graph();
  const scripts = graph
    .edgesFrom(p.path)
    // A settings variable that relocates a program's configuration (`GIT_CONFIG_GLOBAL`) reaches the file the
    // program then reads (`loads`), besides what its command line runs.
    .filter(
      (e) =>
        (e.kind === 'hook-command' || (p.loads !== undefined && e.kind === 'tool-config')) &&
        e.status === 'ok' &&
        e.to &&
        sameRegion(e.region!, p.region),
    )
    .map((e) => e.to!);
  const verdicts: Verdict[] = [];
  const seen = new Set<string>();
  let frontier = [...new Set(scripts)];
  for (let depth = 0; frontier.length > 0 && depth < (graph.maxDepth ?? 8); depth++) {
    const next: string[] = [];
    for (const f of frontier) {
      if (seen.has(f)) continue;
      seen.add(f);
      const facts = await ctx.model.facts(f);
      // A document reached on the way (a rules file a comment or a recipe names) is read by people or the
      // agent, not run by the hook: its code blocks are examples or asks to the agent, judged where they
      // are by the content rules, and the files it links are not run by the hook either.
      if (facts?.markdown) continue;
      if (facts) verdicts.push(...(await verdictsIn(ctx, facts, runningUnits(facts), f)));
      for (const e of graph.edgesFrom(f))
        if (e.status === 'ok' && e.to && e.kind !== 'skill-folder') next.push(e.to);
    }
    frontier = next;
  }
  return { verdicts, scripts: [...new Set(scripts)], files: [...seen] };
}

/**
 * The worst of what a launch point does. A read of a secret with nothing that runs with it able to carry
 * it off the machine (src/rules/support/outlets.ts: no network send, tunnel, open file server or synced
 * folder in the hook's scripts, what runs with them, or its plugin's skills) is a local copy: medium, and
 * the message says so. With a way out, the read stays high and the way out is named.
 */
async function worstOf(
  ctx: RuleContext,
  p: LaunchPoint,
  verdicts: Verdict[],
  files: string[],
): Promise<Verdict> {
  const v = verdicts.reduce(worse, INFO);
  if (!v.stays || v.severity !== 'high') return v;
  // Reads of the session's own text alone: a send to the model provider (a classifier another hook of the
  // plugin calls) carries nothing the provider has not been sent; one call, one grade, whichever hook.
  const session = verdicts.every((x) => !x.stays || x.session);
  const out = await outletFor(ctx, [p.path, ...files], p.plugin, session ? providerBound : undefined);
  if (out)
    return {
      ...v,
      tail: `, and ${out.path} ${out.what}`,
      outlet: {
        path: out.path,
        region: out.b.at,
        message: `a way off the machine: ${inert(out.b.evidence, 80)}`,
      },
    };
  const provider = session ? await outletFor(ctx, [p.path, ...files], p.plugin) : undefined;
  const tail = provider
    ? `; what runs with it sends only to the model provider's API under the user's own key (${provider.path}), which the session's text already goes to`
    : '; nothing that runs with it sends anything off the machine, so it stays a local copy';
  return verdicts
    .map((x) => (x.stays && x.severity === 'high' ? { ...x, severity: 'medium' as const, tail } : x))
    .reduce(worse, INFO);
}

export default defineRule('hook-command-exec', async (ctx) => {
  const judged: LaunchJudgement[] = [];
  for (const p of ctx.model.launchPoints) {
    if (p.kind === 'permission') continue;
    const facts = await ctx.model.facts(p.path);
    const own = facts ? await verdictsIn(ctx, facts, unitsOf(facts, p), p.path) : [];
    const { verdicts, scripts, files } = await throughScripts(ctx, p);
    // A project's own hook running the project's code is its choice (support/workspace-runs.ts).
    const all = [...own, ...verdicts].filter((x) => !x.workspace || !projectOwned(p));
    const v = await worstOf(ctx, p, all, files);
    if (p.kind !== 'hook' && !atLeast(v.severity, 'low')) continue;
    const severity = p.ignored && atLeast(v.severity, 'high') ? 'medium' : v.severity;
    judged.push({ p, v, command: p.commandLine ?? p.url ?? '', scripts, severity });
  }
  // One finding per evidence: the same script line reached from several events of one hooks file.
  reportLaunches(ctx, judged, WHEN);
});
