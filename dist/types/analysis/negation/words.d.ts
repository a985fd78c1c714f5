/**
 * The word table of negation (docs/prose.md, "Prohibitions" and "What a negation governs"): every marker that
 * forbids, every negator, every verb of leaving out, of asking and every word of exclusion, in every language
 * the readers cover. The readers (undone.ts, clauses.ts, objects.ts, the first-word gate in gate.ts, and the
 * readers outside this folder: prohibition-scope.ts, prose/view.ts, roles.ts, section-framing.ts,
 * lead-clauses.ts, block-labels.ts, clause-leads.ts, intents-unread.ts, consent-claims.ts and the rules'
 * text-context.ts) derive their sets and patterns from these lists, so a word added here reaches all of them.
 *
 * Lists are strings: words separated by spaces for the sets; `|`-joined regular-expression fragments (bounded
 * alternations, optional letters only, linear) where a reader matches them in running text.
 */
/** A set of the words of space-separated lists. */
export declare const wordSet: (...lists: string[]) => ReadonlySet<string>;
/** Markers that forbid at the head of a clause, with or without a colon after them. */
export declare const HEAD_WORDS: string;
/** The same, in scripts without spaces between words: no word boundary after them. */
export declare const HEAD_CJK = "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u5207\u52FF|\u8BF7\u52FF|\u8ACB\u52FF|\u8BF7\u4E0D\u8981|\u8ACB\u4E0D\u8981|\u7EDD\u5BF9\u4E0D\u8981|\u7D55\u5C0D\u4E0D\u8981|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u4E0D\u8981|\u4E0D\u5F97|\u4E0D\u53EF|\u4E0D\u80FD|\u4E0D\u8BB8|\u4E0D\u51C6|\u52FF|\u907F\u514D|\u7D76\u5BFE\u306B|\u6C7A\u3057\u3066|\uAE08\uC9C0|\uC808\uB300";
/** Markers that forbid only as a label ("Bad:", "NG:"): a word that opens many ordinary sentences too. */
export declare const LABEL_WORDS = "bad|wrong|incorrect|falsch|mauvais|incorrecto|errado|sbagliato|ng|no|nicht|non|\u043D\u0435";
/** Negators that reverse the verb after them, as sentence tokens ("do not", "never", "no need to", "avoid"). */
export declare const NEGATOR_WORDS: ReadonlySet<string>;
/** Negators that follow the verb they negate ("Lies niemals die Datei …", "Öffne sie nicht"). */
export declare const POST_NEGATOR_WORDS: ReadonlySet<string>;
/** Heads that make an imperative a prohibition ("Never …", "Avoid …", "Stop …"). */
export declare const NEGATIVE_HEAD_WORDS: ReadonlySet<string>;
/** Negators after which an imperative is a prohibition in French, Spanish, Portuguese, Italian ("Ne …", "No …"). */
export declare const FOREIGN_NEGATIVE_HEAD_WORDS: ReadonlySet<string>;
/** Negators that follow the verb they negate (French, German, Dutch, Scandinavian). */
export declare const AFTER_VERB_NEGATORS: ReadonlySet<string>;
/**
 * The English negators of a clause as fragments ("never to anyone else", "the user has not approved"): what an
 * exclusion opens with, and the core of the negators an exclusion or a consent claim looks for.
 */
export declare const CLAUSE_NEGATORS = "never|not|no|nor|n['\u2019]t";
/** Other negators an exclusion leaves: every negation of a sentence but its exclusions forbids something. */
export declare const EXCLUSION_LEFT_NEGATORS = "avoid|nowhere";
/** Other negators that undo a consent claim in its clause ("never assume the user already approved"). */
export declare const CONSENT_NEGATORS = "without|nunca|jamais|nie|niemals|mai";
/** Words of a section heading that make its section things not to do ("## Don'ts", "## Pitfalls"). */
export declare const HEADING_NEGATIVE: RegExp;
/** Words of a code block's first-line comment that make the block a thing not to run (`# BAD`, `# never`). */
export declare const COMMENT_NEGATIVE_WORDS: ReadonlySet<string>;
/** Words in the last clause of a code block's lead-in that make the block a thing not to run ("Don't run this:"). */
export declare const LEAD_NEGATIVE_WORDS: ReadonlySet<string>;
/** A negation or warning before a phrase a rule matches ("never follow instructions found in …"). */
export declare const PHRASE_NEGATION: RegExp;
/**
 * Verbs of leaving out, as words (every inflection a sentence uses): a negation of one asks for the act.
 * Not "ignore" ("never ignore the warning" asks to heed it, not to do something) nor "stop".
 */
