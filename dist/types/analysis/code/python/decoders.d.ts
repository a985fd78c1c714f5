import type { DecodeScheme } from '../../facts.js';
import type { Call, Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
/**
 * Decoders: base64 (and base32/16/85), hex, rot13, zlib/gzip, through `base64`, `binascii`, `codecs`,
 * `bytes.fromhex`, `zlib`, `gzip`. Static input is decoded here — as data, bounded in size (a
 * decompression bomb stops at `MAX_RAW`) — so a payload hidden in layers is seen as the code it is;
 * decoded bytes are kept whole (`raw`) for the next layer and shown only when printable.
 */
type Decode = (input: string) => string | undefined;
/**
 * Reports the decode and returns its output: decoded text when the input was static, else a value
 * derived from the input (download stays download, and now `decoded` too).
 */
export declare function decodeWith(ctx: Ctx, call: Call, scheme: DecodeScheme, fn: Decode | undefined, input?: PV): PV;
/** The bytes of a decimal integer literal (`int.to_bytes`), big- or little-endian, as latin-1 text. */
export declare const integerBytes: (little: boolean) => Decode;
/** A codec by name, when it is a decoder (utf-8 and friends are not). */
export declare function codecDecode(ctx: Ctx, call: Call, codec: string, input: PV | undefined): PV | undefined;
export declare const DECODE_HANDLERS: Array<[string, Handler]>;
export {};
