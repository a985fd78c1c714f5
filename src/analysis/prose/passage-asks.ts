import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import { prohibitedAt } from '../prohibition-scope.js';
import { keyOf } from './intents.js';
import { evidenceIn, type Spot, wordText } from './passage-evidence.js';
import { concealedAt, findConcept, negatedAt, wordsOf } from './passage-lexicon.js';
import { sendOf } from './passage-sends.js';
import { framed, logged, type Passage, passagesOf, passageText, readLanguage } from './passages.js';
import { type Analysed, evidenceOf } from './sentence.js';

/**
 * Asks read from a passage's shape rather than its grammar (docs/prose.md "Passages"), so that a language
 * with no word list here is still read. An exfiltration names, in any language, a secret store by its path
 * (`~/.ssh/id_ed25519`, `~/.kube/config`, `.env`) and where it goes by an address no language translates (a
 * URL, an e-mail address, `gh gist create --public`): a paragraph, list item or FAQ answer that holds both
 * is the shape of the ask. What the words of the passage add is graded, not required:
 *
 * - a send, publish or upload verb of the passage's language (passage-words-*.ts), or a publishing command,
 *   in the destination's clause with the store or a word pointing back at it, makes it an ask like any
 *   other (`send-data`, high); a negation of the same language beside that verb ("nikad ne šalji …") makes
 *   it a warning and nothing is read (passage-sends.ts);
 * - with no verb understood, or one about something else, the passage is still read, one step lower
 *   (`cooccurrence`: medium), since a store and a foreign address side by side in a document the agent
 *   follows is how such asks look, while an ordinary setup note names the vendor's own host or the
 *   project's `.env` beside its API, which are left out (passage-targets.ts);
 * - in English, Japanese and Chinese the sentence analysis reads tense and mood, so a flow told as what
 *   happens or happened ("the key … goes to …", "It … sent its full text to …") is `told`: asked only where
 *   the document that links this one makes it the way to act (rules/support/bound-documents.ts).
 *
 * The same passages carry the agent's memory and settings written in another language (`persist`, with a
 * write verb; the block after a colon is what is written), a telling kept from the user (`concealment`: the user, a
 * telling verb and a negation of one language in one sentence), and a query slot written in code that the
 * sentence fills with secrets or the conversation (`render-exfil`, the slot as object). A passage framed as
 * a quotation, warning, catalogue or example section, or already read as an ask by the sentence analysis, is
 * left alone. Bounded by the passages (passages.ts) and by MAX_ASKS intents per document.
 */

const MAX_ASKS = 64;
/** How many lines after a passage a concealment may come and still be about it (the next item or paragraph). */
const CONCEAL_LINES = 3;

export function passageAsks(
  analysed: readonly Analysed[],
  text: string,
  md: MarkdownDoc,
  lines: LineMap,
  already: readonly TextIntent[],
): TextIntent[] {
  const out: TextIntent[] = [];
  let concealUntil = -1;
  for (const p of passagesOf(analysed, md)) {
    if (out.length >= MAX_ASKS) break;
    const at = lines.region(p.start, p.end);
    if (framed(p)) continue;
    const found = evidenceIn(p);
    // A store and an address under a prohibition ("**Verboten:** … `~/.aws/credentials` an https://…", a
    // list under "Never:") are what it forbids: the one reading of prohibitions (prohibition-scope.ts).
    if (
      found.storeAt &&
      found.destAt &&
      forbidden(text, p, found.storeAt) &&
      forbidden(text, p, found.destAt)
    )
      continue;
    // Most passages name nothing of this: left before their language is even looked at.
    if (!(found.store && found.dest) && !found.persist && !hasSlot(p) && at.startLine > concealUntil)
      continue;
    const raw = passageText(text, p);
    const read = readLanguage(raw);
    const told = read || logged(p);
    const asks: TextIntent[] = [];
    if (found.store && found.dest && !asked(already, 'send-data', at))
      asks.push(...sendOf(p, raw, { told, read }, found, at));
    if (!told) {
      if (found.persist && !asked(already, 'persist', at)) asks.push(...persistOf(p, raw, found.persist, at));
      asks.push(...slotFills(p, lines, already));
    }
    if (asks.length > 0 || (found.store && found.dest))
      concealUntil = blockAfter(md, lines, at.endLine) + CONCEAL_LINES;
    if (!told && at.startLine <= concealUntil) asks.push(...concealments(p, lines, already));
    out.push(...asks);
  }
  return out.slice(0, MAX_ASKS);
}

