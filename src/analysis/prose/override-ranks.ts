import { words } from './lexicon.js';
import { PRIOR, TOLD } from './override-objects.js';
import type { Hit, View } from './view.js';

/**
 * What an override's object is, read from the clause it sits in (src/analysis/prose/intents-control.ts):
 * - a ranking statement whose object names no owner, only a quantifier ("11. The integrity rule supersedes
 *   all other rules", "the safety section overrides any other guidance"): the text ranks its own rules
 *   among themselves. Marked `ranksOwn`; the rule grades it by what sits beside it.
 * - the subject of a void predicate ("… is superseded", "… no longer applies") sits before it in its own
 *   clause: a directive noun in another clause ("needs an operator ruling: confirm it is superseded by
 *   `drain_worklist`") or after it ("this section's rule text is superseded — the original … rule is
 *   retired") is not what the predicate declares void.
 * - "superseded by" a code span, a path, a version or a migration is a statement about an artefact being
 *   replaced, unless the noun replaced is named as the agent's or its principals'.
 * An owner word ("your", "the user's", "system", "previous", "earlier", "you were told") keeps every reading.
 */

/** Prior words that only quantify: "all other rules" picks rules out, it does not say whose they are. */
const QUANTIFIERS = words('all any every other each');
/** Owners of the agent's principals: a replacement artefact never makes their instructions someone else's. */
const PRINCIPALS = words(
  "your you yours user users user's system safety operator developer guardrail anthropic openai standing built-in",
);

/** The object's owner words (up to three before it) are all quantifiers, and no "you were told" follows. */
export function quantifiedOnly(v: View, obj: number): boolean {
  let quantified = false;
  for (let k = obj - 1; k >= Math.max(0, obj - 3); k--) {
    if (!v.isWordIn(k, PRIOR)) continue;
    if (!v.isWordIn(k, QUANTIFIERS)) return false;
    quantified = true;
  }
  if (!quantified) return false;
  return v.near(obj, 5, (j) => v.isWordIn(j, TOLD) || v.w(j) === 'you', true, false) === undefined;
}

/** Words before a verb that leave it an imperative or an ask: no subject of its own. */
const NO_SUBJECT = words(
  'please and or then to just also simply always now first immediately instead so must should will can could may might you we i never let',
);
/** Verbs of ranking, in the third person: "supersedes", "overrides", "outranks", "trumps", "takes (precedence)". */
const RANKING = /^(?:supersedes|overrides|outranks|trumps|overrules|takes|take|supersede|override|outrank)$/;

/**
 * The verb states a ranking with its own subject ("The integrity rule supersedes …", "Section 2 takes
 * precedence over …"): a noun, a number or a code span right before a verb of ranking, not an imperative.
 */
function rankingStatement(v: View, at: number): boolean {
  if (!RANKING.test(v.w(at)) || at === 0) return false;
  const t = v.toks[at - 1]!;
  if (t.kind === 'code') return true;
  if (t.kind !== 'word' || v.isWordIn(at - 1, NO_SUBJECT)) return false;
  // Singular verbs need a singular subject; the plural forms a plural noun ("these rules override …").
  return /s$/.test(v.w(at)) || /[^su]s$/.test(t.t);
}

/**
 * Marks the overrides that rank the text's own rules: a ranking statement over a quantified object, or any
 * override whose object is the document's own text (`ownDocument`, below).
 */
export function markOwnRanks<T extends Hit & { cls: string; ranksOwn?: boolean; ownDocument?: boolean }>(
  v: View,
  hits: T[],
): T[] {
  for (const h of hits) {
    if (h.cls !== 'override' || h.obj === undefined) continue;
    if (documentsOwnText(v, h.obj)) {
      h.ranksOwn = true;
      h.ownDocument = true;
    } else if (rankingStatement(v, h.at) && quantifiedOnly(v, h.obj)) h.ranksOwn = true;
  }
  return hits;
}

/** Nouns for a document or a part of one, the owner an object may be "this …'s". */
const DOCUMENT_NOUNS = new Set([
  'file',
  'document',
  'template',
  'page',
  'section',
  'contract',
  'note',
  'readme',
  'doc',
  'guide',
]);
const SELF = new Set(['this', 'these']);
const POSSESSIVE = /^['’]s$|[a-z]['’]s$/;

