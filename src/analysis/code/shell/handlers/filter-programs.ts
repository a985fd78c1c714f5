/**
 * Filter programs that only keep or drop what they read: a `jq` filter made of paths, `del(…)`,
 * `select(…)` and maps of those; a `sed` script of deletions (`/re/d`, `3d`, `$!d`) or, with `-n`,
 * prints of addressed lines; an `awk` program of patterns without actions (`!/re/`, `NR>1`). Their output
 * is a part of their input, so the data handlers pass the input through alone; any other program may
 * print text of its own (`.permissions.allow += ["Bash"]`, `s/^/…/`, `END { print … }`), and its text
 * goes into the output beside the input (src/rules/support/write-adds.ts reads what a write adds).
 * Pure: text in, a verdict out; longer programs than the bound are taken as adding.
 */

import { splitTopLevel } from '../../../strings.js';

const MAX = 4_096;

/** `text`'s parts between top-level `sep`s (outside strings and all brackets); undefined when unbalanced. */
function splitTop(text: string, sep: string): string[] | undefined {
  const split = splitTopLevel(text, sep, '()[]{}');
  return split.balanced ? split.parts.map((p) => p.part) : undefined;
}

/**
 * `.a.b`, `.["k"]`, `.[0]`, `.a[]`: a path into the input. An index the shell fills in (`".skills[$i].repo"`
 * in a loop over `$(seq …)`) is still an index: the output is one of the input's values, not the filter's text.
 */
const JQ_PATH =
  /^\.(?:[A-Za-z_]\w{0,100}|\[(?:"[^"\\]{0,200}"|\d{1,9}|\$[^\][\n"\\]{1,200})?\])?(?:\.[A-Za-z_]\w{0,100}|\[(?:"[^"\\]{0,200}"|\d{1,9}|\$[^\][\n"\\]{1,200})?\]){0,32}\??$/;
/** Calls whose output is their input or nothing, whatever their argument: `del(…)`, `select(…)`. */
const JQ_DROPS = /^(?:del|delpaths|select)\(([\s\S]{0,4096})\)$/;
/** Calls that apply a filter to each element: only dropping when that filter only drops. */
const JQ_EACH = /^(?:map|map_values|with_entries)\(([\s\S]{0,4096})\)$/;

/** A jq filter that only selects or deletes parts of its input. */
export function jqOnlyKeeps(filter: string, depth = 0): boolean {
  if (filter.length > MAX || depth > 8) return false;
  const stages = splitTop(filter, '|');
  if (!stages) return false;
  return stages.every((raw) => {
    const stage = raw.trim();
    if (stage === '.' || JQ_PATH.test(stage)) return true;
    // The whole stage is one call: its parentheses are balanced from the first to the last.
    const balanced = splitTop(stage.slice(stage.indexOf('(') + 1, -1), '\u0000') !== undefined;
    if (JQ_DROPS.test(stage)) return balanced;
    const each = JQ_EACH.exec(stage);
    return each !== null && balanced && jqOnlyKeeps(each[1]!, depth + 1);
  });
}

/** An address: a line number, `$`, or a `/regex/` (escapes allowed), optionally a range, optionally negated. */
const SED_ADDRESS = String.raw`(?:\d{1,9}|\$|/(?:[^/\\\n]|\\.){0,300}/I?)`;
const SED_KEEPS = new RegExp(`^(?:${SED_ADDRESS}(?:,${SED_ADDRESS})?)?[ \\t]*!?[ \\t]*([dDp])$`);

/** A sed script of deletions, or (with `-n`) of prints of addressed lines. */
export function sedOnlyKeeps(script: string, quiet: boolean): boolean {
  if (script.length > MAX) return false;
  return script
    .split(/[;\n]/)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .every((c) => {
      const m = SED_KEEPS.exec(c);
      return m !== null && (m[1] === 'p' ? quiet : !quiet);
    });
}

/** An awk program of patterns without actions: each line is printed or not, as it was. */
export function awkOnlyKeeps(program: string): boolean {
  return program.length <= MAX && !/[{}]/.test(program) && !/\b(?:system|getline)\b/.test(program);
}

/**
 * A grep pattern that can only match an INI section header (`^\[.+\]`, `^\[([^]]+)\]$`, `^\[profile`):
 * anchored at a line's opening bracket, with no alternation that could match another line. Such lines
 * of `~/.aws/credentials` or `~/.pypirc` are the profile names; the keys sit on the lines below them.
 */
const SECTION_HEADER = /^\^(?:\\\[|\[\[\])[^|\n]{0,200}$/;

export function sectionHeadersOnly(pattern: string): boolean {
  return SECTION_HEADER.test(pattern) && !pattern.includes('\\|');
}

/** `while IFS= read -r line; do`: the loop's one line variable. */
const READ_LOOP =
  /^while[ \t]{1,8}(?:IFS=\S{0,8}[ \t]{1,8})?read[ \t]{1,8}(?:-r[ \t]{1,8})?([A-Za-z_]\w{0,60})[ \t]*(?:;[ \t]*|\n[ \t]*)do\b/;
/** What follows a use of the line variable when it is only matched: `" =~ ^\[([^]]+)\]$ ]]`. */
const MATCHED = /^\}?"?[ \t]{0,8}=~[ \t]{0,8}(\S{1,200})[ \t]{1,8}\]\]/;

/**
 * `while IFS= read -r line; do [[ "$line" =~ ^\[([^]]+)\]$ ]] && … "${BASH_REMATCH[1]}" …; done < ~/.aws/credentials`:
 * every use of the line variable is the subject of a match against a section-header pattern, so what the
 * loop keeps of the file is the profile names. Any other use (`echo "$line"`, `keys+=("$line")`) keeps the line.
 */
export function sectionHeaderLoop(text: string): boolean {
  if (text.length > 20_000) return false;
  const m = READ_LOOP.exec(text);
  if (!m) return false;
  const name = m[1]!;
  const body = text.slice(m[0].length);
  const use = new RegExp(`\\$\\{?${name}\\b`, 'g');
  let seen = 0;
  for (let u = use.exec(body); u; u = use.exec(body)) {
    const matched = MATCHED.exec(body.slice(u.index + u[0].length, u.index + u[0].length + 240));
    if (!matched || !sectionHeadersOnly(matched[1]!)) return false;
    seen++;
  }
  return seen > 0;
}