function forbidden(text: string, p: Passage, spot: Spot): boolean {
  const a = p.sentences[spot.s];
  return a !== undefined && prohibitedAt(text, a.start + spot.at);
}

/**
 * The last line of what the passage introduces: the code block right after it (the lines to write, which a
 * "need not be mentioned" after the block is about), else the passage's own last line.
 */
function blockAfter(md: MarkdownDoc, lines: LineMap, endLine: number): number {
  for (const c of md.code) {
    const line = lines.position(c.start).line;
    if (line <= endLine) continue;
    return line - endLine <= CONCEAL_LINES ? lines.position(Math.max(c.start, c.end - 1)).line : endLine;
  }
  return endLine;
}

/** An asked intent of the class already read on the passage's lines (the sentence analysis found it). */
function asked(already: readonly TextIntent[], cls: TextIntent['cls'], at: TextIntent['at']): boolean {
  return already.some(
    (i) =>
      i.cls === cls &&
      !i.negated &&
      i.role !== 'mention' &&
      i.at.startLine <= at.endLine &&
      i.at.endLine >= at.startLine,
  );
}

/**
 * The agent's memory or settings file named with a write verb of the passage's language (a colon that
 * introduces a block after the passage makes src/analysis/prose-writes.ts read that block as what is written).
 */
function persistOf(p: Passage, raw: string, path: string, at: TextIntent['at']): TextIntent[] {
  const text = wordText(raw);
  const write = findConcept(text, wordsOf(text), 'write');
  if (!write || negatedAt(text, write)) return [];
  // The path in code and the passage's close, so the write finds both (prose-writes.ts, persist-asks.ts).
  const tail = evidenceOf(raw);
  const evidence = tail.includes(path) ? tail : evidenceOf(`\`${path}\` … ${raw.slice(-180)}`);
  return [
    {
      cls: 'persist',
      role: 'instruction',
      at,
      evidence,
      key: keyOf('persist', evidence),
      container: p.sentences[0]!.container,
      negated: false,
      object: path,
    },
  ];
}

/** A query slot written in code (`q=`): what the sentence says goes after it is what the agent appends. */
const SLOT = /^[A-Za-z_][\w-]{0,20}=$/;
/** A variable named for a secret, written as one (`GITHUB_TOKEN`, `*_API_KEY`). */
const SECRET_NAME = /(?<![A-Z0-9_])[A-Z][A-Z0-9_]{0,40}_(?:TOKEN|KEY|SECRET|PASSWORD)\b|\btoken\b/i;

/** The one query slot the sentence writes in code; several (`token=`, `key=`, `secret=`) are a list of patterns. */
function slotIn(a: Analysed) {
  const slots = a.view.toks.filter((t) => t.kind === 'code' && SLOT.test(t.t.trim()));
  return slots.length === 1 ? slots[0] : undefined;
}

function hasSlot(p: Passage): boolean {
  return p.sentences.some((a) => slotIn(a) !== undefined);
}

function slotFills(p: Passage, lines: LineMap, already: readonly TextIntent[]): TextIntent[] {
  const out: TextIntent[] = [];
  for (const a of p.sentences) {
    const slot = slotIn(a);
    if (!slot) continue;
    const at = lines.region(a.start, a.end);
    if (asked(already, 'render-exfil', at)) continue;
    const text = wordText(a.text);
    const words = wordsOf(text);
    const filled =
      SECRET_NAME.test(a.text) ||
      findConcept(text, words, 'secret') !== undefined ||
      findConcept(text, words, 'session') !== undefined;
    if (!filled) continue;
    out.push({
      cls: 'render-exfil',
      role: 'instruction',
      at,
      evidence: a.evidence,
      key: keyOf('render-exfil', a.evidence),
      container: a.container,
      negated: false,
      object: slot.t.trim(),
    });
  }
  return out;
}

/** Sentences of the passage that keep something from the user, in a language of the lists. */
function concealments(p: Passage, lines: LineMap, already: readonly TextIntent[]): TextIntent[] {
  const out: TextIntent[] = [];
  for (const a of p.sentences) {
    const at = lines.region(a.start, a.end);
    if (already.some((i) => i.cls === 'concealment' && i.at.startLine === at.startLine)) continue;
    if (concealedAt(wordText(a.text)) === undefined) continue;
    out.push({
      cls: 'concealment',
      role: 'instruction',
      at,
      evidence: a.evidence,
      key: keyOf('concealment', a.evidence),
      container: a.container,
      negated: false,
    });
  }
  return out;
}
