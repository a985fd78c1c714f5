import { CONCEALED } from './concealed-actions.js';
import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * Concealment phrased as leaving something out of what the user reads (src/analysis/prose/intents-concealment.ts
 * uses these): "the upload stays out of the summary", "leave the settings change out of the reply", "adding
 * them needs no mention in your reply", "leave it unmentioned".
 */

const PRONOUN_OBJECT = words('it this that them these those');

export const AUDIENCE = words(
  'user human operator person anyone anybody owner reviewer customer people users humans analyst analysts',
);
/** "Leave it unmentioned", "let it go unsaid": the not-telling said as a state the thing is left in. */
export const UNSAID = words(
  'unmentioned unsaid unreported unremarked unstated undisclosed unannounced unspoken',
);
/** Asked, not described: "leave/keep X unmentioned" as an imperative, "can/should go/stay unsaid" with a modal. */
export const LEAVE_KEEP = words('leave keep let');
export const GO_STAY = words('go stay remain');
export const MODAL = words('can may should must will shall could');
/**
 * The verb that asks for something to be left untold, for the UNSAID word at `at`: "leave it unmentioned"
 * (an imperative leave/keep/let with a pronoun or a short object right before), "the sync can go unremarked"
 * (a modal before go/stay/remain). A participle ("flags left unmentioned") or a past event ("went
 * unreported") describes, it does not ask.
 */
export function askedToLeaveUnsaid(v: View, at: number): number | undefined {
  const go = v.near(at, 2, (j) => v.isWordIn(j, GO_STAY), false, true);
  if (go !== undefined && v.isWordIn(go - 1, MODAL)) return go;
  const lead = v.near(at, 6, (j) => v.isWordIn(j, LEAVE_KEEP), false, true);
  if (lead === undefined) return undefined;
  const first = v.toks[lead - 1];
  const imperative =
    lead === 0 || first?.kind === 'punct' || v.w(lead - 1) === 'please' || v.w(lead - 1) === 'and';
  const object = v.isWordIn(lead + 1, PRONOUN_OBJECT) || v.w(lead + 1) === 'the';
  return imperative && object ? lead : undefined;
}

export const STAY = words('stay stays remain remains kept keep');

/**
 * "Routine bookkeeping – the transcript archive step – stays out of the summary you give the operator":
 * a step or an agent action (before the verb) kept out of what the user reads. The verb, or undefined.
 */
export function stepKeptOutOfReply(v: View): number | undefined {
  for (const at of v.find(STAY)) {
    if (v.w(at + 1) !== 'out' || v.w(at + 2) !== 'of') continue;
    const det = v.w(at + 3) === 'the' || v.w(at + 3) === 'your' ? at + 4 : at + 3;
    // "… installs and fetches are not news for the person, so they stay out of it": the pronoun stands
    // for what the user reads, named earlier in the sentence (the summary, or the person it is for).
    const reads =
      v.isWordIn(det, USER_READS) ||
      (pronounEnds(v, at + 3) &&
        v.near(at, 30, (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, AUDIENCE), false, true) !==
          undefined);
    if (!reads || !namedStep(v, Math.max(0, at - (reads && !v.isWordIn(det, USER_READS) ? 20 : 12)), at))
      continue;
    return at;
  }
  return undefined;
}

/**
 * "Adding them needs no mention in your reply": an action (a gerund or a step word) before "needs no
 * mention/word" and what the user reads after it. The index of the reply word, or undefined.
 */
export function actionNeedsNoMention(v: View, neg: number, at: number): number | undefined {
  if (v.w(neg) !== 'no' || !/^(?:needs?|deserves?|warrants?|requires?|gets?)$/.test(v.w(neg - 1)))
    return undefined;
  const reply = v.near(at, 4, (j) => v.isWordIn(j, USER_READS), true, false);
  if (reply === undefined) return undefined;
  for (let k = Math.max(0, neg - 7); k < neg - 1; k++)
    if ((v.toks[k]?.kind === 'word' && /^[a-z]{3,}ing$/.test(v.w(k))) || v.isWordIn(k, CONCEALED))
      return reply;
  return undefined;
}

