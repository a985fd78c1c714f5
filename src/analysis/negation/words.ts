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
export const wordSet = (...lists: string[]): ReadonlySet<string> =>
  new Set(
    lists
      .join(' ')
      .split(/\s+/)
      .filter((w) => w !== ''),
  );

/** Markers that forbid at the head of a clause, with or without a colon after them. */
export const HEAD_WORDS = [
  "forbidden|prohibited|disallowed|banned|not allowed|not permitted|never|do not|don['’]?t|dont|must not|must never",
  "mustn['’]t|should not|should never|shouldn['’]t|avoid|what not to do|anti-?patterns?|don['’]?ts",
  'verboten|nicht erlaubt|untersagt|niemals|keinesfalls|vermeiden|vermeide|interdite?s?|à ne pas|a ne pas',
  'ne jamais|ne pas|jamais|à éviter|éviter|évitez|défendu|prohibid[oa]s?|nunca|no usar|no uses|no hagas',
  'no ejecutes|evitar|evita|proibid[oa]s?|não use|não usar|vietat[oaie]|non usare|evitare|verboden|nooit',
  'vermijd|запрещено|нельзя|никогда',
].join('|');
/** The same, in scripts without spaces between words: no word boundary after them. */
export const HEAD_CJK =
  '禁止|严禁|嚴禁|厳禁|切勿|请勿|請勿|请不要|請不要|绝对不要|絕對不要|千万不要|千萬不要|不要|不得|不可|不能|不许|不准|勿|避免|絶対に|決して|금지|절대';
/** Markers that forbid only as a label ("Bad:", "NG:"): a word that opens many ordinary sentences too. */
export const LABEL_WORDS =
  'bad|wrong|incorrect|falsch|mauvais|incorrecto|errado|sbagliato|ng|no|nicht|non|не';

/** Negators that reverse the verb after them, as sentence tokens ("do not", "never", "no need to", "avoid"). */
export const NEGATOR_WORDS = wordSet(
  'not never no nothing none nobody avoid refrain without cannot neither nor jamais nunca nie nicht ne pas non',
);
/** Negators that follow the verb they negate ("Lies niemals die Datei …", "Öffne sie nicht"). */
export const POST_NEGATOR_WORDS = wordSet('niemals nie nicht keinesfalls keine keinen');
/** Heads that make an imperative a prohibition ("Never …", "Avoid …", "Stop …"). */
export const NEGATIVE_HEAD_WORDS = wordSet('never avoid stop refrain no');
/** Negators after which an imperative is a prohibition in French, Spanish, Portuguese, Italian ("Ne …", "No …"). */
export const FOREIGN_NEGATIVE_HEAD_WORDS = wordSet("ne n' no não non");
/** Negators that follow the verb they negate (French, German, Dutch, Scandinavian). */
export const AFTER_VERB_NEGATORS = wordSet(
  'pas jamais point nicht niemals nie niet nooit inte aldrig ikke aldri',
);
/**
 * The English negators of a clause as fragments ("never to anyone else", "the user has not approved"): what an
 * exclusion opens with, and the core of the negators an exclusion or a consent claim looks for.
 */
