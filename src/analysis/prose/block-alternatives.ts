import type { MdCodeBlock } from '../markdown.js';
import type { CodePlacement } from './facts.js';
import type { Analysed } from './sentence.js';

/**
 * A fenced block that shows alternatives instead of handing over steps (docs/prose.md, Placement). Two
 * layouts, both read from the block's structure, not from what its labels say:
 *
 * - a **syntax catalogue**: lines grouped under comment labels, where one command (program and
 *   subcommand: `bun add`, `pip install`, `cargo add`) recurs under several labels with a different form
 *   each time (`-d`, `--optional`, `--registry URL`, `pkg@latest`, `github:user/repo`). A procedure runs
 *   different commands, or the same one on other objects with the same form (`npm install a`, `npm
 *   install b`); a catalogue lists the forms of one command for the reader to pick from.
 * - **two versions of one line**: two labelled groups that assign the same variable from the same call
 *   (`# Instead of:` / `creds = keyring.get_credential(package_url, None)` / `# Use:` / `creds =
 *   keyring.get_credential(index_url, None)`), or repeat the same statement head, where nothing in the first
 *   group uses what it assigned: a program would never compute a value only to overwrite it, so the block
 *   is a before/after pair shown for review, whatever its labels are called.
 *
 * Not a catalogue: a block whose entry installs a package the document's prose names (`The scripts need
 * \`@acme/helper\``): that entry is the skill's own requirement, not a sample name. A lead that asks to run
 * the block, or a sentence after it that points back at it, is decided before this (placement.ts): the
 * attacker writes the labels too.
 */

/** A comment line in the languages fenced blocks use (`#` shell/Python/Ruby, `//` C-like). */
const COMMENT = /^[ \t]*(?:#(?!!)|\/\/)[ \t]*/;
/** A trailing shell comment after a command (`bun add -d x   # Dev dependency`). */
const TRAILING = /[ \t]#[ \t].*$|[ \t]#$/;
const PLAIN_WORD = /^[a-z][a-z0-9-]{0,30}$/;
const ENV_ASSIGN = /^[A-Za-z_]\w{0,60}=/;
/**
 * `name = call(`, `const name = await call(`, `data, err := call(` in the code languages fenced blocks use
 * (the first name is the value: Go and Python put the error or the rest after it).
 */
const ASSIGN_CALL =
  /^[ \t]*(?:(?:const|let|var|val|auto)[ \t]+)?([A-Za-z_$][\w$]{0,60})((?:[ \t]*,[ \t]*[A-Za-z_$][\w$]{0,60}){0,4})[ \t]*:?=[ \t]*(?:await[ \t]+)?([A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,6})[ \t]*\(/;
/** A statement's head for a line that assigns nothing: the call it makes or its first words. */
const CALL_HEAD =
  /^[ \t]*(?:await[ \t]+|return[ \t]+)?([A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}){0,6})[ \t]*\(/;

const MAX_LINES = 400;

interface Group {
  labelled: boolean;
  lines: string[];
}

/** The block's code lines grouped under the comment label above them (consecutive comments are one label). */
function groupsOf(content: string): Group[] {
  const groups: Group[] = [];
  let cur: Group | undefined;
  let labelPending = false;
  const raw = content.split('\n');
  for (let i = 0; i < raw.length && i < MAX_LINES; i++) {
    let line = raw[i]!;
    // A continued command is one line (`bun add x \` / `  --registry …`).
    while (line.endsWith('\\') && i + 1 < raw.length && i < MAX_LINES)
      line = `${line.slice(0, -1)} ${raw[++i]!}`;
    if (line.trim() === '') continue;
    if (COMMENT.test(line)) {
      if (line.replace(COMMENT, '').trim() !== '') labelPending = true;
      continue;
    }
    if (labelPending || !cur) {
      cur = { labelled: labelPending, lines: [] };
      groups.push(cur);
      labelPending = false;
    }
    cur.lines.push(line);
  }
  return groups;
}

/** Program and subcommand of a shell line (`sudo bun add -d x` → `bun add`), and the form of the rest. */
function shellShape(line: string): { key: string; form: string; names: string[] } | undefined {
  const toks = line
    .replace(TRAILING, '')
    .trim()
    .split(/[ \t]+/);
  let i = 0;
  while (i < toks.length && (toks[i] === '$' || toks[i] === 'sudo' || ENV_ASSIGN.test(toks[i]!))) i++;
  const prog = toks[i];
  if (!prog || !/^[A-Za-z]/.test(prog)) return undefined;
  i++;
  const sub = toks[i] && PLAIN_WORD.test(toks[i]!) ? toks[i++] : '';
  const form: string[] = [];
  const names: string[] = [];
  for (; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.startsWith('-')) form.push(t.split('=', 1)[0]!);
    else if (t.includes(':')) form.push('source');
    else if (t.indexOf('@', 1) > 0) {
      form.push('version');
      names.push(t.slice(0, t.indexOf('@', 1)));
    } else {
      form.push('name');
      names.push(t);
    }
  }
  return { key: `${prog} ${sub}`, form: form.join(' '), names };
}

/**
 * One command recurs under two labels or more with three forms or more, and none of its objects is a name
 * the document's prose uses (`named`).
 */
function isCatalogue(groups: readonly Group[], named: (name: string) => boolean): boolean {
  const byKey = new Map<string, { groups: Set<number>; forms: Set<string>; names: string[] }>();
  groups.forEach((g, gi) => {
    if (!g.labelled) return;
    for (const l of g.lines) {
      const s = shellShape(l);
      if (!s) continue;
      const e = byKey.get(s.key) ?? { groups: new Set(), forms: new Set(), names: [] };
      e.groups.add(gi);
      e.forms.add(s.form);
      e.names.push(...s.names);
      byKey.set(s.key, e);
    }
  });
  for (const e of byKey.values())
    if (e.groups.size >= 2 && e.forms.size >= 3 && !e.names.some((n) => n.length >= 3 && named(n)))
      return true;
  return false;
}

/** Whether `word` occurs in `line` as a whole identifier. */
function mentions(line: string, word: string): boolean {
  for (let at = line.indexOf(word); at >= 0; at = line.indexOf(word, at + 1)) {
    const before = line[at - 1] ?? ' ';
    const after = line[at + word.length] ?? ' ';
    if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) return true;
  }
  return false;
}

