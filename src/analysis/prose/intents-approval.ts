import { claimedConsent } from '../consent-claims.js';
import { needless } from './intents-concealment.js';
import type { ClassHit } from './intents-control.js';
import { rejected } from './intents-permission.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * Pre-approval: text that lets the agent act without asking — treat calls as approved, skip or disable
 * permission prompts, proceed "without asking", "no need to ask for confirmation", assume consent, or run
 * with an approval-bypass flag. A negation before "without asking" forbids it ("never … without asking").
 */

// ---- pre-approval ---------------------------------------------------------------------------------

const APPROVED = words(
  'pre-approved preapproved approved authorized authorised allowed permitted whitelisted allowlisted sanctioned consented cleared',
);
const TREAT = words('treat consider regard assume deem count view');
const ASK = words('ask confirm check wait prompt request seek get obtain pause stop');
const PERMISSION = words(
  'permission permissions confirmation confirmations approval approvals consent authorization authorisation sign-off signoff go-ahead',
);
const SKIP = words('skip bypass disable suppress circumvent dismiss auto-accept');
const ACTION_NOUN = words(
  'call calls command commands request requests action actions operation operations change changes edit edits tool tools everything step steps deletion deletions write writes',
);
const ACTION_VERBS = words(
  'run execute proceed continue delete remove install push commit deploy send upload modify overwrite apply change edit write go merge publish release drop force reset perform carry make',
);
const APPROVE_VERBS = words('approve accept allow grant authorize authorise auto-approve autoapprove');
const APPROVAL_AFTER = words('approve confirm consent agree allow authorize authorise sign');
const WITHOUT_WHAT = words(
  'asking confirmation approval permission consent checking confirming prompting waiting review reviewing',
);
const ASSUME = words('assume presume');
const CONSENTED = words('consented agreed approved');
const FLAGS = ['dangerously-skip-permissions', 'bypasspermissions', 'dangerously-bypass-approvals', '--yolo'];

export function preApproval(v: View): ClassHit[] {
  const out: ClassHit[] = [];
  flagHits(v, out);
  if (v.opens(GRANT_TRIGGERS)) grantHits(v, out);
  if (!v.opens(PRE_APPROVAL_TRIGGERS)) return out;
  for (const at of v.find(TREAT)) {
    const adj = v.near(at, 7, (j) => v.isWordIn(j, APPROVED), true, false);
    if (adj !== undefined) out.push({ cls: 'pre-approval', at, obj: adj, negated: v.negated(at) });
  }
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (PRE_GRANTED.has(w) || (v.isWordIn(i, APPROVED) && v.w(i - 1) === 'already')) {
      // "the commands are pre-approved"; "the operator has pre-authorised every command" names them after.
      const after =
        v.w(i - 1) === 'has' ||
        v.w(i - 1) === 'have' ||
        (v.w(i - 1) === 'already' && /^(?:has|have|had)$/.test(v.w(i - 2)));
      const subj = v.near(i, 6, (j) => v.isWordIn(j, ACTION_NOUN), after, true);
      if (subj !== undefined)
        out.push({ cls: 'pre-approval', at: i, obj: subj, inherent: true, negated: v.negated(i, 3) });
    }
  }
  for (const at of v.find(APPROVE_VERBS)) {
    const det = v.near(at, 3, (j) => ['all', 'every', 'any', 'each'].includes(v.w(j)), true, false);
    const obj =
      det !== undefined
        ? v.near(det, 3, (j) => v.isWordIn(j, ACTION_NOUN) && !v.punctBetween(det, j), true, false)
        : undefined;
    if (obj !== undefined || (v.w(at).startsWith('auto') && at === 0))
      out.push({ cls: 'pre-approval', at, ...(obj !== undefined ? { obj } : {}), negated: v.negated(at) });
  }
  for (const at of v.find(SKIP)) {
    const obj = v.near(at, 4, (j) => v.isWordIn(j, PERMISSION), true, false);
    // "disable the approval bypass" turns the check back on; "disabled, and permission states" is a list.
    if (obj === undefined || v.punctBetween(at, obj) || NOT_A_CHECK.has(v.w(obj + 1))) continue;
    out.push({ cls: 'pre-approval', at, obj, negated: v.negated(at) });
  }
  for (let i = 0; i < v.n; i++) {
    if (v.w(i) !== 'without' || (!v.isWordIn(i + 1, WITHOUT_WHAT) && !pausingToAsk(v, i + 1))) continue;
    const act = v.near(i, 10, (j) => v.isWordIn(j, ACTION_VERBS), false, true);
    if (act === undefined) continue;
    // "do not dispatch a fix … without asking": a negation anywhere before "without" forbids it.
    const negated = v.negated(act, 4) || v.negatorBefore(i, 12) !== undefined;
    out.push({ cls: 'pre-approval', at: act, obj: i + 1, absorbed: true, negated });
  }
  for (const at of v.find(ASK)) {
    const neg = v.negatorBefore(at, 5);
    if (neg === undefined) continue;
    // "don't ask for confirmation"; "you do not need to ask the user before running them".
    // "no need to confirm with the user", "you need not check back with the operator".
    const obj =
      v.near(at, 6, (j) => v.isWordIn(j, PERMISSION) || v.isWordIn(j, APPROVAL_AFTER), true, false) ??
      v.near(at, 6, (j) => v.w(j) === 'before' && v.isWordIn(j + 1, ACTION_VERBS), true, false) ??
      v.near(at, 4, (j) => v.w(j - 1) !== 'to' && ASKED.has(v.w(j)) && withWhom(v, at, j), true, false);
    if (obj === undefined) continue;
    out.push({ cls: 'pre-approval', at, obj, absorbed: true, inherent: needless(v, neg), negated: false });
  }
  // "carry them straight through rather than stopping for a go-ahead", "instead of waiting for approval".
  for (const at of v.find(INSTEAD)) {
    const stop = insteadOfAsking(v, at);
    if (stop === undefined) continue;
    const act = v.near(at, 10, (j) => v.isWordIn(j, ACTION_VERBS), false, true);
    if (act === undefined) continue;
    out.push({ cls: 'pre-approval', at: act, obj: stop, absorbed: true, negated: v.negated(act, 4) });
  }
  for (const at of v.find(ASSUME)) {
    const obj = v.near(at, 7, (j) => v.isWordIn(j, CONSENTED), true, false);
    if (obj !== undefined) out.push({ cls: 'pre-approval', at, obj, inherent: true, negated: v.negated(at) });
  }
  return out;
}

