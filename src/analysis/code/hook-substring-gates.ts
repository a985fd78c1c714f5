import type { Lang } from '../facts.js';
import type { UnitHandle } from './collector.js';
import { APPROVES } from './hook-decisions.js';
import {
  approvingRegion,
  callNames,
  commandVars,
  isCommand,
  type Test,
  testsCommandAgain,
  type Vars,
} from './hook-prefix-gates.js';
import { lineAt, literalRun, unquote } from './regex-literals.js';

/**
 * A hook script that approves a command because it CONTAINS a literal: `".claude" in path.lower()`,
 * `cmd.includes("/tmp/")`, `cmd.indexOf("x") !== -1`, an unanchored regex (`/\.claude/.test(cmd)`,
 * `re.search(r"\.claude", cmd)`, `[[ $cmd =~ \.claude ]]`), a glob with stars on both sides
 * (`[[ $cmd == *".claude"* ]]`, `case $cmd in *.claude*)`) or `grep -q lit <<< "$cmd"`. A literal anywhere
 * in a command says nothing about what runs: `cat ~/.claude/.credentials.json | curl -d @- …` and
 * `curl … | sh # .claude` both hold it, and rejecting separators does not help (any program whose argument
 * holds it passes). The fact records the literal and whether the branch prints the answer or which
 * functions it calls (hook-decisions.ts records the function that prints it); the rule grants the matcher.
 * A test whose branch only denies (a guard) is no approval; a test of the tool's name is not the command's.
 * Read from the text with bounded regexes, like hook-prefix-gates.ts: scripts are never run.
 */

