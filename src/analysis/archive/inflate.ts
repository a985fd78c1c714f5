import { constants, createGunzip, createInflateRaw, gunzipSync, inflateRawSync } from 'node:zlib';

/**
 * Bounded inflate on Node's built-in zlib (the reference C implementation, fuzzed continuously by
 * OSS-Fuzz; no dependency). Every call states how many bytes it may produce: a bomb costs that many,
 * never its declared size. zlib's synchronous API with `maxOutputLength` throws when the output would
 * grow past it and keeps nothing, so a member larger than the cap is read again through the stream
 * API, which is destroyed as soon as the cap is reached (Node checks `destroyed` before every chunk).
 */

export type Wrapping = 'raw' | 'gzip';

export interface Inflated {
  /** At most `cap` bytes of output. */
  bytes: Uint8Array;
  /** The stream ended cleanly within the cap. */
  complete: boolean;
  /** The output would have been larger than the cap. */
  over: boolean;
  /** zlib's message when the data is damaged or cut short. */
  error?: string;
}

/** Compressed bytes looked at to recognise a member's format: at most ~1 MB of output (ratio ≤ 1032). */
const HEAD_INPUT = 1024;

/**
 * The first `n` bytes a deflate stream produces, synchronously: enough to recognise a format from its
 * magic bytes. `Z_SYNC_FLUSH` lets zlib return what the partial input yields instead of failing on it.
 */
export function inflateHead(data: Uint8Array, wrap: Wrapping, n = 512): Uint8Array | undefined {
  const input = data.subarray(0, Math.min(data.length, HEAD_INPUT));
  const opts = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 2 * 1024 * 1024 };
  try {
    const out = wrap === 'raw' ? inflateRawSync(input, opts) : gunzipSync(input, opts);
    return new Uint8Array(out.buffer, out.byteOffset, Math.min(n, out.length));
  } catch {
    return undefined;
  }
}

/** Inflates at most `cap` bytes of a raw deflate or gzip stream. */
export async function inflateBounded(data: Uint8Array, wrap: Wrapping, cap: number): Promise<Inflated> {
  if (cap <= 0) return { bytes: new Uint8Array(0), complete: data.length === 0, over: data.length > 0 };
  try {
    const opts = { maxOutputLength: cap };
    const out = wrap === 'raw' ? inflateRawSync(data, opts) : gunzipSync(data, opts);
    return { bytes: new Uint8Array(out.buffer, out.byteOffset, out.length), complete: true, over: false };
  } catch {
    // Too large, damaged or cut short: the stream keeps the output produced so far.
    return inflateStream(data, wrap, cap);
  }
}

function inflateStream(data: Uint8Array, wrap: Wrapping, cap: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const z = wrap === 'raw' ? createInflateRaw() : createGunzip();
    const chunks: Buffer[] = [];
    let produced = 0;
    let settled = false;
    const settle = (complete: boolean, error?: string) => {
      if (settled) return;
      settled = true;
      z.removeAllListeners();
      z.on('error', () => {});
      z.destroy();
      const bytes = new Uint8Array(Buffer.concat(chunks));
      resolve({ bytes, complete, over: produced > cap, ...(error ? { error } : {}) });
    };
    z.on('data', (chunk: Buffer) => {
      const room = cap - Math.min(produced, cap);
      if (room > 0) chunks.push(room >= chunk.length ? chunk : chunk.subarray(0, room));
      produced += chunk.length;
      if (produced > cap) settle(false);
    });
    z.on('end', () => settle(produced <= cap));
    z.on('error', (e: Error) => settle(false, e.message));
    z.end(data);
  });
}
