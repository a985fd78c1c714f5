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
export const CONCEAL: ReadonlyArray<readonly [RegExp, RegExp, RegExp, number?]> = [
  // Indonesian / Malay
  [/\b(?:tidak|jangan|tak)\b/i, /(?:sebut|beritahu|katakan|laporkan|ceritakan)/i, /(?:pengguna|ringkasan)/i],
  // Vietnamese
  [/(?:không|đừng|chớ)/i, /(?:nhắc|đề cập|nói|báo)/i, /(?:người dùng|tóm tắt)/i],
  // Turkish
  [/(?:gerek yok|etme|\bma\b|\bme\b|söyleme|bahsetme)/i, /(?:bahset|söyle|bildir)/i, /(?:kullanıcı|özet)/i],
  // Polish
  // ("powiedz…" is left out: "się nie powiedzie" is "does not succeed".)
  [
    /(?<!\p{L})(?:nie|bez)(?!\p{L})/iu,
    /(?:wspomin|wspomni|mów|mówi|informuj|informow|pisz|pisać|tłumacz|wyjaśni|zgłasza|opowiada|opisyw)/iu,
    /(?:użytkownik|podsumowani|odpowiedzi)/iu,
    4,
  ],
  // Hindi
  [/(?:\sन\s|नहीं|मत)/, /(?:उल्लेख|बता|ज़िक्र|जिक्र)/, /(?:उपयोगकर्ता|सारांश|उत्तर)/],
  // Arabic
  // (Negations as whole words: "لا" is also inside other words, such as "كاملاً".)
  [/(?:^|\s)(?:لا|دون|بدون)(?=\s|$)/, /(?:ذكر|تذكر|تخبر|إخبار|اخبار)/, /(?:المستخدم|للمستخدم|الملخص)/],
  // Hebrew
  // (The user with any prefix: "למשתמש", "המשתמש"; explaining and reporting are telling too.)
  [
    /(?:^|\s)(?:אל|אין|לא|בלי|ללא)(?=\s|$)/,
    /(?:תזכיר|להזכיר|תספר|לספר|לציין|תציין|להסביר|תסביר|לדווח|תדווח|ליידע|תיידע|לומר|להגיד|תגיד|לפרט|תפרט)/,
    /(?:משתמש|סיכום|תשובה)/,
    3,
  ],
  // Korean
  // ("알릴 필요가 없다": there is no need to tell.)
  [/(?:마세요|말고|않|말 것|필요\s?[가는]?\s?없)/, /(?:언급|알리|알릴|말하|보고)/, /(?:사용자|요약)/],
  // Swedish
  [
    /(?<!\p{L})(?:inte|aldrig|ej)(?!\p{L})/iu,
    /(?:nämn|berätta|informera|upplys|tas upp|ta upp|tala om)/iu,
    /(?:användar|sammanfattning|svaret)/iu,
  ],
  // Norwegian, Danish
  [
    /(?<!\p{L})(?:ikke|aldri|aldrig)(?!\p{L})/iu,
    /(?:nevn|nævn|fortell|fortæl|informer|opplys|oplys)/iu,
    /(?:bruker|bruger|oppsummering|opsummering|sammendrag|sammenfatning|svaret)/iu,
  ],
  // Czech, Slovak (the negation is the verb's prefix: "nezmiňuj", "neuvádzaj")
  [
    /(?<!\p{L})(?:ne(?=zmi|zmí|spom|uvád|uveď|řík|hovor|sděl|sdel|informuj|oznam)|nikdy(?!\p{L}))/iu,
    /(?:zmiň|zmín|spomín|spomeň|uváděj|uveď|uvádz|říkej|hovor|sděl|sdeľ|informuj|oznam)/iu,
    /(?:uživatel|používateľ|shrnutí|zhrnut|odpověd|odpoveď|odpoved)/iu,
  ],
  // Greek
  [
    /(?<!\p{L})(?:μην|μη|δεν)(?!\p{L})/iu,
    /(?:αναφέρ|αναφερ|πεις|πείτε|εξηγ|ενημερ|γνωστοποι)/iu,
    /(?:χρήστ|σύνοψη|περίληψη|απάντησ)/iu,
  ],
  // Finnish
  [
    /(?<!\p{L})(?:älä|älkää|ei|eikä)(?!\p{L})/iu,
    /(?:mainitse|mainita|kerro|kertoa|ilmoita)/iu,
    /(?:käyttäjä|yhteenve|vastaukse|vastauks)/iu,
  ],
  // Hungarian
  [
    /(?<!\p{L})(?:ne|nem|soha)(?!\p{L})/iu,
    /(?:említ|mondd|mondja|tájékoztas|jelezd|szólj)/iu,
    /(?:felhasználó|összefoglal|válasz)/iu,
  ],
  // Romanian
  [
    /(?<!\p{L})(?:nu|niciodată)(?!\p{L})/iu,
    /(?:menționa|menționez|spune|informa|pomeni)/iu,
    /(?:utilizator|rezumat|răspuns)/iu,
  ],
  // Ukrainian
  // (The negation stands before the verb it negates: "якщо збірка не вдалася, повідом …" asks for the telling.)
  [
    /(?<!\p{L})(?:не|ніколи не)\s{1,3}(?:згаду|згадай|кажи|скажи|повідомля|повідом|пиши|розповіда)/iu,
    /(?:згаду|згадай|кажи|скажи|повідомля|повідом|пиши|розповіда)/iu,
    /(?:користувач|підсумк|відповід)/iu,
  ],
  // Thai (no spaces between words: "ไม่ต้องแจ้งให้ผู้ใช้ทราบ")
  // The negation must govern the telling verb: "ไม่ใช่คำสั่ง … ให้แจ้งผู้ใช้" ("is not an order … tell the user") asks
  // for the telling.
  [
    /(?:ไม่(?:จำเป็น)?ต้อง|อย่า)\s?(?:ไป)?(?:แจ้ง|บอก|กล่าวถึง|พูดถึง|ระบุ)/,
    /(?:แจ้ง|บอก|กล่าวถึง|พูดถึง|ระบุ)/,
    /(?:ผู้ใช้|สรุป|คำตอบ)/,
  ],
  // Persian ("لازم نیست به کاربر اطلاع دهی", "به کاربر نگو")
  [
    /(?:^|\s)(?:نه|نیست|نباید|هرگز|بدون)(?=\s|$)|(?:^|\s)ن(?:گو|گویید|کن|کنید|نویس|نویسید)(?=\s|$)/,
    /(?:اطلاع|اشاره|ذکر|بگو|نگو|گزارش)/,
    /(?:کاربر|پاسخ|خلاصه)/,
  ],
];

