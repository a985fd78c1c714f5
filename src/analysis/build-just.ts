import { MAX_UNITS } from './build-json.js';
import { placeExpanded } from './build-make.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { languageOfShebang } from './shebang-langs.js';

/**
 * A justfile (just.systems/man): recipe lines (indented under `name args:`, `@`/`-` prefixes dropped) and
 * backtick assignments (`id := \`git rev-parse HEAD\``), which just evaluates each time it starts, whatever
 * recipe is asked for. Both run through a shell.
 *
 * just pastes `{{expression}}` into a recipe line as text before the shell sees it, and its variables are
 * expressions of their own: strings joined with `+`, paths with `/`, `env_var_or_default("X", "d")`,
 * backticks. A recipe line is read with its interpolations evaluated (`fetch := "cu" + "rl -fsSL"` makes
 * `{{fetch}} {{url}} | sh` the download it is); what cannot be evaluated stays as written.
 */

const MAX_VARS = 256;
const MAX_VALUE = 4000;
const MAX_SCRIPT_LINES = 2000;

/** Recipe lines and backtick assignments of a justfile, with `{{…}}` evaluated. */
export function justRecipes(text: string, lines: LineMap): UnitSpec[] {
  const exprs = justAssignments(text);
  const evaluate = justEvaluator(exprs);
  const out: UnitSpec[] = [];
  let inRecipe = false;
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    const body = /^[ \t]+[@-]{0,2}/.exec(line);
    if (inRecipe && body && line.trim() !== '' && !line.trim().startsWith('#')) {
      const code = line.slice(body[0].length);
      const pasted = interpolate(code, evaluate);
      out.push(justUnit(pasted, placeExpanded(code, pasted, at + body[0].length, end, lines), 'just recipe'));
    } else if (!body) {
      inRecipe = /^@?[A-Za-z_][\w-]{0,80}(?:[ \t][^:\n]{0,200})?:(?!=)/.test(line);
      const script = inRecipe ? scriptRecipe(text, end + 1, evaluate) : undefined;
      if (script) {
        out.push(script.unit);
        at = script.end;
        continue;
      }
      const tick = /^(?:export[ \t]+)?[A-Za-z_][\w-]{0,80}[ \t]*:=[ \t]*`([^`\n]{1,4000})`/.exec(line);
      if (tick)
        out.push(justUnit(tick[1]!, { base: at + line.indexOf('`') + 1 }, 'justfile backtick assignment'));
    }
    at = end + 1;
  }
  return out;
}

/**
 * A shebang recipe (just.systems/man, "Shebang Recipes"): when the body's first line is `#!…`, just writes the
 * whole body, `{{…}}` evaluated, to a file and runs it with that interpreter — a Python, Node or Perl program
 * rather than shell lines. Read as one unit of the language the shebang names; `end` is where the body stops.
 */
function scriptRecipe(
  text: string,
  start: number,
  evaluate: (expr: string) => string | undefined,
): { unit: UnitSpec; end: number } | undefined {
  let at = start;
  const body: string[] = [];
  while (at < text.length && body.length < MAX_SCRIPT_LINES) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    if (line.trim() !== '' && !/^[ \t]/.test(line)) break;
    body.push(line);
    at = end + 1;
  }
  const first = body.find((l) => l.trim() !== '');
  if (!first?.trim().startsWith('#!')) return undefined;
  const indent = /^[ \t]*/.exec(first)![0];
  const code = body.map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart())).join('\n');
  const lang = languageOfShebang(code);
  if (!lang) return undefined;
  const pasted = interpolate(code, evaluate);
  const unit: UnitSpec = {
    lang,
    text: pasted,
    origin: 'script',
    placement: 'script',
    // Indentation taken off and `{{…}}` filled keep the lines: facts land on their line, columns approximate.
    base: start,
    lineAligned: true,
    label: 'just shebang recipe',
  };
  return { unit, end: Math.min(at, text.length) };
}

function justUnit(code: string, at: ReturnType<typeof placeExpanded>, label: string): UnitSpec {
  return { lang: 'shell', text: code, origin: 'script', placement: 'script', ...at, label };
}

/** Top-level `[export] name := expression` lines (one line each), the last one winning. */
function justAssignments(text: string): Map<string, string> {
  const exprs = new Map<string, string>();
  for (const m of text.matchAll(
    /^(?:export[ \t]{1,8})?([A-Za-z_][\w-]{0,80})[ \t]{0,8}:=[ \t]{0,8}([^\n]{1,2000})$/gm,
  )) {
    if (exprs.size >= MAX_VARS) break;
    exprs.set(m[1]!, m[2]!);
  }
  return exprs;
}

