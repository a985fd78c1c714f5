/**
 * Word lists for reading intent by meaning: verbs by what they do to an instruction, an action or data,
 * and the objects they act on. Lists hold base forms; `lemmaIn` maps an inflected word (ignored, ignores,
 * ignoring, told, hidden, applies, stopped) back to a base form in a list, so a lexicon entry covers every
 * form without listing it. Multi-word verbs ("set aside", "pay no attention") are matched as phrases by
 * the recognizers. Entries are lower-case; tokens are lower-cased before lookup.
 *
 * A few non-English forms of the strongest verbs and nouns are included (French, Spanish, German,
 * Portuguese, Italian): attackers translate the one phrase everybody blocks.
 */

import { CA_IMPERATIVES, CA_TELL } from './catalan-words.js';

const IRREGULAR = new Map<string, string>(
  Object.entries({
    told: 'tell',
    sent: 'send',
    left: 'leave',
    kept: 'keep',
    forgot: 'forget',
    forgotten: 'forget',
    gave: 'give',
    given: 'give',
    went: 'go',
    gone: 'go',
    ran: 'run',
    wrote: 'write',
    written: 'write',
    took: 'take',
    taken: 'take',
    hid: 'hide',
    hidden: 'hide',
    shown: 'show',
    made: 'make',
    brought: 'bring',
    threw: 'throw',
    thrown: 'throw',
    overrode: 'override',
    overridden: 'override',
    paid: 'pay',
    withheld: 'withhold',
    said: 'say',
    got: 'get',
    gotten: 'get',
    put: 'put',
    set: 'set',
    read: 'read',
    fed: 'feed',
    spoke: 'speak',
    spoken: 'speak',
    began: 'begin',
    begun: 'begin',
    did: 'do',
    done: 'do',
    does: 'do',
    is: 'be',
    are: 'be',
    was: 'be',
    were: 'be',
    been: 'be',
    am: 'be',
    has: 'have',
    had: 'have',
    undid: 'undo',
    understood: 'understand',
    overwrote: 'overwrite',
    overwritten: 'overwrite',
    stuck: 'stick',
    dealt: 'deal',
    meant: 'mean',
    laid: 'lay',
    shut: 'shut',
    let: 'let',
    cast: 'cast',
    beamed: 'beam',
  }),
);

/**
 * Every base form `word` may be an inflection of (the word itself first). Computed once per token by
 * the sentence view, so each lexicon lookup is a few hash probes.
 */
export function lemmaCandidates(word: string): string[] {
  const out = [word];
  const irr = IRREGULAR.get(word);
  if (irr !== undefined) out.push(irr);
  if (word.length >= 4) addInflectionBases(word, out);
  return out;
}

/**
 * The base form of `word` that `set` contains, or undefined. Tries the word, then the usual English
 * inflections (-s/-es/-ies, -ed/-ied with doubled consonants, -ing with a dropped e or doubled consonant).
 */
export function lemmaIn(word: string, set: ReadonlySet<string>): string | undefined {
  if (set.has(word)) return word;
  const irr = IRREGULAR.get(word);
  if (irr !== undefined && set.has(irr)) return irr;
  if (word.length < 4) return undefined;
  for (const t of addInflectionBases(word, [])) if (set.has(t)) return t;
  return undefined;
}

/**
 * Adds to `out` the base forms `word` may be an inflection of, in the order they are tried: -ies, -es,
 * -s; -ied, -ed (with a doubled consonant or a dropped e); -ing (with a dropped e or a doubled consonant).
 * Some are not words; a lookup simply misses them.
 */
function addInflectionBases(word: string, out: string[]): string[] {
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('ied')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith('ing')) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  return out;
}

export const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Negators that reverse the verb after them: the one list, src/analysis/negation/words.ts. */
export { NEGATOR_WORDS as NEGATORS } from '../negation/words.js';

/** Words that open an imperative addressed to the reader before the verb ("Please run …", "Then add …"). */
export const IMPERATIVE_LEADS = words(
  'please kindly then first next now also finally always just immediately simply quickly ' +
    'afterwards afterward later once thereafter additionally secondly thirdly lastly step and veuillez bitte ' +
    'carefully silently quietly automatically ok okay so ' +
    'wichtig achtung hinweis importante atención attention nota dann danach ensuite luego poi',
);

/** Modals and obligation words that make a sentence a directive when the subject is the reader. */
export const MODALS = words('must should shall need needs have has ought will can may');

/** Second person and the agent named as the addressee. */
export const ADDRESSEES = words(
  'you your yourself assistant agent claude model llm ai copilot codex gemini bot vous tu du usted',
);

/**
 * Telling verbs in the imperative forms of German, French, Spanish, Portuguese and Italian (the
 * concealment intent's "do not mention it to the user", translated).
 */