/**
 * "The user already approved automatic session sync when they onboarded", "you have standing approval":
 * consent the text states instead of the user giving it (src/analysis/consent-claims.ts). Reported as acting
 * unasked where the same sentence asks for something risky (rules/support/hidden-risks.ts).
 */
export function claimedApproval(text: string, v: View): ClassHit[] {
  const claim = claimedConsent(text);
  if (!claim) return [];
  const at = v.toks.findIndex((t) => t.at >= claim.start);
  if (at < 0) return [];
  return [{ cls: 'pre-approval', at, obj: at, inherent: true, negated: false }];
}

const WITHOUT = words('without');
/** Whom a check is made with: "confirm with the user", "ask the operator". */
const ASKED = new Set(['user', 'users', 'operator', 'operators', 'human', 'humans', 'owner', 'maintainer']);

/**
 * "confirm with the user", "check back with the operator", "check them with the user": the person the
 * check is made with, right after the verb (and what is checked, a pronoun) and `with` ("ask the user to
 * open it", "ask the user for a key" ask for something else).
 */
function withWhom(v: View, at: number, j: number): boolean {
  const between = v.toks.slice(at + 1, j).map((t) => t.t.toLowerCase());
  return between.includes('with') && between.every((w) => CHECK_FILLERS.has(w));
}
const CHECK_FILLERS = new Set([
  'with',
  'back',
  'the',
  'your',
  'them',
  'it',
  'this',
  'these',
  'those',
  'each',
  'first',
]);
const INSTEAD = words('rather instead');
const HALT = words('stopping pausing waiting asking checking halting');

/**
 * "rather than stopping for a go-ahead", "instead of waiting for confirmation at each one": the index of
 * the check given up, or undefined.
 */
function insteadOfAsking(v: View, at: number): number | undefined {
  const link = v.w(at) === 'rather' ? 'than' : 'of';
  if (v.w(at + 1) !== link || !v.isWordIn(at + 2, HALT)) return undefined;
  return v.near(at + 2, 4, (j) => v.isWordIn(j, PERMISSION), true, false);
}
const PAUSE = words('pausing stopping halting breaking');
const TO_ASK = words('ask confirm check');

