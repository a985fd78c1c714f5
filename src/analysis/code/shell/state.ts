import type { Node } from 'web-tree-sitter';
import type { Endpoint, Lang, Value } from '../../facts.js';
import { normalizeHome } from '../../paths.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { Cmd } from './types.js';

export type { Word } from './types.js';

/**
 * What the shell analyzer knows while it walks one unit: variables assigned so far, functions defined,
 * files written or fetched earlier (so `curl -o x u && sh x` is one flow), open `/dev/tcp` descriptors,
 * and the bounds that keep hostile input finite. One state per unit; embedded units get their own.
 */

export interface FileInfo {
  content: Value;
  endpoint?: Endpoint;
  /** Every write of this unit appended: the file held content before the unit, so it is someone else's. */
  extended?: boolean;
  /** The platform's check removed for it (`xattr -d com.apple.quarantine`), or its archive's password. */
  bypass?: string;
}

/** A shell array: its elements by index (`0`, `1` …) or by key (`declare -A`), in assignment order. */
export type ShellArray = Map<string, Value>;

export const SHELL_LIMITS = {
  /** Syntax nodes visited per unit (each visit is constant work; words are bounded separately). */
  maxSteps: 200_000,
  /** Nesting of statements, substitutions and words followed before giving up on a branch. */
  maxDepth: 64,
  /** Calls of one function analysed (with their arguments bound), and nesting of such calls. */
  maxCallsPerFunction: 8,
  maxCallDepth: 3,
  /** Items of a `for` loop analysed one by one; further items are analysed once together. */
  maxLoopItems: 4,
  /** Fields one word may expand to (brace expansion, splitting). */
  maxFields: 64,
  maxVars: 2_000,
};

/** Folders on a default PATH, where a file saved by name is what a bare command name runs. */
const PATH_DIRS = [
  '/usr/local/bin',
  '/usr/bin',
  '/bin',
  '/usr/local/sbin',
  '/opt/homebrew/bin',
  '~/.local/bin',
  '~/bin',
];

export class ShellState {
  readonly vars = new Map<string, Value>();
  /** Functions defined so far; `library` is the text of the sourced file a function comes from. */
  readonly functions = new Map<string, { node: Node; calls: number; library?: string }>();
  /**
   * While a library function is analysed (its nodes index `text` = the library's text): the call in the
   * unit where what it does is reported, since the library's own offsets are not the unit's.
   */
  site: { start: number; end: number } | undefined;
  /** Files written or fetched earlier in the unit, by normalised path. */
  /** Shared with later units of the same file (`UnitHandle.session`): one terminal session per document. */
  readonly files: Map<string, FileInfo>;
  /**
   * Folders a download filled (`git clone URL dir`, `tar xzf fetched.tgz -C dir`), by normalised path:
   * every file under one is fetched content, so `dir/install.sh` run later is the download run. A folder
   * made here inside one (`python -m venv venv` in a clone) is recorded without content: the innermost
   * folder decides. Shared with later units of the same file, like `files`.
   */
  readonly fetchedDirs: Map<string, FileInfo | undefined>;
  /** Arrays assigned in the unit (arrays.ts); `vars` keeps their elements joined by blanks too. */
  readonly arrays = new Map<string, ShellArray>();
  /** `declare -n ref=NAME` (a name reference): reading or writing `ref` reads or writes NAME. */
  readonly namerefs = new Map<string, string>();
  /**
   * Set while one command's words are expanded: a word that picks an array element by an index not
   * known here takes element `index`, and the command is analysed again for each element (arrays.ts
   * `eachChoice`), as a loop over the array would be.
   */
  choice: { index: number; width: number } | undefined;
  /** File descriptors opened on `/dev/tcp|udp` by `exec N<>/dev/tcp/h/p`. */
  readonly netFds = new Map<string, Endpoint>();
  /** `git remote add NAME URL`. */
  readonly gitRemotes = new Map<string, string>();
  /** What `git add --force` put in the index beyond the tracked files (ignored ones: `.env`, local keys). */
  gitForced: Value | undefined;
  /** Destinations named earlier in the unit, by `tool:name` (`mc alias set NAME URL`). */
  readonly aliases = new Map<string, string>();
  /** `alias NAME='VALUE'` (the script's own and those of files it sources): NAME → VALUE. */
  readonly shellAliases = new Map<string, string>();
  /** The endpoint of the last socket client (nc, telnet, socat, openssl), for pipeline reverse shells. */
  lastEndpoint: Endpoint | undefined;
  /** Offset of a command word that lost its leading `{` to tree-sitter's error recovery. */
  braceLead = -1;
  /** Positional parameters while a function call is analysed with its arguments. */
  positional: Value[] | undefined;
  /**
   * One frame per function call being analysed: the caller's values of the names the callee declared
   * `local` (undefined: the name was unset), put back when the call returns, as bash does. Without it a
   * helper's `local src="$1"` overwrote its caller's own `src`.
   */
  readonly localFrames: Array<Map<string, { value?: Value; array?: ShellArray }>> = [];
  steps = 0;
  depth = 0;
  callDepth = 0;
  /** A bound stopped part of the analysis: reported through `unit.parsed('gave-up')`. */
  bounded = false;
  /** Assignments at the unit's top level are exported for cross-file resolution. */
  topLevel = true;
  private readonly seen = new Set<string>();