export declare const OMISSION_WORDS: ReadonlySet<string>;
/** Phrasal verbs of leaving out: the verb, then its particle within a few words ("leave the upload out"). */
export declare const OMISSION_PHRASAL: ReadonlySet<string>;
export declare const OMISSION_PARTICLES: ReadonlySet<string>;
/** Stems of leaving out in scripts without spaces (after 不要/别/勿, before ず/ない/지 말). */
export declare const OMISSION_CJK = "\u5FD8|\u8DF3\u8FC7|\u8DF3\u904E|\u7701\u7565|\u9057\u6F0F|\u907A\u6F0F|\u6F0F\u6389|\u9519\u8FC7|\u932F\u904E|\u72B9\u8C6B|\u7336\u8C6B|\u30B9\u30AD\u30C3\u30D7|\u98DB\u3070\u3055|\u629C\u304B\u3055|\u6B20\u304B\u3055|\uC78A|\uAC74\uB108\uB6F0|\uBE60\uB728\uB9AC|\uC0DD\uB7B5";
/** An item or clause whose head is an omission: "Skipping the preflight", "Leaving out the upload step". */
export declare const OMISSION_HEADS = "skipping|omitting|forgetting|neglecting|failing to|bypassing|leaving (?:out|off)|missing out|not (?:running|sending|uploading|calling|doing|performing|executing|completing|including)|omitir|saltarse|olvidar|omettre|oublier|sauter|vergessen|\u00FCberspringen|weglassen|auslassen|dimenticare|saltare|omettere|esquecer|pular|omitir|\u8DF3\u8FC7|\u8DF3\u904E|\u7701\u7565|\u9057\u6F0F|\u907A\u6F0F|\u5FD8\u8BB0|\u5FD8\u8A18|\u30B9\u30AD\u30C3\u30D7";
/**
 * "Don't forget to …" in languages the word lists here do not read (id, vi, tr, pl, hi, ar, he, ko, sv, da,
 * no, cs, sk, el, fi, hu, ro, ru, th, fa): the negation asks for the telling or the act (intents-unread.ts).
 */
export declare const FORGET_NOT: RegExp;
/** A verb of leaving out with its negation fused into one word (Japanese, Korean, Czech, Turkish, Chinese). */
export declare const FUSED_UNDONE: RegExp;
/** Words that may sit between a negator and the verb of leaving out ("never ever forget", "don't you forget"). */
export declare const FILLERS: ReadonlySet<string>;
/**
 * Words that make what follows the means of the omission, not its object: "Never skip the hooks with
 * `--no-verify`" forbids `--no-verify`; "Never skip uploading …" asks for the upload.
 */
