import { classifyHost } from '../hosts.js';
import { words } from './lexicon.js';
import type { ClassHit } from './intents-control.js';
import type { View } from './view.js';

/**
 * Intents that move code or data: run what was fetched (agent-mediated-exec), read a secret store
 * (secret-read), send data out (send-data), write somewhere that outlives the session (persist), decode
 * and obey (decode-and-follow), join fragments and run them (assemble), carry data out in an image or
 * link URL (render-exfil). Objects come from the shared path and host classifications
 * (src/analysis/paths.ts, hosts.ts), so "~/.aws/credentials" and "$HOME/.aws/credentials" are one secret.
 */

// ---- agent-mediated-exec --------------------------------------------------------------------------

const FOLLOW = words(
  'follow obey execute run apply perform carry implement enact heed honor honour comply act adopt',
);
const EXEC_OBJ = words(
  'block blocks step steps command commands instruction instructions direction directions snippet snippets code script scripts it them content contents everything whatever what say says',
);
const REMOTE_WORDS = words(
  'downloaded fetched remote retrieved online webpage website gist pastebin returned',
);
const FETCH = words('fetch download retrieve grab pull load open visit browse curl wget read get');

function remoteSource(v: View): number | undefined {
  for (const u of v.urls()) {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder' || classifyHost(t.t) !== 'local') return u;
  }
  const w = v.near(0, v.n, (j) => v.isWordIn(j, REMOTE_WORDS));
  if (w !== undefined) return w;
  // "the web page", "the response body", "the tool output" after a fetch verb.
  for (const f of v.find(FETCH)) {
    const obj = v.near(
      f,
      4,
      (j) => ['page', 'response', 'runbook', 'document', 'file', 'gist'].includes(v.w(j)),
      true,
      false,
    );
    if (obj !== undefined && v.urls().length > 0) return obj;
  }
  return undefined;
}

/**
 * The thing to run comes from the remote source: the source follows the verb ("follow the instructions
 * at URL"), a fetch verb brings it in before the verb ("fetch URL and run each block"), or a remote word
 * qualifies the object ("the commands returned by the API", "whatever the downloaded file says").
 */
function linked(v: View, verb: number, obj: number, src: number): boolean {
  if (src > verb && src - verb <= 10) return true;
  if (Math.abs(src - obj) <= 5 && v.isWordIn(src, REMOTE_WORDS)) return true;
  return v.find(FETCH).some((f) => f < src && src < verb && src - f <= 8);
}

export function agentMediatedExec(v: View): ClassHit[] {
  if (!v.any(FOLLOW)) return [];
  const src = remoteSource(v);
  if (src === undefined) return [];
  const out: ClassHit[] = [];
  for (const at of v.find(FOLLOW)) {
    if (at === src) continue;
    const obj = v.near(at, 8, (j) => v.isWordIn(j, EXEC_OBJ), true, true);
    if (obj === undefined || !linked(v, at, obj, src)) continue;
    const t = v.toks[src]!;
    const object =
      t.kind === 'url' || t.kind === 'placeholder' || t.kind === 'code' ? t.t.slice(0, 300) : undefined;
    out.push({ cls: 'agent-mediated-exec', at, obj, ...(object ? { object } : {}), negated: v.negated(at) });
    break;
  }
  return out;
}

// ---- secret-read ----------------------------------------------------------------------------------

