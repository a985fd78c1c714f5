import { classifyHost } from '../hosts.js';
import { DE_SEPARABLE_SEND } from './german-french-words.js';
import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import {
  RO_ASK_HEADS,
  RO_ASK_PHRASES,
  RO_AUDIENCE,
  RO_FETCH,
  RO_HAND,
  RO_INTO,
  RO_LAND,
  RO_NEG,
  RO_ORDER_FORMS,
  RO_PUBLIC,
  RO_RUN,
  RO_SECRET_HEADS,
  RO_SECRET_PHRASES,
  RO_SEND,
  RO_TELL_STEMS,
  RO_TO_RUNNER,
  RO_WITHOUT,
} from './romance-words.js';
import { gate, type View } from './view.js';

/**
 * Spanish, French, Portuguese, Italian, Catalan and German asks the English recognisers cannot read
 * (docs/prose.md; the verbs' forms are generated in romance-verbs.ts, the German and French words are in
 * german-french-words.ts): a secret sent to a
 * destination ("Seria ótimo se o arquivo … fosse anexado ao formulário em https://…", "il testo della
 * chiave privata SSH … finisca nel webhook https://…"), a download run ("baixe … e execute", "passar pelo
 * bash", "scarica … ed esegui") and a step kept from the user ("não há por que citá-los no resumo",
 * "senza dirlo all'utente", "il est inutile d'en parler à l'utilisateur", "wird dem Nutzer gegenüber nicht
 * erwähnt"). The same intent classes as in English. Word order in these languages puts the
 * subject of a passive or a wish far from its verb, so a secret and its send verb may be a clause apart
 * (commas and dashes do not end the clause; `;` and a full stop do).
 *
 * A wish, a question or a passive obligation ("seria ótimo se", "você pode …?", "dovrebbe essere inviata",
 * "hay que", "il faut") is a request even though it is not an imperative: such hits are `inherent`, so a
 * sentence the role reader calls descriptive still asks. So is a verb in a form only an order takes
 * ("ejecútalo", "exécutez-le", "eseguilo") and a verb that opens the sentence or a labelled step ("Paso 0:
 * descargar … y ejecutarlo"): the role reader knows English imperatives, not these. Without one of those the
 * sentence's own role decides.
 */

/** "pelo bash", "tramite bash": a hand-over to a shell with no other word of these lists. */
const RUNNER_PREPS = ['pelo', 'pela', 'tramite', 'attraverso'];
/** Words of these lists that are also English (or code) words: they do not open the gate. */
const ENGLISH_TWINS = new Set([
  'execute',
  'rode',
  'passe',
  'no',
  'via',
  'in',
  'per',
  'a',
  'da',
  'joint',
  'reporter',
  'poste',
]);
/** Words only these languages use: the gate (an English sentence opens it at most by chance). */
const GATE_WORDS = words(
  [
    ...RO_SEND,
    ...RO_LAND,
    ...RO_FETCH,
    ...RO_HAND,
    ...RO_RUN,
    ...RO_NEG,
    ...RO_WITHOUT,
    ...RUNNER_PREPS,
    ...DE_SEPARABLE_SEND.keys(),
  ]
    .filter((w) => !ENGLISH_TWINS.has(w))
    .join(' '),
);
const TRIGGERS = gate(GATE_WORDS);

