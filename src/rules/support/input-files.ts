import type { CodeUnit } from '../../analysis/facts.js';
import { resolveRelative } from '../../analysis/repo-paths.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { type Role, roleAt, unquote } from './input-roles.js';
import { edgeRunSite, namesAsPath } from './runs.js';

/**
 * Shipped files the skill only hands to another program as input (`bash scripts/validate.sh
 * examples/bad.sh`, `shellcheck examples/bad.sh`): the command runs validate.sh or shellcheck, which read
 * bad.sh. Such a file is data to that program, not code the agent runs — a deliberately broken example a
 * linter skill checks. The file counts as input only when every command in reach that names it (in any
 * file, in any block, shown or run) gives it to another program, and nothing runs it: no hook, source or
 * interpreter edge, no command that names it as the program or the script of a shell or interpreter, no
 * pipe or `<` that feeds it on, no runner (`xargs`, `find`, `make`) or copy (src/rules/support/input-roles.ts).
 * A file no command names stays a shipped script.
 *
 * `checker`: every program it is handed to is a static checker that reads files without running them
 * (shellcheck, `bash -n`, a linter): data. `script`: some program is one of the skill's own scripts or a
 * function, whose author also wrote the example; what it does with its argument is not followed, so the
 * file is graded one step below running code, not as data. A consumer script that sources or evaluates a
 * bare variable (`source "$1"`, `eval "$f"`) runs what it is given: the file stays a script.
 */
export type InputUse = 'checker' | 'script';

const MAX_FILES_PER_ENTRY = 500;

/** The tree file a program word names, from the folder of the file that names it or of its entry. */
function resolveProgram(ctx: RuleContext, word: string, from: string, entry: string): string | undefined {
  const path = unquote(word).replace(/^\$\{?\w{1,60}\}?\//, '');
  for (const file of [from, entry]) {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    const resolved = resolveRelative(dir, path);
    if (resolved !== undefined && ctx.model.files.isFile(resolved)) return resolved;
  }
  return undefined;
}

/**
 * The file whose code receives the named file: the skill file a path names (`scripts/validate.sh`), or the
 * file itself when the program is a shell function defined in the same code (`check() { … }` then
 * `check "$DIR/x.sh"`). Undefined for any other program.
 */
function consumerOf(
  ctx: RuleContext,
  program: string,
  text: string,
  offsets: ReadonlyArray<[number, number]>,
  at: number,
  file: string,
  entry: string,
): string | undefined {
  if (program.includes('/')) return resolveProgram(ctx, program, file, entry);
  if (!/^[\w-]{1,80}$/.test(program)) return undefined;
  const [s, e] = offsets.find(([s, e]) => s <= at && at < e) ?? [0, 0];
  const code = text.slice(s, e);
  return definesFunction(code, program) ? file : undefined;
}

/** Whether shell code defines a function of this name (`name() {`, `name ()`, `function name`). */
function definesFunction(code: string, name: string): boolean {
  for (const form of [`${name}()`, `${name} ()`, `function ${name}`]) {
    for (let i = code.indexOf(form), n = 0; i >= 0 && n < 100; i = code.indexOf(form, i + 1), n++) {
      const before = i === 0 ? '\n' : code[i - 1]!;
      const after = code[i + form.length] ?? '\n';
      if (/[\s;{(]/.test(before) && (form.endsWith(')') || /[\s({]/.test(after))) return true;
    }
  }
  return false;
}

/** A consumer script that sources or evaluates a bare variable (`source "$1"`) runs what it is given. */
async function runsItsInput(ctx: RuleContext, path: string): Promise<boolean> {
  const facts = await ctx.model.facts(path);
  return (facts?.behaviours ?? []).some(
    (b) =>
      (b.kind === 'source' && /^\$\{?[\w@*]{1,60}\}?$/.test(b.target.text)) ||
      (b.kind === 'execute' && /^\$\{?[\w@*]{1,60}\}?$/.test(b.code.text)),
  );
}

const INPUT_USE = derivedKey<Map<string, Promise<InputUse | undefined>>>(
  'shipped files only handed to a program',
);

/** How the skill uses a shipped file it only hands to other programs, or undefined (it runs, or is not named). */
export function inputOnlyUse(ctx: RuleContext, path: string): Promise<InputUse | undefined> {
  const cache = ctx.model.derived.get(INPUT_USE, () => new Map());
  let use = cache.get(path);
  if (!use) {
    use = findInputUse(ctx, path);
    cache.set(path, use);
  }
  return use;
}

/** A run verb shortly before a name in prose ("then run examples/setup.sh"): the text asks to run the file. */
const RUN_VERB_BEFORE =
  /\b(?:run|runs|running|execute|executes|executing|launch|source|start|invoke|call)\b(?:[^.\n]|\.(?!\s)){0,40}$/i;

/**
 * What the text of `file` does with the file named at `at`: the role in the shell code holding it; a run in
 * any other language's code (its calls are not read here); in prose, a run when a run verb comes just before.
 */
function roleInFile(
  text: string,
  units: readonly CodeUnit[],
  offsets: ReadonlyArray<[number, number]>,
  at: number,
): Role | undefined {
  const i = offsets.findIndex(([s, e]) => s <= at && at < e);
  if (i < 0) return RUN_VERB_BEFORE.test(text.slice(Math.max(0, at - 60), at)) ? { runs: true } : undefined;
  if (units[i]!.lang !== 'shell') return { runs: true };
  const [s, e] = offsets[i]!;
  return roleAt(text.slice(s, e), at - s);
}

async function findInputUse(ctx: RuleContext, path: string): Promise<InputUse | undefined> {
  if (await edgeRunSite(ctx, path)) return undefined;
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base.length < 2) return undefined;
  const graph = await ctx.model.graph();
  let handed = false;
  let named = false;
  const seen = new Set<string>();
  for (const r of graph.reachers(path)) {
    for (const file of [...graph.closure(r.entry).keys()].slice(0, MAX_FILES_PER_ENTRY)) {
      if (file === path || seen.has(file)) continue;
      seen.add(file);
      const text = await ctx.model.files.text(file);
      if (!text || !namesAsPath(text.text, base)) continue;
      const facts = await ctx.model.facts(file);
      // Archive members' units are the member's lines, not this file's.
      const units = (facts?.units ?? []).filter((u) => u.member === undefined);
      const offsets = units.map((u): [number, number] => [
        text.lines.offsetOf(u.at.startLine, u.at.startColumn),
        text.lines.offsetOf(u.at.endLine, u.at.endColumn),
      ]);
      const name = `/${base}`;
      for (let at = text.text.indexOf(name), n = 0; at >= 0; at = text.text.indexOf(name, at + 1), n++) {
        // Past the bound a mention not read may run the file: not input only.
        if (n >= 50) return undefined;
        if (!namesAsPath(text.text.slice(at, at + name.length + 1), base)) continue;
        const role = roleInFile(text.text, units, offsets, at);
        if (!role) continue;
        if (role.runs) return undefined;
        named = true;
        if (role.checker) continue;
        // One of the skill's own scripts, or a function the same code defines; any other program
        // (`uv run`, `npx`, a tool not known here) may run what it is given.
        const consumer = consumerOf(ctx, role.program, text.text, offsets, at, file, r.entry);
        if (!consumer || consumer === path || (await runsItsInput(ctx, consumer))) return undefined;
        handed = true;
      }
    }
  }
  if (!named) return undefined;
  return handed ? 'script' : 'checker';
}
