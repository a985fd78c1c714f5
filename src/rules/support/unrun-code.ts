import { type ConfigTargets, configTargets, reachedTargets } from '../../analysis/config-targets.js';
import { commandGivenAsExample } from '../../analysis/example-commands.js';
import type { CodeUnit } from '../../analysis/facts.js';
import type { Region } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { Edge, EdgeKind, ReferenceGraph } from '../../model/graph.js';
import type { RuleContext } from '../types.js';
import { dotfilesLaunched } from './dotfiles-launch.js';
import { inboundEdgesOf, inSkillFolder, onlyInspected, sentenceNaming } from './inspected-docs.js';
import { humanOnlyDoc } from './readme-docs.js';
import { isMarkdownPath } from './text-context.js';

/**
 * Code the skill reaches but nothing runs: reach needs an invocation, and only of what is named.
 * - A task runner's configuration runs the targets its commands name and what those need (src/analysis/
 *   config-targets.ts): `task validate` runs `validate`, its `deps` and the tasks it calls, never the
 *   file's `setup` or `rollback`; `make lint` the rule `lint` and its prerequisites. Lines outside every
 *   target (global `vars: sh:`, a makefile's includes) run with any of them.
 * - A path named in prose runs only when its sentence asks to run, carry out or follow it ("execute the
 *   tasks in `Taskfile.yml`", "実行する"); a file in a list of things to check or read ("`Taskfile.yml`、
 *   `README.md` を確認する", "see scripts/x.sh") is read. A command in a document counts in a skill's own
 *   text, and elsewhere only in a block or span the text runs, in a document at most one mention from
 *   an entry (`MAX_ASKING_DEPTH`) that is not only named as a file to check (inspected-docs.ts).
 * - A file reached only from such code (a script a setup task starts, a configuration an unrun recipe
 *   runs) is not run either.
 * - A task-runner command a collection's, plugin's or personal skill gives as an example for any project
 *   ("(e.g., `make test-quick`)") does not run this tree's configuration outside the skill's own folder.
 *   (Files a command only reads — `file --`, `shellcheck`, `git add` — get no edge at all:
 *   src/analysis/checker-programs.ts.)
 * A file is run when anything else reaches it: an entry point, a file of a skill's own folder, a hook, a
 * `source`, a command that runs it whole, a sentence that asks to run or follow it, or a command naming a
 * target only known at run time. Markdown documents are left to inspected-docs.ts.
 * One pass per scan over the reached files' edges; the recursion over the files an edge comes from is
 * synchronous (cycles are cut as run) and bounded in depth.
 */

export type Liveness =
  | { kind: 'run' }
  | { kind: 'unrun' }
  | { kind: 'targets'; targets: ConfigTargets; run: ReadonlySet<string> };

const MENTIONS: ReadonlySet<EdgeKind> = new Set(['bare-path', 'backtick-path', 'markdown-link']);
const PROSE_MENTIONS: ReadonlySet<EdgeKind> = new Set(['bare-path', 'backtick-path']);
const MAX_DEPTH = 24;
/**
 * A document the skill's text names (one mention away) may be read and followed; one only named by such a
 * document (a plan a research note names, behind a chain of `docs/…` mentions) is not the skill's text.
 */
const MAX_ASKING_DEPTH = 1;
const MAX_MENTION_CHECKS = 2_000;

/** Words that ask to run, carry out or follow what the file holds, in the languages prose analysis reads. */
const RUNS =
  /(?:^|[^\p{L}])(?:run|re-?run|runs|running|execute[sd]?|executing|exec|invoke|launch|start|perform|carry out|apply|install|load|set ?up|build|deploy|trigger|call|follow|do|use|complete|go through|work through|source|ex[ée]cute[rz]?|lance[rz]?|suive?[zs]?|ejecuta[r]?|sigue|esegui|execut[ae]|f[üu]hre|ausf[üu]hren|starte)(?!\p{L})|実行|起動|走らせ|従|실행|执行|運行|运行|跑/iu;

const LIVENESS = derivedKey<Promise<(path: string) => Liveness>>('which reached code nothing runs');

/** Whether the code of the file at `path` is run (whole, only some targets, or not at all). */
export async function livenessOf(ctx: RuleContext, path: string): Promise<Liveness> {
  return (await ctx.model.derived.get(LIVENESS, () => buildLiveness(ctx)))(path);
}

/** Whether `unit` of the file at `path` is code nothing in reach runs (see the module's comment). */
export async function unrunUnit(ctx: RuleContext, path: string, unit: CodeUnit): Promise<boolean> {
  const l = await livenessOf(ctx, path);
  return l.kind === 'unrun' || (l.kind === 'targets' && !lineRuns(l, unit.at.startLine));
}

function lineRuns(l: Extract<Liveness, { kind: 'targets' }>, line: number): boolean {
  const holding = l.targets.targets.filter((t) => t.start <= line && line <= t.end);
  return holding.length === 0 || holding.some((t) => l.run.has(t.name));
}

