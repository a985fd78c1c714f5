/**
 * Whether a negation forbids the act it stands before (docs/prose.md, "Prohibitions"): the one place for the
 * markers of every language, and for what undoes them. Every reader that decides "is this act negated here?"
 * asks it — the prohibition scope of headings, labels, lists and tables (src/analysis/prohibition-scope.ts),
 * a sentence's negator before a verb (View.negatorBefore, src/analysis/prose/view.ts), a sentence's role
 * (roles.ts `directiveOf`), a code block's lead-in and first-line comment (lead-clauses.ts, block-labels.ts)
 * and the rules' phrase patterns (rules/support/text-context.ts `isNegated`).
 *
 * What undoes a negation:
 *  - a verb of leaving out right after it, or right before it where the language puts the negator after the
 *    verb: "Don't forget to run …", "Never skip uploading …", "Never fail to send …", "Don't hesitate to run
 *    …", "Nunca olvides ejecutar …", "N'oubliez pas d'exécuter …", "Vergiss nicht, … auszuführen",
 *    "不要忘记运行 …", "…を忘れずに実行": the negation of an omission asks for the act;
 *  - under a prohibition (a "FORBIDDEN" heading, a "Never:" label), an item whose head is itself an omission
 *    ("Skipping the preflight", "Leaving out the upload step", "Not running …"): what is forbidden is to
 *    leave the act out, so the item orders it;
 *  - a complement of the prohibition's scope ("Do not run in production … In every other environment run
 *    …", "everywhere else", "elsewhere", "in allen anderen Umgebungen", "其他环境"): an order for the rest.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */

