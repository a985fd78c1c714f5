import { derivedKey } from '../../model/derived.js';
import type { Edge, EdgeKind } from '../../model/graph.js';
import type { RuleContext } from '../types.js';
import { inboundEdgesOf, inSkillFolder, sentenceNaming } from './inspected-docs.js';
import { isMarkdownPath } from './text-context.js';

/**
 * A README is written for the person who installs or uses what it describes: its Installation, Quick
 * Start and Setup blocks are that reader's to run (`./claude/install.sh`, `curl -fsSL https://… | bash`).
 * A skill that names a README to read, understand or update ("Read these files to understand the
 * project: - README.md (project purpose, setup)", "Update `README.md` placeholder content") does not ask
 * the agent to run them; one that asks to run, follow or carry out its steps ("Run the setup in
 * [README](../../README.md#setup) first", "follow README.md to install") does. What decides is every
 * reference that reaches the README, never its content:
 * - an entry point, or any edge other than a path named in prose, inline code, a link or a skill's own
 *   folder (an `@import`, a hook that prints it, a command that feeds it to a program) keeps the README
 *   the agent's;
 * - a naming sentence (with the lead-in of the list it is an item of) asks when it holds a run, follow or
 *   carry-out word outside inline code and outside a parenthesis that describes the file ("(project
 *   purpose, setup)"); inside such a parenthesis only a plain run verb asks ("(run its install block)");
 * - a README's own sentences ("After install (see the [top-level README](../../README.md))") address its
 *   human reader: a reference from a README nobody asks the agent to follow asks nothing.
 * Used for the README's own code blocks (src/rules/support/behaviour.ts) and for what they and its
 * mentions reach (src/rules/support/unrun-code.ts). Bounded: one pass over each README's inbound edges per
 * scan, at most MAX_EDGES of them; cycles between READMEs are cut as asked.
 */

const MENTIONS: ReadonlySet<EdgeKind> = new Set([
  'bare-path',
  'backtick-path',
  'markdown-link',
  'skill-folder',
]);
const MAX_EDGES = 64;
const README = /^readme(?:[._-][\w.-]{0,40})?$/i;

/**
 * Words that ask to carry out a README's steps: the reach model's run words (src/rules/support/unrun-code.ts) without the ones a README's name shares with a state
 * or a use of the file as a reference ("`README.md` complete with all required sections", "use README.md as
 * the inventory", "load the README").
 */
const FOLLOWS =
  /(?:^|[^\p{L}])(?:run|re-?run|runs|running|execute[sd]?|executing|exec|invoke|launch|start|perform|carry out|apply|install|set ?up|build|deploy|follow|go through|work through|source|ex[ée]cute[rz]?|lance[rz]?|suive?[zs]?|ejecuta[r]?|sigue|esegui|execut[ae]|f[üu]hre|ausf[üu]hren|starte)(?!\p{L})|実行|起動|走らせ|従|실행|执行|運行|运行|跑/iu;
/** Inside a parenthesis that describes a file, only a plain run verb asks. */
const PLAIN_RUN =
  /(?:^|[^\p{L}])(?:run|execute|invoke|follow|carry out|perform)(?!\p{L})|実行|실행|执行|运行/iu;
/** A parenthesis after a blank (not a link's target): `README.md (project purpose, setup)`. */
const PARENTHESIS = /\s\([^()\n]{0,300}\)?/g;
const LIST_ITEM = /^\s{0,12}(?:[-*+]|\d{1,3}[.)])\s/;

const UNASKED = derivedKey<Map<string, boolean>>(
  'READMEs no reference asks the agent to follow, and documents only they reach',
);
/** Documents followed up the chain of human-only documents before giving up (the answer is then "asked"). */
const MAX_CHAIN = 8;

