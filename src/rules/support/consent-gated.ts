/**
 * A command the text shows the user inside a confirmation it asks first ("ask the user once: > The official
 * installer runs: `curl … | bash` > Run it now? (y/N)"): the agent runs it only on the user's yes. Read
 * around the command's offsets in the file's text: a yes/no prompt right after it, or an ask of the user
 * just before it (the prompt's lead-in). Bounded windows, fixed expressions.
 */

const YES_NO = /\(y\/n\)|\[y\/n\]|\(yes\/no\)|\[yes\/no\]/i;
const ASK_USER =
  /\b(?:ask|asks|asking|prompt|confirm with)[ \t]{1,3}(?:the[ \t]{1,3})?user\b|\bwith[ \t]{1,3}the[ \t]{1,3}user'?s[ \t]{1,3}(?:consent|approval|permission)\b/i;

const AFTER = 300;
const BEFORE = 400;

export function askedFirst(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + AFTER);
  if (YES_NO.test(after)) return true;
  const before = text.slice(Math.max(0, start - BEFORE), start);
  return ASK_USER.test(before) && /\?/.test(after.split('\n\n', 1)[0] ?? '');
}
