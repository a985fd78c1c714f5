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
/**
 * The first `n` bytes a deflate stream produces, synchronously: enough to recognise a format from its
 * magic bytes. `Z_SYNC_FLUSH` lets zlib return what the partial input yields instead of failing on it.
 */
export declare function inflateHead(data: Uint8Array, wrap: Wrapping, n?: number): Uint8Array | undefined;
/** Inflates at most `cap` bytes of a raw deflate or gzip stream. */
export declare function inflateBounded(data: Uint8Array, wrap: Wrapping, cap: number): Promise<Inflated>;
