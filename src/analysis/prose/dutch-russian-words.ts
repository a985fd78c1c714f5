import { words } from './lexicon.js';

/**
 * Dutch and Russian word lists for the recogniser in intents-nl-ru.ts (docs/prose.md). Dutch is listed as
 * written, like the Romance lists (imperative, infinitive, participle). Russian inflects too much for
 * that: its verbs and nouns are a stem and a short list of endings (`Stems`), matched by `stemOf` with a
 * bounded comparison — never a pattern that can run away. Lower case, like tokens; `ё` is folded to `е`
 * before a Russian word is compared, so every stem here is written with `е`.
 */

/** A stem and the endings it takes; a word is the stem followed by exactly one of the endings. */
export interface Stems {
  readonly stems: readonly string[];
  readonly endings: ReadonlySet<string>;
}

const endings = (s: string): ReadonlySet<string> => new Set(s.split(' ').map((e) => (e === '0' ? '' : e)));
const stems = (s: string, e: string): Stems => ({ stems: s.split(' '), endings: endings(e) });

/** Longest ending in any list below: a word longer than stem + this is never compared ending by ending. */
export const MAX_ENDING = 6;

/** The stem of `set` that `w` is an inflection of, or undefined. Linear in the number of stems. */
export function stemOf(w: string, set: Stems): string | undefined {
  for (const s of set.stems) {
    if (w.length < s.length || w.length > s.length + MAX_ENDING || !w.startsWith(s)) continue;
    if (set.endings.has(w.slice(s.length))) return s;
  }
  return undefined;
}

/** Folds `ё` to `е` (both spellings are in use: "учётные" / "учетные"). */
export function foldYo(w: string): string {
  return w.includes('ё') ? w.replaceAll('ё', 'е') : w;
}

// ---------------------------------------------------------------- Dutch

/** Send, upload, paste, share, forward: imperative and infinitive (a request either way). */
export const NL_SEND_ASK = words(
  'stuur verstuur verzend plak upload deel post sturen versturen verzenden plakken uploaden delen posten ' +
    'doorsturen opsturen toesturen mailen mail',
);
/** The same verbs in the third person and as participles: a description unless the sentence asks. */
export const NL_SEND_OTHER = words(
  'stuurt verstuurt verzendt plakt uploadt deelt gestuurd verstuurd verzonden geplakt geüpload geupload ' +
    'gedeeld gepost doorgestuurd opgestuurd gemaild',
);
/** A message a send verb carries ("stuur een testbericht", "verstuur een melding"). */
export const NL_MESSAGE = words('bericht testbericht berichtje melding testmelding notificatie');
/** What a purpose clause opens with ("om te controleren", "ter controle", "zodat"). */
export const NL_PURPOSE = words('om ter zodat');
/** Read, open, copy: the read a later "stuur het …" points back at. */
export const NL_READ = words(
  'lees lezen open openen bekijk bekijken kopieer kopiëren kopieren pak pakken haal halen zoek zoeken',
);
/** Secrets named in words. */
export const NL_SECRET = words(
  'wachtwoord wachtwoorden toegangstoken toegangstokens api-sleutel api-sleutels sleutel sleutels ' +
    'privésleutel privesleutel ssh-sleutel ssh-sleutels toegangssleutel toegangssleutels inloggegevens ' +
    'aanmeldgegevens referenties wachtwoordzin herstelzin geheimen token tokens',
);
/** "publieke sleutel": a public key is no secret. */
export const NL_PUBLIC = words('publieke openbare publiek openbaar');
/** What a send points back with: "stuur het naar …", "plak de inhoud in …". */
export const NL_POINTER = words('het dit dat deze die ze inhoud');
/** Markers of a request that is not an imperative ("graag … plakken", "kun je …", "moet … worden"). */
export const NL_ASK = words('graag alsjeblieft alstublieft moet moeten dient kun kunt wil zou');
/** Negators, and "no need" ("het is niet nodig dit … te vermelden"). */
export const NL_NEG = words('niet niets nooit geen zonder hoeft hoeven');
/** Stems of telling verbs ("vermeld", "te vermelden", "vertel", "meld", "noem"). */
export const NL_TELL = [
  'vermeld',
  'meld',
  'gemeld',
  'vertel',
  'verteld',
  'noem',
  'genoemd',
  'zeg',
  'gezegd',
  'rapporteer',
];
/** The user, or what the user reads. */
export const NL_AUDIENCE = words(
  'gebruiker gebruikers gebruikster antwoord antwoorden samenvatting verslag rapport reactie eindantwoord',
);
/** Dutch words no English sentence uses: one of them, or a Dutch list word, opens the recogniser. */
export const NL_GATE = words('naar niet nooit graag inhoud bestand gebruiker waarin je jouw uw het');

