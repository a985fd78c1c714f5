import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * The words an attacker translates the sentences everybody blocks into (Spanish, French, German,
 * Italian, Portuguese): what is sent (the conversation, a file's contents), where an answer goes (the
 * reply, the summary), and "what you were told before no longer counts". Word lists, like the English
 * ones they extend (docs/prose.md): no grammar of these languages.
 */

/** The user's private data, as the send intent's sensitive nouns. */
export const FOREIGN_SENSITIVE =
  'conversación conversation konversation unterhaltung chatverlauf verlauf conversazione conversa historial historique cronologia histórico';
/** Data in general, as the send intent's generic nouns. */
export const FOREIGN_DATA =
  'contenido contenu inhalt contenuto conteúdo texto texte testo archivo fichier datei file arquivo';
/** What the user reads of the agent's work, standing for the user in a concealment. */
export const FOREIGN_REPLY = words(
  'respuesta resumen réponse résumé antwort zusammenfassung risposta riepilogo riassunto resposta resumo ' +
    'bericht informe rapport relatório rapporto resoconto',
);

/** Instructions or what someone told the agent, in those languages. */
const TOLD =
  /\b(?:indicad[oa]s?|indicaciones|instrucciones|[óo]rdenes|instructions|consignes|anweisungen|vorgaben|istruzioni|indicazioni|instru[çc][õo]es|dicho|dit|gesagt|detto|dito)\b/;
/** "… no longer counts": void, without effect, no longer valid or applying. */
const VOID =
  /\b(?:sin efecto|ya no (?:aplica|aplican|vale|valen|cuenta|cuentan|son v[áa]lid)|(?:ne|n') ?s'appliquen?t? plus|ne (?:compte|comptent|valent?) plus|sont (?:nulles|annul[ée]es)|gelten nicht mehr|gilt nicht mehr|(?:sind|ist) (?:ung[üu]ltig|aufgehoben|hinf[äa]llig)|non (?:valgono|vale|si applicano|contano) pi[ùu]|sono annullat[ei]|sem efeito|n[ãa]o (?:se aplica|se aplicam|vale|valem|contam?) mais)\b/;

/** Gate words: one of them opens the check (prose/view.ts gates are per word). */
export const FOREIGN_VOID_GATE = words(
  'efecto ya plus nulles annulées annulees mehr ungültig ungultig aufgehoben hinfällig più piu annullate annullati efeito mais',
);

/**
 * "lo que te hayan indicado antes … queda sin efecto", "les instructions précédentes ne s'appliquent
 * plus", "frühere Anweisungen gelten nicht mehr": the index of the void phrase's first word when the
 * sentence also names instructions or what was said, else undefined.
 */
export function foreignVoid(v: View): number | undefined {
  if (v.n > 120) return undefined;
  const text = Array.from({ length: v.n }, (_, k) => v.w(k)).join(' ');
  const m = VOID.exec(text);
  if (!m || !TOLD.test(text)) return undefined;
  const words = text.slice(0, m.index).split(' ').filter(Boolean).length;
  return Math.min(words, v.n - 1);
}

/** Negators of German, French, Spanish, Portuguese and Italian: before the verb ("ne", "no", "não", "non"), or after it ("nicht", "pas"). */
export const FOREIGN_NEG_BEFORE = new Set([
  'ne',
  "n'",
  'no',
  'não',
  'non',
  'nie',
  'niemals',
  'jamais',
  'nunca',
  'mai',
  // Catalan "sense" (without: "sense avisar l'usuari"), Polish "nigdy", Hebrew "לא", "אינו".
  'sense',
  'nigdy',
  'לא',
  'אינו',
  'אינה',
]);
export const FOREIGN_NEG_AFTER = new Set(['nicht', 'niemals', 'nie', 'pas', 'jamais', 'mai']);