async function buildLiveness(ctx: RuleContext): Promise<(path: string) => Liveness> {
  const graph = await ctx.model.graph();
  const inbound = await inboundEdgesOf(ctx);
  const files = ctx.model.files;
  const realOf = (p: string) => files.realOf(p) ?? p;
  // Asynchronous inputs first: the targets of each reached task-runner file, and which mentions of a
  // file that is not Markdown only ask to read it.
  const depths = mentionDepths(graph, realOf);
  const targetsOf = new Map<string, ConfigTargets>();
  const readOnly = new Set<Edge>();
  let checks = 0;
  const unasked = new Map<string, boolean>();
  for (const [to, edges] of inbound) {
    if (isMarkdownPath(to)) continue;
    const text = edges.some((e) => e.kind === 'tool-config') ? await files.text(to) : undefined;
    const t = text ? configTargets(to, text.text) : undefined;
    if (t) targetsOf.set(to, t);
    for (const e of edges) {
      // A README nobody asks the agent to follow, or a guide only it links (readme-docs.ts): its blocks and
      // mentions are its human reader's.
      const from = realOf(e.from);
      if (isMarkdownPath(from)) {
        if (!unasked.has(from)) unasked.set(from, await humanOnlyDoc(ctx, from));
        if (unasked.get(from)) {
          readOnly.add(e);
          continue;
        }
      }
      if (e.kind === 'tool-config' && e.region && isMarkdownPath(e.from)) {
        // A command in a document runs where the text runs it: anywhere in an entry's own text (a skill's
        // "Command map" list is what it has the agent run), and in a document the skill names only in a
        // block or an inline span the text asks to run; a research note behind a chain of mentions asks
        // nothing of the agent.
        const depth = depths.get(realOf(e.from)) ?? 0;
        if (
          depth > MAX_ASKING_DEPTH ||
          (depth > 0 && !(await runsAt(ctx, e.from, e.region))) ||
          (await exampleOfAnotherProject(ctx, e))
        )
          readOnly.add(e);
        continue;
      }
      if (!MENTIONS.has(e.kind) || !e.region || checks >= MAX_MENTION_CHECKS) continue;
      checks++;
      // `source shell/helpers.zsh` in inline code is a command naming the file, not a path named in prose:
      // it runs the file unless its document asks nothing of the agent (too far from an entry).
      if (await inCommand(ctx, e)) {
        if ((depths.get(realOf(e.from)) ?? 0) > MAX_ASKING_DEPTH) readOnly.add(e);
        continue;
      }
      const sentence = await sentenceNaming(ctx, e.from, e.region, true);
      // Words in inline code are names (`install`, `setup` tasks), not the sentence's verbs. A document the
      // agent is only sent to as an object (inspected-docs.ts: a research note behind a chain of mentions)
      // asks nothing of it: its run words are for its own reader.
      if (
        sentence &&
        (!RUNS.test(sentence.text.replace(/`[^`\n]{0,400}`/g, ' ')) ||
          (depths.get(realOf(e.from)) ?? 0) > MAX_ASKING_DEPTH ||
          (await onlyInspected(ctx, e.from)))
      )
        readOnly.add(e);
    }
  }
  const memo = new Map<string, Liveness>();
  const RUN: Liveness = { kind: 'run' };
  const live = (path: string, stack: string[]): Liveness => {
    const real = realOf(path);
    const known = memo.get(real);
    if (known) return known;
    if (stack.includes(real) || stack.length > MAX_DEPTH) return RUN;
    const found = decide(real, [...stack, real]);
    memo.set(real, found);
    return found;
  };
  const edgeRuns = (e: Edge, stack: string[]): boolean => {
    const from = live(e.from, stack);
    if (from.kind === 'run') return true;
    if (from.kind === 'unrun') return false;
    return e.region === undefined || lineRuns(from, e.region.startLine);
  };
  const launched = dotfilesLaunched(ctx);
  const decide = (real: string, stack: string[]): Liveness => {
    if (isMarkdownPath(real) || inSkillFolder(ctx, real) || launched(real) !== undefined) return RUN;
    if (graph.reachers(real).some((r) => r.depth === 0)) return RUN;
    const edges = (inbound.get(real) ?? []).filter((e) => realOf(e.from) !== real);
    if (edges.length === 0) return RUN;
    const targets = targetsOf.get(real);
    const named = new Set<string>();
    for (const e of edges) {
      if (readOnly.has(e) || !edgeRuns(e, stack)) continue;
      if (targets && e.kind === 'tool-config' && e.tasks !== undefined) {
        for (const n of e.tasks) named.add(n);
        continue;
      }
      return RUN;
    }
    if (!targets || named.size === 0) return { kind: 'unrun' };
    const run = reachedTargets(targets, named);
    return run === 'all' ? RUN : { kind: 'targets', targets, run };
  };
  return (path) => live(path, []);
}

/**
 * The fewest path mentions in prose (`bare-path`, `backtick-path` from a Markdown document) on a chain from
 * an entry point to each reached file; links, imports, commands and a skill's own folder cost nothing.
 * A 0-1 breadth-first walk over the reached files' edges.
 */
function mentionDepths(graph: ReferenceGraph, realOf: (p: string) => string): Map<string, number> {
  const depth = new Map<string, number>();
  const queue: Array<[string, number]> = graph.entries.map((e) => [realOf(e), 0]);
  let head = 0;
  const deque: Array<[string, number]> = [];
  for (const [p] of queue) depth.set(p, 0);
  while (head < queue.length || deque.length > 0) {
    // Zero-cost steps first (queue), then the next mention level (deque, moved over when the level ends).
    if (head >= queue.length) {
      queue.push(...deque.splice(0));
      continue;
    }
    const [path, d] = queue[head++]!;
    if ((depth.get(path) ?? Infinity) < d) continue;
    for (const e of graph.edgesFrom(path)) {
      if (e.to === undefined || e.status !== 'ok') continue;
      const to = realOf(e.to);
      const step = PROSE_MENTIONS.has(e.kind) && isMarkdownPath(path) ? 1 : 0;
      const nd = d + step;
      if ((depth.get(to) ?? Infinity) <= nd) continue;
      depth.set(to, nd);
      (step === 0 ? queue : deque).push([to, nd]);
    }
  }
  return depth;
}

/** Placements of code the text runs or hands over ready to run (docs/facts.md). */
const RUN_PLACEMENTS: ReadonlySet<CodeUnit['placement']> = new Set([
  'auto',
  'script',
  'instructed',
  'runnable',
]);

/** Whether a code unit of the Markdown `file` that the text runs covers the start of `region`. */
async function runsAt(ctx: RuleContext, file: string, region: Region): Promise<boolean> {
  const facts = await ctx.model.facts(file);
  if (!facts) return true;
  return facts.units.some(
    (u) =>
      RUN_PLACEMENTS.has(u.placement) &&
      u.member === undefined &&
      (u.at.startLine < region.startLine ||
        (u.at.startLine === region.startLine && u.at.startColumn <= region.startColumn + 1)) &&
      (u.at.endLine > region.startLine ||
        (u.at.endLine === region.startLine && u.at.endColumn >= region.startColumn)),
  );
}

/**
 * A task-runner command a document gives as an example or one of alternatives ("(e.g., `make test-quick`)",
 * "(`uv run pytest` or `make check`)": src/analysis/example-commands.ts) shows what such a step looks like in
 * whatever project the user is in. That holds for a skill that runs in other projects (a collection's, a
 * plugin's, a personal one), and only for a configuration outside its own folder: a project's own skill
 * runs in this tree, and its or the skill's own Makefile is the one the example names ("e.g." in front of it
 * changes nothing). A document outside every skill folder keeps its commands.
 */
async function exampleOfAnotherProject(ctx: RuleContext, e: Edge): Promise<boolean> {
  if (!e.region || e.to === undefined || e.region.startLine !== e.region.endLine) return false;
  const owner = owningSkill(ctx, e.from);
  if (!owner || OWN_PROJECT.has(owner.scope) || e.to.startsWith(owner.folder)) return false;
  const doc = await ctx.model.files.text(e.from);
  if (!doc) return false;
  const line = doc.lines.lineText(e.region.startLine);
  const start = e.region.startColumn - 1;
  return line[start] === '`' && commandGivenAsExample(line, start, e.region.endColumn - 1);
}

/** Skill scopes whose text runs with this tree as the project (`.claude/skills/…` at its root or below). */
const OWN_PROJECT: ReadonlySet<string> = new Set(['project', 'nested']);

/** The skill whose folder (with its trailing slash) holds `path`, the deepest one. */
function owningSkill(ctx: RuleContext, path: string): { folder: string; scope: string } | undefined {
  let best: { folder: string; scope: string } | undefined;
  for (const d of ctx.model.skills) {
    if (d.kind !== 'skill') continue;
    for (const p of d.paths) {
      const dir = p.slice(0, p.lastIndexOf('/') + 1);
      if (path.startsWith(dir) && (best === undefined || dir.length > best.folder.length))
        best = { folder: dir, scope: d.scope };
    }
  }
  return best;
}

/** The edge comes from inline code that holds more than the path itself (a command that names it). */
async function inCommand(ctx: RuleContext, e: Edge): Promise<boolean> {
  if (e.kind !== 'backtick-path' || !e.region) return false;
  const doc = await ctx.model.files.text(e.from);
  if (!doc) return true;
  const from = doc.lines.offsetOf(e.region.startLine, e.region.startColumn);
  const to = doc.lines.offsetOf(e.region.endLine, e.region.endColumn);
  const code = doc.text
    .slice(from, Math.min(to, from + 2_000))
    .replace(/^`+|`+$/g, '')
    .trim();
  return code !== e.raw.trim();
}
