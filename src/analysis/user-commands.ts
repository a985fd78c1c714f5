/**
 * Whether a command written at an offset of Markdown is one the text leaves to the user: "ask the user
 * to set up the dotfiles (`make install`)", "the user can also run `make install`". The agent relays such
 * a command; it does not run it, so the tool configuration it names (a Makefile) is not code the skill
 * runs. A command earlier in the sentence than the address ("run `make install`, then tell the user"), one
 * after a turn back to the agent ("tell the user to wait, then run …", "…; run …"), or one the agent runs
 * for the user ("… yourself", "for them", "on their behalf") stays the agent's.
 */

/** The sentence so far: cut at a sentence end, a blank line or a list item's start. */
const SENTENCE_BREAK = /[.!?](?=\s)|\n[ \t]*\n|\n[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]/g;

/** The text addresses the user as the one who acts, before the command. */
const TO_THE_USER =
  /\b(?:(?:tell|ask|instruct|advise|remind|direct|prompt|invite|request|get)s?[ \t\n]{1,4}(?:the[ \t\n]{1,4}|your[ \t\n]{1,4})?(?:user|human|operator)[ \t\n]{1,4}to|have[ \t\n]{1,4}the[ \t\n]{1,4}user|suggest(?:s|ing)?[ \t\n]{1,4}(?:that[ \t\n]{1,4})?the[ \t\n]{1,4}user|the[ \t\n]{1,4}user[ \t\n]{1,4}(?:should|must|can|may|needs?[ \t\n]{1,4}to|has[ \t\n]{1,4}to))\b/gi;

/** Words that hand the action back to the agent between the address and the command, or after it. */
const BACK_TO_AGENT =
  /;|\bthen\b|\byourself\b|\bfor[ \t\n]{1,4}(?:them|the[ \t\n]{1,4}user)\b|\bon[ \t\n]{1,4}(?:their|the[ \t\n]{1,4}user's)[ \t\n]{1,4}behalf\b/i;

const WINDOW = 400;

export function leftToTheUser(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - WINDOW);
  const before = text.slice(from, start);
  let cut = 0;
  for (const m of before.matchAll(SENTENCE_BREAK)) cut = m.index + m[0].length;
  const sentence = before.slice(cut);
  let last: RegExpExecArray | undefined;
  for (const m of sentence.matchAll(TO_THE_USER)) last = m;
  if (!last) return false;
  if (BACK_TO_AGENT.test(sentence.slice(last.index + last[0].length))) return false;
  const after = text.slice(end, end + WINDOW);
  let stop = after.length;
  for (const m of after.matchAll(SENTENCE_BREAK)) {
    stop = m.index;
    break;
  }
  return !BACK_TO_AGENT.test(after.slice(0, stop));
}
