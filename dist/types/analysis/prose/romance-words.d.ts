/**
 * Portuguese and Italian word lists (with the German and French ones of german-french-words.ts and the
 * Catalan ones of catalan-words.ts merged in)
 * for the recogniser in intents-romance.ts (docs/prose.md): the verbs an
 * attacker uses to have a secret sent, a download run or a step kept from the user, in the forms a
 * request takes — imperative ("envie", "invia"), infinitive ("enviar", "inviare"), participle of a
 * passive or a wish ("fosse anexado", "dovrebbe essere inviata") — and the nouns for secrets written as
 * words ("chave privada", "credenziali"). The verbs of Spanish, French, Portuguese and Italian are also
 * generated from their infinitives with every form (romance-verbs.ts); the forms listed here are the ones
 * from before, kept. Lower case, like tokens.
 */
/** Send, upload, attach, share, paste, forward — and "end up in" ("finisca nel webhook"). */
export declare const RO_SEND: ReadonlySet<string>;
/** "Ends up in", "arrives at": a send said of the data ("que a chave acabe no webhook"). */
export declare const RO_LAND: ReadonlySet<string>;
/** Prepositions of place after a landing verb ("finisca nel …", "acabe no …"). */
export declare const RO_INTO: ReadonlySet<string>;
/** Secrets named in words, as phrases (the first word exact, as View.findPhrases needs). */
export declare const RO_SECRET_PHRASES: string[][];
/** The first words of those phrases: a sentence without one has no secret named in words. */
export declare const RO_SECRET_HEADS: ReadonlySet<string>;
/** "chave pública", "chiave pubblica": a public key is no secret. */
export declare const RO_PUBLIC: ReadonlySet<string>;
/** What the user reads or is: where a concealment keeps the step out of. */
export declare const RO_AUDIENCE: ReadonlySet<string>;
/** Negators; "sem"/"senza" (without) also negate, and make a concealment ("sem avisar"). */
export declare const RO_NEG: ReadonlySet<string>;
export declare const RO_WITHOUT: ReadonlySet<string>;
/** Stems of telling verbs ("citá-los", "mencionar", "dirlo", "menzionarlo", "avvisare"). */
export declare const RO_TELL_STEMS: string[];
/** Fetch: "baixe", "scarica", "obtenha", "prendi" — every form generated (romance-verbs.ts). */
export declare const RO_FETCH: ReadonlySet<string>;
/** Run: "execute", "rode", "esegui", "lancia", "avvia". */
export declare const RO_RUN: ReadonlySet<string>;
/** Hand text over to a runner: "passar pelo bash", "passalo a bash", "entregue ao sh". */
export declare const RO_HAND: ReadonlySet<string>;
/**
 * Forms that can only be an order to the reader: an imperative with its object pronoun joined ("ejecútalo",
 * "exécutez-le", "eseguilo", "execute-o"). A fetch or run in one of them is asked whatever the sentence's
 * other words (the role reader knows the imperatives of English).
 */
export declare const RO_ORDER_FORMS: ReadonlySet<string>;
/** Between the handing verb and the runner: "pelo bash", "ao sh", "a bash", "con bash". */
export declare const RO_TO_RUNNER: ReadonlySet<string>;
/** Markers of a request that is not an imperative: wish, question, obligation in the passive. */
export declare const RO_ASK_PHRASES: string[][];
export declare const RO_ASK_HEADS: ReadonlySet<string>;
