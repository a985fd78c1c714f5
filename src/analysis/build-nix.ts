import { configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';

/**
 * Nix `shellHook` (run by `nix develop`, `nix-shell`, and direnv's `use nix`/`use flake` when they enter the
 * shell) and build phases, in `'' … ''` strings, read as the shell script Nix hands to bash. Nix fills the
 * string's `${…}` interpolations before bash sees it, so they are filled here as far as the file says:
 * - a store path's program (`${pkgs.curl}/bin/curl`, `${lib.getExe pkgs.curl}`) is that program by name;
 * - a name the file binds (`let host = "…"; url = "https://${host}/x"; in`, and
 *   `lib.concatStringsSep "." [ "a" "b" ]` or `"a" + b` of such values) is its value;
 * - anything else (`${versions.go}` from an imported file) is a shell variable named after it, unknown.
 * The string's escapes are Nix's: `''${` is a literal `${` (bash's own expansion), `'''` is `''`. Each line
 * keeps its place, so facts land on the hook's lines. Nothing is evaluated beyond literals; bounded scans.
 */

const MAX_TEXT = 256 * 1024;
const MAX_BINDINGS = 256;
const MAX_BODY = 64 * 1024;
/** Bash's `${` kept through the interpolation pass (a character Nix text does not hold). */
const BASH_DOLLAR = '\u0000';

const HOOK =
  /\b(shellHook|(?:pre|post)?(?:unpack|patch|configure|build|check|install|fixup)Phase)[ \t]{0,4}=[ \t]{0,4}''/g;

/** The body of an indented string opening at `from` (after its `''`), and where it ends; escapes kept raw. */
function indentedString(text: string, from: number): { body: string; end: number } | undefined {
  const stop = Math.min(text.length, from + MAX_BODY);
  for (let i = from; i < stop; i++) {
    if (text[i] !== "'" || text[i + 1] !== "'") continue;
    const next = text[i + 2];
    // `''$`, `'''` and `''\x` are escapes inside the string, not its end.
    if (next === '$' || next === "'" || next === '\\') {
      i += 2;
      continue;
    }
    return { body: text.slice(from, i), end: i + 2 };
  }
  return undefined;
}

/** A double-quoted Nix string literal at the start of `s` (escapes `\"`, `\\`, `\n`), or undefined. */
function quoted(s: string): { text: string; rest: string } | undefined {
  const m = /^"((?:[^"\\]|\\.){0,4000})"/.exec(s);
  if (!m) return undefined;
  return {
    text: m[1]!.replace(/\\(.)/g, (_w, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c)),
    rest: s.slice(m[0].length),
  };
}

type Bindings = Map<string, string>;