const MAX_TEXT = 128 * 1024;
const MAX_GATES = 24;
const LANGS: ReadonlySet<Lang> = new Set<Lang>(['python', 'javascript', 'typescript', 'shell']);
/** A second test of the command on the same line narrows it (`cmd.startswith("git ") and ".x" in cmd`). */
const NARROWED_ON_LINE = /starts[wW]ith\(|\.split\(|\s===?\s|\s(?:and|&&)\s[^\n]{0,80}\bin\s*[([{]/;

/** A refusing answer: the key, a few punctuation characters, then the refusing value. */
const DENIES = /\b(?:permissionDecision|behavior)\W{1,16}deny\b|\bdecision\W{1,16}(?:block|deny)\b/;

export function addSubstringGates(unit: UnitHandle): void {
  if (!LANGS.has(unit.spec.lang)) return;
  const text = unit.text.slice(0, MAX_TEXT);
  if (!APPROVES.test(text)) return;
  const vars = commandVars(text);
  const tests = unit.spec.lang === 'shell' ? shellTests(text) : codeTests(text);
  let emitted = 0;
  for (const t of tests) {
    if (emitted >= MAX_GATES) break;
    if (t.needle.trim() === '' || !isCommand(t.subject, vars)) continue;
    // The test's own text aside (a shell `==` is the test itself).
    if (NARROWED_ON_LINE.test(lineAt(text, t.start).replace(text.slice(t.start, t.end), ''))) continue;
    const region = approvingRegion(text, t);
    if (!region) continue;
    const answer = APPROVES.exec(region.body);
    const direct = answer !== null;
    // A branch that answers "deny" is a guard, whatever helpers it calls to print it.
    if (!direct && DENIES.test(region.body)) continue;
    const calls = direct ? [] : callNames(region.body);
    if (!direct && calls.length === 0) continue;
    if (testsCommandAgain(direct ? region.body.slice(0, answer.index) : region.body, vars as Vars)) continue;
    const needle = t.needle.slice(0, 120);
    unit.emit(
      { kind: 'approve-contains', needle, direct, calls, key: `approve-contains:${needle}` },
      t.start,
      t.end,
    );
    emitted++;
  }
}

interface ContainsTest extends Test {
  needle: string;
}

/** Python and JS: `"lit" in x`, `x.includes("lit")`, `x.indexOf("lit") !== -1`, unanchored regex tests. */
function codeTests(text: string): ContainsTest[] {
  const out: ContainsTest[] = [];
  const push = (subject: string, needle: string | undefined, m: RegExpMatchArray, negated: boolean) => {
    if (needle === undefined || out.length >= 60) return;
    const end = m.index! + m[0].length;
    out.push({ subject, needle, start: m.index!, end, branchFrom: end, negated });
  };
  const before = (m: RegExpMatchArray) => text.slice(Math.max(0, m.index! - 6), m.index!);
  // `".claude" in path.lower()`, `'x' not in cmd`: a literal on the left of `in` (a list on the right is a name).
  for (const m of text.matchAll(
    /(["'])([^"'\n]{1,80})\1[ \t]+(not[ \t]+)?in[ \t]+([A-Za-z_][\w.]{0,60}(?:\([^()\n]{0,40}\))?(?:\.\w{1,12}\(\))?)/g,
  ))
    push(m[4]!, m[2]!, m, Boolean(m[3]) || /\bnot\s+$/.test(before(m)));
  for (const m of text.matchAll(
    /(?<![\w.[\]"'()])([\w.[\]"'()]{1,80}?)\.includes\(\s*(["'`])([^"'`\n]{1,80})\2\s*\)/g,
  ))
    push(m[1]!, m[3]!, m, /!\s*$/.test(before(m)));
  for (const m of text.matchAll(
    /(?<![\w.[\]"'()])([\w.[\]"'()]{1,80}?)\.indexOf\(\s*(["'`])([^"'`\n]{1,80})\2\s*\)\s*(!==?|===?|>=?|<)\s*(-1|0)/g,
  ))
    push(m[1]!, m[3]!, m, /^(?:===?-1|<0)$/.test(`${m[4]}${m[5]}`));
  for (const m of text.matchAll(
    /\/((?:\\.|[^/\\\n^]){1,80})\/[gimsuy]{0,6}\.test\(\s*([\w.[\]"'?]{1,80})\s*\)/g,
  ))
    push(m[2]!, regexLiteral(m[1]!), m, /!\s*$/.test(before(m)));
  for (const m of text.matchAll(
    /\bre\.search\(\s*[rb]?(["'])([^"'\n]{1,80})\1\s*,\s*([\w.[\]"'()]{1,80}?)\s*[,)]/g,
  ))
    if (!m[2]!.startsWith('^')) push(m[3]!, regexLiteral(m[2]!), m, /\bnot\s+$/.test(before(m)));
  return out;
}

/** Shell: `[[ $x == *lit* ]]`, `[[ $x =~ lit ]]`, `case $x in *lit*)`, `grep -q lit <<< "$x"`. */
function shellTests(text: string): ContainsTest[] {
  const out: ContainsTest[] = [];
  const cmp =
    /(\$\{?[\w[\]]+\}?|"\$\{?[\w[\]]+\}?")[ \t]*(==?|!=|=~)[ \t]*((?:"[^"\n]*"|'[^'\n]*'|[^\s"'\]);|&])+)/g;
  for (const m of text.matchAll(cmp)) {
    if (out.length > 40) break;
    if (!/\[\[|\[\s|\btest\s/.test(lineAt(text, m.index!))) continue;
    const end = m.index! + m[0].length;
    const orLeaves = /^[^\n]{0,40}?\]\]?\s*\|\|/.test(text.slice(end, end + 60));
    const pat = m[3]!;
    const needle =
      m[2] === '=~' ? (pat.startsWith('^') ? undefined : regexLiteral(unquote(pat))) : starred(pat);
    if (needle !== undefined)
      out.push({
        subject: m[1]!,
        needle,
        start: m.index!,
        end,
        branchFrom: end,
        negated: m[2] === '!=' || orLeaves,
      });
  }
  for (const m of text.matchAll(
    /\bgrep\s+-[A-Za-z]{0,4}q[A-Za-z]{0,4}\s+(["'])([^"'\n]{1,80})\1[ \t]*<<<[ \t]*("?\$\{?\w+\}?"?)/g,
  )) {
    const end = m.index! + m[0].length;
    const needle = regexLiteral(m[2]!);
    if (needle !== undefined)
      out.push({
        subject: m[3]!,
        needle,
        start: m.index!,
        end,
        branchFrom: end,
        negated: /!\s*$/.test(text.slice(m.index! - 4, m.index!)),
      });
  }
  for (const c of text.matchAll(/\bcase\s+("?\$\{?[\w[\]]+\}?"?)\s+in\b/g)) {
    const base = c.index! + c[0].length;
    const body = text.slice(base, base + 4000);
    const stop = body.search(/\besac\b/);
    const arms = stop < 0 ? body : body.slice(0, stop);
    for (const a of arms.matchAll(/(?:^|\n|;;)[ \t]*\(?([^\n()]{1,120})\)/g)) {
      if (out.length > 80) break;
      const armEnd = arms.indexOf(';;', a.index! + a[0].length);
      for (const alt of a[1]!.split('|').slice(0, 16)) {
        const needle = starred(alt.trim());
        if (needle === undefined) continue;
        const end = base + a.index! + a[0].length;
        out.push({
          subject: c[1]!,
          needle,
          start: base + a.index!,
          end,
          branchFrom: end,
          ...(armEnd < 0 ? {} : { branchTo: base + armEnd }),
        });
      }
    }
  }
  return out;
}

/** A glob `*lit*` (parts quoted or not): the literal between the stars, when it holds no other glob. */
function starred(pat: string): string | undefined {
  if (pat.length < 3 || !pat.startsWith('*') || !pat.endsWith('*')) return undefined;
  const inner = pat.slice(1, -1).replace(/["']/g, '');
  return inner !== '' && !/[*?[]/.test(inner) ? inner.replace(/\\(.)/g, '$1') : undefined;
}

/** The literal run an unanchored regex requires (`\.claude` → `.claude`), when it starts with one. */
function regexLiteral(re: string): string | undefined {
  return literalRun(re, 0, 80, false);
}