  // Entry points into the walker, set by the analyzer (kept here so handler modules need not import
  // the walker, which imports them).
  /** Runs a `$(…)`, backquote or `<(…)` substitution and returns what it prints. */
  runSubstitution: (node: Node, stdin?: Value) => Value = () => ({ text: '', literal: true, taints: [] });
  /** Runs a command built by a handler (`xargs sh -c`, `find -exec`, `sudo cmd`). */
  exec: (cmd: Cmd) => Value | undefined = () => undefined;
  /** Analyses a call of a function defined in the unit (undefined when `name` is not one). */
  callFunction: (name: string, cmd: Cmd) => Value | undefined = () => undefined;

  /** The text syntax nodes index: the unit's as parsed, or a library's while one of its functions runs. */
  text: string;

  constructor(
    readonly unit: UnitHandle,
    /** The unit's text as parsed (console prompts blanked, same length as `unit.text`). */
    readonly ownText: string,
  ) {
    this.text = ownText;
    let files = unit.session.get('shell:files') as Map<string, FileInfo> | undefined;
    if (!files) {
      files = new Map();
      unit.session.set('shell:files', files);
    }
    this.files = files;
    let dirs = unit.session.get('shell:fetched-dirs') as Map<string, FileInfo | undefined> | undefined;
    if (!dirs) {
      dirs = new Map();
      unit.session.set('shell:fetched-dirs', dirs);
    }
    this.fetchedDirs = dirs;
  }

  /** Counts one step; false (and the bound recorded) once the budget is spent. */
  step(): boolean {
    if (++this.steps > SHELL_LIMITS.maxSteps) {
      this.bounded = true;
      return false;
    }
    return true;
  }

  /** Enters one level of nesting; false when the depth bound is hit. Pair with `leave()`. */
  enter(): boolean {
    if (this.depth >= SHELL_LIMITS.maxDepth) {
      this.bounded = true;
      return false;
    }
    this.depth++;
    return true;
  }

  leave(): void {
    this.depth--;
  }

