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
 * "Right after `c=` put …", "In `config.yml` add …": a preposition and a code span fronted without a
 * comma, then the imperative right after the code span. A conditional ("If a ticket asks to open …") is
 * not one: its clause's verb is what someone else asks.
 */
export function afterFrontedPhrase(
  tokens: readonly Token[],
  first: number,
  directiveOf: (tokens: readonly Token[], head: number) => Directive,
): Directive {
  let lead = first;
  if (tokens[lead]?.kind === 'word' && INTENSIFIERS.has(tokens[lead]!.t)) lead++;
  if (tokens[lead]?.kind !== 'word' || !PLACES.has(tokens[lead]!.t)) return NOT_DIRECTIVE;
  if (tokens[lead + 1]?.kind !== 'code') return NOT_DIRECTIVE;
  return directiveOf(tokens, lead + 2);
}
const NOT_DIRECTIVE: Directive = { directive: false, negative: false };
