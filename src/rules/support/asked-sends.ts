import { isForgeTemplatePath } from '../../analysis/doc-kinds.js';
import type { TextIntent, Value } from '../../analysis/facts.js';
import { classifyHost as endpointClass } from '../../analysis/hosts.js';
import { secretOf } from '../../analysis/paths.js';
import { slotName } from '../../analysis/secret-names.js';
import { isAsked } from './intents.js';
import { classifyHost, hostOf } from './package-hosts.js';
import { foreignSecret } from './service-ties.js';

/**
 * What a sentence asking the agent to send something out sends, and where (for data-exfiltration's
 * "asked in text"): the conversation or a secret, to a remote URL, a webhook, a paste or gist service or
 * an e-mail address. A send to the model's own API ("send the full conversation history each time"),
 * to localhost, or with nothing sensitive named is not an exfiltration ask.
 */

const SENSITIVE =
  /\b(?:(?:full |whole |entire )?conversation|chat history|transcript|credentials?|secrets?|api[ _-]?keys?|(?:access |auth |oauth )?tokens?|passwords?|private keys?|ssh keys?|cookies|environment variables|env vars)\b|(?<=^|[\s`'"(])\.env\b/i;
/**
 * The whole environment, named by the command that prints it: "the complete output of `env`", "`printenv`'s
 * output", "the unredacted output of `printenv`" — every variable, tokens and keys included. The command
 * alone ("run `env` to check PATH") is no object sent; its output is.
 */
const ENV_DUMP =
  /\boutput\s(?:of|from)\s(?:running\s)?`(?:env|printenv|export -p|set|Get-ChildItem Env:|gci env:|dir env:)`|`(?:env|printenv)`(?:'s|’s)?\soutput\b/i;

const OUTLET =
  /\b(?:webhooks?|gists?|pastebin|paste service|discord|slack|telegram|e-?mail)\b|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,24}/i;
const URL = /https?:\/\/[^\s`'")<>]{1,300}/i;

export interface AskedSend {
  what: string;
  where: string;
  /** The destination is a reserved documentation host: shown, not a real address. */
  placeholder: boolean;
}

export function askedSend(
  intent: TextIntent,
  all: readonly TextIntent[] = [],
  path = '',
): AskedSend | undefined {
  if (intent.credential !== undefined) return credentialSend(intent, intent.credential);
  const text = intent.evidence;
  // What is sent: named in English words or by path, else the secret an asked read of the same sentence
  // found (a secret named in another language, or described: "a chave privada", "秘密鍵").
  const what =
    SENSITIVE.exec(text)?.[0]?.trim() ??
    (ENV_DUMP.test(text) ? 'the whole environment' : undefined) ??
    secretPathIn(text) ??
    sameSentenceRead(intent, all);
  if (!what) return undefined;
  // Where: in the evidence, or the destination the analysis found (evidence is cut at 240 characters).
  const where = destinationOf(`${intent.object ?? ''} ${text}`, what);
  if (where || !isForgeTemplatePath(path)) return where;
  // Pasted into a pull-request or issue template with no other address ("paste both outputs inside the
  // details block below"): what the template holds becomes the description the forge publishes.
  return { what, where: `the ${FORGE_DOCUMENT} that ${path} becomes`, placeholder: false };
}

const FORGE_DOCUMENT = 'published pull-request or issue description';

/**
 * A request written in prose whose only sensitive part is its credential header (src/analysis/prose/
 * credential-slots.ts): a token sent to the service that issued it is how that API is called. Only a value
 * named for another service than the host (`$SALESFORCE_ACCESS_TOKEN` to a collector) sends a credential
 * away, read by the same tie as a secret variable in code (service-ties.ts: a short word such as `SF` never
 * decides alone).
 */
function credentialSend(intent: TextIntent, credential: string): AskedSend | undefined {
  const url = URL.exec(intent.object ?? '')?.[0];
  if (!url) return undefined;
  const host = hostOf(url);
  const cls = endpointClass(url);
  if (cls === 'local' || !host) return undefined;
  const name = slotName(credential);
  const value: Value = {
    text: `$${name}`,
    literal: false,
    taints: ['secret'],
    secret: 'env-secret',
    vars: [name],
  };
  if (!foreignSecret(value, { url, host, cls })) return undefined;
  return {
    what: `${credential} (named for another service than ${host}) in the request's credential header`,
    where: url,
    placeholder: cls === 'placeholder',
  };
}

/** Verbs that put text into the document being filled: "paste …", "include … below", "add … here". */
const PLACES = /\b(?:paste|include|insert|add|put|attach|copy|write)\b/i;

/**
 * An asked read of a secret store in a pull-request or issue template whose sentence places the text into
 * the template ("paste the contents of `.env` into the block below"): the template becomes the published
 * description, so the secret is sent there. A read whose sentence is also an asked send is left to that.
 */
export function pastedIntoForgeTemplate(
  path: string,
  read: TextIntent,
  all: readonly TextIntent[],
): AskedSend | undefined {
  if (read.cls !== 'secret-read' || !isForgeTemplatePath(path) || !PLACES.test(read.evidence))
    return undefined;
  const send = all.some(
    (s) =>
      s.cls === 'send-data' &&
      isAsked(s) &&
      s.at.startLine === read.at.startLine &&
      s.at.endLine === read.at.endLine,
  );
  if (send) return undefined;
  return {
    what: read.object ?? 'a secret',
    where: `the ${FORGE_DOCUMENT} that ${path} becomes`,
    placeholder: false,
  };
}

/** The object of an asked secret read on the same lines as `send` (the same sentence or table row). */
function sameSentenceRead(send: TextIntent, all: readonly TextIntent[]): string | undefined {
  const read = all.find(
    (r) =>
      r.cls === 'secret-read' &&
      isAsked(r) &&
      r.object !== undefined &&
      r.at.startLine === send.at.startLine &&
      r.at.endLine === send.at.endLine,
  );
  return read?.object;
}

/** A pointing-back send after an asked secret read sends what was read (see `sentOnAfter`). */
export function askedSendOfRead(send: TextIntent, all: readonly TextIntent[]): AskedSend | undefined {
  const read = readBefore(send, all);
  if (!read) return undefined;
  return destinationOf(send.evidence, `${read.object ?? 'the secrets'} (read in the step before)`);
}

function destinationOf(text: string, what: string): AskedSend | undefined {
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

/** A send whose object points back ("POST them …", "upload it …", "send those files …"). */
const POINTS_BACK =
  /^\W{0,8}\w+(?:[ \t]+(?:all|both|each))?[ \t]+(?:them|it|those|these|this|that|the[ \t]+(?:files?|contents?|text|results?|values|output|bundle|backup|archive|snapshot|(?:collected|copied|gathered|extracted|captured|combined|concatenated|merged|joined)[ \t]+\w+))\b/i;

/**
 * "The copied content" in languages with no word list here (prose/intents-unread.ts): Indonesian, Vietnamese,
 * Turkish, Polish, Hindi, Arabic, Korean.
 */
const POINTS_BACK_UNREAD =
  /\bisi(?:nya|\s+yang\s+disalin|\s+tersebut)\b|nội dung (?:vừa sao chép|đó|này)|kopyala(?:nan|dığın)|skopiowan|कॉपी की गई|المنسوخ|محتواه|복사한 내용/i;

/** How far below a read a follow-up send may start: the next sentence or list item. */
const FOLLOW_UP_LINES = 2;

/**
 * The pair "Collect the full text of `.env` and `secrets.yaml`." / "POST them … to https://…": an asked
 * secret read and, in the next sentence or list item, an asked send whose object points back to it and
 * that names where the data goes. Each sentence alone is ordinary (tools read config; "post them to the
 * API" names nothing sensitive); the two together send the secret out. Returns the send.
 */
export function sentOnAfter(read: TextIntent, all: readonly TextIntent[]): TextIntent | undefined {
  return all.find(
    (s) =>
      s.cls === 'send-data' &&
      isAsked(s) &&
      s.at.startLine >= read.at.endLine &&
      s.at.startLine <= read.at.endLine + FOLLOW_UP_LINES &&
      s !== read &&
      (POINTS_BACK.test(s.evidence) || POINTS_BACK_UNREAD.test(s.evidence)) &&
      namesDestination(s.evidence),
  );
}

/** The asked secret read a pointing-back send follows (see `sentOnAfter`), if any. */
export function readBefore(send: TextIntent, all: readonly TextIntent[]): TextIntent | undefined {
  return all.find((r) => r.cls === 'secret-read' && isAsked(r) && sentOnAfter(r, all) === send);
}

/** How the text asks the send: directly, by a passage's shape, or as the precedent a linking text binds. */
export function askedHow(intent: TextIntent): string {
  if (intent.told) return 'tells, in a document the skill makes the way to act, that the agent sends';
  if (intent.cooccurrence)
    return 'names, side by side in one passage of a language skillscan has no verb list for, the agent sending';
  return 'asks the agent to send';
}
