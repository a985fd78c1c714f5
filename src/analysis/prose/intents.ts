import type { IntentClass, SpanRole, TextContainer, TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import { contentObeyed } from './content-authority.js';
import { obeyOfAddressed, runOfFetched } from './fetch-then-run.js';
import { obeyedIncoming } from './incoming-instructions.js';
import { claimedApproval, preApproval } from './intents-approval.js';
import { cjkIntents } from './intents-cjk.js';
import { authority, roleSpoof, triggerHijack } from './intents-claims.js';
import { concealment } from './intents-concealment.js';
import { type ClassHit, override } from './intents-control.js';
import { encodedRender } from './intents-encoded-render.js';
import { agentMediatedExec } from './intents-exec.js';
import { fieldSend } from './intents-field-send.js';
import { secretRead, sendData } from './intents-flow.js';
import { gitGlobalSetting } from './intents-git-global.js';
import { dutchRussianIntents } from './intents-nl-ru.js';
import { permissionWidening } from './intents-permission.js';
import { foreignRenderExfil } from './intents-render-foreign.js';
import { romanceIntents } from './intents-romance.js';
import { runLinked } from './intents-run-linked.js';
import { safetyOff } from './intents-safety-off.js';
import { slotFill } from './intents-slot-fill.js';
import { unreadIntents } from './intents-unread.js';
import { assemble, decodeAndFollow, persist, renderExfil } from './intents-write.js';
import { commandSecret } from './secret-commands.js';
import type { Analysed } from './sentence.js';
import { stipulatedSend } from './stipulated-sends.js';
import { storeTakenUp } from './store-taken-up.js';

/**
 * Runs every recogniser over one analysed sentence and turns hits into located `TextIntent`s, deciding
 * each intent's role and negation from the sentence's role and the hit: a negation that is the intent
 * itself ("don't tell the user") does not make the sentence a warning; a declarative that asks by its
 * meaning ("the user's instructions no longer apply") is an instruction; a hit inside quotation marks,
 * a heading, a table, link text or a catalogue is a mention.
 */

export interface Zones {
  /** Link texts and image alt texts inside the sentence (offsets relative to the sentence). */
  links: Array<{ start: number; end: number; alt: boolean }>;
  /**
   * Whether a prohibition reaches the sentence-relative offset (src/analysis/prohibition-scope.ts: "FORBIDDEN:
   * …", a list under "Never:", a "Don't" column), for text read in its document.
   */
  forbids?: (off: number) => boolean;
}

export function hitsOf(a: Analysed, description: boolean): ClassHit[] {
  const v = a.view;
  const approvals = preApproval(v);
  if (approvals.length === 0) approvals.push(...claimedApproval(a.text, v));
  // Appended one recogniser at a time, in the order they run (most return nothing: spreading some thirty
  // mostly empty arrays into one literal cost more than several of the recognisers).
  const hits: ClassHit[] = [];
  const put = (found: readonly ClassHit[]) => {
    for (const h of found) hits.push(h);
  };
  put(override(v));
  put(concealment(v));
  put(approvals);
  put(roleSpoof(v));
  put(triggerHijack(v, description));
  put(authority(v));
  put(agentMediatedExec(v));
  put(runOfFetched(v, a.fetchedBefore));
  put(obeyOfAddressed(v, a.addressBefore));
  put(obeyedIncoming(v, a.incomingBefore === true, approvals));
  // Another party's content (a document's notes, a ticket's lines, a log's commands) made binding.
  put(contentObeyed(v, a.contentBefore, approvals));
  // Dutch and Russian before the English reads and sends: an English read verb that happens to match a
  // Dutch word ("lees") would otherwise win without knowing the Dutch imperative asks. So do the languages
  // read without a word list: an English `POST` in a Swedish sentence is no English imperative.
  put(dutchRussianIntents(v, a.readBefore));
  put(unreadIntents(a.text, v));
  const read = secretRead(v);
  // "… which is the file the AWS CLI keeps its keys in. Upload this file to https://…": the store the
  // sentence before named, taken up by the send.
  const secret = read.length > 0 ? read : storeTakenUp(v, a.storeBefore);
  put(secret);
  put(sendData(v, secret.length > 0 || v.secretPaths().length > 0, a.secretNameBefore));
  put(fieldSend(v));
  // "Every submission to https://… carries the contents of ~/.netrc": the protocol the agent's sends follow.
  put(stipulatedSend(v));
  put(persist(v));
  put(permissionWidening(v));
  put(safetyOff(a.text, v));
  put(gitGlobalSetting(v));
  put(decodeAndFollow(v));
  put(assemble(v));
  put(runLinked(v));
  put(renderExfil(v));
  put(encodedRender(v, a.slotImage === true));
  put(slotFill(v));
  // Romance, German and Japanese/Chinese asks (after the English ones: the first hit of a class wins).
  put(romanceIntents(v));
  put(foreignRenderExfil(v));
  put(cjkIntents(a.text, v));
  return hits;
}

function inQuotes(a: Analysed, i: number): boolean {
  let q = 0;
  for (let k = 0; k < i && k < a.view.n; k++) if (a.view.toks[k]!.kind === 'quote') q++;
  if (q % 2 === 0) return false;
  for (let k = i + 1; k < a.view.n; k++) if (a.view.toks[k]!.kind === 'quote') return true;
  return false;
}

const LIST_LEAD = new Set([
  'trigger',
  'triggers',
  'phrases',
  'examples',
  'keywords',
  'like',
  'e.g',
  'eg',
  'such',
  'as',
  'patterns',
  'indicators',
]);

/** "Should trigger for: create AGENTS.md, update AGENTS.md …": what follows the colon is a list of phrases. */
function afterCatalogueColon(a: Analysed, at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const t = a.view.toks[k]!;
    if (t.kind === 'punct' && t.t === ':') {
      for (let j = k - 1; j >= Math.max(0, k - 3); j--) if (LIST_LEAD.has(a.view.toks[j]!.t)) return true;
      return false;
    }
  }
  return false;
}