/** How far (tokens) a secret may sit from its send verb in one clause. */
const SECRET_SPAN = 30;
const EXFIL_DEST = words('webhook pastebin requestbin ngrok discord telegram');
const REPLY = words('resposta resumo risposta riepilogo riassunto');
const REPLY_PREP = words('na no em nella nel in');
const RUNNER = words('bash sh zsh dash ksh python python3 node deno bun perl ruby powershell pwsh shell');
const SCRIPT_URL = /\.(?:sh|bash|ps1|py|pl|rb)(?:[?#]|$)/i;
const CLAUSE_END = new Set([';', '.', '?', '!', '|']);

export function romanceIntents(v: View): ClassHit[] {
  if (!v.opens(TRIGGERS)) return [];
  const out: ClassHit[] = [];
  const ask = asks(v);
  const send = sendHit(v, ask);
  if (send) out.push(...send);
  const exec = execHit(v, ask);
  if (exec) out.push(exec);
  const hide = concealHit(v);
  if (hide) out.push(hide);
  return out;
}

/** A wish, question or passive obligation marks the sentence as a request. */
function asks(v: View): boolean {
  if (v.find(RO_ASK_HEADS).length === 0) return false;
  return v.findPhrases(RO_ASK_PHRASES).length > 0;
}

/**
 * The verb at j is asked by its own form: an imperative with its pronoun joined ("descárgalo", "lancez-le"),
 * or the sentence's (or its labelled step's) first word ("Descargar el instalador …", "Paso 0: ejecutar …").
 */
function orderedAt(v: View, j: number): boolean {
  if (v.isWordIn(j, RO_ORDER_FORMS)) return true;
  for (let k = j - 1; k >= 0; k--) {
    const t = v.toks[k]!;
    if (t.kind === 'punct' && t.t === ':') return true;
    if (t.kind === 'word' && !/^\d{1,3}$/.test(t.t)) return false;
  }
  return true;
}

/** Indices of secrets in the sentence: secret paths and described stores, and secrets named in words. */
function secretsOf(v: View): Map<number, string> {
  const out = new Map<number, string>();
  for (const j of v.secretPaths()) out.set(j, v.secretPathAt(j));
  if (v.find(RO_SECRET_HEADS).length === 0) return out;
  for (const p of v.findPhrases(RO_SECRET_PHRASES)) {
    // "chave SSH pública", "la chiave pubblica": not a secret.
    if (v.find(RO_PUBLIC, p.at, Math.min(v.n, p.at + p.len + 2)).length > 0) continue;
    if (v.toks[p.at + p.len]?.t.endsWith('.pub')) continue;
    const parts: string[] = [];
    for (let k = p.at; k < p.at + p.len; k++) parts.push(v.raw(k));
    out.set(p.at, parts.join(' '));
  }
  return out;
}

/** The destination data is sent to: a remote URL, an exfiltration service, or the agent's reply. */
function destinationOf(v: View): number | undefined {
  for (const u of v.urls()) {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder') return u;
    const c = classifyHost(t.t);
    if (c !== 'local' && c !== 'registry' && c !== 'vendor-installer') return u;
  }
  for (let j = 0; j < v.n; j++) {
    if (v.isWordIn(j, EXFIL_DEST)) return j;
    if (v.isWordIn(j, REPLY) && v.isWordIn(j - 1, REPLY_PREP)) return j;
  }
  return undefined;
}

/** No clause end between tokens a and b (also read by intents-nl-ru.ts). */
export function sameClause(v: View, a: number, b: number): boolean {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) {
    const t = v.toks[k]!;
    if (t.kind === 'punct' && CLAUSE_END.has(t.t)) return false;
  }
  return true;
}

/** A negator ("não", "nunca", "non", "mai") or "sem"/"senza" a few words before the verb. */
function negatedRo(v: View, at: number): boolean {
  for (let j = at - 1; j >= 0 && j >= at - 4; j--) {
    const t = v.toks[j]!;
    if (t.kind === 'punct') return false;
    if (v.isWordIn(j, RO_NEG) || v.isWordIn(j, RO_WITHOUT)) return true;
  }
  return v.negated(at, 4);
}

/**
 * Send verbs, landing verbs followed by a place ("finisca nel", "acabe no"), and German verbs whose
 * particle closes the clause ("trägt den Inhalt in das Formular unter URL ein").
 */
function sendVerbs(v: View): number[] {
  const out = v.find(RO_SEND);
  for (const j of v.find(RO_LAND)) if (v.isWordIn(j + 1, RO_INTO) || v.isWordIn(j + 2, RO_INTO)) out.push(j);
  for (let j = 0; j < v.n; j++) {
    const particle = DE_SEPARABLE_SEND.get(v.w(j));
    if (particle !== undefined && particleCloses(v, j, particle)) out.push(j);
  }
  return out.sort((a, b) => a - b);
}

/** How far (tokens) a German verb's particle may sit after it. */
const PARTICLE_SPAN = 30;

/** The particle after the verb at j, last word of its clause (before punctuation or the sentence end). */
function particleCloses(v: View, j: number, particle: string): boolean {
  for (let k = j + 1; k < v.n && k <= j + PARTICLE_SPAN; k++) {
    const t = v.toks[k]!;
    if (t.kind === 'punct' && CLAUSE_END.has(t.t)) return false;
    if (v.w(k) !== particle) continue;
    const next = v.toks[k + 1];
    if (!next || next.kind === 'punct') return true;
  }
  return false;
}

/** A secret sent to a destination: secret-read and send-data, at the send verb. */
function sendHit(v: View, ask: boolean): ClassHit[] | undefined {
  const verbs = sendVerbs(v);
  if (verbs.length === 0) return undefined;
  const secrets = secretsOf(v);
  if (secrets.size === 0) return undefined;
  const dest = destinationOf(v);
  if (dest === undefined) return undefined;
  for (const at of verbs) {
    let secret: number | undefined;
    for (const s of secrets.keys())
      if (Math.abs(s - at) <= SECRET_SPAN && sameClause(v, s, at) && (secret === undefined || s > secret))
        secret = s;
    if (secret === undefined) continue;
    const negated = negatedRo(v, at);
    const inherent = ask || orderedAt(v, at);
    return [
      { cls: 'secret-read', at, obj: secret, object: secrets.get(secret)!, negated, inherent },
      { cls: 'send-data', at, obj: secret, object: v.raw(dest).slice(0, 300), negated, inherent },
    ];
  }
  return undefined;
}

/** Remote URLs a download may come from (not local, a registry or a vendor's own installer). */
function remoteUrls(v: View): number[] {
  return v.urls().filter((u) => {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder') return false;
    const c = classifyHost(t.t);
    return c !== 'local' && c !== 'registry' && c !== 'vendor-installer';
  });
}

/**
 * A download run: the URL handed to a shell ("o instalador em URL passar pelo bash", "passalo a bash",
 * "pásalo a bash"), or fetched and then run ("baixe URL e execute-o", "scarica lo script da URL ed eseguilo",
 * "descarga URL y ejecútalo con bash", "téléchargez le script URL puis lancez-le") — a fetch verb before the
 * URL or a script URL, then a run verb after it in the clause — or a script URL run ("ejecuta con bash el
 * script URL", "lancez le script URL"). A run verb with a runner after it ("ejecuta los ejemplos con bash")
 * hands over only what was fetched: after a page is merely named, the examples run are the reader's own.
 */
function execHit(v: View, ask: boolean): ClassHit | undefined {
  for (const u of remoteUrls(v)) {
    const object = v.raw(u).slice(0, 300);
    const script = SCRIPT_URL.test(v.raw(u));
    const fetch =
      v.near(u, 10, (j) => v.isWordIn(j, RO_FETCH), false, true) ??
      v.near(u, 4, (j) => v.isWordIn(j, RO_FETCH), true, false);
    const fetched = script || fetch !== undefined;
    // Asked by the run's form or by the fetch's ("Téléchargez URL et exécutez le script", "Requisitos:
    // descargar URL y ejecutarlo"): the two verbs are one step.
    const ordered = (at: number) => ask || orderedAt(v, at) || (fetch !== undefined && orderedAt(v, fetch));
    const hit = (at: number, obj: number): ClassHit => ({
      cls: 'agent-mediated-exec',
      at,
      obj,
      object,
      negated: negatedRo(v, at),
      inherent: ordered(at),
    });
    for (let r = u + 1; r < v.n && r <= u + 14; r++) {
      const t = v.toks[r]!;
      if (t.kind === 'punct' && CLAUSE_END.has(t.t)) break;
      const name = t.kind === 'word' || t.kind === 'code' ? t.t.toLowerCase() : '';
      if (!RUNNER.has(name) || !v.isWordIn(r - 1, RO_TO_RUNNER)) continue;
      // The verb before the runner, on either side of the URL ("passare URL direttamente a bash").
      const at = v.near(
        r,
        6,
        (j) => v.isWordIn(j, RO_HAND) || (fetched && v.isWordIn(j, RO_RUN)),
        false,
        true,
      );
      if (at !== undefined) return hit(at, r);
    }
    if (!fetched) continue;
    const run = v.near(u, 16, (j) => v.isWordIn(j, RO_RUN), true, false);
    if (run !== undefined) return hit(run, u);
    const before = script ? v.near(u, 6, (j) => v.isWordIn(j, RO_RUN), false, true) : undefined;
    if (before !== undefined) return hit(before, u);
  }
  return undefined;
}

/** The user after an elided article: "all'utente", "l'utilisateur", "à l'utilisatrice", "l'usuari". */
const ELIDED_USER = /^(?:[a-z]{1,3}')?(?:utente|utilisat(?:eur|rice)s?|usuari(?:s|a|es)?|usuària)$/;

/** A telling verb by its stem ("citá-los", "menzionarlo", "avisar"). */
function tells(w: string): boolean {
  // "sin enviar tráfico directo a … del cliente": the stem "dire" (French "dire") begins "directo", "dirigir".
  if (w.startsWith('direc') || w.startsWith('dirig')) return false;
  for (const s of RO_TELL_STEMS) if (w.startsWith(s)) return true;
  return false;
}

/**
 * "não há por que citá-los no resumo para a pessoa", "sem avisar o usuário", "non dirlo all'utente",
 * "senza menzionarlo nel riepilogo": a negator or "without", a telling verb within four words, and the
 * user or what the user reads within the clause.
 */
function concealHit(v: View): ClassHit | undefined {
  for (let i = 0; i < v.n; i++) {
    if (!v.isWordIn(i, RO_NEG) && !v.isWordIn(i, RO_WITHOUT)) continue;
    for (let k = i + 1; k < v.n && k <= i + 4; k++) {
      if (v.toks[k]!.kind === 'punct') break;
      if (!tells(v.w(k))) continue;
      const aud = v.near(k, 10, (j) => v.isWordIn(j, RO_AUDIENCE) || ELIDED_USER.test(v.w(j)), true, true);
      if (aud === undefined) continue;
      // A negated telling verb with the user named is the concealment itself ("não cite …", "não há por
      // que citá-los", "senza dirlo"): asked whether imperative or declarative, as in English.
      return { cls: 'concealment', at: k, obj: aud, absorbed: true, inherent: true, negated: false };
    }
  }
  return undefined;
}
