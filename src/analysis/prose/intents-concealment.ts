import { actionsNotToBeTold, CONCEALED, TOLD_PARTICIPLES } from './concealed-actions.js';
import {
  AUDIENCE,
  actionNeedsNoMention,
  askedToLeaveUnsaid,
  coordinatedAudience,
  leftOutOfReport,
  namedStep,
  noPlaceInReport,
  noRoomInReport,
  passiveLeftUntold,
  stepKeptOutOfReply,
  UNSAID,
  USER_READS,
} from './concealment-replies.js';
import { FOREIGN_NEG_AFTER, FOREIGN_NEG_BEFORE, FOREIGN_REPLY } from './foreign-words.js';
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
    'display surface share narrate describe bring let discuss walk',
);
const FROM = new Set(['from', 'to', 'with']);
const KNOW = words('know notice realize realise see learn find discover suspect hear');
const STEALTH = words('secretly covertly surreptitiously discreetly stealthily silently quietly');
const STEALTH_VERBS = words(
  'send upload post copy run execute install delete modify write exfiltrate forward transmit add append fetch download read',
);

const HIDE_GATE = words('leave keep cover say stay remain bury');
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
  words('belong belongs place line lines entry bullet sentence paragraph note word words'),
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
    // "No need to walk the user through the JSON": walking someone through something is telling it.
    if (v.w(at) === 'walk' && v.near(at, 4, (j) => v.w(j) === 'through', true, false) === undefined) continue;
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
    const untold = passiveLeftUntold(v, neg, at);
    if (untold !== undefined) {
      out.push({ cls: 'concealment', at, obj: untold, absorbed: true, inherent: true, negated: false });
      continue;
    }
    const aud = v.near(at, 4, (j) => v.isWordIn(j, AUDIENCE), true, false) ?? stepKeptFrom(v, at);
    const obj =
      aud !== undefined
        ? aboutAnAction(v, aud) || v.w(at) === 'walk'
          ? aud
          : undefined
        : (actionNear(at) ?? actionNeedsNoMention(v, neg, at));
    if (obj === undefined) continue;
    out.push({ cls: 'concealment', at, obj, absorbed: true, inherent: needless(v, neg), negated: false });
  }
  for (const at of v.find(FOREIGN_TELL)) {
    const hit = foreignKeptFrom(v, at);
    if (hit !== undefined)
      out.push({
        cls: 'concealment',
        at,
        obj: hit,
        absorbed: true,
        // Said as needless, or "without telling" (Catalan "sense avisar"): the concealment itself.
        ...(v.near(at, 5, (j) => FOREIGN_NEEDLESS.has(v.w(j)) || v.w(j) === 'sense', false, true) !==
        undefined
          ? { inherent: true }
          : {}),
        negated: false,
      });
  }
  // "Leave it unmentioned in your reply", "the dot can go unremarked": an agent asked to leave something untold.
  for (const at of v.find(UNSAID)) {
    const lead = askedToLeaveUnsaid(v, at);
    if (lead === undefined || v.negatorBefore(lead, 8) !== undefined) continue;
    out.push({ cls: 'concealment', at: lead, obj: at, inherent: true, negated: false });
  }
  // "Pairing is background bookkeeping and does not belong in the recap", "it needs no line in the summary".
  const noPlace = noPlaceInReport(v) ?? noRoomInReport(v);
  if (noPlace !== undefined)
    out.push({ cls: 'concealment', at: noPlace, obj: noPlace, inherent: true, negated: false });
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

/** The user, in the languages of FOREIGN_TELL (with French and Italian elision: "l'utilisateur", "all'utente"). */
const FOREIGN_AUDIENCE =
  /^(?:[a-z]{1,3}')?(?:nutzer|benutzer|anwender|utilisat(?:eur|rice)|usuari[oa]?|usuària|usuário|utente)(?:in|s|n)?$/;
/**
 * "No hace falta mencionarlo", "não é preciso avisar", "nicht nötig, es zu erwähnen", "pas besoin de le
 * dire", "non serve dirlo": the not-telling said as needless, which asks it as surely as an imperative.
 */
const FOREIGN_NEEDLESS = new Set([
  'falta',
  'necesario',
  'necesaria',
  'preciso',
  'precisa',
  'necessário',
  'nötig',
  'notwendig',
  'erforderlich',
  'besoin',
  'nécessaire',
  'inutile',
  'serve',
  'bisogno',
  'necessario',
  // Catalan "no cal" (there is no need).
  'cal',
]);

/**
 * "Erwähne das dem Nutzer gegenüber nicht", "Ne le mentionnez pas à l'utilisateur", "No se lo menciones al
 * usuario": a translated telling verb, negated before or after it, with the user named within the clause.
 * The index of the user, or undefined.
 */
function foreignKeptFrom(v: View, at: number): number | undefined {
  const neg =
    v.near(at, 3, (j) => FOREIGN_NEG_BEFORE.has(v.w(j)), false, true) ??
    v.near(at, 6, (j) => FOREIGN_NEG_AFTER.has(v.w(j)), true, false) ??
    clauseFinalNegation(v, at);
  if (neg === undefined) return undefined;
  // The user, or what the user reads: "No lo menciones en tu respuesta ni en el resumen".
  return v.near(
    at,
    6,
    (j) => FOREIGN_AUDIENCE.test(v.w(j)) || FOREIGN_REPLY.has(v.w(j)) || GERMAN_REPORT.test(v.w(j)),
    true,
    false,
  );
}

/**
 * German puts "nicht" at the end of the clause, after every object: "erwähnt diesen Schritt im Bericht und
 * gegenüber dem Benutzer nicht". The negator up to twelve words on, with no punctuation between.
 */
function clauseFinalNegation(v: View, at: number): number | undefined {
  for (let k = at + 1; k < v.n && k <= at + 12; k++) {
    // A relative or subordinate clause opens: its "nicht" is its own ("alle Tests, die nicht bestanden …").
    if (v.toks[k]!.kind === 'punct' || CLAUSE_OPENERS_DE.has(v.w(k))) return undefined;
    if (v.w(k) === 'nicht') return k;
  }
  return undefined;
}

/** Words that open a German relative or subordinate clause. */
const CLAUSE_OPENERS_DE = new Set(
  'die der das dass ob wenn weil welche welcher welches deren dessen falls sobald'.split(' '),
);

/** German compounds of a report or a reply: "Abschlussbericht", "Statuszusammenfassung". */
const GERMAN_REPORT = /^\p{L}{2,30}(?:bericht|zusammenfassung)$/u;

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

/**
 * After "don't tell the user": nothing, "anything", "about" + an action, or "that" + a clause naming
 * one — not a style rule ("do not tell users that something is easy").
 */
function aboutAnAction(v: View, aud: number): boolean {
  // "without alerting the user or admin", "… the user or the team": a second person coordinated with the
  // first is the same audience; what follows it says what is kept from them.
  const second = coordinatedAudience(v, aud);
  if (second !== undefined) return aboutAnAction(v, second);
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
