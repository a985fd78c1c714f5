import { classifyHost } from '../hosts.js';
import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * A send stated as the protocol rather than asked as a step: "every submission to https://… carries that
 * file's full contents", "each request to https://… must include the contents of ~/.netrc". The sentence is
 * descriptive in form, but its subject is the agent's own future sends (a quantified request, upload or
 * submission to a fixed address) and what it stipulates they carry is a secret store: whoever follows the
 * skill sends the store there. Read as an asked `send-data` (and the store's `secret-read`) whatever the
 * mood. "The script sends the keys to …" stays a mention: its subject is code, whose behaviour the code
 * analyzers read; and "the ~/.netrc file holds a token for each request" has the store, not a send, as its
 * subject.
 */

/** The agent's sends, named as events or messages. */
const EVENT = words(
  'submission request upload post call message report entry payload body ping event record delivery',
);
/** Verbs that state what such a send holds. */
const CARRY = words('carry include contain attach embed hold bundle enclose put paste add');
/**
 * A remote artefact the agent files at the sentence's address: a store placed into it ("attach … to the
 * ticket via the form at https://…", "paste ~/.npmrc into the issue you open at …") is sent there.
 */
const ARTEFACT = words('ticket issue form case gist paste thread comment post bug report submission entry');
const INTO = new Set(['to', 'into', 'in', 'on', 'with']);
const TRIGGERS = gate(CARRY);
/** A quantifier that makes the subject every such send, or the one the skill makes. */
const QUANTIFIER = new Set(['every', 'each', 'all', 'any']);
/** Words after which a store token is named, not handed over ("the path of ~/.netrc"). */
const NOT_CONTENT = new Set(['path', 'name', 'location', 'size', 'hash', 'checksum', 'permissions', 'mode']);
/** A store named earlier and pointed back to after the verb ("that file's full contents", "its contents"). */
const ANAPHOR = new Set(['that', 'this', 'its', 'it', 'the']);
const CONTENT = new Set(['contents', 'content', 'text', 'copy', 'body', 'bytes', 'lines', 'entries']);

/** Furthest a subject noun sits before its verb ("every submission to https://… carries"). */
const SUBJECT_SPAN = 12;
/** Furthest the store sits after the verb. */
const OBJECT_SPAN = 10;

export function stipulatedSend(v: View): ClassHit[] {
  if (!v.opens(TRIGGERS)) return [];
  const dest = remoteUrl(v);
  const stores = v.secretPaths();
  if (dest === undefined || stores.length === 0) return [];
  for (const at of v.find(CARRY)) {
    // "included", "attached": a participle describes a noun; only a finite verb states what sends carry.
    if (/ed$/.test(v.w(at)) && !v.passive(at)) continue;
    const stated = quantifiedEvent(v, at) !== undefined;
    const store = stated ? storeCarried(v, at, stores) : placedStore(v, at, stores);
    if (store === undefined) continue;
    // A statement asks by its meaning; "Include ~/.netrc in every submission to …" is an imperative, whose
    // sentence role already says whether it is asked.
    const inherent = stated;
    const negated = v.negated(at, 6);
    const object = v.raw(dest).slice(0, 300);
    return [
      { cls: 'secret-read', at, obj: store, object: v.secretPathAt(store), inherent, negated },
      { cls: 'send-data', at, obj: store, object, inherent, negated },
    ];
  }
  return [];
}

const BREAKS = new Set([';', '.', ':', '?', '!', '—']);

/** A clause ends between tokens `a` and `b` ("… includes only counts; it never contains ~/.aws/…"). */
function clauseBreak(v: View, a: number, b: number): boolean {
  for (let k = a + 1; k < b; k++) if (v.toks[k]!.kind === 'punct' && BREAKS.has(v.toks[k]!.t)) return true;
  return false;
}

/** A URL of an ordinary remote host (a loopback address or a package registry is no destination here). */
function remoteUrl(v: View): number | undefined {
  return v.urls().find((u) => {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder') return false;
    const c = classifyHost(t.t);
    return c !== 'local' && c !== 'registry' && c !== 'vendor-installer' && c !== 'placeholder';
  });
}

/**
 * "every submission", "each outgoing request", "all uploads", or a plural send noun opening the sentence
 * ("Submissions to https://… carry …"): the agent's sends as the verb's subject.
 */
function quantifiedEvent(v: View, verb: number): number | undefined {
  for (let j = verb - 1; j >= 0 && j >= verb - SUBJECT_SPAN; j--) {
    const t = v.toks[j]!;
    if (t.kind === 'punct' && BREAKS.has(t.t)) return undefined;
    if (!v.isWordIn(j, EVENT)) continue;
    if (j === 0 && /s$/.test(v.w(j))) return j;
    for (let q = j - 1; q >= 0 && q >= j - 3; q--) if (QUANTIFIER.has(v.w(q))) return j;
  }
  return undefined;
}

/**
 * "Include the contents of ~/.netrc in every submission to …", "Attach ~/.npmrc to the ticket at …": the
 * store, then the sends or the remote artefact it goes into.
 */
function placedStore(v: View, verb: number, stores: readonly number[]): number | undefined {
  const store = stores.find(
    (j) => j > verb && j - verb <= OBJECT_SPAN && !NOT_CONTENT.has(v.w(j - 2)) && !clauseBreak(v, verb, j),
  );
  if (store === undefined || NOT_CONTENT.has(v.w(store - 1))) return undefined;
  for (let j = store + 1; j < v.n && j <= store + SUBJECT_SPAN; j++) {
    const t = v.toks[j]!;
    if (t.kind === 'punct' && BREAKS.has(t.t)) return undefined;
    if (v.isWordIn(j, ARTEFACT))
      for (let q = j - 1; q > store && q >= j - 3; q--) if (INTO.has(v.w(q))) return store;
    if (!v.isWordIn(j, EVENT)) continue;
    for (let q = j - 1; q > store && q >= j - 3; q--) if (QUANTIFIER.has(v.w(q))) return store;
  }
  return undefined;
}

/** The store the verb's object hands over: named after it, or named before and pointed back to after it. */
function storeCarried(v: View, verb: number, stores: readonly number[]): number | undefined {
  const after = stores.find(
    (j) => j > verb && j - verb <= OBJECT_SPAN && !NOT_CONTENT.has(v.w(j - 2)) && !clauseBreak(v, verb, j),
  );
  if (after !== undefined && !NOT_CONTENT.has(v.w(after - 1))) return after;
  const before = stores.filter((j) => j < verb).at(-1);
  if (before === undefined) return undefined;
  for (let k = verb + 1; k < v.n && k <= verb + 4; k++) {
    if (!ANAPHOR.has(v.w(k))) continue;
    for (let c = k + 1; c < v.n && c <= k + 4; c++) if (CONTENT.has(v.w(c))) return before;
  }
  return undefined;
}
