/**
 * Catalan word lists, merged into the Portuguese and Italian ones of romance-words.ts (read by
 * intents-romance.ts), the imperative list of lexicon.ts and the telling verbs of the concealment reader
 * (docs/prose.md): the verbs an attacker uses to have a secret sent — imperative ("envia", "enganxa"),
 * plural ("envieu"), infinitive ("enviar"), participle ("enviat") — and the secrets written as words ("clau
 * privada", "credencials"). Catalan joins its object pronouns to the verb ("envia'l", "enganxa'n",
 * "envia-ho", "enviar-la", "n'enganxa"), so each verb is listed with them. Space-separated strings (lexicon.ts builds
 * the sets; it imports this module, so nothing is imported back). Lower case, like tokens.
 */
/** Send, paste, upload, attach, share, forward. */
export declare const CA_SEND: string;
/** Imperatives that open a Catalan step (read, copy, open, add, run, fetch, and the sends). */
export declare const CA_IMPERATIVES: string;
/** Secrets named in words, as phrases. */
export declare const CA_SECRET_PHRASES: string[][];
export declare const CA_SECRET_HEADS = "clau claus credencials contrasenya contrasenyes token tokens variables frase";
/** "clau pública": a public key is no secret. */
export declare const CA_PUBLIC = "p\u00FAbliques";
/** The user, or what the user reads. */
export declare const CA_AUDIENCE = "usuari usu\u00E0ria usuaris resum resposta informe";
/** Telling verbs ("no cal dir-ho a l'usuari", "sense avisar l'usuari", "no ho comentis"). */
export declare const CA_TELL: string;
/** Markers of a request that is not an imperative: obligation, wish, "please". */
export declare const CA_ASK_PHRASES: string[][];
export declare const CA_ASK_HEADS = "cal caldria si has heu podries podr\u00EDeu assegura't";
/** Fetch and run ("descarrega … i executa-ho"). */
export declare const CA_FETCH: string;
export declare const CA_RUN: string;
