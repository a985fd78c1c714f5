import type { Value } from '../../../facts.js';
import { OWN_DATA_SECTION, tainted } from '../../values.js';
import type { Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';
import { decoded } from './data.js';

/**
 * A one-line program (`perl -e`, `python3 -c`, `node -e`, `ruby -e`, `php -r`) that decodes as it prints:
 * `pack("H*", …)`, a string XOR with a key, `b64decode`, `bytes.fromhex`, `Buffer.from(x, 'hex')`,
 * `String.fromCharCode`, `chr(…)` arithmetic. What it prints is text nobody can read in the file, so a
 * pipeline that hands it to a shell (`perl -e '…' | sh`) runs decoded code, as `base64 -d | sh` does.
 * The program's own code is analysed where it is (exec.ts); this is only what its output is.
 */

/** Perl/Ruby string XOR (`$b ^ $k`, `^=`), not a regex anchor (`/^x/`) or a character class (`[^x]`). */
const XOR = /[\w$)\]}]\s{0,4}\^\s{0,4}(?:substr\b|[$@\w("'])|\^=/;
const DECODERS =
  /\bpack\s*\(?\s*["'](?:[Hh]\*|u|m0?)["']|\bunpack1?\s*\(?\s*["'](?:[Hh]\*|m0?|u)["']|decode_base64|MIME::Base64|\bb(?:64|32|16)decode\b|bytes\.fromhex|\.fromhex\(|codecs\.decode|\.decode\(\s*["'](?:hex|base64|rot.?13)["']|Buffer\.from\([^;]{1,300}?,\s*["'](?:hex|base64)["']|\batob\(|String\.fromCharCode|\bchr\s*\(\s*(?:ord\b|int\(|[\w$]+\s*[-+^%])/;

/** A relative path the program opens (`"assets/glyphs.hex"`): where the encoded bytes are kept. */
const OPENED = /["']((?:\.{0,2}\/)?[\w.-]{1,80}(?:\/[\w.-]{1,80}){0,8}\.[\w]{1,10})["']/;
/** An encoded blob written in the program itself. */
const INLINE_BLOB = /["'][0-9A-Fa-f]{40,}["']|["'][A-Za-z0-9+/]{40,}={0,2}["']/;

export function inlineDecoderOutput(st: ShellState, cmd: Cmd, code: Value): Value | undefined {
  const text = code.text.slice(0, 8_000);
  const xor = XOR.test(text.replace(/\[\^/g, '[').replace(/(^|[(~=!,;\s])\/\^/g, '$1/'));
  if (!xor && !DECODERS.test(text)) return undefined;
  // The encoded bytes are the skill's: a file the program opens by a relative path, or a blob in the line.
  const file = OPENED.exec(text)?.[1];
  const from = file ?? (INLINE_BLOB.test(text) ? OWN_DATA_SECTION : undefined);
  const input = from ? tainted(code, 'file', { from }) : code;
  return decoded(st, cmd, xor ? 'xor' : 'other', input, undefined);
}
