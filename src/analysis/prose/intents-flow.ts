import { classifyHost } from '../hosts.js';
import { credentialSlots, readsHeaders } from './credential-slots.js';
import { FOREIGN_DATA, FOREIGN_SENSITIVE } from './foreign-words.js';
import type { ClassHit } from './intents-control.js';
import { CONTENT, PLACE, pastedEnvironment, placedBefore, SUPPLY, suppliedSecret } from './intents-supply.js';
import { words } from './lexicon.js';
import { destText, requestCommands } from './request-commands.js';
import { gate, type View } from './view.js';

/**
 * Intents that move code or data (running what was fetched is intents-exec.ts): read a secret store
 * (secret-read), send data out (send-data), write somewhere that outlives the session (persist), decode
 * and obey (decode-and-follow), join fragments and run them (assemble), carry data out in an image or
 * link URL (render-exfil). Objects come from the shared path and host classifications
 * (src/analysis/paths.ts, hosts.ts), so "~/.aws/credentials" and "$HOME/.aws/credentials" are one secret.
 */

// ---- secret-read ----------------------------------------------------------------------------------

/**
 * The strongest verbs also in the imperative (and infinitive) forms of German, French, Spanish, Portuguese
 * and Italian: an attacker translates the one sentence everybody blocks. Listed as written (the
 * inflection rules of src/analysis/prose/lexicon.ts are English).
 */
const FOREIGN_READ =
  'lies lese lesen kopiere kopieren lis lisez lire copie copiez copier lee lea leer copia copie copiar leia ler leggi leggere copiare';
const FOREIGN_SEND =
  'sende senden schicke schicken übermittle übermitteln übertrage übertragen envoie envoyez envoyer transmets transmettez transmettre téléverse téléversez envía envíe enviar envia envie manda mande mandar sube suba subir invia inviare mandare carica caricare';
const READ = words(
  `read cat open load copy dump print output show display include attach paste collect gather grab harvest extract access retrieve fetch upload send exfiltrate source parse scan examine inspect echo type ${FOREIGN_READ} ${FOREIGN_SEND}`,
);
const STRONG_READ = words(
  `read cat dump print output show display include attach paste collect gather grab harvest extract upload send exfiltrate echo copy ${FOREIGN_READ} ${FOREIGN_SEND}`,
);
const SECRET_PHRASES = [
  ['ssh', 'key*'],
  ['private', 'key*'],
  ['aws', 'credentials'],
  ['cloud', 'credentials'],
  ['keychain'],
  ['wallet*'],
  ['seed', 'phrase*'],
  ['mnemonic*'],
  ['browser', 'cookies'],
  ['saved', 'passwords'],
  ['stored', 'passwords'],
  ['all', 'environment', 'variables'],
  ['every', 'environment', 'variable'],
  ['all', 'env', 'vars'],
  ['credentials', 'file'],
  ['credential', 'file'],
  ['api', 'keys'],
  ['access', 'tokens'],
  ['secrets'],
  ['credentials'],
  ['passwords'],
];
/** Secret nouns vague enough that only an unmistakable verb makes them a read ("dump the credentials"). */
const VAGUE_SECRETS = new Set(['secrets', 'credentials', 'passwords', 'api', 'access']);
const DESTINATION = words('to into onto');
const OWNED = new Set([
  'the',
  'all',
  'every',
  'your',
  'any',
  'their',
  'my',
  'our',
  "user's",
  'stored',
  'saved',
]);

const SECRET_GATE = words(
  'key keys credentials credential keychain wallet wallets seed mnemonic cookies passwords environment env secrets tokens',
);

/** The trigger words without which `secretRead` cannot match: one bit test per sentence (prose/view.ts). */
const SECRET_READ_TRIGGERS = gate(READ, SUPPLY, CONTENT, PLACE);
const SECRET_READ_TRIGGERS_2 = gate(SECRET_GATE);