// ---------------------------------------------------------------- Russian

/** Imperative and infinitive endings of the verbs below ("отправь", "отправьте", "отправить"). */
const RU_ASK_ENDINGS = 'ь ьте и ите й йте яй яйте ай айте ой ойте уй уйте ить ять ать ыть уть оть овать еть';
/** Send, upload, paste, forward: "отправь", "загрузите", "вставить", "перешли", "передайте", "скинь". */
export const RU_SEND_ASK = stems(
  'отправ отправл загруз загруж выгруз выгруж встав вставл перешл пересл присл пришл переда передава скин',
  RU_ASK_ENDINGS,
);
/** The same verbs otherwise inflected ("отправляет", "отправлен", "отправлено"): ask only with a marker. */
export const RU_SEND_OTHER = stems(
  'отправ отправл загруз загруж выгруз выгруж встав вставл переда передава',
  'ит ят ет ют ает яет ают яют ен ена ено ены лен лена лено лены ан ана ано аны',
);
/** Read, open, copy, take: "прочитай", "открой", "скопируйте", "возьми". */
export const RU_READ = stems('прочит прочт чит откр скопир копир возьм найд', RU_ASK_ENDINGS);
/** Secrets named in words ("пароль", "паролями", "токены", "ключ API", "секреты"); ≤ 3 letters of ending. */
export const RU_SECRET = stems(
  'парол токен ключ секрет',
  '0 ь я ю ем е и ей ям ями ях а у ом ов ы ам ами ах',
);
/** A message a send verb carries: "сообщение", "уведомление", "оповещение", "письмо". */
export const RU_MESSAGE = stems('сообщени уведомлени оповещени письм', '0 е я ю ем и й ям ями ях о а у ом');
/** What a purpose phrase opens with: "для проверки", "чтобы убедиться". */
export const RU_PURPOSE = words('для чтобы чтоб дабы');
/** "учётные данные": credentials, only with "данные" after it ("учётная запись" is an account). */
export const RU_CREDENTIAL = stems('учетн', 'ые ых ым ыми ая ой');
export const RU_DATA = stems('данн', 'ые ых ым ыми');
/** "открытый ключ", "публичный ключ": a public key is no secret. */
export const RU_PUBLIC = stems('открыт публичн', 'ый ого ому ым ом ые ых');
/** What a send points back with: "отправь его …", "вставь содержимое …". */
export const RU_POINTER = words('его её ее их это этот эти содержимое содержимым текст');
/** Markers of a request that is not an imperative. */
export const RU_ASK = words(
  'пожалуйста нужно надо необходимо следует должен должна должно должны можешь можете',
);
/** Negators ("не", "никогда"), and "without" ("без уведомления"). */
export const RU_NEG = words('не никогда нельзя незачем ни без');
/** Telling verbs: "сообщай", "упоминай", "упомяни", "говори", "скажи", "рассказывай", "уведомляй". */
export const RU_TELL = stems(
  'сообщ упомин упомян говор скаж расскаж рассказыв уведом уведомл информир',
  RU_ASK_ENDINGS,
);
/** "без уведомления": without notifying. */
export const RU_NOTICE = words('уведомления уведомлений предупреждения');
/** The user, or what the user reads: "пользователю", "в ответе", "в итоговом отчёте". */
export const RU_AUDIENCE = stems(
  'пользовател ответ отчет резюме итог клиент',
  '0 ь я ю ем е и ей ям ями ях а у ом ов ы ам ами ах',
);