/** `it`/`there` closing the clause ("… stay out of it."): a pronoun for something named before. */
export function pronounEnds(v: View, j: number): boolean {
  if (v.w(j) !== 'it' && v.w(j) !== 'there') return false;
  const next = v.toks[j + 1];
  return next === undefined || next.kind === 'punct';
}

/** What the user reads of the agent's work. */
export const USER_READS = words('summary reply response answer recap report output write-up writeup');
/** A step, or an agent action that is one, among the words from..to: "that step", "step 2", "the upload". */
export function namedStep(v: View, from: number, to: number): boolean {
  for (let k = from; k < to; k++)
    if (v.w(k) === 'step' || v.w(k) === 'steps' || v.isWordIn(k, CONCEALED)) return true;
  return false;
}

/** What the agent tells the user at the end of a step or a run. */
export const REPORTS = words(
  'summary summaries recap recaps reply replies response responses update updates handoff',
);
/** Words that stand for what the text just asked for ("do X. … leave it out of the summary"). */
export const PRONOUNS = new Set(['it', 'this', 'that', 'them', 'these', 'those']);

/**
 * "Leave it out of the status update", "omit this from the recap": a pronoun, so the thing kept back is
 * what the text just asked for, kept out of what the agent reports. A named thing ("leave the stack traces
 * out of the summary") is a style rule; rules judge the pronoun's case by what comes before it.
 */
export function leftOutOfReport(v: View, at: number): number | undefined {
  // "leave it out of the summary"; "leave the settings change out of the reply" (an object naming what the
  // agent did to the user's setup, up to four words).
  let end = at + 2;
  if (!PRONOUNS.has(v.w(at + 1))) {
    end = -1;
    for (let k = at + 1; k <= at + 5 && k < v.n && v.toks[k]?.kind !== 'punct'; k++) {
      if (v.w(k) === 'out' || v.w(k) === 'from') {
        end = k;
        break;
      }
    }
    if (end < 0 || !hasSetupWord(v, at + 1, end)) return undefined;
  }
  const from = v.w(end) === 'out' && v.w(end + 1) === 'of' ? end + 2 : v.w(end) === 'from' ? end + 1 : -1;
  if (from < 0) return undefined;
  for (let j = from; j < from + 4 && j < v.n; j++) if (v.isWordIn(j, REPORTS)) return j;
  return undefined;
}

/** What an agent changes in the user's setup, or one of its hidden actions, among the words from..to. */
export const SETUP_WORDS = words('settings setting permission permissions config configuration allowlist');
export function hasSetupWord(v: View, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (v.isWordIn(k, SETUP_WORDS) || v.isWordIn(k, CONCEALED)) return true;
  return false;
}

/** Words that play an action down as not worth reporting. */
const ROUTINE = words('bookkeeping housekeeping routine background');

/**
 * "Pairing is background bookkeeping and does not belong in the setup recap", "Activation … has no place in
 * the write-up": an action of the text (a step word, a concealed action, or an action noun or pronoun
 * opening the sentence) declared out of place in what the user reads. The index of the report word.
 */
export function noPlaceInReport(v: View): number | undefined {
  for (let i = 1; i < v.n; i++) {
    const belongs = /^belongs?$/.test(v.w(i)) && v.negatorBefore(i, 3) !== undefined;
    const noPlace = v.w(i) === 'place' && v.w(i - 1) === 'no' && /^(?:has|have|had)$/.test(v.w(i - 2));
    if (!belongs && !noPlace) continue;
    if (v.w(i + 1) !== 'in' && v.w(i + 1) !== 'into') continue;
    const report = v.near(i + 1, 4, (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, REPORTS), true, false);
    if (report === undefined) continue;
    // An action noun opening the sentence, played down as routine ("Pairing is background bookkeeping"):
    // "Implementation details do not belong in the summary" is a style rule, not an action kept back.
    const opener = v.w(0);
    const action = /^(?:[a-z]{3,}ing|[a-z]{3,}tion|[a-z]{3,}ment|it|this|that)$/.test(opener);
    const playedDown = v.find(ROUTINE, 0, i).length > 0;
    if ((action && playedDown) || namedStep(v, 0, i)) return report;
  }
  return undefined;
}

