import { LineMap } from '../../analysis/lines.js';
import { parseMarkdownBody } from '../../analysis/markdown.js';
import type { RoleSpan } from '../../analysis/prose/facts.js';
import type { Region } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { Edge, EdgeKind } from '../../model/graph.js';
import type { RuleContext } from '../types.js';
import { isMarkdownPath } from './text-context.js';

/**
 * Documents the text only names as a file to check, edit or leave alone, never as steps to follow: a
 * repository's own README reached because a contributor agent's checklist says "Missing README.md in
 * plugin root directory", a "Paths outside `plugins/` (root README.md, CLAUDE.md …)" list, or "Do NOT
 * manually edit `README.md`". The commands such a document tells *its* reader to run (a Quick Start's
 * `curl … | bash` for users) are not asked of the agent: the agent is sent to the file as an object. What
 * decides is the role of every reference that reaches the file, never its name:
 * - every edge into the file, from every file of the closures that reach it, is a path named in prose or
 *   inline code (`bare-path`, `backtick-path`): a Markdown link, an `@import`, a skill's own folder, a hook
 *   or `!` line that prints it, a command that runs it — any other edge — keeps the file's grade;
 * - the document is outside every skill's own folder (a skill's references and subskills are its material);
 * - the sentence holding each of those paths (a table row is a routing table, never an object) does not ask to follow, run or read it: no follow, run or
 *   read word ("follow the Quick Start in README.md", "run the steps in", "see", "according to"), and it
 *   is not an instruction unless its verb is one of checking or editing ("Check that README.md exists").
 * A sentence in another language whose verb is not known here is taken as an ask (the file keeps its grade).
 * Bounded: one pass over the edges of the reached files per scan, at most MAX_MENTIONS references read per
 * document, one line each.
 */

const MENTIONS: ReadonlySet<EdgeKind> = new Set(['bare-path', 'backtick-path']);
const MAX_MENTIONS = 64;
const MAX_LINE = 4_000;

/** Words that send the agent to the file's content: follow it, run it, read it, do it as it says. */
const FOLLOW =
  /(?:^|[^\p{L}])(?:follow(?:s|ing)?|run|re-?run|execute|exec|apply|perform|carry out|complete|read|see|consult|refer|use|load|open|install|set ?up|go through|walk through|work through|obey|reproduce|replicate|copy|paste|type|start|launch|source|invoke|call|try|adopt|implement|repeat|according|per|as (?:described|documented|shown|explained|written)|steps?|instructions?|procedure|guide|quick ?start|runbook|playbook|recipe|walkthrough|tutorial|suive?[zs]?|suivre|ex[ée]cute[rz]?|lance[rz]?|lis(?:ez)?|sigue|seguir|siga|ejecuta[r]?|lee|folge|befolge|f[üu]hre|lies|lesen|segui|esegui|leggi|execut[ae]|leia)(?!\p{L})|따라|실행|읽|実行|従|読|执行|按照|遵循|阅读|参照/iu;
/** Verbs of checking or editing a file: the file is the object, not a list of steps. */
const INSPECT =
  /^(?:check|verify|validate|inspect|review|audit|lint|confirm|ensure|make|edit|update|modify|change|fix|create|add|write|delete|remove|rename|bump|keep|leave|avoid|skip|ignore|exclude|compare|diff|look|scan|flag|report|note|list|count)$/i;

const ONLY_INSPECTED = derivedKey<Map<string, Promise<boolean>>>(
  'documents every reference names only as a file to check or edit',
);

/** Whether every reference that reaches the Markdown document at `path` names it only as an object. */
export function onlyInspected(ctx: RuleContext, path: string): Promise<boolean> {
  const cache = ctx.model.derived.get(ONLY_INSPECTED, () => new Map());
  let found = cache.get(path);
  if (!found) {
    found = findInspected(ctx, path);
    cache.set(path, found);
  }
  return found;
}

async function findInspected(ctx: RuleContext, path: string): Promise<boolean> {
  if (!isMarkdownPath(path)) return false;
  const graph = await ctx.model.graph();
  const reaches = graph.reachers(path);
  if (reaches.length === 0 || reaches.some((r) => r.depth === 0) || inSkillFolder(ctx, path)) return false;
  const inbound = (await inboundEdgesOf(ctx)).get(ctx.model.files.realOf(path) ?? path);
  if (!inbound || inbound.length === 0 || inbound.length > MAX_MENTIONS) return false;
  for (const e of inbound) {
    if (!MENTIONS.has(e.kind) || !e.region) return false;
    if (await asksToFollow(ctx, e.from, e.region)) return false;
  }
  return true;
}

