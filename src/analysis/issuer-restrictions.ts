import { issuerHost, issuersNamedIn, registrableDomain } from './credential-issuers.js';
import type { Behaviour } from './facts.js';
import { hostOf } from './hosts.js';
import type { TextIntent } from './text-intents.js';

/**
 * "Your API key should **only** be sent to https://clawprint.io": the destination named as the only one
 * allowed. Who issued the key decides what the sentence is. Where the sentence names a vendor ("your GitHub
 * token should only go to …"), the destination must be on that vendor's domains; otherwise it must be a
 * domain this file's own requests get a key from (`POST …/register`, `/agents`, `/keys`) or call with one: the
 * service the document is about handed the key out. Then the sentence forbids every other destination, a
 * restriction, and is marked negated like "never send it elsewhere". A destination tied to neither (a
 * collector, a "proxy") stays the send it asks for.
 */

/** Paths where a service hands out a key or an account (`/v3/agents`, `/api/register`, `/signup`, `/keys`). */
const HANDS_OUT =
  /\/(?:register|registration|signup|sign-up|agents?|keys?|api-keys?|tokens?|credentials?|accounts?)(?:[/?#]|$)/i;

export function markIssuerRestrictions(facts: {
  behaviours: readonly Behaviour[];
  prose?: { intents: TextIntent[] };
}): void {
  const intents = facts.prose?.intents;
  if (!intents?.some((i) => i.onlyTo && !i.negated)) return;
  const own = new Set<string>();
  for (const b of facts.behaviours) {
    if (b.kind !== 'fetch' && b.kind !== 'send') continue;
    if (b.endpoint.cls !== 'other' || !b.endpoint.url) continue;
    if (!b.credentials && !HANDS_OUT.test(b.endpoint.url.replace(/^[a-z]+:\/\/[^/]*/i, ''))) continue;
    const d = registrableDomain(b.endpoint.host);
    if (d) own.add(d);
  }
  for (const i of intents) {
    if (!i.onlyTo || i.negated || i.cls !== 'send-data' || !i.object) continue;
    const url = /https?:\/\/[^\s`'"<>)]+/i.exec(i.object)?.[0];
    const host = url ? hostOf(url) : undefined;
    if (!host) continue;
    const named = issuersNamedIn(i.evidence);
    const issued =
      named.length > 0 ? named.some((v) => issuerHost(host, v)) : own.has(registrableDomain(host) ?? '');
    if (issued) i.negated = true;
  }
}