/** The value of a simple expression: string literals (interpolated), bound names, `+`, `concatStringsSep`. */
function exprValue(expr: string, env: Bindings): string | undefined {
  const e = expr.trim();
  const sep =
    /^(?:(?:lib|builtins|pkgs\.lib)\.)?concatStringsSep[ \t\n]{1,8}("(?:[^"\\]|\\.){0,100}")[ \t\n]{1,8}\[([^\]]{0,4000})\]$/.exec(
      e,
    );
  if (sep) {
    const joiner = quoted(sep[1]!)?.text ?? '';
    const items: string[] = [];
    for (const m of sep[2]!.matchAll(/"(?:[^"\\]|\\.){0,1000}"|[A-Za-z_][\w'-]{0,100}/g)) {
      const v = exprValue(m[0], env);
      if (v === undefined) return undefined;
      items.push(v);
    }
    return items.join(joiner);
  }
  const parts = e.split(/[ \t\n]{0,8}\+[ \t\n]{0,8}/);
  if (parts.length > 1 && parts.length <= 32) {
    const vs = parts.map((p) => exprValue(p, env));
    return vs.every((v) => v !== undefined) ? vs.join('') : undefined;
  }
  const q = quoted(e);
  if (q && q.rest.trim() === '') return interpolate(q.text, env, false);
  if (/^[A-Za-z_][\w'-]{0,100}$/.test(e)) return env.get(e);
  return undefined;
}

/** The `name = expr;` bindings of a file whose value is known (in file order, a few passes for forward uses). */
function bindingsOf(text: string): Bindings {
  const env: Bindings = new Map();
  const defs: Array<[string, string]> = [];
  for (const m of text
    .slice(0, MAX_TEXT)
    .matchAll(
      /^[ \t]{0,32}([A-Za-z_][\w'-]{0,100})[ \t]{0,8}=[ \t]{0,8}([^;\n]{1,4000}(?:\n[^;\n]{0,4000}){0,16});/gm,
    )) {
    if (defs.length >= MAX_BINDINGS) break;
    defs.push([m[1]!, m[2]!]);
  }
  for (let pass = 0; pass < 3; pass++)
    for (const [name, expr] of defs) {
      if (env.has(name)) continue;
      const v = exprValue(expr, env);
      if (v !== undefined && v.length <= 4000) env.set(name, v);
    }
  return env;
}

/**
 * A string's interpolations filled: programs of store paths by name, bound names by value, the rest as
 * shell variables (`keepUnknown`: a hook, where bash reads them) or unknown (a binding's value).
 */
function interpolate(s: string, env: Bindings, keepUnknown: true): string;
function interpolate(s: string, env: Bindings, keepUnknown: false): string | undefined;
function interpolate(s: string, env: Bindings, keepUnknown: boolean): string | undefined {
  let unknown = false;
  const out = s.replace(/\$\{([^{}\n]{1,200})\}(\/bin\/)?/g, (_w, inner: string, bin: string | undefined) => {
    const e = inner.trim();
    // `${pkgs.curl}/bin/curl`: the program the store path holds, by its name.
    if (bin && /^[\w.'-]{1,200}$/.test(e)) return '';
    const exe =
      /^(?:lib\.)?getExe'?[ \t]{1,4}(?:pkgs\.)?([\w.-]{1,100})(?:[ \t]{1,4}"([\w.-]{1,100})")?$/.exec(e);
    if (exe) return exe[2] ?? exe[1]!.split('.').pop()!;
    const bound = env.get(e) ?? exprValue(e, env);
    if (bound !== undefined) return `${bound}${bin ?? ''}`;
    unknown = true;
    return `\${nix_${e.replace(/[^\w]/g, '_').slice(0, 60)}}${bin ?? ''}`;
  });
  return unknown && !keepUnknown ? undefined : out;
}

/** A hook's body as bash gets it: Nix escapes applied and interpolations filled, line breaks kept. */
function hookShell(body: string, env: Bindings): string {
  const escaped = body
    .replace(/''\$/g, BASH_DOLLAR)
    .replace(/'''/g, "''")
    .replace(/''\\(.)/g, '$1');
  return interpolate(escaped, env, true).replaceAll(BASH_DOLLAR, '$');
}

export function nixShellHooks(text: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let env: Bindings | undefined;
  for (const m of text.slice(0, MAX_TEXT).matchAll(HOOK)) {
    if (out.length >= MAX_UNITS) break;
    const base = m.index + m[0].length;
    const str = indentedString(text, base);
    if (!str || str.body.trim() === '') continue;
    env ??= bindingsOf(text);
    const code = hookShell(str.body, env);
    out.push({
      lang: 'shell',
      text: code,
      origin: 'script',
      placement: 'script',
      base,
      // Filled interpolations change columns, never lines.
      ...(code !== str.body ? { lineAligned: true } : {}),
      label: `Nix ${m[1]}`,
    });
  }
  return out;
}

/**
 * `import (builtins.fetchTarball "https://…")` (also `fetchGit`, `fetchurl`, `callPackage (…)`, a `{ url = …; }`
 * argument): Nix evaluates the expression the archive holds — its `shellHook`, its build phases — and without
 * a `sha256` (or `hash`, or a `rev` for `fetchGit`) whatever the host serves when the cache expires. Written out
 * as the `nix-shell URL` it amounts to (src/analysis/code/shell/handlers/remote-configs.ts reads that as
 * code fetched and run, unless the host is the package set's own). A pinned fetch is not.
 */
export function nixRemoteImports(text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  let env: Bindings | undefined;
  const src = text.slice(0, MAX_TEXT);
  for (const m of src.matchAll(REMOTE_IMPORT)) {
    if (out.length >= MAX_UNITS) break;
    const arg = m[2]!.startsWith('{') ? m[2]! : undefined;
    if (arg && /\b(?:sha256|hash|narHash|rev)[ \t]{0,4}=/.test(arg)) continue;
    env ??= bindingsOf(text);
    const urlExpr = arg ? /\burl[ \t]{0,4}=[ \t]{0,4}([^;]{1,2000});/.exec(arg)?.[1] : m[2]!;
    const url = urlExpr === undefined ? undefined : exprValue(urlExpr, env);
    if (!url || !/^(?:https?|git\+https?|ssh):\/\/\S{1,1000}$/.test(url)) continue;
    const at = m.index + m[0].indexOf(m[1]!);
    const quoted = `'${url.replace(/'/g, `'\\''`)}'`;
    out.push(
      configUnit(
        `nix-shell ${quoted}`,
        { region: lines.region(at, at + m[0].length) },
        `Nix import of ${m[1]}`,
      ),
    );
  }
  return out;
}

const REMOTE_IMPORT =
  /\b(?:import|callPackage)[ \t\n]{1,8}\([ \t\n]{0,8}(?:builtins\.)?(fetchTarball|fetchGit|fetchurl)[ \t\n]{1,8}("(?:[^"\\\n]|\\.){1,2000}"|\{[^{}]{1,2000}\}|[A-Za-z_][\w'-]{0,100})/g;