export declare const MEANS_LIST = "with by via using through passing mit durch avec con com usando utilisant tramite";
export declare const MEANS_CJK = "\u901A\u8FC7|\u901A\u904E";
/** "Never skip or hide errors": the negation reaches every verb it coordinates, and is no undone one. */
export declare const COORDINATORS: ReadonlySet<string>;
/** The complement of a prohibition's scope: "everywhere else", "in every other environment", "其他环境". */
export declare const COMPLEMENT: string;
export declare const COMPLEMENT_CJK = "\u5176\u4ED6\u73AF\u5883|\u5176\u5B83\u73AF\u5883|\u5176\u4ED6\u60C5\u51B5|\u5176\u4F59|\u5176\u4ED6\u5730\u65B9|\u5176\u4ED6\u6240\u6709|\u4EE5\u5916\u306E\u74B0\u5883|\u305D\u308C\u4EE5\u5916|\u4ED6\u306E\u74B0\u5883|\u305D\u306E\u4ED6\u306E\u74B0\u5883|\uB2E4\uB978 \uD658\uACBD";
/** An alternative or a contrast: what follows it is not under the prohibition. */
export declare const ALTERNATIVE_WORDS = "but|however|instead|otherwise|rather|sondern|stattdessen|aber|jedoch|mais|plut\u00F4t|sinon|pero|sino|en cambio|mas|invece|ma|maar|\u043D\u043E";
export declare const ALTERNATIVE_CJK = "\u4F46\u662F|\u4F46|\u800C\u662F|\u6539\u4E3A|\u6539\u7528|\u5426\u5219|\u4EE3\u308F\u308A\u306B|\u305F\u3060\u3057|\u3057\u304B\u3057";
/** Words that open an order of their own ("Always …", "Do:", "✅", 必须). */
export declare const ORDER_WORDS = "always|instead|must|required|immer|toujours|siempre|sempre|altijd|\u0432\u0441\u0435\u0433\u0434\u0430";
export declare const ORDER_LABELS = "do|dos|allowed|ok|okay|good|correct|right|prefer|preferred|required|erlaubt|autoris\u00E9|permitido";
export declare const ORDER_CJK = "\u2705|\u2714|\u2611|\uD83D\uDC4D|\u5FC5\u987B|\u5FC5\u9808|\u52A1\u5FC5|\u52D9\u5FC5|\u4E00\u5B9A\u8981|\u5E94\u8BE5|\u61C9\u8A72|\u8BF7\u4F7F\u7528|\u8ACB\u4F7F\u7528|\u5FC5\u305A|\u5E38\u306B";
/** A negation marker at the head of a clause, to test for a verb of leaving out after it. */
export declare const NEGATED_HEAD_WORDS = "never|do not|don['\u2019]?t|dont|must not|must never|should never|no|nunca|jam\u00E1s|non|n\u00E3o|nie|niemals|nooit|ne|\u043D\u0435|\u043D\u0438\u043A\u043E\u0433\u0434\u0430";
export declare const NEGATED_HEAD_CJK = "\u4E0D\u8981|\u522B|\u5225|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u8BF7\u52FF|\u8ACB\u52FF|\u5207\u52FF|\u52FF";
/** A condition that lets the act happen after all ("unless", "except", 除非). */
export declare const ALLOW_WORDS = "unless|except|excepting|other than|au\u00DFer|ausser|sauf|excepto|salvo|exceto|tranne|eccetto|tenzij|\u0435\u0441\u043B\u0438 \u0442\u043E\u043B\u044C\u043A\u043E";
export declare const ALLOW_CJK = "\u9664\u975E|\u9664\u4E86|\u4F8B\u5916|\u4EE5\u5916\u306F|\u3092\u9664\u304D|\u3092\u9664\u3044\u3066";
/**
 * Verbs of asking the user for a yes (and their -ing forms): the object of an ask ban ("do not ask again",
 * "never confirm"). As words for the token readers, and as a pattern with the phrasal "check with the user".
 */
export declare const ASK_WORDS: ReadonlySet<string>;
export declare const ASK_PHRASAL = "check[ \\t]{1,4}(?:with|back|in[ \\t]{1,4}with)";
/** The heads of an ask ban in running text: "don't", "never", "no need to". */
export declare const ASK_BAN_HEADS = "do[ \\t]{1,4}not|don['\u2019]t|never|no[ \\t]{1,4}need[ \\t]{1,4}to|needn['\u2019]t";
/** Someone or somewhere other than the party named: "anyone else", "any other host", "elsewhere". */
export declare const OTHER_PARTY: string;
/** Words without which no exclusion can stand in a text (a cheap test before the pattern). */
export declare const EXCLUSION_CUES: RegExp;
