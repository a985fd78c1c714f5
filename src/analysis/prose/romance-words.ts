import {
  CA_ASK_HEADS,
  CA_ASK_PHRASES,
  CA_AUDIENCE,
  CA_FETCH,
  CA_PUBLIC,
  CA_RUN,
  CA_SECRET_HEADS,
  CA_SECRET_PHRASES,
  CA_SEND,
} from './catalan-words.js';
import {
  DE_FR_ASK_HEADS,
  DE_FR_ASK_PHRASES,
  DE_FR_AUDIENCE,
  DE_FR_NEG,
  DE_FR_SEND,
  DE_FR_TELL_STEMS,
  DE_FR_WITHOUT,
} from './german-french-words.js';
import { words } from './lexicon.js';
import { FETCH_FORMS, HAND_FORMS, RUN_FORMS, SEND_FORMS } from './romance-verbs.js';

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
export const RO_SEND = words(
  // Portuguese
  'envie envia enviar enviá-lo enviá-la enviado enviada enviados enviadas envio mande manda mandar ' +
    'mandado mandada anexe anexa anexar anexá-lo anexá-la anexado anexada anexados anexadas suba subir ' +
    'carregue carregar carregado carregada compartilhe compartilhar compartilhado compartilhada partilhe ' +
    'partilhar cole colar colado colada poste postar postado postada encaminhe encaminhar encaminhado ' +
    'encaminhada transmita transmitir transmitido transmitida ' +
    // Italian
    'invia inviare invialo inviala inviato inviata inviati inviate inviarla inviarlo manda mandare mandalo ' +
    'mandala mandato mandata allega allegare allegalo allegala allegato allegata carica caricare caricalo ' +
    'caricala caricato caricata condividi condividere condiviso condivisa incolla incollare incollato ' +
    'incollata inoltra inoltrare inoltrato inoltrata trasmetti trasmettere trasmesso trasmessa spedisci ' +
    'spedire spedito spedita ' +
    DE_FR_SEND +
    ' ' +
    CA_SEND +
    ' ' +
    SEND_FORMS.all.join(' '),
);
/** "Ends up in", "arrives at": a send said of the data ("que a chave acabe no webhook"). */
export const RO_LAND = words(
  'acabe acabar acabasse chegue chegar chegasse vá ir parar finisca finire finisce finisse finissero finiscano ' +
    'arrivi arrivare arrivino arrivasse',
);
/** Prepositions of place after a landing verb ("finisca nel …", "acabe no …"). */
export const RO_INTO = words('no na nos nas em para ao à nel nella nei nelle in su sul sulla al alla');

