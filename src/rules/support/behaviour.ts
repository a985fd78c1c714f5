import { isToolConfiguration } from '../../analysis/build-files.js';
import { untranslatedHost } from '../../analysis/credential-issuers.js';
import type { FileFacts } from '../../analysis/extract.js';
import type {
  Behaviour,
  BehaviourKind,
  BehaviourOf,
  CodeUnit,
  Endpoint,
  HostClass,
  Placement,
} from '../../analysis/facts.js';
import { isPrivateNetworkHost } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import { UNPICKLED } from '../../analysis/pickle/sniff.js';
import { VALUE_UNIT } from '../../analysis/unit-labels.js';
import type { Confidence, Location, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { ofKinds } from './behaviour-kinds.js';
import { dotfilesLaunched, LAUNCHED_LABEL, launchedUnit, launchedUnitOf } from './dotfiles-launch.js';
import { executedRuns } from './executed-runs.js';
import { inputOnlyUse } from './input-files.js';
import { onlyInspected } from './inspected-docs.js';
import { printedRuns } from './printed-output.js';
import { producedRuns } from './produced-runs.js';
import { reachableFiles, reportReached } from './reach.js';
import { onlyReadFromFolder } from './read-folders.js';
import { humanOnlyDoc } from './readme-docs.js';
import { edgeRunSite } from './runs.js';
import { withCopiedText } from './sourced-files.js';
import { inDenyList, inLabelledCsvRow, inLabelledSample, isDataPath } from './text-context.js';
import { unrunUnit } from './unrun-code.js';

/**
 * What every behaviour rule shares: the behaviours of every file an entry point reaches, with the unit
 * they sit in, and one way to grade them by placement (docs/facts.md "Policy lives in rules"). Severity
 * tables and wording stay in each rule.
 */

export interface Located<B extends Behaviour = Behaviour> {
  path: string;
  b: B;
  unit: CodeUnit;
  facts: FileFacts;
}

/** Effects that stay in a build container's own file system (Dockerfile `RUN`: src/analysis/build-dockerfile.ts). */
const CONTAINER_LOCAL: ReadonlySet<BehaviourKind> = new Set([
  'write',
  'destroy',
  'privilege',
  'config',
  'detach',
]);

/** The unit (a data value's backtick command) sits in a record labelled as an attack sample, or a deny list. */
async function inSampleRecord(ctx: RuleContext, path: string, unit: CodeUnit): Promise<boolean> {
  if (!isDataPath(path)) return false;
  const file = await ctx.model.files.text(path);
  if (!file) return false;
  const at = file.lines.offsetOf(unit.at.startLine, unit.at.startColumn);
  return (
    inLabelledSample(file.text, at) ||
    (/\.[ct]sv$/i.test(path) && inLabelledCsvRow(file.text, at)) ||
    inDenyList(file.text, at)
  );
}

/** Behaviours of the given kinds in every reachable file, in path order, then document order. */
export async function reachedBehaviours<K extends BehaviourKind>(
  ctx: RuleContext,
  kinds: readonly K[],
): Promise<Array<Located<BehaviourOf<K>>>> {
  const out: Array<Located<BehaviourOf<K>>> = [];
  const launched = dotfilesLaunched(ctx);
  for (const path of await reachableFiles(ctx)) {
    const facts = await ctx.model.facts(path);
    if (!facts) continue;
    let edgeRuns: boolean | undefined;
    // Flows across modules (src/model/module-flows.ts): the same facts, with what imported functions
    // return merged in and the sinks other modules hold for this file's values added.
    const joined = facts.modules ? await joinAcrossModules(ctx, path) : undefined;
    const all = joined
      ? [...facts.behaviours.map((b, i) => joined.replaced.get(i) ?? b), ...joined.added].filter((b) =>
          (kinds as readonly string[]).includes(b.kind),
        )
      : ofKinds(facts.behaviours, kinds);
    for (const b of all) {
      let unit = facts.units[b.unit];
      if (!unit) continue;
      // CI steps run where the agent works only when a skill runs them (act); a workflow that is only
      // linked ("CI runs ci.yml") runs on a CI runner: for the agent's user it is code to read, graded as
      // an example (the CI's own risks are a workflow linter's to judge).
      // A build step writes, deletes and configures inside the image being built, not on the user's machine.
      if (unit.runner === 'container' && CONTAINER_LOCAL.has(b.kind)) continue;
      // An agent launch in such a file is the owner's runner, which permissive-allowed-tools grades on its own
      // (support/runner-launches.ts).
      if (
        b.kind !== 'launch' &&
        unit.placement === 'script' &&
        unit.runner === undefined &&
        (await unrunUnit(ctx, path, unit))
      ) {
        // A task runner's target no command in reach names, or a file only named to be read or only started
        // from such code (unrun-code.ts): shown to the agent, not run.
        unit = { ...unit, placement: 'example', runner: 'unrun' };
      } else if (
        unit.placement === 'script' &&
        unit.origin === 'script' &&
        unit.runner === undefined &&
        launched(path) !== undefined
      ) {
        // A dotfiles install script or shell start-up file (dotfiles-launch.ts): run by Codespaces or every shell.
        unit = launchedUnit(unit, launched(path) as string);
      } else if (unit.runner === 'ci') {
        if (edgeRuns === undefined) edgeRuns = (await edgeRunSite(ctx, path)) !== undefined;
        if (!edgeRuns)
          unit = { ...unit, placement: unit.placement === 'script' ? 'example' : unit.placement };
      } else if (
        unit.placement === 'script' &&
        unit.origin === 'script' &&
        (isToolConfiguration(path) || unit.runner === 'dispatch')
      ) {
        // A tool's configuration that no command, hook or tool in reach runs (a `templates/mise.toml` the
        // user copies), or a call table no runner in reach reads: its commands are ready to run, not running.
        if (edgeRuns === undefined) edgeRuns = (await edgeRunSite(ctx, path)) !== undefined;
        if (!edgeRuns) unit = { ...unit, placement: 'runnable' };
      } else if (unit.label?.endsWith(VALUE_UNIT) && (await inSampleRecord(ctx, path, unit))) {
        // A backtick command inside a data record labelled as an attack sample is a detector's test input:
        // prompt-injection lists the record (low); what it would do is not asked of the agent.
        unit = { ...unit, placement: 'mention' };
      } else if (
        unit.placement === 'script' &&
        (unit.origin === 'script' || unit.origin === 'embedded') &&
        unit.runner === undefined
      ) {
        // A shipped file every command hands to another program as input and none runs (a broken example
        // a linter skill checks): data to a static checker, one step below running code for its own scripts.
        // Code nested in it (a decoded `base64 -d | sh`) sits in the same file and is input with it.
        const use = await inputOnlyUse(ctx, path);
        if (use) unit = { ...unit, placement: use === 'checker' ? 'example' : 'runnable', runner: 'input' };
        // A file nothing names, in a folder one of the skill's programs only reads as text (read-folders.ts).
        else if (await onlyReadFromFolder(ctx, path))
          unit = { ...unit, placement: 'example', runner: 'input' };
      } else if (
        (unit.placement === 'instructed' || unit.placement === 'runnable') &&
        (await onlyInspected(ctx, path))
      ) {
        // A document every reference names only as a file to check or edit (inspected-docs.ts): the
        // commands it tells its own reader to run are shown to the agent, not asked of it.
        unit = { ...unit, placement: 'example', runner: 'inspected' };
      } else if (
        (unit.placement === 'instructed' || unit.placement === 'runnable') &&
        (await humanOnlyDoc(ctx, path))
      ) {
        // A README no reference asks the agent to follow, or a guide only it links (readme-docs.ts): its
        // install and usage blocks are for the person reading it.
        unit = { ...unit, placement: 'example', runner: 'readme' };
      }
      // Agent settings copied from one of the skill's files hold that file's text (a profile that loosens
      // permissions is judged by what it says).
      const held = b.kind === 'write' && b.cls === 'agent-settings' ? await withCopiedText(ctx, path, b) : b;
      out.push({ path, b: held as BehaviourOf<K>, unit, facts });
    }
    // Commands the program prints, when a document that links it makes its output binding.
    for (const run of await printedRuns(ctx, path, facts, kinds)) out.push({ path, ...run });
    // Text of other files (or its own comments) the program hands to a sink: located in that text.
    for (const run of await executedRuns(ctx, path, facts, kinds)) out.push(run);
    // What another launch point runs of the files this program writes (produced-runs.ts).
    for (const run of await producedRuns(ctx, path, facts, kinds)) out.push(run);
  }
  return out;
}

/** Every behaviour of a file, for corroboration within one file. */
export function behavioursOf<K extends BehaviourKind>(
  facts: FileFacts,
  kinds: readonly K[],
): Array<BehaviourOf<K>> {
  return facts.behaviours.filter((b): b is BehaviourOf<K> => (kinds as readonly string[]).includes(b.kind));
}

/** Severity per placement; `undefined` means not reported. */
export type PlacementGrades = Readonly<Record<Placement, Severity | undefined>>;

/** Medium wherever it runs, low where it is only shown (a signal, not proof, of harm). */
export const MEDIUM_WHERE_IT_RUNS: PlacementGrades = {
  auto: 'medium',
  script: 'medium',
  instructed: 'medium',
  runnable: 'low',
  example: 'low',
  mention: undefined,
};

/** Low wherever it runs or is ready to run, not reported where it is only shown or named. */
export const LOW_WHERE_IT_RUNS: PlacementGrades = {
  auto: 'low',
  script: 'low',
  instructed: 'low',
  runnable: 'low',
  example: undefined,
  mention: undefined,
};

/**
 * The scale most dangerous behaviours are graded on: high where the code runs or the agent is told to
 * run it, medium where it is only ready to be run, low in an example, not reported in a mention.
 */
export const HIGH_WHERE_IT_RUNS: PlacementGrades = {
  auto: 'high',
  script: 'high',
  instructed: 'high',
  runnable: 'medium',
  example: 'low',
  mention: undefined,
};

/**
 * The severity a placement table gives a unit. Code only shown (runnable or example) inside text that
 * frames it as a described attack or a thing not to do is capped at medium: nobody asks the agent to
 * run it, and security write-ups quote real payloads. Code that runs where it sits is never lowered by
 * framing (docs/facts.md rule 1): the attacker writes the framing too.
 */
export function grade(grades: PlacementGrades, unit: CodeUnit): Severity | undefined {
  const s = grades[unit.placement];
  if (!s || runsWhereItSits(unit) || !unit.framing) return s;
  return s === 'critical' || s === 'high' ? 'medium' : s;
}

/** Code that runs where it sits: framing may never lower these below the gate (docs/facts.md rule 1). */
export function runsWhereItSits(unit: CodeUnit): boolean {
  return unit.placement === 'auto' || unit.placement === 'script' || unit.placement === 'instructed';
}

/** Where the code sits, for messages. */
export function whereItRuns(unit: CodeUnit): string {
  switch (unit.placement) {
    case 'auto':
      return unit.origin === 'mcp'
        ? unit.label?.startsWith('language server ')
          ? `in the plugin's ${unit.label} definition, started by the runtime when the agent opens a matching file`
          : `in an MCP server definition${unit.label ? ` (${unit.label})` : ''}, started by the runtime with no one typing it`
        : unit.origin === 'dynamic' || unit.origin === 'dynamic-block'
          ? 'in dynamic context, run when the skill is rendered, before the model sees it'
          : unit.origin === 'status-line'
            ? unit.label?.startsWith('monitor ')
              ? `in the plugin's ${unit.label}, which the runtime starts by itself and keeps running, its output read by the model`
              : 'in a status line or settings helper command the runtime runs by itself'
            : `in a hook${unit.label ? ` (${unit.label})` : ''} that runs with no one typing it`;
    case 'script':
      return unit.runner === 'dispatch'
        ? 'in a call table the skill ships, run by a script that imports the names it lists'
        : launchedUnitOf(unit)
          ? `in ${unit.label?.slice(LAUNCHED_LABEL.length)}`
          : 'in a script the skill ships';
    case 'instructed':
      if (unit.origin === 'embedded' && unit.label?.startsWith('printed '))
        return `in a command ${unit.label}`;
      // A command hidden in a carrier a reviewer cannot read (src/analysis/hidden-carriers.ts).
      if (unit.label?.startsWith('decoded from '))
        return `in a command ${unit.label}, which a reviewer cannot read`;
      return unit.origin === 'asked'
        ? 'in text that tells the agent to do it with its own tools'
        : 'in code the text tells the agent to run';
    case 'runnable':
      if (unit.runner === 'dispatch')
        return 'in a call table the skill ships (no script in reach was seen importing the names it lists)';
      if (unit.runner === 'input')
        return 'in a file the skill hands to one of its own scripts as input (no command in reach runs the file itself)';
      return unit.origin === 'hook' || unit.origin === 'mcp'
        ? 'in a definition the runtime ignores today (a later fix would run it)'
        : 'in a runnable code block';
    case 'example':
      if (unit.runner === 'inspected')
        return 'in a document the text only names as a file to check or edit (no text in reach asks the agent to follow or run it)';
      if (unit.runner === 'readme')
        return 'in a README the text names without asking the agent to follow it (its install and usage steps are for the person reading it)';
      if (unit.runner === 'unrun')
        return 'in code nothing in reach runs (a target no command names, or a file only named to be read)';
      if (unit.runner === 'input')
        return 'in a file the skill only hands to a checker that reads it without running it';
      return 'in a block framed as an example not to run (the skill author writes that framing too)';
    case 'mention':
      return 'where it is only mentioned';
  }
}

/** Hosts that document a placeholder rather than a real server. */
export function isPlaceholder(e: Endpoint | undefined): boolean {
  return e?.cls === 'placeholder';
}

const HOST_WORDS: Record<HostClass, string> = {
  local: 'a local address',
  placeholder: 'a documentation placeholder host',
  'raw-ip': 'a raw IP address',
  'exfil-service': 'a webhook, paste or tunnel service',
  'vendor-installer': "a vendor's documented installer",
  registry: 'a package registry or source host',
  metadata: 'the cloud metadata service',
  other: 'a remote host',
  unknown: 'an address not known statically',
};

export function describeEndpoint(e: Endpoint | undefined): string {
  if (!e) return HOST_WORDS.unknown;
  if (!e.host) return HOST_WORDS[e.cls];
  const words =
    e.cls === 'local' && isPrivateNetworkHost(e.host)
      ? "an address on the user's network"
      : untranslatedHost(e.host)
        ? 'not a host name: no request can reach it'
        : HOST_WORDS[e.cls];
  return `${inert(e.host, 80)} (${words})`;
}

export interface BehaviourReport {
  severity: Severity;
  message: string;
  confidence?: Confidence;
  related?: Location[];
  /** Overrides the evidence key (default: the behaviour's key). */
  key?: string;
}

/**
 * Reports one behaviour once, at its evidence, naming every entry point that reaches its file. Evidence
 * read from an archive member is reported on the archive (its lines are the member's, not the file's),
 * and the message names the member and the line in it.
 */
export async function reportBehaviour(ctx: RuleContext, loc: Located, r: BehaviourReport): Promise<void> {
  const member = loc.unit.member;
  await reportReached(ctx, {
    path: loc.path,
    ...(member === undefined ? { region: loc.b.at } : {}),
    message:
      member === undefined
        ? r.message
        : member === UNPICKLED
          ? `${r.message} (the ${UNPICKLED}, written as Python: line ${loc.b.at.startLine})`
          : `${r.message} (archive member \`${inert(member, 160).replace(/`/g, "'")}\`, line ${loc.b.at.startLine})`,
    severity: r.severity,
    ...(r.confidence ? { confidence: r.confidence } : {}),
    ...(r.related || loc.unit.sources || loc.b.across
      ? { related: [...(r.related ?? []), ...partsOf(loc.unit), ...viaOf(loc.b)] }
      : {}),
    fingerprintKey: r.key ?? loc.b.key,
  });
}

