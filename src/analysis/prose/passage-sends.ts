import type { TextIntent } from '../facts.js';
import { keyOf } from './intents.js';
import { type Found, type Spot, wordText } from './passage-evidence.js';
import { findConcept, type LexHit, negatedAt, wordsOf } from './passage-lexicon.js';
import type { Passage } from './passages.js';
import { evidenceOf } from './sentence.js';

/**
 * The send a passage asks (passage-asks.ts): how its words tie the store it names to the destination.
 *
 * - **Tied**: a send verb of a language of the word tables (or a publishing command) in the clause that holds
 *   the destination, with the store in that clause or a word that points back at it ("Celotno vsebino nato
 *   pošlje na …", "Prikupljeni sadržaj objavljuje se kao javni gist (`gh gist create --public`)") — an ask.
 * - **Loose**: no such verb, or one whose clause names something else ("Za pomoć pošaljite upit na https://…"
 *   after a sentence saying where the logins are kept) — `cooccurrence`, a step lower.
 * - **Negated**: the verb of the destination's clause is negated in its own language ("nikada ne šaljite …",
 *   "… পাঠাবেন না") — a warning, nothing is read.
 *
 * English, Japanese and Chinese passages, and dated log lines, are `told` (passage-asks.ts): the flow must be
 * said by a verb of the passage (in English about the store: "sent its full text", "that key … goes to"), and
 * it is asked only where the linking text makes the document the way to act.
 */

const READ_LANGS: ReadonlySet<string> = new Set(['en', 'ja', 'zh']);

/** `read`: English, Japanese or Chinese; `told`: that, or a dated log line in any language. */
export interface Telling {
  told: boolean;
  read: boolean;
}

export function sendOf(
  p: Passage,
  raw: string,
  how: Telling,
  found: Found,
  at: TextIntent['at'],
): TextIntent[] {
  const dest = found.dest!;
  let flag: Pick<TextIntent, 'told' | 'cooccurrence'> = {};
  if (how.told) {
    if (!toldSend(raw, how.read, dest.where.startsWith('a '))) return [];
    flag = { told: true };
  } else {
    const tie = tiedSend(p, found);
    if (tie === 'negated') return [];
    if (tie !== 'tied') flag = { cooccurrence: true };
  }
  const evidence = evidenceOf(`${found.store} → ${dest.where}: ${raw}`);
  return [
    {
      cls: 'send-data',
      role: how.told ? 'mention' : 'instruction',
      at,
      evidence,
      key: keyOf('send-data', evidence),
      container: p.sentences[0]!.container,
      negated: false,
      object: dest.where.slice(0, 300),
      ...flag,
    },
  ];
}

/** Clause ends inside a sentence: a semicolon, a full stop before a blank, the danda and CJK stops. */
const CLAUSE_END = /[;；।。！？]|\.(?=\s)/g;

/** The clauses of a sentence's text, as [start, end) offsets; at most 24. */
function clausesOf(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = 0;
  for (const m of text.matchAll(CLAUSE_END)) {
    out.push([from, m.index + 1]);
    from = m.index + 1;
    if (out.length >= 23) break;
  }
  out.push([from, text.length]);
  return out;
}

function within(spot: Spot | undefined, s: number, from: number, to: number): boolean {
  return spot !== undefined && spot.s === s && spot.at >= from && spot.at < to;
}

function tiedSend(p: Passage, found: Found): 'tied' | 'loose' | 'negated' {
  const command = found.dest!.where.startsWith('a ');
  for (let s = 0; s < p.sentences.length; s++) {
    const text = p.sentences[s]!.text;
    for (const [from, to] of clausesOf(text)) {
      if (!within(found.destAt, s, from, to)) continue;
      const words = wordText(text.slice(from, to));
      const list = wordsOf(words);
      const verb = findConcept(words, list, 'send');
      if (verb && negatedAt(words, verb)) return 'negated';
      if (!verb && !command) return 'loose';
      const points = within(found.storeAt, s, from, to) || findConcept(words, list, 'content') !== undefined;
      return points ? 'tied' : 'loose';
    }
  }
  return 'loose';
}

/** A told flow's verb: English, Japanese and Chinese in a passage of those; any language in a log line. */
function toldSend(raw: string, read: boolean, command: boolean): boolean {
  if (command) return true;
  const text = wordText(raw);
  const verb = findConcept(text, wordsOf(text), 'send', read ? READ_LANGS : undefined);
  if (!verb || negatedAt(text, verb)) return false;
  // In English the verb must be about the store ("sent its full text", "that key … goes to"), not about
  // something else the passage sends ("the job reads `~/.kube/config` and posts the rollout status to …").
  return verb.lang !== 'en' || aboutStore(text, verb);
}

/** Words around an English send verb that make the store what is sent: it, the key, the file, its text. */
const STORE_WORDS =
  /(?<![\w-])(?:it|its|them|that|this|these|those|key|keys|token|tokens|credentials?|password|secrets?|logins?|config|configuration|file|files|contents?|text)(?![\w-])/;
/** How far before the verb (its subject, "that key, together with the question,") and after it the words may be. */
const BEFORE_VERB = 80;
const AFTER_VERB = 40;

function aboutStore(text: string, verb: LexHit): boolean {
  return STORE_WORDS.test(text.slice(Math.max(0, verb.at - BEFORE_VERB), verb.at + verb.len + AFTER_VERB));
}