/** `{{expression}}` replaced by its value where it evaluates; `{{{{` is a literal `{{`. */
export function interpolate(code: string, evaluate: (expr: string) => string | undefined): string {
  if (!code.includes('{{')) return code;
  let out = '';
  let at = 0;
  while (at < code.length) {
    const open = code.indexOf('{{', at);
    if (open < 0) break;
    if (code.startsWith('{{{{', open)) {
      out += `${code.slice(at, open)}{{`;
      at = open + 4;
      continue;
    }
    const close = code.indexOf('}}', open + 2);
    if (close < 0) break;
    const value = evaluate(code.slice(open + 2, close));
    out += code.slice(at, open) + (value ?? code.slice(open, close + 2));
    at = close + 2;
  }
  return out + code.slice(at);
}

type Token = { t: 'str' | 'name' | 'tick' | 'op'; v: string };

/** just's expression tokens: strings (`'…'`, `"…"` with escapes), backticks, names, `+ / ( ) ,`. */
function tokens(expr: string): Token[] | undefined {
  const out: Token[] = [];
  const re =
    /\s+|'([^'\n]{0,2000})'|"((?:[^"\\\n]|\\.){0,2000})"|`([^`\n]{0,2000})`|([A-Za-z_][\w-]{0,80})|([+/(),])/y;
  let at = 0;
  while (at < expr.length && out.length < 200) {
    re.lastIndex = at;
    const m = re.exec(expr);
    if (!m) return undefined;
    at = re.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'str', v: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'str', v: unescapeJust(m[2]) });
    else if (m[3] !== undefined) out.push({ t: 'tick', v: m[3] });
    else if (m[4] !== undefined) out.push({ t: 'name', v: m[4] });
    else if (m[5] !== undefined) out.push({ t: 'op', v: m[5] });
  }
  return at >= expr.length ? out : undefined;
}

function unescapeJust(s: string): string {
  return s.replace(/\\(.)/g, (_w, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
}

/**
 * Evaluates just expressions over the file's assignments. Functions are read as the value a run without
 * the user's settings gets: `env_var_or_default`/`env` give their default, `home_directory()` is `$HOME`,
 * the justfile's and invocation folders are `.`; a backtick is the shell's `$(…)`. Anything else (an
 * `if`, an unknown function, a recipe parameter) leaves the expression unevaluated.
 */
export function justEvaluator(exprs: ReadonlyMap<string, string>): (expr: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  const active = new Set<string>();
  const variable = (name: string): string | undefined => {
    if (cache.has(name)) return cache.get(name);
    const expr = exprs.get(name);
    if (expr === undefined || active.has(name) || active.size > 16) return undefined;
    active.add(name);
    const toks = tokens(expr);
    const value = toks ? parse(toks, variable) : undefined;
    active.delete(name);
    cache.set(name, value);
    return value;
  };
  return (expr) => {
    const toks = tokens(expr);
    return toks ? parse(toks, variable) : undefined;
  };
}

function parse(toks: Token[], variable: (name: string) => string | undefined): string | undefined {
  let i = 0;
  const expression = (): string | undefined => {
    let left = value();
    while (left !== undefined && toks[i]?.t === 'op' && (toks[i]!.v === '+' || toks[i]!.v === '/')) {
      const op = toks[i++]!.v;
      const right = value();
      if (right === undefined) return undefined;
      left = op === '+' ? left + right : `${left.replace(/\/$/, '')}/${right}`;
      if (left.length > MAX_VALUE) return undefined;
    }
    return left;
  };
  const value = (): string | undefined => {
    const tok = toks[i++];
    if (!tok) return undefined;
    if (tok.t === 'str') return tok.v;
    if (tok.t === 'tick') return `$(${tok.v})`;
    if (tok.t === 'op') {
      if (tok.v !== '(') return undefined;
      const inner = expression();
      return toks[i++]?.v === ')' ? inner : undefined;
    }
    if (toks[i]?.v !== '(') return variable(tok.v);
    i++;
    const args: string[] = [];
    while (toks[i] && toks[i]!.v !== ')' && args.length < 8) {
      const arg = expression();
      if (arg === undefined) return undefined;
      args.push(arg);
      if (toks[i]?.v === ',') i++;
    }
    if (toks[i++]?.v !== ')') return undefined;
    return call(tok.v, args);
  };
  const result = expression();
  return i === toks.length ? result : undefined;
}

function call(fn: string, args: string[]): string | undefined {
  switch (fn) {
    case 'env_var_or_default':
    case 'env':
      return args.length === 2 ? args[1] : args.length === 1 ? `\${${args[0]}}` : undefined;
    case 'env_var':
      return args.length === 1 ? `\${${args[0]}}` : undefined;
    case 'home_directory':
    case 'home_dir':
      return '$HOME';
    case 'justfile_directory':
    case 'justfile_dir':
    case 'invocation_directory':
    case 'invocation_dir':
    case 'source_directory':
      return '.';
    case 'trim':
      return args[0]?.trim();
    case 'lowercase':
      return args[0]?.toLowerCase();
    case 'uppercase':
      return args[0]?.toUpperCase();
    case 'replace':
      return args.length === 3 ? args[0]!.split(args[1]!).join(args[2]!) : undefined;
    case 'join':
      return args.length > 0 ? args.join('/') : undefined;
    default:
      return undefined;
  }
}