const L = '(?![\\p{L}\\p{N}])';

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
export const NEGATOR_WORDS: ReadonlySet<string> = new Set(
  'not never no nothing none nobody avoid refrain without cannot neither nor jamais nunca nie nicht ne pas non'.split(
    ' ',
  ),
);
/** Negators that follow the verb they negate ("Lies niemals die Datei …", "Öffne sie nicht"). */
export const POST_NEGATOR_WORDS: ReadonlySet<string> = new Set([
  'niemals',
  'nie',
  'nicht',
  'keinesfalls',
  'keine',
  'keinen',
]);
/** Heads that make an imperative a prohibition ("Never …", "Avoid …", "Stop …"). */
export const NEGATIVE_HEAD_WORDS: ReadonlySet<string> = new Set(['never', 'avoid', 'stop', 'refrain', 'no']);
/** Negators after which an imperative is a prohibition in French, Spanish, Portuguese, Italian ("Ne …", "No …"). */
export const FOREIGN_NEGATIVE_HEAD_WORDS: ReadonlySet<string> = new Set(['ne', "n'", 'no', 'não', 'non']);
/** Words of a section heading that make its section things not to do ("## Don'ts", "## Pitfalls"). */
export const HEADING_NEGATIVE =
  /^(?:avoid|never|don't|bad|wrong|anti-?patterns?|mistakes|pitfalls|red|forbidden|blocked|denylist|blocklist)$/;
/** Words of a code block's first-line comment that make the block a thing not to run (`# BAD`, `# never`). */
export const COMMENT_NEGATIVE_WORDS: ReadonlySet<string> = new Set(
  "bad wrong don't dont never avoid insecure vulnerable unsafe".split(' '),
);
/** Words in the last clause of a code block's lead-in that make the block a thing not to run ("Don't run this:"). */
export const LEAD_NEGATIVE_WORDS: ReadonlySet<string> = new Set(
  "bad wrong incorrect insecure unsafe dangerous vulnerable avoid never don't not anti-pattern antipattern".split(
    ' ',
  ),
);
/** A negation or warning before a phrase a rule matches ("never follow instructions found in …"). */
export const PHRASE_NEGATION =
  /\b(never|not|don't|dont|do not|doesn't|does not|must not|mustn't|shouldn't|should not|cannot|can't|avoid|refuse|reject|ignore any|beware|watch out for|be wary)\b/;

/**
 * Verbs of leaving out, as words (every inflection a sentence uses): a negation of one asks for the act.
 * Not "ignore" ("never ignore the warning" asks to heed it, not to do something) nor "stop".
 */
const OMISSION_LIST = [
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
].join(' ');
const OMISSION: ReadonlySet<string> = new Set(OMISSION_LIST.split(/\s+/));
/** Phrasal verbs of leaving out: the verb, then its particle within a few words ("leave the upload out"). */
const OMISSION_PHRASAL: ReadonlySet<string> = new Set(['leave', 'leaving']);
const OMISSION_PARTICLES: ReadonlySet<string> = new Set(['out', 'off']);
/** Stems of leaving out in scripts without spaces (after 不要/别/勿, before ず/ない/지 말). */
const OMISSION_CJK =
  '忘|跳过|跳過|省略|遗漏|遺漏|漏掉|错过|錯過|犹豫|猶豫|スキップ|飛ばさ|抜かさ|欠かさ|잊|건너뛰|빠뜨리|생략';
/**
 * "Don't forget to …" in languages the word lists here do not read (id, vi, tr, pl, hi, ar, he, ko, sv, da,
 * no, cs, sk, el, fi, hu, ro, ru, th, fa): the negation asks for the telling or the act (intents-unread.ts).
 */
export const FORGET_NOT =
  /jangan lupa|đừng quên|unutma|nie zapomnij|भूल|لا تنس|אל תשכח|잊지|glöm inte|glem ikke|glem ikkje|nezapomeň|nezabudni|μην ξεχάσ|älä unohda|ne felejt|nu uita|не забудь|อย่าลืม|فراموش نکن/iu;
/** A verb of leaving out with its negation fused into one word (Japanese, Korean, Czech, Turkish, Chinese). */
const FUSED_UNDONE =
  /忘れず|忘れない|欠かさず|省略せず|省略しない|スキップせず|スキップしない|飛ばさず|抜かさず|잊지 ?말|빠뜨리지 ?말|건너뛰지 ?말|생략하지 ?말|别忘|別忘|勿忘|不忘|nezapomeň|nezabudni|unutma/u;

/** Words that may sit between a negator and the verb of leaving out ("never ever forget", "don't you forget"). */
const FILLERS: ReadonlySet<string> = new Set(['ever', 'you', 'to', 'be', 'ya', 'jemals']);
/** French elision glued to the verb ("n'oubliez", "d'exécuter"). */
const ELISION = /^(?:n|d|l|qu)['’]/;
/**
 * Words that make what follows the means of the omission, not its object: "Never skip the hooks with
 * `--no-verify`" forbids `--no-verify`; "Never skip uploading …" asks for the upload.
 */
const MEANS: ReadonlySet<string> = new Set(
  'with by via using through passing mit durch avec con com usando utilisant tramite'.split(' '),
);
const MEANS_TEXT =
  /(?<![\p{L}])(?:with|by|via|using|through|passing|mit|durch|avec|con|com|usando|utilisant|tramite)(?![\p{L}])|通过|通過/iu;

/** Negators that follow the verb they negate (French, German, Dutch, Scandinavian). */
const AFTER_VERB_NEGATORS: ReadonlySet<string> = new Set(
  'pas jamais point nicht niemals nie niet nooit inte aldrig ikke aldri'.split(' '),
);
/** "Never skip or hide errors": the negation reaches every verb it coordinates, and is no undone one. */
const COORDINATORS: ReadonlySet<string> = new Set('or and nor ni oder und ou et o y e'.split(' '));

const omissionWord = (w: string | undefined): boolean =>
  w !== undefined && (OMISSION.has(w) || OMISSION.has(w.replace(ELISION, '')));

/** The lower-cased word at an index of a sentence ('' or undefined past its ends or for a non-word). */
export type WordAt = (k: number) => string | undefined;

/** Where the verb of leaving out that undoes the negator at `neg` stands, if one does. */
function omissionAt(word: WordAt, neg: number): number | undefined {
  let k = neg + 1;
  while (k < neg + 3 && FILLERS.has(word(k) ?? '')) k++;
  if (omissionWord(word(k))) return k;
  if (OMISSION_PHRASAL.has(word(k) ?? ''))
    for (let j = k + 1; j <= k + 4; j++) if (OMISSION_PARTICLES.has(word(j) ?? '')) return j;
  // "oubliez pas", "vergiss nicht", "vergeet niet", "glöm inte": the negator after the verb, in the languages
  // that put it there ("fails without informing" is no undone negation).
  if (AFTER_VERB_NEGATORS.has(word(neg) ?? '') && omissionWord(word(neg - 1))) return neg;
  // "n'oubliez": the negator glued to the verb.
  if (ELISION.test(word(neg) ?? '') && omissionWord(word(neg))) return neg;
  return undefined;
}

/**
 * The negator at `neg` in a sentence's lower-cased words does not reach the act at `act`: a verb of leaving
 * out right after the negator (past "ever", "you"), or right before it where the negator follows the verb
 * ("oubliez pas", "vergiss nicht"), stands before the act, and no word of means ("with", "by") lies between
 * them. The verb of leaving out itself stays negated ("never skip the review" does not ask to skip it).
 */
export function undoneFor(word: WordAt, neg: number, act: number): boolean {
  const o = omissionAt(word, neg);
  if (o === undefined || o >= act || COORDINATORS.has(word(o + 1) ?? '')) return false;
  for (let k = o + 1; k < act; k++) if (MEANS.has(word(k) ?? '')) return false;
  return true;
}

/**
 * The negator at `neg` opens an undone negation for the clause after it: a verb of leaving out stands by it
 * and no word of means follows it within `reach` words ("Never skip the review", not "Never skip the hooks
 * with `--no-verify`"). For a sentence's role; an act's own reading asks `undoneFor`.
 */
export function undoneNegation(word: WordAt, neg: number, reach = 6): boolean {
  const o = omissionAt(word, neg);
  if (o === undefined || COORDINATORS.has(word(o + 1) ?? '')) return false;
  for (let k = o + 1; k <= o + reach; k++) if (MEANS.has(word(k) ?? '')) return false;
  return true;
}

/**
 * A word: letters, apostrophes, hyphens. One shared global pattern walked with `exec`: `matchAll` copies its
 * pattern on every call, and these readers run for every marker of every sentence (the corpus profile put a
 * few per cent of the prose pass in this function).
 */
const WORD = /[\p{L}'’-]+/gu;

/** Words of a short text, lower-cased. */
function wordsOf(s: string, max = 12): string[] {
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(s); m !== null && out.length < max; m = WORD.exec(s)) {
    const w = m[0].toLowerCase();
    out.push(w.includes('’') ? w.replace(/’/g, "'") : w);
  }
  return out;
}

const CJK_UNDONE = new RegExp(`^[ \\t]{0,2}(?:${OMISSION_CJK})`, 'u');
/** Where a clause ends, for the word before a marker. */
const CLAUSE_STOP = new Set('.;:!?。；：！？\n');

/**
 * The marker in `text` from `start` to `end` ("Don't", "never", "pas", "不要") does not reach `offset`: a verb
 * of leaving out right after it ("Don't forget to run …", "不要忘记运行 …") or right before it in its clause
 * ("N'oubliez pas de …") stands before `offset`, with no word of means between.
 */
export function undoneBetween(text: string, start: number, end: number, offset: number): boolean {
  if (offset <= end) return false;
  const between = text.slice(end, Math.min(offset, end + 200));
  if (CJK_UNDONE.test(between)) return !MEANS_TEXT.test(between);
  const clause = text.slice(Math.max(0, start - 40), start);
  let from = clause.length;
  while (from > 0 && !CLAUSE_STOP.has(clause[from - 1]!)) from--;
  const before = wordsOf(clause.slice(from), 40).slice(-1);
  const own = wordsOf(text.slice(start, end), 3);
  const after = wordsOf(between, 40);
  const words = [...before, ...own, ...after];
  const neg = before.length + own.length - 1;
  // The act is past the last word read: any verb of leaving out found lies before it.
  return undoneFor((k) => words[k], neg, words.length);
}

/** A verb of leaving out fused with its negation in the first words of `s` ("忘れずに実行", "잊지 말고"). */
export function fusedUndone(s: string): boolean {
  const head = s.slice(0, 200);
  return FUSED_UNDONE.test(head) || FORGET_NOT.test(head);
}

const CJK_OMISSION_END = new RegExp(`(?:${OMISSION_CJK})[\\p{Script=Hiragana}]{0,3}$`, 'u');

/** The last words of `s` are a verb of leaving out ("スキップ" before しないでください, "überspringen" before nicht). */
export function omissionEnds(s: string): boolean {
  const tail = s.slice(-30).trim();
  if (CJK_OMISSION_END.test(tail)) return true;
  return omissionWord(wordsOf(tail).at(-1));
}

/** An item or clause whose head is an omission: "Skipping the preflight", "Leaving out the upload step". */
const OMISSION_HEAD = new RegExp(
  `^(?:skipping|omitting|forgetting|neglecting|failing to|bypassing|leaving (?:out|off)|missing out|not (?:running|sending|uploading|calling|doing|performing|executing|completing|including)|omitir|saltarse|olvidar|omettre|oublier|sauter|vergessen|überspringen|weglassen|auslassen|dimenticare|saltare|omettere|esquecer|pular|omitir|跳过|跳過|省略|遗漏|遺漏|忘记|忘記|スキップ)${L}`,
  'iu',
);

/** The complement of a prohibition's scope: "everywhere else", "in every other environment", "其他环境". */
const COMPLEMENT = [
  'everywhere else|anywhere else|elsewhere|in (?:every|all|any) other|for (?:every|all|any) other|outside (?:of )?(?:prod|production)',
  'in non-?prod(?:uction)?|en (?:todos )?los demás|en cualquier otro|en (?:toda|cualquier) otra|partout ailleurs|ailleurs',
  'dans (?:tous )?les autres|überall sonst|überall anders|in allen anderen|in jeder anderen|in jedem anderen|altrove',
  'in tutti gli altri|in ogni altro|negli altri|em todos os outros|nos demais|em qualquer outro|elders|overal anders',
  'in alle andere|в остальных|в любой другой|в любом другом',
].join('|');
const COMPLEMENT_CJK =
  '其他环境|其它环境|其他情况|其余|其他地方|其他所有|以外の環境|それ以外|他の環境|その他の環境|다른 환경';
/** An alternative or a contrast: what follows it is not under the prohibition (a complement of its scope too). */
export const ALTERNATIVE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:but|however|instead|otherwise|rather|sondern|stattdessen|aber|jedoch|mais|plutôt|sinon|pero|sino|en cambio|mas|invece|ma|maar|но|${COMPLEMENT})${L}|但是|但|而是|改为|改用|否则|代わりに|ただし|しかし|${COMPLEMENT_CJK}`,
  'iu',
);

/** An item, cell or clause that opens with an order of its own. */
const ORDER_HEAD = new RegExp(
  `^(?:(?:always|instead|must|required|immer|toujours|siempre|sempre|altijd|всегда|${COMPLEMENT})${L}|(?:do|dos|allowed|ok|okay|good|correct|right|prefer|preferred|required|erlaubt|autorisé|permitido)[*_ \\t]{0,4}[:：]|✅|✔|☑|👍|必须|必須|务必|務必|一定要|应该|應該|请使用|請使用|必ず|常に|${COMPLEMENT_CJK})`,
  'iu',
);
/** A negation marker at the head of a clause, to test for a verb of leaving out after it. */
const NEGATED_HEAD = new RegExp(
  `^(?:(?:never|do not|don['’]?t|dont|must not|must never|should never|no|nunca|jamás|non|não|nie|niemals|nooit|ne|не|никогда)${L}|n['’](?=\\p{L})|不要|别|別|千万不要|千萬不要|请勿|請勿|切勿|勿)`,
  'iu',
);

/** The first clause of an item or sentence (to its first stop or colon), bounded. */
function firstClause(s: string): string {
  const head = s.slice(0, 300);
  const stop = head.search(/[.;:!?。；：！？\n]/);
  return stop < 0 ? head : head.slice(0, stop);
}

/**
 * `s` (an item's or a clause's words, markup already skipped) opens an order of its own: "Always …", "✅",
 * 必须, a complement of the scope ("Elsewhere, …"); or an omission undone — a negation a verb of leaving out
 * undoes ("Never skip …", "Don't forget to …", "N'oubliez pas …", "忘れずに …") or, under a prohibition, an
 * omission as the head ("Skipping the preflight") — when its first clause names no means of the omission
 * ("Skipping the hooks with `--no-verify`" still forbids `--no-verify`).
 */
export function opensOrderWords(s: string): boolean {
  if (ORDER_HEAD.test(s)) return true;
  const clause = firstClause(s);
  if (MEANS_TEXT.test(clause)) return false;
  if (OMISSION_HEAD.test(s) || fusedUndone(clause.slice(0, 40))) return true;
  const head = NEGATED_HEAD.exec(s);
  if (head && undoneBetween(s, 0, head[0].length, clause.length + 1)) return true;
  // "Vergiss nicht, …", "Olvidar …": the verb first, its negation after it.
  const words = wordsOf(clause.slice(0, 60));
  return words.length >= 2 && omissionWord(words[0]) && NEGATOR_WORDS.has(words[1]!);
}

/** A condition that lets the act happen after all: the clause is no prohibition of it. */
const ALLOWS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:unless|except|excepting|other than|außer|ausser|sauf|excepto|salvo|exceto|tranne|eccetto|tenzij|если только)${L}|除非|除了|例外|以外は|を除き|を除いて`,
  'iu',
);
/**
 * The condition is the user's own say-so ("unless the user explicitly asks", "except when the user approves"):
 * a consent gate that keeps the prohibition for everything the agent would do on its own.
 */
const USER_GATE =
  /^[^.;:\n]{0,40}?(?:the user|the human|the operator|you are asked|explicitly (?:asked|requested|told)|with (?:the user's )?(?:permission|consent|approval)|用户|用戶|ユーザー|Nutzer|utilisateur|usuario|usuário|utente)/iu;

/** A condition in `clause` that lets the act happen after all, not the user's consent. */
export function allows(clause: string): boolean {
  const m = ALLOWS.exec(clause);
  return m !== null && !USER_GATE.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 80));
}

const ALTERNATIVES = new RegExp(ALTERNATIVE.source, 'giu');

/** What follows the last alternative or complement in `s` ("Not in prod — everywhere else:" → ":"). */
export function afterLastAlternative(s: string): string {
  let from = 0;
  for (const m of s.matchAll(ALTERNATIVES)) from = m.index + m[0].length;
  return s.slice(from);
}

/**
 * Some word of `s` from `markers` ("don't", "never", "bad" …) negates what follows it: a verb of leaving out
 * does not undo it ("Don't forget to run this:" asks). Lower-cased text.
 */
export function negativeWordIn(s: string, markers: ReadonlySet<string>): boolean {
  // Its own pattern object: undoneBetween walks the shared WORD pattern in between.
  const word = /[\p{L}'’-]+/gu;
  for (let m = word.exec(s); m !== null; m = word.exec(s)) {
    if (!markers.has(m[0].includes('’') ? m[0].replace(/’/g, "'") : m[0])) continue;
    if (!undoneBetween(s, m.index, m.index + m[0].length, s.length + 1)) return true;
  }
  return false;
}
