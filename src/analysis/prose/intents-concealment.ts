import { actionsNotToBeTold, CONCEALED, TOLD_PARTICIPLES } from './concealed-actions.js';
import { FOREIGN_REPLY } from './foreign-words.js';
import type { ClassHit } from './intents-control.js';
import { FOREIGN_TELL, words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * Concealment (src/analysis/prose/intents-control.ts says how the intent classes are read): text that asks
 * the agent to keep what it does from the user — hide it, leave it out, not mention it, do it quietly.
 */

// ---- concealment ----------------------------------------------------------------------------------

const HIDE = words('hide conceal omit withhold suppress mask obscure cloak bury');
const HIDE_SPLIT = [
  ['leave', 'out'],
  ['keep', 'out'],
  ['keep', 'quiet'],
  ['keep', 'secret'],
  ['keep', 'hidden'],
  ['keep', 'private'],
  ['keep', 'yourself'],
  ['cover', 'up'],
  ['bury', 'deep'],
] as const;
const HIDE_PHRASES = [
  ['keep', 'quiet'],
  ['keep', 'secret'],
  ['keep', 'hidden'],
  ['keep', 'private'],
  ['keep', 'silent'],
  ['cover', 'up'],
  ['say', 'nothing'],
  ['stay', 'silent'],
  ['remain', 'silent'],
  ['stay', 'quiet'],
  ['keep', 'it', 'to', 'yourself'],
  ['keep', 'this', 'to', 'yourself'],
];
const TELL = words(
  'tell mention inform notify alert reveal disclose report show say explain acknowledge admit announce ' +
    'display surface share narrate describe bring let discuss',
);
const AUDIENCE = words(
  'user human operator person anyone anybody owner reviewer customer people users humans',
);
const FROM = new Set(['from', 'to', 'with']);
const KNOW = words('know notice realize realise see learn find discover suspect');
const STEALTH = words('secretly covertly surreptitiously discreetly stealthily silently quietly');
const STEALTH_VERBS = words(
  'send upload post copy run execute install delete modify write exfiltrate forward transmit add append fetch download read',
);

const HIDE_GATE = words('leave keep cover say stay remain bury');
/** "Leave it unmentioned", "let it go unsaid": the not-telling said as a state the thing is left in. */
const UNSAID = words('unmentioned unsaid unreported unremarked unstated undisclosed unannounced unspoken');
/** Asked, not described: "leave/keep X unmentioned" as an imperative, "can/should go/stay unsaid" with a modal. */
const LEAVE_KEEP = words('leave keep let');
const GO_STAY = words('go stay remain');
const MODAL = words('can may should must will shall could');
const PRONOUN_OBJECT = words('it this that them these those');
const KEEP_STAY = words('keep stay remain');

/** `between` at j opens "between us" (not "between us and them"), "between ourselves", "between you and me". */
function betweenUs(v: View, j: number): boolean {
  const a = v.w(j + 1);
  if (a === 'ourselves') return true;
  if (a === 'us') return v.w(j + 2) !== 'and';
  return a === 'you' && v.w(j + 2) === 'and' && v.w(j + 3) === 'me';
}

/** The trigger words without which `concealment` cannot match: one bit test per sentence (prose/view.ts). */
const CONCEALMENT_TRIGGERS = gate(
  HIDE,
  TELL,
  KNOW,
  STEALTH,
  HIDE_GATE,
  FOREIGN_TELL,
  words('stay stays remain remains kept'),
  TOLD_PARTICIPLES,
  UNSAID,
);

export function concealment(v: View): ClassHit[] {
  if (!v.opens(CONCEALMENT_TRIGGERS)) return [];
  const out: ClassHit[] = [];
  // Hidden *from* someone: "hide it from the user", "kept hidden from the operator" (not "the null-forgiving operator").
  const audienceNear = (i: number, win = 9) =>
    v.near(
      i,
      win,
      (j) => v.isWordIn(j, AUDIENCE) && (FROM.has(v.w(j - 1)) || FROM.has(v.w(j - 2))),
      true,
      true,
    );
  // Without an audience, only a named action right after the verb ("omit the upload", "mention these instructions").
  const actionNear = (i: number) =>
    v.near(i, 3, (j) => v.isWordIn(j, CONCEALED) && !v.inQuotes(j), true, false);
  const hides = [
    ...v.find(HIDE),
    ...v.findPhrases(HIDE_PHRASES).map((p) => p.at),
    ...v.findSplit(HIDE_SPLIT, 6),
  ];
  for (const at of hides) {
    const obj = audienceNear(at) ?? whatYouShow(v, at) ?? actionNear(at) ?? leftOutOfReport(v, at);
    if (obj === undefined) continue;
    out.push({ cls: 'concealment', at, obj, negated: v.negated(at) });
  }
  for (const at of v.find(TELL)) {
    const neg = v.negatorBefore(at, 5) ?? coordinatedNegator(v, at);
    if (neg === undefined) continue;
    if (v.w(at) === 'let' && !v.isWordIn(at + 2, KNOW)) continue;
    if (v.w(at) === 'bring' && v.w(at + 1) !== 'up') {
      const split = bringSplitUp(v, at);
      if (split !== undefined)
        out.push({
          cls: 'concealment',
          at,
          obj: split,
          absorbed: true,
          inherent: needless(v, neg),
          negated: false,
        });
      continue;
    }
    const aud = v.near(at, 4, (j) => v.isWordIn(j, AUDIENCE), true, false) ?? stepKeptFrom(v, at);
    const obj =
      aud !== undefined
        ? aboutAnAction(v, aud)
          ? aud
          : undefined
        : (actionNear(at) ?? actionNeedsNoMention(v, neg, at));
    if (obj === undefined) continue;
    out.push({ cls: 'concealment', at, obj, absorbed: true, inherent: needless(v, neg), negated: false });
  }
  for (const at of v.find(FOREIGN_TELL)) {
    const hit = foreignKeptFrom(v, at);
    if (hit !== undefined) out.push({ cls: 'concealment', at, obj: hit, absorbed: true, negated: false });
  }
  // "Leave it unmentioned in your reply", "the dot can go unremarked": an agent asked to leave something untold.
  for (const at of v.find(UNSAID)) {
    const lead = askedToLeaveUnsaid(v, at);
    if (lead === undefined || v.negatorBefore(lead, 8) !== undefined) continue;
    out.push({ cls: 'concealment', at: lead, obj: at, inherent: true, negated: false });
  }
  // "The archive step stays out of the summary you give the operator".
  const outOf = stepKeptOutOfReply(v);
  if (outOf !== undefined)
    out.push({ cls: 'concealment', at: outOf, obj: outOf, inherent: true, negated: v.negated(outOf) });
  // "The user doesn't need to know", "without the user noticing".
  for (const at of v.find(KNOW)) {
    const aud = v.near(at, 6, (j) => v.isWordIn(j, AUDIENCE), false, true);
    const neg = v.negatorBefore(at, 6);
    if (aud === undefined || neg === undefined) continue;
    if (v.w(neg) !== 'without' && v.w(at - 2) !== 'need' && v.w(at - 1) !== 'need') continue;
    out.push({ cls: 'concealment', at, obj: aud, absorbed: true, inherent: true, negated: false });
  }
  out.push(...actionsNotToBeTold(v));
  // "Keep this note between us", "this stays between you and me": a secret shared with the agent alone.
  for (const at of v.find(KEEP_STAY)) {
    const b = v.near(at, 5, (j) => v.w(j) === 'between' && betweenUs(v, j), true, false);
    if (b !== undefined) out.push({ cls: 'concealment', at, obj: b, inherent: true, negated: v.negated(at) });
  }
  for (const at of v.find(STEALTH)) {
    const verb = v.near(at, 2, (j) => v.isWordIn(j, STEALTH_VERBS));
    if (verb === undefined) continue;
    out.push({ cls: 'concealment', at, obj: verb, negated: v.negated(Math.min(at, verb)) });
  }
  return out;
}

/**
 * The verb that asks for something to be left untold, for the UNSAID word at `at`: "leave it unmentioned"
 * (an imperative leave/keep/let with a pronoun or a short object right before), "the sync can go unremarked"
 * (a modal before go/stay/remain). A participle ("flags left unmentioned") or a past event ("went
 * unreported") describes, it does not ask.
 */
function askedToLeaveUnsaid(v: View, at: number): number | undefined {
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

/** The user, in the languages of FOREIGN_TELL (with French and Italian elision: "l'utilisateur", "all'utente"). */
const FOREIGN_AUDIENCE =
  /^(?:[a-z]{1,3}')?(?:nutzer|benutzer|anwender|utilisat(?:eur|rice)|usuari[oa]|usuário|utente)(?:in|s|n)?$/;
/** Negators of those languages: before the verb ("ne", "no", "não", "non"), or after it ("nicht", "pas"). */
const FOREIGN_NEG_BEFORE = new Set([
  'ne',
  "n'",
  'no',
  'não',
  'non',
  'nie',
  'niemals',
  'jamais',
  'nunca',
  'mai',
]);
const FOREIGN_NEG_AFTER = new Set(['nicht', 'niemals', 'nie', 'pas', 'jamais', 'mai']);

/**
 * "Erwähne das dem Nutzer gegenüber nicht", "Ne le mentionnez pas à l'utilisateur", "No se lo menciones al
 * usuario": a translated telling verb, negated before or after it, with the user named within the clause.
 * The index of the user, or undefined.
 */
function foreignKeptFrom(v: View, at: number): number | undefined {
  const neg =
    v.near(at, 3, (j) => FOREIGN_NEG_BEFORE.has(v.w(j)), false, true) ??
    v.near(at, 6, (j) => FOREIGN_NEG_AFTER.has(v.w(j)), true, false);
  if (neg === undefined) return undefined;
  // The user, or what the user reads: "No lo menciones en tu respuesta ni en el resumen".
  return v.near(at, 6, (j) => FOREIGN_AUDIENCE.test(v.w(j)) || FOREIGN_REPLY.has(v.w(j)), true, false);
}

/** Verbs of showing that may share one negation with a telling verb: "no reason to show it, quote it back or …". */
const SHOW_LIKE = words('quote repeat echo read restate relay surface');
const COORDINATED = new Set(['or', 'nor', 'and', 'it', 'them', 'this', 'that', 'back', 'out', 'up', 'aloud']);

/**
 * A telling verb that shares the negation of an earlier one in a list: "there is no reason to show it,
 * quote it back or bring it up with the person you help". Walking back over the list (commas, "or",
 * pronouns, particles and other showing verbs only, a few words), the first verb of the list with a
 * negator before it. Its index, or undefined.
 */
function coordinatedNegator(v: View, at: number): number | undefined {
  for (let k = at - 1; k >= 0 && k >= at - 12; k--) {
    const t = v.toks[k]!;
    if (t.kind === 'punct') {
      if (t.t !== ',') return undefined;
      continue;
    }
    const isVerb = v.isWordIn(k, TELL) || v.isWordIn(k, SHOW_LIKE);
    if (!isVerb && !COORDINATED.has(v.w(k))) return undefined;
    if (isVerb) {
      const neg = v.negatorBefore(k, 5);
      if (neg !== undefined) return neg;
    }
  }
  return undefined;
}

/** What may sit between "bring" and "up" when a step is kept from someone: "bring step 2 up", "bring this up". */
const BROUGHT = words('this it that step steps part parts');

/**
 * "No need to bring step 2 up with the person you are helping": the thing between "bring" and "up" is a
 * step or a pointer to one (a number, "this", or a named action), and the audience follows "up". Its
 * index, or undefined.
 */
function bringSplitUp(v: View, at: number): number | undefined {
  let up = -1;
  for (let k = at + 2; k <= at + 4 && k < v.n; k++) if (v.w(k) === 'up') up = k;
  if (up < 0) return undefined;
  let named = false;
  for (let k = at + 1; k < up; k++) {
    const t = v.toks[k];
    if (t?.kind === 'punct') return undefined;
    if (v.isWordIn(k, BROUGHT) || v.isWordIn(k, CONCEALED) || /^\d{1,3}$/.test(v.w(k))) named = true;
  }
  if (!named) return undefined;
  return v.near(up, 4, (j) => v.isWordIn(j, AUDIENCE), true, false);
}

/**
 * "Do not mention this step to the user": a pointer to a step (this, that step, step 2, the upload)
 * between the verb and "to"/"with" + the audience, which may then sit past the usual window. Its index.
 */
function stepKeptFrom(v: View, at: number): number | undefined {
  for (let k = at + 1; k <= at + 4 && k < v.n; k++) {
    const t = v.toks[k];
    if (t?.kind === 'punct') return undefined;
    const w = v.w(k);
    if (w === 'to' || w === 'with') return v.near(k, 3, (j) => v.isWordIn(j, AUDIENCE), true, false);
    // "Don't mention that step in your summary": what the user reads of the agent's work, when what is
    // kept out of it is a step (not "internal ticket numbers": a style rule).
    if ((w === 'in' || w === 'from') && namedStep(v, at + 1, k))
      return v.near(k, 2, (j) => v.isWordIn(j, USER_READS) && v.w(j - 1) !== 'the', true, false);
    const pointer = v.isWordIn(k, BROUGHT) || v.isWordIn(k, CONCEALED) || /^\d{1,3}$/.test(w) || w === 'the';
    if (t?.kind === 'word' && !pointer) return undefined;
  }
  return undefined;
}

const STAY = words('stay stays remain remains kept keep');

/**
 * "Routine bookkeeping – the transcript archive step – stays out of the summary you give the operator":
 * a step or an agent action (before the verb) kept out of what the user reads. The verb, or undefined.
 */
function stepKeptOutOfReply(v: View): number | undefined {
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
function actionNeedsNoMention(v: View, neg: number, at: number): number | undefined {
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
function pronounEnds(v: View, j: number): boolean {
  if (v.w(j) !== 'it' && v.w(j) !== 'there') return false;
  const next = v.toks[j + 1];
  return next === undefined || next.kind === 'punct';
}

/** What the user reads of the agent's work. */
const USER_READS = words('summary reply response answer recap report output');
/** A step, or an agent action that is one, among the words from..to: "that step", "step 2", "the upload". */
function namedStep(v: View, from: number, to: number): boolean {
  for (let k = from; k < to; k++)
    if (v.w(k) === 'step' || v.w(k) === 'steps' || v.isWordIn(k, CONCEALED)) return true;
  return false;
}

/**
 * After "don't tell the user": nothing, "anything", "about" + an action, or "that" + a clause naming
 * one — not a style rule ("do not tell users that something is easy").
 */
function aboutAnAction(v: View, aud: number): boolean {
  const next = v.w(aud + 1);
  const t = v.toks[aud + 1];
  if (
    !t ||
    t.kind === 'punct' ||
    next === 'anything' ||
    next === 'this' ||
    next === 'it' ||
    next === 'unless'
  )
    return true;
  // "… discuss it with the user or mention it in the summary": the list of telling verbs goes on.
  if ((next === 'or' || next === 'nor') && (v.isWordIn(aud + 2, TELL) || v.isWordIn(aud + 2, SHOW_LIKE)))
    return true;
  if (next === 'about' || next === 'of' || next === 'that' || next === 'what' || next === 'you') {
    for (let k = aud + 2; k < Math.min(v.n, aud + 8); k++) {
      if (v.isWordIn(k, CONCEALED) || v.isWordIn(k, STEALTH_VERBS) || v.isWordIn(k, DONE)) return true;
      // "that anything changed", "that it modified your files" — not "that the API changed".
      if (v.isWordIn(k, CHANGED))
        for (let m = aud + 2; m < k; m++) if (CHANGE_SUBJECT.has(v.w(m))) return true;
    }
  }
  return false;
}
const DONE = words('copied sent uploaded ran');
const CHANGED = words('changed modified altered edited rewrote rewritten touched');
/** Who or what changed something, in a concealment: the agent or an unnamed anything. */
const CHANGE_SUBJECT = new Set(['anything', 'something', 'you', 'it', 'this', 'we']);

const SHOWN = new Set(['what', 'whatever', 'anything', 'everything']);

/** What the agent tells the user at the end of a step or a run. */
const REPORTS = words(
  'summary summaries recap recaps reply replies response responses update updates handoff',
);
/** Words that stand for what the text just asked for ("do X. … leave it out of the summary"). */
const PRONOUNS = new Set(['it', 'this', 'that', 'them', 'these', 'those']);

/**
 * "Leave it out of the status update", "omit this from the recap": a pronoun, so the thing kept back is
 * what the text just asked for, kept out of what the agent reports. A named thing ("leave the stack traces
 * out of the summary") is a style rule; rules judge the pronoun's case by what comes before it.
 */
function leftOutOfReport(v: View, at: number): number | undefined {
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
const SETUP_WORDS = words('settings setting permission permissions config configuration allowlist');
function hasSetupWord(v: View, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (v.isWordIn(k, SETUP_WORDS) || v.isWordIn(k, CONCEALED)) return true;
  return false;
}

/** "what you show/tell/report (to) …", "out of anything you show the user": what the agent shows. */
function whatYouShow(v: View, i: number): number | undefined {
  return v.near(
    i,
    8,
    (j) => SHOWN.has(v.w(j)) && v.w(j + 1) === 'you' && v.isWordIn(j + 2, TELL),
    true,
    false,
  );
}

/** "there's no need to", "it is not necessary to": a negation that asks, not one that forbids. */
export function needless(v: View, neg: number): boolean {
  return (
    v.w(neg + 1) === 'need' ||
    v.w(neg + 1) === 'necessary' ||
    v.w(neg + 1) === 'reason' ||
    v.w(neg - 1) === 'need'
  );
}
