import type { DecodeScheme, SecretClass, Taint, Value } from '../../facts.js';
/**
 * Python values as the analyzer sees them. Every value has a string view (`v`, the shared `Value` with
 * taints); some also carry what Python code does with them: the qualified name of a module, function or
 * instance (`ref`: `os.system`, `requests.Session()`), list items, dict entries, a number, the local
 * function it names, or the alternatives a loop variable runs through. Everything is bounded: lists and
 * dicts keep at most `MAX_ITEMS` entries, alternatives at most `MAX_ALTS`.
 */
export declare const MAX_ITEMS = 4096;
export declare const MAX_ALTS = 16;
export interface PV {
    v: Value;
    /** Qualified name: a module (`os`), a function (`subprocess.run`), an instance (`socket.socket()`). */
    ref?: string;
    /** List, tuple or set elements (bounded). */
    items?: PV[];
    /** Dict entries with statically known keys (bounded). */
    entries?: Map<string, PV>;
    num?: number;
    /** A function or class defined in the analysed file. */
    fn?: string;
    /** A loop variable over a known list: each value it takes (paths, hosts). */
    alts?: PV[];
    /** This value is the output of a decoder (chr() codes, XOR), named for the decode behaviour. */
    scheme?: DecodeScheme;
    /** Credential parts split off a URL or parameter dict (`?api_key={KEY}`): kept apart from data. */
    cred?: Value;
    /** Mutable facts about an instance: a socket's endpoint, a file handle's path and mode. */
    state?: Record<string, unknown>;
    /** The whole static text when it is longer than `Value.text` keeps, or decoded bytes (latin1). */
    raw?: string;
    /** The content of a configuration file the script ships, as JSON text (python/config-values.ts). */
    config?: string;
}
/** Longest static text kept for decoders and embedded code (payloads are often long). */
export declare const MAX_RAW: number;
/** The full static text of a value: `raw` when kept, else its known text. */
export declare function fullText(p: PV | undefined): string | undefined;
export declare const str: (text: string) => PV;
export declare const num: (n: number) => PV;
/** A module, function or class by qualified name: its text is `${name}` (not static, no taint). */
export declare const ref: (name: string, v?: Value) => PV;
export declare function opaque(name: string): Value;
export declare const unknownPV: (name: string, taints?: readonly Taint[]) => PV;
/** Text known statically: a literal, or decoded text that no unknown part flowed into. */
export declare function knownText(p: PV | undefined): string | undefined;
/** The texts a value may take: its alternatives when it has them, else its own text. */
export declare function textsOf(p: PV): string[];
/** Adds a taint (and optionally a secret class and origin) to a value, keeping what it refers to. */
export declare function taint(p: PV, t: Taint, extra?: {
    from?: string;
    secret?: SecretClass;
}): PV;
/** A value derived from inputs by a transformation we do not model: taints and credentials flow. */
export declare function derive(text: string, inputs: readonly (PV | undefined)[]): PV;
/**
 * String concatenation. Alternatives multiply (a loop over paths joined to a home folder) up to
 * `MAX_ALTS`; the scalar view joins the first alternative of each part so text stays readable.
 */
export declare function concatPV(parts: readonly PV[]): PV;
/** Cross product of the parts' alternatives, each combination folded by `join`, at most MAX_ALTS. */
export declare function combine(parts: readonly PV[], join: (vs: PV[]) => PV): PV[];
/** A list or tuple value: items kept for indexing and iteration, the text is a bounded rendering. */
export declare function listPV(items: PV[], open?: string, close?: string): PV;
/** A dict value with the entries whose keys are known statically. */
/** Prefix of a dict key known only at run time (a registry's `REG[name] = fn`): never a real key. */
export declare const UNKEYED = "\u0001";
export declare function dictPV(entries: Array<[string | undefined, PV]>, rest?: readonly PV[]): PV;
/** Merges several possible values (branches, multiple returns) into one: taints union, first text. */
export declare function merge(values: readonly PV[]): PV;
/**
 * An object that now also holds what was put into it (a parser that read a file, an archive a file was added
 * to, the in-memory file it is written to): the same object (ref, state), its taints joined with theirs.
 */
export declare function holding(obj: PV, added: readonly PV[]): PV;
/** A table entry by name, never an inherited property (`constructor`, `__proto__` are Python names too). */
export declare function own<T>(table: Record<string, T>, key: string): T | undefined;
export declare const isTainted: (p: PV | undefined, t: Taint) => boolean;
/** The text shown for a value that is not known statically: `${name}`. */
export declare function slot(name: string): string;
