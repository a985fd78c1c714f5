import { classifyHost } from '../hosts.js';
import { FILL_LEAD, serviceWords, slotName } from '../secret-names.js';
import { secretCommandStore } from './secret-commands.js';
import type { View } from './view.js';

/**
 * A request written out in prose (`curl https://MyDomainName.my.salesforce.com/services/data/… -H
 * "Authorization: Bearer token"`, `POST https://… -H "Authorization: Bearer token"`) carries its credential in
 * a header: that is how the API it calls authenticates, not data the text asks to send away. What the header
 * holds decides what leaves:
 * - the text's own word or sample (`token`, `00D…!AQ…`), a generic variable or slot (`$TOKEN`, `<access_token>`,
 *   `YOUR_API_KEY`): the caller's credential for the host called — use;
 * - a variable or slot named for a service (`$SALESFORCE_ACCESS_TOKEN`, `<github_token>`): that service's
 *   credential, which the rule compares with the host (src/rules/support/service-ties.ts);
 * - a command (`$(cat ~/.config/gh/hosts.yml)`, `` `gh auth token` ``): a store read, judged as any read.
 * A request-capture host or a raw IP reads every header, so there the header's words keep their weight.
 */

/** Header names that hold a request's credentials (`Authorization`, `X-Api-Key`, `Private-Token`). */
const CREDENTIAL_HEADER =
  /^(?:(?:proxy-)?authorization|(?:x-)?(?:[a-z]{1,20}-){0,2}(?:api-?key|auth-token|access-token|token|key))$/;
/** Authentication schemes written before the value (`Bearer`, GitHub's `token`). */
const SCHEMES = new Set(['bearer', 'token', 'basic', 'bot', 'oauth', 'apikey', 'key', 'sso-key', 'digest']);

export interface CredentialSlot {
  /** Token indices of the header's name and of its value. */
  first: number;
  last: number;
  /** The value as written. */
  value: string;
  /** `command`: it runs something to get the value; `named`: a variable or slot named for a service. */
  kind: 'literal' | 'generic' | 'named' | 'command';
  /** For a command: the secret store it prints (`$(gh auth token)`, `` `cat ~/.npmrc` ``). */
  store?: string;
}

export function credentialSlots(v: View): CredentialSlot[] {
  const out: CredentialSlot[] = [];
  for (let i = 0; i + 2 < v.n; i++) {
    if (!CREDENTIAL_HEADER.test(v.w(i)) || v.toks[i + 1]!.t !== ':') continue;
    let j = i + 2;
    const after = v.toks[j + 1];
    if (SCHEMES.has(v.w(j)) && after && after.kind !== 'quote' && after.kind !== 'punct') j++;
    const val = v.toks[j]!;
    if (val.kind === 'quote' || val.kind === 'punct' || val.kind === 'url') continue;
    const kind = kindOf(val.kind, val.t);
    const last = kind === 'command' && val.t.startsWith('$(') ? substitutionEnd(v, j) : j;
    const value = val.kind === 'code' ? val.t : joined(v, j, last);
    const store = kind === 'command' ? secretCommandStore(value) : undefined;
    out.push({ first: i, last, value, kind, ...(store ? { store } : {}) });
  }
  return out;
}

/** The token that closes a `$(` substitution the tokens split (`$(gh`, `auth`, `token`, `)`), within 12. */
function substitutionEnd(v: View, from: number): number {
  for (let k = from; k < v.n && k <= from + 12; k++) if (v.toks[k]!.t === ')') return k;
  return from;
}

function joined(v: View, from: number, to: number): string {
  const parts: string[] = [];
  for (let k = from; k <= to; k++) parts.push(v.raw(k));
  return parts.join(' ').replace(/ \)$/, ')');
}

function kindOf(kind: string, t: string): CredentialSlot['kind'] {
  if (kind === 'code' || t.startsWith('$(')) return 'command';
  const variable = kind === 'path' && t.startsWith('$');
  const fill = variable || kind === 'placeholder' || FILL_LEAD.test(t);
  if (!fill) return kind === 'path' ? 'command' : 'literal';
  return serviceWords(slotName(t)).length > 0 ? 'named' : 'generic';
}

/** The request goes to a host that reads every header it is sent: there a credential is data. */
export function readsHeaders(v: View, dest: number | undefined): boolean {
  if (dest === undefined) return false;
  const cls = classifyHost(v.raw(dest));
  return cls === 'exfil-service' || cls === 'raw-ip';
}
