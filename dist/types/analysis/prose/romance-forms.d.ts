/**
 * Verb forms of Spanish, French, Portuguese and Italian generated from the infinitive (docs/prose.md), for
 * the word lists of romance-words.ts: an ask in these languages is an imperative of any person the text
 * addresses ("ejecuta", "ejecute", "ejecutad", "exécutez", "esegui", "execute"), an infinitive after an
 * obligation ("hay que ejecutar", "il faut lancer", "bisogna eseguire") or a participle of a passive
 * ("debe ser ejecutado"), and its object pronoun is joined to the verb ("ejecútalo", "descárguelo",
 * "exécutez-le", "eseguilo", "execute-o", "executá-lo"). Listing those forms one by one missed every form
 * not listed; the rules of each language make them all from the infinitive, as catalan-words.ts does for
 * Catalan. Irregular verbs give the forms the rules get wrong (`over`) and any others (`extra`).
 *
 * Each language returns every form (`all`) and the forms that can only be an order to the reader (`orders`:
 * an imperative carrying its object pronoun, the vosotros/voi imperative): a sentence is an ask by such a
 * form, whatever its other words. Lower case, like tokens; pure string work, no imports.
 */
export interface Forms {
    all: string[];
    orders: string[];
}
/** Forms a rule gets wrong for one verb: the tú/tu imperative, the usted/Lei/você one, the participle. */
export interface Irregular {
    /** Second person singular imperative (Spanish "envía", Italian "fornisci", French "envoie"). */
    tu?: string;
    /** Polite imperative (Spanish "envíe", Portuguese "obtenha", Italian "fornisca"). */
    polite?: string;
    /** Participle, masculine singular (Italian "preso", French "transmis"). */
    part?: string;
    /** Other forms, space-separated, taken as they are. */
    extra?: string;
}
/**
 * The Spanish written accent a form takes when a pronoun is joined to it: the stress stays on the syllable
 * before the last ("ejecuta" → "ejecút-alo", "descargue" → "descárgue-lo", "subiendo" → "subiéndo-lo").
 * The vowel group before the last one carries the stress; its strong vowel (a, e, o) gets the accent.
 */
export declare function spanishStressed(w: string): string;
/** Spanish: "ejecutar" → ejecuta, ejecute, ejecuten, ejecutad, ejecutemos, ejecútalo, ejecutarlo, ejecutándolo, ejecutado … */
export declare function spanish(infinitives: string, irregular?: Record<string, Irregular>): Forms;
/** French -er verbs: "exécuter" → exécute, exécutez, exécutons, exécutez-le, l'exécuter, d'exécuter, exécuté … */
export declare function french(infinitives: string, irregular?: Record<string, Irregular>): Forms;
/** Portuguese: "executar" → execute, executa, executem, execute-o, executá-lo, executado, executando … */
export declare function portuguese(infinitives: string, irregular?: Record<string, Irregular>): Forms;
/** Italian: "eseguire" → esegui, eseguite, esegua, eseguiamo, eseguilo, eseguitelo, eseguirlo, eseguito … */
export declare function italian(infinitives: string, irregular?: Record<string, Irregular>): Forms;
/** The forms of several verbs of several languages, without the ones English also writes. */
export declare function merged(...groups: Forms[]): Forms;