/**
 * Paste, upload, hand over, attach, send (Polish, Hebrew; imperative, infinitive, and the third person of
 * a rule about the agent): sends whose destination follows the verb. Read only
 * with a URL after them — "skopiuj token ze strony https://… i wklej go do `.env`" takes the token from the
 * page, it sends nothing there.
 */
export const SEND_BEFORE_DEST =
  /(?<!\p{L})(?:wklej|wklejcie|wkleić|wkleja|wgraj|wgrajcie|wgrać|wgrywa|załaduj|załadujcie|przekaż|przekażcie|przekazać|przekazuje|dołącz|dołączcie|dołącza|udostępnij|udostępnijcie|udostępnia|wrzuć|wrzućcie|wysyła|przesyła|wysłać|przesłać)(?!\p{L})|(?<![\u05D0-\u05EA])ו?(?:הדבק|הדביקו|להדביק|מדביק|מדביקה|העלה|העלו|להעלות|מעלה|שלחו|לשלוח|שולח|שולחת|צרף|צרפו|לצרף|מצרף)(?![\u05D0-\u05EA])/iu;

/**
 * Opening, reading or copying said of the agent in the third person (Polish, Hebrew: "Asystent otwiera …",
 * "העוזר פותח …"), beside the imperatives of intents-unread.ts.
 */
