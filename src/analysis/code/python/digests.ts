import type { Taint } from '../../facts.js';
import { unknownCall } from './call-values.js';
import type { Handler } from './context.js';

/**
 * Digests and message authentication codes (`hashlib`, `hmac`, checksums): what they return is a fixed-size
 * hash of their inputs, never the inputs' text. A key decoded from base64 (`hmac.new(b64decode(secret), msg,
 * sha1)`, how many APIs sign requests) or a downloaded body hashed to check it is not code in the digest,
 * so the digest — and the header or command it is put into — carries neither the `decoded` nor the
 * `download` taint. Everything else that flowed in (a secret, the environment) keeps flowing: a digest is
 * still derived from them. A decrypting cipher is not a digest and is not modelled here.
 */

/** Taints that say the text itself is a payload: a hash of it is not. */
const CONTENT_TAINTS: ReadonlySet<Taint> = new Set(['decoded', 'download']);

const digest: Handler = (_ctx, call) => {
  const out = unknownCall(call);
  const taints = out.v.taints.filter((t) => !CONTENT_TAINTS.has(t));
  return { ...out, v: { ...out.v, taints } };
};

const HASHLIB =
  'md5 sha1 sha224 sha256 sha384 sha512 sha3_224 sha3_256 sha3_384 sha3_512 shake_128 shake_256 blake2b blake2s new pbkdf2_hmac scrypt file_digest';

/** The calls whose result is a digest of their arguments (python/digest-reads.ts asks by name). */
export const DIGEST_CALLS: ReadonlySet<string> = new Set([
  ...HASHLIB.split(' ').map((f) => `hashlib.${f}`),
  'hmac.new',
  'hmac.HMAC',
  'hmac.digest',
  'zlib.crc32',
  'zlib.adler32',
  'binascii.crc32',
]);

export const DIGEST_HANDLERS: Array<[string, Handler]> = [...DIGEST_CALLS].map((name) => [name, digest]);