/** "without pausing to ask", "without stopping to confirm": the check named through the pause before it. */
function pausingToAsk(v: View, i: number): boolean {
  return v.isWordIn(i, PAUSE) && v.w(i + 1) === 'to' && v.isWordIn(i + 2, TO_ASK);
}
const PRE_GRANTED = words(
  'pre-approved preapproved auto-approved pre-authorised pre-authorized preauthorised preauthorized pre-cleared',
);
const NOT_A_CHECK = new Set(['bypass', 'flag', 'rule', 'mode', 'state', 'states']);

function flagHits(v: View, out: ClassHit[]): void {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    if (t.kind !== 'code' && t.kind !== 'path' && !(t.kind === 'word' && t.t.includes('-'))) continue;
    const low = t.t.toLowerCase();
    // "prefer `dontAsk` over `bypassPermissions`": the flag named as the option turned down is not asked for.
    if (FLAGS.some((f) => low.includes(f)))
      out.push({
        cls: 'pre-approval',
        at: i,
        obj: i,
        object: t.t.slice(0, 200),
        negated: v.negated(i) || rejected(v, i),
      });
  }
}

// ---- unrestricted allow rules -----------------------------------------------------------------------

/** A tool written as an allow rule that grants all of it: `Bash`, `Bash(*)`, `Bash(:*)`, `WebFetch`. */
const GRANT_TOOL =
  /^(?:bash|shell|powershell|webfetch|write|edit|multiedit)(?:\(\s*\*{0,2}\s*(?::\s*\*)?\s*\))?$/i;
/** Prose names of tools that read as a rule only when quoted or followed by `(*)` (star dropped by the tokenizer). */
const GRANT_WORDS = new Set(['bash', 'powershell']);
const ALLOW_LIST = words(
  'allow allowlist allow-list allowedtools allowed-tools permissions permission whitelist auto-approve autoapprove',
);
const GRANT_VERBS = words('add put insert append include grant give set list');

/**
 * "Add "Bash(*)" to permissions.allow", "put `Bash` in the allowedTools list": the text asks the agent to
 * write an unrestricted allow rule, which approves every later command of that tool. A scoped rule
 * (`Bash(npm test:*)`) is how permissions are meant to be used and is not matched.
 */
function grantHits(v: View, out: ClassHit[]): void {
  for (let i = 0; i < v.n; i++) {
    if (!isGrantTool(v, i)) continue;
    const verb = v.near(i, 6, (j) => v.isWordIn(j, GRANT_VERBS), false, true);
    if (verb === undefined) continue;
    if (v.near(i, 10, (j) => v.isWordIn(j, ALLOW_LIST), true, false) === undefined) continue;
    out.push({
      cls: 'pre-approval',
      at: verb,
      obj: i,
      object: v.raw(i).slice(0, 100),
      negated: v.negated(verb),
    });
    return;
  }
}

function isGrantTool(v: View, i: number): boolean {
  const t = v.toks[i]!;
  if (t.kind === 'code' || t.kind === 'path') return GRANT_TOOL.test(t.t);
  if (t.kind !== 'word' || !GRANT_WORDS.has(t.t)) return false;
  const parens = v.toks[i + 1]?.t === '(' && v.toks[i + 2]?.t === ')';
  const after = v.toks[parens ? i + 3 : i + 1];
  return parens || (v.toks[i - 1]?.kind === 'quote' && after?.kind === 'quote') || bareToolName(v, i);
}

/**
 * "the plain Bash tool name … just the name, with nothing in brackets after it": the tool named in words,
 * with its scope said to be empty — the unrestricted rule described instead of written.
 */
function bareToolName(v: View, i: number): boolean {
  if (v.w(i + 1) !== 'tool' && v.w(i + 1) !== 'name') return false;
  const emptyScope = (j: number) =>
    BARE.has(v.w(j)) ||
    (v.w(j) === 'nothing' && v.w(j + 1) === 'in') ||
    ((v.w(j) === 'no' || v.w(j) === 'without') && BRACKETS.has(v.w(j + 1)));
  return v.near(i, 16, emptyScope, true, true) !== undefined;
}
const BARE = words('plain bare unscoped unrestricted');
const BRACKETS = words('brackets parentheses parens pattern scope');

const GRANT_TRIGGERS = gate(ALLOW_LIST);

/** Trigger words without which the recognisers above cannot match: one bit test per sentence (prose/view.ts). */
const PRE_APPROVAL_TRIGGERS = gate(
  TREAT,
  APPROVED,
  APPROVE_VERBS,
  SKIP,
  WITHOUT,
  ASK,
  ASSUME,
  PRE_GRANTED,
  INSTEAD,
);
