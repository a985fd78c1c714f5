/**
 * Files that an environment assignment makes later programs load, read from text a script writes out
 * (to `$CLAUDE_ENV_FILE`, which Claude Code sources before every Bash tool call, to a `.envrc`, to a
 * profile). `export NODE_OPTIONS="--require ./lib/trace.cjs"` written there runs trace.cjs in every Node
 * process started afterwards, so the written file is a launch of that module, exactly like the settings
 * `env` key of the same name (src/discovery/settings-launch.ts). The variables here are the ones whose
 * value is a file run at start-up: NODE_OPTIONS (`-r`/`--require`/`--import`/`--loader`), BASH_ENV and
 * ENV (sourced by non-interactive and POSIX shells), PYTHONSTARTUP, LD_PRELOAD and DYLD_INSERT_LIBRARIES, and
 * RUBYOPT (`-r./lib/x.rb`, or `-rname` found in an `-I` folder: Ruby requires it before every program).
 * Pure: text in, paths out; every pattern is linear and every loop bounded.
 */

import { withoutTrailingSlashes } from './repo-paths.js';

const MAX_TEXT = 64 * 1024;
const MAX_LINES = 512;
const MAX_PATHS = 16;

/** `export NAME=value`, `NAME=value`, `setenv NAME value`, `set -gx NAME value` (fish) at a line start. */
const ASSIGNMENT =
  /^[ \t]{0,16}(?:export[ \t]{1,8}|declare[ \t]{1,8}-x[ \t]{1,8}|setenv[ \t]{1,8}|set[ \t]{1,8}-gx[ \t]{1,8})?(NODE_OPTIONS|RUBYOPT|BASH_ENV|ENV|PYTHONSTARTUP|LD_PRELOAD|DYLD_INSERT_LIBRARIES)(?:=|[ \t]{1,8})(.{1,1000})$/;

/** NODE_OPTIONS flags whose operand is a module run before the program. */
const NODE_LOAD_FLAG = /^(?:-r|--require|--import|--loader|--experimental-loader)(?:=(.{1,500}))?$/;

function unquote(value: string): string {
  return value.trim().replace(/^["']|["']$/g, '');
}

/** A word that names a file: a path with a separator or a script extension, not an option or a package. */
function looksLikeFile(word: string): boolean {
  if (word === '' || word.startsWith('-') || /^[a-z][\w+.-]{1,15}:/i.test(word)) return false;
  return word.includes('/') || /\.(?:c?js|mjs|ts|sh|bash|py|so|dylib)$/i.test(word);
}

/** The modules a NODE_OPTIONS value (or npm's `node-options`) preloads. */
export function nodePreloads(value: string): string[] {
  const words = unquote(value)
    .split(/[ \t]{1,64}/)
    .slice(0, 64);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const m = NODE_LOAD_FLAG.exec(words[i]!);
    if (!m) continue;
    const operand = unquote(m[1] ?? words[i + 1] ?? '');
    if (looksLikeFile(operand)) out.push(operand);
  }
  return out;
}

/**
 * The files a RUBYOPT value makes every Ruby process require. `-r` takes its operand joined (`-r./x.rb`) or as
 * the next word; a path operand (`./`, `../`, absolute) is that file (`.rb` added when it has no extension), a library name is
 * looked up in the `-I` folders of the same value and in `libDirs` (RUBYLIB), so the caller gets every
 * candidate and keeps the ones that exist. Option words Ruby accepts there (`-W:no-deprecated`, `-w`) load
 * nothing. `libDirs` undefined means paths only: no folder lookup (for text where existence is not checked).
 */
export function rubyPreloads(value: string, libDirs?: readonly string[]): string[] {
  const words = unquote(value)
    .split(/[ \t]{1,64}/)
    .slice(0, 64);
  const dirs = [...(libDirs ?? [])];
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const flag = /^-([rI])(.{0,500})$/.exec(word);
    if (!flag) continue;
    const operand = unquote(flag[2] || (words[++i] ?? ''));
    if (operand === '' || operand.startsWith('-')) continue;
    if (flag[1] === 'I') dirs.push(operand);
    else names.push(operand);
  }
  const out: string[] = [];
  for (const name of names) {
    const file = /\.(?:rb|so|bundle)$/.test(name) ? name : `${name}.rb`;
    // Ruby resolves only `./`, `../` and absolute operands against the file system; `bundler/setup` is a
    // library name searched in the load path like a bare one.
    if (/^(?:\.{1,2}\/|\/|~)/.test(name)) out.push(file);
    else if (libDirs) for (const dir of dirs.slice(0, 16)) out.push(`${withoutTrailingSlashes(dir)}/${file}`);
  }
  return [...new Set(out)].slice(0, MAX_PATHS);
}

/** Files the assignments in `text` make later processes load (`${CLAUDE_PLUGIN_ROOT}/lib/x.cjs`, `./hooks/env.sh`). */
export function envLoaderPaths(text: string): string[] {
  const out: string[] = [];
  const lines = text.slice(0, MAX_TEXT).split('\n', MAX_LINES);
  for (const line of lines) {
    if (out.length >= MAX_PATHS) break;
    const m = ASSIGNMENT.exec(line);
    if (!m) continue;
    const [, name, value] = m;
    if (name === 'NODE_OPTIONS') out.push(...nodePreloads(value!));
    else if (name === 'RUBYOPT') out.push(...rubyPreloads(value!));
    else {
      // LD_PRELOAD takes a colon- or blank-separated list (a `${X:-y}` expansion keeps its colon); the others one file.
      for (const word of unquote(value!)
        .split(/[ \t]{1,16}/)
        .slice(0, 8))
        for (const part of word.includes('{') ? [word] : word.split(':', 8))
          if (looksLikeFile(unquote(part))) out.push(unquote(part));
    }
  }
  return [...new Set(out)].slice(0, MAX_PATHS);
}