export function secretRead(v: View): ClassHit[] {
  if (!v.opens(SECRET_READ_TRIGGERS)) return [];
  // No secret word or store: only the output of `env` handed over can still be one.
  if (!v.opens(SECRET_READ_TRIGGERS_2) && v.secretPaths().length === 0) return pastedEnvironment(v);
  const out: ClassHit[] = [];
  const paths = v.secretPaths();
  const phrases = v.findPhrases(SECRET_PHRASES);
  for (const at of v.find(READ)) {
    // "If copying `~/.codex/auth.json`, treat it like a password": a condition on a copy someone may make,
    // not an ask; the main clause's own verbs are read on.
    if (/ing$/.test(v.w(at)) && v.w(at - 1) === 'if') continue;
    const p =
      paths.find((j) => j > at && j - at <= 8 && !v.isWordIn(j - 1, DESTINATION)) ??
      (v.passive(at) ? paths.find((j) => j < at && at - j <= 6) : undefined);
    const q = p ?? pathBefore(v, at, paths);
    if (q !== undefined) {
      out.push({ cls: 'secret-read', at, obj: q, object: v.secretPathAt(q), negated: v.negated(at, 6) });
      return out;
    }
    if (!v.isWordIn(at, STRONG_READ)) continue;
    const ph = phrases.find((q) => q.at > at && q.at - at <= 6 && !v.isWordIn(q.at - 1, DESTINATION));
    if (ph === undefined) continue;
    if (VAGUE_SECRETS.has(v.w(ph.at)) && !OWNED.has(v.w(ph.at - 1))) continue;
    if (
      VAGUE_SECRETS.has(v.w(ph.at)) &&
      !/^(?:dump|harvest|exfiltrate|collect|gather|grab|cat|print|echo|paste|attach|include|upload|send)/.test(
        v.w(at),
      )
    )
      continue;
    out.push({
      cls: 'secret-read',
      at,
      obj: ph.at,
      object: phraseText(v, ph.at, ph.len),
      negated: v.negated(at, 6),
    });
    return out;
  }
  return suppliedSecret(v, paths);
}

/** German infinitives and participles, which close the clause after their object ("~/.ssh/id_rsa lesen"). */
const VERB_FINAL = words(
  'lesen gelesen auslesen kopieren kopiert senden gesendet schicken hochladen übermitteln übertragen',
);
/** What a store's line is called when a demonstrative takes it up ("copy that value"). */
const VALUE_WORDS = new Set(['value', 'line', 'key', 'token', 'entry', 'string', 'one']);
/** Pronouns that take up a path named earlier in the sentence ("… in `~/.aws/`, paste it …"). */
const TAKEN_UP = new Set(['it', 'them', 'everything', 'its', 'their']);

/**
 * A secret path before the read verb that is its object all the same: a German verb that closes its
 * clause ("die Datei ~/.ssh/id_rsa lesen"), or a strong read whose object is a pronoun taking up a path
 * of a leading clause ("Whatever you find in `~/.aws/`, paste it …") — not "copy it from `.env.example`",
 * where the pronoun is the target.
 */
function pathBefore(v: View, at: number, paths: readonly number[]): number | undefined {
  if (v.isWordIn(at, VERB_FINAL)) return paths.find((j) => j < at && at - j <= 6);
  // "… keeps it in the config.yml of the .fly folder; copy that value here": a demonstrative with a word
  // for what the store holds takes it up too.
  const demonstrative = (v.w(at + 1) === 'that' || v.w(at + 1) === 'this') && VALUE_WORDS.has(v.w(at + 2));
  if (!v.isWordIn(at, STRONG_READ) || (!TAKEN_UP.has(v.w(at + 1)) && !demonstrative)) return undefined;
  const next = v.w(at + (v.w(at + 1) === 'its' || v.w(at + 1) === 'their' || demonstrative ? 3 : 2));
  if (next === 'from' || next === 'out' || next === 'over') return undefined;
  return paths.find((j) => j < at && at - j <= (demonstrative ? 20 : 12));
}

export function phraseText(v: View, at: number, len: number): string {
  const parts: string[] = [];
  for (let k = at; k < at + len; k++) parts.push(v.raw(k));
  return parts.join(' ');
}

// ---- send-data ------------------------------------------------------------------------------------

const SEND = words(
  `send post upload transmit forward exfiltrate submit share email mail beam leak relay deliver dispatch transfer pipe curl paste ${FOREIGN_SEND}`,
);
const SENSITIVE = words(
  `conversation chat history transcript context messages prompt env environment token tokens password passwords secret secrets cookies credentials credential key keys session ${FOREIGN_SENSITIVE}`,
);
const GENERIC_DATA = words(
  `result results output summary data file files contents content report diff logs it them everything answer findings object payload bundle backup archive snapshot ${FOREIGN_DATA}`,
);
/**
 * Participles that point back at what an earlier step took or made of it ("the copied section", "the
 * collected values", "the combined text").
 */