const INBOUND = derivedKey<Promise<Map<string, Edge[]>>>('edges into each file from the files entries reach');

/** Every edge from a reached file, by the real path of its target (one pass per scan, shared). */
export function inboundEdgesOf(ctx: RuleContext): Promise<Map<string, Edge[]>> {
  return ctx.model.derived.get(INBOUND, () => inboundEdges(ctx));
}

/** Every edge from a reached file, by the real path of its target: one pass per scan, asked per document. */
async function inboundEdges(ctx: RuleContext): Promise<Map<string, Edge[]>> {
  const graph = await ctx.model.graph();
  const out = new Map<string, Edge[]>();
  for (const file of graph.reached()) {
    for (const e of graph.edgesFrom(file)) {
      if (e.to === undefined || e.status !== 'ok') continue;
      const to = ctx.model.files.realOf(e.to) ?? e.to;
      const list = out.get(to);
      if (!list) out.set(to, [e]);
      else if (!list.includes(e)) list.push(e);
    }
  }
  return out;
}

/** The sentence naming the file at `region` of `file` asks the agent to follow, run or read it. */
async function asksToFollow(ctx: RuleContext, file: string, region: Region): Promise<boolean> {
  const sentence = await sentenceNaming(ctx, file, region);
  if (!sentence) return true;
  const { text } = sentence;
  if (FOLLOW.test(text)) return true;
  if (!sentence.instruction) return false;
  const head = /^[\s>*_#\-+\d.)[\]]{0,12}(?:please\s+)?(\p{L}+)/iu.exec(text)?.[1] ?? '';
  return !INSPECT.test(head);
}

/**
 * The sentence of a Markdown `file` that names a path at `region` (the whole line when prose analysis finds
 * none), and whether it is an instruction; undefined outside Markdown, for a long line and for a table row
 * (a routing table: "| logseq | notes | `subskills/logseq.md` |" sends the reader there).
 */
export async function sentenceNaming(
  ctx: RuleContext,
  file: string,
  region: Region,
  /** Give a table row's text too (by default a row is no sentence). */
  rows = false,
): Promise<{ text: string; instruction: boolean } | undefined> {
  if (!isMarkdownPath(file)) return undefined;
  const doc = await ctx.model.files.text(file);
  if (!doc) return undefined;
  const offset = doc.lines.offsetOf(region.startLine, region.startColumn);
  const s = doc.text.lastIndexOf('\n', offset - 1) + 1;
  const end = doc.text.indexOf('\n', offset);
  const line = doc.text.slice(s, end < 0 ? doc.text.length : end);
  if (line.length > MAX_LINE) return undefined;
  if (/^\s{0,3}\|/.test(line)) return rows ? { text: line, instruction: false } : undefined;
  // Loaded on first use: a scan's start-up does not load prose analysis (test/action/dist.test.ts).
  const prose = await import('../../analysis/prose/index.js');
  const md = parseMarkdownBody(line, 0);
  const roles = prose.analyzeProse({ text: line, md, bodyStart: 0, lines: new LineMap(line) }).roles;
  const sentence = sentenceAt(roles, offset - s);
  return {
    text: sentence ? line.slice(sentence.start, sentence.end) : line,
    instruction: sentence?.instruction === true,
  };
}

/**
 * The sentence around `at`: the role spans that touch it end to end (inline code splits a sentence into
 * spans: "execute each block in ", "`CONTRIBUTING.md`", ", in order"), and whether any part is an instruction.
 */
function sentenceAt(
  roles: readonly RoleSpan[],
  at: number,
): { start: number; end: number; instruction: boolean } | undefined {
  const i = roles.findIndex((r) => r.start <= at && at < r.end);
  if (i < 0) return undefined;
  let lo = i;
  let hi = i;
  while (lo > 0 && roles[lo - 1]!.end === roles[lo]!.start) lo--;
  while (hi + 1 < roles.length && roles[hi + 1]!.start === roles[hi]!.end) hi++;
  const parts = roles.slice(lo, hi + 1);
  return {
    start: parts[0]!.start,
    end: parts[parts.length - 1]!.end,
    instruction: parts.some((r) => r.role === 'instruction'),
  };
}

/**
 * A document inside a skill's own folder is that skill's material (its references, its subskills): the
 * skill's text names it to be read when the topic comes up, whatever the sentence's verb.
 */
export function inSkillFolder(ctx: RuleContext, path: string): boolean {
  return ctx.model.skills.some(
    (d) => d.kind === 'skill' && d.paths.some((p) => path.startsWith(p.slice(0, p.lastIndexOf('/') + 1))),
  );
}
