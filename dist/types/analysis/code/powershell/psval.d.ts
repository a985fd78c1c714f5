import type { Node } from 'web-tree-sitter';
import type { Endpoint, Taint, Value } from '../../facts.js';
import { tainted } from '../values.js';
/**
 * Abstract PowerShell values. Strings and numbers are facts `Value`s; the rest are what a behaviour
 * needs: arrays (`-join`, char-code lists), hashtables (splatted parameters), .NET types and objects
 * (`[Convert]`, a `Net.WebClient`, a `TcpClient` and its stream), script blocks and functions.
 */
export interface PsData {
    k: 'data';
    v: Value;
    /** Decoded bytes (`[Convert]::FromBase64String`) for a later `GetString` or decompressor. */
    bytes?: Uint8Array;
    num?: number;
    /** A character made from a number (`[char]105`): joining such characters is a char-code decoding. */
    char?: boolean;
    /**
     * Base64 the script made of text (`[Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($cmd))`):
     * that text, and whether its bytes were UTF-16LE — what `-EncodedCommand` decodes it back to.
     */
    encodes?: {
        text: Value;
        utf16: boolean;
    };
}
export interface PsArr {
    k: 'arr';
    items: PsVal[];
}
export interface PsHash {
    k: 'hash';
    /** Keys lower-cased (PowerShell hashtables are case-insensitive). */
    props: Map<string, PsVal>;
}
/** A .NET type named in code (`[System.Convert]`), lower-cased without `System.`. */
export interface PsType {
    k: 'type';
    name: string;
}
/** A .NET object: a web client, a socket and its stream, an encoding, a reader. */
export interface PsObj {
    k: 'obj';
    cls: string;
    endpoint?: Endpoint;
    url?: Value;
    /** The bytes or text the object wraps (a MemoryStream, a StreamReader over a decoded stream). */
    inner?: PsData;
    at?: [number, number];
    sent?: boolean;
}
export interface PsBlock {
    k: 'block';
    node: Node;
}
export type PsVal = PsData | PsArr | PsHash | PsType | PsObj | PsBlock;
export declare const data: (v: Value) => PsData;
export declare const lit: (text: string) => PsData;
export declare const num: (n: number) => PsData;
export declare const obj: (cls: string, extra?: Partial<PsObj>) => PsObj;
/** `${name}`: an unresolved part (written as PowerShell's braced variable syntax). */
export declare function ph(name: string): string;
export declare const opaque: (name: string) => PsData;
/** A value derived from inputs we do not model: real taints flow, the text is a placeholder. */
export declare function result(name: string, inputs: readonly PsVal[]): PsData;
export declare function withTaint(v: PsVal, t: Taint, extra?: Parameters<typeof tainted>[2]): PsData;
export declare function realTaints(v: Value): Taint[];
/** The string a value stands for. Arrays join with spaces, as PowerShell's `"$array"` does. */
export declare function toValue(v: PsVal | undefined, depth?: number): Value;
export declare function joinItems(items: readonly PsVal[], sep: string, depth?: number): Value;
export declare function staticText(v: PsVal | undefined): string | undefined;
/** The items of a value used as a list (a scalar is a list of one). */
export declare function itemsOf(v: PsVal | undefined): PsVal[];
/** `a + b` on PowerShell values: numbers add, arrays concatenate, everything else joins as text. */
export declare function plusValues(a: PsVal, b: PsVal): PsVal;
/**
 * `a ?? b`: `b` when `a` is null. An environment variable with a URL shipped as its default
 * (`$env:BROKER_URL ?? 'http://…'`) goes to the default unless the user sets it, so its text is the URL
 * (the env taint stays); otherwise the side that tells more.
 */
export declare function coalesce(a: PsVal, b: PsVal): PsVal;