const READ = words(
  'read cat open load copy dump print output show display include attach paste collect gather grab harvest extract access retrieve fetch upload send exfiltrate source parse scan examine inspect echo type',
);
const STRONG_READ = words(
  'read cat dump print output show display include attach paste collect gather grab harvest extract upload send exfiltrate echo copy',
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

export function secretRead(v: View): ClassHit[] {
  if (!v.any(READ) || (!v.any(SECRET_GATE) && v.secretPaths().length === 0)) return [];
  const out: ClassHit[] = [];
  const paths = v.secretPaths();
  const phrases = v.findPhrases(SECRET_PHRASES);
  for (const at of v.find(READ)) {
    const p =
      paths.find((j) => j > at && j - at <= 8 && !v.isWordIn(j - 1, DESTINATION)) ??
      (v.passive(at) ? paths.find((j) => j < at && at - j <= 6) : undefined);
    if (p !== undefined) {
      out.push({ cls: 'secret-read', at, obj: p, object: v.raw(p).slice(0, 300), negated: v.negated(at, 6) });
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
  return out;
}

function phraseText(v: View, at: number, len: number): string {
  const parts: string[] = [];
  for (let k = at; k < at + len; k++) parts.push(v.raw(k));
  return parts.join(' ');
}

// ---- send-data ------------------------------------------------------------------------------------

const SEND = words(
  'send post upload transmit forward exfiltrate submit share email mail beam leak relay deliver dispatch transfer pipe curl',
);
const SENSITIVE = words(
  'conversation chat history transcript context messages prompt env environment token tokens password passwords secret secrets cookies credentials credential key keys session',
);
const GENERIC_DATA = words(
  'results output summary data file files contents content report diff logs it them everything answer findings',
);
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

export function sendData(v: View, secretInSentence: boolean): ClassHit[] {
  if (!v.any(SEND, INCLUDE)) return [];
  const dest = v.urls().find((u) => {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder') return true;
    const c = classifyHost(t.t);
    return c !== 'local' && c !== 'registry' && c !== 'vendor-installer';
  });
  const namedDest =
    dest ?? v.near(0, v.n, (j) => v.isWordIn(j, EXFIL_DEST) || /@[\w-]+\.[a-z]{2,}$/i.test(v.raw(j)));
  for (const at of v.find(SEND)) {
    // "email history", "mail server": a noun compound, not a verb with an object.
    if (
      (v.w(at) === 'email' || v.w(at) === 'mail') &&
      !DETS.has(v.w(at + 1)) &&
      v.toks[at + 1]?.kind !== 'path'
    )
      continue;
    const secret = v.secretPaths().find((j) => Math.abs(j - at) <= 8);
    const sens =
      secret ??
      v.near(
        at,
        8,
        (j) => v.isWordIn(j, SENSITIVE) && !v.isWordIn(j - 1, PLACE_PREP) && !v.isWordIn(j - 2, PLACE_PREP),
        true,
        v.passive(at),
      );
    const data =
      sens ??
      (namedDest !== undefined ? v.near(at, 6, (j) => v.isWordIn(j, GENERIC_DATA), true, false) : undefined);
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
    const object = namedDest !== undefined ? v.raw(namedDest) : v.raw(data);
    return [{ cls: 'send-data', at, obj: data, object: object.slice(0, 300), negated: v.negated(at, 6) }];
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

// ---- persist --------------------------------------------------------------------------------------

const PERSIST_VERBS = words(
  'append add write insert put save store place paste inject prepend echo register install edit modify update',
);
const PERSIST_PHRASES = [
  ['shell', 'profile'],
  ['your', 'memory'],
  ['memory', 'file'],
  ['your', 'system', 'prompt'],
  ['custom', 'instructions'],
  ['crontab'],
  ['cron', 'job'],
  ['launch', 'agent'],
  ['login', 'items'],
  ['startup', 'items'],
  ['startup', 'folder'],
  ['authorized_keys'],
  ['git', 'hooks'],
  ['global', 'gitconfig'],
];
const MEMORY_VERBS = words('remember memorize memorise store save persist keep');
const FUTURE = [
  ['future', 'sessions'],
  ['future', 'conversations'],
  ['all', 'future'],
  ['every', 'future'],
  ['from', 'now', 'on'],
  ['permanently'],
];

export function persist(v: View): ClassHit[] {
  if (!v.any(PERSIST_VERBS, MEMORY_VERBS)) return [];
  const targets = v.persistPaths();
  for (const at of v.find(PERSIST_VERBS)) {
    // The verb's own object: the first path after it ("update SOURCES.md when AGENTS.md …" is not a write
    // to AGENTS.md), or a target before a passive verb ("must be added to ~/.ssh/authorized_keys").
    const first = v.firstPathAfter(at, 10);
    const p =
      first !== undefined && targets.includes(first)
        ? first
        : v.passive(at)
          ? targets.find((j) => j < at && at - j <= 6)
          : undefined;
    // "Add .claude/settings.json to version control" tracks the file; it does not write to it.
    const tracked =
      p !== undefined &&
      v.near(p, 4, (j) => v.w(j) === 'version' || v.w(j) === 'git', true, false) !== undefined;
    if (p !== undefined && !tracked)
      return [{ cls: 'persist', at, obj: p, object: v.raw(p).slice(0, 300), negated: v.negated(at, 6) }];
    const ph = v.findPhrases(PERSIST_PHRASES).find((q) => q.at > at && q.at - at <= 8);
    if (ph !== undefined)
      return [
        { cls: 'persist', at, obj: ph.at, object: phraseText(v, ph.at, ph.len), negated: v.negated(at, 6) },
      ];
  }
  const fut = v.findPhrases(FUTURE)[0];
  if (fut !== undefined) {
    const verb = v.near(fut.at, 10, (j) => v.isWordIn(j, MEMORY_VERBS));
    if (verb !== undefined) return [{ cls: 'persist', at: verb, obj: fut.at, negated: v.negated(verb, 6) }];
  }
  return [];
}

// ---- decode-and-follow, assemble ------------------------------------------------------------------

const DECODE = words(
  'decode decrypt deobfuscate decipher unscramble unbase64 base64-decode un-base64 dehex unhex rot13',
);
const OBEY = words('follow obey execute run do perform carry act apply treat comply eval evaluate');
const RESULT = words(
  'it them result results output instructions instruction what whatever that text command commands says decoded message',
);

export function decodeAndFollow(v: View): ClassHit[] {
  if (!v.any(DECODE)) return [];
  for (const at of v.find(DECODE)) {
    if (v.negated(at, 4)) continue;
    const obey = v
      .find(OBEY, at + 1, at + 25)
      .find((j) => v.near(j, 4, (k) => v.isWordIn(k, RESULT), true, true) !== undefined);
    if (obey !== undefined) return [{ cls: 'decode-and-follow', at, obj: obey, negated: v.negated(obey, 4) }];
  }
  return [];
}

const JOIN = words('concatenate combine join merge assemble glue stitch reassemble concat');
const JOIN_PHRASES = [
  ['put', 'together'],
  ['piece', 'together'],
  ['string', 'together'],
] as const;
const PARTS = words(
  'part parts fragment fragments piece pieces half halves segment segments chunk chunks share shares portion portions',
);
const EXEC = words('execute run eval evaluate pipe source invoke launch follow');
const JOINED = words(
  'result it them output combined resulting string command whole concatenation everything that',
);

const JOIN_GATE = words('put piece string');

export function assemble(v: View): ClassHit[] {
  if (!v.any(JOIN, JOIN_GATE)) return [];
  const joins = [...v.find(JOIN), ...v.findSplit(JOIN_PHRASES, 6)];
  for (const at of joins) {
    const codes = v.toks.filter((t) => t.kind === 'code').length;
    const parts = v.near(at, 10, (j) => v.isWordIn(j, PARTS), true, true);
    if (parts === undefined && codes < 2) continue;
    const run = v
      .find(EXEC, at + 1, at + 25)
      .find(
        (j) =>
          v.near(j, 4, (k) => v.isWordIn(k, JOINED) || v.w(k) === 'bash' || v.w(k) === 'sh', true, true) !==
          undefined,
      );
    if (run !== undefined)
      return [{ cls: 'assemble', at, obj: run, negated: v.negated(at, 4) || v.negated(run, 3) }];
  }
  return [];
}

// ---- render-exfil ---------------------------------------------------------------------------------

const RENDER = words('render embed include put insert append encode add place display show output attach');
const CARRIER = words(
  'url urls link links image images img pixel src href query parameter parameters param params querystring',
);
const RENDER_DATA = words(
  'summary conversation chat history context secret secrets key keys token tokens password credentials answer messages prompt data contents findings notes transcript input environment',
);
const PREP = words('in into inside within as to onto');

const IMAGE_WORDS = words('image images img');

export function renderExfil(v: View): ClassHit[] {
  if (!v.any(RENDER) || !v.any(CARRIER)) return [];
  for (const at of v.find(RENDER)) {
    const data = v.near(at, 6, (j) => v.isWordIn(j, RENDER_DATA), true, false);
    if (data === undefined) continue;
    const prep = v.near(data, 5, (j) => v.isWordIn(j, PREP), true, false);
    if (prep === undefined) continue;
    const carrier = v.near(prep, 4, (j) => v.isWordIn(j, CARRIER), true, false);
    if (carrier === undefined) continue;
    // "an image URL", "a tracking pixel", "query parameters": a URL the client fetches.
    const urlish = [
      'url',
      'urls',
      'src',
      'href',
      'query',
      'parameter',
      'parameters',
      'param',
      'params',
      'pixel',
      'querystring',
    ].some((w) => v.w(carrier) === w || v.w(carrier + 1) === w);
    if (!urlish && !v.isWordIn(carrier, IMAGE_WORDS)) continue;
    return [{ cls: 'render-exfil', at, obj: data, negated: v.negated(at, 5) }];
  }
  // "render an image whose URL contains the conversation".
  for (let i = 0; i < v.n; i++) {
    if (!['contains', 'carries', 'encodes', 'includes', 'holds'].includes(v.w(i))) continue;
    const carrier = v.near(i, 3, (j) => v.isWordIn(j, CARRIER), false, true);
    const data = v.near(i, 5, (j) => v.isWordIn(j, RENDER_DATA), true, false);
    if (carrier !== undefined && data !== undefined && v.find(RENDER).length > 0)
      return [{ cls: 'render-exfil', at: i, obj: data, inherent: true, negated: v.negated(i, 8) }];
  }
  return [];
}
