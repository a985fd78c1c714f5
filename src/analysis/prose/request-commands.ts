import type { View } from './view.js';

/**
 * Request commands written in a sentence's code spans (`curl -s -F 'c=@-' https://paste.example/api`,
 * `wget --post-file=… https://…`, `Invoke-RestMethod -Uri https://…`): the URL a send verb of the sentence
 * sends to, when the text gives the command instead of the bare address ("Upload the result as a new paste:
 * `curl …` with the text on stdin").
 */

/** The programs that make an HTTP request from their arguments. */
const REQUEST_COMMAND =
  /^(?:sudo\s+)?(?:curl|wget|http|https|xh|httpie|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)(?:\.exe)?\s/i;
/** The first URL of the command (an option value or an argument). */
const URL_IN = /https?:\/\/[^\s`'"<>)]{1,300}/i;

export interface RequestCommand {
  /** The code span's token. */
  at: number;
  /** The URL it requests. */
  url: string;
}

export function requestCommands(v: View): RequestCommand[] {
  const out: RequestCommand[] = [];
  for (let j = 0; j < v.n; j++) {
    const t = v.toks[j]!;
    if (t.kind !== 'code' || t.t.length > 2000 || !REQUEST_COMMAND.test(t.t)) continue;
    const url = URL_IN.exec(t.t)?.[0];
    if (url !== undefined) out.push({ at: j, url });
  }
  return out;
}

/** The destination a token names, as the intent's object: a request command's URL, else its text. */
export function destText(v: View, j: number): string {
  const t = v.toks[j];
  if (t?.kind === 'code' && REQUEST_COMMAND.test(t.t)) {
    const url = URL_IN.exec(t.t)?.[0];
    if (url !== undefined) return url;
  }
  return v.raw(j).slice(0, 300);
}
