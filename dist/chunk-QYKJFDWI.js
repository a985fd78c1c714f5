import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/analysis/negation/words.ts
var wordSet = (...lists) => new Set(
  lists.join(" ").split(/\s+/).filter((w) => w !== "")
);
var HEAD_WORDS = [
  "forbidden|prohibited|disallowed|banned|not allowed|not permitted|never|do not|don['\u2019]?t|dont|must not|must never",
  "mustn['\u2019]t|should not|should never|shouldn['\u2019]t|avoid|what not to do|anti-?patterns?|don['\u2019]?ts",
  "verboten|nicht erlaubt|untersagt|niemals|keinesfalls|vermeiden|vermeide|interdite?s?|\xE0 ne pas|a ne pas",
  "ne jamais|ne pas|jamais|\xE0 \xE9viter|\xE9viter|\xE9vitez|d\xE9fendu|prohibid[oa]s?|nunca|no usar|no uses|no hagas",
  "no ejecutes|evitar|evita|proibid[oa]s?|n\xE3o use|n\xE3o usar|vietat[oaie]|non usare|evitare|verboden|nooit",
  "vermijd|\u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D\u043E|\u043D\u0435\u043B\u044C\u0437\u044F|\u043D\u0438\u043A\u043E\u0433\u0434\u0430"
].join("|");
var HEAD_CJK = "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u5207\u52FF|\u8BF7\u52FF|\u8ACB\u52FF|\u8BF7\u4E0D\u8981|\u8ACB\u4E0D\u8981|\u7EDD\u5BF9\u4E0D\u8981|\u7D55\u5C0D\u4E0D\u8981|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u4E0D\u8981|\u4E0D\u5F97|\u4E0D\u53EF|\u4E0D\u80FD|\u4E0D\u8BB8|\u4E0D\u51C6|\u52FF|\u907F\u514D|\u7D76\u5BFE\u306B|\u6C7A\u3057\u3066|\uAE08\uC9C0|\uC808\uB300";
var LABEL_WORDS = "bad|wrong|incorrect|falsch|mauvais|incorrecto|errado|sbagliato|ng|no|nicht|non|\u043D\u0435";
var NEGATOR_WORDS = wordSet(
  "not never no nothing none nobody avoid refrain without cannot neither nor jamais nunca nie nicht ne pas non"
);
var POST_NEGATOR_WORDS = wordSet("niemals nie nicht keinesfalls keine keinen");
var NEGATIVE_HEAD_WORDS = wordSet("never avoid stop refrain no");
var FOREIGN_NEGATIVE_HEAD_WORDS = wordSet("ne n' no n\xE3o non");
var AFTER_VERB_NEGATORS = wordSet(
  "pas jamais point nicht niemals nie niet nooit inte aldrig ikke aldri"
);
var CLAUSE_NEGATORS = "never|not|no|nor|n['\u2019]t";
var EXCLUSION_LEFT_NEGATORS = "avoid|nowhere";
var CONSENT_NEGATORS = "without|nunca|jamais|nie|niemals|mai";
var HEADING_NEGATIVE = /^(?:avoid|never|don't|bad|wrong|anti-?patterns?|mistakes|pitfalls|red|forbidden|blocked|denylist|blocklist)$/;
var COMMENT_NEGATIVE_WORDS = wordSet("bad wrong don't dont never avoid insecure vulnerable unsafe");
var LEAD_NEGATIVE_WORDS = wordSet(
  "bad wrong incorrect insecure unsafe dangerous vulnerable avoid never don't not anti-pattern antipattern"
);
var PHRASE_NEGATION = /\b(never|not|don't|dont|do not|doesn't|does not|must not|mustn't|shouldn't|should not|cannot|can't|avoid|refuse|reject|ignore any|beware|watch out for|be wary)\b/;
var OMISSION_WORDS = wordSet(
  "forget forgets forgot forgotten forgetting skip skips skipped skipping fail fails failing hesitate hesitating",
  "neglect neglecting omit omitting miss missing overlook overlooking",
  // es, pt, it, fr, de, nl, ru, pl, sv/da/no, id, vi (imperatives, infinitives, clitic forms).
  "olvides olvide olviden olvidar olvidarse olvidarte olvid\xE9is omitas omita omitir saltes salte saltarte saltarse",
  "dudes dude dejes deje esque\xE7a esque\xE7as esque\xE7am esquecer esqueca hesite hesites pule pules deixe deixes",
  "dimenticare dimenticate dimenticarti dimenticarvi dimentichi dimenticarlo tralasciare omettere saltare esitare esitate",
  "oublie oubliez oublier oublions oubliez-pas manquez manque omettez omets sautez h\xE9sitez h\xE9site",
  "vergiss vergesst vergessen vers\xE4ume vers\xE4umt vers\xE4umen \xFCberspringe \xFCberspringt \xFCberspringen auslassen z\xF6gere z\xF6gert",
  "vergeet \u0437\u0430\u0431\u0443\u0434\u044C \u0437\u0430\u0431\u0443\u0434\u044C\u0442\u0435 \u0437\u0430\u0431\u044B\u0432\u0430\u0439 \u0437\u0430\u0431\u044B\u0432\u0430\u0439\u0442\u0435 \u043F\u0440\u043E\u043F\u0443\u0441\u043A\u0430\u0439 \u043F\u0440\u043E\u043F\u0443\u0441\u043A\u0430\u0439\u0442\u0435 \u043F\u0440\u043E\u043F\u0443\u0441\u0442\u0438 zapomnij zapomnijcie pomijaj pomi\u0144",
  "gl\xF6m glem lupa qu\xEAn"
);
var OMISSION_PHRASAL = wordSet("leave leaving");
var OMISSION_PARTICLES = wordSet("out off");
var OMISSION_CJK = "\u5FD8|\u8DF3\u8FC7|\u8DF3\u904E|\u7701\u7565|\u9057\u6F0F|\u907A\u6F0F|\u6F0F\u6389|\u9519\u8FC7|\u932F\u904E|\u72B9\u8C6B|\u7336\u8C6B|\u30B9\u30AD\u30C3\u30D7|\u98DB\u3070\u3055|\u629C\u304B\u3055|\u6B20\u304B\u3055|\uC78A|\uAC74\uB108\uB6F0|\uBE60\uB728\uB9AC|\uC0DD\uB7B5";
var OMISSION_HEADS = "skipping|omitting|forgetting|neglecting|failing to|bypassing|leaving (?:out|off)|missing out|not (?:running|sending|uploading|calling|doing|performing|executing|completing|including)|omitir|saltarse|olvidar|omettre|oublier|sauter|vergessen|\xFCberspringen|weglassen|auslassen|dimenticare|saltare|omettere|esquecer|pular|omitir|\u8DF3\u8FC7|\u8DF3\u904E|\u7701\u7565|\u9057\u6F0F|\u907A\u6F0F|\u5FD8\u8BB0|\u5FD8\u8A18|\u30B9\u30AD\u30C3\u30D7";
var FORGET_NOT = /jangan lupa|đừng quên|unutma|nie zapomnij|भूल|لا تنس|אל תשכח|잊지|glöm inte|glem ikke|glem ikkje|nezapomeň|nezabudni|μην ξεχάσ|älä unohda|ne felejt|nu uita|не забудь|อย่าลืม|فراموش نکن/iu;
var FUSED_UNDONE = /忘れず|忘れない|欠かさず|省略せず|省略しない|スキップせず|スキップしない|飛ばさず|抜かさず|잊지 ?말|빠뜨리지 ?말|건너뛰지 ?말|생략하지 ?말|别忘|別忘|勿忘|不忘|nezapomeň|nezabudni|unutma/u;
var FILLERS = wordSet("ever you to be ya jemals");
var MEANS_LIST = "with by via using through passing mit durch avec con com usando utilisant tramite";
var MEANS_CJK = "\u901A\u8FC7|\u901A\u904E";
var COORDINATORS = wordSet("or and nor ni oder und ou et o y e");
var COMPLEMENT = [
  "everywhere else|anywhere else|elsewhere|in (?:every|all|any) other|for (?:every|all|any) other|outside (?:of )?(?:prod|production)",
  "in non-?prod(?:uction)?|en (?:todos )?los dem\xE1s|en cualquier otro|en (?:toda|cualquier) otra|partout ailleurs|ailleurs",
  "dans (?:tous )?les autres|\xFCberall sonst|\xFCberall anders|in allen anderen|in jeder anderen|in jedem anderen|altrove",
  "in tutti gli altri|in ogni altro|negli altri|em todos os outros|nos demais|em qualquer outro|elders|overal anders",
  "in alle andere|\u0432 \u043E\u0441\u0442\u0430\u043B\u044C\u043D\u044B\u0445|\u0432 \u043B\u044E\u0431\u043E\u0439 \u0434\u0440\u0443\u0433\u043E\u0439|\u0432 \u043B\u044E\u0431\u043E\u043C \u0434\u0440\u0443\u0433\u043E\u043C"
].join("|");
var COMPLEMENT_CJK = "\u5176\u4ED6\u73AF\u5883|\u5176\u5B83\u73AF\u5883|\u5176\u4ED6\u60C5\u51B5|\u5176\u4F59|\u5176\u4ED6\u5730\u65B9|\u5176\u4ED6\u6240\u6709|\u4EE5\u5916\u306E\u74B0\u5883|\u305D\u308C\u4EE5\u5916|\u4ED6\u306E\u74B0\u5883|\u305D\u306E\u4ED6\u306E\u74B0\u5883|\uB2E4\uB978 \uD658\uACBD";
var ALTERNATIVE_WORDS = "but|however|instead|otherwise|rather|sondern|stattdessen|aber|jedoch|mais|plut\xF4t|sinon|pero|sino|en cambio|mas|invece|ma|maar|\u043D\u043E";
var ALTERNATIVE_CJK = "\u4F46\u662F|\u4F46|\u800C\u662F|\u6539\u4E3A|\u6539\u7528|\u5426\u5219|\u4EE3\u308F\u308A\u306B|\u305F\u3060\u3057|\u3057\u304B\u3057";
var ORDER_WORDS = "always|instead|must|required|immer|toujours|siempre|sempre|altijd|\u0432\u0441\u0435\u0433\u0434\u0430";
var ORDER_LABELS = "do|dos|allowed|ok|okay|good|correct|right|prefer|preferred|required|erlaubt|autoris\xE9|permitido";
var ORDER_CJK = "\u2705|\u2714|\u2611|\u{1F44D}|\u5FC5\u987B|\u5FC5\u9808|\u52A1\u5FC5|\u52D9\u5FC5|\u4E00\u5B9A\u8981|\u5E94\u8BE5|\u61C9\u8A72|\u8BF7\u4F7F\u7528|\u8ACB\u4F7F\u7528|\u5FC5\u305A|\u5E38\u306B";
var NEGATED_HEAD_WORDS = "never|do not|don['\u2019]?t|dont|must not|must never|should never|no|nunca|jam\xE1s|non|n\xE3o|nie|niemals|nooit|ne|\u043D\u0435|\u043D\u0438\u043A\u043E\u0433\u0434\u0430";
var NEGATED_HEAD_CJK = "\u4E0D\u8981|\u522B|\u5225|\u5343\u4E07\u4E0D\u8981|\u5343\u842C\u4E0D\u8981|\u8BF7\u52FF|\u8ACB\u52FF|\u5207\u52FF|\u52FF";
var ALLOW_WORDS = "unless|except|excepting|other than|au\xDFer|ausser|sauf|excepto|salvo|exceto|tranne|eccetto|tenzij|\u0435\u0441\u043B\u0438 \u0442\u043E\u043B\u044C\u043A\u043E";
var ALLOW_CJK = "\u9664\u975E|\u9664\u4E86|\u4F8B\u5916|\u4EE5\u5916\u306F|\u3092\u9664\u304D|\u3092\u9664\u3044\u3066";
var ASK_WORDS = wordSet(
  "ask asking re-ask reask confirm confirming reconfirm re-confirm prompt prompting wait waiting pause pausing",
  "seek seeking request requesting bother bothering interrupt interrupting"
);
var ASK_PHRASAL = "check[ \\t]{1,4}(?:with|back|in[ \\t]{1,4}with)";
var ASK_BAN_HEADS = "do[ \\t]{1,4}not|don['\u2019]t|never|no[ \\t]{1,4}need[ \\t]{1,4}to|needn['\u2019]t";
var S = "[ \\t]{1,4}";
var OTHER_PARTY = `(?:(?:anyone|anybody|anything|anywhere|no${S}one|nobody|nowhere|someone|somewhere)${S}(?:else|but|except|other${S}than|besides)|elsewhere|(?:any|no)${S}other${S}(?:hosts?|servers?|destinations?|services?|endpoints?|parties|party|urls?|domains?|recipients?|places?|sites?|teams?|vendors?|companies|company|providers?|people|persons?|address(?:es)?|locations?|tools?|one))`;
var EXCLUSION_CUES = /else|other|but|except|besides|than/i;

// src/analysis/negation/gate.ts
var NON_ASCII = "[\\u0080-\\uffff]";
function asciiAlternatives(re) {
  if (/[()[\]]/.test(re.source)) throw new Error(`asciiAlternatives needs a plain alternation: ${re.source}`);
  return re.source.split("|").filter((a) => !new RegExp(NON_ASCII).test(a) || /[ſK]/u.test(a));
}
var MAY_FUSE = new RegExp(
  [NON_ASCII, ...asciiAlternatives(FUSED_UNDONE), ...asciiAlternatives(FORGET_NOT)].join("|"),
  "i"
);
function mayFuse(s) {
  return MAY_FUSE.test(s.slice(0, 200));
}

// src/analysis/negation/word-reader.ts
function readWords(text, pattern, max, make) {
  const out = [];
  pattern.lastIndex = 0;
  if (max <= 0) return out;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    out.push(make(m[0], m.index));
    if (out.length >= max) break;
  }
  pattern.lastIndex = 0;
  return out;
}
var NEGATION_WORD = /[\p{L}'’-]+/gu;
function plainWord(w) {
  const lower = w.toLowerCase();
  return lower.includes("\u2019") ? lower.replace(/’/g, "'") : lower;
}
function negationWords(s, max = 12) {
  return readWords(s, NEGATION_WORD, max, plainWord);
}

// src/analysis/negation/undone.ts
var ELISION = /^(?:n|d|l|qu)['’]/;
var MEANS = wordSet(MEANS_LIST);
var MEANS_TEXT = new RegExp(
  `(?<![\\p{L}])(?:${MEANS_LIST.split(" ").join("|")})(?![\\p{L}])|${MEANS_CJK}`,
  "iu"
);
var omissionWord = (w) => w !== void 0 && (OMISSION_WORDS.has(w) || OMISSION_WORDS.has(w.replace(ELISION, "")));
function omissionAt(word, neg) {
  let k = neg + 1;
  while (k < neg + 3 && FILLERS.has(word(k) ?? "")) k++;
  if (omissionWord(word(k))) return k;
  if (OMISSION_PHRASAL.has(word(k) ?? "")) {
    for (let j = k + 1; j <= k + 4; j++) if (OMISSION_PARTICLES.has(word(j) ?? "")) return j;
  }
  if (AFTER_VERB_NEGATORS.has(word(neg) ?? "") && omissionWord(word(neg - 1))) return neg;
  if (ELISION.test(word(neg) ?? "") && omissionWord(word(neg))) return neg;
  return void 0;
}
function undoneFor(word, neg, act) {
  const o = omissionAt(word, neg);
  if (o === void 0 || o >= act || COORDINATORS.has(word(o + 1) ?? "")) return false;
  for (let k = o + 1; k < act; k++) if (MEANS.has(word(k) ?? "")) return false;
  return true;
}
function undoneNegation(word, neg, reach = 6) {
  const o = omissionAt(word, neg);
  if (o === void 0 || COORDINATORS.has(word(o + 1) ?? "")) return false;
  for (let k = o + 1; k <= o + reach; k++) if (MEANS.has(word(k) ?? "")) return false;
  return true;
}
var CJK_UNDONE = new RegExp(`^[ \\t]{0,2}(?:${OMISSION_CJK})`, "u");
var CLAUSE_STOP = new Set(".;:!?\u3002\uFF1B\uFF1A\uFF01\uFF1F\n");
function undoneBetween(text, start, end, offset) {
  if (offset <= end) return false;
  const between = text.slice(end, Math.min(offset, end + 200));
  if (CJK_UNDONE.test(between)) return !MEANS_TEXT.test(between);
  const clause = text.slice(Math.max(0, start - 40), start);
  let from = clause.length;
  while (from > 0 && !CLAUSE_STOP.has(clause[from - 1])) from--;
  const before = negationWords(clause.slice(from), 40).slice(-1);
  const own = negationWords(text.slice(start, end), 3);
  const after = negationWords(between, 40);
  const words = [...before, ...own, ...after];
  const neg = before.length + own.length - 1;
  return undoneFor((k) => words[k], neg, words.length);
}
function fusedUndone(s) {
  const head = s.slice(0, 200);
  return FUSED_UNDONE.test(head) || FORGET_NOT.test(head);
}
var CJK_OMISSION_END = new RegExp(`(?:${OMISSION_CJK})[\\p{Script=Hiragana}]{0,3}$`, "u");
function omissionEnds(s) {
  const tail = s.slice(-30).trim();
  if (CJK_OMISSION_END.test(tail)) return true;
  return omissionWord(negationWords(tail).at(-1));
}
var MARKER_WORD = new RegExp(NEGATION_WORD.source, "gu");
function negativeWordIn(s, markers) {
  MARKER_WORD.lastIndex = 0;
  for (let m = MARKER_WORD.exec(s); m !== null; m = MARKER_WORD.exec(s)) {
    if (!markers.has(m[0].includes("\u2019") ? m[0].replace(/’/g, "'") : m[0])) continue;
    if (!undoneBetween(s, m.index, m.index + m[0].length, s.length + 1)) return true;
  }
  return false;
}

// src/analysis/negation/clauses.ts
var L = "(?![\\p{L}\\p{N}])";
var OMISSION_HEAD = new RegExp(`^(?:${OMISSION_HEADS})${L}`, "iu");
var ALTERNATIVE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ALTERNATIVE_WORDS}|${COMPLEMENT})${L}|${ALTERNATIVE_CJK}|${COMPLEMENT_CJK}`,
  "iu"
);
var ORDER_HEAD = new RegExp(
  `^(?:(?:${ORDER_WORDS}|${COMPLEMENT})${L}|(?:${ORDER_LABELS})[*_ \\t]{0,4}[:\uFF1A]|${ORDER_CJK}|${COMPLEMENT_CJK})`,
  "iu"
);
var NEGATED_HEAD = new RegExp(
  `^(?:(?:${NEGATED_HEAD_WORDS})${L}|n['\u2019](?=\\p{L})|${NEGATED_HEAD_CJK})`,
  "iu"
);
function firstClause(s) {
  const head = s.slice(0, 300);
  const stop = head.search(/[.;:!?。；：！？\n]/);
  return stop < 0 ? head : head.slice(0, stop);
}
function opensOrderWords(s) {
  if (ORDER_HEAD.test(s)) return true;
  const head = NEGATED_HEAD.exec(s);
  const lead = firstClause(s.slice(0, 60));
  const first = negationWords(lead, 1)[0];
  if (head === null && !OMISSION_HEAD.test(s) && !omissionWord(first) && !mayFuse(lead.slice(0, 40)))
    return false;
  const clause = firstClause(s);
  if (MEANS_TEXT.test(clause)) return false;
  if (OMISSION_HEAD.test(s) || fusedUndone(clause.slice(0, 40))) return true;
  if (head && undoneBetween(s, 0, head[0].length, clause.length + 1)) return true;
  if (!omissionWord(first)) return false;
  const words = negationWords(lead, 2);
  return words.length >= 2 && NEGATOR_WORDS.has(words[1]);
}
var ALLOWS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ALLOW_WORDS})${L}|${ALLOW_CJK}`, "iu");
var USER_GATE = /^[^.;:\n]{0,40}?(?:the user|the human|the operator|you are asked|explicitly (?:asked|requested|told)|with (?:the user's )?(?:permission|consent|approval)|用户|用戶|ユーザー|Nutzer|utilisateur|usuario|usuário|utente)/iu;
function allows(clause) {
  const m = ALLOWS.exec(clause);
  return m !== null && !USER_GATE.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 80));
}
var ALTERNATIVES = new RegExp(ALTERNATIVE.source, "giu");
function afterLastAlternative(s) {
  let from = 0;
  for (const m of s.matchAll(ALTERNATIVES)) from = m.index + m[0].length;
  return s.slice(from);
}

// src/analysis/negation/objects.ts
var ASK_VERB = `(?:${[...ASK_WORDS].join("|")}|${ASK_PHRASAL})`;
var ASK_AFTER_MARKER = new RegExp(`^[ \\t*_]{0,6}${ASK_VERB}(?![\\p{L}\\p{N}-])`, "iu");
function bansAsking(afterMarker) {
  return ASK_AFTER_MARKER.test(afterMarker.slice(0, 80));
}
var ASK_BAN = new RegExp(
  `(?<![\\p{L}])(?:${ASK_BAN_HEADS})[ \\t]{1,4}(?:(?:again|ever|first)[ \\t]{1,4})?${ASK_VERB}(?:[ \\t]{1,4}(?:again|first))?(?![\\p{L}\\p{N}-])`,
  "giu"
);
function blankAskBans(text) {
  return text.replace(ASK_BAN, (m) => " ".repeat(m.length));
}
var S2 = "[ \\t]{1,4}";
var EXCLUSION = new RegExp(
  `(?<![\\p{L}])(?:(?:${CLAUSE_NEGATORS})${S2}(?:[^\\s,;:!?()]{1,40}${S2}){0,5}?(?:to${S2}|with${S2}|by${S2}|for${S2})?(?<!(?:or|and|nor)${S2})${OTHER_PARTY}|nowhere${S2}else)(?![\\p{L}])`,
  "giu"
);
function blankExclusions(text) {
  if (!EXCLUSION_CUES.test(text)) return text;
  return text.replace(EXCLUSION, (m) => " ".repeat(m.length));
}
var NEGATOR = new RegExp(
  `(?<![\\p{L}])(?:${CLAUSE_NEGATORS}|${EXCLUSION_LEFT_NEGATORS})(?![\\p{L}])`,
  "iu"
);
function onlyExclusions(text) {
  const blanked = blankExclusions(text);
  return blanked !== text && !NEGATOR.test(blanked);
}

// src/analysis/prohibition-scope.ts
var L2 = "(?![\\p{L}\\p{N}])";
var HEAD = new RegExp(`^(?:(?:${HEAD_WORDS})${L2}|${HEAD_CJK})`, "iu");
var LABEL_ONLY = new RegExp(`^(?:${LABEL_WORDS})[*_ \\t]{0,4}[:\uFF1A]`, "iu");
var LABEL_WORD = new RegExp(`^(?:${LABEL_WORDS})$`, "iu");
var ANY_MARKER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HEAD_WORDS})${L2}|${HEAD_CJK}`, "iu");
var POSTPOSED = new RegExp(
  [
    `\\b(?:is|are|be)[ \\t]{1,4}(?:(?:strictly|absolutely|explicitly|always)[ \\t]{1,4})?(?:forbidden|prohibited|disallowed|banned|not allowed|not permitted|never allowed|never permitted)${L2}`,
    `\\b(?:must|should|may)[ \\t]{1,4}(?:never|not)[ \\t]{1,4}be[ \\t]{1,4}(?:used|run|passed|set|enabled|added|given)${L2}`,
    `\\b(?:ist|sind)[ \\t]{1,4}(?:streng[ \\t]{1,4})?(?:verboten|nicht erlaubt|untersagt)${L2}`,
    `\\b(?:niemals|nie|nicht)[ \\t]{1,4}(?:verwenden|benutzen|nutzen|ausf\xFChren|setzen)${L2}`,
    `\\b(?:est|sont)[ \\t]{1,4}(?:strictement[ \\t]{1,4})?(?:interdite?s?|proscrite?s?)${L2}`,
    `(?:est\xE1|est\xE1n|es|\xE9|s\xE3o|\xE8|sono)[ \\t]{1,4}(?:(?:estrictamente|estritamente|severamente|rigorosamente)[ \\t]{1,4})?(?:prohibid[oa]s?|proibid[oa]s?|vietat[oaie])${L2}`,
    "\u7981\u6B62|\u4E25\u7981|\u56B4\u7981|\u53B3\u7981|\u4E0D\u5141\u8BB8|\u4E0D\u5141\u8A31|\u4E0D\u5F97\u4F7F\u7528|\u4E0D\u8981\u4F7F\u7528|\u4E0D\u53EF\u4F7F\u7528|\u3057\u306A\u3044\u3067\u304F\u3060\u3055\u3044|\u3057\u306A\u3044\u3053\u3068|\u4F7F\u7528\u3057\u306A\u3044|\u4F7F\u308F\u306A\u3044|\uAE08\uC9C0|\uD558\uC9C0 ?\uB9C8"
  ].join("|"),
  "iu"
);
var ORDER_AFTER_COLON = new RegExp(
  `^[*_\\s]{0,6}(?:(?:run|execute|use|send|upload|post|install|add|set|call|fetch|download|paste|read|copy|open|ignore|skip|type|enter|launch|start|pass|include|append|write|save|always|then|instead|just|simply|go|make|do|please|f\xFChre|lance|ejecuta|esegui|execute)${L2}|\u8BF7|\u57F7\u884C|\u6267\u884C|\u8FD0\u884C|\u5B9F\u884C)`,
  "iu"
);
var STRUCK = /~~(?=\S)[^~\n]{1,200}?~~/g;
var blankStruck = (s) => s.includes("~~") ? s.replace(STRUCK, (m) => " ".repeat(m.length)) : s;
var LINE_MARKUP = /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:(?:[-*+]|\d{1,3}[.)])[ \t]{1,4})?(?:\[[ xX]\][ \t]{1,4})?(?:#{1,6}[ \t]{1,4})?/;
var EMPHASIS = /^(?:[*_]{1,3}|❌|🚫|⛔|✗|✘|👎|⚠️|⚠|❗|‼️)[ \t]{0,4}/u;
var LIST_ITEM = /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/;
var HEADING = /^[ \t]{0,3}#{1,6}[ \t]/;
var TABLE_ROW = /^[ \t]{0,12}\|/;
var CLAUSE_END = /[.!?]["'”’)\]]{0,2}(?=[ \t]|$)|[;；。！？]|[ \t][—–-][ \t]|—/u;
var LOOK_BACK_LINES = 60;
var LABEL_MAX = 60;
function contentFrom(line) {
  let from = LINE_MARKUP.exec(line)?.[0].length ?? 0;
  for (let k = 0; k < 4; k++) {
    const m = EMPHASIS.exec(line.slice(from));
    if (!m) break;
    from += m[0].length;
  }
  while (from < line.length && (line[from] === " " || line[from] === "	")) from++;
  return from;
}
var CLAUSE_ENDS = new RegExp(CLAUSE_END.source, "gu");
function lastClauseStart(s, from, to) {
  let start = from;
  for (const m of s.slice(from, to).matchAll(CLAUSE_ENDS)) start = from + m.index + m[0].length;
  return start;
}
function clauseEnd(s, from) {
  const m = CLAUSE_END.exec(s.slice(from));
  return m ? from + m.index : s.length;
}
function labelWords(line) {
  const body = trimEndChars(line.slice(contentFrom(line)), "*_ 	");
  const colon = Math.max(body.lastIndexOf(":"), body.lastIndexOf("\uFF1A"));
  if (colon < 0 || body.slice(colon + 1).replace(/[*_ \t]/g, "") !== "") return void 0;
  const head = body.slice(0, colon);
  const from = lastClauseStart(head, 0, head.length);
  const words = head.slice(from).replace(/[*_`]/g, "").trim();
  return words.length <= LABEL_MAX ? words : void 0;
}
var CONDITION_LEAD = /^(?:if|when|whenever|unless|in case|once|wenn|falls|si|quand|cuando|se|als|如果|若|もし)(?![\p{L}])/iu;
function isLabel(line) {
  const words = labelWords(line);
  if (words === void 0 || CONDITION_LEAD.test(words)) return false;
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  const m = ANY_MARKER.exec(words);
  if (m && undoneBetween(words, m.index, m.index + m[0].length, words.length + 1)) return false;
  return m !== null || LABEL_WORD.test(words);
}
function isProhibitionHeading(line) {
  if (!HEADING.test(line)) return false;
  const words = line.slice(contentFrom(line)).replace(/[*_`:：]/g, " ").trim();
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  const m = ANY_MARKER.exec(words);
  if (m && undoneBetween(words, m.index, m.index + m[0].length, words.length + 1)) return false;
  return HEAD.test(words) || words.length <= LABEL_MAX && m !== null;
}
function clauseStarts(line, from, col) {
  let start = lastClauseStart(line, from, col);
  while (start < col && /[ \t*_]/.test(line[start])) start++;
  const colons = [];
  for (let k = start; k < col && colons.length < 3; k++)
    if (line[k] === ":" || line[k] === "\uFF1A") colons.push(k);
  return { start, colons };
}
function headScope(line, s, col, end) {
  const clause = line.slice(s, end);
  const head = HEAD.exec(clause) ?? LABEL_ONLY.exec(clause);
  if (!head) return void 0;
  const after = s + head[0].length;
  if (bansAsking(line.slice(after, end))) return void 0;
  if (undoneBetween(line, s, after, col)) return void 0;
  const colon = line.slice(after, col).search(/[:：]/);
  if (colon >= 0) {
    const label = line.slice(after, after + colon).trim();
    if (label.split(/\s+/).length > 1 && ORDER_AFTER_COLON.test(line.slice(after + colon + 1)))
      return void 0;
  }
  const alt = ALTERNATIVE.exec(line.slice(after, end));
  const z = alt ? after + alt.index : end;
  return col < z ? z : void 0;
}
function clauseForbids(line, col) {
  const { start, colons } = clauseStarts(line, contentFrom(line), col);
  const end = clauseEnd(line, col);
  if (allows(line.slice(start, end))) return false;
  for (const s of [start, ...colons.map((c) => c + 1)]) {
    let k = s;
    while (k < col && /[ \t*_]/.test(line[k])) k++;
    if (headScope(line, k, col, end) !== void 0) return true;
  }
  const post = POSTPOSED.exec(line.slice(col, end));
  if (post === null) return false;
  const before = line.slice(start, col + post.index);
  return !ALTERNATIVE.test(before) && !omissionEnds(before);
}
var LINE_REACH = 2e3;
var LINE_ABOVE_MAX = 400;
function breakBefore(text, pos, reach) {
  const from = Math.max(0, pos - reach);
  const i = text.slice(from, pos).lastIndexOf("\n");
  if (i >= 0) return from + i;
  return from === 0 ? -1 : void 0;
}
function lineAt(text, offset) {
  const b = breakBefore(text, offset, LINE_REACH);
  const lineStart = b === void 0 ? offset - LINE_REACH : b + 1;
  const ahead = text.slice(offset, offset + LINE_REACH);
  const nl = ahead.indexOf("\n");
  const end = nl < 0 ? offset + ahead.length : offset + nl;
  return {
    lineStart,
    line: blankStruck(text.slice(lineStart, end)),
    col: offset - lineStart,
    cut: b === void 0
  };
}
function linesAbove(text, lineStart) {
  const out = [];
  let end = lineStart - 1;
  while (end >= 0 && out.length < LOOK_BACK_LINES) {
    const b = breakBefore(text, end, LINE_ABOVE_MAX);
    if (b === void 0) {
      out.push(text.slice(end - LINE_ABOVE_MAX, end));
      break;
    }
    out.push(blankStruck(text.slice(b + 1, end)));
    end = b;
  }
  return out;
}
var indentOf = (line) => /^[ \t>]*/.exec(line)[0].length;
function ledByProhibition(text, lineStart, line) {
  const item = LIST_ITEM.test(line);
  let indent = indentOf(line);
  let blanks = 0;
  for (const t of linesAbove(text, lineStart)) {
    if (t.trim() === "") {
      if (!item || ++blanks > 1) return false;
      continue;
    }
    blanks = 0;
    if (HEADING.test(t)) return item && isProhibitionHeading(t);
    if (TABLE_ROW.test(t)) return false;
    const isItem = LIST_ITEM.test(t);
    const ind = indentOf(t);
    if (isItem && ind >= indent) continue;
    if (isLabel(t)) return true;
    if (!item) continue;
    if (!isItem) {
      if (ind > indent) continue;
      return false;
    }
    if (opensOrderWords(t.slice(contentFrom(t)))) return false;
    indent = ind;
  }
  return false;
}
function cellsOf(row) {
  const out = [];
  let start = row.indexOf("|") + 1;
  let code = false;
  for (let i = start; i < row.length; i++) {
    const c = row[i];
    if (c === "`") code = !code;
    else if (c === "\\") i++;
    else if (c === "|" && !code) {
      out.push({ start, end: i });
      start = i + 1;
    }
  }
  if (row.slice(start).trim() !== "") out.push({ start, end: row.length });
  return out;
}
var CELL_MARKER = new RegExp(
  `^(?:(?:${HEAD_WORDS})${L2}|(?:${LABEL_WORDS})$|${HEAD_CJK}|\u274C|\u{1F6AB}|\u26D4|\u2717|\u2718|\u{1F44E})`,
  "iu"
);
var SEPARATOR_ROW = /^[|:\- \t]{3,}$/;
function cellForbids(cell) {
  const words = cell.replace(/[*_`:：]/g, " ").trim();
  return words.length <= 40 && CELL_MARKER.test(words) && !allows(words) && !ALTERNATIVE.test(words);
}
function tableForbids(text, lineStart, line, col) {
  const cells = cellsOf(line);
  const k = cells.findIndex((c) => col >= c.start && col < c.end);
  if (k < 0) return false;
  const own = line.slice(cells[k].start, cells[k].end);
  if (opensOrderWords(own.slice(contentFrom(own)))) return false;
  if (clauseForbids(own, col - cells[k].start)) return true;
  if (k > 0 && cellForbids(line.slice(cells[0].start, cells[0].end))) return true;
  const above = linesAbove(text, lineStart);
  for (let i = 0; i < above.length; i++) {
    const t = above[i];
    if (!TABLE_ROW.test(t) && !SEPARATOR_ROW.test(t)) return false;
    if (!SEPARATOR_ROW.test(t) || !t.includes("--")) continue;
    const header = above[i + 1];
    const h = header === void 0 ? void 0 : cellsOf(header)[k];
    return h !== void 0 && cellForbids(header.slice(h.start, h.end));
  }
  return false;
}
function prohibitedAt(text, offset) {
  const { lineStart, line, col, cut } = lineAt(text, offset);
  if (cut) return clauseForbids(line, col);
  if (TABLE_ROW.test(line)) return tableForbids(text, lineStart, line, col);
  if (clauseForbids(line, col)) return true;
  const from = contentFrom(line);
  const words = line.slice(from);
  if (opensOrderWords(words) || allows(words.slice(0, clauseEnd(words, 0)))) return false;
  if (ALTERNATIVE.test(line.slice(from, col))) return false;
  return ledByProhibition(text, lineStart, line);
}
function negationLifted(text, negator, offset, end = negator) {
  if (negator >= offset || offset - negator > LINE_REACH) return false;
  if (undoneBetween(text, negator, end, offset)) return true;
  const { lineStart, line: span } = lineAt(text, negator);
  const a = negator - lineStart;
  const b = offset - lineStart;
  if (span[a] === " " && text[negator] !== " ") return true;
  const between = span.slice(a, b);
  if (CLAUSE_END.test(between) || ALTERNATIVE.test(between)) return true;
  return allows(span.slice(a, clauseEnd(span, b)));
}
var lastSentence;
var lastOpens = false;
function opensOrder(sentence) {
  if (sentence === lastSentence) return lastOpens;
  const s = blankStruck(sentence.slice(0, LINE_ABOVE_MAX));
  lastOpens = opensOrderWords(s.slice(contentFrom(s)));
  lastSentence = sentence;
  return lastOpens;
}

// src/analysis/copy-sources.ts
function scriptRelativeSource(from) {
  if (/^(?:\$\{?(?:HOME|USERPROFILE|[0-9@*])\}?|~)(?:\/|$)/.test(from)) return void 0;
  if (from.startsWith("${__file__}/../")) from = `./${from.slice("${__file__}/../".length)}`;
  const rel = from.replace(/^(?:\$\([^)]{0,80}\)|\$\{[^}]{0,80}\}|\$\w{1,40}|\.)\//, "");
  return rel === from && !rel.startsWith(".") ? void 0 : rel;
}
var RUNS_OR_LOADS = /* @__PURE__ */ new Set([
  "shell-rc",
  "editor-startup",
  "tool-startup",
  "office-macros",
  "build-startup",
  "python-startup",
  "site-packages",
  "autostart",
  "git-hooks",
  "agent-hooks",
  "agent-settings",
  "agent-memory",
  "agent-skill",
  "agent-program"
]);
function copiedIntoRunningPlaces(behaviours) {
  const out = [];
  for (const b of behaviours.slice(0, 2e3)) {
    if (b.kind !== "write" || !RUNS_OR_LOADS.has(b.cls) || !b.content?.taints.includes("file")) continue;
    const from = b.content.from;
    const rel = from ? scriptRelativeSource(from) : void 0;
    if (rel !== void 0 && /^(?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+){0,12}$/.test(rel))
      out.push({ target: rel, b });
    if (out.length >= 32) break;
  }
  return out;
}

// src/analysis/consent-claims.ts
var W = "[ \\t\\n]{1,4}";
var GIVEN_VERB = "(?:approved|consented|agreed|authori[sz]ed|okayed|ok['\u2019]?d|signed" + W + "off|opted" + W + "in|accepted|granted|green-?lit)";
var STANDING = "(?:standing|prior|blanket|advance|up-?front|pre-?existing|permanent|ongoing|global|implicit|implied|general)";
var CONSENT_NOUN = "(?:approval|consent|permission|authori[sz]ation|sign-?off|go-?ahead|ok|okay)";
var DONE = "(?:given|granted|obtained|recorded|collected|captured|received)";
var CLAIMS = [
  // "already approved", "has previously consented", "was already authorised".
  new RegExp(`\\b(?:already|previously|earlier)${W}(?:been${W})?(?:${GIVEN_VERB}|given|obtained)\\b`, "i"),
  // "the user has approved", "the owner had authorised" (a present or past perfect: done before this session).
  new RegExp(
    `\\b(?:user|users|owner|owners|admin|administrator|maintainers?|team|operator|manager|you|they)${W}(?:has|have|had|'ve)${W}${GIVEN_VERB}\\b`,
    "i"
  ),
  // "you have standing approval", "with the owner's prior consent", "under a blanket permission".
  new RegExp(
    `\\b(?:have|has|had|with|under|holds?|got|given|granted)${W}(?:(?:the|a|an|your|their|our|his|her|[\\w-]{1,30}['\u2019]s)${W}){0,2}${STANDING}${W}${CONSENT_NOUN}\\b`,
    "i"
  ),
  // "pre-approved by the workspace owner".
  /\bpre-?(?:approved|authori[sz]ed|cleared|consented)[ \t\n]{1,4}(?:by|from)\b/i,
  // "consent was given at onboarding", "approval has been granted".
  new RegExp(
    `\\b${CONSENT_NOUN}${W}(?:was|were|has${W}been|had${W}been|is${W}already|was${W}already)${W}(?:already${W})?${DONE}\\b`,
    "i"
  ),
  // Spanish, Portuguese, French, German, Italian: "ya lo aprobó", "já autorizou", "a déjà approuvé",
  // "hat bereits zugestimmt", "ha già approvato".
  /(?<![\p{L}])ya[ \t]{1,4}(?:(?:lo|la|los|las|le|les|nos|te|me)[ \t]{1,4})?(?:(?:ha|han|había|habían)[ \t]{1,4})?(?:aprob(?:ó|ado|aron)|autoriz(?:ó|ado|aron)|consinti(?:ó|do|eron)|acept(?:ó|ado|aron)|dio[ \t]{1,4}su[ \t]{1,4}(?:consentimiento|aprobación|permiso|visto[ \t]{1,4}bueno))(?![\p{L}])/iu,
  /(?<![\p{L}])já[ \t]{1,4}(?:(?:o|a|os|as|lhe|foi|foram)[ \t]{1,4})?(?:aprov(?:ou|ado|aram)|autoriz(?:ou|ado|aram)|consentiu|aceit(?:ou|o|aram)|deu[ \t]{1,4}(?:o[ \t]{1,4})?(?:seu[ \t]{1,4})?(?:consentimento|aprovação|permissão))(?![\p{L}])/iu,
  /(?<![\p{L}])(?:a|ont|avait|avaient|est|sont)[ \t]{1,4}déjà[ \t]{1,4}(?:approuvée?s?|autorisée?s?|acceptée?s?|consenti|validée?s?|donné[ \t]{1,4}son[ \t]{1,4}accord)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:hat|haben|hatte|hatten|ist|sind|wurde|wurden)[ \t]{1,4}(?:bereits|schon)[ \t]{1,4}(?:[\p{L}-]{1,30}[ \t]{1,4}){0,3}?(?:zugestimmt|genehmigt|freigegeben|erlaubt|eingewilligt|autorisiert)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:ha|hanno|aveva|è|sono)[ \t]{1,4}già[ \t]{1,4}(?:approvat[oaie]|autorizzat[oaie]|acconsentito|accettat[oaie])(?![\p{L}])/iu
];
var CONSENT_WORD = new RegExp(
  `${GIVEN_VERB}|given|obtained|${CONSENT_NOUN.replace("|ok|okay)", ")")}|[ \\t\\n]ok|${DONE}|pre-?cleared|(?:ya|j\xE1|d\xE9j\xE0|bereits|schon|gi\xE0)[ \\t]`,
  "iu"
);
var CONDITION = /(?<![\p{L}])(?:if|when|whenever|once|after|unless|until|whether|before|as soon as|si|cuando|wenn|falls|sobald|nachdem|se|quando|quand|lorsque|dès que|après)(?![\p{L}])/iu;
var LIMITS = /(?<![\p{L}])only(?![\p{L}])|(?<![\p{L}])(?:that|which|whom?)[ \t\n]{1,4}(?:[\p{L}'’-]{1,30}[ \t\n]{1,4}){0,3}$/iu;
var NEGATION = new RegExp(`(?<![\\p{L}])(?:${CLAUSE_NEGATORS}|${CONSENT_NEGATORS})(?![\\p{L}])`, "iu");
var CLAUSE_BREAK = /[.;:!?,()—–]/;
function claimedConsent(text) {
  const s = text.slice(0, 4e3);
  if (!CONSENT_WORD.test(s)) return void 0;
  for (const re of CLAIMS) {
    const m = re.exec(s);
    if (!m) continue;
    let from = m.index;
    for (let k = 0; from > 0 && k < 200 && !CLAUSE_BREAK.test(s[from - 1]); k++) from--;
    const before = s.slice(from, m.index);
    if (CONDITION.test(before) || NEGATION.test(before) || LIMITS.test(before.slice(-200))) continue;
    const rest = s.slice(m.index, m.index + 300);
    const stop = rest.search(/[.;!?\n]/);
    if (stop >= 0 && rest[stop] === "?") continue;
    return { start: m.index, end: m.index + m[0].length };
  }
  return void 0;
}

export {
  NEGATOR_WORDS,
  POST_NEGATOR_WORDS,
  NEGATIVE_HEAD_WORDS,
  FOREIGN_NEGATIVE_HEAD_WORDS,
  HEADING_NEGATIVE,
  COMMENT_NEGATIVE_WORDS,
  LEAD_NEGATIVE_WORDS,
  PHRASE_NEGATION,
  FORGET_NOT,
  ASK_WORDS,
  readWords,
  undoneFor,
  undoneNegation,
  negativeWordIn,
  afterLastAlternative,
  blankAskBans,
  blankExclusions,
  onlyExclusions,
  prohibitedAt,
  negationLifted,
  opensOrder,
  scriptRelativeSource,
  RUNS_OR_LOADS,
  copiedIntoRunningPlaces,
  claimedConsent
};
