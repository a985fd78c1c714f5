import { yamlDoc, yamlRegion } from './build-compose.js';
import { configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * Code a build configuration runs outside its recipes and task lists:
 * - a Makefile's parse-time commands: `$(shell …)` outside recipes and `VAR != cmd` run on every `make`,
 *   whatever target is asked for, and `include`/`-include` reads another makefile (whose recipes then run)
 *   — one shell unit per Makefile, the make variables expanded, each include as `make -f FILE`, so that a
 *   file the parse-time commands downloaded and the makefile then includes is downloaded code run
 *   (src/analysis/code/shell/handlers/fetched-dirs.ts `make`);
 * - a Taskfile's remote `includes:` (a Taskfile at an https or git address, fetched and its tasks run), as
 *   `task --taskfile URL` (src/analysis/code/shell/handlers/remote-configs.ts); one with a `checksum` is
 *   pinned and left alone;
 * - a LuaRocks rockspec's `build_command`/`install_command` (`build.type = "command"`), run by
 *   `luarocks make`.
 * Linear, bounded patterns.
 */

const MAX_TEXT = 256 * 1024;
const MAX_STATEMENTS = 64;

/** Make variables assigned outside recipes (`X := v`, `X ?= v`, `X = v`, `X += v`), the last one winning. */
export function makeVariables(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const m of text.matchAll(
    /^(?:(?:export|override)[ \t]{1,4})?([A-Za-z_][\w.-]{0,63})[ \t]{0,8}(\+|\?|::?)?=[ \t]{0,8}([^\n]{0,2000})$/gm,
  )) {
    if (vars.size >= 256) break;
    const hash = m[3]!.search(/[ \t]#/);
    const value = (hash >= 0 ? m[3]!.slice(0, hash) : m[3]!).trim();
    const prior = vars.get(m[1]!);
    if (m[2] === '?' && prior !== undefined) continue;
    vars.set(m[1]!, m[2] === '+' && prior ? `${prior} ${value}` : value);
  }
  return vars;
}

/** The index just past the parenthesis that closes the one opened at `open` (`$(`), or -1. */
export function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length && i - open < 4000; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * `$(NAME)`/`${NAME}` replaced by their values (to depth 8), `$(dir X)`/`$(notdir X)` computed, `$(shell X)`
 * turned into the shell's `$(X)` (it runs X the same way), `$$` into `$`. Anything else is left as written.
 */
export function expandMake(s: string, vars: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 8 || s.length > 8000) return s;
  const sub = (inner: string) => expandMake(inner, vars, depth + 1);
  let out = s
    .replace(/\$\$/g, '\u0000')
    .replace(/\$\(([A-Za-z_][\w.-]{0,63})\)|\$\{([A-Za-z_][\w.-]{0,63})\}/g, (whole, a, b) => {
      const v = vars.get(a ?? b);
      return v === undefined ? ((a ?? b) === 'CURDIR' ? '.' : whole) : sub(v);
    });
  // Functions nest (`$(sort $(wildcard tests/*.sh))`): innermost first, a few levels deep.
  for (let level = 0; level < 4; level++) {
    const next = out.replace(MAKE_FUNCTION, (_w, fn: string, arg: string) => {
      const x = sub(arg).trim();
      if (fn === 'shell') return `$(${x})`;
      if (fn === 'dir') return x.includes('/') ? x.slice(0, x.lastIndexOf('/') + 1) : './';
      if (fn === 'notdir') return x.slice(x.lastIndexOf('/') + 1);
      // `$(wildcard P)` stays the pattern: a recipe's shell expands it against the same tree.
      return x;
    });
    if (next === out) break;
    out = next;
  }
  return out.replace(/\u0000/g, '$');
}

/** Make functions whose value is (a form of) their argument's text: paths, lists, file patterns. */
const MAKE_FUNCTION =
  /\$\((dir|notdir|abspath|realpath|strip|shell|wildcard|sort)[ \t]{1,4}([^()]{0,2000})\)/g;

/** Parse-time commands of a Makefile, as one shell unit (see the module comment). */
export function makeParseTime(source: string, lines: LineMap): UnitSpec[] {
  const text = source.slice(0, MAX_TEXT);
  const vars = makeVariables(text);
  const statements: string[] = [];
  let first = -1;
  let last = 0;
  let at = 0;
  while (at < text.length && statements.length < MAX_STATEMENTS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    if (!line.startsWith('\t') && !/^[ \t]*#/.test(line)) {
      const found = parseTimeStatements(line, vars);
      if (found.length > 0) {
        if (first < 0) first = at;
        last = end;
        statements.push(...found);
      }
    }
    at = end + 1;
  }
  if (statements.length === 0) return [];
  const region = lines.region(first, last);
  return [configUnit(statements.join('\n'), { region }, 'Makefile parse-time command')];
}

