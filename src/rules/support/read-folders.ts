import { DATA_USE_LANGS, loadsCode, readsFolder } from '../../analysis/data-uses.js';
import type { CodeUnit } from '../../analysis/facts.js';
import { toolsStarted } from '../../analysis/launch-tools.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { edgeRunSite } from './runs.js';
import { isMarkdownPath } from './text-context.js';

/**
 * Shipped scripts that only feed a reader: a file no text, command or launch point names, in a folder
 * that one of the skill's own programs lists and reads as text, and that nothing runs (a detector's
 * sample droppers under `tests/fixtures/`, read with `read_text()` and matched against its patterns).
 * What decides is what the code does with the folder, never the folder's name or the words around it:
 * - the reader is a program of the skill (Python, JavaScript/TypeScript, Go or PowerShell) whose facts
 *   say it reads files of the folder as data (`DataUses`, src/analysis/data-uses.ts: a path read with
 *   that segment, or a listing of it beside a read), and runs nothing it could be handed: no execute,
 *   source or launch behaviour at all, and no call that loads or runs code from a value the analysis
 *   could not fix (`importlib.import_module(name)`, `require(x)`, `plugin.Open`, `& $cmd`, `pickle.load`);
 *   a program of another language that names the folder may run what is in it;
 * - every other mention of the folder is inert: no shell code, hook, fenced or command block names it
 *   (a `for f in tests/fixtures/*.sh; do sh "$f"` loop runs them, and its roles are not followed here),
 *   and no sentence asks to run, execute or source it;
 * - no command in reach starts a test runner (a row of the launch-tool table marked `tests`: `pytest`,
 *   `node --test`, `go test` …), which picks files up by convention without naming them;
 * - the file itself is named nowhere else (a name is the input-files.ts question: who runs it).
 * Such a file is graded as input to a checker (`example`): it is code nobody starts, one mention-level
 * step above an unreached file, and an ask or launcher anywhere in reach takes the lowering away.
 */

const MAX_FILES_PER_ENTRY = 500;
/** Launch-point entries asked about the folder (hooks, settings and MCP files); past it, the rest are not. */
const MAX_LAUNCH_ENTRIES = 200;
/** Occurrences of the folder read per file; past it the file is taken as one that may run it. */
const MAX_HITS_PER_FILE = 40;
/** Occurrences of the file's name looked at per file; past it the file is taken as not naming it. */
const MAX_NAME_HITS = 1000;

/**
 * A run verb governing a mention in prose ("run each sample in `tests/fixtures/`"): the verb within 40
 * characters before the path, with no sentence end, colon, semicolon or other code span between them
 * ("run `detect.py --selftest`: it reads every sample in `tests/fixtures/`" asks to run the reader).
 */
