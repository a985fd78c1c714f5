import type { Value } from '../../facts.js';
import { unknown } from '../values.js';
import type { ShellState } from './state.js';

/**
 * What a variable the unit never assigns holds, when the document or the syntax says it is not the user's
 * environment: an address an earlier block of the same document set (`AUTH="https://authserver.TARGET"`
 * in one fenced block, `curl "$AUTH/…"` in the next — one terminal session, UnitHandle.session), or a
 * list of candidates named and used as an array (`for PASS in "${PASSWORDS[@]}"`: a wordlist).
 */

const SESSION_KEY = 'shell:addresses';
/** Names kept per document: one entry per top-level assignment of an address. */
const MAX_ADDRESSES = 200;

/**
 * A literal address: a URL, or a host name with a dot (and a port). Only addresses are carried to later
 * blocks: a variable set to a URL is that address whatever its name (`AUTH`, `TOKEN_URL`), while a
 * placeholder secret (`GITHUB_TOKEN="<your token>"`) stays the variable the user fills in.
 */
const ADDRESS =
  /^(?:(?:https?|wss?|ftp):\/\/[^\s"'`]{1,500}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?::\d{1,5})?)$/i;

/** Records a top-level assignment of an address for the later blocks of the document. */
export function rememberAddress(st: ShellState, name: string, value: Value): void {
  let kept = st.unit.session.get(SESSION_KEY) as Map<string, Value> | undefined;
  if (!value.literal || !ADDRESS.test(value.text)) {
    // Set to something else here: a later block no longer sees the earlier address.
    kept?.delete(name);
    return;
  }
  if (!kept) {
    kept = new Map();
    st.unit.session.set(SESSION_KEY, kept);
  }
  if (kept.size < MAX_ADDRESSES || kept.has(name)) kept.set(name, value);
}

/** The address an earlier block of the document assigned to `name`, for a unit that does not assign it. */
export function rememberedAddress(st: ShellState, name: string): Value | undefined {
  return (st.unit.session.get(SESSION_KEY) as Map<string, Value> | undefined)?.get(name);
}

/** Plural secret words: a name ending in one of them holds many values, not the user's one secret. */
const PLURAL_SECRET = /(?:^|_)(?:PASSWORDS|PASSWDS|PASSES|TOKENS|SECRETS|KEYS|CREDS)$/i;

/**
 * `${PASSWORDS[@]}` (or `[*]`, `[i]`) of a name the unit never assigned: bash passes no arrays through
 * the environment, so a name subscripted as an array and named in the plural is a list the rest of the
 * script fills (a wordlist tried against a login form), not a secret the user holds. A singular name
 * (`${AWS_SECRET_ACCESS_KEY[@]}`, which bash expands to the variable's value) stays the variable.
 */
export function unsetList(st: ShellState, name: string): Value | undefined {
  if (st.vars.has(name) || st.arrays.has(name) || !PLURAL_SECRET.test(name)) return undefined;
  return unknown(name);
}