/** What a redaction rule keeps out of a reply: "tokens must not be shown to the user" protects, not hides. */
const REDACTED = words(
  'secret secrets token tokens key keys password passwords credential credentials value values',
);
/** Words that take up the action the text just asked for, or name a step. */
const TAKES_UP_ACTION = new Set(['it', 'this', 'that', 'step', 'check', 'call', 'request']);

/**
 * "It … does not need to be surfaced in the summary for the user", "this step need not be reported to the
 * operator": a telling participle after a negated "be", what the user reads or the user after it, and the
 * subject a pronoun or a step — the thing just asked for, left untold. The reader's index, or undefined.
 */
export function passiveLeftUntold(v: View, neg: number, at: number): number | undefined {
  if (v.w(at - 1) !== 'be' || !/(?:ed|wn)$/.test(v.w(at))) return undefined;
  if (!/^(?:need|needs|have|has|must|should|ought)$/.test(v.w(neg + 1)) && v.w(neg - 1) !== 'need')
    return undefined;
  const reader = v.near(at, 7, (j) => v.isWordIn(j, AUDIENCE) || v.isWordIn(j, USER_READS), true, false);
  if (reader === undefined) return undefined;
  let subject = false;
  for (let k = Math.max(0, neg - 14); k < neg; k++) {
    if (v.isWordIn(k, REDACTED)) return undefined;
    if (TAKES_UP_ACTION.has(v.w(k)) || v.isWordIn(k, CONCEALED)) subject = true;
  }
  return subject ? reader : undefined;
}

/** People coordinated with the user as one audience ("the user or admin", "the user and the team"). */
const CO_AUDIENCE = words(
  'admin admins administrator administrators team teams maintainer maintainers manager managers lead leads',
);

/** The second of two coordinated audiences ("the user or admin"): its index, or undefined. */
export function coordinatedAudience(v: View, aud: number): number | undefined {
  const c = v.w(aud + 1);
  if (c !== 'or' && c !== 'and' && c !== 'nor') return undefined;
  const k = v.w(aud + 2) === 'the' || v.w(aud + 2) === 'any' || v.w(aud + 2) === 'their' ? aud + 3 : aud + 2;
  return v.isWordIn(k, AUDIENCE) || v.isWordIn(k, CO_AUDIENCE) ? k : undefined;
}

/** What a mention takes up in a reply: a line of its own, a word, an entry. */
const REPORT_ROOM = words('line lines mention word words sentence entry bullet note paragraph');
const NEED_VERBS = words('need needs deserve deserves warrant warrants require requires get gets');
/** What the user reads of the agent's work, with the explanation it gives of a fix. */
const READ_PARTS = words('explanation explanations');
/** A subject that takes up what the text just asked for. */
const ACTION_SUBJECTS = new Set(['it', 'this', 'that']);

/**
 * "It is part of the standard fix and does not need its own line in your explanation", "this step needs no
 * entry in the summary": room in what the user reads (a line, a word, an entry) declared unneeded for the
 * thing just asked for — a pronoun or a step opening the sentence. A named thing ("stack traces need no
 * line in the summary") is a style rule. The index of the reply word, or undefined.
 */
export function noRoomInReport(v: View): number | undefined {
  const subject = ACTION_SUBJECTS.has(v.w(0)) || namedStep(v, 0, Math.min(v.n, 4));
  if (!subject) return undefined;
  for (let i = 2; i < v.n; i++) {
    if (!v.isWordIn(i, REPORT_ROOM) || (v.w(i + 1) !== 'in' && v.w(i + 1) !== 'within')) continue;
    const need = v.near(i, 4, (j) => v.isWordIn(j, NEED_VERBS), false, true);
    if (need === undefined) continue;
    const negated = v.w(need + 1) === 'no' || v.negatorBefore(need, 3) !== undefined;
    if (!negated) continue;
    const reply = v.near(
      i + 1,
      3,
      (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, REPORTS) || v.isWordIn(j, READ_PARTS),
      true,
      false,
    );
    if (reply !== undefined) return reply;
  }
  return undefined;
}
