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
/** Longest ending in any list below: a word longer than stem + this is never compared ending by ending. */
export declare const MAX_ENDING = 6;
/** The stem of `set` that `w` is an inflection of, or undefined. Linear in the number of stems. */
export declare function stemOf(w: string, set: Stems): string | undefined;
/** Folds `ё` to `е` (both spellings are in use: "учётные" / "учетные"). */
export declare function foldYo(w: string): string;
/** Send, upload, paste, share, forward: imperative and infinitive (a request either way). */
export declare const NL_SEND_ASK: ReadonlySet<string>;
/** The same verbs in the third person and as participles: a description unless the sentence asks. */
export declare const NL_SEND_OTHER: ReadonlySet<string>;
/** A message a send verb carries ("stuur een testbericht", "verstuur een melding"). */
export declare const NL_MESSAGE: ReadonlySet<string>;
/** What a purpose clause opens with ("om te controleren", "ter controle", "zodat"). */
export declare const NL_PURPOSE: ReadonlySet<string>;
/** Read, open, copy: the read a later "stuur het …" points back at. */
export declare const NL_READ: ReadonlySet<string>;
/** Secrets named in words. */
export declare const NL_SECRET: ReadonlySet<string>;
/** "publieke sleutel": a public key is no secret. */
export declare const NL_PUBLIC: ReadonlySet<string>;
/** What a send points back with: "stuur het naar …", "plak de inhoud in …". */
export declare const NL_POINTER: ReadonlySet<string>;
/** Markers of a request that is not an imperative ("graag … plakken", "kun je …", "moet … worden"). */
export declare const NL_ASK: ReadonlySet<string>;
/** Negators, and "no need" ("het is niet nodig dit … te vermelden"). */
export declare const NL_NEG: ReadonlySet<string>;
/** Stems of telling verbs ("vermeld", "te vermelden", "vertel", "meld", "noem"). */
export declare const NL_TELL: string[];
/** The user, or what the user reads. */
export declare const NL_AUDIENCE: ReadonlySet<string>;
/** Dutch words no English sentence uses: one of them, or a Dutch list word, opens the recogniser. */
export declare const NL_GATE: ReadonlySet<string>;
/** Send, upload, paste, forward: "отправь", "загрузите", "вставить", "перешли", "передайте", "скинь". */
export declare const RU_SEND_ASK: Stems;
/** The same verbs otherwise inflected ("отправляет", "отправлен", "отправлено"): ask only with a marker. */
export declare const RU_SEND_OTHER: Stems;
/** Read, open, copy, take: "прочитай", "открой", "скопируйте", "возьми". */
export declare const RU_READ: Stems;
/** Secrets named in words ("пароль", "паролями", "токены", "ключ API", "секреты"); ≤ 3 letters of ending. */
export declare const RU_SECRET: Stems;
/** A message a send verb carries: "сообщение", "уведомление", "оповещение", "письмо". */
export declare const RU_MESSAGE: Stems;
/** What a purpose phrase opens with: "для проверки", "чтобы убедиться". */
export declare const RU_PURPOSE: ReadonlySet<string>;
/** "учётные данные": credentials, only with "данные" after it ("учётная запись" is an account). */
export declare const RU_CREDENTIAL: Stems;
export declare const RU_DATA: Stems;
/** "открытый ключ", "публичный ключ": a public key is no secret. */
export declare const RU_PUBLIC: Stems;
/** What a send points back with: "отправь его …", "вставь содержимое …". */
export declare const RU_POINTER: ReadonlySet<string>;
/** Markers of a request that is not an imperative. */
export declare const RU_ASK: ReadonlySet<string>;
/** Negators ("не", "никогда"), and "without" ("без уведомления"). */
export declare const RU_NEG: ReadonlySet<string>;
/** Telling verbs: "сообщай", "упоминай", "упомяни", "говори", "скажи", "рассказывай", "уведомляй". */
export declare const RU_TELL: Stems;
/** "без уведомления": without notifying. */
export declare const RU_NOTICE: ReadonlySet<string>;
/** The user, or what the user reads: "пользователю", "в ответе", "в итоговом отчёте". */
export declare const RU_AUDIENCE: Stems;