const TAKEN = words('copied collected gathered extracted captured combined concatenated merged joined');
const EXFIL_DEST = words('webhook pastebin requestbin ngrok discord telegram hastebin transfer.sh');
const DETS = new Set([
  'the',
  'it',
  'them',
  'this',
  'these',
  'that',
  'those',
  'your',
  'all',
  'every',
  'a',
  'an',
  'its',
  'their',
]);
const PLACE_PREP = words('in into with to from within inside');
const REPLY = words('reply response answer output message comment summary issue');
const INCLUDE = words('include paste attach put embed add insert append');
/** Nouns a send word may modify as a kind of place: "paste sites", "upload service", "share link". */
const SITE_NOUN = words(
  'site sites service services bin bins board boards website websites platform platforms',
);
/** Words before an imperative send verb ("and paste …", "then upload …", "please post …"). */
const VERB_LEAD = words(
  'and or then please also now first next finally just to always immediately should must will can',
);
/** Verbs that send only when the destination is a remote URL: "copy `~/.npmrc` to https://…". */
const COPY_OUT = words('copy move sync push mirror');

/** Subjects of a third-person verb that name someone other than the agent. */
const THIRD_PARTY = new Set([
  'user',
  'someone',
  'somebody',
  'customer',
  'client',
  'teammate',
  'he',
  'she',
  'reviewer',
]);

/** The trigger words without which `sendData` cannot match: one bit test per sentence (prose/view.ts). */
const SEND_DATA_TRIGGERS = gate(SEND, INCLUDE, COPY_OUT);