  /** Reports a behaviour once per span and content (function bodies and loops are walked again). */
  emit(b: BehaviourInput, start: number, end: number): void {
    // Code from a download checked against a digest the script pins is fixed code (handlers/checksums.ts).
    if (b.kind === 'execute' && b.code.taints.includes('verified') && !b.pinned) b = { ...b, pinned: true };
    if (this.site) {
      b = { ...b, evidence: b.evidence ?? this.text.slice(start, end) } as BehaviourInput;
      ({ start, end } = this.site);
    }
    const key = `${start}:${end}:${JSON.stringify(b).slice(0, 4_000)}`;
    if (this.seen.has(key) || this.seen.size > 20_000) return;
    this.seen.add(key);
    this.unit.emit(b, start, end);
  }

  /** Analyses nested code at [start, end) of the unit (at the call site inside a library function). */
  embed(
    lang: Lang,
    code: string,
    start: number,
    end: number,
    opts: { exact?: boolean; label?: string; argv?: readonly Value[] },
  ): void {
    if (this.site) this.unit.embed(lang, code, this.site.start, this.site.end, { ...opts, exact: false });
    else this.unit.embed(lang, code, start, end, opts);
  }

  /** `local NAME` inside a function call: the caller's value is kept to be restored at the return. */
  declareLocal(name: string): void {
    const frame = this.localFrames[this.localFrames.length - 1];
    if (!frame || frame.has(name) || frame.size >= 200) return;
    const value = this.vars.get(name);
    const array = this.arrays.get(name);
    frame.set(name, { ...(value ? { value } : {}), ...(array ? { array } : {}) });
  }

  /** Puts back what the returning call's `local` declarations hid. */
  restoreLocals(frame: Map<string, { value?: Value; array?: ShellArray }>): void {
    for (const [name, kept] of frame) {
      if (kept.value) this.vars.set(name, kept.value);
      else this.vars.delete(name);
      if (kept.array) this.arrays.set(name, kept.array);
      else this.arrays.delete(name);
    }
  }

  setVar(name: string, value: Value): void {
    if (this.vars.size < SHELL_LIMITS.maxVars || this.vars.has(name)) this.vars.set(name, value);
  }

  /**
   * The working folder relative to where the unit started, after `cd`/`pushd` to a plain relative folder
   * (`cd build && tar czf - .`); empty when unchanged or no longer known.
   */
  cwd = '';

  /** errexit (`set -e`) is on; checks run in `tested` contexts wait in `pendingChecks` (status-guards.ts). */
  errexit = false;
  tested = 0;
  readonly pendingChecks: FileInfo[] = [];

