import type { Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { tainted } from '../values.js';
import { argsAt, splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * DNS lookups that carry data in the name they ask for, in the script languages read statement by
 * statement: the query itself reaches the server of the domain asked about, so labels built from data in
 * front of a fixed domain send that data there, whichever resolver the lookup goes through. A name whose
 * computed part carries a secret, a file, the environment or decoded bytes is such a send; so is a TXT
 * query (the record type DNS tunnels read answers from) for a name with computed labels in front of a fixed
 * domain. A configured host looked up whole (`net.LookupHost(host)`) sends nothing.
 */

const DATA_TAINTS = ['secret', 'file', 'env', 'decoded', 'system-info', 'conversation'] as const;

/** Reports the lookup of `nameExpr` (a statement's text at [start, end)) when its name carries data. */
export function lookupSend(
  st: ScriptState,
  nameExpr: string,
  txt: boolean,
  start: number,
  end: number,
): void {
  const name = st.text(nameExpr);
  if (name.literal) return;
  // The fixed domain after the computed labels: `${x}.${i}.zone.example` → `zone.example`.
  const domain = /\}\.?((?:[\w-]{1,63}\.){1,8}[A-Za-z][\w-]{1,62})$/.exec(name.text)?.[1];
  if (!domain) return;
  const carried = st.valueIn(start, end);
  const data: Value = name.taints.length ? name : carried;
  const carriesData = data.taints.some((t) => (DATA_TAINTS as readonly string[]).includes(t));
  if (!carriesData && !txt) return;
  st.emit(
    {
      kind: 'send',
      endpoint: endpointOf(domain, st.unit.hosts),
      channel: 'dns',
      data: carriesData ? data : tainted(name, 'unknown'),
    },
    start,
    end,
  );
}

/**
 * Lookups of Go (`net.LookupTXT(name)`, a `net.Resolver`'s `LookupTXT(ctx, name)`), the JVM
 * (`InetAddress.getByName`, dnsjava's `Lookup(name, Type.TXT)`), C# (`Dns.GetHostAddressesAsync`), PHP (`dns_get_record`, `gethostbyname`),
 * Rust (`lookup_host`, hickory/trust-dns `txt_lookup`) and Lua (`socket.dns.toip`): the name's argument
 * position, and whether the call asks for TXT records.
 */
const LOOKUPS: ReadonlyArray<{ re: RegExp; name: number | 'afterContext'; txt?: RegExp }> = [
  {
    re: /\b(?:net|[a-z]\w{0,30})\.Lookup(TXT|Host|IP|IPAddr|CNAME|MX|NS|Addr)\s*(?=\()/g,
    name: 'afterContext',
    txt: /TXT/,
  },
  { re: /\bInetAddress\.(?:getByName|getAllByName)\s*(?=\()/g, name: 0 },
  { re: /\b(?:new\s+)?Lookup\s*(?=\()/g, name: 0, txt: /\bType\.TXT\b/ },
  {
    re: /(?<![\w$>])(?:dns_get_record|gethostbyname|gethostbynamel|checkdnsrr)\s*(?=\()/g,
    name: 0,
    txt: /\bDNS_TXT\b|["']TXT["']/,
  },
  { re: /\b(?:lookup_host|txt_lookup|lookup_ip|ipv4_lookup)\s*(?=\()/g, name: 0, txt: /txt_lookup/ },
  { re: /\b(?:socket\.)?dns\.(?:toip|getaddrinfo)\s*(?=\()/g, name: 0 },
  // C#: `Dns.GetHostAddresses(name)`, `GetHostEntry`, their `Async` forms, the old `Resolve`.
  {
    re: /\b(?:System\.Net\.)?Dns\.(?:GetHostAddresses|GetHostEntry|Resolve|BeginGetHostAddresses)(?:Async)?\s*(?=\()/g,
    name: 0,
  },
];

export function libLookups(st: ScriptState): void {
  const s = st.stmt.text;
  for (const l of LOOKUPS)
    for (const m of upTo(s.matchAll(l.re), 8)) {
      const a = argsAt(s, m.index + m[0].length);
      const args = splitTop(a.text);
      // Go's resolver methods take a context first (`r.LookupTXT(ctx, name)`); `net.LookupTXT(name)` does not.
      const i =
        l.name === 'afterContext'
          ? args.length > 1 && /ctx|context|Background\(\)|TODO\(\)/i.test(args[0]!)
            ? 1
            : 0
          : l.name;
      const nameExpr = args[i];
      if (!nameExpr) continue;
      const txt = l.txt?.test(m[0] + a.text) === true;
      lookupSend(st, nameExpr, txt, m.index, a.end);
    }
}
