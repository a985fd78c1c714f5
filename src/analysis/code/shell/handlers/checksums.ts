import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { readFile } from '../redirects.js';
import type { ShellState } from '../state.js';

/**
 * `sha256sum -c` (and `shasum -a 256 -c`, `sha512sum -c`, `b2sum -c`) of a check list whose digest the
 * script itself pins — `echo "$sha256  $tmp/protoc.zip" | sha256sum -c -` with `sha256=…` written in the
 * script: the command fails unless the downloaded file is exactly the one the author hashed, so the code
 * that later runs from it is fixed (the `verified` taint; the rule caps such runs like CMake's
 * `EXPECTED_HASH`). A digest that is not written in the script or the repository (a `.sha256` file fetched
 * beside the download) comes from the same server and pins nothing; the path may be known only in part
 * (`$tmp/x.zip`). A list read from a file committed in the repository pins what the unit downloaded before
 * it. Only files this unit downloaded are marked.
 */

const DIGEST_LENGTHS = new Set([40, 56, 64, 96, 128]);
/** `HEX  PATH`, `HEX *PATH` (GNU) and `SHA256 (PATH) = HEX` (BSD tags). */
const GNU_LINE = /^\\?([0-9a-fA-F]{40,128})[ \t]{1,2}\*?(\S[^\n]{0,400})$/;
const BSD_LINE = /^[A-Z0-9-]{2,12} ?\(([^\n]{1,400})\) ?= ?([0-9a-fA-F]{40,128})$/;

function checked(st: ShellState, list: Value): void {
  // The digest must be text the script (or the repository) holds: a list that came over the network, or
  // whose digest is an unresolved value (`$(curl …sha256)` shows no hex), pins nothing.
  if (list.taints.includes('download')) return;
  let lines = 0;
  for (const line of list.text.split('\n').slice(0, 64)) {
    const gnu = GNU_LINE.exec(line.trim());
    const bsd = gnu ? undefined : BSD_LINE.exec(line.trim());
    const [hash, path] = gnu ? [gnu[1]!, gnu[2]!] : bsd ? [bsd[2]!, bsd[1]!] : [];
    if (!hash || !path || !DIGEST_LENGTHS.has(hash.length)) continue;
    lines++;
    verify(st.fileAt(path.trim()));
  }
  // A check list committed in the repository (`sha256sum -c tools/x.sha256`, or its lines renamed on the
  // way: `sed 's#name#x.tmp#' tools/x.sha256 | sha256sum -c -`): its text is not read here, so the files it
  // names are not known; it pins what this unit downloaded before it, as a digest written inline would.
  if (lines === 0 && committedList(st, list)) for (const info of st.files.values()) verify(info);
}

function verify(info: { content: Value } | undefined): void {
  if (!info?.content.taints.includes('download') || info.content.taints.includes('verified')) return;
  info.content = { ...info.content, taints: [...info.content.taints, 'verified'] };
}

/** A list read from a file of the repository: a relative path this unit did not write, holding no secret. */
function committedList(st: ShellState, list: Value): boolean {
  const from = list.from;
  if (!list.taints.includes('file') || list.taints.includes('secret') || from === undefined) return false;
  return /^(?:\.{1,2}\/)*[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,8}$/.test(from) && st.fileAt(from) === undefined;
}

function checksum(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  if (
    !args.some((w) => w.v.text === '-c' || w.v.text === '--check' || /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.v.text))
  )
    return undefined;
  const lists = args.filter((w) => !w.v.text.startsWith('-') && !/^\d{1,3}$/.test(w.v.text));
  if (lists.length === 0 && cmd.stdin) checked(st, cmd.stdin);
  for (const w of lists.slice(0, 8)) checked(st, readFile(st, w, cmd, cmd.name));
  return literal('');
}

export const CHECKSUM_HANDLERS: Array<[string, Handler]> = [
  'sha256sum',
  'sha512sum',
  'sha1sum',
  'sha224sum',
  'sha384sum',
  'b2sum',
  'shasum',
].map((n): [string, Handler] => [n, checksum]);