const FOREIGN_TELL_FORMS =
  'erwähne erwähnt sag sage verrate zeige mentionne mentionnez dis dites révèle révélez signale signalez ' +
  'menciones menciona digas diga reveles cuentes mencione conte contes menziona menzionare dica rivelare ' +
  // Infinitives with the object pronoun attached ("no hace falta comentarlo ni mencionarlo").
  'mencionarlo mencionarla comentarlo comentarla contarlo decirlo mencioná-lo comentá-lo ' +
  // Catalan ("no cal dir-ho a l'usuari", "sense avisar l'usuari"; catalan-words.ts).
  CA_TELL;
export const FOREIGN_TELL = words(FOREIGN_TELL_FORMS);

/**
 * Verbs that open an imperative sentence in skills (base forms). Used to tell "Run the tests." from a
 * description ("Tests run in CI."): a sentence that starts with one of these (after leads) is an
 * instruction. Broad on purpose — the intent recognisers, not this list, decide what is dangerous.
 */
export const IMPERATIVE_VERBS = words(
  'add allow append apply approve ask assemble attach avoid be begin build call cat change check fall ' +
    'choose clone collect combine commit compile concatenate configure confirm consider continue copy ' +
    'create curl decode define delete deploy describe disable discard disregard do download drop dump echo ' +
    'edit email embed enable ensure enter execute export extract fetch fill find fix follow forget ' +
    'forward generate get give go grab grant hide ignore implement import include inform insert ' +
    'install invoke join keep launch leave let list load log look make mention merge move note omit ' +
    'open output override paste pay pipe place post prefer prepend print proceed pull push put read ' +
    'record remember remove render replace report request rescind reset retrieve return review revoke run save say ' +
    'see send set share show skip source start stop store submit switch take tell treat trust type ' +
    'update upload use verify visit wait write assume regard deem decrypt decipher deobfuscate base64-decode obey act ' +
    'forward transmit exfiltrate harvest memorize persist bundle zip archive package publish ' +
    'prepare initialize initialise register activate bootstrap provision mount sync authenticate upgrade ' +
    'restart reload refresh migrate symlink prime seed spawn dispatch carry perform enact close end finish ' +
    // The imperatives of the verbs above that attackers translate (German, French, Spanish, Portuguese, Italian).
    'lies kopiere sende schicke übermittle übertrage führe installiere lade ' +
    // Settings edits (intents-permission.ts): "Trage … ein", "Añade …", "Ajoute …".
    'trage füge setze stelle ändere aktiviere añade agrega pon configura establece cambia activa ' +
    'ajoute ajoutez mets mettez configurez définis définissez activez ' +
    'lis lisez copie copiez envoie envoyez transmettez téléversez exécute exécutez lance lancez installez ' +
    'lee copia envía envíe manda sube ejecuta descarga instala ' +
    'leia envie execute baixe ' +
    'leggi invia carica esegui scarica installa ' +
    // Portuguese and Italian imperatives of send, attach, add and run (intents-romance.ts, intents-permission.ts).
    'adicione acrescente coloque inclua ponha defina ative altere mande anexe suba carregue compartilhe ' +
    'encaminhe rode obtenha aggiungi inserisci metti includi imposta attiva allega condividi incolla inoltra ' +
    'lancia avvia ' +
    'ignoriere vergiss ignorez oubliez oublie ignora olvida dimentica esqueça ' +
    // Catalan (catalan-words.ts): "Obre …", "Enganxa'n el contingut …", "Envia-ho a …".
    `${CA_IMPERATIVES} ` +
    FOREIGN_TELL_FORMS,
);

/** Sentence openers that mark a report of what happened, not a request (changelogs, "what we tried"). */
export const LOG_OPENERS = words(
  'tried attempted added fixed removed changed updated bumped released renamed deprecated refactored ' +
    'improved reverted merged we i initially originally previously earlier yesterday',
);

/** Words that frame what follows as a warning or a thing not to do ("watch out for …", "❌ Don't"). */
export const WARNING_WORDS = words(
  'beware warning caution danger dangerous avoid bad wrong incorrect insecure unsafe vulnerable ' +
    'anti-pattern antipattern anti-patterns antipatterns mistake mistakes pitfall pitfalls red flag flags ' +
    'malicious attacker attackers attack attacks adversary adversarial injection injections exploit ' +
    'exploits phishing suspicious never',
);

/** Headings under which everything is listed or discussed, not asked for. */
export const MENTION_SECTION_WORDS = words(
  'changelog history attempts tried anti-patterns antipatterns anti-pattern antipattern ' +
    'pitfalls mistakes red flags indicators indicator patterns signatures detection detections threats ' +
    'threat attacks attack vectors vector examples malicious injection injections jailbreaks ' +
    'rationalizations rationalization excuses blocklist blocklists denylist blocked forbidden references ' +
    'bibliography citations papers reading further sources glossary faq lessons learned postmortem',
);

/** Lead-in words that make the list or block after them a catalogue of patterns, not steps. */
export const CATALOGUE_LEAD = words(
  'indicators patterns pattern phrases phrase signs signals red flags flag detect detects detected ' +
    'detection look block blocks blocked blocking denylist blocklist deny forbidden banned such like ' +
    'include includes including examples e.g. eg watch catches catch matches match matching triggers ' +
    'suspicious rationalizations excuses',
);
