/**
 * Paths a program builds, reconstructed from its text without running it (src/analysis/printed/): each
 * value is a string whose start may be a marker for a folder the text cannot spell — the program's own
 * file (`FILE`), its folder (`DIR`) or a runtime variable's folder (`VAR`, `${CLAUDE_PLUGIN_ROOT}`) — and
 * whose parts computed at run time are `*`. Each language's reader (shell.ts, python.ts, js.ts) turns
 * an expression into a few of these; `targetOf` writes one as the path pattern the reference graph
 * resolves (src/model/context-feeds.ts).
 */
/** Runtime variables that name a folder the scanner knows (src/model/runtime-folders.ts). */
export declare const RUNTIME_VARS: ReadonlySet<string>;
/** Markers for the start of a path; a NUL never occurs in the text read. */
export declare const FILE = "\0F";
export declare const DIR = "\0D";
export declare const varMarker: (name: string) => string;
/** The value of a part the text cannot know. */
export declare const ANY = "*";
/** Alternatives kept per expression: a loop over a tuple of names, a variable assigned in branches. */
export declare const MAX_ALTS = 8;
/** Every concatenation of one alternative of each part, bounded. */
export declare function concat(parts: ReadonlyArray<readonly string[]>): string[];
/** Paths joined with `/` (`os.path.join`, `path.join`, pathlib's `/`): an absolute part starts over. */
export declare function joinAll(parts: ReadonlyArray<readonly string[]>): string[];
/** The folder holding a path (`dirname`, `.parent`): the program's file gives its folder. */
export declare function dirOf(path: string): string;
/** Extensions of data files a program loads as records and may print fields of (src/analysis/printed/data-fields.ts). */
export declare const DATA_FILE: RegExp;
/**
 * The path pattern a value stands for, when it names a text document: `${VAR}/rest`, `./rest` or
 * `../rest` from the program's folder, or `rest` when the start is not known (resolved from the
 * program's folder, its skill folder and the root). Undefined for anything else: a path out of the
 * tree, the program itself, a name computed whole at run time (`cat "$1"`).
 */
export declare function targetOf(value: string, kind?: RegExp): string | undefined;
/** One site where the program reads a file it prints. */
export interface PrintedFile {
    /** The path pattern (`targetOf`). */
    target: string;
    /** Offsets of the read in the program's text. */
    start: number;
    end: number;
}
export declare const MAX_PRINTED = 32;
/** Adds each value's target once, bounded (text documents, or the files `kind` matches). */
export declare function pushTargets(out: PrintedFile[], values: readonly string[], start: number, end: number, kind?: RegExp): void;
/** A document whose text a program or command prints (`.md`, `.txt` …), not code it runs. */
export declare function isTextDocument(path: string): boolean;