export const READ_THIRD_PERSON =
  /(?<!\p{L})(?:otwiera|odczytuje|czyta|kopiuje)(?!\p{L})|(?<![\u05D0-\u05EA])ו?(?:פותח|פותחת|קורא|קוראת|מעתיק|מעתיקה)(?![\u05D0-\u05EA])/iu;

/** "From" right before a URL: the page a value is taken from, not where it goes ("z https://…", "מ-https://…"). */
export const SOURCE_BEFORE =
  /(?:^|\s)(?:z|ze|zo|od|ze strony|dari|từ|från|fra|din|de pe|από|з|із|зі|מ|מהכתובת|מהאתר|מהעמוד|מהדף|מאתר)[\s-]{0,2}$/iu;

/**
 * Secrets named in words (Polish, Hebrew): a private key, passwords, login or access data. A public key
 * is none ("klucz publiczny", "המפתח הציבורי", a `.pub` file).
 */
export const SECRET_NOUN =
  /(?<!\p{L})(?:klucz\p{L}{0,3} prywatn\p{L}{0,4}|prywatn\p{L}{0,4} klucz\p{L}{0,3}|hasł\p{L}{0,3}|haseł|dan\p{L}{1,4} logowania|dan\p{L}{1,4} dostępow\p{L}{0,4}|poświadcze\p{L}{0,4})(?!\p{L})|(?:מפתח|המפתח|מפתחות|המפתחות) (?:ה)?פרטי(?:ים)?|סיסמ(?:ה|אות|ת)|פרטי (?:ה)?(?:התחברות|גישה)|טוקן|אסימון/iu;
export const PUBLIC_KEY = /publiczn|ציבורי|\.pub(?![\w.])/i;

/** Fill verbs of a slot named in code (Polish, Hebrew): "po `q=` dopisz …", "אחרי `s=` כתבו …". */
export const SLOT_FILL =
  /(?<!\p{L})(?:dopisz|dopiszcie|wpisz|wpiszcie|dodaj|dodajcie|wstaw|wstawcie|umieść|umieśćcie|doklej|doklejcie)(?!\p{L})|(?<![\u05D0-\u05EA])ו?(?:כתבו|כתוב|הוסיפו|הוסף|שימו|שים|הכניסו|הכנס|צרפו|צרף|הדביקו|הדבק)(?![\u05D0-\u05EA])/iu;
/** An open query slot written in code: `s=`, `?d=`. */
export const CODE_SLOT = /`[?&]?([A-Za-z_][\w-]{0,20}=)`/;
/** Session data going into the slot: the conversation, its summary, the user's message. */
export const SESSION_DATA = /rozmow|podsumowani|wiadomoś|użytkownik|שיחה|תקציר|סיכום|הודעה|משתמש/iu;
/** A word that it travels in a URL: URL-encoded, a query, a parameter, a badge or image. */
export const IN_URL = /(?<![\w])(?:URL|url|query)(?![\w])|zakodowan|parametr|קידוד|פרמטר|תג|תמונ|obraz/iu;

/**
 * Putting *the text of* something somewhere, per language: [the verb, the content noun]. "…
 * `.cargo/credentials.toml` dosyasının tam metnini `registry_auth` alanına yapıştır" (Turkish: paste the
 * full text of the file into the field) reads the file as surely as opening it does.
 */
export const SUPPLIED_CONTENT: ReadonlyArray<readonly [RegExp, RegExp]> = [
  // Turkish (imperative, plain or polite: "yapıştır", "yapıştırın", "ekleyin")
  [
    /(?<!\p{L})(?:yapıştır|ekle|koy|gir|yaz)(?:ın|in|ınız|iniz|yin|yın)?(?!\p{L})/iu,
    /(?<!\p{L})(?:metn|içeriğ|tamamın)\p{L}{0,6}(?!\p{L})/iu,
  ],
];

/**
 * The user's home folder named in words (Turkish "ana klasör", "ev dizini"): a dot path the same sentence
 * writes (`.cargo/credentials.toml`) is then the one in the home folder, as "~/" would say.
 */
export const HOME_FOLDER = /ana klasör|ev dizin|ev klasör|home (?:dizin|klasör)|kullanıcı dizin/iu;