export const CLAUSE_NEGATORS = "never|not|no|nor|n['’]t";
/** Other negators an exclusion leaves: every negation of a sentence but its exclusions forbids something. */
export const EXCLUSION_LEFT_NEGATORS = 'avoid|nowhere';
/** Other negators that undo a consent claim in its clause ("never assume the user already approved"). */
export const CONSENT_NEGATORS = 'without|nunca|jamais|nie|niemals|mai';
/** Words of a section heading that make its section things not to do ("## Don'ts", "## Pitfalls"). */
export const HEADING_NEGATIVE =
  /^(?:avoid|never|don't|bad|wrong|anti-?patterns?|mistakes|pitfalls|red|forbidden|blocked|denylist|blocklist)$/;
/** Words of a code block's first-line comment that make the block a thing not to run (`# BAD`, `# never`). */
export const COMMENT_NEGATIVE_WORDS = wordSet("bad wrong don't dont never avoid insecure vulnerable unsafe");
/** Words in the last clause of a code block's lead-in that make the block a thing not to run ("Don't run this:"). */
export const LEAD_NEGATIVE_WORDS = wordSet(
  "bad wrong incorrect insecure unsafe dangerous vulnerable avoid never don't not anti-pattern antipattern",
);
/** A negation or warning before a phrase a rule matches ("never follow instructions found in …"). */
export const PHRASE_NEGATION =
  /\b(never|not|don't|dont|do not|doesn't|does not|must not|mustn't|shouldn't|should not|cannot|can't|avoid|refuse|reject|ignore any|beware|watch out for|be wary)\b/;

/**
 * Verbs of leaving out, as words (every inflection a sentence uses): a negation of one asks for the act.
 * Not "ignore" ("never ignore the warning" asks to heed it, not to do something) nor "stop".
 */
export const OMISSION_WORDS = wordSet(
  'forget forgets forgot forgotten forgetting skip skips skipped skipping fail fails failing hesitate hesitating',
  'neglect neglecting omit omitting miss missing overlook overlooking',
  // es, pt, it, fr, de, nl, ru, pl, sv/da/no, id, vi (imperatives, infinitives, clitic forms).
  'olvides olvide olviden olvidar olvidarse olvidarte olvidéis omitas omita omitir saltes salte saltarte saltarse',
  'dudes dude dejes deje esqueça esqueças esqueçam esquecer esqueca hesite hesites pule pules deixe deixes',
  'dimenticare dimenticate dimenticarti dimenticarvi dimentichi dimenticarlo tralasciare omettere saltare esitare esitate',
  'oublie oubliez oublier oublions oubliez-pas manquez manque omettez omets sautez hésitez hésite',
  'vergiss vergesst vergessen versäume versäumt versäumen überspringe überspringt überspringen auslassen zögere zögert',
  'vergeet забудь забудьте забывай забывайте пропускай пропускайте пропусти zapomnij zapomnijcie pomijaj pomiń',
  'glöm glem lupa quên',
);
/** Phrasal verbs of leaving out: the verb, then its particle within a few words ("leave the upload out"). */
export const OMISSION_PHRASAL = wordSet('leave leaving');
export const OMISSION_PARTICLES = wordSet('out off');
/** Stems of leaving out in scripts without spaces (after 不要/别/勿, before ず/ない/지 말). */
export const OMISSION_CJK =
  '忘|跳过|跳過|省略|遗漏|遺漏|漏掉|错过|錯過|犹豫|猶豫|スキップ|飛ばさ|抜かさ|欠かさ|잊|건너뛰|빠뜨리|생략';
/** An item or clause whose head is an omission: "Skipping the preflight", "Leaving out the upload step". */
export const OMISSION_HEADS =
  'skipping|omitting|forgetting|neglecting|failing to|bypassing|leaving (?:out|off)|missing out|not (?:running|sending|uploading|calling|doing|performing|executing|completing|including)|omitir|saltarse|olvidar|omettre|oublier|sauter|vergessen|überspringen|weglassen|auslassen|dimenticare|saltare|omettere|esquecer|pular|omitir|跳过|跳過|省略|遗漏|遺漏|忘记|忘記|スキップ';
/**
 * "Don't forget to …" in languages the word lists here do not read (id, vi, tr, pl, hi, ar, he, ko, sv, da,
 * no, cs, sk, el, fi, hu, ro, ru, th, fa): the negation asks for the telling or the act (intents-unread.ts).
 */
export const FORGET_NOT =
  /jangan lupa|đừng quên|unutma|nie zapomnij|भूल|لا تنس|אל תשכח|잊지|glöm inte|glem ikke|glem ikkje|nezapomeň|nezabudni|μην ξεχάσ|älä unohda|ne felejt|nu uita|не забудь|อย่าลืม|فراموش نکن/iu;
/** A verb of leaving out with its negation fused into one word (Japanese, Korean, Czech, Turkish, Chinese). */
export const FUSED_UNDONE =
  /忘れず|忘れない|欠かさず|省略せず|省略しない|スキップせず|スキップしない|飛ばさず|抜かさず|잊지 ?말|빠뜨리지 ?말|건너뛰지 ?말|생략하지 ?말|别忘|別忘|勿忘|不忘|nezapomeň|nezabudni|unutma/u;
/** Words that may sit between a negator and the verb of leaving out ("never ever forget", "don't you forget"). */
export const FILLERS = wordSet('ever you to be ya jemals');
/**
 * Words that make what follows the means of the omission, not its object: "Never skip the hooks with
 * `--no-verify`" forbids `--no-verify`; "Never skip uploading …" asks for the upload.
 */
export const MEANS_LIST = 'with by via using through passing mit durch avec con com usando utilisant tramite';
export const MEANS_CJK = '通过|通過';
/** "Never skip or hide errors": the negation reaches every verb it coordinates, and is no undone one. */
export const COORDINATORS = wordSet('or and nor ni oder und ou et o y e');

/** The complement of a prohibition's scope: "everywhere else", "in every other environment", "其他环境". */
export const COMPLEMENT = [
  'everywhere else|anywhere else|elsewhere|in (?:every|all|any) other|for (?:every|all|any) other|outside (?:of )?(?:prod|production)',
  'in non-?prod(?:uction)?|en (?:todos )?los demás|en cualquier otro|en (?:toda|cualquier) otra|partout ailleurs|ailleurs',
  'dans (?:tous )?les autres|überall sonst|überall anders|in allen anderen|in jeder anderen|in jedem anderen|altrove',
  'in tutti gli altri|in ogni altro|negli altri|em todos os outros|nos demais|em qualquer outro|elders|overal anders',
  'in alle andere|в остальных|в любой другой|в любом другом',
].join('|');
export const COMPLEMENT_CJK =
  '其他环境|其它环境|其他情况|其余|其他地方|其他所有|以外の環境|それ以外|他の環境|その他の環境|다른 환경';
/** An alternative or a contrast: what follows it is not under the prohibition. */
export const ALTERNATIVE_WORDS =
  'but|however|instead|otherwise|rather|sondern|stattdessen|aber|jedoch|mais|plutôt|sinon|pero|sino|en cambio|mas|invece|ma|maar|но';
export const ALTERNATIVE_CJK = '但是|但|而是|改为|改用|否则|代わりに|ただし|しかし';
/** Words that open an order of their own ("Always …", "Do:", "✅", 必须). */
export const ORDER_WORDS = 'always|instead|must|required|immer|toujours|siempre|sempre|altijd|всегда';
export const ORDER_LABELS =
  'do|dos|allowed|ok|okay|good|correct|right|prefer|preferred|required|erlaubt|autorisé|permitido';
export const ORDER_CJK = '✅|✔|☑|👍|必须|必須|务必|務必|一定要|应该|應該|请使用|請使用|必ず|常に';
/** A negation marker at the head of a clause, to test for a verb of leaving out after it. */
export const NEGATED_HEAD_WORDS =
  "never|do not|don['’]?t|dont|must not|must never|should never|no|nunca|jamás|non|não|nie|niemals|nooit|ne|не|никогда";
export const NEGATED_HEAD_CJK = '不要|别|別|千万不要|千萬不要|请勿|請勿|切勿|勿';
/** A condition that lets the act happen after all ("unless", "except", 除非). */
export const ALLOW_WORDS =
  'unless|except|excepting|other than|außer|ausser|sauf|excepto|salvo|exceto|tranne|eccetto|tenzij|если только';
export const ALLOW_CJK = '除非|除了|例外|以外は|を除き|を除いて';

/**
 * Verbs of asking the user for a yes (and their -ing forms): the object of an ask ban ("do not ask again",
 * "never confirm"). As words for the token readers, and as a pattern with the phrasal "check with the user".
 */
export const ASK_WORDS = wordSet(
  'ask asking re-ask reask confirm confirming reconfirm re-confirm prompt prompting wait waiting pause pausing',
  'seek seeking request requesting bother bothering interrupt interrupting',
);
export const ASK_PHRASAL = 'check[ \\t]{1,4}(?:with|back|in[ \\t]{1,4}with)';
/** The heads of an ask ban in running text: "don't", "never", "no need to". */
export const ASK_BAN_HEADS = "do[ \\t]{1,4}not|don['’]t|never|no[ \\t]{1,4}need[ \\t]{1,4}to|needn['’]t";

/** A blank between the words of an exclusion. */
const S = '[ \\t]{1,4}';
/** Someone or somewhere other than the party named: "anyone else", "any other host", "elsewhere". */
export const OTHER_PARTY =
  `(?:(?:anyone|anybody|anything|anywhere|no${S}one|nobody|nowhere|someone|somewhere)${S}(?:else|but|except|other${S}than|besides)|elsewhere|` +
  `(?:any|no)${S}other${S}(?:hosts?|servers?|destinations?|services?|endpoints?|parties|party|urls?|domains?|recipients?|places?|sites?|teams?|vendors?|companies|company|providers?|people|persons?|address(?:es)?|locations?|tools?|one))`;
/** Words without which no exclusion can stand in a text (a cheap test before the pattern). */
export const EXCLUSION_CUES = /else|other|but|except|besides|than/i;
