import type { Node } from 'web-tree-sitter';
import type { Endpoint, Lang, Value } from '../../facts.js';
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
export declare const SHELL_LIMITS: {
    /** Syntax nodes visited per unit (each visit is constant work; words are bounded separately). */
    maxSteps: number;
    /** Nesting of statements, substitutions and words followed before giving up on a branch. */
    maxDepth: number;
    /** Calls of one function analysed (with their arguments bound), and nesting of such calls. */
    maxCallsPerFunction: number;
    maxCallDepth: number;
    /** Items of a `for` loop analysed one by one; further items are analysed once together. */
    maxLoopItems: number;
    /** Fields one word may expand to (brace expansion, splitting). */
    maxFields: number;
    maxVars: number;
};
export declare class ShellState {
    readonly unit: UnitHandle;
    /** The unit's text as parsed (console prompts blanked, same length as `unit.text`). */
    readonly ownText: string;
    readonly vars: Map<string, Value>;
    /** Functions defined so far; `library` is the text of the sourced file a function comes from. */
    readonly functions: Map<string, {
        node: Node;
        calls: number;
        library?: string;
    }>;
    /**
     * While a library function is analysed (its nodes index `text` = the library's text): the call in the
     * unit where what it does is reported, since the library's own offsets are not the unit's.
     */
    site: {
        start: number;
        end: number;
    } | undefined;
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
    readonly arrays: Map<string, ShellArray>;
    /** `declare -n ref=NAME` (a name reference): reading or writing `ref` reads or writes NAME. */
    readonly namerefs: Map<string, string>;
    /**
     * Set while one command's words are expanded: a word that picks an array element by an index not
     * known here takes element `index`, and the command is analysed again for each element (arrays.ts
     * `eachChoice`), as a loop over the array would be.
     */
    choice: {
        index: number;
        width: number;
    } | undefined;
    /** File descriptors opened on `/dev/tcp|udp` by `exec N<>/dev/tcp/h/p`. */
    readonly netFds: Map<string, Endpoint>;
    /** `git remote add NAME URL`. */
    readonly gitRemotes: Map<string, string>;
    /** What `git add --force` put in the index beyond the tracked files (ignored ones: `.env`, local keys). */
    gitForced: Value | undefined;
    /** Destinations named earlier in the unit, by `tool:name` (`mc alias set NAME URL`). */
    readonly aliases: Map<string, string>;
    /** `alias NAME='VALUE'` (the script's own and those of files it sources): NAME → VALUE. */
    readonly shellAliases: Map<string, string>;
    /** The endpoint of the last socket client (nc, telnet, socat, openssl), for pipeline reverse shells. */
    lastEndpoint: Endpoint | undefined;
    /** Offset of a command word that lost its leading `{` to tree-sitter's error recovery. */
    braceLead: number;
    /** Positional parameters while a function call is analysed with its arguments. */
    positional: Value[] | undefined;
    /**
     * One frame per function call being analysed: the caller's values of the names the callee declared
     * `local` (undefined: the name was unset), put back when the call returns, as bash does. Without it a
     * helper's `local src="$1"` overwrote its caller's own `src`.
     */
    readonly localFrames: Array<Map<string, {
        value?: Value;
        array?: ShellArray;
    }>>;
    steps: number;
    depth: number;
    callDepth: number;
    /** A bound stopped part of the analysis: reported through `unit.parsed('gave-up')`. */
    bounded: boolean;
    /** Assignments at the unit's top level are exported for cross-file resolution. */
    topLevel: boolean;
    private readonly seen;
    /** Runs a `$(…)`, backquote or `<(…)` substitution and returns what it prints. */
    runSubstitution: (node: Node, stdin?: Value) => Value;
    /** Runs a command built by a handler (`xargs sh -c`, `find -exec`, `sudo cmd`). */
    exec: (cmd: Cmd) => Value | undefined;
    /** Analyses a call of a function defined in the unit (undefined when `name` is not one). */
    callFunction: (name: string, cmd: Cmd) => Value | undefined;
    /** The text syntax nodes index: the unit's as parsed, or a library's while one of its functions runs. */
    text: string;
    constructor(unit: UnitHandle, 
    /** The unit's text as parsed (console prompts blanked, same length as `unit.text`). */
    ownText: string);
    /** Counts one step; false (and the bound recorded) once the budget is spent. */
    step(): boolean;
    /** Enters one level of nesting; false when the depth bound is hit. Pair with `leave()`. */
    enter(): boolean;
    leave(): void;
    /** Reports a behaviour once per span and content (function bodies and loops are walked again). */
    emit(b: BehaviourInput, start: number, end: number): void;
    /** Analyses nested code at [start, end) of the unit (at the call site inside a library function). */
    embed(lang: Lang, code: string, start: number, end: number, opts: {
        exact?: boolean;
        label?: string;
        argv?: readonly Value[];
    }): void;
    /** `local NAME` inside a function call: the caller's value is kept to be restored at the return. */
    declareLocal(name: string): void;
    /** Puts back what the returning call's `local` declarations hid. */
    restoreLocals(frame: Map<string, {
        value?: Value;
        array?: ShellArray;
    }>): void;
    setVar(name: string, value: Value): void;
    /**
     * The working folder relative to where the unit started, after `cd`/`pushd` to a plain relative folder
     * (`cd build && tar czf - .`); empty when unchanged or no longer known.
     */
    cwd: string;
    /** errexit (`set -e`) is on; checks run in `tested` contexts wait in `pendingChecks` (status-guards.ts). */
    errexit: boolean;
    tested: number;
    readonly pendingChecks: FileInfo[];
    fileKey(path: string): string;
    /**
     * `cd DIR`: a relative folder moves the working folder; so does a folder a download filled, wherever it
     * is (`cd "$dest/repo" && ./install`), whether or not its name is known text; anything else (home,
     * absolute, `-`, a variable) loses it.
     */
    changeDir(dir: string | undefined, known?: boolean): void;
    /**
     * A folder filled by a download (`git clone URL dir`): files under it are `info`'s content; without
     * `info`, a folder made here (inside a fetched one) whose files are not fetched.
     */
    recordFetchedDir(path: string, info: FileInfo | undefined): void;
    /** The fetched folder that is or holds folder `path` (`make -C dir`, `cd dir`). */
    fetchedDirOf(path: string): FileInfo | undefined;
    /** A folder's key: as a file's, without a trailing `/` or `/.`; the starting folder is ``. */
    private dirKey;
    /**
     * The fetched folder `key` lies in (`self`: or is). The empty key is the working folder the unit
     * started in (`git clone URL .`), which holds relative paths only.
     */
    private fetchedDirAt;
    recordFile(path: string, info: FileInfo): void;
    defineAlias(name: string, value: string): void;
    /** A file written or fetched earlier, or any file under a fetched folder. */
    fileAt(path: string): FileInfo | undefined;
    /**
     * The file a command word runs: a path (`./tool`, `/tmp/tool`, `bin/tool`) is that file; a bare name
     * (`tool --version`) is looked up on PATH, not in the working folder, so it runs a file saved earlier
     * only when that was saved into a PATH folder (`curl -o /usr/local/bin/tool …`) or the unit put the
     * working folder on PATH (`PATH=".:$PATH"`). A tool installed by a package manager and run by name is
     * not the file an optional `curl -o tool` saved in the working folder.
     */
    programFileAt(text: string): FileInfo | undefined;
    /** Files this unit wrote under folder `dir` (`cp … stage/` then `tar -C stage .`), in write order. */
    filesUnder(dir: string): FileInfo[];
    slice(start: number, end: number): string;
}