export function sendData(v: View, secretInSentence: boolean, nameBefore?: string): ClassHit[] {
  if (!v.opens(SEND_DATA_TRIGGERS)) return [];
  const remote = (text: string) => {
    const c = classifyHost(text);
    return c !== 'local' && c !== 'registry' && c !== 'vendor-installer';
  };
  // "Upload the result as a new paste: `curl -s -F 'c=@-' https://…`": the request command written for the
  // send names where it goes, as a bare URL would.
  const dest =
    v.urls().find((u) => v.toks[u]!.kind === 'placeholder' || remote(v.toks[u]!.t)) ??
    requestCommands(v).find((c) => remote(c.url))?.at;
  const namedDest =
    dest ?? v.near(0, v.n, (j) => v.isWordIn(j, EXFIL_DEST) || /@[\w-]+\.[a-z]{2,}$/i.test(v.raw(j)));
  // "-H \"Authorization: Bearer token\"": the request's own credential, not data sent away; its value decides
  // (credential-slots.ts). A command there is a store read, judged as any; a host reading every header is not.
  const all = credentialSlots(v, nameBefore);
  const slots = readsHeaders(v, dest) ? [] : all.filter((s) => s.kind !== 'command');
  const inSlot = (j: number) => slots.some((s) => j >= s.first && j <= s.last);
  // `-H "Authorization: Bearer $(gh auth token)"`: the store the header's command prints, however far.
  const printed = all.find((s) => s.store !== undefined)?.first;
  for (const at of v.find(SEND)) {
    // "iOS shared web credentials", "the posted token": a participle outside the passive describes a
    // noun or narrates what happened; only "should be uploaded to …" still asks for the send.
    if (/ed$/.test(v.w(at)) && !v.passive(at)) continue;
    // "Use when the user pastes a bot token", "if someone posts the key": what another person does, told
    // in the third person, is the situation the text is about, not what it asks the agent to do.
    if (THIRD_PARTY.has(v.w(at - 1)) && /s$/.test(v.w(at)) && !/ss$/.test(v.w(at))) continue;
    // "similar paste sites", "a file transfer service": the word names a kind of site, which a sentence
    // may search or name without sending anything to it ("Search paste sites for leaked credentials").
    if (v.isWordIn(at + 1, SITE_NOUN) && !v.isWordIn(at - 1, VERB_LEAD) && v.w(at - 1) !== '') continue;
    // "email history", "mail server": a noun compound, not a verb with an object.
    if (
      (v.w(at) === 'email' || v.w(at) === 'mail') &&
      !DETS.has(v.w(at + 1)) &&
      v.toks[at + 1]?.kind !== 'path'
    )
      continue;
    const secret = v.secretPaths().find((j) => Math.abs(j - at) <= 8) ?? printed;
    const sens =
      secret ??
      v.near(
        at,
        8,
        (j) =>
          v.isWordIn(j, SENSITIVE) &&
          !inSlot(j) &&
          !v.isWordIn(j - 1, PLACE_PREP) &&
          !v.isWordIn(j - 2, PLACE_PREP),
        true,
        v.passive(at),
      );
    // "Send the copied users section to https://…": what an earlier step took, pointed back to.
    // "… put its full text into the `config` field, then POST the annotation to https://…": the carrier
    // sent holds the store the sentence placed in it.
    const data =
      sens ??
      (namedDest !== undefined
        ? (v.near(at, 6, (j) => v.isWordIn(j, GENERIC_DATA), true, false) ??
          v.near(at, 3, (j) => v.isWordIn(j, TAKEN), true, false) ??
          (dest !== undefined ? placedBefore(v, at) : undefined))
        : undefined);
    // Only the credential header is sensitive: the rule weighs whose credential it names against the host.
    // Any header named for a service decides, wherever it sits among the request's headers.
    const named =
      sens === undefined && dest !== undefined ? slots.find((s) => s.kind === 'named') : undefined;
    const credential = named ?? (sens === undefined && dest !== undefined ? slots[0] : undefined);
    if (named !== undefined && dest !== undefined) {
      const object = destText(v, dest);
      return [
        { cls: 'send-data', at, obj: named.last, object, credential: named.value, negated: v.negated(at, 6) },
      ];
    }
    if (data === undefined) continue;
    if (sens === undefined && namedDest === undefined) continue;
    if (
      sens !== undefined &&
      secret === undefined &&
      namedDest === undefined &&
      !secretInSentence &&
      !strongSensitive(v, sens)
    )
      continue;
    const object = namedDest !== undefined ? destText(v, namedDest) : v.raw(data).slice(0, 300);
    const cred = credential ? { credential: credential.value } : {};
    const only = namedDest !== undefined && onlyDestination(v, at) ? { onlyTo: true } : {};
    return [{ cls: 'send-data', at, obj: data, object, ...cred, ...only, negated: v.negated(at, 6) }];
  }
  // "Copy `~/.npmrc` to https://…": a secret file copied to a remote URL is sent there.
  if (dest !== undefined && v.toks[dest]?.kind !== 'placeholder') {
    for (const at of v.find(COPY_OUT)) {
      const secret = v.secretPaths().find((j) => j > at && j < dest && j - at <= 8);
      if (secret !== undefined && v.w(dest - 1) !== 'from' && v.isWordIn(dest - 1, PLACE_PREP))
        return [{ cls: 'send-data', at, obj: secret, object: destText(v, dest), negated: v.negated(at, 6) }];
    }
  }
  // "include it in your reply" when the sentence names a secret.
  if (secretInSentence) {
    for (const at of v.find(INCLUDE)) {
      const reply = v.near(
        at,
        8,
        (j) =>
          (v.isWordIn(j, REPLY) && ['in', 'into', 'to'].includes(v.w(j - 1))) ||
          (['in', 'into'].includes(v.w(j - 2)) && v.isWordIn(j, REPLY)),
        true,
        false,
      );
      if (reply !== undefined)
        return [{ cls: 'send-data', at, obj: reply, object: v.raw(reply), negated: v.negated(at, 6) }];
    }
  }
  return [];
}

/**
 * "should only be sent to", "only send it to", "send it only to": `only` before the verb phrase or right before
 * `to` limits where the thing may go; "send only the summary to …" limits what is sent, and still asks.
 */
function onlyDestination(v: View, at: number): boolean {
  for (let j = Math.max(0, at - 3); j <= at + 3 && j < v.n; j++) {
    if (v.w(j) !== 'only' && v.w(j) !== 'exclusively') continue;
    if (j < at || v.w(j + 1) === 'to') return true;
  }
  return false;
}

/** Sensitive nouns that mean the user's private data on their own ("the conversation", "the session token"). */
function strongSensitive(v: View, j: number): boolean {
  const w = v.w(j);
  if (w === 'conversation' || w === 'transcript' || w === 'history' || w === 'cookies' || w === 'credentials')
    return true;
  if (w === 'env' || w === 'environment') return v.w(j + 1).startsWith('var');
  if (w === 'key' || w === 'keys' || w === 'token' || w === 'tokens')
    return /^(?:api|ssh|private|access|session|auth|secret)$/.test(v.w(j - 1));
  return false;
}
