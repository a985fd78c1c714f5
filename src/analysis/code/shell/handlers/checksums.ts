import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { readFile } from '../redirects.js';
import type { FileInfo, ShellState } from '../state.js';
import { checkPassed } from '../status-guards.js';

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

function checked(st: ShellState, read: Value): void {
  const list = downloadedNamed(st, read) ?? read;
  // The digest must be text the script (or the repository) holds: a list that came over the network from
  // the host that serves the file, or whose digest is an unresolved value (`$(curl …sha256)` shows no hex),
  // pins nothing. A list from a package registry or source host (a project's GitHub release `checksums.txt`)
  // vouches for a file fetched from another host (its CDN): both would have to be changed.
  const downloaded = list.taints.includes('download');
  const listHost = downloaded && list.from ? endpointOf(list.from, st.unit.hosts) : undefined;
  if (downloaded && listHost?.cls !== 'registry') return;
  const vouches = (info: FileInfo | undefined): info is FileInfo =>
    info?.content.taints.includes('download') === true &&
    (!downloaded || releaseOfSite(list.from, info.endpoint?.host));
  const files: FileInfo[] = [];
  let lines = 0;
  for (const line of list.text.split('\n').slice(0, 64)) {
    const gnu = GNU_LINE.exec(line.trim());
    const bsd = gnu ? undefined : BSD_LINE.exec(line.trim());
    const [hash, path] = gnu ? [gnu[1]!, gnu[2]!] : bsd ? [bsd[2]!, bsd[1]!] : [];
    if (!hash || !path || !DIGEST_LENGTHS.has(hash.length)) continue;
    lines++;
    const info = st.fileAt(path.trim());
    if (vouches(info)) files.push(info);
  }
  // A check list committed in the repository (`sha256sum -c tools/x.sha256`, or its lines renamed on the
  // way: `sed 's#name#x.tmp#' tools/x.sha256 | sha256sum -c -`): its text is not read here, so the files it
  // names are not known; it pins what this unit downloaded before it, as a digest written inline would.
  // So does a registry's list whose lines are not known.
  if (lines === 0 && (downloaded || committedList(st, list)))
    for (const info of st.files.values()) if (vouches(info) && info !== listFile(st, list)) files.push(info);
  // It vouches only if its failure stops the run (status-guards.ts).
  checkPassed(st, files);
}

/**
 * A list from a source host's repository vouches for a file from another host only when that host is the
 * project's by name (`golangci-lint-….tar.gz` from `dl.golangci-lint.run`, its `checksums.txt` from
 * `github.com/golangci/golangci-lint/releases`): the site's name is the repository's or its account's.
 */
function releaseOfSite(listUrl: string | undefined, host: string | undefined): boolean {
  const repo =
    /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org)\/([\w.-]{1,100})\/([\w.-]{1,100})\//i.exec(
      listUrl ?? '',
    );
  if (!repo || !host) return false;
  const labels = host.toLowerCase().split('.');
  const site = labels.length >= 2 ? labels[labels.length - 2]! : '';
  const squash = (x: string) => x.toLowerCase().replace(/[-_.]/g, '');
  return site.length >= 3 && [repo[1]!, repo[2]!].some((n) => squash(n) === squash(site));
}

/**
 * A list read by its bare name after `cd "$tmp"` (the working folder is not known): the one this unit
 * downloaded under that name (`curl -o "$tmp/checksums.txt" …`), with where it came from.
 */
function downloadedNamed(st: ShellState, list: Value): Value | undefined {
  const from = list.from;
  if (list.taints.includes('download') || !list.taints.includes('file') || from === undefined)
    return undefined;
  if (st.fileAt(from) !== undefined || !/^[\w.-]{1,100}$/.test(from)) return undefined;
  for (const [path, info] of st.files)
    if (info.content.taints.includes('download') && (path === from || path.endsWith(`/${from}`)))
      return info.content;
  return undefined;
}

/** The file a downloaded list was read from, so it does not vouch for itself. */
function listFile(st: ShellState, list: Value): FileInfo | undefined {
  for (const info of st.files.values()) if (info.content === list) return info;
  return undefined;
}

/** A list read from a file of the repository: a relative path this unit did not write, holding no secret. */
function committedList(st: ShellState, list: Value): boolean {
  const from = list.from;
  if (!list.taints.includes('file') || list.taints.includes('secret') || from === undefined) return false;
  if (!/^(?:\.{1,2}\/)*[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,8}$/.test(from) || st.fileAt(from) !== undefined)
    return false;
  // A list read by its bare name after `cd "$tmp"` is the one this unit downloaded there (`curl -o
  // "$tmp/checksums.txt" …`), not a file of the repository: the working folder is not known, the name is.
  const name = from.slice(from.lastIndexOf('/') + 1);
  for (const [path, info] of st.files)
    if (info.content.taints.includes('download') && (path === name || path.endsWith(`/${name}`)))
      return false;
  return true;
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
