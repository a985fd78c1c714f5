import { askedWriteClassOf } from '../paths.js';
import { normalised } from './passage-lexicon.js';
import {
  type Destination,
  emailDestination,
  isProjectConfig,
  publishedBy,
  urlDestination,
} from './passage-targets.js';
import type { Passage } from './passages.js';
import type { Analysed } from './sentence.js';

/**
 * What a passage names that no language translates (passage-asks.ts): a secret store by its path, where data
 * goes (passage-targets.ts) and the agent's memory or settings file — each with the sentence and offset it
 * stands at, so the send verb can be tied to them (passage-sends.ts). Nothing inside quotation marks counts.
 */

/** Where in the passage something stands: the index of its sentence and the offset in that sentence's text. */
export interface Spot {
  s: number;
  at: number;
}

export interface Found {
  store?: string;
  storeAt?: Spot;
  dest?: Destination;
  destAt?: Spot;
  persist?: string;
}

/** Opening quotation marks and the mark that closes each (straight quotes close themselves). */
const CLOSES: Record<string, string> = {
  '"': '"',
  '“': '”',
  '„': '“',
  '«': '»',
  '»': '«',
  '「': '」',
  '『': '』',
};

/**
 * Offset `off` of the sentence lies inside a quotation ("…", “…”, „…“, «…», 「…」): quoted, not said. Read on
 * the sentence's text, since a URL token runs on into the closing mark (`https://x/y"`).
 */
function quotedAt(a: Analysed, off: number): boolean {
  const text = a.text;
  let open = -1;
  let close = '';
  for (let k = 0; k < text.length && k <= off + 600; k++) {
    const c = text[k]!;
    if (open < 0) {
      if (k >= off) return false;
      if (CLOSES[c] !== undefined && !/[\p{L}\p{N}]/u.test(text[k - 1] ?? ' ')) {
        open = k;
        close = CLOSES[c]!;
      }
    } else if (c === close) {
      if (off > open && off < k) return true;
      open = -1;
    }
  }
  return false;
}

/** URLs and code spans: no language's verb, and a URL's path (`/upload`, `/send`) is the author's to choose. */
const NOT_WORDS = /`[^`\n]{0,300}`|https?:\/\/\S{1,300}/g;

/** Text's words for the lexicon: lower case, NFC, URLs and code blanked. */
export function wordText(raw: string): string {
  return normalised(raw.replace(NOT_WORDS, ' '));
}

/** The secret store, destination and memory or settings file the passage names (not inside quotation marks). */
export function evidenceIn(p: Passage): Found {
  const found: Found = {};
  let dotenv: { path: string; at: Spot } | undefined;
  p.sentences.forEach((a, s) => {
    const v = a.view;
    for (const j of v.secretPaths()) {
      const at = v.toks[j]!.at;
      if (quotedAt(a, at)) continue;
      const path = v.secretPathAt(j);
      if (isProjectConfig(path)) dotenv ??= { path, at: { s, at } };
      else if (found.store === undefined) {
        found.store = path;
        found.storeAt = { s, at };
      }
    }
    for (const j of v.persistPaths()) {
      if (found.persist || quotedAt(a, v.toks[j]!.at)) continue;
      const path = v.raw(j).split(/\s/)[0] ?? '';
      if (askedWriteClassOf(path)) found.persist = path;
    }
  });
  const store = found.store ?? dotenv?.path;
  if (store === undefined) return found;
  destinationIn(p, store, found);
  // `.env` beside an API's URL is where that API's key is kept: only an outlet or a mailbox sends it.
  if (found.store === undefined) {
    if (found.dest && !found.dest.outlet && !found.dest.where.includes('@')) found.dest = undefined;
    found.store = store;
    found.storeAt = dotenv!.at;
  }
  return found;
}

/** The passage's destination for `store`: an outlet before any other address, a URL before a mailbox. */
function destinationIn(p: Passage, store: string, found: Found): void {
  p.sentences.forEach((a, s) => {
    const v = a.view;
    for (let j = 0; j < v.n && !found.dest?.outlet; j++) {
      const t = v.toks[j]!;
      if ((t.kind !== 'url' && t.kind !== 'code') || quotedAt(a, t.at)) continue;
      const d = t.kind === 'code' && !/^https?:/i.test(t.t) ? publishedBy(t.t) : urlDestination(t.t, store);
      if (d && (!found.dest || d.outlet)) {
        found.dest = d;
        found.destAt = { s, at: t.at };
      }
    }
  });
  if (found.dest) return;
  p.sentences.forEach((a, s) => {
    if (found.dest) return;
    const d = emailDestination(a.text);
    const at = d ? a.text.indexOf(d.where) : -1;
    if (d && at >= 0 && !quotedAt(a, at)) {
      found.dest = d;
      found.destAt = { s, at };
    }
  });
}
