/**
 * What a "don't tell the user …" keeps back (prompt-injection's concealment reading): concealment needs a
 * party kept unaware of an act that matters to them. "Don't tell user the specific cron command", right
 * after the reply that confirms the reminder to the user ("OK, will remind you in X minutes"), leaves a
 * detail of the act — its syntax — out of a reply that reports the act: reply style. "Don't tell the user
 * that the token was uploaded" or "… the command you ran" keeps the act itself from them. Pure and bounded.
 */

/** A detail of how something is done, as the object of the telling verb. */
const DETAIL =
  /^[ \t*_]{0,4}(?:(?:the|any|its|their|this|that|these|those)[ \t]{1,4})?(?:(?:specific|exact|actual|raw|full|underlying|internal|technical|precise|literal|generated|complete)[ \t]{1,4}){0,2}(?:cron(?:[ \t]{1,4}(?:command|expression|syntax|string|line|entry))?|commands?|syntax|expressions?|implementation(?:[ \t]{1,4}details)?|details|code|json|ids?|identifiers?|paths?|flags|parameters|arguments|format|regex(?:es)?|sql|quer(?:y|ies)|tool[ \t]{1,4}names?|file[ \t]{1,4}names?|internals)(?![\w-])/i;
/** An act of the agent's named in what is kept back: "… the command you ran", "… that the key was sent". */
const ACT =
  /\b(?:upload\w*|sen[dt]s?|sending|post(?:s|ed|ing)?|install\w*|wrote|ran|delet\w*|remov\w*|chang\w*|modif\w*|shar\w*|sav(?:ed|ing)|stor(?:ed|ing)|cop(?:ied|ying)|push\w*|download\w*|collect\w*|record\w*|execut\w*|access\w*|read|leak\w*|exfiltrat\w*|forward\w*|token|key|secret|password|credential\w*)\b/i;
/** The act reported to the user: a reply or confirmation above the phrase. */
const CONFIRMS =
  /\b(?:reply|replies|respond|answer|confirm\w*|acknowledg\w*|notify|inform)\b[^\n]{0,60}\b(?:user|them)\b|\bconfirmation\b|回复|回覆|确认|確認|告知|返信|bestätig\w*|confirme\w*|confirma\w*/i;
const LOOK_BACK_LINES = 8;

/**
 * The telling phrase ending at `end` keeps back only a detail (a command's syntax, its ids), with no act of
 * the agent's named, while the lines just above (or the section's heading there) have the agent reply to the
 * user to confirm what it did.
 */
export function detailLeftOutOfConfirmation(text: string, start: number, end: number): boolean {
  const nl = text.indexOf('\n', end);
  const rest = text.slice(end, Math.min(nl < 0 ? text.length : nl, end + 200));
  const clause = rest.split(/[.;!?。；]/, 1)[0] ?? '';
  const detail = DETAIL.exec(clause);
  if (!detail || ACT.test(clause.slice(detail[0].length))) return false;
  let from = text.lastIndexOf('\n', start - 1);
  for (let k = 0; k < LOOK_BACK_LINES && from > 0; k++) from = text.lastIndexOf('\n', from - 1);
  return CONFIRMS.test(text.slice(Math.max(0, from), start));
}
