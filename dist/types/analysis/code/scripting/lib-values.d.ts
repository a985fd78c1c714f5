import type { Value } from '../../facts.js';
import type { UnitHandle } from '../collector.js';
import type { LibLang } from './lib-lang.js';
import { ScriptState } from './model.js';
/** Identifiers as each language spells a variable. */
export declare const VAR_RE: Record<LibLang, RegExp>;
/** The text of an expression, as far as literals and known variables say. */
export declare function libText(e0: string, st: LibState, depth?: number): Value;
/** The Ruby/Perl statement model's state, reading expressions the way PHP, Lua, Go and Rust write them. */
export declare class LibState extends ScriptState {
    readonly libLang: LibLang;
    /** Lists of values by variable (`$paths = [a, b]`), and loop variables bound to a list. */
    readonly lists: Map<string, string[]>;
    readonly loops: Map<string, string>;
    /** Files opened for writing, by handle variable: the path text. */
    readonly handles: Map<string, string>;
    /** Functions whose parameter (by index) a file read opens: a call reads its argument. */
    readonly readers: Map<string, number>;
    /** Shells started with no script operand, by variable: what is later written to their stdin runs. */
    readonly shells: Map<string, string>;
    /** Names given to a code sink (`local run = loadstring or load`), and the sink they stand for. */
    readonly aliases: Map<string, string>;
    /** JVM output streams by the name they were given, with the connection they write to (jvm-requests.ts). */
    readonly streams: Map<string, string>;
    /** JVM connections whose request was already reported. */
    readonly sent: Set<string>;
    constructor(unit: UnitHandle, libLang: LibLang, emitting: boolean);
    text(expr: string): Value;
    /** What flows into the statement text at [start, end): sources found there and the variables it names. */
    valueIn(start: number, end: number): Value;
    /**
     * The value of `expr` as the statement spells it at or after `from` (what flows into that span), or its
     * text when the statement does not hold it verbatim.
     */
    exprValue(expr: string, from?: number): Value;
    /** A file read; a loop variable over a list of paths reads each of them. */
    readFile(pathExpr: string, start: number, end: number): Value;
    /** Whether a path names a secret store (the `read` fact is the caller's). */
    isSecretPath(pathExpr: string): boolean;
    /** The content written to a path, when a download: the file runs downloaded code. */
    downloadedFile(pathExpr: string): Value | undefined;
    /** A response value: `download` from the URL. */
    static response(url: Value): Value;
}
