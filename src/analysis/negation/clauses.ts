/**
 * What lifts a prohibition for the clause or item it reads (docs/prose.md, "Prohibitions"), with the words of
 * words.ts:
 *  - under a prohibition (a "FORBIDDEN" heading, a "Never:" label), an item whose head is itself an omission
 *    ("Skipping the preflight", "Leaving out the upload step", "Not running …"): what is forbidden is to
 *    leave the act out, so the item orders it;
 *  - a complement of the prohibition's scope ("Do not run in production … In every other environment run
 *    …", "everywhere else", "elsewhere", "in allen anderen Umgebungen", "其他环境"): an order for the rest;
 *  - an alternative ("but", "instead", 而是) and a condition that lets the act happen ("unless", 除非) that is
 *    not the user's own say-so.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */

import { mayFuse } from './gate.js';
import { fusedUndone, MEANS_TEXT, omissionWord, undoneBetween } from './undone.js';
import { negationWords } from './word-reader.js';
import {
  ALLOW_CJK,
  ALLOW_WORDS,
  ALTERNATIVE_CJK,
  ALTERNATIVE_WORDS,
  COMPLEMENT,
  COMPLEMENT_CJK,
  NEGATED_HEAD_CJK,
  NEGATED_HEAD_WORDS,
  NEGATOR_WORDS,
  OMISSION_HEADS,
  ORDER_CJK,
  ORDER_LABELS,
  ORDER_WORDS,
} from './words.js';

const L = '(?![\\p{L}\\p{N}])';

/** An item or clause whose head is an omission: "Skipping the preflight", "Leaving out the upload step". */
const OMISSION_HEAD = new RegExp(`^(?:${OMISSION_HEADS})${L}`, 'iu');

/** An alternative or a contrast: what follows it is not under the prohibition (a complement of its scope too). */
export const ALTERNATIVE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ALTERNATIVE_WORDS}|${COMPLEMENT})${L}|${ALTERNATIVE_CJK}|${COMPLEMENT_CJK}`,
  'iu',
);

/** An item, cell or clause that opens with an order of its own. */
const ORDER_HEAD = new RegExp(
  `^(?:(?:${ORDER_WORDS}|${COMPLEMENT})${L}|(?:${ORDER_LABELS})[*_ \\t]{0,4}[:：]|${ORDER_CJK}|${COMPLEMENT_CJK})`,
  'iu',
);
/** A negation marker at the head of a clause, to test for a verb of leaving out after it. */
const NEGATED_HEAD = new RegExp(
  `^(?:(?:${NEGATED_HEAD_WORDS})${L}|n['’](?=\\p{L})|${NEGATED_HEAD_CJK})`,
  'iu',
);

/** The first clause of an item or sentence (to its first stop or colon), bounded. */
function firstClause(s: string): string {
  const head = s.slice(0, 300);
  const stop = head.search(/[.;:!?。；：！？\n]/);
  return stop < 0 ? head : head.slice(0, stop);
}

/**
 * `s` (an item's or a clause's words, markup already skipped) opens an order of its own: "Always …", "✅",
 * 必须, a complement of the scope ("Elsewhere, …"); or an omission undone — a negation a verb of leaving out
 * undoes ("Never skip …", "Don't forget to …", "N'oubliez pas …", "忘れずに …") or, under a prohibition, an
 * omission as the head ("Skipping the preflight") — when its first clause names no means of the omission
 * ("Skipping the hooks with `--no-verify`" still forbids `--no-verify`).
 */
export function opensOrderWords(s: string): boolean {
  if (ORDER_HEAD.test(s)) return true;
  const head = NEGATED_HEAD.exec(s);
  // The first 60 characters of the first clause: all the first-word gate and the word reading look at.
  const lead = firstClause(s.slice(0, 60));
  const first = negationWords(lead, 1)[0];
  // The first-word gate (gate.ts): no negated head, no omission as the head or first word and no fused form —
  // the clause orders nothing, and neither its words of means nor the words after the first need reading.
  if (head === null && !OMISSION_HEAD.test(s) && !omissionWord(first) && !mayFuse(lead.slice(0, 40)))
    return false;
  const clause = firstClause(s);
  if (MEANS_TEXT.test(clause)) return false;
  if (OMISSION_HEAD.test(s) || fusedUndone(clause.slice(0, 40))) return true;
  if (head && undoneBetween(s, 0, head[0].length, clause.length + 1)) return true;
  // "Vergiss nicht, …", "Olvidar …": the verb first, its negation after it.
  if (!omissionWord(first)) return false;
  const words = negationWords(lead, 2);
  return words.length >= 2 && NEGATOR_WORDS.has(words[1]!);
}

/** A condition that lets the act happen after all: the clause is no prohibition of it. */
const ALLOWS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ALLOW_WORDS})${L}|${ALLOW_CJK}`, 'iu');
/**
 * The condition is the user's own say-so ("unless the user explicitly asks", "except when the user approves"):
 * a consent gate that keeps the prohibition for everything the agent would do on its own.
 */
const USER_GATE =
  /^[^.;:\n]{0,40}?(?:the user|the human|the operator|you are asked|explicitly (?:asked|requested|told)|with (?:the user's )?(?:permission|consent|approval)|用户|用戶|ユーザー|Nutzer|utilisateur|usuario|usuário|utente)/iu;

/** A condition in `clause` that lets the act happen after all, not the user's consent. */
export function allows(clause: string): boolean {
  const m = ALLOWS.exec(clause);
  return m !== null && !USER_GATE.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 80));
}

const ALTERNATIVES = new RegExp(ALTERNATIVE.source, 'giu');

/** What follows the last alternative or complement in `s` ("Not in prod — everywhere else:" → ":"). */
export function afterLastAlternative(s: string): string {
  let from = 0;
  for (const m of s.matchAll(ALTERNATIVES)) from = m.index + m[0].length;
  return s.slice(from);
}
