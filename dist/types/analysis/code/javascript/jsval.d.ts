import type { Node } from 'web-tree-sitter';
import type { Endpoint, SecretClass, Taint, Value } from '../../facts.js';
/**
 * Abstract JavaScript values. Strings and numbers are facts `Value`s (text, taints); the rest are what a
 * behaviour needs to recognise its sink: a named API (`child_process.exec`, `eval`, `process.env`), an
 * array (argv, `[...].join('')`), an object (request options), a local function (inlined at its calls),
 * and handles for things that send or run later (a request, a socket, a child process).
 */
/** A string, number or opaque datum. `bytes` holds decoded binary (a base64 gzip blob) for a later
 *  decompressor. */
export interface DataVal {
    k: 'data';
    v: Value;
    bytes?: Uint8Array;
    /** A number known statically (char codes, xor keys). */
    num?: number;
    /** A regular-expression literal (`.replace(/x/g, '')`). */
    regex?: {
        pattern: string;
        flags: string;
    };
    /**
     * A string value of a JSON file the unit loads (`require('./cases.json')`, `JSON.parse` of a shipped file
     * read back): the file as the unit names it. Code a sink runs from it is that file's text
     * (src/model/executed-data.ts).
     */
    json?: string;
}
/** A named API: a module (`child_process`), a member of one (`child_process.exec`), a global (`eval`). */
export interface RefVal {
    k: 'ref';
    name: string;
}
export interface ArrVal {
    k: 'arr';
    items: JsVal[];
    /** The array came from splitting a string into characters (`.reverse()` of it is a string reversal). */
    chars?: boolean;
    /**
     * `Object.entries`/`Object.values` of an object whose members are known: its rows (`[key, value]` pairs
     * or values), which a `for … of` loop runs its body for one by one. `items` stays the whole object.
     */
    rows?: JsVal[];
}
export interface ObjVal {
    k: 'obj';
    props: Map<string, JsVal>;
    /** Spread or computed members whose keys are not known: their taints. */
    rest?: Value;
}
/** Scope frame: variables of one function activation (block scopes share their function's frame). */
export interface Frame {
    vars: Map<string, JsVal>;
    parent?: Frame;
    returns?: JsVal[];
}
export interface FnVal {
    k: 'fn';
    node: Node;
    /** Where the function was defined (lexical closure). */
    frame: Frame;
}
export interface RequestHandle {
    kind: 'request';
    tool: string;
    url: Value;
    endpoint: Endpoint;
    at: [number, number];
    /** Data written (`req.write`, `req.end(data)`, `xhr.send(data)`); a request never written is a fetch. */
    sent: boolean;
    /** What authenticates it (credential headers of its options). */
    credentials?: Value;
}
export interface SocketHandle {
    kind: 'socket';
    tool: string;
    endpoint: Endpoint;
    at: [number, number];
    channel: 'socket' | 'http';
}
export interface ProcHandle {
    kind: 'proc';
    /** The process is a shell or interpreter reading commands from its stdin. */
    shell: boolean;
    at: [number, number];
}
export interface ProcIoHandle {
    kind: 'proc-io';
    proc: ProcHandle;
    stream: 'stdin' | 'stdout' | 'stderr';
}
export interface WriteStreamHandle {
    kind: 'write-stream';
    path: Value;
}
export type Handle = RequestHandle | SocketHandle | ProcHandle | ProcIoHandle | WriteStreamHandle;
export interface HandleVal {
    k: 'handle';
    h: Handle;
}
export type JsVal = DataVal | RefVal | ArrVal | ObjVal | FnVal | HandleVal;
/** The text an unresolved part of a value shows: `${name}` (as the shell and template literals write it). */
export declare function ph(name: string): string;
/** The whole environment as a value: what `JSON.stringify(process.env)` carries. */
export declare const ENV_ALL: Value;
export declare const data: (v: Value) => DataVal;
export declare const lit: (text: string) => DataVal;
export declare const num: (n: number) => DataVal;
export declare const ref: (name: string) => RefVal;
export declare const opaque: (name: string) => DataVal;
/** A placeholder name safe to show inside `${…}` and to hand to a shell analyzer. */
export declare function safeName(name: string): string;
/** An opaque result of `inputs` (a call we do not model): their taints flow, the text is a placeholder. */
export declare function result(name: string, inputs: readonly JsVal[]): DataVal;
export declare function withTaint(v: JsVal, taint: Taint, extra?: {
    from?: string;
    secret?: SecretClass;
}): DataVal;
/** The string a value stands for, as a facts `Value`. Arrays join with `,` as JavaScript does. */
export declare function toValue(v: JsVal | undefined, depth?: number): Value;
/**
 * The JSON text of a value as `JSON.stringify` would write it, known parts verbatim and unknown ones as
 * `${…}` (an object literal of settings written to a file is shown as the settings it holds).
 */
export declare function jsonValue(v: JsVal | undefined, depth?: number): Value;
/** Joins array items with a separator (`[…].join(sep)`), folding constants. */
export declare function joinItems(items: readonly JsVal[], sep: string): Value;
/** Property of an object-like value; undefined when it has none that we know. */
export declare function propOf(v: JsVal | undefined, key: string): JsVal | undefined;
export declare function isLiteralString(v: JsVal | undefined): v is DataVal;
/** Text of a value when it is a statically known string. */
export declare function staticText(v: JsVal | undefined): string | undefined;
/**
 * Text known in full, though not literal in the source: decoded from a static blob (`atob('ZXZhbA==')`),
 * built from known parts. Used where code names something (a member, a module): `self[atob(…)]` names
 * `eval` as surely as `self['eval']` does.
 */
export declare function knownText(v: JsVal | undefined): string | undefined;
/** All taints that matter (not `unknown`) of a value. */
export declare function realTaints(v: Value): Taint[];
/** What a function returns, of several `return`s: the most informative (tainted, then known, then unknown). */
export declare function mergeReturns(rs: readonly JsVal[]): JsVal;
/** An element of a collection we cannot index statically: its taints, as an unknown item. */
export declare function elementOf(v: JsVal): JsVal;
