import type { Lang } from '../facts.js';
import type { UnitHandle } from './collector.js';
import { APPROVES } from './hook-decisions.js';
import { lineAt, literalRun, unquote } from './regex-literals.js';
import { GUARD_EXIT, guardedBefore, separatorCheck } from './separator-guards.js';

/**
 * A hook script that approves a command because it BEGINS with something: a string prefix test
 * (`[[ $c == "$ROOT/bin/"* ]]`, `startswith`, `startsWith`, a regex anchored with `^` but not `$`, a
 * `case` glob `"uv run "*)`), or an equality test on the command's first word (`${c%% *}`,
 * `cut -d' ' -f1`, `read -r first rest`, `.split()[0]`). Whatever follows the prefix is never looked
 * at, so `<prefix> && curl … | sh` is approved whole unless the script rejects command separators first
 * (or splits the command into segments). The fact records the prefix, whether the branch prints the
 * answer itself or which functions it calls (a sourced helper may print it: hook-decisions.ts records
 * that function's name), and whether such a guard precedes the test; the rule decides what it grants.
 * Read from the text with bounded regexes, like hook-decisions.ts: scripts are never run.
 */

const MAX_TEXT = 128 * 1024;
const MAX_GATES = 48;
const MAX_VARS = 64;
const MAX_BRANCH = 600;
const GATE_LANGS: ReadonlySet<Lang> = new Set<Lang>(['python', 'javascript', 'typescript', 'shell']);

/** The hook's command: Bash's `tool_input.command`, under any variable name it is copied to. */
const COMMAND_WORD = /command|\bcmd\b/i;

/** `name=…`, `local name=…`, `const name = …`, `name = …` (not `==`), to the end of the line. */
const ASSIGN =
  /^[ \t]*(?:(?:local|export|declare|readonly|const|let|var)\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*([^\n]{0,300})/gm;
/** `first, rest = …`, `const [prog, ...args] = …`: the first name takes the first element. */
const TUPLE =
  /^[ \t]*(?:(?:const|let|var)\s+)?(?:\[[ \t]*([A-Za-z_]\w*)[ \t]*(?:,[^\]\n]{0,80})?\]|([A-Za-z_]\w*)[ \t]*,[^=\n]{0,80}?)[ \t]*=(?!=)[ \t]*([^\n]{0,300})/gm;
