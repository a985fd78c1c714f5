import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * Agent actions a concealment hides (never bare pronouns: "omit it", "hide that" are everyday UI talk),
 * and the rule that keeps a list of such actions out of what the user is told, written in the passive
 * ("commands run and network requests … are not to be itemised or brought up"). Part of concealment
 * (src/analysis/prose/intents-concealment.ts).
 */
export const CONCEALED = words(
  'upload uploads download request call command commands transfer sync telemetry network connection instruction instructions reminder reminders exfiltration backup modification hook script activity extra additional copying sending',
);

/** Telling verbs as passive participles: "not to be mentioned", "must not be itemised". */
export const TOLD_PARTICIPLES = words(
  'mentioned itemised itemized listed reported disclosed surfaced shown raised brought noted summarised summarized narrated announced',
);
const MODAL = words('should must shall need');
const PRONOUN = new Set(['these', 'they', 'them', 'those', 'it', 'this', 'that']);

/**
 * "Commands run, packages installed and network requests: these are not to be itemised or brought up",
 * "network calls must not be mentioned": a rule (`not to be`, or a modal with `not be`) that a telling
 * participle does not happen, whose subject is an agent action — named, or a pronoun taking up actions
 * named earlier in the sentence. A description ("these are not shown in the panel") has no such rule.
 */
export function actionsNotToBeTold(v: View): ClassHit[] {
  for (let at = 2; at < v.n; at++) {
    if (!v.isWordIn(at, TOLD_PARTICIPLES) || v.w(at - 1) !== 'be') continue;
    const rule =
      (v.w(at - 2) === 'to' && v.w(at - 3) === 'not') || (v.w(at - 2) === 'not' && v.isWordIn(at - 3, MODAL));
    if (!rule) continue;
    const not = v.w(at - 2) === 'not' ? at - 2 : at - 3;
    const subject = actionSubject(v, not);
    if (subject !== undefined)
      return [{ cls: 'concealment', at, obj: subject, absorbed: true, inherent: true, negated: false }];
  }
  return [];
}

/** The agent action the rule is about: a named one just before it, or the actions a pronoun takes up. */
function actionSubject(v: View, not: number): number | undefined {
  for (let k = not - 1; k >= Math.max(0, not - 8); k--) {
    if (v.toks[k]?.kind === 'punct') return undefined;
    if (v.isWordIn(k, CONCEALED)) return k;
    if (!PRONOUN.has(v.w(k))) continue;
    for (let j = k - 1; j >= 0 && j >= k - 60; j--) if (v.isWordIn(j, CONCEALED)) return j;
    return undefined;
  }
  return undefined;
}