function parseTimeStatements(line: string, vars: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const inc = /^[ \t]{0,8}(?:-|s)?include[ \t]{1,8}([^\n#]{1,1000})/.exec(line);
  if (inc) {
    for (const f of expandMake(inc[1]!, vars)
      .split(/[ \t]+/)
      .slice(0, 16))
      if (f !== '' && !f.includes('$(') && !f.includes('*')) out.push(`make -f ${f}`);
    return out;
  }
  const bang = /^[ \t]{0,8}[A-Za-z_][\w.-]{0,63}[ \t]{0,8}!=[ \t]{0,8}([^\n]{1,2000})$/.exec(line);
  if (bang) return [expandMake(bang[1]!, vars)];
  // `$(shell …)` anywhere on the line: at top level, in an assignment, in a conditional.
  for (let i = line.indexOf('$(shell'); i >= 0 && out.length < 8; i = line.indexOf('$(shell', i + 1)) {
    const close = closing(line, i + 1);
    if (close < 0) break;
    const cmd = expandMake(line.slice(i + 8, close - 1), vars).trim();
    if (cmd !== '') out.push(cmd);
    i = close - 1;
  }
  return out;
}

/** A Taskfile address fetched over the network: https, or git (`git@host:…`, `https://…/repo.git//dir`). */
const REMOTE = /^(?:https?:\/\/|git@|git::|ssh:\/\/)\S{1,500}$/i;

/** Remote `includes:` of a Taskfile (not pinned by `checksum`), as `task --taskfile URL` units. */
export function taskfileRemoteIncludes(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  const includes = parsed && isRecord(parsed.data.includes) ? parsed.data.includes : undefined;
  if (!parsed || !includes) return [];
  const out: UnitSpec[] = [];
  for (const [name, inc] of Object.entries(includes).slice(0, 100)) {
    const file =
      typeof inc === 'string' ? inc : isRecord(inc) && typeof inc.taskfile === 'string' ? inc.taskfile : '';
    if (!REMOTE.test(file) || (isRecord(inc) && inc.checksum !== undefined) || out.length >= MAX_UNITS)
      continue;
    const path = typeof inc === 'string' ? ['includes', name] : ['includes', name, 'taskfile'];
    const region = yamlRegion(parsed.doc, path, lines);
    out.push(
      configUnit(`task --taskfile '${file}'`, { region }, `Taskfile remote include '${name.slice(0, 60)}'`),
    );
  }
  return out;
}

/** Local `includes:` of a Taskfile: the file, or the Taskfile of the folder named. */
export function taskfileLocalIncludes(text: string): string[] {
  const parsed = yamlDoc(text);
  const includes = parsed && isRecord(parsed.data.includes) ? parsed.data.includes : undefined;
  if (!includes) return [];
  const out: string[] = [];
  for (const inc of Object.values(includes).slice(0, 100)) {
    const file =
      typeof inc === 'string' ? inc : isRecord(inc) && typeof inc.taskfile === 'string' ? inc.taskfile : '';
    if (file === '' || REMOTE.test(file) || /^[/~]|\{\{/.test(file)) continue;
    if (/\.ya?ml$/i.test(file)) out.push(file.replace(/^\.\//, ''));
    else {
      const dir = withoutTrailingSlashes(file.replace(/^\.\//, ''));
      out.push(`${dir}/Taskfile.yml`, `${dir}/Taskfile.yaml`, `${dir}/taskfile.yml`);
    }
  }
  return out;
}

/** `build_command`/`install_command` of a rockspec (a Lua table: `"…"`, `'…'` or `[[…]]` strings). */
export function rockspecCommands(source: string): UnitSpec[] {
  const text = source.slice(0, MAX_TEXT);
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(
    /\b(build_command|install_command)[ \t]{0,8}=[ \t]{0,8}(?:"((?:[^"\\\n]|\\.){1,4000})"|'((?:[^'\\\n]|\\.){1,4000})'|\[\[([^\]]{1,8000})\]\])/g,
  )) {
    if (out.length >= MAX_UNITS) break;
    const code = m[2] ?? m[3] ?? m[4]!;
    const start = m.index + m[0].length - code.length - (m[4] !== undefined ? 2 : 1);
    out.push(configUnit(code, { base: start }, `rockspec ${m[1]}`));
  }
  return out;
}
