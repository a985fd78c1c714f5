import { carriedByData } from './carried-instructions.js';
import { words } from './lexicon.js';
import { otherPartyActs, reportedFromContent } from './override-actor.js';
import { DIRECTIVE_WEAK, materialRule, participle } from './override-objects.js';
import { OBEY } from './override-scope.js';
import type { Hit, View } from './view.js';

/**
 * Override verbs whose object, read in its frame, is not what the agent was told (src/analysis/prose/
 * intents-control.ts asks these after it has found a directive noun near the verb):
 * - the noun names what a setting applies to ("Override the default for all requests when constructing the
 *   client": the object is the SDK's default, "requests" are HTTP requests it governs);
 * - the sentence is a label over the list that follows ("Override rules:" above the skill's own clamps);
 * - the verb is a statement about two other parties ("gosec and semgrep run as separate scanners and each
 *   ignores the other's directives").
 * An owner word that makes the noun the agent's ("your", "the user's", "system", "previous") keeps the
 * override in each case: "override the system prompt's rules for this task" still sets the rules aside.
 */

/** Words that make a directive noun the agent's or its principals'. */
const OWNERS = words(
  "your you yours user users user's system safety previous prior earlier original initial operator developer standing built-in guardrail",
);
/** Owners of the agent's principals only, for nouns whose "earlier" is part of a licence's description. */
const PRINCIPALS = words("your you yours user users user's system safety operator developer guardrail");

function ownedNear(v: View, obj: number): boolean {
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++) if (v.isWordIn(k, OWNERS)) return true;
  return false;
}

/** Quantifiers and articles between "for" and the noun it scopes: "for all requests", "for each request". */
const SCOPE_DETERMINERS = words('all every each any the a an outgoing incoming subsequent later future');

/**
 * "Override the default for all requests": a weak directive noun after "for" whose phrase comes after the
 * verb's own object (a word between the verb and "for") names what the setting applies to.
 */
