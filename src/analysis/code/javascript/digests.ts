import type { Taint } from '../../facts.js';
import { data, result } from './jsval.js';
import type { Handler } from './support.js';

/**
 * Node's hashes and MACs (`crypto.createHmac`, `createHash`, `crypto.hash`, key derivation): a digest is a
 * fixed-size hash of its inputs, never their text. A key decoded from base64 (`createHmac('sha1',
 * Buffer.from(secret, 'base64'))`, how many APIs sign requests) is not code in the signature, so the
 * digest carries neither the `decoded` nor the `download` taint; the rest (a secret, the environment)
 * flows on. What `update()` is later given flows as any method argument does (the Python side is
 * python/digests.ts).
 */

const CONTENT_TAINTS: ReadonlySet<Taint> = new Set(['decoded', 'download']);

const digest: Handler = (_ix, args, _node, name) => {
  const out = result(name, args.vals);
  return data({ ...out.v, taints: out.v.taints.filter((t) => !CONTENT_TAINTS.has(t)) });
};

export const DIGEST_HANDLERS: Record<string, Handler> = Object.fromEntries(
  ['createHmac', 'createHash', 'hash', 'pbkdf2Sync', 'scryptSync', 'hkdfSync'].map((f) => [
    `crypto.${f}`,
    digest,
  ]),
);