function documentNoun(w: string): boolean {
  const bare = w.replace(/['’]s$/, '');
  return DOCUMENT_NOUNS.has(bare) || DOCUMENT_NOUNS.has(bare.replace(/s$/, ''));
}

/**
 * The override's object is the document's own text: "… SUPERSEDES this durable file's own instructions",
 * "overrides the instructions in this template", "takes precedence over this section's rules". The text
 * ranks its own prose (a generated prompt over the template it came from): it sets aside nothing of the
 * agent's or the user's. A principal's word or "you were told" near the object keeps the override ("this
 * file's rules override your instructions" names yours; "the user's instructions in this file" are theirs).
 */
export function documentsOwnText(v: View, obj: number): boolean {
  for (let k = Math.max(0, obj - 5); k <= obj + 5 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS) || v.isWordIn(k, TOLD)) return false;
  // Before it: "this [durable] file's [own] instructions" (the possessive may be a token of its own).
  for (let k = obj - 1; k >= Math.max(0, obj - 5); k--) {
    const w = v.w(k);
    if (/^['’]s$/.test(w) || w === 'own') continue;
    if (v.toks[k]!.kind !== 'word') break;
    const possessed = POSSESSIVE.test(w) || POSSESSIVE.test(v.w(k + 1));
    if (possessed && documentNoun(w)) return SELF.has(v.w(k - 1)) || SELF.has(v.w(k - 2));
  }
  // After it: "the instructions in this [durable] file".
  if (v.w(obj + 1) !== 'in' && v.w(obj + 1) !== 'of') return false;
  if (!SELF.has(v.w(obj + 2))) return false;
  return documentNoun(v.w(obj + 3)) || (v.toks[obj + 3]?.kind === 'word' && documentNoun(v.w(obj + 4)));
}

/** Punctuation that ends the clause a void predicate's subject sits in. */
const CLAUSE_MARK = new Set([':', '—', '–', ';', '(', ')']);
/** Plural anaphora: "your earlier rules: they are void" points back across the break; "it" does not. */
const PLURAL_ANAPHORA = words('they these those all');

/**
 * The directive noun is not the subject of the void predicate at `i` ("is superseded", "no longer
 * applies"): it comes after the predicate, or a clause mark stands between them and the word before the
 * predicate is no plural pronoun pointing back to it.
 */
export function voidSubjectElsewhere(v: View, directive: number, i: number): boolean {
  if (directive > i) return true;
  let broken = false;
  for (let k = directive + 1; k < i; k++) {
    const t = v.toks[k]!;
    if (t.kind === 'punct' && CLAUSE_MARK.has(t.t)) broken = true;
  }
  if (!broken) return false;
  for (let k = i - 1; k >= Math.max(directive + 1, i - 3); k--)
    if (v.isWordIn(k, PLURAL_ANAPHORA)) return false;
  return true;
}

/** What replaces something in a statement about an artefact: "migration 101", "v2", "version 3", "ADR-12". */
const ARTEFACT = words(
  'migration migrations version versions release commit pr adr rfc revision edition draft',
);

/**
 * "… is superseded by `drain_worklist`", "superseded by migration 101", "superseded by v2": the replacement
 * is a code span, a path, a version or a migration, so the sentence states what replaced an artefact.
 * The noun replaced named as a principal's ("your rules are superseded by `NEW.md`") keeps the override.
 */
export function supersededByArtefact(v: View, i: number, obj: number | undefined): boolean {
  if (!/^superseded$|^replaced$/.test(v.w(i)) || v.w(i + 1) !== 'by') return false;
  const t = v.toks[i + 2];
  const artefact =
    t?.kind === 'code' ||
    t?.kind === 'path' ||
    (t?.kind === 'word' && (/^v\d/.test(t.t) || /\d/.test(t.t) || v.isWordIn(i + 2, ARTEFACT)));
  if (!artefact) return false;
  if (obj === undefined) return true;
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS)) return false;
  return true;
}

/** The void predicate at `i` does not declare the directive noun `obj` void (the two readings above). */
export function voidedElsewhere(v: View, obj: number, i: number): boolean {
  return voidSubjectElsewhere(v, obj, i) || supersededByArtefact(v, i, obj);
}