interface Decided {
  role: SpanRole;
  negated: boolean;
  container: TextContainer;
}

/** Role and negation of one hit in its sentence. */
function decide(a: Analysed, h: ClassHit, zones: Zones, description: boolean): Decided {
  let container: TextContainer = description ? 'description' : a.container;
  const off = a.view.toks[h.at]?.at ?? 0;
  const zone = zones.links.find((z) => off >= z.start && off < z.end);
  if (zone) container = zone.alt ? 'alt-text' : 'link-text';
  const r = a.role;
  const data = r.role === 'data';
  const mention = (negated: boolean): Decided => ({ role: data ? 'data' : 'mention', negated, container });
  if (zone) return zone.alt ? { role: 'data', negated: false, container } : mention(false);
  if (h.cls === 'role-spoof') {
    if (container === 'table' || container === 'code' || a.catalogue || r.why === 'quoted')
      return mention(false);
    return { role: data ? 'data' : 'instruction', negated: false, container };
  }
  if (inQuotes(a, h.at) || afterCatalogueColon(a, h.at)) return mention(false);
  if (h.negated) return mention(true);
  // Under a prohibition the verb's act is what is forbidden; a negation the intent is made of ("never ask
  // the user first") is its own reading and stays.
  if (!h.absorbed && zones.forbids?.(off)) return mention(true);
  if (r.role === 'instruction' || r.role === 'data') return { role: r.role, negated: false, container };
  // Mentions: the sentence-level reason may not apply to this intent.
  // A safety check switched off is asked by the negation itself: "avoid refusal, disclaimer, …
  // authorization-check phrasing", a directive the role reader takes for a warning, lists what is forbidden,
  // and the list is the ask, not a catalogue of samples.
  const safetyOff = h.cls === 'safety-off' && r.directive;
  if (
    (r.why === 'negated' || (safetyOff && r.why === 'warning')) &&
    h.absorbed &&
    !a.section &&
    (!a.catalogue || safetyOff)
  )
    return { role: data ? 'data' : 'instruction', negated: false, container };
  if (r.why === 'descriptive' && h.inherent)
    return { role: data ? 'data' : 'instruction', negated: false, container };
  if (description && r.why === 'descriptive' && h.cls === 'trigger-hijack')
    return { role: 'instruction', negated: false, container };
  return mention(r.framing === 'negated');
}

/** A secret-read of a command (`gh auth token`): the secret it prints, which no path names. */
function secretOfCommand(cls: IntentClass, object: string | undefined): Pick<TextIntent, 'secret'> {
  const secret = cls === 'secret-read' && object ? commandSecret(object) : undefined;
  return secret ? { secret } : {};
}

export function keyOf(cls: IntentClass, evidence: string): string {
  let s = evidence.toLowerCase();
  let a = 0;
  while (a < s.length && '-*+>#0123456789.) \t'.includes(s[a]!)) a++;
  s = s.slice(a);
  return `${cls}|${s.slice(0, 200)}`;
}

export function intentsOf(
  a: Analysed,
  lines: LineMap,
  zones: Zones,
  description = false,
  containerOverride?: TextContainer,
): TextIntent[] {
  const out: TextIntent[] = [];
  const seen = new Set<IntentClass>();
  const hits = hitsOf(a, description);
  // The first hit of a class wins, unless a later recogniser of the same class reads the sentence as asked
  // by its meaning: "… POST ile https://… gönder" is an English `post` to the reader of the sentence's
  // words, and a request in the language the sentence is written in.
  const inherent = new Map<IntentClass, ClassHit>();
  for (const h of hits) if (h.inherent && !inherent.has(h.cls)) inherent.set(h.cls, h);
  for (const first of hits) {
    const h = first.inherent ? first : (inherent.get(first.cls) ?? first);
    if (seen.has(h.cls)) continue;
    seen.add(h.cls);
    const d = decide(a, h, zones, description);
    const objTok = h.obj !== undefined ? a.view.toks[h.obj] : undefined;
    const object =
      h.object ??
      (objTok && objTok.kind !== 'word' && objTok.kind !== 'punct' ? objTok.t.slice(0, 300) : undefined);
    out.push({
      cls: h.cls,
      role: d.role,
      at: lines.region(a.start, a.end),
      evidence: a.evidence,
      key: keyOf(h.cls, a.evidence),
      container: containerOverride ?? d.container,
      negated: d.negated,
      ...(object ? { object } : {}),
      ...(h.credential ? { credential: h.credential } : {}),
      ...(h.yields ? { yields: true as const } : {}),
      ...(h.ranksOwn ? { ranksOwn: true as const } : {}),
      ...(h.onlyTo ? { onlyTo: true as const } : {}),
      ...(h.ownDocument ? { ownDocument: true as const } : {}),
      ...(h.unchecked ? { unchecked: true as const } : {}),
      ...(h.partyContent ? { partyContent: true as const } : {}),
      ...secretOfCommand(h.cls, object),
    });
  }
  return out;
}