  fileKey(path: string): string {
    const p = normalizeHome(path).replace(/^\.\//, '');
    if (this.cwd === '' || /^[/~$]/.test(p)) return p;
    // The working folder is absolute only inside a fetched folder (`changeDir`): its `/` is kept.
    const joined = normalizeRelative(`${this.cwd}/${p}`);
    return this.cwd.startsWith('/') ? `/${joined}` : joined;
  }

  /**
   * `cd DIR`: a relative folder moves the working folder; so does a folder a download filled, wherever it
   * is (`cd "$dest/repo" && ./install`), whether or not its name is known text; anything else (home,
   * absolute, `-`, a variable) loses it.
   */
  changeDir(dir: string | undefined, known = true): void {
    const key = dir === undefined || dir === '' ? undefined : this.dirKey(dir);
    if (key !== undefined && this.fetchedDirAt(key, true)) this.cwd = key;
    else if (!known || dir === undefined || dir === '' || /^[/~$-]/.test(dir)) this.cwd = '';
    else {
      const joined = normalizeRelative(this.cwd === '' ? dir : `${this.cwd}/${dir}`);
      this.cwd = this.cwd.startsWith('/') ? `/${joined}` : joined;
    }
  }

  /**
   * A folder filled by a download (`git clone URL dir`): files under it are `info`'s content; without
   * `info`, a folder made here (inside a fetched one) whose files are not fetched.
   */
  recordFetchedDir(path: string, info: FileInfo | undefined): void {
    if (this.fetchedDirs.size < 64) this.fetchedDirs.set(this.dirKey(path), info);
  }

  /** The fetched folder that is or holds folder `path` (`make -C dir`, `cd dir`). */
  fetchedDirOf(path: string): FileInfo | undefined {
    return this.fetchedDirs.size ? this.fetchedDirAt(this.dirKey(path), true) : undefined;
  }

  /** A folder's key: as a file's, without a trailing `/` or `/.`; the starting folder is ``. */
  private dirKey(path: string): string {
    const key = this.fileKey(path).replace(/\/\.?$/, '');
    return key === '.' ? '' : key;
  }

  /**
   * The fetched folder `key` lies in (`self`: or is). The empty key is the working folder the unit
   * started in (`git clone URL .`), which holds relative paths only.
   */
  private fetchedDirAt(key: string, self = false): FileInfo | undefined {
    let best: string | undefined;
    for (const dir of this.fetchedDirs.keys()) {
      const under =
        (self && key === dir) || (dir === '' ? key !== '' && !/^[/~$]/.test(key) : key.startsWith(`${dir}/`));
      if (under && (best === undefined || dir.length > best.length)) best = dir;
    }
    return best === undefined ? undefined : this.fetchedDirs.get(best);
  }

  recordFile(path: string, info: FileInfo): void {
    if (this.files.size < 1_000) this.files.set(this.fileKey(path), info);
  }

  defineAlias(name: string, value: string): void {
    if (this.shellAliases.size < 200 && /^[\w.:-]{1,64}$/.test(name))
      this.shellAliases.set(name, value.slice(0, 500));
  }

  /** A file written or fetched earlier, or any file under a fetched folder. */
  fileAt(path: string): FileInfo | undefined {
    const key = this.fileKey(path);
    return this.files.get(key) ?? (this.fetchedDirs.size ? this.fetchedDirAt(key) : undefined);
  }

  /**
   * The file a command word runs: a path (`./tool`, `/tmp/tool`, `bin/tool`) is that file; a bare name
   * (`tool --version`) is looked up on PATH, not in the working folder, so it runs a file saved earlier
   * only when that was saved into a PATH folder (`curl -o /usr/local/bin/tool …`) or the unit put the
   * working folder on PATH (`PATH=".:$PATH"`). A tool installed by a package manager and run by name is
   * not the file an optional `curl -o tool` saved in the working folder.
   */
  programFileAt(text: string): FileInfo | undefined {
    // A value not known here (`"$tmp"` after `tmp=$(mktemp)`) stands for the path it holds: the file
    // saved under that same value earlier, never a PATH lookup.
    if (text.includes('/') || text.startsWith('$')) return this.fileAt(text);
    for (const dir of PATH_DIRS) {
      const f = this.fileAt(`${dir}/${text}`);
      if (f) return f;
    }
    const path = this.vars.get('PATH')?.text ?? '';
    return /(?:^|:)(?:\.|\$\{?PWD\}?|\$\(pwd\))(?::|$)/.test(path) ? this.fileAt(text) : undefined;
  }

  /** Files this unit wrote under folder `dir` (`cp … stage/` then `tar -C stage .`), in write order. */
  filesUnder(dir: string): FileInfo[] {
    const key = this.fileKey(dir).replace(/\/\.?$/, '');
    const prefix = key === '' || key === '.' ? '' : `${key}/`;
    const out: FileInfo[] = [];
    for (const [path, info] of this.files) {
      // The working folder (`tar cz .`) holds what was written relative to it, not home or absolute paths.
      if (prefix === '' && /^[/~]/.test(path)) continue;
      if (path.startsWith(prefix) && out.length < 32) out.push(info);
    }
    return out;
  }

  slice(start: number, end: number): string {
    return this.text.slice(start, end);
  }
}

/** `a/./b/../c/` → `a/c`; a path that climbs above its start keeps its `..` segments. */
function normalizeRelative(path: string): string {
  const out: string[] = [];
  for (const seg of path.split('/').slice(0, 64)) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}
