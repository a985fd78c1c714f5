import type { LibLang } from './lib-lang.js';
/**
 * What the library calls of PHP, Lua, Go, Rust and the JVM languages do, one table per language, read by
 * src/analysis/code/scripting/lib-flow.ts. Each pattern matches a call's name up to its arguments (the
 * `(` is left for `argsAt`, or the bare operand for PHP's `require $f`); argument positions say where the
 * URL, path, content or code sits. Requests that are builder chains (Rust `ureq::post(u).send_string(x)`)
 * or option tables (Lua `https.request{…}`, PHP stream contexts) are read in lib-requests.ts.
 */
export interface FetchCall {
    re: RegExp;
    url: number;
    /** Where the request body is, for calls that send one (`http.Post(url, type, body)`). */
    body?: number;
    method: 'GET' | 'POST';
    /** Only when the argument spells a URL (`file_get_contents` also reads files; `x.Get` is any method). */
    needsUrl?: boolean;
    /** Where the call saves the body instead of returning it (premake's `http.download(url, file)`). */
    file?: number;
}
export interface LangTable {
    /** Calls whose result is the body (or a response) of a URL. */
    fetch: readonly FetchCall[];
    /** Calls that read a file, the path at `path`. */
    read: ReadonlyArray<{
        re: RegExp;
        path: number;
        mode?: number;
    }>;
    /** Calls that write `content` to the file at `path`. */
    write: ReadonlyArray<{
        re: RegExp;
        path: number;
        content: number;
    }>;
    /** Calls that open a file for writing and return its handle (the mode at `mode`, when there is one). */
    openWrite: ReadonlyArray<{
        re: RegExp;
        path: number;
        mode?: number;
    }>;
    /** Writes through a handle: the handle at `handle`, the content at `content`. */
    handleWrite: ReadonlyArray<{
        re: RegExp;
        handle: number;
        content: number;
    }>;
    /** Writes through a handle spelled as the receiver (`f:write(x)`, `f.write_all(x)`): group 1 is the handle. */
    methodWrite?: RegExp;
    /** Code given as a value: `eval($x)`, `load(x)`. */
    evalCode: ReadonlyArray<{
        re: RegExp;
        via: string;
        arg: number;
    }>;
    /** A file run as code or loaded as a library: `require $f`, `dofile(f)`, `Library::new(p)`. */
    loadFile: ReadonlyArray<{
        re: RegExp;
        via: string;
        arg: number;
    }>;
    /** A program started with its arguments as a list: `exec.Command(prog, args…)`. */
    command?: ReadonlyArray<{
        re: RegExp;
        via: string;
        first: number;
    }>;
    /** Strings run by a shell: `shell_exec($x)`, `os.execute(x)`; a downloaded value there runs it. */
    shellString: ReadonlyArray<{
        re: RegExp;
        via: string;
    }>;
}
export declare const TABLES: Record<LibLang, LangTable>;
/** Programs that run the file (or standard input) they are given as code. */
export declare const INTERPRETER: RegExp;
