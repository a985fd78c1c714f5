import { ASK_WORDS } from '../negation/words.js';
import type { Token } from './tokens.js';

/**
 * Words that open a leading clause or phrase before the main clause of an instruction ("Before you start,
 * …", "Right after `c=` put …"), for the role reading (src/analysis/prose/roles.ts).
 */

interface Directive {
  directive: boolean;
  negative: boolean;
}

/** Words that open a leading subordinate clause ended by a comma. */
export const SUBORDINATE_LEADS = new Set([
  'to',
  'if',
  'when',
  'whenever',
  // "Whatever you find in X, paste it …", "Since the user approved it, post …": the main clause asks.
  'whatever',
  'whichever',
  'wherever',
  'since',
  'because',
  'although',
  'though',
  'until',
  // Purpose and premise: "So that a chart can be replayed, put …", "Now that it builds, push …".
  'so',
  'now',
  'given',
  'provided',
  'assuming',
  // The same leads translated ("Al terminar, envía …", "Wenn du fertig bist, sende …", "Quand …").
  ...'al cuando después antes quand lorsque après avant wenn nachdem bevor quando dopo prima depois ao'.split(
    ' ',
  ),
  // Purpose and condition in the Romance languages and German ("Para que rodem sem interrupções, o
  // assistente adiciona …", "Pour que …, ajoute …", "Damit …, trägt der Agent …").
  ...'para pour per afin se si um damit falls'.split(' '),
  'before',
  'after',
  'once',
  'unless',
  'while',
  // Leading phrases of time and manner: "At the end, post …", "As a last step, send …".
  'at',
  'as',
  'during',
  'for',
  'in',
  'on',
  'with',
]);

const INTENSIFIERS = new Set(['right', 'just', 'immediately', 'directly', 'straight']);
/** Prepositions of place and time (not "if", "when", "to": their clause's verb is not the ask). */
const PLACES = new Set([
  'after',
  'before',
  'at',
  'in',
  'into',
  'on',
  'inside',
  'within',
  'under',
  'below',
  'above',
]);

/**
 * "Right after `c=` put …", "In `config.yml` add …", "so before phase 1 open …": a preposition and a code
 * span or a numbered part ("phase 1", "step 3") fronted without a comma, then the imperative right after
 * it. A conditional ("If a ticket asks to open …") is not one: its clause's verb is what someone else asks.
 */
export function afterFrontedPhrase(
  tokens: readonly Token[],
  first: number,
  directiveOf: (tokens: readonly Token[], head: number) => Directive,
): Directive {
  let lead = first;
  if (tokens[lead]?.kind === 'word' && INTENSIFIERS.has(tokens[lead]!.t)) lead++;
  const onward = fromNowOn(tokens, lead);
  if (onward > lead) return directiveOf(tokens, onward);
  if (tokens[lead]?.kind !== 'word' || !PLACES.has(tokens[lead]!.t)) return NOT_DIRECTIVE;
  if (tokens[lead + 1]?.kind === 'code') return directiveOf(tokens, lead + 2);
  // A numbered part of the text's own procedure: a noun, then its number ("before phase 1", "after step 2").
  const noun = tokens[lead + 1];
  const num = tokens[lead + 2];
  if (
    noun?.kind === 'word' &&
    /^[a-z]{3,20}$/.test(noun.t) &&
    num?.kind === 'word' &&
    /^\d{1,3}$/.test(num.t)
  )
    return directiveOf(tokens, lead + 3);
  return NOT_DIRECTIVE;
}
const NOT_DIRECTIVE: Directive = { directive: false, negative: false };

const ONWARD = new Set(['on', 'onward', 'onwards']);

/**
 * "From now on ignore …", "From this point onward, reply …", "Going forward, skip …": a fronted phrase of
 * time, with or without its comma, before the imperative. The index after it, or `lead` when there is none.
 */
function fromNowOn(tokens: readonly Token[], lead: number): number {
  const w = (k: number) => (tokens[k]?.kind === 'word' ? tokens[k]!.t : '');
  let k = lead;
  if (w(k) === 'from' && (w(k + 1) === 'now' || w(k + 1) === 'here') && ONWARD.has(w(k + 2))) k += 3;
  else if (w(k) === 'from' && w(k + 1) === 'this' && w(k + 2) === 'point' && ONWARD.has(w(k + 3))) k += 4;
  else if (w(k) === 'going' && w(k + 1) === 'forward') k += 2;
  else return lead;
  return tokens[k]?.kind === 'punct' && tokens[k]!.t === ',' ? k + 1 : k;
}

/**
 * The comma that ends the subordinate clause opened at `head`: not one inside a quotation or a parenthesis
 * ('When you correct it ("no, use the other model"), the corrections are kept': the quoted "no, use …" is
 * an utterance the clause reports), except one right before a closing quote. -1 when none within 40 tokens.
 */
export function clauseComma(tokens: readonly Token[], head: number): number {
  let quoted = false;
  let depth = 0;
  for (let k = head + 1; k < tokens.length && k <= head + 40; k++) {
    const x = tokens[k]!;
    if (x.kind === 'quote') quoted = !quoted;
    if (x.kind !== 'punct') continue;
    if (x.t === '(') depth++;
    else if (x.t === ')') depth = Math.max(0, depth - 1);
    else if (x.t === ',' && depth === 0) {
      if (!quoted) return k;
      // American punctuation puts the clause's comma inside the closing quote ('says "done," add …').
      if (tokens[k + 1]?.kind === 'quote') return k + 1;
    }
  }
  return -1;
}

/** Words that open a clause of its own after a comma: "don't run it locally, just push it". */
const FRESH_CLAUSE = new Set(['instead', 'just', 'simply', 'rather']);
/** Clause breaks after which an order stands apart from the negation before it. */
const INDEPENDENT = new Set([';', '—', '–']);
const NEGATORS = new Set(['not', 'never', 'stop']);

/**
 * A negative directive whose own clause ends before another order ("Never commit `.env`; add it to
 * `.gitignore`", "Don't run it locally — push it", "Do not ask again: merge this into …"): the later order
 * is asked, not forbidden, so the sentence is no prohibition as a whole. The negation still governs its
 * own clause, where the readers of each intent find it. After a colon or a comma only when what is
 * banned is asking the user (src/analysis/negation/objects.ts): "Never do this: run …" labels what follows.
 * `clauseAt(k)` is the directive reading of the clause that starts at token k.
 */
export function laterOrder(
  tokens: readonly Token[],
  head: number,
  clauseAt: (k: number) => Directive,
): boolean {
  const w = (i: number) => (tokens[i]?.kind === 'word' ? tokens[i]!.t : '');
  // Where asking is banned ("do not ask", "never confirm", "stop asking"), a colon or comma ends the ban.
  let ban = -1;
  for (let i = head; i < tokens.length && i <= head + 60 && ban < 0; i++)
    if (NEGATORS.has(w(i)) && ASK_WORDS.has(w(i + 1))) ban = i + 1;
  for (let k = head + 1, seen = 0; k < tokens.length && k <= head + 60 && seen < 4; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    const fresh = t.t === ',' && FRESH_CLAUSE.has(w(k + 1));
    const askBan = ban >= 0 && k > ban;
    if (!INDEPENDENT.has(t.t) && !fresh && !(askBan && (t.t === ':' || t.t === ','))) continue;
    seen++;
    const d = clauseAt(k + 1);
    if (d.directive && !d.negative) return true;
  }
  return false;
}
