import { afterLastAlternative } from '../negation/clauses.js';
import { blankAskBans, blankExclusions } from '../negation/objects.js';
import { negativeWordIn } from '../negation/undone.js';
import { LEAD_NEGATIVE_WORDS } from '../negation/words.js';

/**
 * The shape of the sentence that leads into a code block, as src/analysis/prose/placement.ts reads it: a
 * negation in its last clause ("Don't run this:"), or a sentence that is only a condition.
 */

/**
 * A negative word in the clause that leads into the block ("Don't run this:"). An earlier clause's negation
 * is about something else: "The toolkit is not on npm; install it by running:" asks to run the block.
 */
export function negativeLastClause(text: string): boolean {
  const last = text.slice(Math.max(text.lastIndexOf(';'), text.lastIndexOf('. ')) + 1).toLowerCase();
  // A quoted error message is no negation of the ask ("If you see `acme: command not found`, install it:"),
  // and neither is a condition before the main clause ("If the export does not start, install the helper:";
  // "Unless you know why, do not run:" keeps its "do not").
  // Nor is a negation of asking ("don't ask, just run:") or of the other parties ("only to our intake,
  // never to anyone else:"): neither forbids the block (src/analysis/negation/objects.ts). Nor a purpose
  // clause, which says what the step is for ("Use the standalone build so its dependencies do not clash:",
  // "… in order not to clash with the system:"); it runs to the next comma, so "… so you do not forget, but
  // never run it:" keeps its "never".
  const clause = blankExclusions(blankAskBans(last.replace(/`[^`\n]{0,200}`/g, ' ')))
    .replace(LEADING_CONDITION, '')
    .replace(PURPOSE_CLAUSE, ' ');
  // "Not in prod — everywhere else:" leads in after its contrast; "Don't forget to run this:" asks.
  return negativeWordIn(afterLastAlternative(clause), LEAD_NEGATIVE_WORDS);
}

/** A purpose clause, up to the next comma or semicolon. */
const PURPOSE_CLAUSE = /\b(?:so that|so as|so|in order|lest)\s[^,;\n]{0,300}/g;

/** A condition clause opening the lead, up to its comma. */
const LEADING_CONDITION = /^[\s*_>-]{0,8}(?:if|when|whenever|once|unless|in case|should)\s[^,\n]{0,200},/;

/** One conditional clause ending in a colon, with no comma, so no main clause after it. */
const CONDITION_ONLY = /^(?:if|when|whenever|once|wherever)\s[^,\n]{1,300}:$/i;

/**
 * A lead that only says when the block applies ("If a workflow runs `go run` on checked-out fork code:"):
 * it describes what runs and asks nothing of the agent. "If you need it, run:" has a main clause that asks.
 */
export function conditionOnly(text: string): boolean {
  return CONDITION_ONLY.test(text.trim());
}