/**
 * The join across modules, imported when a file has module records: it uses the code analyzers' value
 * helpers, which the Action loads only once a scan analyses code (test/action/dist.test.ts).
 */
async function joinAcrossModules(ctx: RuleContext, path: string) {
  const { joinedBehaviours } = await import('../../model/module-flows.js');
  return joinedBehaviours(ctx.model, path);
}

/** The other files a flow across modules passes through (src/model/module-flows.ts). */
function viaOf(b: Behaviour): Location[] {
  return (b.across ?? []).map((v) => ({ path: v.path, ...(v.at ? { region: v.at } : {}), message: v.note }));
}

/**
 * The files a unit was built from, as related locations: the parts of an assembled command
 * (src/model/assembled.ts), or the file whose block the text asks to run (src/model/run-linked.ts); both append through src/model/linked-units.ts.
 */
function partsOf(unit: CodeUnit): Location[] {
  const message = unit.label?.startsWith('run from ')
    ? 'the file whose code block the text asks the agent to run'
    : 'part the command is assembled from';
  return (unit.sources ?? []).map((path) => ({ path, message }));
}

/** The evidence as it may appear in a message: inert, bounded, in backticks. */
export function shown(b: Behaviour, max = 100): string {
  return `\`${inert(b.evidence, max).replace(/`/g, "'")}\``;
}
