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

/**
 * Portuguese and Italian word lists (with the German and French ones of german-french-words.ts and the
 * Catalan ones of catalan-words.ts merged in)
 * for the recogniser in intents-romance.ts (docs/prose.md): the verbs an
 * attacker uses to have a secret sent, a download run or a step kept from the user, in the forms a
 * request takes — imperative ("envie", "invia"), infinitive ("enviar", "inviare"), participle of a
 * passive or a wish ("fosse anexado", "dovrebbe essere inviata") — and the nouns for secrets written as
 * words ("chave privada", "credenziali"). Listed as written: the inflection rules of lexicon.ts are
 * English. Lower case, like tokens.
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
    CA_SEND,
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
  ...CA_SECRET_PHRASES,
];
/** The first words of those phrases: a sentence without one has no secret named in words. */
export const RO_SECRET_HEADS = words(
  `chave chaves credenciais senha senhas token tokens frase frases variáveis chiave chiavi credenziali variabili ${CA_SECRET_HEADS}`,
);
/** "chave pública", "chiave pubblica": a public key is no secret. */
export const RO_PUBLIC = words(`pública públicas publica pubblica pubbliche public pub ${CA_PUBLIC}`);

/** What the user reads or is: where a concealment keeps the step out of. */
export const RO_AUDIENCE = words(
  'usuário usuária usuários usuario pessoa cliente resumo resposta relatório utente utenti persona cliente ' +
    'riepilogo riassunto risposta resoconto report ' +
    DE_FR_AUDIENCE +
    ' ' +
    CA_AUDIENCE,
);
/** Negators; "sem"/"senza" (without) also negate, and make a concealment ("sem avisar"). */
export const RO_NEG = words(`não nao nunca jamais nem non mai né ${DE_FR_NEG}`);
export const RO_WITHOUT = words(`sem senza ${DE_FR_WITHOUT}`);
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
  ...DE_FR_TELL_STEMS,
];

/** Fetch: "baixe", "scarica", "obtenha", "prendi". */
export const RO_FETCH = words(
  'baixe baixa baixar baixado baixada obtenha obter pegue pegar busque buscar scarica scaricare scaricalo ' +
    'scaricato scaricata preleva prelevare recupera recuperare prendi prendere ottieni ottenere ' +
    CA_FETCH,
);
/** Run: "execute", "rode", "esegui", "lancia", "avvia". */
export const RO_RUN = words(
  'execute executa executar execute-o execute-a executá-lo executado rode roda rodar rode-o rodá-lo ' +
    'esegui eseguire eseguilo eseguila eseguirlo eseguito eseguita lancia lanciare lancialo avvia avviare ' +
    'avvialo ' +
    CA_RUN,
);
/** Hand text over to a runner: "passar pelo bash", "passalo a bash", "entregue ao sh". */
export const RO_HAND = words(
  'passe passa passar passá-lo passado entregue entrega entregar dê dar passare passalo passala passarlo dai dallo ' +
    'dalla daglielo fornisci fornire manda mandalo',
);
/** Between the handing verb and the runner: "pelo bash", "ao sh", "a bash", "con bash". */
export const RO_TO_RUNNER = words(
  'pelo pela ao à a no na com via para por al a con in nel tramite attraverso per da',
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
  ...DE_FR_ASK_PHRASES,
  ...CA_ASK_PHRASES,
];
export const RO_ASK_HEADS = words(
  'seria gostaria você pode por precisa deve deveria tem é certifique-se sarebbe vorrei potresti puoi per ' +
    'dovrebbe devono dovrebbero va bisogna cosa occupi assicurati ' +
    DE_FR_ASK_HEADS +
    ' ' +
    CA_ASK_HEADS,
);