/** `read -r first rest <<<"$cmd"` (with `-a`: an array whose `[0]` is the first word). */
const READ = /\bread\s+((?:-[A-Za-z]+\s+)*)([A-Za-z_]\w*)[^\n<]{0,80}<<<\s*["']?\$\{?([A-Za-z_]\w*)/g;

/** Expressions that take the first whitespace-separated word of what they read. */
const FIRST_WORD =
  /\$\{\w+%%(?: |\\ |\[\[:space:\]\]|\[ \\t\])\*\}|\bcut\b[^|\n]{0,24}-f\s?1\b|\bawk\s+(?:-\w+\s+)*['"]\{\s*print\s+\$1\s*;?\s*\}|split\([^()\n]{0,60}\)\s*\[\s*0\s*\]|\.partition\([^()\n]{0,10}\)\s*\[\s*0\s*\]/;
const INDEX_ZERO = /\$?\{?\b([A-Za-z_]\w*)\s*\[\s*0\s*\]/;

/** Code that splits a command into its simple commands before deciding (each is judged alone). */
export const SEGMENT_PARSER =
  /\bshfmt\b[^\n]{0,60}--tojson|\bbashlex\b|\bpunctuation_chars\b|tree-sitter-bash|\bmvdan\.cc\/sh\b/;

export interface Test {
  subject: string;
  /** Prefix literal; `undefined` when the test compares the whole subject (equality). */
  prefix?: string;
  /** Exact literals compared with the subject (a first word compared exactly is still a prefix). */
  exact?: string[];
  start: number;
  end: number;
  /** Where the approving branch starts and how far it may reach. */
  branchFrom: number;
  branchTo?: number;
  /** `!=`, `not x.startswith`, `!c.startsWith`, `[[ … ]] || exit`: the branch leaves, what follows approves. */
  negated?: boolean;
}

/** How far past a negated test's leaving branch the approval is looked for. */
const MAX_TAIL = 1500;

export function addPrefixGates(unit: UnitHandle): void {
  if (!GATE_LANGS.has(unit.spec.lang)) return;
  const text = unit.text.slice(0, MAX_TEXT);
  if (!COMMAND_WORD.test(text)) return;
  const vars = commandVars(text);
  const tests = unit.spec.lang === 'shell' ? shellTests(text) : codeTests(text);
  let emitted = 0;
  for (const t of tests) {
    if (emitted >= MAX_GATES) break;
    const first = isFirstWord(t.subject, vars);
    if (!first && !isCommand(t.subject, vars)) continue;
    const prefixes = t.prefix !== undefined ? [t.prefix] : first ? (t.exact ?? []).map((e) => `${e} `) : [];
    const wanted = prefixes.filter((p) => p.trim() !== '');
    if (wanted.length === 0) continue;
    const region = approvingRegion(text, t);
    if (!region) continue;
    const answer = APPROVES.exec(region.body);
    const direct = answer !== null;
    const calls = direct ? [] : callNames(region.body);
    if (!direct && calls.length === 0) continue;
    const head = direct ? region.body.slice(0, answer.index) : region.body;
    // A further test of the command inside the branch (`node)` then `node --version` only) narrows it
    // in ways read here only as "more than the prefix": not an open approval.
    if (testsCommandAgain(head, vars)) continue;
    // A separator check before the test, or in the branch before the answer, narrows the approval.
    const guarded = SEGMENT_PARSER.test(text) || guardedBefore(text, region.from + head.length);
    // One fact per literal: each is judged on its own (`just ` narrow, `uv run ` a shell by another name).
    for (const prefix of wanted.slice(0, MAX_GATES - emitted)) {
      const b = { prefix: prefix.slice(0, 120), direct, calls, guarded };
      unit.emit({ kind: 'approve-gate', ...b, key: `approve-gate:${prefix}` }, t.start, t.end);
      emitted++;
    }
  }
}

/**
 * Where the approval for a passing test is: its branch, or — for a negated test whose branch only
 * leaves (`if not c.startswith("make "): sys.exit(0)`) — the code after that branch.
 */
export function approvingRegion(text: string, t: Test): { from: number; body: string } | undefined {
  const branch = branchText(text, t);
  if (!t.negated) return { from: t.branchFrom, body: branch };
  if (APPROVES.test(branch) || !GUARD_EXIT.test(branch)) return undefined;
  const from = t.branchFrom + branch.length;
  return { from, body: text.slice(from, from + MAX_TAIL) };
}

/** A condition (`if`, `[[ ]]`, `case`, a regex or `startswith` call) that reads the command again. */
const NESTED_TEST =
  /(?:^|[\s;(])(?:if|elif|case|while)\b|\[\[|\[\s|\.(?:match|search|test|starts[wW]ith|includes)\(|\bperl\b|\bgrep\b/;

export function testsCommandAgain(branchHead: string, v: Vars): boolean {
  // A separator check there is a guard (guardedBefore), not a narrower test of what runs.
  const before = branchHead
    .replace(/\bcase\b[\s\S]{0,400}?\besac\b/g, (blk) => (separatorCheck(blk) ? '' : blk))
    .split('\n')
    .filter((l) => !separatorCheck(l))
    .join('\n');
  if (!NESTED_TEST.test(before)) return false;
  return mentionsCommand(before, v) || [...v.first].some((n) => new RegExp(`\\b${n}\\b`).test(before));
}

export interface Vars {
  /** Names holding the command (or a copy of it). */
  command: Set<string>;
  /** Names holding its first word (or, for arrays, its words: `[0]` is the first). */
  first: Set<string>;
  arrays: Set<string>;
}

/** Follows copies of the command through assignments, a few passes deep, bounded. */
export function commandVars(text: string): Vars {
  const v: Vars = { command: new Set(), first: new Set(), arrays: new Set() };
  const assigns = [...text.matchAll(ASSIGN)]
    .slice(0, 400)
    .map((m) => ({ name: m[1]!, rhs: m[2]!, tuple: false }));
  for (const m of [...text.matchAll(TUPLE)].slice(0, 100))
    assigns.push({ name: (m[1] ?? m[2])!, rhs: m[3]!, tuple: true });
  const reads = [...text.matchAll(READ)].slice(0, 100);
  for (let pass = 0; pass < 4; pass++) {
    for (const a of assigns) {
      if (v.command.size + v.first.size > MAX_VARS) return v;
      if (!mentionsCommand(a.rhs, v)) continue;
      const z = INDEX_ZERO.exec(a.rhs);
      if (FIRST_WORD.test(a.rhs) || (a.tuple && /split\(/.test(a.rhs)) || (z && v.arrays.has(z[1]!)))
        v.first.add(a.name);
      else if (/split\(/.test(a.rhs)) v.arrays.add(a.name);
      else v.command.add(a.name);
    }
    for (const r of reads) {
      if (!v.command.has(r[3]!) && !COMMAND_WORD.test(r[3]!)) continue;
      if (/a/.test(r[1]!)) v.arrays.add(r[2]!);
      else v.first.add(r[2]!);
    }
  }
  return v;
}

function mentionsCommand(expr: string, v: Vars): boolean {
  if (COMMAND_WORD.test(expr)) return true;
  for (const w of expr.matchAll(/[A-Za-z_]\w*/g)) if (v.command.has(w[0]) || v.arrays.has(w[0])) return true;
  return false;
}

/** `$x`, `"${x}"`, `x`, `data["command"]`: the name the test reads. */
function subjectName(subject: string): { name: string; zero: boolean } {
  const m = /^["'(]*\$?\{?([A-Za-z_]\w*)(\s*\[\s*0\s*\])?/.exec(subject.trim());
  return { name: m?.[1] ?? '', zero: Boolean(m?.[2]) };
}

function isFirstWord(subject: string, v: Vars): boolean {
  if (FIRST_WORD.test(subject)) return true;
  const s = subjectName(subject);
  return v.first.has(s.name) || (s.zero && v.arrays.has(s.name));
}

export function isCommand(subject: string, v: Vars): boolean {
  const s = subjectName(subject);
  return v.command.has(s.name) || COMMAND_WORD.test(subject.replace(/["'$\s{}]/g, ''));
}

/** Shell: `[[ $x == lit* ]]`, `[[ $x =~ ^lit ]]`, `case $x in lit*) …;;`. */
function shellTests(text: string): Test[] {
  const out: Test[] = [];
  const cmp =
    /(\$\{?[\w[\]]+\}?|"\$\{?[\w[\]]+\}?")[ \t]*(==?|!=|=~)[ \t]*((?:"[^"\n]*"|'[^'\n]*'|[^\s"'\]);|&])+)/g;
  for (const m of text.matchAll(cmp)) {
    if (out.length > 40) break;
    const line = lineAt(text, m.index!);
    if (!/\[\[|\[\s|\btest\s/.test(line)) continue;
    const pat = m[3]!;
    const end = m.index! + m[0].length;
    const orLeaves = /^[^\n]{0,40}?\]\]?\s*\|\|/.test(text.slice(end, end + 60));
    const t = { subject: m[1]!, start: m.index!, end, branchFrom: end, negated: m[2] === '!=' || orLeaves };
    if (m[2] === '=~') {
      const p = anchoredPrefix(unquote(pat));
      if (p !== undefined) out.push({ ...t, prefix: p });
    } else out.push({ ...t, ...globTest(pat) });
  }
  for (const c of text.matchAll(/\bcase\s+("?\$\{?[\w[\]]+\}?"?)\s+in\b/g)) {
    const body = text.slice(c.index! + c[0].length, c.index! + c[0].length + 4000);
    const stop = body.search(/\besac\b/);
    // A label continued on the next line (`a | b | \` newline `c)`) is one line, at the same offsets.
    const arms = (stop < 0 ? body : body.slice(0, stop)).replace(/\\\n[ \t]*/g, (m) => ' '.repeat(m.length));
    const base = c.index! + c[0].length;
    // Each character has one way to match (quoted, plain, blank), and no label crosses a line: linear.
    for (const a of arms.matchAll(/(?:^|\n|;;)((?:"[^"\n]*"|'[^'\n]*'|[^\s()"';\\]|[ \t])+)\)/g)) {
      if (out.length > 80) break;
      const armEnd = arms.indexOf(';;', a.index! + a[0].length);
      for (const alt of alternatives(a[1]!)) {
        const g = globTest(alt);
        out.push({
          subject: c[1]!,
          ...g,
          start: base + a.index!,
          end: base + a.index! + a[0].length,
          branchFrom: base + a.index! + a[0].length,
          branchTo: armEnd < 0 ? undefined : base + armEnd,
        });
      }
    }
  }
  return out;
}

/** A case label's `|`-separated alternatives (a `|` inside quotes belongs to the literal). */
function alternatives(label: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = '';
  for (const ch of label.trim().replace(/^\(/, '')) {
    if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '|') {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur.trim());
  return out.slice(0, 16);
}

/** A glob: `lit*` is a prefix; a glob-free word is an exact literal; anything else is neither. */
function globTest(pat: string): { prefix?: string; exact?: string[] } {
  let lit = '';
  let i = 0;
  for (; i < pat.length; i++) {
    const ch = pat[i]!;
    if (ch === '"' || ch === "'") {
      const close = pat.indexOf(ch, i + 1);
      if (close < 0) return {};
      lit += pat.slice(i + 1, close);
      i = close;
    } else if (ch === '*' || ch === '?' || ch === '[') break;
    else lit += ch === '\\' ? (pat[++i] ?? '') : ch;
  }
  if (i === pat.length) return { exact: [lit] };
  if (pat[i] === '*' && i === pat.length - 1 && lit !== '') return { prefix: lit };
  return {};
}

/** Python and JS: `startswith`/`startsWith`, `re.match`, `/^lit/.test(x)`, `==`/`===`/`in` on a first word. */
function codeTests(text: string): Test[] {
  const out: Test[] = [];
  const push = (subject: string, m: RegExpMatchArray, extra: Partial<Test>) => {
    if (out.length >= 60) return;
    const negated = /(?:\bnot\s+|!\s*)$/.test(text.slice(Math.max(0, m.index! - 6), m.index!));
    const end = m.index! + m[0].length;
    out.push({ subject, start: m.index!, end, branchFrom: end, negated, ...extra });
  };
  for (const m of text.matchAll(
    /(?<![\w.[\]"'()])([\w.[\]"'()]{1,80}?)\.starts[wW]ith\(\s*(\(?[^()\n]{0,300}\)?)\s*\)/g,
  ))
    for (const lit of literals(m[2]!)) push(m[1]!, m, { prefix: lit });
  for (const m of text.matchAll(/\bre\.(match|search)\(\s*[rb]?(["'])(.*?)\2\s*,\s*([\w.[\]"']{1,80})/g)) {
    const p = anchoredPrefix(m[1] === 'match' && !m[3]!.startsWith('^') ? `^${m[3]}` : m[3]!);
    if (p !== undefined) push(m[4]!, m, { prefix: p });
  }
  for (const m of text.matchAll(/\/\^((?:\\.|[^/\\\n])*)\/[dgimsuy]*\.test\(\s*([\w.[\]"'?]{1,80})\s*\)/g)) {
    const p = anchoredPrefix(`^${m[1]}`);
    if (p !== undefined) push(m[2]!, m, { prefix: p });
  }
  for (const m of text.matchAll(/(?<![\w.[\]"'()])([\w.[\]"'()]{1,80}?)\s*===?\s*(["'`])([^"'`\n]{1,80})\2/g))
    push(m[1]!, m, { exact: [m[3]!] });
  for (const m of text.matchAll(/(?<![\w.[\]"'()])([\w.[\]"'()]{1,80}?)\s+in\s+[([{]([^)\]}]{0,400})[)\]}]/g))
    push(m[1]!, m, { exact: literals(m[2]!) });
  for (const m of text.matchAll(/\[([^\]]{0,400})\]\.includes\(\s*([\w.[\]]{1,80})\s*\)/g))
    push(m[2]!, m, { exact: literals(m[1]!) });
  return out;
}

function literals(s: string): string[] {
  return [...s.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n]){0,200})\1/g)].slice(0, 32).map((l) => l[2]!);
}

/** A regex `^lit…` that does not end in `$`/`\Z`: the literal it requires at the start. */
function anchoredPrefix(re: string): string | undefined {
  if (!re.startsWith('^') || /(?:^|[^\\])(?:\$|\\Z|\\z)$/.test(re)) return undefined;
  return literalRun(re, 1, 120, true);
}

/** The branch a test guards: the rest of its line, then the lines indented deeper than it. */
function branchText(text: string, t: Test): string {
  const limit = Math.min(t.branchTo ?? text.length, t.branchFrom + MAX_BRANCH);
  const lineStart = text.lastIndexOf('\n', t.start) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0].length;
  let end = text.indexOf('\n', t.branchFrom);
  if (end < 0 || end > limit) return text.slice(t.branchFrom, limit);
  for (;;) {
    const next = text.indexOf('\n', end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (line.trim() !== '' && /^[ \t]*/.exec(line)![0].length <= indent && !/^\s*(?:then|do)\b/.test(line))
      break;
    if (next < 0 || next > limit) {
      end = limit;
      break;
    }
    end = next;
  }
  return text.slice(t.branchFrom, Math.min(end, limit)).split(/\belse\b|\belif\b/)[0]!;
}

/** Names the branch calls (shell words in command position, `name(` elsewhere). */
export function callNames(branch: string): string[] {
  const names = new Set<string>();
  for (const m of branch.matchAll(
    /(?:^|[\n;&|{(]|\bthen|\bdo)[ \t]*([A-Za-z_][\w-]{0,60})\b|\b([A-Za-z_]\w{0,60})[ \t]*\(/g,
  )) {
    const n = m[1] ?? m[2]!;
    if (!/^(?:if|then|fi|do|done|echo|printf|exit|return|print|console|log|true|false)$/.test(n))
      names.add(n);
    if (names.size >= 16) break;
  }
  return [...names];
}
