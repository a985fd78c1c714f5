/**
 * German and French word lists for the recogniser in intents-romance.ts (docs/prose.md), beside the
 * Portuguese and Italian ones of romance-words.ts: the verbs an attacker uses to have a secret sent or a
 * step kept from the user, in the forms a request or a role description takes — imperative ("sende",
 * "envoyez"), infinitive ("senden", "envoyer"), third person of a persona ("Kai schickt", "l'assistant
 * transmet"), participle of a passive ("wird übermittelt", "est envoyé"). Listed as written: the inflection
 * rules of lexicon.ts are English. Lower case, like tokens.
 */

/** Send, upload, paste, forward, post. */
export const DE_FR_SEND =
  // German
  'sende sendet senden gesendet schicke schickt schicken geschickt übermittle übermittelt übermitteln ' +
  'übertrage überträgt übertragen poste postet posten gepostet teile teilt teilen geteilt hochladen ' +
  'hochgeladen einfügen eingefügt eintragen einträgt eingetragen weiterleiten weitergeleitet ' +
  // French
  'envoie envoies envoyez envoyer envoyé envoyée envoyés transmets transmet transmettez transmettre ' +
  'transmis transmise colle collez coller collé collée téléverse téléversez téléverser téléversé publie ' +
  'publiez publier publié partage partagez partager partagé joins joignez joindre joint jointe reporte ' +
  'reportez reporter reporté recopie recopiez recopier saisis saisissez saisir saisi';

/**
 * German verbs whose particle comes at the end of the clause ("trägt den Inhalt in das Formular … ein",
 * "lade die Datei auf … hoch"): the verb, and the particle that makes it a send.
 */
export const DE_SEPARABLE_SEND: ReadonlyMap<string, string> = new Map(
  [
    ['trage trägt tragen trag', 'ein'],
    ['füge fügt fügen füg', 'ein'],
    ['lade lädt laden lad', 'hoch'],
    ['hänge hängt hängen häng', 'an'],
    ['leite leitet leiten', 'weiter'],
  ].flatMap(([verbs, particle]) => verbs!.split(' ').map((v) => [v, particle!] as const)),
);

/** The user, or what the user reads: where a concealment keeps the step out of. */
export const DE_FR_AUDIENCE =
  'person personne nutzer nutzerin benutzer benutzerin anwender anwenderin antwort antworten ' +
  'zusammenfassung bericht erklärung erklärungen réponse réponses résumé rapport explication explications';

/** Negators, and "no need to" words that make a negation ask ("il est inutile d'en parler"). */
export const DE_FR_NEG = 'nicht nie niemals kein keine keinen ne jamais inutile unnötig';
export const DE_FR_WITHOUT = 'ohne sans';

/** Stems of telling verbs ("erwähnt", "mitteilen", "mentionner", "en parler", "signalez"). */
export const DE_FR_TELL_STEMS = [
  'erwähn',
  'mitteil',
  'mitgeteilt',
  'sag',
  'gesagt',
  'verrat',
  'zeig',
  'gezeigt',
  'hinweis',
  'mention',
  'signal',
  'évoqu',
  'prévenir',
  'préven',
  'dire',
  'dites',
];

/** Markers of a request that is not an imperative: wish, obligation, "you can". */
export const DE_FR_ASK_PHRASES: string[][] = [
  ['bitte'],
  ['du', 'sollst'],
  ['sie', 'sollen'],
  ['muss', 'werden'],
  ['soll', 'werden'],
  ['es', 'wäre', 'gut'],
  ['vous', 'devez'],
  ['il', 'faut'],
  ['merci', 'de'],
  ['veuillez'],
  ['pourriez-vous'],
  ['il', 'serait', 'bien'],
];
export const DE_FR_ASK_HEADS = 'bitte du sie muss soll es vous il merci veuillez pourriez-vous';