/** Secrets named in words, as phrases (the first word exact, as View.findPhrases needs). */
export const RO_SECRET_PHRASES: string[][] = [
  ['chave', 'privada'],
  ['chaves', 'privadas'],
  ['chave', 'ssh'],
  ['chaves', 'ssh'],
  ['chave', 'de', 'acesso'],
  ['chaves', 'de', 'acesso'],
  ['chave', 'de', 'api'],
  ['chave', 'da', 'api'],
  ['credenciais'],
  ['senha'],
  ['senhas'],
  ['token', 'de', 'acesso'],
  ['tokens', 'de', 'acesso'],
  ['frase', 'semente'],
  ['variáveis', 'de', 'ambiente'],
  ['chiave', 'privata'],
  ['chiavi', 'private'],
  ['chiave', 'ssh'],
  ['chiavi', 'ssh'],
  ['chiave', 'api'],
  ['chiavi', 'api'],
  ['chiave', 'di', 'accesso'],
  ['chiavi', 'di', 'accesso'],
  ['credenziali'],
  ['token', 'di', 'accesso'],
  ['variabili', 'di', 'ambiente'],
  ['variabili', "d'ambiente"],
  // Spanish
  ['clave', 'privada'],
  ['claves', 'privadas'],
  ['clave', 'ssh'],
  ['claves', 'ssh'],
  ['clave', 'de', 'acceso'],
  ['claves', 'de', 'acceso'],
  ['clave', 'de', 'api'],
  ['claves', 'de', 'api'],
  ['clave', 'api'],
  ['credenciales'],
  ['contraseña'],
  ['contraseñas'],
  ['token', 'de', 'acceso'],
  ['tokens', 'de', 'acceso'],
  ['frase', 'semilla'],
  ['variables', 'de', 'entorno'],
  // French
  ['clé', 'privée'],
  ['clés', 'privées'],
  ['clé', 'ssh'],
  ['clés', 'ssh'],
  ['clé', 'api'],
  ['clés', 'api'],
  ['clé', "d'api"],
  ['clé', "d'accès"],
  ['clés', "d'accès"],
  ['identifiants'],
  ['mot', 'de', 'passe'],
  ['mots', 'de', 'passe'],
  ['jeton', "d'accès"],
  ['jetons', "d'accès"],
  ['variables', "d'environnement"],
  ['phrase', 'de', 'récupération'],
  ...CA_SECRET_PHRASES,
];
/** The first words of those phrases: a sentence without one has no secret named in words. */
export const RO_SECRET_HEADS = words(
  'chave chaves credenciais senha senhas token tokens frase frases variáveis chiave chiavi credenziali variabili ' +
    `clave claves credenciales contraseña contraseñas variables clé clés identifiants mot mots jeton jetons phrase ${CA_SECRET_HEADS}`,
);
/** "chave pública", "chiave pubblica": a public key is no secret. */
export const RO_PUBLIC = words(
  `pública públicas publica pubblica pubbliche public pub publique publiques ${CA_PUBLIC}`,
);

/** What the user reads or is: where a concealment keeps the step out of. */
export const RO_AUDIENCE = words(
  'usuário usuária usuários usuario pessoa cliente resumo resposta relatório utente utenti persona cliente ' +
    'riepilogo riassunto risposta resoconto report usuaria usuarios resumen respuesta informe utilisateur ' +
    'utilisatrice utilisateurs ' +
    DE_FR_AUDIENCE +
    ' ' +
    CA_AUDIENCE,
);
/** Negators; "sem"/"senza" (without) also negate, and make a concealment ("sem avisar"). */
export const RO_NEG = words(`não nao nunca jamais nem non mai né ${DE_FR_NEG}`);
export const RO_WITHOUT = words(`sem senza sin ${DE_FR_WITHOUT}`);
/** Stems of telling verbs ("citá-los", "mencionar", "dirlo", "menzionarlo", "avvisare"). */
export const RO_TELL_STEMS = [
  'cit',
  'mencion',
  'menzion',
  'conte',
  'contar',
  'contá',
  'dize',
  'dizê',
  'diga',
  'dire',
  'dirl',
  'dirg',
  'dica',
  'inform',
  'avis',
  'avvis',
  'relat',
  'rifer',
  'segnal',
  'fale',
  'falar',
  'parl',
  'comunic',
  'nomin',
  // Spanish ("sin avisar", "no se lo digas", "no hace falta decírselo", "no lo comentes").
  'decir',
  'decír',
  'digas',
  'diga',
  'coment',
  'cuent',
  ...DE_FR_TELL_STEMS,
];

/** Fetch: "baixe", "scarica", "obtenha", "prendi" — every form generated (romance-verbs.ts). */
export const RO_FETCH = words(`${CA_FETCH} ${FETCH_FORMS.all.join(' ')}`);
/** Run: "execute", "rode", "esegui", "lancia", "avvia". */
// The generated forms leave out words that are also English ("rode"); this reader lists it for Portuguese.
export const RO_RUN = words(`rode ${CA_RUN} ${RUN_FORMS.all.join(' ')}`);
/** Hand text over to a runner: "passar pelo bash", "passalo a bash", "entregue ao sh". */
// Forms of "dar"/"dare"/"mandare" and "passe" are not generated from HAND_FORMS' infinitives: listed here.
export const RO_HAND = words(
  `passe dê dar dai dallo dalla daglielo manda mandalo ${HAND_FORMS.all.join(' ')}`,
);
/**
 * Forms that can only be an order to the reader: an imperative with its object pronoun joined ("ejecútalo",
 * "exécutez-le", "eseguilo", "execute-o"). A fetch or run in one of them is asked whatever the sentence's
 * other words (the role reader knows the imperatives of English).
 */
