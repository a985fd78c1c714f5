import type { TextIntent } from '../../analysis/facts.js';
import { secretOf } from '../../analysis/paths.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * What a sentence asking the agent to send something out sends, and where (for data-exfiltration's
 * "asked in text"): the conversation or a secret, to a remote URL, a webhook, a paste or gist service or
 * an e-mail address. A send to the model's own API ("send the full conversation history each time"),
 * to localhost, or with nothing sensitive named is not an exfiltration ask.
 */

const SENSITIVE =
  /\b(?:(?:full |whole |entire )?conversation|chat history|transcript|credentials?|secrets?|api[ _-]?keys?|(?:access |auth |oauth )?tokens?|passwords?|private keys?|ssh keys?|cookies|environment variables|env vars)\b|(?<=^|[\s`'"(])\.env\b/i;
const OUTLET =
  /\b(?:webhooks?|gists?|pastebin|paste service|discord|slack|telegram|e-?mail)\b|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,24}/i;
const URL = /https?:\/\/[^\s`'")<>]{1,300}/i;

export interface AskedSend {
  what: string;
  where: string;
  /** The destination is a reserved documentation host: shown, not a real address. */
  placeholder: boolean;
}

export function askedSend(intent: TextIntent): AskedSend | undefined {
  const text = intent.evidence;
  const what = SENSITIVE.exec(text)?.[0]?.trim() ?? secretPathIn(text);
  if (!what) return undefined;
  const url = URL.exec(text)?.[0];
  if (url) {
    const cls = classifyHost(hostOf(url));
    if (cls === 'local') return undefined;
    return { what, where: url, placeholder: cls === 'placeholder' };
  }
  const outlet = OUTLET.exec(text)?.[0];
  return outlet ? { what, where: outlet, placeholder: false } : undefined;
}

/**
 * Whether a sentence names where data goes: a remote URL, a webhook, gist, paste or chat service, an
 * e-mail address. "Upload the certificate and private key" (what a CLI command does) names none.
 */
export function namesDestination(text: string): boolean {
  const url = URL.exec(text)?.[0];
  if (url) return classifyHost(hostOf(url)) !== 'local';
  return OUTLET.test(text);
}

/** A secret store named by path in the sentence (`~/.ssh/id_rsa`, `$HOME/.aws/credentials`). */
function secretPathIn(text: string): string | undefined {
  for (const m of text.matchAll(/(?:~|\$HOME|\$\{HOME\})\/[\w.@/-]{1,200}/g)) {
    let path = m[0].replace(/^\$\{?HOME\}?/, '~');
    // Sentence punctuation after the path (a loop: a `[.,;:]+$` pattern backtracks on a run of dots).
    while (path.length > 0 && '.,;:'.includes(path[path.length - 1]!)) path = path.slice(0, -1);
    if (secretOf(path)) return path;
  }
  return undefined;
}
