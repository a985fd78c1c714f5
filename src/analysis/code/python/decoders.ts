import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import type { DecodeScheme } from '../../facts.js';
import { isMostlyPrintable } from '../../payloads.js';
import { rot13 } from '../../rot13-text.js';
import { ascii85, base85 } from '../base85.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { derive, fullText, knownText, MAX_RAW, own, type PV, slot, str, taint } from './pv.js';

/**
 * Decoders: base64 (and base32/16/85), hex, rot13, zlib/gzip, through `base64`, `binascii`, `codecs`,
 * `bytes.fromhex`, `zlib`, `gzip`. Static input is decoded here — as data, bounded in size (a
 * decompression bomb stops at `MAX_RAW`) — so a payload hidden in layers is seen as the code it is;
 * decoded bytes are kept whole (`raw`) for the next layer and shown only when printable.
 */

type Decode = (input: string) => string | undefined;

const latin1 = (b: Buffer) => b.toString('latin1').slice(0, MAX_RAW);

const base64: Decode = (s) => {
  const clean = s.replace(/[\s]/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return undefined;
  return latin1(Buffer.from(clean, 'base64'));
};

const hex: Decode = (s) => {
  const clean = s.replace(/[\s]/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) return undefined;
  return latin1(Buffer.from(clean, 'hex'));
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32: Decode = (s) => {
  const clean = s.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const c of clean) {
    const v = BASE32.indexOf(c);
    if (v < 0) return undefined;
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 0xff);
    }
    if (out.length >= MAX_RAW) break;
  }
  return out;
};

const inflate =
  (fn: typeof inflateSync): Decode =>
  (s) => {
    try {
      return latin1(fn(Buffer.from(s, 'latin1'), { maxOutputLength: MAX_RAW }));
    } catch {
      return undefined;
    }
  };

const zlibAny: Decode = (s) =>
  inflate(inflateSync)(s) ?? inflate(inflateRawSync)(s) ?? inflate(gunzipSync)(s);

/**
 * Reports the decode and returns its output: decoded text when the input was static, else a value
 * derived from the input (download stays download, and now `decoded` too).
 */
export function decodeWith(
  ctx: Ctx,
  call: Call,
  scheme: DecodeScheme,
  fn: Decode | undefined,
  input?: PV,
): PV {
  const src = input ?? call.args[0];
  if (!src) return derive(slot('decoded'), []);
  const full = fullText(src);
  const out = full !== undefined && fn ? fn(full) : undefined;
  const printable = out !== undefined && out.length > 0 && isMostlyPrintable(out.slice(0, 4096));
  ctx.emit(
    { kind: 'decode', scheme, input: src.v, ...(printable ? { decoded: out.slice(0, 2_000) } : {}) },
    call.node,
  );
  if (out === undefined) return taint(derive(slot('decoded'), [src]), 'decoded');
  let result = taint(printable ? str(out) : derive(slot('binary'), [src]), 'decoded');
  for (const t of src.v.taints) if (t !== 'unknown') result = taint(result, t);
  if (src.v.from !== undefined) result.v = { ...result.v, from: src.v.from };
  return { ...result, raw: out };
}

/** The bytes of a decimal integer literal (`int.to_bytes`), big- or little-endian, as latin-1 text. */
export const integerBytes =
  (little: boolean): Decode =>
  (s) => {
    const digits = s.trim();
    if (!/^\d{1,1000}$/.test(digits)) return undefined;
    let hex = BigInt(digits).toString(16);
    if (hex.length % 2) hex = `0${hex}`;
    const bytes = Buffer.from(hex, 'hex');
    return latin1(little ? bytes.reverse() : bytes);
  };

const via =
  (scheme: DecodeScheme, fn?: Decode): Handler =>
  (ctx, call) =>
    decodeWith(ctx, call, scheme, fn);

/** Codec names (`codecs.decode(x, "rot13")`, Python 2 `s.decode("hex")`). */
const CODECS: Record<string, [DecodeScheme, Decode | undefined]> = {
  rot13: ['rot13', rot13],
  rot_13: ['rot13', rot13],
  hex: ['hex', hex],
  hex_codec: ['hex', hex],
  base64: ['base64', base64],
  base_64: ['base64', base64],
  base64_codec: ['base64', base64],
  zlib: ['zlib', zlibAny],
  zip: ['zlib', zlibAny],
  zlib_codec: ['zlib', zlibAny],
  bz2: ['other', undefined],
  bz2_codec: ['other', undefined],
  uu: ['other', undefined],
  unicode_escape: ['escape', undefined],
  'string-escape': ['escape', undefined],
  string_escape: ['escape', undefined],
};

/** A codec by name, when it is a decoder (utf-8 and friends are not). */
export function codecDecode(ctx: Ctx, call: Call, codec: string, input: PV | undefined): PV | undefined {
  const entry = own(CODECS, codec.toLowerCase().replace(/-/g, '_')) ?? own(CODECS, codec.toLowerCase());
  if (!entry) return undefined;
  return decodeWith(ctx, call, entry[0], entry[1], input);
}

const codecsDecode: Handler = (ctx, call) => {
  const codec = knownText(arg(call, 1, 'encoding'));
  if (codec === undefined) return undefined;
  return codecDecode(ctx, call, codec, call.args[0]) ?? call.args[0];
};

export const DECODE_HANDLERS: Array<[string, Handler]> = [
  ['base64.b64decode', via('base64', base64)],
  ['base64.standard_b64decode', via('base64', base64)],
  ['base64.urlsafe_b64decode', via('base64', base64)],
  ['base64.decodebytes', via('base64', base64)],
  ['base64.decodestring', via('base64', base64)],
  ['binascii.a2b_base64', via('base64', base64)],
  ['base64.b32decode', via('base32', base32)],
  ['base64.b16decode', via('hex', hex)],
  ['base64.a85decode', via('other', (s) => ascii85(s, MAX_RAW))],
  ['base64.b85decode', via('other', (s) => base85(s, MAX_RAW))],
  ['bytes.fromhex', via('hex', hex)],
  ['bytearray.fromhex', via('hex', hex)],
  ['binascii.unhexlify', via('hex', hex)],
  ['binascii.a2b_hex', via('hex', hex)],
  ['codecs.decode', codecsDecode],
  ['zlib.decompress', via('zlib', zlibAny)],
  ['gzip.decompress', via('gzip', inflate(gunzipSync))],
  ['lzma.decompress', via('other')],
  ['bz2.decompress', via('other')],
];
