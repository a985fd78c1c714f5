import { classifyHost } from '../hosts.js';
import { SECRET_ENV_NAME } from '../paths.js';
import { FILL_LEAD, serviceWords, slotName } from '../secret-names.js';
import { destText } from './request-commands.js';
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
  /** Named in words ("send it through the `x-api-key` header"), not written as `Name: value`. */
  described?: true;
}

export function credentialSlots(v: View, nameBefore?: string): CredentialSlot[] {
  const out: CredentialSlot[] = describedHeaders(v, nameBefore);
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
  const cls = classifyHost(destText(v, dest));
  return cls === 'exfil-service' || cls === 'raw-ip';
}

/** A secret variable as a sentence writes it (`XQUIK_API_KEY`, `$GITHUB_TOKEN`, `${OPENAI_API_KEY}`). */
const SECRET_VARIABLE = /^\$?\{?([A-Z][A-Z0-9_]{1,63})\}?$/;

/** The secret variable token `j` names, if it is one. */
export function secretVariableAt(v: View, j: number): string | undefined {
  const t = v.toks[j]!;
  if (t.kind !== 'code' && t.kind !== 'path') return undefined;
  const name = SECRET_VARIABLE.exec(t.t)?.[1];
  return name !== undefined && SECRET_ENV_NAME.test(name) ? name : undefined;
}

/** The last secret variable a sentence names (for the sentence after it: "Load `XQUIK_API_KEY` … Send it …"). */
export function lastSecretVariable(v: View): string | undefined {
  for (let j = v.n - 1; j >= 0; j--) {
    const name = secretVariableAt(v, j);
    if (name !== undefined) return name;
  }
  return undefined;
}

/** Nouns for what a credential header carries ("your GitHub token", "the Xquik key"). */
const CREDENTIAL_NOUN = new Set(['key', 'keys', 'token', 'tokens']);
/**
 * Words that make the phrase a secret of its own rather than an API's key ("your AWS secret access key",
 * "the SSH private key", "your password"): the sentence's words keep their weight.
 */
const OWN_SECRET = new Set([
  'secret',
  'private',
  'password',
  'passwords',
  'credential',
  'credentials',
  'ssh',
  'session',
]);
/** Words of a noun phrase that say nothing of whose credential it is. */
const PHRASE_SKIP = new Set(['the', 'your', 'my', 'our', 'its', 'this', 'that', 'a', 'an', 'same']);
/** How far before the header's name the credential's noun may stand ("Send your API key through the …"). */
const PHRASE_WINDOW = 8;

/**
 * A credential header named in words: "Send it through the `x-api-key` header to https://…", "pass your
 * GitHub token in the Authorization header". What it carries: a secret variable the sentence names, else the
 * one the sentences just before named (`nameBefore`: "Load `XQUIK_API_KEY` …. Send it through …"), else the
 * noun phrase before the header ("your GitHub token"), else nothing but the header's own name. The slot
 * spans from that noun phrase to the header, so its words are the credential and not data sent.
 */
function describedHeaders(v: View, nameBefore: string | undefined): CredentialSlot[] {
  const out: CredentialSlot[] = [];
  for (let j = 0; j < v.n && out.length < 4; j++) {
    const header = headerNamed(v, j);
    if (header === undefined) continue;
    let first = j;
    let value: string | undefined;
    for (let k = 0; k < v.n && value === undefined; k++) value = secretVariableAt(v, k);
    if (value === undefined) {
      const noun = v.near(j, PHRASE_WINDOW, (k) => CREDENTIAL_NOUN.has(v.w(k)), false, true);
      if (noun !== undefined) {
        first = noun;
        while (
          first > 0 &&
          first > noun - 3 &&
          v.toks[first - 1]!.kind === 'word' &&
          !PHRASE_SKIP.has(v.w(first - 1))
        )
          first--;
        const phrase: string[] = [];
        for (let k = first; k <= noun; k++) phrase.push(v.w(k));
        if (phrase.some((w) => OWN_SECRET.has(w))) continue;
        // "your OpenAI key" names the variable `OPENAI_API_KEY` would: a key a header carries is an API key.
        if (phrase.at(-1)!.startsWith('key') && !phrase.includes('api')) phrase.splice(-1, 0, 'api');
        // "the key", "your API token": no name of its own, so the variable named before, when there is one.
        const unnamed = serviceWords(slotName(phrase.join('_'))).length === 0;
        value = nameBefore !== undefined && unnamed ? nameBefore : phrase.join('_');
        if (first > 0 && PHRASE_SKIP.has(v.w(first - 1))) first--;
      } else value = nameBefore;
    }
    value ??= header;
    const kind = serviceWords(slotName(value)).length > 0 ? 'named' : 'generic';
    out.push({ first, last: j, value, kind, described: true });
  }
  return out;
}

/** The credential header token `j` names when a word for a header is beside it ("the `x-api-key` header"). */
function headerNamed(v: View, j: number): string | undefined {
  const t = v.toks[j]!;
  if (t.kind !== 'code' && t.kind !== 'word') return undefined;
  const name = t.t.toLowerCase();
  if (name.length > 40 || !CREDENTIAL_HEADER.test(name)) return undefined;
  const beside = v.w(j + 1) === 'header' || v.w(j + 1) === 'headers' || v.w(j - 1) === 'header';
  return beside ? name : undefined;
}
