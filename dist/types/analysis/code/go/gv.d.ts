import type { SecretClass, Taint, Value } from '../../facts.js';
/**
 * Go values as the analyzer sees them. Every value has a string view (`v`, the shared `Value` with
 * taints); some also carry what Go code does with them: the type of an instance the analysis models
 * (`ref`: `os/exec.Cmd`, `net/http.Request`, a struct type of the package), struct fields and map entries,
 * slice elements, the several results of a call, the function it names, the values a loop variable runs
 * through, and the mutable state of an instance (a command's arguments and streams, a file handle's path).
 * Everything is bounded: containers keep at most `MAX_ITEMS` entries, alternatives at most `MAX_ALTS`.
 */
export declare const MAX_ITEMS = 256;
export declare const MAX_ALTS = 16;
export interface GV {
    v: Value;
    /** What the value is: a modelled type (`net/http.Client`), a struct type of this package (`token`). */
    ref?: string;
    /**
     * Struct fields and map entries whose names are known. The map is shared by every copy of the value, as a
     * pointer or a map is in Go (`p := &cfg; p.Token = t` changes `cfg`).
     */
    fields?: Map<string, GV>;
    /** Slice and array elements. */
    items?: GV[];
    /** The results of a call returning several (`data, err := os.ReadFile(p)`). */
    tuple?: GV[];
    /** A function of this unit (its key: `name`, `Type.Method`, or a function literal's offset). */
    fn?: string;
    /** A loop variable over a known slice: each value it takes. */
    alts?: GV[];
    /** Mutable facts of an instance, shared by its copies: a command's argv, a request's parts. */
    state?: Record<string, unknown>;
    num?: number;
}
export declare const str: (text: string) => GV;
/** A value of unknown text: a parameter, a name from another file, an unmodelled call's result. */
export declare const unknownGV: (name: string, taints?: readonly Taint[]) => GV;
/** A value whose text is not known and that carries nothing (a number, a flag, an error). */
export declare function opaque(name: string): GV;
/** The text shown for a value that is not known statically: `${name}`. */
export declare function slot(name: string): string;
/** Text known statically. */
export declare function knownText(g: GV | undefined): string | undefined;
/** The texts a value may take: its alternatives when it has them, else its own text. */
export declare function textsOf(g: GV): string[];
export declare function taint(g: GV, t: Taint, extra?: {
    from?: string;
    secret?: SecretClass;
}): GV;
/** A value computed from inputs by a transformation not modelled: their taints flow into it. */
export declare function derive(text: string, inputs: readonly (GV | undefined)[]): GV;
/** String concatenation; alternatives multiply up to `MAX_ALTS`. */
export declare function concatGV(parts: readonly GV[]): GV;
/** A slice: elements kept for indexing and ranging, the text a bounded rendering. */
export declare function listGV(items: readonly GV[], ref?: string): GV;
/** A struct or map literal: its known fields, and the values put under keys not known statically. */
export declare function structGV(ref: string | undefined, fields: Array<[string, GV]>, rest?: readonly GV[]): GV;
/** Several possible values (branches, returns) as one: taints joined, the first one's shape kept. */
export declare function merge(values: readonly GV[]): GV;
/** An object that now also holds what was put into it: the same instance, its taints joined with theirs. */
export declare function holding(obj: GV, added: readonly GV[]): GV;
/**
 * Everything a value holds, as one string view: its own taints and those of its fields, elements and
 * results, followed a few levels deep (what `json.Marshal` or a request body carries).
 */
export declare function flat(g: GV): Value;
/** The value of a `Value` built elsewhere (a token a CLI prints). */
export declare const fromValue: (v: Value) => GV;
export declare const isTainted: (g: GV | undefined, t: Taint) => boolean;
/** A table entry by name, never an inherited property. */
export declare function own<T>(table: Record<string, T>, key: string): T | undefined;
