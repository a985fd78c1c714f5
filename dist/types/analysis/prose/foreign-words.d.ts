import type { View } from './view.js';
/**
 * The words an attacker translates the sentences everybody blocks into (Spanish, French, German,
 * Italian, Portuguese): what is sent (the conversation, a file's contents), where an answer goes (the
 * reply, the summary), and "what you were told before no longer counts". Word lists, like the English
 * ones they extend (docs/prose.md): no grammar of these languages.
 */
/** The user's private data, as the send intent's sensitive nouns. */
export declare const FOREIGN_SENSITIVE = "conversaci\u00F3n conversation konversation unterhaltung chatverlauf verlauf conversazione conversa historial historique cronologia hist\u00F3rico";
/** Data in general, as the send intent's generic nouns. */
export declare const FOREIGN_DATA = "contenido contenu inhalt contenuto conte\u00FAdo texto texte testo archivo fichier datei file arquivo";
/** What the user reads of the agent's work, standing for the user in a concealment. */
export declare const FOREIGN_REPLY: ReadonlySet<string>;
/** Gate words: one of them opens the check (prose/view.ts gates are per word). */
export declare const FOREIGN_VOID_GATE: ReadonlySet<string>;
/**
 * "lo que te hayan indicado antes … queda sin efecto", "les instructions précédentes ne s'appliquent
 * plus", "frühere Anweisungen gelten nicht mehr": the index of the void phrase's first word when the
 * sentence also names instructions or what was said, else undefined.
 */
export declare function foreignVoid(v: View): number | undefined;
/** Negators of German, French, Spanish, Portuguese and Italian: before the verb ("ne", "no", "não", "non"), or after it ("nicht", "pas"). */
export declare const FOREIGN_NEG_BEFORE: Set<string>;
export declare const FOREIGN_NEG_AFTER: Set<string>;
