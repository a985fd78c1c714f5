import { ARCHIVE_WRITE_HANDLERS } from './archive-writes.js';
import { VALUE_HANDLERS, stringMethod as valueMethod } from './builtins.js';
import { CONFIG_HANDLERS } from './config-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { codecDecode, DECODE_HANDLERS, decodeWith, integerBytes } from './decoders.js';
import { DEFERRED_CALL_HANDLERS } from './deferred-calls.js';
import { DIGEST_HANDLERS } from './digests.js';
import { DOCUMENT_LOAD_HANDLERS } from './document-loads.js';
import { DYNAMIC_HANDLERS } from './dynamic.js';
import { FILE_HANDLERS } from './files.js';
import { HTTP_HANDLERS } from './http.js';
import { INTERPRETER_HANDLERS } from './interpreters.js';
import { LOADER_HANDLERS } from './loaders.js';
import { PROCESS_HANDLERS } from './process.js';
import type { PV } from './pv.js';
import { knownText } from './pv.js';
import { REGEX_MATCH_HANDLERS } from './regex-matches.js';
import { SDK_CHANNEL_HANDLERS } from './sdk-channels.js';
import { SECRET_STORE_HANDLERS } from './secret-stores.js';
import { SOCKET_HANDLERS } from './sockets.js';
import { SYSTEM_HANDLERS } from './system.js';

/**
 * Every modelled function by qualified name (after names.ts normalisation). One table per concern;
 * a name appears once (a duplicate would silently shadow, so the build of the map checks).
 */
function build(tables: Array<Array<[string, Handler]>>): Map<string, Handler> {
  const map = new Map<string, Handler>();
  for (const table of tables) {
    for (const [name, handler] of table) {
      if (map.has(name)) throw new Error(`python analyzer: ${name} is modelled twice`);
      map.set(name, handler);
    }
  }
  return map;
}

export const HANDLERS = build([
  VALUE_HANDLERS,
  CONFIG_HANDLERS,
  DECODE_HANDLERS,
  DIGEST_HANDLERS,
  DYNAMIC_HANDLERS,
  INTERPRETER_HANDLERS,
  FILE_HANDLERS,
  DOCUMENT_LOAD_HANDLERS,
  ARCHIVE_WRITE_HANDLERS,
  DEFERRED_CALL_HANDLERS,
  HTTP_HANDLERS,
  LOADER_HANDLERS,
  PROCESS_HANDLERS,
  REGEX_MATCH_HANDLERS,
  SOCKET_HANDLERS,
  SDK_CHANNEL_HANDLERS,
  SECRET_STORE_HANDLERS,
  SYSTEM_HANDLERS,
]);

/** Methods called on plain values (strings, bytes, dicts): Python 2 codec decodes, then string methods. */
export function stringMethod(ctx: Ctx, call: Call, method: string): PV | undefined {
  if (method === 'decode' || method === 'encode') {
    const codec = knownText(call.args[0] ?? call.kwargs.get('encoding'));
    if (codec !== undefined) {
      const decoded = codecDecode(ctx, call, codec, call.self);
      if (decoded) return decoded;
    }
  }
  // A text stored as one integer (`n.to_bytes(len, "big").decode()`): its bytes, decoded where they are made.
  if (method === 'to_bytes' && call.self) {
    const order = knownText(call.args[1] ?? call.kwargs.get('byteorder'));
    return decodeWith(ctx, call, 'charcode', integerBytes(order === 'little'), call.self);
  }
  return valueMethod(ctx, call, method);
}
