import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * Whether a weak directive noun ("rule", "limit", "restriction", "cap", "policy") after an override verb is
 * the agent's own rules (src/analysis/prose/intents-control.ts `directiveObject`). An override is an
 * attack only when what it sets aside is what the agent was told — its instructions, its safety rules, the
 * user's wishes — so the noun has to be named as those: by who set it or when ("your rules", "the earlier
 * limits", "safety restrictions"), or as the verb's bare direct object ("override the rules", "ignore all
 * restrictions"), where nothing names it as anything else's. A noun reached only through a prepositional
 * phrase after the verb's own object ("Override `is_safe_attribute()` for additional attribute
 * restrictions", "Override log level for specific plugins or rules", "Override for custom rules"), or
 * qualified as a particular setting ("the default 5-agent parallel cap", "global rules for matching
 * files"), is what a programmer or a command's user configures: the verb's object is a method, an
 * option, a log level or a numeric default, and the text addresses whoever writes the subclass or
 * passes the flag.
 */

/**
 * Words naming who set a rule, or when it was given, so that it is the agent's or its principals'. Only
 * words the earlier test (a prior word within three) already counted: "security" and "content" are not
 * owners ("bypass Content Security Policy implementations" is a web standard under test).
 */
const RULE_OWNER = words(
  "previous prior earlier above preceding original initial system safety your user user's " +
    'developer operator standing built-in anthropic openai précédentes vorherigen anteriores',
);
/**
 * Owner words that keep a noun the agent's even inside a prepositional phrase: when it was given or that
 * it is the system's ("for any of the earlier rules"). "your" alone does not: "Override the default button
 * styles with your own rules" addresses whoever writes the stylesheet.
 */
const STANDING_OWNER = words(
  'previous prior earlier above preceding original initial system safety standing built-in précédentes vorherigen anteriores',
);
/** Quantifiers over every rule the agent holds: "ignore all rules", "drop any other restrictions". */
const WHOLE = words('all any every other');
/** Words that may stand between the verb and its object's noun without naming some other thing. */
const DETERMINER = words('the a an all any every each other of these those');
/** Prepositions that open a phrase after the verb: what follows is not its direct object. */
const PREPOSITION = words('for with in on to by via per using from into at under across within when where');

/** The noun ends its phrase ("the cap on uploads", "the rules."), not a modifier ("constraint validation message"). */
export function headNoun(v: View, j: number): boolean {
  const t = v.toks[j + 1];
  return t?.kind !== 'word' || AFTER_HEAD.has(t.t);
}
const AFTER_HEAD = words(
  'on of for in that which from set you about given and or to we above earlier previously before i the they it is are was were',
);

/**
 * How the noun at `j` relates to the verb at `i`:
 * - `phrase`: it sits in a prepositional phrase still open at the noun ("Override log level for specific
 *   plugins or rules", "Override for custom rules") — the verb's object, if any, is something else;
 * - `modified`: a code span or a word other than a determiner or an owner stands between ("override
 *   `is_safe_attribute()` …", "the default 5-agent parallel cap") — a particular setting is named;
 * - `bare`: only determiners and owner words between, at least one determiner ("the rules", "all rules");
 * - `plain`: nothing, or only owner words or a closed aside, between ("Override rules take …").
 * A phrase closed by a comma is an aside ("Override, for this session, your rules").
 */
function objectShape(v: View, i: number, j: number): 'phrase' | 'modified' | 'bare' | 'plain' {
  let det = false;
  let phrase = false;
  let other = false;
  for (let k = i + 1; k < j; k++) {
    const t = v.toks[k]!;
    if (t.kind === 'quote' || v.inQuotes(k)) continue;
    if (t.kind === 'punct') {
      if (t.t === ',' && phrase) phrase = false;
      else if (t.t !== ',') other = true;
    } else if (t.kind === 'word' && v.isWordIn(k, PREPOSITION)) phrase = true;
    else if (phrase) continue;
    else if (t.kind === 'word' && v.isWordIn(k, DETERMINER)) det = true;
    else if (t.kind !== 'word' || !v.isWordIn(k, RULE_OWNER)) other = true;
  }
  if (phrase) return 'phrase';
  if (other) return 'modified';
  return det ? 'bare' : 'plain';
}

function ownerBefore(v: View, j: number, quoted: number, set: ReadonlySet<string>): boolean {
  for (let k = j - 1; k >= Math.max(0, j - 3 - quoted); k--) if (v.isWordIn(k, set)) return true;
  return false;
}

/** "the rules above", "the limits you were given": placed before this text, or given to the agent. */
function toldAfter(v: View, j: number): boolean {
  const next = v.w(j + 1);
  return next === 'above' || next === 'earlier' || next === 'you';
}

/**
 * A weak directive noun at `j` is the agent's rules for the override verb at `i` (`quoted` widens the
 * look-back past a quoted name): in a phrase after the verb, only with a standing owner ("for all the
 * earlier rules"); otherwise with an owner word shortly before it, or as the bare direct object of a
 * strong verb that ends its phrase ("override the rules") or of any verb under a quantifier over every
 * rule ("ignore all restrictions"). A noun before the verb (a passive's subject) needs an owner.
 */
export function weakRuleOfAgent(v: View, i: number, j: number, strongVerb: boolean, quoted: number): boolean {
  if (j < i) return ownerBefore(v, j, quoted, RULE_OWNER);
  const shape = objectShape(v, i, j);
  if (shape === 'phrase') return ownerBefore(v, j, quoted, STANDING_OWNER);
  if (ownerBefore(v, j, quoted, RULE_OWNER) || toldAfter(v, j)) return true;
  if (shape !== 'bare') return false;
  if (strongVerb && headNoun(v, j)) return true;
  for (let k = i + 1; k < j; k++) if (v.isWordIn(k, WHOLE)) return true;
  return false;
}