/** The head a group's first line repeats in another group: the variable and call it assigns, or the call. */
function headOf(line: string): { head: string; target?: string } | undefined {
  const a = ASSIGN_CALL.exec(line);
  if (a) return { head: `${a[1]}${a[2]!.replace(/[ \t]/g, '')} = ${a[3]}`, target: a[1]! };
  const c = CALL_HEAD.exec(line);
  return c ? { head: c[1]! } : undefined;
}

/**
 * Two labelled groups whose first lines repeat one head, the first group never using what it assigned
 * after assigning it: two versions of one line, not a sequence.
 */
function isBeforeAfter(groups: readonly Group[]): boolean {
  const labelled = groups.filter((g) => g.labelled);
  if (labelled.length < 2 || labelled.length !== groups.length) return false;
  for (let i = 0; i + 1 < labelled.length; i++) {
    const a = headOf(labelled[i]!.lines[0]!);
    const b = headOf(labelled[i + 1]!.lines[0]!);
    if (!a || !b || a.head !== b.head) continue;
    const target = a.target;
    const rest = labelled[i]!.lines.slice(1);
    if (target === undefined ? rest.length === 0 : !rest.some((l) => mentions(l, target))) return true;
  }
  return false;
}

/**
 * The placement of a block that shows alternatives instead of handing over steps, or undefined. `shell` says how its lines are read (other
 * blocks are read only in `codeLangs`); `sents` are the document's prose, where a package the skill
 * requires is named.
 */
export function shownAlternatives(
  c: MdCodeBlock,
  shell: boolean,
  codeLangs: ReadonlySet<string>,
  sents: readonly Analysed[],
): CodePlacement | undefined {
  if (!shell && !codeLangs.has(c.lang)) return undefined;
  const groups = groupsOf(c.content);
  if (groups.length < 2) return undefined;
  const named = proseNames(sents);
  const cue =
    shell && isCatalogue(groups, named)
      ? 'forms of one command listed under labels'
      : isBeforeAfter(groups)
        ? 'two versions of one line under labels'
        : undefined;
  // Shown, not handed over: ready to run if someone copies it, graded as code framed as an example.
  return cue ? { placement: 'runnable', framing: 'illustrative', cue } : undefined;
}

/** One document's prose joined, once per document. */
const PROSE = new WeakMap<readonly Analysed[], string>();

/** Whether the document's prose names a word as a whole token (a package the skill requires). */
function proseNames(sents: readonly Analysed[]): (name: string) => boolean {
  return (name) => {
    let prose = PROSE.get(sents);
    if (prose === undefined) {
      prose = sents.map((s) => s.text).join('\n');
      PROSE.set(sents, prose);
    }
    for (let at = prose.indexOf(name); at >= 0; at = prose.indexOf(name, at + 1)) {
      const before = prose[at - 1] ?? ' ';
      const after = prose[at + name.length] ?? ' ';
      if (!/[\w@/.-]/.test(before) && !/[\w/-]/.test(after)) return true;
    }
    return false;
  };
}
