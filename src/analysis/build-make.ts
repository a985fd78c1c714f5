import { closing, expandMake, makeVariables } from './build-configs-scripts.js';
import { MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';

/**
 * A Makefile's recipes as shell, the way make hands them to the shell: each recipe line (tab-indented,
 * `\` continuations joined) with the make variables expanded first, `$(call NAME,a,b)` replaced by the
 * macro NAME (a `define … endef` block or a variable) with `$(1)`, `$(2)` bound to the arguments, and
 * `$(SHELL)` the `/bin/sh` make runs recipes with unless the file sets another. A line that
 * `$(FETCH) $(URL) | $(SHELL)` spells entirely in variables is then the download-and-run it is.
 *
 * A macro this file never calls (helpers kept in an `include`d `.mk` for other makefiles to call) is read
 * as a function would be: its body with the arguments unknown (`$(2)` as the shell's `$2`).
 * Bounded: line counts, expansion depth and value lengths.
 */

const MAX_TEXT = 256 * 1024;
const MAX_DEFINES = 64;
const MAX_EXPANDED = 8000;
/** Variables make gives every makefile, unless it sets them. */
const BUILT_IN: ReadonlyArray<[string, string]> = [
  ['SHELL', '/bin/sh'],
  ['MAKE', 'make'],
];

/** Recipe lines and uncalled macros of a makefile, as shell units. */
export function makeRecipes(source: string, lines: LineMap): UnitSpec[] {
  const text = source.slice(0, MAX_TEXT);
  const { defines, spans } = makeDefines(text);
  const vars = makeVariables(text);
  for (const [name, value] of BUILT_IN) if (!vars.has(name)) vars.set(name, value);
  for (const [name, d] of defines) vars.set(name, d.body);
  const called = new Set<string>();
  const out: UnitSpec[] = [];
  const made = new Map<string, string[]>();
  let target: RuleHead | undefined;
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const inDefine = spans.some(([s, e]) => at >= s && at < e);
    if (text[at] !== '\t' || inDefine) {
      if (!inDefine && !/^[ \t]*(?:#|$)/.test(text.slice(at, end)))
        target = ruleTarget(text.slice(at, end), vars);
      at = end + 1;
      continue;
    }
    // A recipe line and the lines its trailing backslashes continue onto.
    while (end < text.length && text[end - 1] === '\\') {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    const lead = /^\t[ \t]*[@+-]*[ \t]*/.exec(text.slice(at, end))![0].length;
    const cmd = text.slice(at + lead, end);
    if (cmd.trim() !== '' && !cmd.startsWith('#')) {
      const own = target === undefined ? cmd : automatic(cmd, target);
      const expanded = expandMake(expandCalls(own, vars, defines, called), vars);
      out.push(recipeUnit(expanded, placeExpanded(cmd, expanded, at + lead, end, lines), 'make recipe'));
      if (target !== undefined) made.set(target.file, [...(made.get(target.file) ?? []), expanded]);
    }
    at = end + 1;
  }
  out.push(...remadeIncludes(text, vars, made, lines));
  for (const [name, d] of defines) {
    if (called.has(name) || !/\$[({]\d[)}]/.test(d.body) || out.length >= MAX_UNITS) continue;
    const body = recipeLines(expandMake(positional(d.body), vars));
    out.push(recipeUnit(body, { region: lines.region(d.start, d.end) }, `make macro '${name.slice(0, 60)}'`));
  }
  return out;
}

/**
 * Where an expanded line's facts land: at their own offsets when nothing changed, on the same line when the
 * expansion kept the line breaks (columns approximate), else on the whole written line.
 */
export function placeExpanded(
  written: string,
  expanded: string,
  start: number,
  end: number,
  lines: LineMap,
): Placed {
  if (expanded === written) return { base: start };
  if (expanded.split('\n').length === written.split('\n').length) return { base: start, lineAligned: true };
  return { region: lines.region(start, end) };
}

/** A rule's first target (its recipe's `$@`) and its prerequisites (`$<` is the first, `$^` all). */
interface RuleHead {
  file: string;
  prereqs: string[];
}

/**
 * The target a rule line names (`$(CI_MK): deps`, `gen/%.mk:`), expanded, when the line is a rule: its
 * recipe's `$@` is that file, `$<` its first prerequisite (`.git/hooks/post-merge: tools/hooks/post-merge`
 * then `install $< $@` copies the one onto the other). Variable assignments (`X := …`, `X ::= …`) and
 * directives are no rules.
 */
function ruleTarget(line: string, vars: ReadonlyMap<string, string>): RuleHead | undefined {
  const m = /^([^\t#=:][^#=:]{0,300}?)::?(?![=:])([^#;\n]{0,600})/.exec(line);
  if (
    !m ||
    /^(?:-?include|sinclude|ifn?eq|ifn?def|else|endif|export|unexport|override|vpath|define)\b/.test(m[1]!)
  )
    return undefined;
  const first = expandMake(m[1]!.trim(), vars).split(/[ \t]+/)[0];
  // `.PHONY`, `.SUFFIXES` … are make's special targets, not files; `.cache/x.mk` is a file.
  if (!first || (first.startsWith('.') && !first.includes('/'))) return undefined;
  // Order-only prerequisites (after `|`) are not in `$<` or `$^`.
  const prereqs = expandMake(m[2]!.split('|', 1)[0]!.trim(), vars)
    .split(/[ \t]+/)
    .filter((p) => p !== '')
    .slice(0, 32);
  return { file: first, prereqs };
}

/**
 * Make's automatic variables of the rule: its own file `$@`, `$(@D)`, `$(@F)`, and its prerequisites `$<`,
 * `$^` (`$$@` is the shell's).
 */
function automatic(cmd: string, rule: RuleHead): string {
  const target = rule.file;
  const slash = target.lastIndexOf('/');
  const dir = slash < 0 ? '.' : target.slice(0, slash);
  const file = target.slice(slash + 1);
  return cmd
    .split('$$')
    .map((part) =>
      part
        .replace(/\$[({]@D[)}]/g, dir)
        .replace(/\$[({]@F[)}]/g, file)
        .replace(/\$@|\$\(@\)|\$\{@\}/g, target)
        .replace(/\$<|\$\(<\)|\$\{<\}/g, rule.prereqs[0] ?? '$<')
        .replace(/\$\^|\$\(\^\)|\$\{\^\}/g, rule.prereqs.length > 0 ? rule.prereqs.join(' ') : '$^'),
    )
    .join('$$');
}

/**
 * GNU make remakes a makefile it `include`s (`-include`, `sinclude`) from the rule whose target it is,
 * then reads it again and runs what it defines: a rule that downloads the included file makes every
 * `make` run downloaded code, with no pipe to a shell written anywhere. Each such include is read as
 * that rule's recipe followed by `make -f FILE`, placed on the include line.
 */
function remadeIncludes(
  text: string,
  vars: ReadonlyMap<string, string>,
  made: ReadonlyMap<string, string[]>,
  lines: LineMap,
): UnitSpec[] {
  if (made.size === 0) return [];
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(
    /^[ \t]{0,8}(?:-include|sinclude|include)[ \t]{1,8}([^\s#][^\n#]{0,400})/gm,
  )) {
    if (out.length >= 16) break;
    for (const file of expandMake(m[1]!.trim(), vars)
      .split(/[ \t]+/)
      .slice(0, 16)) {
      const recipe = made.get(file);
      if (!recipe) continue;
      const code = `${recipe.join('\n')}\nmake -f ${file}`;
      out.push(
        recipeUnit(
          code,
          { region: lines.region(m.index, m.index + m[0].length) },
          'make include remade by a rule',
        ),
      );
    }
  }
  return out;
}

type Placed = { base: number; lineAligned?: boolean } | { region: UnitSpec['region'] };

function recipeUnit(code: string, at: Placed, label: string): UnitSpec {
  return { lang: 'shell', text: code, origin: 'script', placement: 'script', ...at, label };
}

interface Define {
  body: string;
  start: number;
  end: number;
}

/** `define NAME [=|:=|::=]` … `endef` blocks: their bodies, and the spans they cover. */
function makeDefines(text: string): { defines: Map<string, Define>; spans: Array<[number, number]> } {
  const defines = new Map<string, Define>();
  const spans: Array<[number, number]> = [];
  const re =
    /^(?:(?:export|override)[ \t]{1,4})?define[ \t]{1,8}([A-Za-z_][\w.-]{0,63})[ \t]{0,8}(?:[:!?+]{0,3}=)?[ \t]{0,8}$/gm;
  for (const m of text.matchAll(re)) {
    if (defines.size >= MAX_DEFINES) break;
    const bodyStart = m.index + m[0].length + 1;
    const close = /^[ \t]{0,8}endef\b/m.exec(text.slice(bodyStart, bodyStart + 64 * 1024));
    if (!close) continue;
    const body = text.slice(bodyStart, bodyStart + close.index).replace(/\n$/, '');
    defines.set(m[1]!, { body, start: m.index, end: bodyStart + close.index });
    spans.push([m.index, bodyStart + close.index]);
  }
  return { defines, spans };
}

/** `$(1)`, `${2}` as the shell's positional parameters: the arguments nobody passed here. */
function positional(body: string): string {
  return body.replace(/\$\((\d)\)|\$\{(\d)\}/g, (_w, a, b) => `\${${a ?? b}}`);
}

/** Each line of an expanded macro without make's own prefixes (`@` silent, `-` ignore errors, `+`). */
function recipeLines(body: string): string {
  return body
    .split('\n')
    .map((l) => l.replace(/^[ \t]*[@+-]{1,3}[ \t]*/, ''))
    .join('\n');
}

/** A recipe line with `$(call …)` replaced (to depth 4); the variables are expanded after, once. */
function expandCalls(
  cmd: string,
  vars: ReadonlyMap<string, string>,
  defines: ReadonlyMap<string, Define>,
  called: Set<string>,
  depth = 0,
): string {
  if (depth > 4 || cmd.length > MAX_EXPANDED) return cmd;
  let out = '';
  let at = 0;
  for (let i = cmd.indexOf('$(call '); i >= 0; i = cmd.indexOf('$(call ', at)) {
    const close = closing(cmd, i + 1);
    if (close < 0) break;
    const [name, ...args] = topLevelArgs(cmd.slice(i + 7, close - 1));
    const macro = name ? (defines.get(name.trim())?.body ?? vars.get(name.trim())) : undefined;
    out += cmd.slice(at, i);
    if (macro === undefined) out += cmd.slice(i, close);
    else {
      called.add(name!.trim());
      const bound = macro.replace(/\$\((\d)\)|\$\{(\d)\}/g, (_w, a, b) => args[Number(a ?? b) - 1] ?? '');
      out += recipeLines(expandCalls(bound, vars, defines, called, depth + 1));
    }
    at = close;
    if (out.length > MAX_EXPANDED) return cmd;
  }
  return out + cmd.slice(at);
}

/** A call's comma-separated parts, commas inside nested `$(…)` kept. */
function topLevelArgs(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length && parts.length < 16; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')') depth--;
    else if (s[i] === ',' && depth === 0) {
      parts.push(s.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(s.slice(from));
  return parts;
}