function scopedByFor(v: View, at: number, obj: number): boolean {
  if (obj <= at || !v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let k = obj - 1;
  while (k > at && v.isWordIn(k, SCOPE_DETERMINERS)) k--;
  if (v.w(k) !== 'for' || k - at < 2) return false;
  for (let j = at + 1; j < k; j++) if (v.toks[j]?.kind !== 'word') return false;
  return true;
}

/**
 * "Override rules:", "Ignore patterns:": the whole sentence is the verb, a noun or two and a colon, a label
 * naming the list below it (the rules that override something), not an imperative.
 */
function labelOnly(v: View, at: number): boolean {
  if (at !== 0 || v.n > 4) return false;
  const last = v.toks[v.n - 1];
  if (last?.kind !== 'punct' || last.t !== ':') return false;
  for (let j = 1; j < v.n - 1; j++) if (v.toks[j]?.kind !== 'word') return false;
  return true;
}

/** Subjects that name one party of several ("each ignores the other's …", "either overrides …"). */
const DISTRIBUTIVE = words('each either neither one both');

/**
 * "each ignores the other's directives": a verb in the third person singular after a subject that names
 * one of several parties states what those parties do to each other's settings.
 */
function eachOther(v: View, at: number): boolean {
  return /s$/.test(v.w(at)) && v.isWordIn(at - 1, DISTRIBUTIVE);
}

/**
 * The directive noun the override verb found is not the agent's instructions: carried by data the agent
 * reads (carried-instructions.ts), a rule of the material it works on (override-objects.ts), read so in
 * its frame (above), set aside by another party or reported from content the agent reads (override-actor.ts).
 */
export function notTheAgents(v: View, at: number, obj: number): boolean {
  return (
    carriedByData(v, obj) ||
    materialRule(v, at, obj) ||
    framedElsewhere(v, at, obj) ||
    otherPartyActs(v, at, obj) ||
    reportedFromContent(v, at, obj)
  );
}

function framedElsewhere(v: View, at: number, obj: number): boolean {
  // A passive participle's object is its subject, before it: a noun after it belongs to another clause.
  if (obj > at && v.passive(at) && participle(v.w(at))) return true;
  if (actedByOtherParty(v, at)) return true;
  if (ownedNear(v, obj)) return false;
  return scopedByFor(v, at, obj) || inPrepositionalPhrase(v, at, obj) || labelOnly(v, at) || eachOther(v, at);
}

/** Prepositions that open a phrase of place, direction or extent after a verb's own object. */
const PLACE_PREPOSITIONS = words('in on at across along within throughout into between among');
/** Objects that stand for the content of the phrase after them: "everything in the instructions". */
const WHOLE = words('everything anything all whatever what it them');

/**
 * "let it override the categories in both directions": the verb has its own object ("the categories")
 * and the directive-looking noun sits in a prepositional phrase after it, naming where or which way, not
 * what is set aside. "Ignore everything in the instructions" (a whole-pronoun object) keeps the noun, and
 * an owner word before it ("in your safety rules") is read by the caller first.
 */
function inPrepositionalPhrase(v: View, at: number, obj: number): boolean {
  // Only a weak noun (rule, limit, direction, order): "disregard the text in the instructions" stays read.
  if (obj <= at + 2 || !v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let prep = -1;
  for (let k = obj - 1; k > at; k--)
    if (v.isWordIn(k, PLACE_PREPOSITIONS)) {
      prep = k;
      break;
    }
  if (prep < 0) return false;
  let own = false;
  for (let k = at + 1; k < prep; k++) {
    if (v.toks[k]?.kind !== 'word' && v.toks[k]?.kind !== 'code') return false;
    if (v.isWordIn(k, WHOLE)) return false;
    if (!v.isWordIn(k, SCOPE_DETERMINERS)) own = true;
  }
  return own;
}

/** Parties other than the agent whose acts a sentence can describe: "the user takes the action that …". */
const OTHER_PARTY = words(
  'user users customer customers someone somebody people reader readers visitor visitors human humans',
);
const RELATIVE_PRONOUN = words('that which who');

/**
 * "the moment just before the user takes the action that bypasses your skill's guidance": the verb sits in
 * a relative clause whose antecedent is what another party (the user, a customer) does, in a clause with
 * that party as subject and a finite verb. It describes that party's conduct; nothing is asked of the agent.
 */
function actedByOtherParty(v: View, at: number): boolean {
  const r = at - 1;
  if (!v.isWordIn(r, RELATIVE_PRONOUN) || v.find(OBEY).length > 0) return false;
  for (let k = r - 1; k >= Math.max(1, r - 6); k--) {
    const t = v.toks[k]!;
    if (t.kind === 'punct') return false;
    if (v.isWordIn(k - 1, OTHER_PARTY) && /(?:s|ed)$/.test(t.t) && t.kind === 'word') return true;
  }
  return false;
}

/** The user's side, named as a party whose word ranks: "user instructions", "the user's requests". */
const USER = words("user users user's");
const USER_SAY = words(
  'instruction instructions request requests wish wishes preference preferences direction directions',
);
/** Ranking verbs and nouns: "take precedence", "prevail", "win", "come first". */
const RANKS = words('precedence prevail prevails win wins first priority');

/**
 * "Aegis skills override default system prompt behavior, but **user instructions always take precedence**",
 * "… unless the user says otherwise": the sentence ranks the user's word above the override, so what is
 * set aside is the runtime's default, never the user. An override of the user's own instructions does
 * not yield ("ignore the user's earlier instructions, but user instructions take precedence" is still one).
 */
function yieldsToUser(v: View, h: Hit): boolean {
  if (h.obj !== undefined && v.near(h.obj, 3, (j) => v.isWordIn(j, USER), false, true) !== undefined)
    return false;
  for (let k = h.at + 1; k < v.n; k++) {
    if (v.w(k) === 'unless' && v.isWordIn(k + 2, USER) && v.w(k + 1) === 'the') return true;
    if (!v.isWordIn(k, USER) || !v.isWordIn(k + 1, USER_SAY)) continue;
    for (let j = k + 2; j < v.n && j <= k + 6; j++) if (v.isWordIn(j, RANKS)) return true;
  }
  return false;
}

/** Marks the overrides that yield to the user (the rule grades them low). */
export function markYields<T extends Hit & { cls: string }>(v: View, hits: T[]): T[] {
  for (const h of hits) if (h.cls === 'override' && yieldsToUser(v, h)) h.yields = true;
  return hits;
}

/** Nouns for a destructive action whose instructions are a licence to act: "deletion instructions". */
const LICENSED_ACTS = words(
  'deletion deletions delete removal removals cleanup destructive overwrite overwrites reset resets push force-push deploy deployment deployments migration migrations wipe purge',
);
/** Verbs of a more careful next step: "disclose the risk first", "ask the user", "confirm first". */
const CAREFUL = words('disclose confirm ask warn explain flag pause stop check verify escalate');

/**
 * "For external-unknown code, earlier generic deletion instructions do not count; disclose the risk first":
 * the instructions declared void are a licence for a destructive act (a destructive-action noun right
 * before them), and the sentence then asks for a more careful step. That withdraws a permission; it does
 * not free the agent from its instructions. With an owner ("the user's", "safety", "system") it stays.
 */
export function withdrawnLicence(v: View, obj: number, predicate: number): boolean {
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS)) return false;
  let licensed = false;
  for (let k = obj - 1; k >= Math.max(0, obj - 3); k--) if (v.isWordIn(k, LICENSED_ACTS)) licensed = true;
  if (!licensed) return false;
  return v.find(CAREFUL, predicate + 1).some((k) => !v.negated(k));
}
