import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';

/**
 * What a shell script gets from the files it sources inside the tree: `. config/signing.env`,
 * `source "$(dirname "$0")/../lib/env.sh"`, `. "$HERE/../config/x"`. A script whose runtime, URL or
 * fetch command sits in a config it sources shows only `"$RUNTIME" "$file"`; with these values set
 * before the script runs (as `UnitSpec.vars`), the shell analyzer reads what it does. Only plain
 * assignments are taken (`NAME=value`, `export NAME=value`, `NAME=(a b c)`), never commands: the sourced
 * file's own behaviours are its own facts. A sourced file that defines functions is passed whole as a
 * library: the shell analyzer defines its functions (only) before the script runs, so a call of
 * `retrieve_into body "$url"` is analysed as the library's body at the call (src/analysis/code/shell/
 * libraries.ts). Nothing is run; paths stay inside the tree.
 */

const MAX_SOURCED = 4;
const MAX_SOURCED_BYTES = 16_384;
const MAX_VARS = 64;
/** Names that are object machinery, not variables a record of them may hold. */
const UNSAFE_KEY = /^(?:__proto__|constructor|prototype)$/;

/** `. x`, `source x` at the start of a line (after optional indentation or `&&`/`;`). */
const SOURCE_LINE = /(?:^|[;&|]\s{0,4}|\bthen\s{1,4})[ \t]{0,16}(?:\.|source)[ \t]{1,16}([^\n;&|#]{1,300})/gm;

/** A directory prefix the script computes for itself: `$(dirname "$0")`, `$HERE`, `${BASH_SOURCE%/*}`. */
const OWN_DIR_PREFIX = /^(?:\$\([^)]{0,120}\)\)?|\$\{[^}]{1,60}\}|\$[A-Za-z_]\w{0,40})\//;

const ASSIGNMENT =
  /^[ \t]{0,16}(?:export[ \t]{1,8}|readonly[ \t]{1,8}|declare(?:[ \t]{1,4}-[a-zA-Z]{1,4}){0,3}[ \t]{1,8})?([A-Za-z_][A-Za-z0-9_]{0,63})=(.{0,1000})$/gm;

/** A function definition at the start of a line: `name() {`, `function name {`, `function name() (`. */
const FUNCTION_DEF =
  /^[ \t]{0,16}(?:function[ \t]{1,8}[\w.:-]{1,64}|[A-Za-z_][\w.:-]{0,63}[ \t]{0,8}\([ \t]{0,8}\))/m;

const ALIAS = /^[ \t]{0,16}alias[ \t]{1,8}([A-Za-z_][\w.:-]{0,63})=(.{1,600})$/gm;

/**
 * A file a script names by a relative path: against the script's folder, else the root (scripts are run
 * from the repository root as often as from their own folder). Undefined when neither is a file.
 */
export function treeFileNear(
  script: string,
  ref: string,
  files: Pick<FileStore, 'isFile'>,
): string | undefined {
  return [resolveRelative(dirname(script), ref), resolveRelative('', ref)].find(
    (p): p is string => p !== undefined && files.isFile(p),
  );
}

/** The files `text` sources that exist in the tree, resolved against the script's folder. */
function sourcedPaths(path: string, text: string, files: Pick<FileStore, 'isFile'>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SOURCE_LINE)) {
    if (out.length >= MAX_SOURCED) break;
    let target = m[1]!.trim();
    if (/^"[^\n]*"$|^'[^\n]*'$/.test(target)) target = target.slice(1, -1);
    target = target.replace(OWN_DIR_PREFIX, '');
    if (target === '' || target.includes('$') || target.startsWith('/') || target.startsWith('~')) continue;
    const found = treeFileNear(path, target, files);
    if (found && !out.includes(found)) out.push(found);
  }
  return out;
}

/** A value as the shell would assign it, for the plain forms: quotes removed, an array's elements spaced. */
function assignedValue(raw: string): string | undefined {
  let v = raw.trim();
  if (v.startsWith('(')) {
    const close = v.lastIndexOf(')');
    if (close < 0) return undefined;
    v = v.slice(1, close).trim();
    if (/[$`]/.test(v)) return undefined;
    return v.replace(/["']/g, '').replace(/\s+/g, ' ');
  }
  const quoted = /^(["'])([^"'\n]*)\1(?:[ \t]{1,16}#.*)?$/.exec(v);
  // In double quotes, references to other variables (`"https://$HOST/${SLUG}"`) stay as written: the
  // address's host is still known; a substitution (`$(…)`, backticks) is a command, not a value.
  if (quoted && quoted[1] === '"') {
    // `NAME="${NAME:-https://…}"`: unset in the environment, the default is the value (as the shell
    // analyzer reads a default), so the sourcing script sees the address, not the expansion's text.
    const fallback = /^\$\{[A-Za-z_]\w{0,63}:?[-=]([^${}`\n]{1,500})\}$/.exec(quoted[2]!);
    if (fallback) return fallback[1];
  }
  if (quoted) return quoted[1] === '"' && /\$\(|`/.test(quoted[2]!) ? undefined : quoted[2];
  // Unquoted: up to a comment; an expansion, a substitution or a command after it is not a plain value.
  const hash = v.search(/[ \t]#/);
  if (hash >= 0) v = v.slice(0, hash).trimEnd();
  if (/[\s;&|`$]/.test(v)) return undefined;
  return v;
}

/**
 * Whether the file may be a shell script (extension or shebang): the cheap test before the sources are
 * looked for. The analyzers decide the language; variables reach only a unit they read as shell.
 */
export function mayBeShellScript(path: string, text: string): boolean {
  return /\.(?:sh|bash|zsh|ksh|env)$/i.test(path) || /^#![^\n]{0,80}\b(?:ba|z|k|da)?sh\b/.test(text);
}

/** What a script gets from the files it sources: their plain assignments (last one wins) and libraries. */
export interface SourcedShell {
  vars?: Record<string, string>;
  /** The text of each sourced file that defines functions (at most the first 16 KB of each). */
  libraries?: string[];
}

/** The plain assignments and function libraries of the files `text` sources; empty when there are none. */
export async function sourcedShell(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<SourcedShell> {
  const paths = sourcedPaths(path, text, files);
  if (paths.length === 0) return {};
  const vars: Record<string, string> = {};
  const libraries: string[] = [];
  let count = 0;
  for (const p of paths) {
    const file = await files.text(p);
    if (!file) continue;
    const head = file.text.slice(0, MAX_SOURCED_BYTES);
    if (FUNCTION_DEF.test(head)) libraries.push(head);
    for (const m of head.matchAll(ASSIGNMENT)) {
      const value = assignedValue(m[2]!);
      if (value === undefined || count >= MAX_VARS || UNSAFE_KEY.test(m[1]!)) continue;
      if (!Object.hasOwn(vars, m[1]!)) count++;
      vars[m[1]!] = value.slice(0, 500);
    }
    // `alias q='curl -fsS'`: the sourcing script's `q URL` runs curl. Passed as `alias NAME` (no variable
    // has a space in its name); the shell analyzer expands the command word.
    for (const m of head.matchAll(ALIAS)) {
      const value = assignedValue(m[2]!);
      if (value === undefined || count >= MAX_VARS) continue;
      count++;
      vars[`alias ${m[1]!}`] = value.slice(0, 500);
    }
  }
  return { ...(count > 0 ? { vars } : {}), ...(libraries.length > 0 ? { libraries } : {}) };
}