export const RO_ORDER_FORMS = words(
  [...FETCH_FORMS.orders, ...RUN_FORMS.orders, ...HAND_FORMS.orders, ...SEND_FORMS.orders].join(' '),
);
/** Between the handing verb and the runner: "pelo bash", "ao sh", "a bash", "con bash". */
export const RO_TO_RUNNER = words(
  'pelo pela ao à a no na com via para por al a con in nel tramite attraverso per da avec par dans mediante en',
);

/** Markers of a request that is not an imperative: wish, question, obligation in the passive. */
export const RO_ASK_PHRASES: string[][] = [
  ['seria', 'ótimo'],
  ['seria', 'bom'],
  ['seria', 'útil'],
  ['seria', 'ideal'],
  ['seria', 'legal'],
  ['gostaria', 'que'],
  ['você', 'pode'],
  ['você', 'poderia'],
  ['pode', 'cuidar'],
  ['por', 'favor'],
  ['precisa', 'ser'],
  ['deve', 'ser'],
  ['deveria', 'ser'],
  ['tem', 'que'],
  ['tem', 'de'],
  ['é', 'preciso'],
  ['é', 'necessário'],
  ['certifique-se'],
  ['sarebbe', 'utile'],
  ['sarebbe', 'ottimo'],
  ['sarebbe', 'bello'],
  ['sarebbe', 'meglio'],
  ['sarebbe', 'perfetto'],
  ['vorrei', 'che'],
  ['potresti'],
  ['puoi'],
  ['per', 'favore'],
  ['deve', 'essere'],
  ['dovrebbe', 'essere'],
  ['devono', 'essere'],
  ['dovrebbero', 'essere'],
  ['va', 'inviata'],
  ['va', 'inviato'],
  ['bisogna'],
  ['è', 'necessario'],
  ['cosa', 'più'],
  ['occupi', 'tu'],
  ['assicurati'],
  // Spanish: obligation, wish, "please" ("hay que ejecutarlo", "debes descargar", "es obligatorio").
  ['hay', 'que'],
  ['tienes', 'que'],
  ['tiene', 'que'],
  ['tenéis', 'que'],
  ['tienen', 'que'],
  ['debes'],
  ['debéis'],
  ['es', 'obligatorio'],
  ['es', 'imprescindible'],
  ['es', 'necesario'],
  ['asegúrate'],
  ['asegúrese'],
  ['podrías'],
  ['puedes'],
  ['sería', 'ideal'],
  ['sería', 'bueno'],
  // French: "il faut", "vous devez" (german-french-words.ts), "tu dois", "il est nécessaire de".
  ['tu', 'dois'],
  ['il', 'est', 'nécessaire'],
  ['il', 'est', 'obligatoire'],
  ['assurez-vous'],
  ['assure-toi'],
  ...DE_FR_ASK_PHRASES,
  ...CA_ASK_PHRASES,
];
export const RO_ASK_HEADS = words(
  'seria gostaria você pode por precisa deve deveria tem é certifique-se sarebbe vorrei potresti puoi per ' +
    'dovrebbe devono dovrebbero va bisogna cosa occupi assicurati hay tienes tiene tenéis tienen debes ' +
    'debéis es asegúrate asegúrese podrías puedes sería tu assurez-vous assure-toi ' +
    DE_FR_ASK_HEADS +
    ' ' +
    CA_ASK_HEADS,
);