const RUN_VERB_BEFORE =
  /\b(?:run|runs|running|execute|executes|executing|launch|source|sourcing|start|invoke|call|replay|try)\b(?:[^.\n:;`]|\.(?!\s)){0,40}$/i;

const RUNS: ReadonlySet<CodeUnit['placement']> = new Set(['auto', 'script', 'instructed', 'runnable']);

const READ_ONLY = derivedKey<Map<string, Promise<boolean>>>(
  'shipped files a reader of their folder only reads',
);
/** Per file of the tree: whether a command of it starts a test runner (asked once, whatever the number of samples). */
const STARTS_TESTS = derivedKey<Map<string, Promise<boolean>>>('files that start a test runner');

function startsTests(ctx: RuleContext, file: string, text: string): Promise<boolean> {
  const cache = ctx.model.derived.get(STARTS_TESTS, () => new Map());
  let yes = cache.get(file);
  if (yes === undefined) {
    yes = commandStartsTests(ctx, file, text);
    cache.set(file, yes);
  }
  return yes;
}

/** Whether a code unit of the file that runs (a hook, a script, a command the text asks for) starts a test runner. */
async function commandStartsTests(ctx: RuleContext, file: string, text: string): Promise<boolean> {
  const facts = await ctx.model.facts(file);
  const lines = (await ctx.model.files.text(file))?.lines;
  if (!facts || !lines) return false;
  for (const u of facts.units) {
    if (u.member !== undefined || !RUNS.has(u.placement)) continue;
    const code = text.slice(
      lines.offsetOf(u.at.startLine, u.at.startColumn),
      lines.offsetOf(u.at.endLine, u.at.endColumn),
    );
    if (toolsStarted(code).some((t) => t.tests === true)) return true;
  }
  return false;
}

/** Whether the shipped file at `path` is only read, as text, by a program of the skill that lists its folder. */
export function onlyReadFromFolder(ctx: RuleContext, path: string): Promise<boolean> {
  const cache = ctx.model.derived.get(READ_ONLY, () => new Map());
  let found = cache.get(path);
  if (!found) {
    found = findReadOnly(ctx, path);
    cache.set(path, found);
  }
  return found;
}

/** Where a name stands on its own: what may come just before it and just after it. */
interface Edges {
  before: RegExp;
  after: RegExp;
}
/** A path segment: between `/`, quotes, blanks or brackets (`tests/fixtures/`, `"samples"`, `cases/*.sh`). */
const SEGMENT: Edges = { before: /[\s/\\'"`(,[{=:]/, after: /[\s/\\'"`),\]}*]/ };
/** A file's base name as a word, with or without a folder (`stage.sh`, `./tests/stage.sh`). */
const WORD: Edges = { before: /[^\w.-]/, after: /[^\w-]/ };

/**
 * Offsets where `name` stands on its own in `text`, at most `max` of them; undefined when there are more
 * (`scan` occurrences looked at in all: past that the rest are not).
 */
function standingHits(
  text: string,
  name: string,
  edges: Edges,
  max: number,
  scan = Infinity,
): number[] | undefined {
  const out: number[] = [];
  for (let at = text.indexOf(name), n = 0; at >= 0 && n < scan; at = text.indexOf(name, at + 1), n++) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + name.length] ?? ' ';
    if (!edges.before.test(before) || !edges.after.test(after)) continue;
    if (out.length >= max) return undefined;
    out.push(at);
  }
  return out;
}

/** Whether `name` occurs as a word in `text` (a file's base name, with or without a folder). */
function namesFile(text: string, name: string): boolean {
  const hits = standingHits(text, name, WORD, 1, MAX_NAME_HITS);
  return hits === undefined || hits.length > 0;
}

/** The prose before the path that holds the offset `at`: the path's own words and its opening quote left out. */
function proseBefore(text: string, at: number): string {
  let start = at;
  for (let n = 0; start > 0 && n < 300 && /[\w./~-]/.test(text[start - 1]!); n++) start--;
  if (start > 0 && /['"`]/.test(text[start - 1]!)) start--;
  return text.slice(Math.max(0, start - 80), start);
}

type Verdict = 'reader' | 'inert' | 'runs';

/** What one file of the closure does with the folder it names at `hits`. */
async function useOf(
  ctx: RuleContext,
  file: string,
  text: string,
  folder: string,
  hits: number[],
): Promise<Verdict> {
  const facts = await ctx.model.facts(file);
  if (facts?.lang !== undefined) {
    // A program that names the folder without reading it may hand its files to something that runs them.
    if (!DATA_USE_LANGS.has(facts.lang) || !readsFolder(facts.dataUses, folder)) return 'runs';
    const runs =
      loadsCode(facts.dataUses) ||
      facts.behaviours.some((b) => b.kind === 'execute' || b.kind === 'source' || b.kind === 'launch');
    return runs ? 'runs' : 'reader';
  }
  const lines = (await ctx.model.files.text(file))?.lines;
  // Each whole unit's span in the text, computed once for all the hits.
  const spans = lines
    ? (facts?.units ?? [])
        .filter((u) => u.member === undefined)
        .map((u) => ({
          unit: u,
          s: lines.offsetOf(u.at.startLine, u.at.startColumn),
          e: lines.offsetOf(u.at.endLine, u.at.endColumn),
        }))
    : [];
  for (const at of hits) {
    const span = spans.find(({ s, e }) => s <= at && at < e);
    // A command that names the folder (not a bare path in backticks) may run what is in it.
    if (span && RUNS.has(span.unit.placement) && /\s/.test(text.slice(span.s, span.e).trim())) return 'runs';
    if (!span && isMarkdownPath(file) && RUN_VERB_BEFORE.test(proseBefore(text, at))) return 'runs';
  }
  return 'inert';
}

/**
 * The files that could name the file or its folder: the closures of the entries that reach it, and of every
 * launch-point entry of the tree (a hooks, settings or MCP file), whose command may loop over the folder
 * by a glob no reference edge records.
 */
async function filesToAsk(ctx: RuleContext, path: string): Promise<string[]> {
  const graph = await ctx.model.graph();
  const out: string[] = [];
  const entries = [
    ...graph.reachers(path).map((r) => r.entry),
    ...graph.entries.filter((e) => !isMarkdownPath(e)).slice(0, MAX_LAUNCH_ENTRIES),
  ];
  for (const entry of entries) out.push(...[...graph.closure(entry).keys()].slice(0, MAX_FILES_PER_ENTRY));
  return out;
}

async function findReadOnly(ctx: RuleContext, path: string): Promise<boolean> {
  const slash = path.lastIndexOf('/');
  const base = path.slice(slash + 1);
  const dir = slash > 0 ? path.slice(0, slash) : '';
  const folder = dir.slice(dir.lastIndexOf('/') + 1);
  if (base.length < 2 || folder.length < 2 || (await edgeRunSite(ctx, path))) return false;
  const seen = new Set<string>([path]);
  let reader = false;
  for (const file of await filesToAsk(ctx, path)) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = (await ctx.model.files.text(file))?.text;
    if (!text) continue;
    if (namesFile(text, base) || (await startsTests(ctx, file, text))) return false;
    const hits = standingHits(text, folder, SEGMENT, MAX_HITS_PER_FILE);
    if (hits === undefined) return false;
    if (hits.length === 0) continue;
    const use = await useOf(ctx, file, text, folder, hits);
    if (use === 'runs') return false;
    if (use === 'reader') reader = true;
  }
  return reader;
}
