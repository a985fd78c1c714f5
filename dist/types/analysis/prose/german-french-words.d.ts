/**
 * German and French word lists for the recogniser in intents-romance.ts (docs/prose.md), beside the
 * Portuguese and Italian ones of romance-words.ts: the verbs an attacker uses to have a secret sent or a
 * step kept from the user, in the forms a request or a role description takes — imperative ("sende",
 * "envoyez"), infinitive ("senden", "envoyer"), third person of a persona ("Kai schickt", "l'assistant
 * transmet"), participle of a passive ("wird übermittelt", "est envoyé"). Listed as written: the inflection
 * rules of lexicon.ts are English. Lower case, like tokens.
 */
/** Send, upload, paste, forward, post. */
export declare const DE_FR_SEND: string;
/**
 * German verbs whose particle comes at the end of the clause ("trägt den Inhalt in das Formular … ein",
 * "lade die Datei auf … hoch"): the verb, and the particle that makes it a send.
 */
export declare const DE_SEPARABLE_SEND: ReadonlyMap<string, string>;
/** The user, or what the user reads: where a concealment keeps the step out of. */
export declare const DE_FR_AUDIENCE: string;
/** Negators, and "no need to" words that make a negation ask ("il est inutile d'en parler"). */
export declare const DE_FR_NEG = "nicht nie niemals kein keine keinen ne jamais inutile unn\u00F6tig";
export declare const DE_FR_WITHOUT = "ohne sans";
/** Stems of telling verbs ("erwähnt", "mitteilen", "mentionner", "en parler", "signalez"). */
export declare const DE_FR_TELL_STEMS: string[];
/** Markers of a request that is not an imperative: wish, obligation, "you can". */
export declare const DE_FR_ASK_PHRASES: string[][];
export declare const DE_FR_ASK_HEADS = "bitte du sie muss soll es vous il merci veuillez pourriez-vous";
