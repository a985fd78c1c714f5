import { lookupSend } from './dns-lookups.js';
import { argsAt, splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * Ruby library calls that read a secret store without naming its path, and DNS lookups that carry data
 * in the name they ask for:
 *
 * - the `netrc` gem: `Netrc.read` opens `~/.netrc` (or the path given) and hands back every login in it;
 * - `Resolv::DNS#getresources`/`getresource`/`each_resource`, `Resolv.getaddress` and friends: the query
 *   itself reaches the server of the domain asked about, so labels built from data in front of a fixed
 *   domain send that data there. A name whose computed part carries a secret, a file, the environment or
 *   decoded bytes is such a send; so is a TXT query (the record type DNS tunnels read answers from) for
 *   a name with computed labels in front of a fixed domain. A configured host looked up whole
 *   (`Resolv.getaddress(host)`) sends nothing.
 */

const NETRC_READ = /\bNetrc\.read\b/g;
/**
 * Stores read through the library that owns them: RubyGems' push keys (`Gem.configuration.api_keys`,
 * `.rubygems_api_key`, from `~/.gem/credentials`) and Bundler's per-host credentials (`Bundler.settings`,
 * `~/.bundle/config`, the `BUNDLE_<HOST>` entries).
 */
const LIBRARY_STORES: ReadonlyArray<[RegExp, string]> = [
  [/\bGem\.configuration\.(?:api_keys|rubygems_api_key)\b/g, '"~/.gem/credentials"'],
  [/\bBundler\.settings(?:\.all\b|\[)/g, '"~/.bundle/config"'],
];
const DNS_LOOKUP =
  /\b(?:Resolv(?:::DNS)?|[a-z_]\w{0,40})\.(getresources|getresource|each_resource|getaddress|getaddresses|each_address)\b/g;

export function rubyStores(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(NETRC_READ))) {
    const a = s[m.index + m[0].length] === '(' ? argsAt(s, m.index + m[0].length) : undefined;
    const path = (a && splitTop(a.text)[0]) || '"~/.netrc"';
    const end = a?.end ?? m.index + m[0].length;
    st.addSpan(m.index, end, st.readFile(path, m.index, end));
  }
  for (const [re, path] of LIBRARY_STORES)
    for (const m of upTo(s.matchAll(re)))
      st.addSpan(m.index, m.index + m[0].length, st.readFile(path, m.index, m.index + m[0].length));
  for (const m of upTo(s.matchAll(DNS_LOOKUP))) dnsLookup(st, m.index, m.index + m[0].length);
}

function dnsLookup(st: ScriptState, start: number, at: number): void {
  const s = st.stmt.text;
  const a = s[at] === '(' ? argsAt(s, at) : bareArgs(s, at);
  const [nameExpr, type] = splitTop(a.text);
  if (nameExpr) lookupSend(st, nameExpr, /\bTXT\b/.test(type ?? ''), start, a.end);
}

/** Arguments without parentheses (`dns.getresources name, type`): up to a block's `}` or `do`. */
function bareArgs(s: string, at: number): { text: string; end: number } {
  const rest = s.slice(at, at + 400);
  const stop = rest.search(/\}|\bdo\b/);
  return { text: stop >= 0 ? rest.slice(0, stop) : rest, end: stop >= 0 ? at + stop : s.length };
}