/** Whether `path` is a README (by name, any folder). */
export function isReadmePath(path: string): boolean {
  return README.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Whether the Markdown document at `path` is for a human reader only: a README reached only by references
 * that do not ask the agent to run or follow it, or a document outside every skill's folder that only such
 * documents reach (a guide the README links: "New here? See [INTRODUCTION.md](INTRODUCTION.md)").
 */
export function humanOnlyDoc(ctx: RuleContext, path: string): Promise<boolean> {
  return unasked(ctx, ctx.model.files.realOf(path) ?? path, []);
}

async function unasked(ctx: RuleContext, real: string, stack: readonly string[]): Promise<boolean> {
  if (!isMarkdownPath(real) || stack.includes(real) || stack.length >= MAX_CHAIN) return false;
  const cache = ctx.model.derived.get(UNASKED, () => new Map());
  const known = cache.get(real);
  if (known !== undefined) return known;
  // Settled answers only (two rules may ask at once, each walking up from its own document). A "no" found
  // under a cut cycle depends on the walk that found it: only top-level answers and every "yes" (a cut only
  // ever says "asked") are kept.
  const found = await decide(ctx, real, [...stack, real]);
  if (found || stack.length === 0) cache.set(real, found);
  return found;
}

async function decide(ctx: RuleContext, real: string, stack: readonly string[]): Promise<boolean> {
  const readme = isReadmePath(real);
  // A skill's own material (its references, its subskills) is its text; only a README there is for people.
  if (!readme && inSkillFolder(ctx, real)) return false;
  const graph = await ctx.model.graph();
  const reaches = graph.reachers(real);
  if (reaches.length === 0 || reaches.some((r) => r.depth === 0)) return false;
  const inbound = (await inboundEdgesOf(ctx)).get(real);
  if (!inbound || inbound.length === 0 || inbound.length > MAX_EDGES) return false;
  for (const e of inbound) {
    const from = ctx.model.files.realOf(e.from) ?? e.from;
    if (from === real) continue;
    // Whatever a human-only document names or links, it asks nothing of the agent.
    if (await unasked(ctx, from, stack)) continue;
    if (!readme || !MENTIONS.has(e.kind) || (await asks(ctx, e))) return false;
  }
  return true;
}

/** Whether the reference `e` to a README, from text the agent follows, asks it to run or follow it. */
async function asks(ctx: RuleContext, e: Edge): Promise<boolean> {
  if (e.kind === 'skill-folder') return false;
  if (!e.region) return true;
  const sentence = await sentenceNaming(ctx, e.from, e.region, true);
  if (!sentence) return true;
  if (askingText(sentence.text)) return true;
  const lead = await listLeadIn(ctx, e.from, e.region.startLine);
  return lead !== undefined && askingText(lead);
}

/** A sentence that asks to run or follow what it names (see the module's comment). */
export function askingText(sentence: string): boolean {
  const text = sentence.replace(/`[^`\n]{0,400}`/g, ' ');
  const described = text.replace(PARENTHESIS, ' ');
  if (FOLLOWS.test(described)) return true;
  for (const m of text.matchAll(PARENTHESIS)) if (PLAIN_RUN.test(m[0])) return true;
  return false;
}

/**
 * The line that introduces the list whose item is line `line` of `file` ("Read these files to understand
 * the project:"), when that line is a list item; undefined otherwise.
 */
async function listLeadIn(ctx: RuleContext, file: string, line: number): Promise<string | undefined> {
  const doc = await ctx.model.files.text(file);
  if (!doc || !LIST_ITEM.test(doc.lines.lineText(line))) return undefined;
  for (let l = line - 1; l >= 1 && l >= line - 40; l--) {
    const text = doc.lines.lineText(l);
    if (text.trim() === '' || LIST_ITEM.test(text) || /^\s{2,}\S/.test(text)) continue;
    // A heading ("## Setup") names a section; it asks nothing.
    return text.length > 4_000 || /^\s{0,3}#/.test(text) ? undefined : text;
  }
  return undefined;
}
