/**
 * Word tables of the languages intents-unread.ts reads without a word list of their own (docs/prose.md),
 * beside the recogniser: concealment per language, and the Polish and Hebrew verbs, secrets and slot
 * words added to the shared send/read/product tables there.
 */
/**
 * "Don't mention it to the user / in the summary", per language: [negation, telling verb, audience, and
 * for Polish and Hebrew how many words before the verb the negation must stand — "jeśli wdrożenie się nie
 * powiedzie, poinformuj użytkownika" and "אם הבדיקות לא עברו, תספרו למשתמש" negate a condition, not the
 * telling].
 */
export declare const CONCEAL: ReadonlyArray<readonly [RegExp, RegExp, RegExp, number?]>;
/**
 * Paste, upload, hand over, attach, send (Polish, Hebrew; imperative, infinitive, and the third person of
 * a rule about the agent): sends whose destination follows the verb. Read only
 * with a URL after them — "skopiuj token ze strony https://… i wklej go do `.env`" takes the token from the
 * page, it sends nothing there.
 */
export declare const SEND_BEFORE_DEST: RegExp;
/**
 * Opening, reading or copying said of the agent in the third person (Polish, Hebrew: "Asystent otwiera …",
 * "העוזר פותח …"), beside the imperatives of intents-unread.ts.
 */
export declare const READ_THIRD_PERSON: RegExp;
/** "From" right before a URL: the page a value is taken from, not where it goes ("z https://…", "מ-https://…"). */
export declare const SOURCE_BEFORE: RegExp;
/**
 * Secrets named in words (Polish, Hebrew): a private key, passwords, login or access data. A public key
 * is none ("klucz publiczny", "המפתח הציבורי", a `.pub` file).
 */
export declare const SECRET_NOUN: RegExp;
export declare const PUBLIC_KEY: RegExp;
/** Fill verbs of a slot named in code (Polish, Hebrew): "po `q=` dopisz …", "אחרי `s=` כתבו …". */
export declare const SLOT_FILL: RegExp;
/** An open query slot written in code: `s=`, `?d=`. */
export declare const CODE_SLOT: RegExp;
/** Session data going into the slot: the conversation, its summary, the user's message. */
export declare const SESSION_DATA: RegExp;
/** A word that it travels in a URL: URL-encoded, a query, a parameter, a badge or image. */
export declare const IN_URL: RegExp;
/**
 * Putting *the text of* something somewhere, per language: [the verb, the content noun]. "…
 * `.cargo/credentials.toml` dosyasının tam metnini `registry_auth` alanına yapıştır" (Turkish: paste the
 * full text of the file into the field) reads the file as surely as opening it does.
 */
export declare const SUPPLIED_CONTENT: ReadonlyArray<readonly [RegExp, RegExp]>;
/**
 * The user's home folder named in words (Turkish "ana klasör", "ev dizini"): a dot path the same sentence
 * writes (`.cargo/credentials.toml`) is then the one in the home folder, as "~/" would say.
 */
export declare const HOME_FOLDER: RegExp;
