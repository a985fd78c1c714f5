/**
 * Byte access and the argument encodings of pickle opcodes (pickletools' `ArgumentDescriptor`s): fixed-width
 * little-endian integers, length-prefixed bytes, newline-terminated text, and protocol 0's quoted and
 * raw-unicode-escape strings. Every read is checked against the buffer: a length the stream claims but
 * does not hold ends the reading ("truncated"), it never allocates what the claim says.
 */
export declare class Reader {
    readonly bytes: Uint8Array;
    at: number;
    constructor(bytes: Uint8Array);
    need(n: number): void;
    u8(): number;
    uint(n: 1 | 2 | 4 | 8): number;
    int32(): number;
    take(n: number): Uint8Array;
    line(): string;
}
export declare function latin1(b: Uint8Array): string;
export declare function utf8(b: Uint8Array): string;
export declare function str(text: string): PickleValue;
export declare function bytesValue(b: Uint8Array): PickleValue;
/** A protocol-0 `STRING` argument: a quoted Python literal with backslash escapes. */
export declare function quoted(line: string): PickleValue;
/** A protocol-0 `UNICODE` argument: raw-unicode-escape (`\uXXXX`, `\UXXXXXXXX`). */
export declare function rawUnicode(line: string): PickleValue;
/** A value the pickle builds, as far as a reader needs it: calls' arguments are rendered from these. */
export type PickleValue = {
    kind: 'str';
    text: string;
} | {
    kind: 'bytes';
    length: number;
    head: string;
} | {
    kind: 'num';
    text: string;
} | {
    kind: 'const';
    text: 'None' | 'True' | 'False';
} | {
    kind: 'global';
    module: string;
    name: string;
} | {
    kind: 'seq';
    open: '(' | '[';
    items: PickleValue[];
} | {
    kind: 'dict';
    entries: Array<[PickleValue, PickleValue]>;
}
/** The result of call number `index` (see `PickleRead.calls`). */
 | {
    kind: 'result';
    index: number;
} | {
    kind: 'unknown';
};
export declare const PICKLE_LIMITS: {
    readonly stack: 10000;
    readonly memo: 100000;
    readonly calls: 500;
    readonly items: 64;
    readonly text: 8192;
};
/** A protocol-0 `INT`/`LONG`/`FLOAT` line (`I01` and `I00` are protocol 0's True and False). */
export declare function numeric(text: string): PickleValue;
