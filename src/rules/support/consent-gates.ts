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

/**
 * A step that runs on the user's yes, said by its heading or its lead: "## Step 6: On approval", "4. On
 * confirmation, run …", "3. Only after the user answers with numbers, …", "For each approved candidate:",
 * "Tras la aprobación del usuario", "Nach der Freigabe". What follows in that step is the user's choice, made
 * with the candidates in front of them (src/rules/support/approved-writes.ts lowers the writes it holds).
 */
const APPROVED_STEP: readonly RegExp[] = [
  /\b(?:on|upon|after|once|following|with)[ \t]+(?:the[ \t]+user['’]?s?[ \t]+|their[ \t]+|your[ \t]+)?(?:approval|confirmation|consent|sign-?off|go-?ahead)\b/i,
  /\b(?:if|when|once|after|only[ \t]+(?:if|when|after|once))[ \t]+(?:the[ \t]+user|they)[ \t]+(?:has[ \t]+|have[ \t]+)?(?:approves?|approved|confirms?|confirmed|agrees?|agreed|accepts?|accepted|answers?|answered|replies|replied|says?[ \t]+yes|said[ \t]+yes|picks?|picked|chooses?|chose|selects?|selected)\b/i,
  /\b(?:each|every|the)[ \t]+(?:approved|confirmed|accepted|selected|chosen)[ \t]+(?:candidate|item|note|entry|change|rule|principle|lesson|memory|memories)/i,
  /\b(?:tras|después[ \t]+de|con)[ \t]+(?:la[ \t]+)?(?:aprobación|confirmación)\b|\bsi[ \t]+el[ \t]+usuario[ \t]+(?:aprueba|confirma|acepta)\b/i,
  /\b(?:após|depois[ \t]+da|com[ \t]+a)[ \t]+(?:a[ \t]+)?(?:aprovação|confirmação)|\bse[ \t]+o[ \t]+usuário[ \t]+(?:aprovar|confirmar|aceitar)\b/i,
  /\baprès[ \t]+(?:sa[ \t]+|la[ \t]+|votre[ \t]+)?(?:validation|approbation|confirmation)\b|\bsi[ \t]+l['’]utilisateur[ \t]+(?:approuve|confirme|accepte)\b/i,
  /\bnach[ \t]+(?:der[ \t]+|seiner[ \t]+|ihrer[ \t]+)?(?:Bestätigung|Freigabe|Zustimmung)|\bwenn[ \t]+der[ \t]+(?:Nutzer|Benutzer)[ \t]+(?:zustimmt|bestätigt)\b/i,
];
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]/;
const ITEM = /^[ \t]{0,8}(?:\d{1,3}[.)]|[-*+])[ \t]/;
const FENCE = /^[ \t]{0,8}(?:```|~~~)/;

/** The heading, list item and lead paragraph that `line` sits under (fenced blocks skipped). */
function stepOf(lines: Pick<LineMap, 'lineCount' | 'lineText'>, line: number): string[] {
  let fenced = false;
  let heading = '';
  let item = '';
  let lead: string[] = [];
  let start = 1;
  // A front matter block is no step: `allowed-tools: Bash(python3 …)` names the script without running it.
  if (lines.lineText(1).trim() === '---')
    for (let n = 2; n <= Math.min(lines.lineCount, 200); n++)
      if (lines.lineText(n).trim() === '---') {
        start = n + 1;
        break;
      }
  // The line itself may open the step ("4. On confirmation, run `sync.sh --apply`").
  for (let n = start; n <= line && n <= lines.lineCount; n++) {
    const text = lines.lineText(n).slice(0, 500);
    if (FENCE.test(text)) fenced = !fenced;
    else if (fenced) continue;
    else if (HEADING.test(text)) [heading, item, lead] = [text, '', []];
    else if (ITEM.test(text)) item = text;
    else if (item === '' && text.trim() !== '') lead.push(text);
  }
  if (line < start) return [];
  return [heading, item, lead.slice(-3).join(' ')];
}

/** The line sits in a step that runs on the user's approval, and no part of the step says to act unasked. */
export function approvedStepAt(lines: Pick<LineMap, 'lineCount' | 'lineText'>, line: number): boolean {
  const step = stepOf(lines, line);
  if (step.some((t) => UNGATED.test(t) || claimedConsent(t))) return false;
  return step.some((t) => APPROVED_STEP.some((re) => re.test(t)));
}
