import { claimedConsent } from '../../analysis/consent-claims.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import type { LineMap } from '../../analysis/lines.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';

/**
 * A vendor's installer the text asks the user about before it runs (rules/remote-code-execution.md): "ask
 * the user once: > Archcore CLI not found. The official installer runs: ```curl … | bash``` Run it now?
 * (y/N)", "only after the user confirms", "with the user's permission". The user sees the command and
 * says yes to it, so the run is theirs: low. A yes the text claims was given earlier ("the user already
 * approved this installer at onboarding", src/analysis/consent-claims.ts) is no question asked. Only for a vendor's or the tool's own installer (the rule's
 * ties) — a stranger's host stays graded by its host, since a yes to a command nobody can judge protects
 * no one — and never in a hook, which nobody is asked about. "Without asking" is no gate.
 */

/** Lines above the run, and below it (the question after a quoted block), read for the gate. */
const ABOVE = 12;
const BELOW = 4;

/** A question the user answers (`(y/N)`), or the user's permission named: a gate by itself. */
const GATE = [
  /\((?:y\/n|yes\/no)\)|\[(?:y\/n|yes\/no)\]/i,
  /\bwith the user'?s (?:permission|approval|consent|confirmation)\b/i,
  /\b(?:only )?(?:if|after|once|when) the user (?:agrees|approves|confirms|accepts|says yes|answers yes)\b/i,
];
/** Asking the user is a gate when the same line is about the install ("ask the user before running it"). */
const ASK =
  /\bask (?:the user|them)\b|\bconfirm with the user\b|\bpregunta al usuario\b|\bfrag(?:e|en sie) den (?:nutzer|benutzer)\b|\bdemandez? à l'utilisateur\b/i;
const ABOUT_RUN = /\b(?:install|installer|run|running|execute|proceed|command|script)\b/i;
const UNGATED =
  /\bwithout (?:asking|confirmation|prompting|permission)\b|\b(?:do not|don't|never) ask\b|\bno (?:need to|confirmation)\b/i;

export async function askedFirst(ctx: RuleContext, loc: Located<BehaviourOf<'execute'>>): Promise<boolean> {
  if (loc.unit.placement === 'auto' || loc.unit.member !== undefined) return false;
  const file = await ctx.model.files.text(loc.path);
  return file ? gatedAtLine(file.lines, loc.b.at.startLine) : false;
}

/**
 * Whether the lines around `line` ask the user before the command there runs: the same reading for an
 * installer's run (above) and for the install an authority claim steers to (authority-claim.ts).
 */
export function gatedAtLine(
  lines: Pick<LineMap, 'lineCount' | 'lineText'>,
  line: number,
  about: RegExp = ABOUT_RUN,
): boolean {
  let gated = false;
  for (let n = Math.max(1, line - ABOVE); n <= Math.min(lines.lineCount, line + BELOW); n++) {
    const text = lines.lineText(n).slice(0, 2_000);
    // "The user already approved this at onboarding": consent the text states is no question asked.
    if (UNGATED.test(text) || claimedConsent(text)) return false;
    if (GATE.some((re) => re.test(text)) || (ASK.test(text) && about.test(text))) gated = true;
  }
  return gated;
}
