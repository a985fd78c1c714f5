import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  ASK_WORDS,
  FOREIGN_NEGATIVE_HEAD_WORDS,
  FORGET_NOT,
  HEADING_NEGATIVE,
  NEGATIVE_HEAD_WORDS,
  NEGATOR_WORDS,
  POST_NEGATOR_WORDS,
  RUNS_OR_LOADS,
  claimedConsent,
  onlyExclusions,
  opensOrder,
  undoneFor,
  undoneNegation
} from "./chunk-QYKJFDWI.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";
import {
  FILL_LEAD,
  classifyHost,
  hostOf,
  serviceWords,
  slotName
} from "./chunk-4DOYWDGL.js";
import {
  SECRET_ENV_NAME,
  askedWriteClassOf,
  normalizeHome,
  secretOf
} from "./chunk-N4Y7GMVX.js";

// src/analysis/prose/catalan-words.ts
var CLITICS = ["'l", "'n", "'ls", "-ho", "-la", "-les", "-lo", "-los", "-ne", "-hi", "-li"];
var PROCLITICS = ["n'", "l'"];
var VOWEL = /^[aeiouàèéíòóú]/;
function withClitics(forms) {
  const out = [];
  for (const f of forms.split(/\s+/)) {
    if (!f) continue;
    out.push(f);
    for (const c of CLITICS) out.push(f + c);
    if (VOWEL.test(f)) for (const c of PROCLITICS) out.push(c + f);
  }
  return out.join(" ");
}
var CA_SEND = withClitics(
  "envia envieu enviar enviat enviada enganxa enganxeu enganxar enganxat enganxada puja pugeu pujar pujat pujada carrega carregueu carregar adjunta adjunteu adjuntar adjuntat adjuntada comparteix compartiu compartir tramet trameteu trametre reenvia reenvieu reenviar"
);
var CA_IMPERATIVES = `obre obriu llegeix llegiu copia copieu afegeix afegiu posa poseu fes feu executa executeu descarrega descarregueu instal\xB7la comprova desa esborra elimina ${CA_SEND}`;
var CA_SECRET_PHRASES = [
  ["clau", "privada"],
  ["claus", "privades"],
  ["clau", "ssh"],
  ["claus", "ssh"],
  ["clau", "d'acc\xE9s"],
  ["claus", "d'acc\xE9s"],
  ["clau", "api"],
  ["clau", "de", "l'api"],
  ["claus", "api"],
  ["credencials"],
  ["contrasenya"],
  ["contrasenyes"],
  ["token", "d'acc\xE9s"],
  ["tokens", "d'acc\xE9s"],
  ["variables", "d'entorn"],
  ["frase", "de", "recuperaci\xF3"]
];
var CA_SECRET_HEADS = "clau claus credencials contrasenya contrasenyes token tokens variables frase";
var CA_PUBLIC = "p\xFAbliques";
var CA_AUDIENCE = "usuari usu\xE0ria usuaris resum resposta informe";
var CA_TELL = `${withClitics("comentar mencionar esmentar explicar avisar informar")} dir-ho dir-li dir-los comentis mencionis esmentis diguis expliquis avisis informis comenteu mencioneu esmenteu digueu expliqueu aviseu informeu`;
var CA_ASK_PHRASES = [
  ["cal"],
  ["caldria"],
  ["si", "us", "plau"],
  ["has", "de"],
  ["heu", "de"],
  ["podries"],
  ["podr\xEDeu"],
  ["assegura't"]
];
var CA_ASK_HEADS = "cal caldria si has heu podries podr\xEDeu assegura't";
var CA_FETCH = withClitics("descarrega descarregueu descarregar baixa baixeu obt\xE9n obteniu");
var CA_RUN = withClitics("executa executeu executar");

// src/analysis/prose/lexicon.ts
var IRREGULAR = new Map(
  Object.entries({
    told: "tell",
    sent: "send",
    left: "leave",
    kept: "keep",
    forgot: "forget",
    forgotten: "forget",
    gave: "give",
    given: "give",
    went: "go",
    gone: "go",
    ran: "run",
    wrote: "write",
    written: "write",
    took: "take",
    taken: "take",
    hid: "hide",
    hidden: "hide",
    shown: "show",
    made: "make",
    brought: "bring",
    threw: "throw",
    thrown: "throw",
    overrode: "override",
    overridden: "override",
    paid: "pay",
    withheld: "withhold",
    said: "say",
    got: "get",
    gotten: "get",
    put: "put",
    set: "set",
    read: "read",
    fed: "feed",
    spoke: "speak",
    spoken: "speak",
    began: "begin",
    begun: "begin",
    did: "do",
    done: "do",
    does: "do",
    is: "be",
    are: "be",
    was: "be",
    were: "be",
    been: "be",
    am: "be",
    has: "have",
    had: "have",
    undid: "undo",
    understood: "understand",
    overwrote: "overwrite",
    overwritten: "overwrite",
    stuck: "stick",
    dealt: "deal",
    meant: "mean",
    laid: "lay",
    shut: "shut",
    let: "let",
    cast: "cast",
    beamed: "beam"
  })
);
function lemmaCandidates(word) {
  const out = [word];
  const irr = IRREGULAR.get(word);
  if (irr !== void 0) out.push(irr);
  if (word.length >= 4) addInflectionBases(word, out);
  return out;
}
function addInflectionBases(word, out) {
  if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s")) out.push(word.slice(0, -1));
  if (word.endsWith("ied")) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("ed")) out.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  if (word.endsWith("ing")) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
  return out;
}
var words = (s) => new Set(s.split(/\s+/).filter(Boolean));
var IMPERATIVE_LEADS = words(
  "please kindly then first next now also finally always just immediately simply quickly afterwards afterward later once thereafter additionally secondly thirdly lastly step and veuillez bitte carefully silently quietly automatically ok okay so wichtig achtung hinweis importante atenci\xF3n attention nota dann danach ensuite luego poi"
);
var MODALS = words("must should shall need needs have has ought will can may");
var ADDRESSEES = words(
  "you your yourself assistant agent claude model llm ai copilot codex gemini bot vous tu du usted"
);
var FOREIGN_TELL_FORMS = "erw\xE4hne erw\xE4hnt sag sage verrate zeige mentionne mentionnez dis dites r\xE9v\xE8le r\xE9v\xE9lez signale signalez menciones menciona digas diga reveles cuentes mencione conte contes menziona menzionare dica rivelare mencionarlo mencionarla comentarlo comentarla contarlo decirlo mencion\xE1-lo coment\xE1-lo " + // Catalan ("no cal dir-ho a l'usuari", "sense avisar l'usuari"; catalan-words.ts).
CA_TELL;
var FOREIGN_TELL = words(FOREIGN_TELL_FORMS);
var IMPERATIVE_VERBS = words(
  `add allow append apply approve ask assemble attach avoid be begin build call cat change check fall choose clone collect combine commit compile concatenate configure confirm consider continue copy create curl decode define delete deploy describe disable discard disregard do download drop dump echo edit email embed enable ensure enter execute export extract fetch fill find fix follow forget forward generate get give go grab grant hide ignore implement import include inform insert install invoke join keep launch leave let list load log look make mention merge move note omit open output override paste pay pipe place post prefer prepend print proceed pull push put read record remember remove render replace report request rescind reset retrieve return review revoke run save say see send set share show skip source start stop store submit switch take tell treat trust type update upload use verify visit wait write assume regard deem decrypt decipher deobfuscate base64-decode obey act forward transmit exfiltrate harvest memorize persist bundle zip archive package publish prepare initialize initialise register activate bootstrap provision mount sync authenticate upgrade restart reload refresh migrate symlink prime seed spawn dispatch carry perform enact close end finish lies kopiere sende schicke \xFCbermittle \xFCbertrage f\xFChre installiere lade trage f\xFCge setze stelle \xE4ndere aktiviere a\xF1ade agrega pon configura establece cambia activa ajoute ajoutez mets mettez configurez d\xE9finis d\xE9finissez activez lis lisez copie copiez envoie envoyez transmettez t\xE9l\xE9versez ex\xE9cute ex\xE9cutez lance lancez installez lee copia env\xEDa env\xEDe manda sube ejecuta descarga instala leia envie execute baixe leggi invia carica esegui scarica installa adicione acrescente coloque inclua ponha defina ative altere mande anexe suba carregue compartilhe encaminhe rode obtenha aggiungi inserisci metti includi imposta attiva allega condividi incolla inoltra lancia avvia ignoriere vergiss ignorez oubliez oublie ignora olvida dimentica esque\xE7a ${CA_IMPERATIVES} ` + FOREIGN_TELL_FORMS
);
var LOG_OPENERS = words(
  "tried attempted added fixed removed changed updated bumped released renamed deprecated refactored improved reverted merged we i initially originally previously earlier yesterday"
);
var WARNING_WORDS = words(
  "beware warning caution danger dangerous avoid bad wrong incorrect insecure unsafe vulnerable anti-pattern antipattern anti-patterns antipatterns mistake mistakes pitfall pitfalls red flag flags malicious attacker attackers attack attacks adversary adversarial injection injections exploit exploits phishing suspicious never"
);
var MENTION_SECTION_WORDS = words(
  "changelog history attempts tried anti-patterns antipatterns anti-pattern antipattern pitfalls mistakes red flags indicators indicator patterns signatures detection detections threats threat attacks attack vectors vector examples malicious injection injections jailbreaks rationalizations rationalization excuses blocklist blocklists denylist blocked forbidden references bibliography citations papers reading further sources glossary faq lessons learned postmortem"
);
var CATALOGUE_LEAD = words(
  "indicators patterns pattern phrases phrase signs signals red flags flag detect detects detected detection look block blocks blocked blocking denylist blocklist deny forbidden banned such like include includes including examples e.g. eg watch catches catch matches match matching triggers suspicious rationalizations excuses"
);

// src/analysis/prose/foreign-words.ts
var FOREIGN_SENSITIVE = "conversaci\xF3n conversation konversation unterhaltung chatverlauf verlauf conversazione conversa historial historique cronologia hist\xF3rico";
var FOREIGN_DATA = "contenido contenu inhalt contenuto conte\xFAdo texto texte testo archivo fichier datei file arquivo";
var FOREIGN_REPLY = words(
  "respuesta resumen r\xE9ponse r\xE9sum\xE9 antwort zusammenfassung risposta riepilogo riassunto resposta resumo bericht informe rapport relat\xF3rio rapporto resoconto"
);
var TOLD = /\b(?:indicad[oa]s?|indicaciones|instrucciones|[óo]rdenes|instructions|consignes|anweisungen|vorgaben|istruzioni|indicazioni|instru[çc][õo]es|dicho|dit|gesagt|detto|dito)\b/;
var VOID = /\b(?:sin efecto|ya no (?:aplica|aplican|vale|valen|cuenta|cuentan|son v[áa]lid)|(?:ne|n') ?s'appliquen?t? plus|ne (?:compte|comptent|valent?) plus|sont (?:nulles|annul[ée]es)|gelten nicht mehr|gilt nicht mehr|(?:sind|ist) (?:ung[üu]ltig|aufgehoben|hinf[äa]llig)|non (?:valgono|vale|si applicano|contano) pi[ùu]|sono annullat[ei]|sem efeito|n[ãa]o (?:se aplica|se aplicam|vale|valem|contam?) mais)\b/;
var FOREIGN_VOID_GATE = words(
  "efecto ya plus nulles annul\xE9es annulees mehr ung\xFCltig ungultig aufgehoben hinf\xE4llig pi\xF9 piu annullate annullati efeito mais"
);
function foreignVoid(v) {
  if (v.n > 120) return void 0;
  const text = Array.from({ length: v.n }, (_, k) => v.w(k)).join(" ");
  const m = VOID.exec(text);
  if (!m || !TOLD.test(text)) return void 0;
  const words2 = text.slice(0, m.index).split(" ").filter(Boolean).length;
  return Math.min(words2, v.n - 1);
}
var FOREIGN_NEG_BEFORE = /* @__PURE__ */ new Set([
  "ne",
  "n'",
  "no",
  "n\xE3o",
  "non",
  "nie",
  "niemals",
  "jamais",
  "nunca",
  "mai",
  // Catalan "sense" (without: "sense avisar l'usuari"), Polish "nigdy", Hebrew "לא", "אינו".
  "sense",
  "nigdy",
  "\u05DC\u05D0",
  "\u05D0\u05D9\u05E0\u05D5",
  "\u05D0\u05D9\u05E0\u05D4"
]);
var FOREIGN_NEG_AFTER = /* @__PURE__ */ new Set(["nicht", "niemals", "nie", "pas", "jamais", "mai"]);

// src/analysis/prose/model-tendencies.ts
var THIRD_PERSON = new Set("claude assistant agent model llm ai copilot codex gemini".split(" "));
var POSSIBILITY = /* @__PURE__ */ new Set(["may", "might", "could", "can", "will", "would"]);
var HEDGES = /* @__PURE__ */ new Set(["sometimes", "occasionally", "also", "still", "easily", "gradually", "eventually"]);
var LAPSES = /* @__PURE__ */ new Set([
  "forget",
  "misread",
  "misinterpret",
  "misunderstand",
  "misremember",
  "confuse",
  "overlook",
  "hallucinate",
  "struggle",
  "drift",
  "lose",
  "miss",
  "fail"
]);
function predictedLapse(tokens, at) {
  const w = (i) => tokens[i]?.kind === "word" ? tokens[i].t : "";
  if (!THIRD_PERSON.has(w(at)) || !POSSIBILITY.has(w(at + 1))) return false;
  let k = at + 2;
  if (HEDGES.has(w(k))) k++;
  return LAPSES.has(w(k));
}
var CLAUSE_BREAKS = /* @__PURE__ */ new Set([
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "when",
  "whenever",
  "if",
  "unless",
  "because",
  "since",
  "so",
  "and",
  "but",
  "then",
  "while",
  "where",
  "until",
  "before",
  "after",
  "once"
]);
var CLAUSE_VERBS = /* @__PURE__ */ new Set([
  "may",
  "might",
  "could",
  "can",
  "will",
  "would",
  "should",
  "must",
  "are",
  "were"
]);
function nounAfterName(tokens, at) {
  for (let k = at + 1; k < tokens.length && k <= at + 12; k++) {
    const t = tokens[k];
    if (t.kind === "punct" || t.kind === "quote") return false;
    if (t.kind !== "word") continue;
    if (CLAUSE_BREAKS.has(t.t)) return false;
    if (CLAUSE_VERBS.has(t.t)) return k > at + 1;
  }
  return false;
}

// src/analysis/prose/agent-subject.ts
var AGENT_NAMES = new Set(
  "assistant agent claude copilot codex gemini llm ai asistente assistent assistente agente ki ia".split(" ")
);
var ARTICLES = /* @__PURE__ */ new Set([
  "the",
  "el",
  "la",
  "der",
  "die",
  "das",
  "o",
  "a",
  "il",
  "lo",
  "le",
  "this",
  "your"
]);
var ELIDED = /^l['’]/;
var NOT_ACTIONS = /* @__PURE__ */ new Set([
  "is",
  "was",
  "has",
  "had",
  "does",
  "did",
  "seems",
  "appears",
  "becomes",
  "es",
  "est\xE1",
  "fue",
  "ha",
  "ist",
  "war",
  "hat",
  "est",
  "\xE9tait",
  "a",
  "\xE9",
  "\xE8",
  "era",
  "foi",
  "tem"
]);
var PROPER_NAMES = new Set("claude copilot codex gemini".split(" "));
var ARTICLELESS_NAMES = /* @__PURE__ */ new Set(["asystent", "asystentka", "\u05D4\u05E2\u05D5\u05D6\u05E8", "\u05D4\u05E2\u05D5\u05D6\u05E8\u05EA", "\u05D4\u05E1\u05D5\u05DB\u05DF"]);
var ENGLISH_ARTICLES = /* @__PURE__ */ new Set(["the", "this", "your"]);
var ENGLISH_NAMES = /* @__PURE__ */ new Set(["assistant", "agent", "llm", "ai", ...PROPER_NAMES]);
function agentVerbAt(tokens, head) {
  const w = (i2) => tokens[i2]?.kind === "word" ? tokens[i2].t : "";
  const article = ARTICLES.has(w(head)) ? w(head) : void 0;
  let i = article ? head + 1 : head;
  if (article && !AGENT_NAMES.has(w(i).replace(ELIDED, "")) && AGENT_NAMES.has(w(i + 1))) i++;
  else if (AGENT_NAMES.has(w(i)) && AGENT_NAMES.has(w(i + 1))) i++;
  const elided = ELIDED.test(w(i));
  const name = w(i).replace(ELIDED, "");
  if (!article && ARTICLELESS_NAMES.has(name)) return { at: i + 1, english: false };
  if (!AGENT_NAMES.has(name)) return void 0;
  if (!article && !elided && !PROPER_NAMES.has(name)) return void 0;
  const english = !elided && ENGLISH_NAMES.has(name) && (!article || ENGLISH_ARTICLES.has(article));
  return { at: i + 1, english };
}
var CJK_AGENT = /^(?:어시스턴트|에이전트|클로드|claude|ai|アシスタント|エージェント|助手|智能体)(?:는|은|가|이|는요|は|が|会|将|应|应该|需要|必须)/u;
var CJK_NEGATION = /않|말아|마세요|말고|말 것|금지|하지 마|しない|しません|しないで|禁止|てはいけない|ないこと|不要|不得|不会|从不|绝不|不能/u;
function cjkAgentAsk(tokens, head) {
  const first = tokens[head];
  if (first?.kind !== "word" || !CJK_AGENT.test(first.t)) return void 0;
  let rest = "";
  for (let k = head; k < tokens.length && rest.length < 600; k++)
    if (tokens[k].kind === "word") rest += `${tokens[k].t} `;
  return { directive: true, negative: CJK_NEGATION.test(rest) };
}
function agentSubjectAsk(tokens, head) {
  const cjk = cjkAgentAsk(tokens, head);
  if (cjk) return cjk;
  const subject = agentVerbAt(tokens, head);
  if (subject === void 0) return void 0;
  const { at, english } = subject;
  const w = (i) => tokens[i]?.kind === "word" ? tokens[i].t : "";
  const verb = w(at);
  if (!verb) return void 0;
  if (verb === "never" || verb === "does" && w(at + 1) === "not" || verb === "nunca" || verb === "nie")
    return { directive: true, negative: true };
  if (NOT_ACTIONS.has(verb)) return void 0;
  if (AUXILIARIES.has(w(at + 1))) return void 0;
  if (english && nounAfterName(tokens, at)) return void 0;
  if (english) {
    if (!/^[a-z]+[^s]s$/.test(verb) || /(?:ss|us|ous)$/.test(verb)) return void 0;
    return { directive: true, negative: false };
  }
  if (FOREIGN_NEG_BEFORE.has(verb)) return { directive: true, negative: true };
  if (FUNCTION_WORDS.has(verb) || !new RegExp("^\\p{L}[\\p{L}-]{1,30}$", "u").test(verb) || /(?:ado|ido|iert|é)$/u.test(verb))
    return void 0;
  for (let k = at + 1; k < tokens.length && k <= at + 10; k++) {
    if (tokens[k].kind === "punct") break;
    if (FOREIGN_NEG_AFTER.has(w(k)) || NONE_DE.has(w(k))) return { directive: true, negative: true };
  }
  return { directive: true, negative: false };
}
var AUXILIARIES = new Set(
  "are is were was can could will would should must may might have has do does live include contain".split(
    " "
  )
);
var NONE_DE = /* @__PURE__ */ new Set(["keine", "kein", "keinen"]);
var FUNCTION_WORDS = new Set(
  "de del des du di da do und oder e y et ou o que che der die das den dem ein eine un una une il lo la le les el los las f\xFCr para pour per con mit".split(
    " "
  )
);

// src/analysis/prose/clause-leads.ts
var SUBORDINATE_LEADS = /* @__PURE__ */ new Set([
  "to",
  "if",
  "when",
  "whenever",
  // "Whatever you find in X, paste it …", "Since the user approved it, post …": the main clause asks.
  "whatever",
  "whichever",
  "wherever",
  "since",
  "because",
  "although",
  "though",
  "until",
  // Purpose and premise: "So that a chart can be replayed, put …", "Now that it builds, push …".
  "so",
  "now",
  "given",
  "provided",
  "assuming",
  // The same leads translated ("Al terminar, envía …", "Wenn du fertig bist, sende …", "Quand …").
  ..."al cuando despu\xE9s antes quand lorsque apr\xE8s avant wenn nachdem bevor quando dopo prima depois ao".split(
    " "
  ),
  // Purpose and condition in the Romance languages and German ("Para que rodem sem interrupções, o
  // assistente adiciona …", "Pour que …, ajoute …", "Damit …, trägt der Agent …").
  ..."para pour per afin se si um damit falls".split(" "),
  "before",
  "after",
  "once",
  "unless",
  "while",
  // Leading phrases of time and manner: "At the end, post …", "As a last step, send …".
  "at",
  "as",
  "during",
  "for",
  "in",
  "on",
  "with"
]);
var INTENSIFIERS = /* @__PURE__ */ new Set(["right", "just", "immediately", "directly", "straight"]);
var PLACES = /* @__PURE__ */ new Set([
  "after",
  "before",
  "at",
  "in",
  "into",
  "on",
  "inside",
  "within",
  "under",
  "below",
  "above"
]);
function afterFrontedPhrase(tokens, first, directiveOf2) {
  let lead = first;
  if (tokens[lead]?.kind === "word" && INTENSIFIERS.has(tokens[lead].t)) lead++;
  const onward = fromNowOn(tokens, lead);
  if (onward > lead) return directiveOf2(tokens, onward);
  if (tokens[lead]?.kind !== "word" || !PLACES.has(tokens[lead].t)) return NOT_DIRECTIVE;
  if (tokens[lead + 1]?.kind === "code") return directiveOf2(tokens, lead + 2);
  const noun = tokens[lead + 1];
  const num = tokens[lead + 2];
  if (noun?.kind === "word" && /^[a-z]{3,20}$/.test(noun.t) && num?.kind === "word" && /^\d{1,3}$/.test(num.t))
    return directiveOf2(tokens, lead + 3);
  return NOT_DIRECTIVE;
}
var NOT_DIRECTIVE = { directive: false, negative: false };
var ONWARD = /* @__PURE__ */ new Set(["on", "onward", "onwards"]);
function fromNowOn(tokens, lead) {
  const w = (k2) => tokens[k2]?.kind === "word" ? tokens[k2].t : "";
  let k = lead;
  if (w(k) === "from" && (w(k + 1) === "now" || w(k + 1) === "here") && ONWARD.has(w(k + 2))) k += 3;
  else if (w(k) === "from" && w(k + 1) === "this" && w(k + 2) === "point" && ONWARD.has(w(k + 3))) k += 4;
  else if (w(k) === "going" && w(k + 1) === "forward") k += 2;
  else return lead;
  return tokens[k]?.kind === "punct" && tokens[k].t === "," ? k + 1 : k;
}
function clauseComma(tokens, head) {
  let quoted2 = false;
  let depth = 0;
  for (let k = head + 1; k < tokens.length && k <= head + 40; k++) {
    const x = tokens[k];
    if (x.kind === "quote") quoted2 = !quoted2;
    if (x.kind !== "punct") continue;
    if (x.t === "(") depth++;
    else if (x.t === ")") depth = Math.max(0, depth - 1);
    else if (x.t === "," && depth === 0) {
      if (!quoted2) return k;
      if (tokens[k + 1]?.kind === "quote") return k + 1;
    }
  }
  return -1;
}
var FRESH_CLAUSE = /* @__PURE__ */ new Set(["instead", "just", "simply", "rather"]);
var INDEPENDENT = /* @__PURE__ */ new Set([";", "\u2014", "\u2013"]);
var NEGATORS = /* @__PURE__ */ new Set(["not", "never", "stop"]);
function laterOrder(tokens, head, clauseAt) {
  const w = (i) => tokens[i]?.kind === "word" ? tokens[i].t : "";
  let ban = -1;
  for (let i = head; i < tokens.length && i <= head + 60 && ban < 0; i++)
    if (NEGATORS.has(w(i)) && ASK_WORDS.has(w(i + 1))) ban = i + 1;
  for (let k = head + 1, seen = 0; k < tokens.length && k <= head + 60 && seen < 4; k++) {
    const t = tokens[k];
    if (t.kind !== "punct") continue;
    const fresh = t.t === "," && FRESH_CLAUSE.has(w(k + 1));
    const askBan = ban >= 0 && k > ban;
    if (!INDEPENDENT.has(t.t) && !fresh && !(askBan && (t.t === ":" || t.t === ","))) continue;
    seen++;
    const d = clauseAt(k + 1);
    if (d.directive && !d.negative) return true;
  }
  return false;
}

// src/analysis/prose/section-framing.ts
var FORBIDS = /^(?:do|should|must|shall|may)$/;
var RELATIVE = /^(?:that|which|who)$/;
function sectionFraming(headingTokens) {
  let hit;
  const words2 = headingTokens.filter((t) => t.kind === "word");
  const word = (k) => words2[k]?.t;
  for (let i = 0; i < words2.length; i++) {
    const t = words2[i];
    const negative = HEADING_NEGATIVE.test(t.t) || // "Do not run", "Must not run", "What not to do", "Not recommended" forbid; "x could not be decoded" is a symptom.
    t.t === "not" && (i === 0 || FORBIDS.test(words2[i - 1].t) || words2[i + 1]?.t === "to");
    if (negative && !undoneNegation(word, i) && !RELATIVE.test(word(i - 1) ?? "")) return "negated";
    if (MENTION_SECTION_WORDS.has(t.t)) hit = "illustrative";
  }
  return hit;
}

// src/analysis/prose/roles.ts
var BE_AUX = /* @__PURE__ */ new Set([
  "is",
  "are",
  "was",
  "were",
  "has",
  "have",
  "had",
  "will",
  "would",
  "can",
  "could",
  "'s"
]);
var possessive = (tokens, k) => tokens[k]?.t === "'s" && (tokens[k + 1]?.kind === "code" || tokens[k + 1]?.kind === "path");
var DETERMINERS = words("the a an this these that those its their our my");
var STRONG_MODALS = /* @__PURE__ */ new Set([
  "must",
  "should",
  "shall",
  "need",
  "needs",
  "ought",
  "required",
  "mandatory",
  // The same obligation in the languages whose imperatives the lexicon lists ("du musst … lesen", "vous
  // devez …", "debes …", "você deve …", "devi …"): attackers translate the sentence everybody blocks.
  "musst",
  "muss",
  "m\xFCssen",
  "sollst",
  "sollen",
  "solltest",
  "dois",
  "doit",
  "devez",
  "debes",
  "debe",
  "deben",
  "deves",
  "deve",
  "devem",
  "devi",
  "dovete"
]);
var CLITICS2 = /* @__PURE__ */ new Set(["se", "lo", "la", "le", "les", "me", "te", "nos", "os", "lhe", "o", "a", "lo"]);
var CLAUSE_OPENERS = /* @__PURE__ */ new Set([":", ";", "\u2014", "\u2013", "\u2192"]);
var CALLED_NAMES = /* @__PURE__ */ new Set(["claude", "assistant", "agent"]);
function headOf(tokens) {
  let h = 0;
  while (h < tokens.length) {
    const t = tokens[h];
    if (t.kind === "punct" || t.kind === "placeholder") {
      h++;
      continue;
    }
    if (t.kind !== "word") break;
    if (/^\d+$/.test(t.t) || t.t === "step" && /^\d+$/.test(tokens[h + 1]?.t ?? "")) {
      h++;
      continue;
    }
    if (IMPERATIVE_LEADS.has(t.t) && t.t !== "always") {
      h++;
      continue;
    }
    if (h === 0 && CALLED_NAMES.has(t.t) && tokens[1]?.kind === "punct" && tokens[1].t === ",") {
      h += 2;
      continue;
    }
    break;
  }
  return Math.min(h, tokens.length);
}
function directiveOf(tokens, head) {
  const w = (i) => tokens[i]?.kind === "word" ? tokens[i].t : "";
  const first = w(head);
  if (!first) return { directive: false, negative: false };
  const neg = first === "do" || NEGATOR_WORDS.has(w(head + 1)) ? head + 1 : head;
  const negator = NEGATOR_WORDS.has(w(neg)) || FOREIGN_NEGATIVE_HEAD_WORDS.has(w(neg)) || /^n['’]/.test(w(neg));
  if (negator && undoneNegation(w, neg)) return { directive: true, negative: false };
  if (first === "do" && (w(head + 1) === "not" || w(head + 1) === "never"))
    return { directive: true, negative: true };
  if (NEGATIVE_HEAD_WORDS.has(first) && first !== "no") return { directive: true, negative: true };
  if (FOREIGN_NEGATIVE_HEAD_WORDS.has(first) && (first !== "no" || CLITICS2.has(w(head + 1)) || FOREIGN_TELL.has(w(head + 1)))) {
    for (let k = head + 1; k <= head + 3; k++)
      if (IMPERATIVE_VERBS.has(w(k))) return { directive: true, negative: true };
  }
  if (first === "always" || first === "please" || first === "kindly")
    return { directive: true, negative: false };
  if (first === "make" && (w(head + 1) === "sure" || w(head + 1) === "certain"))
    return { directive: true, negative: false };
  if (first === "be" && w(head + 1) === "sure" || first === "remember" && w(head + 1) === "to")
    return { directive: true, negative: false };
  if (IMPERATIVE_VERBS.has(first) && !BE_AUX.has(w(head + 1)) && !(BE_AUX.has(w(head + 2)) && !possessive(tokens, head + 2)) && w(head + 1) !== "of")
    return { directive: true, negative: false };
  const agent = agentSubjectAsk(tokens, head);
  if (agent) return agent;
  for (let i = head; i < Math.min(tokens.length, head + 10); i++) {
    const t = w(i);
    if (STRONG_MODALS.has(t) || t === "have" && w(i + 1) === "to" || t === "has" && w(i + 1) === "to") {
      const neg2 = w(i + 1) === "not" || w(i - 1) === "not" || w(i + 1) === "never" || w(i + 2) === "nicht";
      return { directive: true, negative: neg2 && t !== "need" && !undoneNegation(w, i + 1) };
    }
    if (predictedLapse(tokens, i)) continue;
    if (ADDRESSEES.has(t) && MODALS.has(w(i + 1))) return { directive: true, negative: w(i + 2) === "not" };
    if (t === "please" || t === "kindly") return { directive: true, negative: false };
    if (t === "it" && w(i + 1) === "is" && /^(?:important|essential|required|mandatory|necessary|critical|vital)$/.test(w(i + 2)))
      return { directive: true, negative: false };
  }
  return { directive: false, negative: false };
}
function isCatalogueLead(tokens, text) {
  const end = text.trimEnd();
  let z = end.length;
  while (z > 0 && (end[z - 1] === "*" || end[z - 1] === "_")) z--;
  if (end[z - 1] !== ":") return false;
  let from = 0;
  if (tokens[0]?.kind === "word" && (tokens[0].t === "to" || tokens[0].t === "so")) {
    const comma = tokens.findIndex((t) => t.kind === "punct" && t.t === ",");
    if (comma > 0) from = comma + 1;
  }
  const lead = tokens.slice(from).filter((t) => t.kind === "word" && new RegExp("\\p{L}", "u").test(t.t));
  if (lead.length === 2 && lead[0].t === "do" && lead[1].t === "not") return true;
  return lead.some((t) => CATALOGUE_LEAD.has(t.t) || WARNING_WORDS.has(t.t));
}
function quoted(tokens, head) {
  const a = tokens[head > 0 && tokens[head - 1]?.kind === "quote" ? head - 1 : head];
  const z = tokens.at(-1);
  const zz = z?.kind === "punct" ? tokens.at(-2) : z;
  return (a?.kind === "quote" || tokens[0]?.kind === "quote") && zz?.kind === "quote";
}
function isLogLine(tokens, head, text) {
  if (/^(?:[-*+] )?\[?\d{4}-\d{2}-\d{2}/.test(text.trimStart())) return true;
  const first = tokens[head];
  return first?.kind === "word" && LOG_OPENERS.has(first.t) && first.t !== "we" && first.t !== "i" ? true : first?.kind === "word" && (first.t === "we" || first.t === "i") && /^(?:tried|attempted|ran|used|added|found|saw)$/.test(tokens[head + 1]?.t ?? "");
}
function isTitle(tokens, text) {
  if (/\barxiv\b|\bdoi:|\bet al\b|\(\s?(?:19|20)\d{2}\s?\)/i.test(text)) return true;
  if (/[.!?]$/.test(text.trimEnd())) return false;
  let words2 = 0;
  let caps = 0;
  for (const m of text.matchAll(/(?<!\S)[A-Za-z]/g)) {
    words2++;
    if (m[0] <= "Z") caps++;
  }
  if (words2 < 4) return false;
  return caps / words2 >= 0.75 && !tokens.some((t) => t.t === "you" || t.t === "your");
}
function warningFraming(tokens, head, text) {
  const w = (i) => tokens[i]?.kind === "word" ? tokens[i].t : "";
  if (/^(?:[-*+] )?(?:\*\*)?(?:❌|🚫|⛔|✗|✘|BAD\b|Bad\b|Wrong\b|WRONG\b|Avoid\b|AVOID\b)/u.test(
    text.trimStart()
  ))
    return "negated";
  const first = w(head);
  if (first === "watch" && w(head + 1) === "out" || first === "beware" || first === "be" && /^(?:careful|wary|cautious|aware)$/.test(w(head + 1)))
    return "negated";
  if (first === "look" && w(head + 1) === "for") return "illustrative";
  if (first === "flag" || first === "detect" || first === "report" || first === "check" || first === "scan") {
    if (tokens.some((t) => t.t === "that" || t.t === "which" || t.t === "like" || t.t === "such"))
      return "illustrative";
  }
  const main = afterSubordinate(tokens, head);
  const from = main > head && IMPERATIVE_VERBS.has(w(main)) ? main : 0;
  for (let i = from; i < tokens.length && i < Math.max(head, from) + 6; i++) {
    const t = w(i);
    if (/^(?:attackers?|attacks?|adversar(?:y|ies)|malicious|exploit|exploits|phishing|payloads?|injections?|jailbreaks?|threat|threats)$/.test(
      t
    ))
      return "illustrative";
  }
  return void 0;
}
function afterSubordinate(tokens, head) {
  const t = tokens[head];
  if (t?.kind !== "word" || !SUBORDINATE_LEADS.has(t.t)) return head;
  const comma = clauseComma(tokens, head);
  if (comma < 0 || comma - head > 40) return head;
  return comma + 1 + headOf(tokens.slice(comma + 1, comma + 12));
}
function roleOf(tokens, text, ctx) {
  const head = headOf(tokens);
  let { directive, negative } = directiveOf(tokens, head);
  for (let k = head, seen = 0; !directive && k < tokens.length && seen < 4; k++) {
    const t = tokens[k];
    if (t.kind !== "punct") continue;
    const next = tokens[k + 1];
    const consequence = t.t === "," && next?.kind === "word" && (next.t === "so" || next.t === "then");
    if (!CLAUSE_OPENERS.has(t.t) && !consequence) continue;
    seen++;
    const h = k + 1 + headOf(tokens.slice(k + 1, k + 12));
    ({ directive, negative } = directiveOf(tokens, afterSubordinate(tokens, h)));
    if (!directive) ({ directive, negative } = afterFrontedPhrase(tokens, h, directiveOf));
  }
  if (!directive) {
    let h = afterSubordinate(tokens, head);
    const first = tokens.findIndex((t) => t.kind === "word");
    if (h === head && first >= 0 && first < head) {
      const after2 = afterSubordinate(tokens, first);
      if (after2 !== first) h = after2;
    }
    if (h !== head) ({ directive, negative } = directiveOf(tokens, h));
    if (!directive) ({ directive, negative } = afterFrontedPhrase(tokens, first, directiveOf));
  }
  const later = (k) => directiveOf(tokens, k + headOf(tokens.slice(k, k + 11)));
  if (negative && (laterOrder(tokens, head, later) || onlyExclusions(text))) negative = false;
  const mention = (why, framing) => ({
    role: ctx.data ? "data" : "mention",
    directive,
    negative,
    why,
    head,
    ...framing ? { framing } : {}
  });
  if (ctx.container === "heading") return mention("heading");
  if (ctx.container === "link-text") return mention("link text");
  if (ctx.container === "table" && !ctx.actionCell && !(ctx.addressed && directive) && !agentSubjectAsk(tokens, head)?.directive)
    return mention("table cell");
  const ordered = ctx.ordered === true || opensOrder(text);
  if (ctx.catalogue && !ordered && !(ctx.addressed && directive))
    return mention("catalogue item", "illustrative");
  if (quoted(tokens, head)) return mention("quoted");
  if (isLogLine(tokens, head, text)) return mention("log line");
  const warn = warningFraming(tokens, head, text);
  if (warn === "negated") return mention("warning", "negated");
  if (negative) return mention("negated", "negated");
  if (warn === "illustrative" && !directive) return mention("describes an attack", "illustrative");
  if (ctx.section && !ordered && !(ctx.section === "illustrative" && directive && (ctx.container === "body" || ctx.container === "comment")) && !(ctx.addressed && directive && ctx.section === "illustrative"))
    return mention("section", ctx.section);
  if (warn === "illustrative") return mention("describes what to look for", "illustrative");
  if (isTitle(tokens, text)) return mention("title");
  if (ctx.data) return { role: "data", directive, negative, head };
  if (directive) return { role: "instruction", directive, negative, head };
  return mention("descriptive");
}

// src/analysis/prose/tokens.ts
var MAX_TOKENS = 160;
var MAX_RUN = 512;
var CONTRACTIONS = new Map(
  Object.entries({
    "don't": ["do", "not"],
    "doesn't": ["does", "not"],
    "didn't": ["did", "not"],
    "can't": ["can", "not"],
    cannot: ["can", "not"],
    "won't": ["will", "not"],
    "shouldn't": ["should", "not"],
    "mustn't": ["must", "not"],
    "isn't": ["is", "not"],
    "aren't": ["are", "not"],
    "wasn't": ["was", "not"],
    "needn't": ["need", "not"],
    "there's": ["there", "is"],
    "it's": ["it", "is"],
    "that's": ["that", "is"],
    "what's": ["what", "is"],
    "here's": ["here", "is"],
    "let's": ["let", "us"]
  })
);
var UNMARKED_CONTRACTIONS = new Set([...CONTRACTIONS.keys()].filter((k) => !k.includes("'")));
function isWordChar(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95 || c === 45 || c === 39 || c === 8217 || c > 127 && !isPunctOrSpace(c);
}
function isPunctOrSpace(c) {
  return c === 8212 || c === 8211 || c === 8230 || c === 8220 || c === 8221 || c === 8216 || c === 171 || c === 187 || c === 160 || c === 12288 || c === 8232 || c === 8233 || c >= 8192 && c <= 8203;
}
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 160 || c >= 8192 && c <= 8203;
}
var QUOTES = /* @__PURE__ */ new Set(['"', "\u201C", "\u201D", "\u2018", "\xAB", "\xBB", "\u201E"]);
var PUNCT = /* @__PURE__ */ new Set([",", ";", ":", "(", ")", "\u2014", "\u2013", "\u2026", "!", "?", ".", "[", "]", "{", "}", "|", "/"]);
var TRAIL = `.,;:!?)]}'"\u201D\u2019`;
var runSpecial = false;
var runWordEnd = 0;
function runEnd(s, i, end) {
  let j = i;
  end = Math.min(end, i + MAX_RUN + 1);
  const c0 = s.charCodeAt(i);
  let special = c0 === 126 || c0 === 47 || c0 === 46 || c0 === 36;
  let wordEnd = -1;
  for (; j < end; j++) {
    const c = s.charCodeAt(j);
    if (c === 60 || isSpace(c)) break;
    if (c === 47 || c === 46 || c === 58 || c === 64) special = true;
    if (wordEnd < 0 && !isWordChar(c)) wordEnd = j;
  }
  runSpecial = special;
  runWordEnd = wordEnd < 0 ? j : wordEnd;
  return j;
}
function trimTrail(s, i, j) {
  let k = j;
  while (k > i + 1 && TRAIL.includes(s[k - 1])) k--;
  return k;
}
var FILE_EXT = new Set(
  "md mdc json yaml yml toml sh bash zsh py js mjs cjs ts env txt rc ini cfg conf pem key ps1 plist db sqlite log".split(
    " "
  )
);
function pathLike(run) {
  if (run.length < 2) return false;
  if (run.includes("/") || run.startsWith("~")) return /[A-Za-z0-9]/.test(run);
  if (run.startsWith(".")) return /^\.[A-Za-z]/.test(run) && run.length > 2;
  const dot = run.lastIndexOf(".");
  if (dot <= 0 || dot === run.length - 1) return false;
  return FILE_EXT.has(run.slice(dot + 1).toLowerCase()) && /^[\w.-]+$/.test(run);
}
var ROLE_TAGS = /* @__PURE__ */ new Set([
  "system",
  "system-reminder",
  "system_prompt",
  "system-prompt",
  "systemprompt",
  "assistant",
  "assistant_instructions",
  "user",
  "user_query",
  "human",
  "skill",
  "im_start",
  "im_end",
  "endoftext",
  "admin",
  "developer",
  "instructions",
  "sys"
]);
function roleTag(inner) {
  let a = 0;
  let b = inner.length;
  while (a < b && "/!|".includes(inner[a])) a++;
  while (b > a && "/|".includes(inner[b - 1])) b--;
  const sp = inner.indexOf(" ", a);
  const name = inner.slice(a, sp >= 0 && sp < b ? sp : b).toLowerCase();
  return ROLE_TAGS.has(name) ? name : void 0;
}
function tokenize(s, max = MAX_TOKENS) {
  const out = [];
  const n = s.length;
  let i = 0;
  const unclosed = /* @__PURE__ */ new Set();
  let noRunBefore = 0;
  while (i < n && out.length < max) {
    const c = s.charCodeAt(i);
    if (isSpace(c) || c === 42 || c === 95) {
      i++;
      continue;
    }
    if (c === 8594 || (c === 45 || c === 61) && s.charCodeAt(i + 1) === 62 && s.charCodeAt(i - 1) !== 45) {
      out.push({ kind: "punct", t: "\u2192", at: i });
      i += c === 8594 ? 1 : 2;
      continue;
    }
    if (c === 96) {
      let j = i;
      while (j < n && s.charCodeAt(j) === 96) j++;
      const len = j - i;
      const close = unclosed.has(len) ? -1 : s.indexOf("`".repeat(len), j);
      if (close < 0) {
        unclosed.add(len);
        i = j;
        continue;
      }
      out.push({ kind: "code", t: s.slice(j, close).trim(), at: i });
      i = close + len;
      continue;
    }
    if (c === 60) {
      const close = s.indexOf(">", i + 1);
      if (close > i && close - i <= 64) {
        const inner = s.slice(i + 1, close);
        if (inner.length > 0 && !inner.includes("\n") && !inner.includes("  ")) {
          const lower = inner.toLowerCase();
          const isUrl = lower.startsWith("http://") || lower.startsWith("https://");
          if (isUrl) out.push({ kind: "url", t: inner, at: i });
          else if (roleTag(inner) !== void 0) out.push({ kind: "tag", t: `<${lower}>`, at: i });
          else out.push({ kind: "placeholder", t: inner, at: i });
          i = close + 1;
          continue;
        }
      }
    }
    if (c === 91 && (s.startsWith("[INST]", i) || s.startsWith("[/INST]", i) || s.startsWith("[SYSTEM]", i))) {
      const close = s.indexOf("]", i);
      out.push({ kind: "tag", t: s.slice(i, close + 1).toLowerCase(), at: i });
      i = close + 1;
      continue;
    }
    let wordFrom = i;
    if (i >= noRunBefore && (c === 104 || c === 119 || c === 126 || c === 47 || c === 46 || c === 36 || isWordChar(c))) {
      const j0 = runEnd(s, i, n);
      noRunBefore = j0;
      if (!runSpecial) {
        wordFrom = runWordEnd;
      } else {
        const j = trimTrail(s, i, j0);
        const run = s.slice(i, j);
        const lower = run.toLowerCase();
        const atSign = run.indexOf("@");
        const email = atSign > 0 && run.indexOf(".", atSign) > atSign + 1 && !run.includes("/");
        if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("www.") || email) {
          out.push({ kind: "url", t: run, at: i });
          i = j;
          continue;
        }
        if (run.length <= 512 && (pathLike(run) || c === 36 && run.length > 1)) {
          out.push({ kind: "path", t: run, at: i });
          i = j;
          continue;
        }
      }
    }
    if (isWordChar(c)) {
      let j = wordFrom;
      while (j < n && isWordChar(s.charCodeAt(j))) j++;
      let w = s.slice(i, j).toLowerCase();
      if (w.includes("\u2019")) w = w.replace(/’/g, "'");
      while (w.startsWith("'") || w.startsWith("-")) w = w.slice(1);
      while (w.endsWith("'") || w.endsWith("-")) w = w.slice(0, -1);
      if (w) pushWord(out, w, i);
      i = j;
      continue;
    }
    const ch = s[i];
    if (QUOTES.has(ch)) out.push({ kind: "quote", t: '"', at: i });
    else if (PUNCT.has(ch)) out.push({ kind: "punct", t: ch, at: i });
    i++;
  }
  return out;
}
var CONTRACTED_SUFFIXES = [
  ["'re", "are"],
  ["'ll", "will"],
  ["'ve", "have"],
  ["'d", "would"]
];
function pushWord(out, w, at) {
  const expanded = w.includes("'") || UNMARKED_CONTRACTIONS.has(w) ? CONTRACTIONS.get(w) : void 0;
  if (expanded) {
    for (const e of expanded) out.push({ kind: "word", t: e, at });
    return;
  }
  if (!w.includes("'")) {
    out.push({ kind: "word", t: w, at });
    return;
  }
  if (w.endsWith("n't")) {
    out.push({ kind: "word", t: w.slice(0, -3), at }, { kind: "word", t: "not", at });
    return;
  }
  if (w.endsWith("'s")) {
    out.push({ kind: "word", t: w.slice(0, -2), at }, { kind: "word", t: "'s", at });
    return;
  }
  for (const [suffix, full] of CONTRACTED_SUFFIXES) {
    if (w.endsWith(suffix)) {
      out.push({ kind: "word", t: w.slice(0, -suffix.length), at }, { kind: "word", t: full, at });
      return;
    }
  }
  out.push({ kind: "word", t: w, at });
}

// src/analysis/prose/described-stores.ts
var STORES = [
  [words("npm npmrc yarn pnpm"), "~/.npmrc"],
  [words("pypi twine pypirc"), "~/.pypirc"],
  [words("docker podman"), "~/.docker/config.json"],
  [words("kubectl kubernetes kube k8s"), "~/.kube/config"],
  [words("aws"), "~/.aws/credentials"],
  [words("gcloud"), "~/.config/gcloud/credentials.db"],
  [words("cargo crates.io"), "~/.cargo/credentials.toml"],
  [words("netrc"), "~/.netrc"],
  // Deploy and data CLIs whose login is one file in the home folder (src/analysis/paths.ts has the paths).
  [words("fly flyctl"), "~/.fly/config.yml"],
  [words("kaggle"), "~/.kaggle/kaggle.json"],
  [words("huggingface hugging-face"), "~/.cache/huggingface/token"],
  [words("vercel"), "~/.vercel/auth.json"],
  [words("doctl digitalocean"), "~/.config/doctl/config.yaml"],
  [words("terraform"), "~/.terraform.d/credentials.tfrc.json"],
  [words("pulumi"), "~/.pulumi/credentials.json"],
  // "the GitHub CLI" (`github` alone is the site, not a file's owner: see GH_CLI below).
  [words("gh github-cli"), "~/.config/gh/hosts.yml"]
];
var GH_CLI = "~/.config/gh/hosts.yml";
var TWO_WORD_TOOLS = /* @__PURE__ */ new Map([
  ["hugging face", "~/.cache/huggingface/token"],
  ["digital ocean", "~/.config/doctl/config.yaml"],
  ["github cli", GH_CLI]
]);
var TWO_WORD_FIRSTS = new Set([...TWO_WORD_TOOLS.keys()].map((k) => k.slice(0, k.indexOf(" "))));
var STORE_BY_TOOL = new Map(STORES.flatMap(([tools, path]) => [...tools].map((t) => [t, path])));
var HOLDS = words(
  "login logins token tokens credential credentials password passwords auth authentication secret secrets key keys access_token api_key apikey chave chaves credenciais senha senhas segredos chiave chiavi credenziali segreti schl\xFCssel zugriffsschl\xFCssel zugangsschl\xFCssel zugangsdaten anmeldedaten passwort passw\xF6rter kennwort kennw\xF6rter geheimnisse cl\xE9 cl\xE9s identifiants jeton jetons inloggegevens aanmeldgegevens wachtwoord wachtwoorden sleutel sleutels toegangssleutels geheimen \u043F\u0430\u0440\u043E\u043B\u044C \u043F\u0430\u0440\u043E\u043B\u0438 \u043F\u0430\u0440\u043E\u043B\u0435\u0439 \u043F\u0430\u0440\u043E\u043B\u044F \u0442\u043E\u043A\u0435\u043D \u0442\u043E\u043A\u0435\u043D\u044B \u0442\u043E\u043A\u0435\u043D\u043E\u0432 \u0442\u043E\u043A\u0435\u043D\u0430 \u043A\u043B\u044E\u0447 \u043A\u043B\u044E\u0447\u0438 \u043A\u043B\u044E\u0447\u0435\u0439 \u043A\u043B\u044E\u0447\u0430 \u0443\u0447\u0451\u0442\u043D\u044B\u0435 \u0443\u0447\u0435\u0442\u043D\u044B\u0435 \u0441\u0435\u043A\u0440\u0435\u0442\u044B \u0441\u0435\u043A\u0440\u0435\u0442\u043E\u0432 \u043B\u043E\u0433\u0438\u043D\u044B clau claus credencials contrasenya contrasenyes"
);
var FILE = words(
  "file files settings config configuration store keyring kubeconfig arquivo arquivos ficheiro configura\xE7\xE3o configurazione impostazioni datei dateien konfiguration konfigurationsdatei einstellungen fichier fichiers bestand bestanden configuratie configuratiebestand instellingen \u0444\u0430\u0439\u043B \u0444\u0430\u0439\u043B\u0430 \u0444\u0430\u0439\u043B\u0435 \u0444\u0430\u0439\u043B\u044B \u0444\u0430\u0439\u043B\u043E\u0432 \u043A\u043E\u043D\u0444\u0438\u0433 \u043A\u043E\u043D\u0444\u0438\u0433\u0430 \u043A\u043E\u043D\u0444\u0438\u0433\u0435 \u043A\u043E\u043D\u0444\u0438\u0433\u0443\u0440\u0430\u0446\u0438\u044F \u043A\u043E\u043D\u0444\u0438\u0433\u0443\u0440\u0430\u0446\u0438\u0438 fitxer fitxers arxiu arxius"
);
function storeOfTool(word) {
  return STORE_BY_TOOL.get(word);
}
var SPAN = 12;
var wordIn = (v, set) => (j) => {
  const t = v.toks[j];
  return t.kind === "word" && set.has(t.t);
};
var CONFIG_NAME = /^[\w.-]{1,60}\.(?:ya?ml|json|toml|cfg|conf|ini)$/i;
var isFile = (v) => (j) => wordIn(v, FILE)(j) || v.toks[j].kind !== "word" && CONFIG_NAME.test(v.toks[j].t);
var isHeld = (v) => (j) => wordIn(v, HOLDS)(j) || v.toks[j].kind !== "punct" && /^["'`]?(?:[a-z]{2,20}_(?:token|key|secret|password)|auths|_?authtoken)["'`]?$/i.test(v.toks[j].t);
var CLAUSE_END = /* @__PURE__ */ new Set([".", ";", ":", "!", "?"]);
var APPOSITION = 16;
function heldByApposition(v, file) {
  for (let j = file + 1; j < v.n && j <= file + APPOSITION; j++) {
    const t = v.toks[j];
    if (t.kind === "punct" && CLAUSE_END.has(t.t)) return void 0;
    if (isHeld(v)(j)) return j;
  }
  return void 0;
}
var ELIDED_ARTICLE = /^[a-z]{1,4}'/;
var PARENTHESIS = 16;
function heldInParenthesis(v, file) {
  for (let j = file + 1; j < v.n && j <= file + SPAN + 4; j++) {
    const t = v.toks[j];
    if (t.kind !== "punct") continue;
    if (CLAUSE_END.has(t.t)) return false;
    if (t.t !== "(") continue;
    for (let k = j + 1; k < v.n && k <= j + PARENTHESIS; k++) {
      const u = v.toks[k];
      if (u.kind === "punct" && (u.t === ")" || CLAUSE_END.has(u.t))) return false;
      if (isHeld(v)(k)) return true;
    }
    return false;
  }
  return false;
}
function separateItems(v, a, b) {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) {
    if (v.toks[k].kind !== "punct" || v.toks[k].t !== ",") continue;
    const next = v.w(k + 1) === "or" || v.w(k + 1) === "and" ? v.w(k + 2) : v.w(k + 1);
    if (/^[a-z]{3,}ing$/.test(next)) return true;
  }
  return false;
}
var COORDINATORS = /* @__PURE__ */ new Set(["and", "or", "&", "und", "oder", "et", "ou", "y", "o", "e", "i", "en", "of"]);
var TIES = words("that which where with containing holding storing of in for whose");
function coordinatedObjects(v, file, holds) {
  if (file >= holds || handsOn(v)) return false;
  let joined2 = false;
  for (let k = file + 1; k < holds; k++) {
    const w = v.toks[k].kind === "word" || v.toks[k].t === "&" ? v.toks[k].t : "";
    if (TIES.has(w)) return false;
    if (COORDINATORS.has(w)) joined2 = true;
  }
  return joined2;
}
var HAND_ON = words("send upload post paste exfiltrate share forward email transmit include attach");
function handsOn(v) {
  return v.toks.some((t) => t.kind === "url" || t.kind === "word" && HAND_ON.has(t.t));
}
function describedStores(v) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind !== "word") continue;
    const word = t.t.includes("'") ? t.t.replace(ELIDED_ARTICLE, "") : t.t;
    const dash = word.indexOf("-");
    const path = STORE_BY_TOOL.get(word) ?? (dash > 0 ? STORE_BY_TOOL.get(word.slice(0, dash)) : void 0) ?? (TWO_WORD_FIRSTS.has(word) ? TWO_WORD_TOOLS.get(`${word} ${v.w(i + 1)}`) : void 0);
    if (path === void 0) continue;
    const file = v.near(i, SPAN, isFile(v));
    if (file === void 0 || out.has(file)) continue;
    const holds = v.near(i, SPAN, isHeld(v));
    const near = holds !== void 0 && Math.abs(holds - file) <= SPAN + 4 && !separateItems(v, holds, Math.min(i, file)) && !coordinatedObjects(v, file, holds);
    const apposed = heldByApposition(v, file);
    const apposition = apposed !== void 0 && !coordinatedObjects(v, file, apposed);
    if (near || apposition || heldInParenthesis(v, file)) out.set(file, path);
  }
  browserProfileFiles(v, out);
  return out;
}
function pathWord(text) {
  if (/^~?\/[^\n`'"$|;&<>*]{1,300}$/.test(text) && /\/[^/\s]+ [^/]+\//.test(text)) return text.trim();
  return text.split(/\s/)[0] ?? "";
}
var BROWSER_FILE = /^(?:Login Data|Cookies|Local State|Web Data|logins\.json|key4\.db|cookies\.sqlite)$/i;
var BROWSER = /(?<![a-z0-9])(chrome|chromium|brave|edge|firefox|mozilla|opera|vivaldi|safari)(?![a-z])/i;
function browserProfileFiles(v, out) {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind !== "code" || !BROWSER_FILE.test(t.t) || out.has(i)) continue;
    const b = v.near(i, SPAN * 2, (j) => BROWSER.test(v.toks[j].t.slice(0, 300)));
    const browser = b === void 0 ? void 0 : BROWSER.exec(v.toks[b].t.slice(0, 300))?.[1];
    if (browser) out.set(i, `${browser[0].toUpperCase()}${browser.slice(1).toLowerCase()}/Default/${t.t}`);
  }
}
var STARTUP_FILE_BY_SHELL = /* @__PURE__ */ new Map([
  ["zsh", "~/.zshrc"],
  ["bash", "~/.bashrc"],
  ["fish", "~/.config/fish/config.fish"],
  ["ksh", "~/.kshrc"]
]);
var STARTING = words("startup start-up login init initialization initialisation rc profile dotfile");
var STARTUP_FILE = words("file files script config configuration dotfile");
var SELF_NAMED = /* @__PURE__ */ new Set(["profile", "rc", "rcfile", "dotfile"]);
function describedStartupFiles(v) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    const path = t.kind === "word" ? STARTUP_FILE_BY_SHELL.get(t.t) : void 0;
    if (path === void 0) continue;
    const starting = v.near(i, SPAN, wordIn(v, STARTING));
    const named = SELF_NAMED.has(v.w(i + 1)) ? i + 1 : void 0;
    const file = named ?? v.near(i, SPAN, wordIn(v, STARTUP_FILE));
    if (starting !== void 0 && file !== void 0 && !out.has(file)) out.set(file, path);
  }
  return out;
}
var HOME_WORDS = /* @__PURE__ */ new Set([
  "home",
  "homedir",
  "thuismap",
  "\u0434\u043E\u043C\u0430\u0448\u043D\u0435\u0433\u043E",
  "\u0434\u043E\u043C\u0430\u0448\u043D\u0435\u0439",
  "\u0434\u043E\u043C\u0430\u0448\u043D\u0435\u043C",
  "\u0434\u043E\u043C\u0430\u0448\u043D\u0438\u0439",
  "personal",
  "pessoal",
  "personnel",
  "personale",
  "home-verzeichnis",
  "heimverzeichnis",
  "benutzerverzeichnis",
  "pers\xF6nlichen"
]);

// src/analysis/prose/lexicon-index.ts
var GATE_BITS = /* @__PURE__ */ new Map();
var gateCount = 0;
var MAX_GATES = 30;
var PHRASE_INDEX = /* @__PURE__ */ new WeakMap();
function phraseIndex(phrases) {
  let index = PHRASE_INDEX.get(phrases);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  phrases.forEach((p, k) => {
    const first = p[0];
    if (first === void 0) return;
    const list = index.get(first);
    if (list) list.push(k);
    else index.set(first, [k]);
  });
  PHRASE_INDEX.set(phrases, index);
  return index;
}
function gate(...lexicons) {
  if (gateCount >= MAX_GATES) throw new Error(`more than ${MAX_GATES} prose gates: widen the mask`);
  const bit = 1 << gateCount++;
  for (const set of lexicons) for (const x of set) GATE_BITS.set(x, (GATE_BITS.get(x) ?? 0) | bit);
  return { bit };
}
var SEARCHED = /* @__PURE__ */ new Set();
var SEARCHED_WORDS = /* @__PURE__ */ new Set();
var MAX_SEARCHED = 1024;
function searchedLexicon(set) {
  if (!SEARCHED.has(set)) {
    if (SEARCHED.size >= MAX_SEARCHED) return void 0;
    SEARCHED.add(set);
    for (const x of set) SEARCHED_WORDS.add(x);
  }
  return SEARCHED.size;
}
function inSearchedLexicon(lemma) {
  return SEARCHED_WORDS.has(lemma);
}
var SPLIT_VERBS = /* @__PURE__ */ new WeakMap();
function splitVerbs(pairs) {
  let verbs = SPLIT_VERBS.get(pairs);
  if (!verbs) {
    verbs = new Set(pairs.map(([verb]) => verb));
    SPLIT_VERBS.set(pairs, verbs);
  }
  return verbs;
}
var WordInfo = class {
  constructor(cands) {
    this.cands = cands;
  }
  cands;
  mask = 0;
  maskFor = -1;
  searched = false;
  searchedFor = -1;
  /** The bits of the gates some base form opens (GATE_BITS, recomputed if a gate was registered since). */
  gates() {
    if (this.maskFor !== gateCount) {
      let m = 0;
      for (const x of this.cands) m |= GATE_BITS.get(x) ?? 0;
      this.mask = m;
      this.maskFor = gateCount;
    }
    return this.mask;
  }
  /** Some base form is in a lexicon searched so far; `version` is `searchedLexicon`'s answer. */
  inSearched(version) {
    if (this.searchedFor !== version) {
      this.searched = this.cands.some(inSearchedLexicon);
      this.searchedFor = version;
    }
    return this.searched;
  }
};
var NO_WORD = new WordInfo([]);
var THREAD_WORDS = /* @__PURE__ */ new Map();
var MAX_WORD_INFO = 1e4;
var SLICE_VIEW_MIN = 13;
var SentenceWords = class {
  infos = [];
  mask = 0;
  maskFor;
  known = [];
  knownFor;
  constructor(toks, cache) {
    this.maskFor = gateCount;
    this.knownFor = SEARCHED.size;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      const info = t.kind === "word" ? wordInfo(t.t, cache) : NO_WORD;
      this.infos.push(info);
      this.mask |= info.gates();
      if (info.inSearched(this.knownFor)) this.known.push(i);
    }
  }
  /** The gates some word opens (recomputed if a gate was registered since). */
  gates() {
    if (this.maskFor !== gateCount) {
      this.mask = 0;
      for (const w of this.infos) this.mask |= w.gates();
      this.maskFor = gateCount;
    }
    return this.mask;
  }
  /** The indices of the words with a base form in a lexicon searched so far (`version`: `searchedLexicon`). */
  searched(version) {
    if (this.knownFor !== version) {
      this.known = [];
      for (let i = 0; i < this.infos.length; i++) if (this.infos[i].inSearched(version)) this.known.push(i);
      this.knownFor = version;
    }
    return this.known;
  }
};
function wordInfo(word, cache) {
  let info = cache.get(word);
  if (info === void 0) {
    if (cache.size >= MAX_WORD_INFO) return new WordInfo(lemmaCandidates(word));
    const own = word.length >= SLICE_VIEW_MIN ? `${word} `.slice(0, -1) : word;
    info = new WordInfo(lemmaCandidates(own));
    cache.set(own, info);
  }
  return info;
}
function startsAny(cands, keys) {
  for (const x of cands) if (keys.has(x)) return true;
  return false;
}
function phrasesAt(infos, phrases, matches) {
  const byFirst = phraseIndex(phrases);
  const out = [];
  for (let i = 0; i < infos.length; i++) {
    const c = infos[i].cands;
    if (!startsAny(c, byFirst)) continue;
    const p = firstPhrase(c, phrases, (q) => matches(i, q));
    if (p) out.push({ at: i, len: p.length });
  }
  return out;
}
function splitVerbIn(cands, pairs) {
  return startsAny(cands, splitVerbs(pairs));
}
function firstPhrase(cands, phrases, matches) {
  const byFirst = phraseIndex(phrases);
  let best = phrases.length;
  for (const x of cands) {
    const starts = byFirst.get(x);
    if (!starts) continue;
    for (const k of starts) {
      if (k >= best) break;
      if (matches(phrases[k])) {
        best = k;
        break;
      }
    }
  }
  return phrases[best];
}

// src/analysis/code/cli-tokens.ts
var TOKEN_COMMANDS = {
  gh: [{ words: /^auth (?:token|status (?:\S{1,40} ){0,6}(?:-t|--show-token))\b/, variable: "GITHUB_TOKEN" }],
  gcloud: [
    {
      words: /^auth (?:application-default )?print-(?:access|identity)-token\b/,
      variable: "GOOGLE_OAUTH_ACCESS_TOKEN"
    }
  ],
  az: [{ words: /^account get-access-token\b/, variable: "AZURE_ACCESS_TOKEN" }],
  // `--raw` prints the kubeconfig with its client keys, certificates and tokens (redacted without it).
  kubectl: [{ words: /^config view\b[ \S]{0,200}?--raw\b/, variable: "KUBECONFIG", secret: "kube-config" }],
  aws: [
    {
      words: /^(?:configure (?:export-credentials|get (?:aws_secret_access_key|aws_session_token))|sts get-session-token|ecr get-login-password)\b/,
      variable: "AWS_SECRET_ACCESS_KEY"
    }
  ]
};
function cliTokenOutput(program, words2) {
  const name = program.replace(/^.*[\\/]/, "").replace(/\.exe$/i, "").toLowerCase();
  const hit = Object.hasOwn(TOKEN_COMMANDS, name) ? TOKEN_COMMANDS[name].find((t) => t.words.test(words2)) : void 0;
  if (!hit) return void 0;
  const command = `${name} ${words2}`.slice(0, 120);
  const value = {
    text: `$(${command})`,
    literal: false,
    taints: ["secret"],
    secret: hit.secret ?? "cli-login-token",
    vars: [hit.variable]
  };
  return { value, command };
}
var CLI_TOKEN_PROGRAMS = Object.keys(TOKEN_COMMANDS);

// src/analysis/code/shell/file-readers.ts
var FILE_READERS = {
  cat: "AbeEnstTuv",
  tac: "bs",
  nl: "bdfhilnpsvw",
  head: "nc",
  tail: "ncsF",
  less: "bhjkoOpPtTxyz",
  more: "n",
  strings: "nt",
  sort: "kotST",
  uniq: "fsw",
  cut: "bcdf",
  paste: "d",
  fold: "w",
  column: "cstR",
  hexdump: "nsef",
  od: "AjNtw",
  shasum: "a",
  sha256sum: "",
  md5sum: "",
  wc: "",
  file: "fm",
  stat: "fc"
};
function revealsContent(program) {
  return keptOf(program) === "content";
}
function keptOf(program) {
  if (/sum$/.test(program)) return "digest";
  return /^wc$|^file$|^stat$/.test(program) ? "attributes" : "content";
}

// src/analysis/prose/secret-commands.ts
var OTHER_READERS = /* @__PURE__ */ new Set(["bat", "type", "base64", "xxd", "get-content", "gc"]);
function secretCommandStore(code) {
  if (code.length > 300) return void 0;
  let text = code.trim();
  if (text.startsWith("$(") && text.endsWith(")")) text = text.slice(2, -1).trim();
  const words2 = text.split(/\s+/).slice(0, 16);
  if (words2.length < 2) return void 0;
  const [program, ...rest] = words2;
  const token = cliTokenOutput(program, rest.join(" "));
  if (token) return token.command;
  const name = program.toLowerCase();
  const valued = Object.hasOwn(FILE_READERS, name) && revealsContent(name) ? FILE_READERS[name] : void 0;
  if (valued === void 0 && !OTHER_READERS.has(name)) return void 0;
  const operand = firstOperand(rest, valued ?? "");
  if (operand === void 0) return void 0;
  const path = normalizeHome(operand.replace(/^["']|["']$/g, ""));
  return secretOf(path) ? path : void 0;
}
function firstOperand(words2, valued) {
  for (let k = 0; k < words2.length; k++) {
    const w = words2[k];
    if (!w.startsWith("-") || w === "-") return w;
    if (w.length === 2 && valued.includes(w[1])) k++;
  }
  return void 0;
}
function commandSecret(command) {
  if (command.length > 300 || secretOf(command) !== void 0) return void 0;
  if (isEnvDump(command)) return "env-all";
  const [program, ...rest] = command.trim().split(/\s+/).slice(0, 16);
  if (!program || rest.length === 0) return void 0;
  return cliTokenOutput(program, rest.join(" "))?.value.secret;
}
var ENV_DUMP = /^(?:env|printenv|export -p|declare -x|set|Get-ChildItem env:|gci env:|dir env:)$/i;
function isEnvDump(command) {
  return ENV_DUMP.test(command.trim());
}

// src/analysis/prose/view.ts
var NEGATION_BREAK = /* @__PURE__ */ new Set([",", "\u2014", "\u2013", ":", "(", ")"]);
var FLAG_ARG = /\s-{1,2}[a-z]/i;
var CLAUSE_BREAK = /* @__PURE__ */ new Set([";", ".", "?", "!", "|"]);
var View = class {
  /** `text`: the sentence the tokens were cut from (their `at` offsets), for questions of case. */
  constructor(toks, text = "", cache = THREAD_WORDS) {
    this.toks = toks;
    this.text = text;
    this.n = toks.length;
    this.words = new SentenceWords(toks, cache);
    this.infos = this.words.infos;
  }
  toks;
  text;
  n;
  /** Per token, its word's base-form candidates and lexicon lookups (none for non-words: lexicon-index.ts). */
  infos;
  words;
  /** Some word of the sentence is in one of the gate's lexicons (a cheap test before the real search). */
  opens(g) {
    return (this.words.gates() & g.bit) !== 0;
  }
  /** The sentence's own text against a pattern (markup the tokens drop: `**bold**`, `[x](x.md)`). */
  textMatch(re) {
    return re.exec(this.text);
  }
  /** Some token is of kind `k` (urls, code, tags). */
  hasKind(k) {
    for (const t of this.toks) if (t.kind === k) return true;
    return false;
  }
  lemmaAt(i, set) {
    const c = this.infos[i]?.cands;
    if (!c) return false;
    for (const x of c) if (set.has(x)) return true;
    return false;
  }
  w(i) {
    const t = this.toks[i];
    return t?.kind === "word" ? t.t : "";
  }
  /** Indices of words whose lemma is in `set`, in order. */
  find(set, from = 0, to = this.n) {
    const out = [];
    const lo = Math.max(0, from);
    const hi = Math.min(to, this.n);
    const words2 = this.lexiconWords(set);
    if (words2 === void 0) {
      for (let i = lo; i < hi; i++) if (this.lemmaAt(i, set)) out.push(i);
      return out;
    }
    for (const i of words2) if (i >= lo && i < hi && this.lemmaAt(i, set)) out.push(i);
    return out;
  }
  /**
   * The indices of the words that can be in `set`: those with a base form in some lexicon ever searched.
   * Most words of a sentence are in none ("the", "file", names), and this drops them once per sentence
   * rather than once per lexicon searched (hundreds of searches a sentence). Undefined for a lexicon
   * beyond the registry's bound: it is searched word by word.
   */
  lexiconWords(set) {
    const version = searchedLexicon(set);
    return version === void 0 ? void 0 : this.words.searched(version);
  }
  /** True when the words from `i` are `parts` (the first matched by lemma, the rest literally or by lemma). */
  phraseAt(i, parts) {
    for (let k = 0; k < parts.length; k++) {
      const w = this.w(i + k);
      const p = parts[k];
      if (w === p) continue;
      if (p.endsWith("*") && w.startsWith(p.slice(0, -1))) continue;
      if (w && this.infos[i + k].cands.includes(p)) continue;
      return false;
    }
    return true;
  }
  /** Start indices of every occurrence of any of the phrases (each a space-separated word list). */
  findPhrases(phrases) {
    return phrasesAt(this.infos, phrases, (i, q) => this.phraseAt(i, q));
  }
  /**
   * Phrasal verbs whose particle may come after the object ("leave this out", "set the cap aside"):
   * the verb (by lemma), then the particle within `gap` words.
   */
  findSplit(pairs, gap = 4) {
    const out = [];
    for (let i = 0; i < this.n; i++) {
      const w = this.w(i);
      if (!w || !splitVerbIn(this.infos[i].cands, pairs)) continue;
      for (const [verb, particle] of pairs) {
        if (!this.infos[i].cands.includes(verb)) continue;
        let found = false;
        for (let j = i + 1; j <= i + gap && j < this.n; j++) {
          const t = this.toks[j];
          if (t.kind === "punct" && CLAUSE_BREAK.has(t.t)) break;
          if (t.t === particle) {
            found = true;
            break;
          }
        }
        if (found) {
          out.push(i);
          break;
        }
      }
    }
    return out;
  }
  /** Indices within `window` tokens of `i` (both sides) in the same clause, nearest first. */
  around(i, window, after2 = true, before2 = true) {
    const out = [];
    let lo = i;
    let hi = i;
    let stopLo = !before2;
    let stopHi = !after2;
    for (let d = 1; d <= window; d++) {
      if (!stopHi) {
        hi = i + d;
        if (hi >= this.n || CLAUSE_BREAK.has(this.toks[hi].t) && this.toks[hi].kind === "punct")
          stopHi = true;
        else out.push(hi);
      }
      if (!stopLo) {
        lo = i - d;
        if (lo < 0 || CLAUSE_BREAK.has(this.toks[lo].t) && this.toks[lo].kind === "punct") stopLo = true;
        else out.push(lo);
      }
    }
    return out;
  }
  /** The first index near `i` (nearest first, after before before) that satisfies `pred`, in the same clause. */
  near(i, window, pred, after2 = true, before2 = true) {
    let stopLo = !before2;
    let stopHi = !after2;
    for (let d = 1; d <= window && !(stopLo && stopHi); d++) {
      if (!stopHi) {
        const hi = i + d;
        const t = this.toks[hi];
        if (!t || t.kind === "punct" && CLAUSE_BREAK.has(t.t)) stopHi = true;
        else if (pred(hi)) return hi;
      }
      if (!stopLo) {
        const lo = i - d;
        const t = this.toks[lo];
        if (!t || t.kind === "punct" && CLAUSE_BREAK.has(t.t)) stopLo = true;
        else if (pred(lo)) return lo;
      }
    }
    return void 0;
  }
  isWordIn(j, set) {
    return this.lemmaAt(j, set);
  }
  /** Some punctuation token lies strictly between tokens `a` and `b` (either order). */
  punctBetween(a, b) {
    for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) if (this.toks[k]?.kind === "punct") return true;
    return false;
  }
  /** A negator (not, never, no, without, avoid …) within `window` words before `i` in the same clause. */
  negatorBefore(i, window = 5) {
    for (let j = i - 1; j >= 0 && j >= i - window; j--) {
      const t = this.toks[j];
      if (t.kind === "punct" && (CLAUSE_BREAK.has(t.t) || NEGATION_BREAK.has(t.t))) return void 0;
      if (j >= i - 3 && (t.t === "than" && this.w(j - 1) === "rather" || t.t === "of" && this.w(j - 1) === "instead"))
        return j;
      if (t.kind === "word" && NEGATOR_WORDS.has(t.t)) {
        const next = this.w(j + 1);
        if (next === "only" || next === "longer" || this.w(j - 1) === "if") continue;
        if (undoneFor((k) => this.w(k), j, i)) continue;
        return j;
      }
    }
    return void 0;
  }
  /** Token i sits between quotation marks in this sentence. */
  inQuotes(i) {
    let before2 = 0;
    for (let k = 0; k < i && k < this.n; k++) if (this.toks[k].kind === "quote") before2++;
    if (before2 % 2 === 0) return false;
    for (let k = i + 1; k < this.n; k++) if (this.toks[k].kind === "quote") return true;
    return false;
  }
  /** The word at i is a passive participle ("must be executed", "should be forwarded"). */
  passive(i) {
    const p = this.w(i - 1);
    return p === "be" || p === "been" || p === "is" || p === "are" || p === "was" || p === "were" || p === "being";
  }
  /** The first path, code span or URL within `window` tokens after i. */
  firstPathAfter(i, window) {
    for (let k = i + 1; k < this.n && k <= i + window; k++) {
      const t = this.toks[k];
      if (t.kind === "path" || t.kind === "code" || t.kind === "url") return k;
    }
    return void 0;
  }
  negated(i, window = 5) {
    return this.negatorBefore(i, window) !== void 0 || POST_NEGATOR_WORDS.has(this.w(i + 1)) || POST_NEGATOR_WORDS.has(this.w(i + 2));
  }
  /** Token j is a word written with a capital (tokens are lower-cased; the sentence keeps the case). */
  capitalised(j) {
    const t = this.toks[j];
    if (t?.kind !== "word") return false;
    const c = this.text.charCodeAt(t.at);
    return c >= 65 && c <= 90;
  }
  /** The text of token j as written (objects). */
  raw(j) {
    return this.toks[j]?.t ?? "";
  }
  urlCache;
  secretCache;
  persistCache;
  /** Secret stores the sentence describes instead of naming (src/analysis/prose/described-stores.ts). */
  described;
  /** URLs in the sentence (url tokens, or code tokens that are URLs). */
  urls() {
    this.urlCache ??= this.tokensWhere(
      (t) => t.kind === "url" || t.kind === "code" && /^https?:\/\//i.test(t.t) || t.kind === "placeholder" && /url|link|endpoint|webhook|host|server/i.test(t.t)
    );
    return this.urlCache;
  }
  /** Indices of path-like tokens (paths, code spans, words like `.env`) that name a secret store. */
  secretPaths() {
    if (this.secretCache) return this.secretCache;
    const home = this.toks.some((t) => t.kind === "word" && HOME_WORDS.has(t.t));
    this.described = describedStores(this);
    this.secretCache = this.tokensWhere((t, i) => {
      if (this.described.has(i)) return true;
      if (t.kind !== "path" && t.kind !== "code" || t.t.length > 300) return false;
      const first = pathWord(t.t);
      if (secretOf(first) !== void 0) return true;
      if (t.kind === "code" && secretCommandStore(t.t) !== void 0) return true;
      return home && /^\.[\w.-]/.test(first) && secretOf(`~/${first}`) !== void 0;
    });
    return this.secretCache;
  }
  /** The secret store token j names, as a path: `.netrc` in a sentence about the home folder is `~/.netrc`. */
  secretPathAt(j) {
    const described = this.described?.get(j);
    if (described !== void 0) return described;
    const raw = this.raw(j).slice(0, 300);
    const first = pathWord(raw);
    if (secretOf(first) === void 0 && this.toks[j]?.kind === "code") {
      const store = secretCommandStore(raw);
      if (store !== void 0) return store;
    }
    return secretOf(first) === void 0 && secretOf(`~/${first}`) !== void 0 ? `~/${raw}` : raw;
  }
  /** Shell start-up files the sentence describes instead of naming (described-stores.ts). */
  describedStartup;
  /** Indices of path-like tokens whose write outlives the session (shell rc, agent memory/settings …). */
  persistPaths() {
    this.describedStartup ??= describedStartupFiles(this);
    this.persistCache ??= this.tokensWhere((t, i) => {
      if (this.describedStartup.has(i)) return true;
      if (t.kind !== "path" && t.kind !== "code") return false;
      if (t.kind === "code" && FLAG_ARG.test(t.t)) return false;
      const w = askedWriteClassOf(t.t.split(/\s/)[0] ?? "");
      return w !== void 0 && PERSIST_CLASSES.has(w.cls);
    });
    return this.persistCache;
  }
  /** The lasting file token j names, as a path: a described start-up file is the file it describes. */
  persistPathAt(j) {
    return this.describedStartup?.get(j) ?? this.raw(j);
  }
  /** Indices of the tokens that pass `test`, in order. */
  tokensWhere(test) {
    const out = [];
    for (let i = 0; i < this.n; i++) if (test(this.toks[i], i)) out.push(i);
    return out;
  }
};
var PERSIST_CLASSES = /* @__PURE__ */ new Set([
  ...RUNS_OR_LOADS,
  "git-config",
  "ssh-authorized-keys",
  "sudoers",
  "path-shadow"
]);

// src/analysis/prose/sentence.ts
var FOLLOW_GAP = 40;
function followsClosely(prev, a) {
  return prev !== void 0 && a.start - prev.end <= FOLLOW_GAP && prev.container !== "heading" && a.container !== "heading";
}
var MAX_EVIDENCE = 240;
function evidenceOf(s) {
  let out = "";
  let space = false;
  let i = 0;
  while (i < s.length && out.length < MAX_EVIDENCE) {
    if (isEvidenceBlank(s.charCodeAt(i))) {
      space = out.length > 0;
      i++;
      continue;
    }
    if (space) out += " ";
    space = false;
    let j = i + 1;
    const limit = i + MAX_EVIDENCE - out.length;
    while (j < s.length && j < limit && !isEvidenceBlank(s.charCodeAt(j))) j++;
    out += s.slice(i, j);
    i = j;
  }
  return out;
}
function isEvidenceBlank(c) {
  return c <= 32 || c >= 127 && c <= 159;
}
var ADDRESSED_NOTE = /\((?:for|to)\s{1,3}(?:the\s{1,3})?(?:ai\s{1,3})?(?:assistant|agent|claude)\b|\bnote\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3})?(?:ai\s{1,3})?(?:assistant|agent|claude)\b/i;
var CALLED = /^[\s*_]{0,4}(?:(?:ai|coding)[ -])?(?:assistant|agent|claude|copilot|codex|gemini)[\s*_]{0,3}[:,]/i;
var ACTION_HEADER = /^\W{0,4}(?:fix|fixes|the fix|action|actions|what (?:you|to) do|remedy|resolution|solution|how to fix|your action|co zrobić|co robić|rozwiązanie|naprawa|działanie|solució|què cal fer|què fer|acció|solución|qué hacer|acción|solução|o que fazer|ação|correção|soluzione|cosa fare|azione|rimedio|que faire|correctif|lösung|abhilfe|maßnahme|was tun|behebung|oplossing|wat te doen|actie|решение|что делать|действие|что сделать|рішення|що робити|що зробити|дія|дії|how|come|cómo|como|comment|wie|hoe|как|як|jak|פתרון|מה לעשות|טיפול|解决方法|解决办法|处理方法|处理办法|怎么办|対処|対処法|解決策|対応)\W{0,4}$/;
var ACTION_SECTION = /^\W{0,6}(?:actions? (?:required|needed)|required actions?|what you (?:need to|must) do|ação necessária|ações necessárias|acción requerida|acciones requeridas|action requise|actions requises|erforderliche maßnahmen?|handlungsbedarf|azione richiesta|azioni richieste|actie vereist|vereiste actie|必要な対応|要対応|需要的操作|需要执行的操作|필요한 조치|조치 필요|tindakan yang diperlukan)\W{0,6}$/i;
function unspacedScript(text) {
  let n = 0;
  for (let i = 0; i < text.length && i < 400; i++) {
    const c = text.charCodeAt(i);
    if (c >= 12352 && c <= 12543 || c >= 19968 && c <= 40959 || c >= 44032 && c <= 55215) n++;
    if (n >= 4) return true;
  }
  return false;
}
var SentenceWalker = class {
  constructor(text, data = false) {
    this.text = text;
    this.data = data;
  }
  text;
  data;
  /** Framing per heading level (index 1–6). */
  sections = [];
  /** Heading levels whose heading names what the reader must do (ACTION_SECTION). */
  actionSections = [];
  catalogueNext = false;
  inCatalogue = false;
  lastListBlock = -1;
  /** The list item or paragraph whose note addresses the agent, and the sentences after it there. */
  addressedAt;
  addressedNote(s, raw) {
    if (s.blockIndex < 0) return false;
    const key = s.block?.item !== void 0 ? -1 - s.block.item : s.blockIndex;
    if (this.addressedAt !== void 0 && this.addressedAt === key) return true;
    if (!ADDRESSED_NOTE.test(raw) && !(s.container === "table" && CALLED.test(raw))) return false;
    this.addressedAt = key;
    return true;
  }
  /** The list item or paragraph whose first words open an order of its own, and the sentences after it there. */
  orderedAt;
  /**
   * "- Skipping the preflight. The preflight is mandatory: `…`": an item or paragraph that opens with an order
   * of its own (an undone negation, an omission under a prohibition, "Elsewhere, …": negation/clauses.ts) leaves its
   * section's prohibition behind for every sentence of it, not only the first.
   */
  orderedItem(s, raw) {
    if (s.blockIndex < 0) return false;
    const key = s.block?.item !== void 0 ? -1 - s.block.item : s.blockIndex;
    if (this.orderedAt !== void 0 && this.orderedAt === key) return true;
    if (!opensOrder(raw)) return false;
    this.orderedAt = key;
    return true;
  }
  /** Header cells' text per table and column: which columns say what to do. */
  headers = /* @__PURE__ */ new Map();
  /**
   * A body cell of a column whose header names what to do ("| Symptom | Fix |", "what you do"): its
   * imperative is addressed to the reader, as a step is. Other cells list, name or describe.
   */
  actionColumn(b, raw) {
    if (b?.table === void 0 || b.col === void 0) return false;
    const key = `${b.table}:${b.col}`;
    if (b.header) {
      if (this.headers.size < 256) this.headers.set(key, raw.trim().toLowerCase());
      return false;
    }
    return ACTION_HEADER.test(this.headers.get(key) ?? "");
  }
  currentSection() {
    let action = false;
    for (let l = this.sections.length - 1; l >= 1; l--) {
      if (this.actionSections[l]) action = true;
      const f = this.sections[l];
      if (f && !(action && f === "illustrative")) return f;
    }
    return void 0;
  }
  analyse(s) {
    const raw = this.text.slice(s.start, s.end);
    const toks = tokenize(raw);
    const b = s.block;
    const listDepth = b?.listDepth ?? 0;
    if (s.container === "heading") {
      const level = b?.level ?? 1;
      this.sections.length = Math.min(this.sections.length, level);
      this.actionSections.length = Math.min(this.actionSections.length, level);
      this.sections[level] = sectionFraming(toks);
      this.actionSections[level] = ACTION_SECTION.test(raw.replace(/^#{1,6}\s*/, "").trim());
      this.catalogueNext = false;
      this.inCatalogue = false;
    } else if (listDepth > 0) {
      if (s.blockIndex !== this.lastListBlock && this.catalogueNext) {
        this.inCatalogue = true;
        this.catalogueNext = false;
      }
      this.lastListBlock = s.blockIndex;
    } else if (s.container !== "comment") {
      this.inCatalogue = false;
    }
    const actionCell = this.actionColumn(b, raw);
    const addressed = this.addressedNote(s, raw);
    const ordered = s.container !== "heading" && this.orderedItem(s, raw);
    const ctx = {
      container: s.container,
      actionCell: actionCell || void 0,
      addressed: addressed || void 0,
      ordered: ordered || void 0,
      section: this.currentSection(),
      catalogue: this.inCatalogue && listDepth > 0 || void 0,
      data: this.data || void 0
    };
    let role = roleOf(toks, raw, ctx);
    if (actionCell && role.why === "descriptive" && unspacedScript(raw))
      role = { ...role, role: "instruction", directive: true };
    if (s.last && s.container !== "heading" && s.container !== "comment")
      this.catalogueNext = isCatalogueLead(toks, raw);
    let evidence;
    return {
      start: s.start,
      end: s.end,
      text: raw,
      get evidence() {
        evidence ??= evidenceOf(raw);
        return evidence;
      },
      container: s.container,
      view: new View(toks, raw),
      role,
      section: ctx.section,
      catalogue: ctx.catalogue === true,
      nextHeading: Number.POSITIVE_INFINITY,
      last: s.last,
      listDepth,
      fetchedBefore: void 0,
      addressBefore: void 0,
      readBefore: void 0,
      storeBefore: void 0,
      secretNameBefore: void 0,
      incomingBefore: void 0,
      contentBefore: void 0,
      slotImage: void 0
    };
  }
};
function linkHeadings(sents) {
  let next = Number.POSITIVE_INFINITY;
  for (let i = sents.length - 1; i >= 0; i--) {
    sents[i].nextHeading = next;
    if (sents[i].container === "heading") next = sents[i].start;
  }
}

// src/analysis/prose/content-authority-words.ts
var TEXT_PART = words(
  "cell cells comment comments message messages mail mails email emails e-mail e-mails log logs cel cellen opmerking opmerkingen commentaar reactie reacties bericht berichten commitbericht commitberichten logregel logregels logboek celula celul\u0103 celulele celulei comentariu comentariul comentarii comentariile comentariilor mesaj mesajul mesaje mesajele mesajului jurnal jurnalul jurnalului logul"
);
var ITEM = words(
  "pdf pdfs page pages webpage webpages website websites site sites ticket tickets issue issues pr prs commit commits row rows column columns submission submissions attachment attachments inbox thread threads transcript transcripts feed feeds webhook webhooks payload payloads pagina paginas rij rijen kolom tichet tichetul tichete tichetului pagina paginii paginile r\xE2ndul r\xE2nduri coloana coloanei"
);
var WEAK = words("body bodies document documents documenten documentul documentele corpul");
var TOOL_MESSAGE = words("error errors warning warnings status exit");
var INSTRUCTION_PROPER = words(
  "instruction instructions directive directives instructie instructies aanwijzing aanwijzingen instruc\u021Biune instruc\u021Biuni instruc\u021Biunile instructiuni instructiunile directiv\u0103 directivele"
);
var CLAUSE_NEG = words("no never nothing none nobody niets geen nimic");
var OVER = words("over before ahead above op boven fa\u021B\u0103 asupra \xEEnaintea");
var PARTY = words(
  "sender senders requester requesters customer customers client clients submitter submitters commenter commenters publisher publishers reporter reporters stranger strangers afzender aanvrager klant klanten expeditor expeditorul solicitant solicitantul clientul clien\u021Bii"
);
var OWNER = words("owner owners author authors proprietarul autorul eigenaar auteur");
var INSTRUCTION = /* @__PURE__ */ new Set([
  ...INSTRUCTION_PROPER,
  ...words("task tasks opdracht opdrachten taak taken sarcin\u0103 sarcina sarcini sarcinile")
]);
var RUNNABLE = words(
  "command commands step steps block blocks snippet snippets code script scripts commando commandos stap stappen comand\u0103 comanda comenzi comenzile pas pa\u0219ii pasi"
);
var OBEY = words(
  "carry execute run apply perform follow obey implement enact act do comply heed honor honour voer uitvoeren volg volgen gehoorzaam execut\u0103 executa executa\u021Bi urmeaz\u0103 urma\u021Bi aplic\u0103 aplica\u021Bi aplica efectueaz\u0103 \xEEndepline\u0219te \xEEndeplini\u021Bi ruleaz\u0103 rula\u021Bi"
);
var TREAT = words(
  "treat regard consider handle interpret behandel beschouw trateaz\u0103 trata\u021Bi consider\u0103 considera\u021Bi"
);
var AS = words("as als ca drept");
var PRECEDENCE = words(
  "precedence supersede override outrank trump overrule prevail priority voorrang prioritate prevaleaz\u0103"
);
var OWN = words(
  "skill your you instruction instructions guidance prompt rules jouw je uw instructies regels tale skill-ului skillului instruc\u021Biunile regulile"
);
var OPEN = words("whatever any every each all orice oricare fiecare toate elke alle welke");
var LITERAL = words("written verbatim literally as-is exactly scris \xEEntocmai letterlijk");
var PRONOUN = /* @__PURE__ */ new Set([
  "they",
  "them",
  "these",
  "those",
  "it",
  "ze",
  "zij",
  "deze",
  "ele",
  "acestea"
]);
var FOR_AGENT = words("you agent assistant jou je tine");
var BE = words("be is are zijn is sunt este");
var USER = words("user user's users gebruiker utilizatorul utilizator utilizatorului");
var GATE = words(
  "ask confirm approve approval check show report quote flag mention present surface decide review vraag vragen bevestig \xEEntreab\u0103 \xEEntreba \xEEntrebi \xEEntreba\u021Bi confirm\u0103 arat\u0103 raporteaz\u0103"
);
var SUSPICIOUS = words("suspicious untrusted verdacht suspect suspecte");
var LOCAL_NEG = words("zonder niet nooit geen f\u0103r\u0103 nu niciodat\u0103");
var RISKY = words("send upload forward trimite stuur shell terminal bash");
var RUN = words("run execute ruleaz\u0103 rula\u021Bi execut\u0103 executa\u021Bi voer");
var MODAL = words("can could might may would try tries attempt attempts");
var THIS = words("this deze dit acest acesta");
var WHAT = words("what whatever wat alles ce");
var SAYS = words("say says tell tells ask asks list lists zegt vraagt spune cere");
var LINK = words(
  "in inside within from of on at that which listed written given found contained din \xEEn van uit"
);
var HOLDS2 = words(
  "print prints output outputs show shows list lists say says give gives contain contains write writes"
);

// src/analysis/prose/content-authority.ts
function linkContent(prev, a) {
  if (!followsClosely(prev, a)) return;
  const v = prev.view;
  const sources = sourcesIn(v);
  if (sources.length === 0) return;
  const named = v.find(INSTRUCTION).some((k) => !v.negated(k) && sources.some((s) => Math.abs(s - k) <= 12)) || codeNamesInstructions(v, sources);
  a.contentBefore = named ? "instructions" : "source";
}
function codeNamesInstructions(v, sources) {
  for (let k = 0; k < v.n; k++) {
    const t = v.toks[k];
    if (t.kind !== "code" || !/instruction|directive|task|agent/i.test(t.t)) continue;
    if (sources.some((s) => Math.abs(s - k) <= 12)) return true;
  }
  return false;
}
function sourcesIn(v, from = 0, to = v.n) {
  const out = [];
  for (let j = Math.max(0, from); j < Math.min(to, v.n); j++) if (isSource(v, j)) out.push(j);
  return out;
}
function isSource(v, j) {
  if (/(?:ed|ing)$/.test(v.w(j))) return false;
  if (firstWord(v, j) && !/s$/.test(v.w(j))) return false;
  if (v.isWordIn(j, TOOL_MESSAGE) || v.isWordIn(j - 1, TOOL_MESSAGE)) return false;
  const carrier2 = v.isWordIn(j, TEXT_PART) || v.isWordIn(j, ITEM) || pullRequest(v, j);
  const party = v.isWordIn(j, PARTY) || v.isWordIn(j, OWNER) && carrierAt(v, j - 1);
  if (!carrier2 && !party) return false;
  if (v.isWordIn(j - 1, USER) || v.isWordIn(j - 2, USER)) return false;
  return !v.isWordIn(j - 1, THIS);
}
function firstWord(v, j) {
  for (let k = 0; k < j; k++) if (v.toks[k].kind === "word" || v.toks[k].kind === "code") return false;
  return true;
}
function weakHeld(v, before2) {
  if (before2 !== void 0) return true;
  for (let j = 0; j < v.n; j++) if (isSource(v, j)) return true;
  return false;
}
function sourcesWith(v, before2, from = 0, to = v.n) {
  const out = sourcesIn(v, from, to);
  if (!weakHeld(v, before2)) return out;
  for (let j = Math.max(0, from); j < Math.min(to, v.n); j++)
    if (v.isWordIn(j, WEAK) && !/(?:ed|ing)$/.test(v.w(j)) && !v.isWordIn(j - 1, THIS) && !out.includes(j))
      out.push(j);
  return out.sort((a, b) => a - b);
}
var carrierAt = (v, j) => v.isWordIn(j, TEXT_PART) || v.isWordIn(j, ITEM) || v.isWordIn(j, WEAK) || pullRequest(v, j);
var pullRequest = (v, j) => (v.w(j) === "request" || v.w(j) === "requests") && (v.w(j - 1) === "pull" || v.w(j - 1) === "merge");
function negatedAt(v, i) {
  if (v.negated(i)) return true;
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    const t = v.toks[j];
    if (t.kind === "punct" && t.t !== "-") return false;
    if (v.isWordIn(j, LOCAL_NEG)) return true;
  }
  return false;
}
function userGate(v) {
  let dropped = false;
  for (const g of v.find(GATE)) {
    const user = v.near(g, 6, (j) => v.isWordIn(j, USER) || v.w(j) === "them", true, true);
    if (user === void 0 && !v.isWordIn(g, SUSPICIOUS)) continue;
    if (negatedAt(v, g)) dropped = true;
    else return "kept";
  }
  for (const s of v.find(SUSPICIOUS)) if (!negatedAt(v, s)) return "kept";
  return dropped ? "dropped" : void 0;
}
function contentObeyed(v, before2, approvals) {
  const gate2 = userGate(v);
  if (gate2 === "kept") return [];
  const pressing = gate2 === "dropped" || approvals.some((h) => h.cls === "pre-approval" && !h.negated);
  const stated = precedence(v, before2) ?? statusAsInstructions(v, before2);
  const found = stated ?? obeyedInstructions(v, before2, pressing);
  if (!found) return [];
  const unchecked = pressing || v.find(RISKY).some((k) => !negatedAt(v, k)) || found.obj !== void 0 && v.isWordIn(found.at, RUN) && v.isWordIn(found.obj, RUNNABLE);
  const src = v.toks[found.src];
  const what = src?.kind === "word" ? src.t : "content";
  return [
    {
      cls: "agent-mediated-exec",
      at: found.at,
      obj: found.src,
      object: `instructions carried by another party's ${what}`,
      negated: false,
      // Asked by its meaning: "notes in the PDF take precedence over this skill" binds as a statement too; an
      // obeying verb asks only where the sentence is an instruction ("Self-improvement runs …" describes).
      ...stated ? { inherent: true } : {},
      partyContent: true,
      ...unchecked ? { unchecked: true } : {}
    }
  ];
}
function subjectSource(v, at, before2) {
  const sources = sourcesWith(v, before2, Math.max(0, at - 14), at);
  if (v.find(USER, Math.max(0, at - 14), at).length > 0) return void 0;
  for (let j = at - 1; j >= Math.max(0, at - 14); j--) {
    const t = v.toks[j];
    if (t.kind === "punct" && (t.t === ";" || t.t === "." || t.t === ":" || t.t === "|")) break;
    if (sources.includes(j)) return j;
    if (before2 !== void 0 && PRONOUN.has(v.w(j)) && (j === 0 || v.toks[j - 1].kind === "punct")) return j;
  }
  return void 0;
}
function clauseNegated(v, at) {
  for (let j = at - 1; j >= 0; j--) {
    const t = v.toks[j];
    if (t.kind === "punct" && (t.t === ";" || t.t === "." || t.t === ":" || t.t === "|" || t.t === ","))
      break;
    if (v.isWordIn(j, CLAUSE_NEG)) return true;
  }
  return false;
}
var blocked = (v, at) => negatedAt(v, at) || clauseNegated(v, at);
var modal = (v, at) => v.isWordIn(at - 1, MODAL) || v.isWordIn(at - 2, MODAL) || v.isWordIn(at - 3, MODAL);
function precedence(v, before2) {
  for (const p of v.find(PRECEDENCE)) {
    if (blocked(v, p) || modal(v, p)) continue;
    if (v.passive(p) || v.passive(p - 1)) continue;
    if (/^(?:precedence|priority|voorrang|prioritate)$/.test(v.w(p)) && v.find(OVER, p + 1, p + 3).length === 0)
      continue;
    const own = v.near(
      p,
      8,
      (j) => v.isWordIn(j, OWN) && !(v.w(j) === "you" && v.w(j - 1) === "thank"),
      true,
      false
    );
    if (own === void 0) continue;
    const src = subjectSource(v, p, before2);
    if (src !== void 0) return { at: p, src };
  }
  return void 0;
}
function statusAsInstructions(v, before2) {
  for (const k of v.find(INSTRUCTION)) {
    if (blocked(v, k)) continue;
    const det = v.isWordIn(k - 1, AS) ? k - 1 : v.isWordIn(k - 2, AS) ? k - 2 : void 0;
    let verb;
    if (det !== void 0) {
      if (negatedAt(v, det)) continue;
      verb = v.find(TREAT, Math.max(0, det - 14), det).pop() ?? v.find(OBEY, Math.max(0, det - 14), det).pop();
    } else if (v.isWordIn(k - 1, BE) || v.isWordIn(k - 2, BE)) {
      if (v.near(k, 3, (j) => v.isWordIn(j, FOR_AGENT), true, false) === void 0) continue;
      verb = v.isWordIn(k - 1, BE) ? k - 1 : k - 2;
    }
    if (verb === void 0 || blocked(v, verb) || modal(v, verb)) continue;
    const src = sourceOf(v, verb, k, before2);
    if (src === void 0) continue;
    const itemOnly = !v.isWordIn(src, TEXT_PART) && !PRONOUN.has(v.w(src));
    if (itemOnly && !v.isWordIn(k, INSTRUCTION_PROPER)) continue;
    return { at: verb, src };
  }
  return void 0;
}
function sourceOf(v, verb, k, before2) {
  const inside = sourcesWith(v, before2, verb + 1, k)[0];
  if (inside !== void 0) return inside;
  const subject = subjectSource(v, verb, before2);
  if (subject !== void 0) return subject;
  for (let j = verb + 1; j < k; j++) if (before2 !== void 0 && PRONOUN.has(v.w(j))) return j;
  return void 0;
}
function obeyedInstructions(v, before2, pressing) {
  for (const at of v.find(OBEY)) {
    if (blocked(v, at) || /ing$/.test(v.w(at)) || v.w(at + 1) === "to") continue;
    for (let o = at + 1; o < Math.min(v.n, at + 7); o++) {
      const t = v.toks[o];
      if (t.kind === "punct" && t.t !== "-" && t.t !== "'") break;
      const strong = v.isWordIn(o, INSTRUCTION_PROPER);
      if (!strong && !v.isWordIn(o, RUNNABLE)) continue;
      const open = openOrLiteral(v, at, o);
      if (!strong && !open) break;
      const src = sourcesWith(v, before2, Math.max(at + 1, o - 3), Math.min(v.n, o + 10)).find(
        (x) => carries(v, o, x)
      );
      if (src !== void 0 && (open || pressing || stream(v, src))) return { at, src, obj: o };
      if (strong && before2 === "instructions" && /^(?:those|these|such|deze|die|acele|aceste)$/.test(v.w(o - 1)))
        return { at, src: o };
      break;
    }
    const said = whatItSays(v, at, before2);
    if (said !== void 0) return { at, src: said };
  }
  return void 0;
}
function stream(v, s) {
  return /s$/.test(v.w(s)) || v.isWordIn(s - 1, OPEN) || v.isWordIn(s - 2, OPEN);
}
function whatItSays(v, at, before2) {
  if (!v.isWordIn(at + 1, WHAT)) return void 0;
  const src = sourcesWith(v, before2, at + 2, Math.min(v.n, at + 7))[0];
  if (src === void 0 || v.find(SAYS, src + 1, Math.min(v.n, src + 4)).length === 0) return void 0;
  return src;
}
function carries(v, o, s) {
  if (s < o) return o - s <= 3 && !v.punctBetween(s, o);
  for (let k = o + 1; k < s; k++) if (v.toks[k].kind === "punct" || v.isWordIn(k, OBEY)) return false;
  if (v.find(LINK, o + 1, Math.min(s, o + 4)).length > 0) return true;
  return s - o <= 6 && v.find(HOLDS2, s + 1, Math.min(v.n, s + 3)).length > 0;
}
function openOrLiteral(v, at, o) {
  if (v.find(OPEN, at + 1, o).length > 0) return true;
  for (let k = o + 1; k < Math.min(v.n, o + 16); k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && (t.t === ";" || t.t === ".")) return false;
    if (v.isWordIn(k, LITERAL)) return true;
    if (v.w(k) === "as" && (v.w(k + 1) === "it" || v.w(k + 1) === "they") && /^(?:is|are|stands?)$/.test(v.w(k + 2)))
      return true;
  }
  return false;
}

// src/analysis/prose/fetch-then-run.ts
var FETCH_VERB = words("download fetch retrieve grab pull get curl wget save");
var RUN_VERB = words("execute run source launch start invoke");
var PRONOUN2 = /* @__PURE__ */ new Set(["it", "that"]);
var DET = /* @__PURE__ */ new Set(["the", "that"]);
var FETCHED_THING = words("file script helper installer binary program download payload");
function linkFetch(prev, a) {
  if (!followsClosely(prev, a)) return;
  const url = fetchedUrl(prev.view);
  if (url !== void 0) a.fetchedBefore = url;
  const named = remoteUrls(prev.view)[0];
  if (named !== void 0) a.addressBefore = named;
}
function remoteUrls(v) {
  const out = [];
  for (const u of v.urls()) {
    const t = v.toks[u];
    if (t.kind === "placeholder") continue;
    const cls = classifyHost(t.t);
    if (cls !== "local" && cls !== "registry" && cls !== "vendor-installer") out.push(t.t);
  }
  return out;
}
function fetchedUrl(v) {
  const verbs = v.find(FETCH_VERB);
  if (verbs.length === 0) return void 0;
  for (const u of v.urls()) {
    const t = v.toks[u];
    if (t.kind === "placeholder") continue;
    const cls = classifyHost(t.t);
    if (cls === "local" || cls === "registry" || cls === "vendor-installer") continue;
    if (verbs.some((f) => f < u && u - f <= 10 && !v.negated(f))) return t.t;
  }
  return void 0;
}
function runOfFetched(v, fetched) {
  if (fetched === void 0 || v.urls().length > 0) return [];
  for (const at of v.find(RUN_VERB)) {
    const obj = fetchedObject(v, at);
    if (obj === void 0) continue;
    return [{ cls: "agent-mediated-exec", at, obj, object: fetched.slice(0, 300), negated: v.negated(at) }];
  }
  return [];
}
function fetchedObject(v, at) {
  if (PRONOUN2.has(v.w(at + 1)) && !v.isWordIn(at + 2, FETCHED_THING)) return at + 1;
  if (!DET.has(v.w(at + 1))) return void 0;
  const k = v.w(at + 2) === "downloaded" || v.w(at + 2) === "fetched" ? at + 3 : at + 2;
  return v.isWordIn(k, FETCHED_THING) ? k : void 0;
}
var OBEY_VERB = words("follow obey execute run apply perform carry implement");
var ITS_STEPS = words("steps step instructions instruction commands command procedure actions");
function obeyOfAddressed(v, address) {
  if (address === void 0 || v.urls().length > 0) return [];
  for (const f of v.find(TAKE_UP)) {
    if (!PRONOUN2.has(v.w(f + 1)) && !(DET.has(v.w(f + 1)) && v.isWordIn(f + 2, FETCHED_PAGE))) continue;
    if (v.negated(f)) continue;
    for (const at of v.find(OBEY_VERB, f + 2, Math.min(v.n, f + 14))) {
      const obj = v.near(at, 5, (j) => v.isWordIn(j, ITS_STEPS) || PRONOUN2.has(v.w(j)), true, false);
      if (obj === void 0) continue;
      return [{ cls: "agent-mediated-exec", at, obj, object: address.slice(0, 300), negated: v.negated(at) }];
    }
  }
  return [];
}
var TAKE_UP = words("fetch download retrieve curl wget webfetch open load read visit browse");
var FETCHED_PAGE = words("page document file runbook procedure url link");

// src/analysis/prose/incoming-instructions.ts
var INCOMING = words(
  "notification notifications message messages event events alert alerts email emails e-mail e-mails comment comments webhook webhooks payload payloads feed ticket tickets issue issues mention mentions reply replies post posts dm dms"
);
var INSTRUCTION2 = words(
  "instruction instructions directive directives order orders command commands task tasks"
);
var OBEY2 = words("carry execute follow perform apply obey action enact implement run do act");
var STANDS_FOR = /* @__PURE__ */ new Set(["it", "them", "these", "those", "each", "every", "any", "whatever", "what"]);
function linkIncomingInstructions(prev, a) {
  if (followsClosely(prev, a) && namesIncomingInstructions(prev.view)) a.incomingBefore = true;
}
function namesIncomingInstructions(v) {
  const channels = v.find(INCOMING);
  if (channels.length === 0) return false;
  return v.find(INSTRUCTION2).some((k) => channels.some((c) => Math.abs(c - k) <= 12 && !v.negated(k)));
}
function obeyedIncoming(v, incomingBefore, approvals) {
  const approval = approvals.find((h) => h.cls === "pre-approval" && !h.negated);
  if (!approval) return [];
  const named = incomingBefore || namesIncomingInstructions(v);
  if (!named) return [];
  for (const at of v.find(OBEY2)) {
    if (v.negated(at)) continue;
    const obj = v.near(
      at,
      3,
      (j) => STANDS_FOR.has(v.w(j)) || v.isWordIn(j, INSTRUCTION2) || v.isWordIn(j, INCOMING),
      true,
      false
    );
    if (obj === void 0) continue;
    return [
      { cls: "agent-mediated-exec", at, obj, object: "instructions arriving in messages", negated: false }
    ];
  }
  return [];
}

// src/analysis/prose/dutch-russian-words.ts
var endings = (s) => new Set(s.split(" ").map((e) => e === "0" ? "" : e));
var stems = (s, e) => ({ stems: s.split(" "), endings: endings(e) });
var MAX_ENDING = 6;
function stemOf(w, set) {
  for (const s of set.stems) {
    if (w.length < s.length || w.length > s.length + MAX_ENDING || !w.startsWith(s)) continue;
    if (set.endings.has(w.slice(s.length))) return s;
  }
  return void 0;
}
function foldYo(w) {
  return w.includes("\u0451") ? w.replaceAll("\u0451", "\u0435") : w;
}
var NL_SEND_ASK = words(
  "stuur verstuur verzend plak upload deel post sturen versturen verzenden plakken uploaden delen posten doorsturen opsturen toesturen mailen mail"
);
var NL_SEND_OTHER = words(
  "stuurt verstuurt verzendt plakt uploadt deelt gestuurd verstuurd verzonden geplakt ge\xFCpload geupload gedeeld gepost doorgestuurd opgestuurd gemaild"
);
var NL_MESSAGE = words("bericht testbericht berichtje melding testmelding notificatie");
var NL_PURPOSE = words("om ter zodat");
var NL_READ = words(
  "lees lezen open openen bekijk bekijken kopieer kopi\xEBren kopieren pak pakken haal halen zoek zoeken"
);
var NL_SECRET = words(
  "wachtwoord wachtwoorden toegangstoken toegangstokens api-sleutel api-sleutels sleutel sleutels priv\xE9sleutel privesleutel ssh-sleutel ssh-sleutels toegangssleutel toegangssleutels inloggegevens aanmeldgegevens referenties wachtwoordzin herstelzin geheimen token tokens"
);
var NL_PUBLIC = words("publieke openbare publiek openbaar");
var NL_POINTER = words("het dit dat deze die ze inhoud");
var NL_ASK = words("graag alsjeblieft alstublieft moet moeten dient kun kunt wil zou");
var NL_NEG = words("niet niets nooit geen zonder hoeft hoeven");
var NL_TELL = [
  "vermeld",
  "meld",
  "gemeld",
  "vertel",
  "verteld",
  "noem",
  "genoemd",
  "zeg",
  "gezegd",
  "rapporteer"
];
var NL_AUDIENCE = words(
  "gebruiker gebruikers gebruikster antwoord antwoorden samenvatting verslag rapport reactie eindantwoord"
);
var NL_GATE = words("naar niet nooit graag inhoud bestand gebruiker waarin je jouw uw het");
var RU_ASK_ENDINGS = "\u044C \u044C\u0442\u0435 \u0438 \u0438\u0442\u0435 \u0439 \u0439\u0442\u0435 \u044F\u0439 \u044F\u0439\u0442\u0435 \u0430\u0439 \u0430\u0439\u0442\u0435 \u043E\u0439 \u043E\u0439\u0442\u0435 \u0443\u0439 \u0443\u0439\u0442\u0435 \u0438\u0442\u044C \u044F\u0442\u044C \u0430\u0442\u044C \u044B\u0442\u044C \u0443\u0442\u044C \u043E\u0442\u044C \u043E\u0432\u0430\u0442\u044C \u0435\u0442\u044C";
var RU_SEND_ASK = stems(
  "\u043E\u0442\u043F\u0440\u0430\u0432 \u043E\u0442\u043F\u0440\u0430\u0432\u043B \u0437\u0430\u0433\u0440\u0443\u0437 \u0437\u0430\u0433\u0440\u0443\u0436 \u0432\u044B\u0433\u0440\u0443\u0437 \u0432\u044B\u0433\u0440\u0443\u0436 \u0432\u0441\u0442\u0430\u0432 \u0432\u0441\u0442\u0430\u0432\u043B \u043F\u0435\u0440\u0435\u0448\u043B \u043F\u0435\u0440\u0435\u0441\u043B \u043F\u0440\u0438\u0441\u043B \u043F\u0440\u0438\u0448\u043B \u043F\u0435\u0440\u0435\u0434\u0430 \u043F\u0435\u0440\u0435\u0434\u0430\u0432\u0430 \u0441\u043A\u0438\u043D",
  RU_ASK_ENDINGS
);
var RU_SEND_OTHER = stems(
  "\u043E\u0442\u043F\u0440\u0430\u0432 \u043E\u0442\u043F\u0440\u0430\u0432\u043B \u0437\u0430\u0433\u0440\u0443\u0437 \u0437\u0430\u0433\u0440\u0443\u0436 \u0432\u044B\u0433\u0440\u0443\u0437 \u0432\u044B\u0433\u0440\u0443\u0436 \u0432\u0441\u0442\u0430\u0432 \u0432\u0441\u0442\u0430\u0432\u043B \u043F\u0435\u0440\u0435\u0434\u0430 \u043F\u0435\u0440\u0435\u0434\u0430\u0432\u0430",
  "\u0438\u0442 \u044F\u0442 \u0435\u0442 \u044E\u0442 \u0430\u0435\u0442 \u044F\u0435\u0442 \u0430\u044E\u0442 \u044F\u044E\u0442 \u0435\u043D \u0435\u043D\u0430 \u0435\u043D\u043E \u0435\u043D\u044B \u043B\u0435\u043D \u043B\u0435\u043D\u0430 \u043B\u0435\u043D\u043E \u043B\u0435\u043D\u044B \u0430\u043D \u0430\u043D\u0430 \u0430\u043D\u043E \u0430\u043D\u044B"
);
var RU_READ = stems("\u043F\u0440\u043E\u0447\u0438\u0442 \u043F\u0440\u043E\u0447\u0442 \u0447\u0438\u0442 \u043E\u0442\u043A\u0440 \u0441\u043A\u043E\u043F\u0438\u0440 \u043A\u043E\u043F\u0438\u0440 \u0432\u043E\u0437\u044C\u043C \u043D\u0430\u0439\u0434", RU_ASK_ENDINGS);
var RU_SECRET = stems(
  "\u043F\u0430\u0440\u043E\u043B \u0442\u043E\u043A\u0435\u043D \u043A\u043B\u044E\u0447 \u0441\u0435\u043A\u0440\u0435\u0442",
  "0 \u044C \u044F \u044E \u0435\u043C \u0435 \u0438 \u0435\u0439 \u044F\u043C \u044F\u043C\u0438 \u044F\u0445 \u0430 \u0443 \u043E\u043C \u043E\u0432 \u044B \u0430\u043C \u0430\u043C\u0438 \u0430\u0445"
);
var RU_MESSAGE = stems("\u0441\u043E\u043E\u0431\u0449\u0435\u043D\u0438 \u0443\u0432\u0435\u0434\u043E\u043C\u043B\u0435\u043D\u0438 \u043E\u043F\u043E\u0432\u0435\u0449\u0435\u043D\u0438 \u043F\u0438\u0441\u044C\u043C", "0 \u0435 \u044F \u044E \u0435\u043C \u0438 \u0439 \u044F\u043C \u044F\u043C\u0438 \u044F\u0445 \u043E \u0430 \u0443 \u043E\u043C");
var RU_PURPOSE = words("\u0434\u043B\u044F \u0447\u0442\u043E\u0431\u044B \u0447\u0442\u043E\u0431 \u0434\u0430\u0431\u044B");
var RU_CREDENTIAL = stems("\u0443\u0447\u0435\u0442\u043D", "\u044B\u0435 \u044B\u0445 \u044B\u043C \u044B\u043C\u0438 \u0430\u044F \u043E\u0439");
var RU_DATA = stems("\u0434\u0430\u043D\u043D", "\u044B\u0435 \u044B\u0445 \u044B\u043C \u044B\u043C\u0438");
var RU_PUBLIC = stems("\u043E\u0442\u043A\u0440\u044B\u0442 \u043F\u0443\u0431\u043B\u0438\u0447\u043D", "\u044B\u0439 \u043E\u0433\u043E \u043E\u043C\u0443 \u044B\u043C \u043E\u043C \u044B\u0435 \u044B\u0445");
var RU_POINTER = words("\u0435\u0433\u043E \u0435\u0451 \u0435\u0435 \u0438\u0445 \u044D\u0442\u043E \u044D\u0442\u043E\u0442 \u044D\u0442\u0438 \u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C\u043E\u0435 \u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C\u044B\u043C \u0442\u0435\u043A\u0441\u0442");
var RU_ASK = words(
  "\u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430 \u043D\u0443\u0436\u043D\u043E \u043D\u0430\u0434\u043E \u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u043E \u0441\u043B\u0435\u0434\u0443\u0435\u0442 \u0434\u043E\u043B\u0436\u0435\u043D \u0434\u043E\u043B\u0436\u043D\u0430 \u0434\u043E\u043B\u0436\u043D\u043E \u0434\u043E\u043B\u0436\u043D\u044B \u043C\u043E\u0436\u0435\u0448\u044C \u043C\u043E\u0436\u0435\u0442\u0435"
);
var RU_NEG = words("\u043D\u0435 \u043D\u0438\u043A\u043E\u0433\u0434\u0430 \u043D\u0435\u043B\u044C\u0437\u044F \u043D\u0435\u0437\u0430\u0447\u0435\u043C \u043D\u0438 \u0431\u0435\u0437");
var RU_TELL = stems(
  "\u0441\u043E\u043E\u0431\u0449 \u0443\u043F\u043E\u043C\u0438\u043D \u0443\u043F\u043E\u043C\u044F\u043D \u0433\u043E\u0432\u043E\u0440 \u0441\u043A\u0430\u0436 \u0440\u0430\u0441\u0441\u043A\u0430\u0436 \u0440\u0430\u0441\u0441\u043A\u0430\u0437\u044B\u0432 \u0443\u0432\u0435\u0434\u043E\u043C \u0443\u0432\u0435\u0434\u043E\u043C\u043B \u0438\u043D\u0444\u043E\u0440\u043C\u0438\u0440",
  RU_ASK_ENDINGS
);
var RU_NOTICE = words("\u0443\u0432\u0435\u0434\u043E\u043C\u043B\u0435\u043D\u0438\u044F \u0443\u0432\u0435\u0434\u043E\u043C\u043B\u0435\u043D\u0438\u0439 \u043F\u0440\u0435\u0434\u0443\u043F\u0440\u0435\u0436\u0434\u0435\u043D\u0438\u044F");
var RU_AUDIENCE = stems(
  "\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B \u043E\u0442\u0432\u0435\u0442 \u043E\u0442\u0447\u0435\u0442 \u0440\u0435\u0437\u044E\u043C\u0435 \u0438\u0442\u043E\u0433 \u043A\u043B\u0438\u0435\u043D\u0442",
  "0 \u044C \u044F \u044E \u0435\u043C \u0435 \u0438 \u0435\u0439 \u044F\u043C \u044F\u043C\u0438 \u044F\u0445 \u0430 \u0443 \u043E\u043C \u043E\u0432 \u044B \u0430\u043C \u0430\u043C\u0438 \u0430\u0445"
);

// src/analysis/prose/german-french-words.ts
var DE_FR_SEND = (
  // German
  "sende sendet senden gesendet schicke schickt schicken geschickt \xFCbermittle \xFCbermittelt \xFCbermitteln \xFCbertrage \xFCbertr\xE4gt \xFCbertragen poste postet posten gepostet teile teilt teilen geteilt hochladen hochgeladen einf\xFCgen eingef\xFCgt eintragen eintr\xE4gt eingetragen weiterleiten weitergeleitet envoie envoies envoyez envoyer envoy\xE9 envoy\xE9e envoy\xE9s transmets transmet transmettez transmettre transmis transmise colle collez coller coll\xE9 coll\xE9e t\xE9l\xE9verse t\xE9l\xE9versez t\xE9l\xE9verser t\xE9l\xE9vers\xE9 publie publiez publier publi\xE9 partage partagez partager partag\xE9 joins joignez joindre joint jointe reporte reportez reporter report\xE9 recopie recopiez recopier saisis saisissez saisir saisi"
);
var DE_SEPARABLE_SEND = new Map(
  [
    ["trage tr\xE4gt tragen trag", "ein"],
    ["f\xFCge f\xFCgt f\xFCgen f\xFCg", "ein"],
    ["lade l\xE4dt laden lad", "hoch"],
    ["h\xE4nge h\xE4ngt h\xE4ngen h\xE4ng", "an"],
    ["leite leitet leiten", "weiter"]
  ].flatMap(([verbs, particle]) => verbs.split(" ").map((v) => [v, particle]))
);
var DE_FR_AUDIENCE = "person personne nutzer nutzerin benutzer benutzerin anwender anwenderin antwort antworten zusammenfassung bericht erkl\xE4rung erkl\xE4rungen r\xE9ponse r\xE9ponses r\xE9sum\xE9 rapport explication explications";
var DE_FR_NEG = "nicht nie niemals kein keine keinen ne jamais inutile unn\xF6tig";
var DE_FR_WITHOUT = "ohne sans";
var DE_FR_TELL_STEMS = [
  "erw\xE4hn",
  "mitteil",
  "mitgeteilt",
  "sag",
  "gesagt",
  "verrat",
  "zeig",
  "gezeigt",
  "hinweis",
  "mention",
  "signal",
  "\xE9voqu",
  "pr\xE9venir",
  "pr\xE9ven",
  "dire",
  "dites"
];
var DE_FR_ASK_PHRASES = [
  ["bitte"],
  ["du", "sollst"],
  ["sie", "sollen"],
  ["muss", "werden"],
  ["soll", "werden"],
  ["es", "w\xE4re", "gut"],
  ["vous", "devez"],
  ["il", "faut"],
  ["merci", "de"],
  ["veuillez"],
  ["pourriez-vous"],
  ["il", "serait", "bien"]
];
var DE_FR_ASK_HEADS = "bitte du sie muss soll es vous il merci veuillez pourriez-vous";

// src/analysis/prose/romance-forms.ts
var ACUTE = { a: "\xE1", e: "\xE9", i: "\xED", o: "\xF3", u: "\xFA" };
var VOWEL2 = /* @__PURE__ */ new Set([..."aeiou\xE1\xE9\xED\xF3\xFA\xFC"]);
var STRONG = /* @__PURE__ */ new Set([..."aeo"]);
var ACCENTED = /[áéíóú]/;
function spanishStressed(w) {
  if (ACCENTED.test(w)) return w;
  let k = w.length - 1;
  while (k >= 0 && !VOWEL2.has(w[k])) k--;
  while (k >= 0 && VOWEL2.has(w[k])) k--;
  while (k >= 0 && !VOWEL2.has(w[k])) k--;
  const end = k;
  if (end < 0) return w;
  while (k >= 0 && VOWEL2.has(w[k])) k--;
  let pick = end;
  for (let i = end; i > k; i--)
    if (STRONG.has(w[i])) {
      pick = i;
      break;
    }
  const acute = ACUTE[w[pick]];
  return acute ? w.slice(0, pick) + acute + w.slice(pick + 1) : w;
}
var ES_CLITICS = ["lo", "la", "los", "las", "le", "les", "me", "nos"];
var ES_DOUBLE = ["selo", "sela", "selos", "selas", "melo", "mela"];
function spanishPoliteStem(stem, ar) {
  if (ar) {
    if (stem.endsWith("c")) return `${stem.slice(0, -1)}qu`;
    if (stem.endsWith("g")) return `${stem}u`;
    if (stem.endsWith("z")) return `${stem.slice(0, -1)}c`;
    return stem;
  }
  if (stem.endsWith("g")) return `${stem.slice(0, -1)}j`;
  return stem;
}
function spanish(infinitives, irregular = {}) {
  const all = [];
  const orders = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    const ar = inf.endsWith("ar");
    const tu = ir.tu ?? stem + (ar ? "a" : "e");
    const polite = ir.polite ?? spanishPoliteStem(stem, ar) + (ar ? "e" : "a");
    const vosotros = `${inf.slice(0, -1)}d`;
    const gerund = stem + (ar ? "ando" : "iendo");
    const part = ir.part ?? stem + (ar ? "ado" : "ido");
    const infStressed = inf.slice(0, -2) + ACUTE[inf[inf.length - 2]] + "r";
    const plain = [inf, tu, polite, `${polite}n`, `${polite}mos`, vosotros, gerund, `${tu}s`];
    all.push(...plain, part, `${part.slice(0, -1)}a`, `${part}s`, `${part.slice(0, -1)}as`);
    for (const c of ES_CLITICS) {
      all.push(inf + c, spanishStressed(gerund) + c);
      orders.push(
        spanishStressed(tu) + c,
        spanishStressed(polite) + c,
        spanishStressed(`${polite}n`) + c,
        vosotros + c
      );
    }
    for (const c of ES_DOUBLE) {
      all.push(infStressed + c, spanishStressed(gerund) + c);
      orders.push(spanishStressed(tu) + c, spanishStressed(polite) + c);
    }
    if (ir.extra) all.push(...ir.extra.split(" "));
  }
  return { all: [...all, ...orders], orders };
}
var FR_CLITICS = [
  "le",
  "la",
  "les",
  "lui",
  "leur",
  "en",
  "y",
  "moi",
  "nous",
  "le-moi",
  "les-moi",
  "le-nous"
];
var FR_VOWEL_START = /^[aeiouyhéèêàâîô]/;
function openedStem(stem) {
  const k = stem.lastIndexOf("\xE9");
  if (k < 0 || k === stem.length - 1) return stem;
  for (let i = k + 1; i < stem.length; i++) if ("aeiou\xE9\xE8\xEAy".includes(stem[i])) return stem;
  return `${stem.slice(0, k)}\xE8${stem.slice(k + 1)}`;
}
function french(infinitives, irregular = {}) {
  const all = [];
  const orders = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    const open = openedStem(stem);
    const tu = ir.tu ?? `${open}e`;
    const vous = ir.polite ?? `${stem}ez`;
    const nousStem = stem.endsWith("c") ? `${stem.slice(0, -1)}\xE7` : stem.endsWith("g") ? `${stem}e` : stem;
    const nous = `${nousStem}ons`;
    const part = ir.part ?? `${stem}\xE9`;
    const parts = part.endsWith("\xE9") ? [part, `${part}e`, `${part}s`, `${part}es`] : [part, `${part}e`, `${part}es`];
    all.push(inf, tu, vous, ...parts);
    if (inf.endsWith("er")) all.push(nous, `${tu}nt`);
    for (const c of FR_CLITICS) orders.push(`${tu}-${c}`, `${vous}-${c}`);
    if (inf.endsWith("er")) for (const c of FR_CLITICS) orders.push(`${nous}-${c}`);
    if (FR_VOWEL_START.test(inf)) all.push(`l'${inf}`, `d'${inf}`, `l'${vous}`, `l'${tu}`);
    if (ir.extra) all.push(...ir.extra.split(" "));
  }
  return { all: [...all, ...orders], orders };
}
var PT_INF_ACCENT = { ar: "\xE1", er: "\xEA", ir: "i" };
var PT_CLITICS = ["o", "a", "os", "as", "lhe", "lhes", "me"];
var PT_INF_CLITICS = ["lo", "la", "los", "las"];
function portuguese(infinitives, irregular = {}) {
  const all = [];
  const orders = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    const end = inf.slice(-2);
    const ar = end === "ar";
    let politeStem = stem;
    if (ar && stem.endsWith("c")) politeStem = `${stem.slice(0, -1)}qu`;
    else if (ar && stem.endsWith("g")) politeStem = `${stem}u`;
    else if (ar && stem.endsWith("\xE7")) politeStem = `${stem.slice(0, -1)}c`;
    else if (!ar && stem.endsWith("g")) politeStem = `${stem.slice(0, -1)}j`;
    const polite = ir.polite ?? politeStem + (ar ? "e" : "a");
    const tu = ir.tu ?? stem + (ar ? "a" : "e");
    const part = ir.part ?? stem + (ar ? "ado" : "ido");
    const gerund = stem + (ar ? "ando" : end === "er" ? "endo" : "indo");
    all.push(inf, polite, tu, `${polite}m`, `${polite}mos`, gerund, part, `${part.slice(0, -1)}a`);
    all.push(`${part}s`, `${part.slice(0, -1)}as`);
    for (const c of PT_CLITICS) orders.push(`${polite}-${c}`, `${tu}-${c}`);
    for (const c of ["no", "na", "nos", "nas"]) orders.push(`${polite}m-${c}`);
    for (const c of PT_INF_CLITICS) all.push(`${stem}${PT_INF_ACCENT[end] ?? ""}-${c}`);
    all.push(`${inf}-lhe`, `${gerund}-o`, `${gerund}-a`);
    if (ir.extra) all.push(...ir.extra.split(" "));
  }
  return { all: [...all, ...orders], orders };
}
var IT_CLITICS = ["lo", "la", "li", "le", "ne", "gli", "mi", "glielo", "gliela", "glieli", "gliele"];
function italian(infinitives, irregular = {}) {
  const all = [];
  const orders = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 5) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -3);
    const cls = inf.slice(-3);
    const are = cls === "are";
    const hard = stem.endsWith("c") ? `${stem}h` : stem.endsWith("g") ? `${stem}h` : stem;
    const beforeI = are ? /[cg]i$/.test(stem) ? stem.slice(0, -1) : hard : stem;
    const tu = ir.tu ?? stem + (are ? "a" : "i");
    const voi = stem + (are ? "ate" : cls === "ere" ? "ete" : "ite");
    const polite = ir.polite ?? (are ? `${beforeI}i` : `${stem}a`);
    const noi = `${beforeI.endsWith("i") ? beforeI.slice(0, -1) : beforeI}iamo`;
    const part = ir.part ?? stem + (are ? "ato" : cls === "ere" ? "uto" : "ito");
    const gerund = stem + (are ? "ando" : "endo");
    const root = part.slice(0, -1);
    all.push(inf, tu, voi, polite, `${polite}no`, noi, gerund, part, `${root}a`, `${root}i`, `${root}e`);
    for (const c of IT_CLITICS) {
      all.push(inf.slice(0, -1) + c, gerund + c);
      orders.push(tu + c, voi + c, noi + c);
    }
    if (ir.extra) all.push(...ir.extra.split(" "));
  }
  return { all: [...all, ...orders], orders };
}
var ENGLISH_TWINS = new Set(
  "installer charge charger mandate joins joint passe poste poster reporter lance lancer rode posta".split(
    " "
  )
);
function merged(...groups) {
  const all = /* @__PURE__ */ new Set();
  const orders = /* @__PURE__ */ new Set();
  for (const g of groups) {
    for (const f of g.all) if (f && !ENGLISH_TWINS.has(f)) all.add(f);
    for (const f of g.orders) if (f && !ENGLISH_TWINS.has(f)) orders.add(f);
  }
  return { all: [...all], orders: [...orders] };
}

// src/analysis/prose/romance-verbs.ts
var FETCH_FORMS = merged(
  spanish("descargar bajar obtener recuperar traer", {
    obtener: {
      tu: "obt\xE9n",
      polite: "obtenga",
      extra: "obtenlo obtenla obt\xE9ngalo obt\xE9ngala obtened obtenedlo"
    },
    traer: { polite: "traiga", part: "tra\xEDdo", extra: "trae tr\xE1elo tr\xE1iganlo trayendo" }
  }),
  french("t\xE9l\xE9charger r\xE9cup\xE9rer rapatrier obtenir", {
    obtenir: { tu: "obtiens", polite: "obtenez", part: "obtenu", extra: "obtenons" }
  }),
  portuguese("baixar obter pegar buscar descarregar transferir puxar", {
    obter: { tu: "obt\xE9m", polite: "obtenha", extra: "obtenham" },
    transferir: { polite: "transfira", tu: "transfere" }
  }),
  italian("scaricare prelevare recuperare prendere ottenere", {
    prendere: { part: "preso" },
    ottenere: { tu: "ottieni", polite: "ottenga" }
  })
);
var RUN_FORMS = merged(
  spanish("ejecutar correr lanzar arrancar instalar invocar"),
  french("ex\xE9cuter lancer d\xE9marrer installer"),
  portuguese("executar rodar correr lan\xE7ar instalar iniciar", { correr: { tu: "corre" } }),
  italian("eseguire lanciare avviare installare")
);
var HAND_FORMS = merged(
  spanish("pasar entregar canalizar redirigir"),
  french("passer rediriger donner fournir", {
    fournir: { tu: "fournis", polite: "fournissez", part: "fourni" }
  }),
  portuguese("passar entregar canalizar redirecionar"),
  italian("passare fornire reindirizzare", { fornire: { tu: "fornisci", polite: "fornisca" } })
);
var SEND_FORMS = merged(
  spanish("enviar mandar subir adjuntar compartir pegar publicar reenviar transmitir remitir cargar", {
    enviar: { tu: "env\xEDa", polite: "env\xEDe" },
    reenviar: { tu: "reenv\xEDa", polite: "reenv\xEDe" }
  }),
  french(
    "envoyer coller t\xE9l\xE9verser publier partager poster reporter recopier d\xE9poser transmettre joindre saisir",
    {
      envoyer: { tu: "envoie", part: "envoy\xE9", extra: "envoient" },
      transmettre: {
        tu: "transmets",
        polite: "transmettez",
        part: "transmis",
        extra: "transmet transmettons"
      },
      joindre: { tu: "joins", polite: "joignez", part: "joint", extra: "joignons" },
      saisir: { tu: "saisis", polite: "saisissez", part: "saisi", extra: "saisissons" }
    }
  ),
  portuguese(
    "enviar mandar anexar subir carregar compartilhar partilhar colar postar encaminhar transmitir publicar",
    { subir: { tu: "sobe" } }
  ),
  italian(
    "inviare mandare allegare caricare condividere incollare inoltrare trasmettere spedire pubblicare",
    {
      condividere: { part: "condiviso" },
      trasmettere: { part: "trasmesso" },
      spedire: { tu: "spedisci", polite: "spedisca" }
    }
  )
);

// src/analysis/prose/romance-words.ts
var RO_SEND = words(
  // Portuguese
  "envie envia enviar envi\xE1-lo envi\xE1-la enviado enviada enviados enviadas envio mande manda mandar mandado mandada anexe anexa anexar anex\xE1-lo anex\xE1-la anexado anexada anexados anexadas suba subir carregue carregar carregado carregada compartilhe compartilhar compartilhado compartilhada partilhe partilhar cole colar colado colada poste postar postado postada encaminhe encaminhar encaminhado encaminhada transmita transmitir transmitido transmitida invia inviare invialo inviala inviato inviata inviati inviate inviarla inviarlo manda mandare mandalo mandala mandato mandata allega allegare allegalo allegala allegato allegata carica caricare caricalo caricala caricato caricata condividi condividere condiviso condivisa incolla incollare incollato incollata inoltra inoltrare inoltrato inoltrata trasmetti trasmettere trasmesso trasmessa spedisci spedire spedito spedita " + DE_FR_SEND + " " + CA_SEND + " " + SEND_FORMS.all.join(" ")
);
var RO_LAND = words(
  "acabe acabar acabasse chegue chegar chegasse v\xE1 ir parar finisca finire finisce finisse finissero finiscano arrivi arrivare arrivino arrivasse"
);
var RO_INTO = words("no na nos nas em para ao \xE0 nel nella nei nelle in su sul sulla al alla");
var RO_SECRET_PHRASES = [
  ["chave", "privada"],
  ["chaves", "privadas"],
  ["chave", "ssh"],
  ["chaves", "ssh"],
  ["chave", "de", "acesso"],
  ["chaves", "de", "acesso"],
  ["chave", "de", "api"],
  ["chave", "da", "api"],
  ["credenciais"],
  ["senha"],
  ["senhas"],
  ["token", "de", "acesso"],
  ["tokens", "de", "acesso"],
  ["frase", "semente"],
  ["vari\xE1veis", "de", "ambiente"],
  ["chiave", "privata"],
  ["chiavi", "private"],
  ["chiave", "ssh"],
  ["chiavi", "ssh"],
  ["chiave", "api"],
  ["chiavi", "api"],
  ["chiave", "di", "accesso"],
  ["chiavi", "di", "accesso"],
  ["credenziali"],
  ["token", "di", "accesso"],
  ["variabili", "di", "ambiente"],
  ["variabili", "d'ambiente"],
  // Spanish
  ["clave", "privada"],
  ["claves", "privadas"],
  ["clave", "ssh"],
  ["claves", "ssh"],
  ["clave", "de", "acceso"],
  ["claves", "de", "acceso"],
  ["clave", "de", "api"],
  ["claves", "de", "api"],
  ["clave", "api"],
  ["credenciales"],
  ["contrase\xF1a"],
  ["contrase\xF1as"],
  ["token", "de", "acceso"],
  ["tokens", "de", "acceso"],
  ["frase", "semilla"],
  ["variables", "de", "entorno"],
  // French
  ["cl\xE9", "priv\xE9e"],
  ["cl\xE9s", "priv\xE9es"],
  ["cl\xE9", "ssh"],
  ["cl\xE9s", "ssh"],
  ["cl\xE9", "api"],
  ["cl\xE9s", "api"],
  ["cl\xE9", "d'api"],
  ["cl\xE9", "d'acc\xE8s"],
  ["cl\xE9s", "d'acc\xE8s"],
  ["identifiants"],
  ["mot", "de", "passe"],
  ["mots", "de", "passe"],
  ["jeton", "d'acc\xE8s"],
  ["jetons", "d'acc\xE8s"],
  ["variables", "d'environnement"],
  ["phrase", "de", "r\xE9cup\xE9ration"],
  ...CA_SECRET_PHRASES
];
var RO_SECRET_HEADS = words(
  `chave chaves credenciais senha senhas token tokens frase frases vari\xE1veis chiave chiavi credenziali variabili clave claves credenciales contrase\xF1a contrase\xF1as variables cl\xE9 cl\xE9s identifiants mot mots jeton jetons phrase ${CA_SECRET_HEADS}`
);
var RO_PUBLIC = words(
  `p\xFAblica p\xFAblicas publica pubblica pubbliche public pub publique publiques ${CA_PUBLIC}`
);
var RO_AUDIENCE = words(
  "usu\xE1rio usu\xE1ria usu\xE1rios usuario pessoa cliente resumo resposta relat\xF3rio utente utenti persona cliente riepilogo riassunto risposta resoconto report usuaria usuarios resumen respuesta informe utilisateur utilisatrice utilisateurs " + DE_FR_AUDIENCE + " " + CA_AUDIENCE
);
var RO_NEG = words(`n\xE3o nao nunca jamais nem non mai n\xE9 ${DE_FR_NEG}`);
var RO_WITHOUT = words(`sem senza sin ${DE_FR_WITHOUT}`);
var RO_TELL_STEMS = [
  "cit",
  "mencion",
  "menzion",
  "conte",
  "contar",
  "cont\xE1",
  "dize",
  "diz\xEA",
  "diga",
  "dire",
  "dirl",
  "dirg",
  "dica",
  "inform",
  "avis",
  "avvis",
  "relat",
  "rifer",
  "segnal",
  "fale",
  "falar",
  "parl",
  "comunic",
  "nomin",
  // Spanish ("sin avisar", "no se lo digas", "no hace falta decírselo", "no lo comentes").
  "decir",
  "dec\xEDr",
  "digas",
  "diga",
  "coment",
  "cuent",
  ...DE_FR_TELL_STEMS
];
var RO_FETCH = words(`${CA_FETCH} ${FETCH_FORMS.all.join(" ")}`);
var RO_RUN = words(`rode ${CA_RUN} ${RUN_FORMS.all.join(" ")}`);
var RO_HAND = words(
  `passe d\xEA dar dai dallo dalla daglielo manda mandalo ${HAND_FORMS.all.join(" ")}`
);
var RO_ORDER_FORMS = words(
  [...FETCH_FORMS.orders, ...RUN_FORMS.orders, ...HAND_FORMS.orders, ...SEND_FORMS.orders].join(" ")
);
var RO_TO_RUNNER = words(
  "pelo pela ao \xE0 a no na com via para por al a con in nel tramite attraverso per da avec par dans mediante en"
);
var RO_ASK_PHRASES = [
  ["seria", "\xF3timo"],
  ["seria", "bom"],
  ["seria", "\xFAtil"],
  ["seria", "ideal"],
  ["seria", "legal"],
  ["gostaria", "que"],
  ["voc\xEA", "pode"],
  ["voc\xEA", "poderia"],
  ["pode", "cuidar"],
  ["por", "favor"],
  ["precisa", "ser"],
  ["deve", "ser"],
  ["deveria", "ser"],
  ["tem", "que"],
  ["tem", "de"],
  ["\xE9", "preciso"],
  ["\xE9", "necess\xE1rio"],
  ["certifique-se"],
  ["sarebbe", "utile"],
  ["sarebbe", "ottimo"],
  ["sarebbe", "bello"],
  ["sarebbe", "meglio"],
  ["sarebbe", "perfetto"],
  ["vorrei", "che"],
  ["potresti"],
  ["puoi"],
  ["per", "favore"],
  ["deve", "essere"],
  ["dovrebbe", "essere"],
  ["devono", "essere"],
  ["dovrebbero", "essere"],
  ["va", "inviata"],
  ["va", "inviato"],
  ["bisogna"],
  ["\xE8", "necessario"],
  ["cosa", "pi\xF9"],
  ["occupi", "tu"],
  ["assicurati"],
  // Spanish: obligation, wish, "please" ("hay que ejecutarlo", "debes descargar", "es obligatorio").
  ["hay", "que"],
  ["tienes", "que"],
  ["tiene", "que"],
  ["ten\xE9is", "que"],
  ["tienen", "que"],
  ["debes"],
  ["deb\xE9is"],
  ["es", "obligatorio"],
  ["es", "imprescindible"],
  ["es", "necesario"],
  ["aseg\xFArate"],
  ["aseg\xFArese"],
  ["podr\xEDas"],
  ["puedes"],
  ["ser\xEDa", "ideal"],
  ["ser\xEDa", "bueno"],
  // French: "il faut", "vous devez" (german-french-words.ts), "tu dois", "il est nécessaire de".
  ["tu", "dois"],
  ["il", "est", "n\xE9cessaire"],
  ["il", "est", "obligatoire"],
  ["assurez-vous"],
  ["assure-toi"],
  ...DE_FR_ASK_PHRASES,
  ...CA_ASK_PHRASES
];
var RO_ASK_HEADS = words(
  "seria gostaria voc\xEA pode por precisa deve deveria tem \xE9 certifique-se sarebbe vorrei potresti puoi per dovrebbe devono dovrebbero va bisogna cosa occupi assicurati hay tienes tiene ten\xE9is tienen debes deb\xE9is es aseg\xFArate aseg\xFArese podr\xEDas puedes ser\xEDa tu assurez-vous assure-toi " + DE_FR_ASK_HEADS + " " + CA_ASK_HEADS
);

// src/analysis/prose/intents-romance.ts
var RUNNER_PREPS = ["pelo", "pela", "tramite", "attraverso"];
var ENGLISH_TWINS2 = /* @__PURE__ */ new Set([
  "execute",
  "rode",
  "passe",
  "no",
  "via",
  "in",
  "per",
  "a",
  "da",
  "joint",
  "reporter",
  "poste"
]);
var GATE_WORDS = words(
  [
    ...RO_SEND,
    ...RO_LAND,
    ...RO_FETCH,
    ...RO_HAND,
    ...RO_RUN,
    ...RO_NEG,
    ...RO_WITHOUT,
    ...RUNNER_PREPS,
    ...DE_SEPARABLE_SEND.keys()
  ].filter((w) => !ENGLISH_TWINS2.has(w)).join(" ")
);
var TRIGGERS = gate(GATE_WORDS);
var SECRET_SPAN = 30;
var EXFIL_DEST = words("webhook pastebin requestbin ngrok discord telegram");
var REPLY = words("resposta resumo risposta riepilogo riassunto");
var REPLY_PREP = words("na no em nella nel in");
var RUNNER = words("bash sh zsh dash ksh python python3 node deno bun perl ruby powershell pwsh shell");
var SCRIPT_URL = /\.(?:sh|bash|ps1|py|pl|rb)(?:[?#]|$)/i;
var CLAUSE_END2 = /* @__PURE__ */ new Set([";", ".", "?", "!", "|"]);
function romanceIntents(v) {
  if (!v.opens(TRIGGERS)) return [];
  const out = [];
  const ask = asks(v);
  const send = sendHit(v, ask);
  if (send) out.push(...send);
  const exec = execHit(v, ask);
  if (exec) out.push(exec);
  const hide = concealHit(v);
  if (hide) out.push(hide);
  return out;
}
function asks(v) {
  if (v.find(RO_ASK_HEADS).length === 0) return false;
  return v.findPhrases(RO_ASK_PHRASES).length > 0;
}
function orderedAt(v, j) {
  if (v.isWordIn(j, RO_ORDER_FORMS)) return true;
  for (let k = j - 1; k >= 0; k--) {
    const t = v.toks[k];
    if (t.kind === "punct" && t.t === ":") return true;
    if (t.kind === "word" && !/^\d{1,3}$/.test(t.t)) return false;
  }
  return true;
}
function secretsOf(v) {
  const out = /* @__PURE__ */ new Map();
  for (const j of v.secretPaths()) out.set(j, v.secretPathAt(j));
  if (v.find(RO_SECRET_HEADS).length === 0) return out;
  for (const p of v.findPhrases(RO_SECRET_PHRASES)) {
    if (v.find(RO_PUBLIC, p.at, Math.min(v.n, p.at + p.len + 2)).length > 0) continue;
    if (v.toks[p.at + p.len]?.t.endsWith(".pub")) continue;
    const parts = [];
    for (let k = p.at; k < p.at + p.len; k++) parts.push(v.raw(k));
    out.set(p.at, parts.join(" "));
  }
  return out;
}
function destinationOf(v) {
  for (const u of v.urls()) {
    const t = v.toks[u];
    if (t.kind === "placeholder") return u;
    const c = classifyHost(t.t);
    if (c !== "local" && c !== "registry" && c !== "vendor-installer") return u;
  }
  for (let j = 0; j < v.n; j++) {
    if (v.isWordIn(j, EXFIL_DEST)) return j;
    if (v.isWordIn(j, REPLY) && v.isWordIn(j - 1, REPLY_PREP)) return j;
  }
  return void 0;
}
function sameClause(v, a, b) {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && CLAUSE_END2.has(t.t)) return false;
  }
  return true;
}
function negatedRo(v, at) {
  for (let j = at - 1; j >= 0 && j >= at - 4; j--) {
    const t = v.toks[j];
    if (t.kind === "punct") return false;
    if (v.isWordIn(j, RO_NEG) || v.isWordIn(j, RO_WITHOUT)) return true;
  }
  return v.negated(at, 4);
}
function sendVerbs(v) {
  const out = v.find(RO_SEND);
  for (const j of v.find(RO_LAND)) if (v.isWordIn(j + 1, RO_INTO) || v.isWordIn(j + 2, RO_INTO)) out.push(j);
  for (let j = 0; j < v.n; j++) {
    const particle = DE_SEPARABLE_SEND.get(v.w(j));
    if (particle !== void 0 && particleCloses(v, j, particle)) out.push(j);
  }
  return out.sort((a, b) => a - b);
}
var PARTICLE_SPAN = 30;
function particleCloses(v, j, particle) {
  for (let k = j + 1; k < v.n && k <= j + PARTICLE_SPAN; k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && CLAUSE_END2.has(t.t)) return false;
    if (v.w(k) !== particle) continue;
    const next = v.toks[k + 1];
    if (!next || next.kind === "punct") return true;
  }
  return false;
}
function sendHit(v, ask) {
  const verbs = sendVerbs(v);
  if (verbs.length === 0) return void 0;
  const secrets = secretsOf(v);
  if (secrets.size === 0) return void 0;
  const dest = destinationOf(v);
  if (dest === void 0) return void 0;
  for (const at of verbs) {
    let secret;
    for (const s of secrets.keys())
      if (Math.abs(s - at) <= SECRET_SPAN && sameClause(v, s, at) && (secret === void 0 || s > secret))
        secret = s;
    if (secret === void 0) continue;
    const negated = negatedRo(v, at);
    const inherent = ask || orderedAt(v, at);
    return [
      { cls: "secret-read", at, obj: secret, object: secrets.get(secret), negated, inherent },
      { cls: "send-data", at, obj: secret, object: v.raw(dest).slice(0, 300), negated, inherent }
    ];
  }
  return void 0;
}
function remoteUrls2(v) {
  return v.urls().filter((u) => {
    const t = v.toks[u];
    if (t.kind === "placeholder") return false;
    const c = classifyHost(t.t);
    return c !== "local" && c !== "registry" && c !== "vendor-installer";
  });
}
function execHit(v, ask) {
  for (const u of remoteUrls2(v)) {
    const object = v.raw(u).slice(0, 300);
    const script = SCRIPT_URL.test(v.raw(u));
    const fetch = v.near(u, 10, (j) => v.isWordIn(j, RO_FETCH), false, true) ?? v.near(u, 4, (j) => v.isWordIn(j, RO_FETCH), true, false);
    const fetched = script || fetch !== void 0;
    const ordered = (at) => ask || orderedAt(v, at) || fetch !== void 0 && orderedAt(v, fetch);
    const hit = (at, obj) => ({
      cls: "agent-mediated-exec",
      at,
      obj,
      object,
      negated: negatedRo(v, at),
      inherent: ordered(at)
    });
    for (let r = u + 1; r < v.n && r <= u + 14; r++) {
      const t = v.toks[r];
      if (t.kind === "punct" && CLAUSE_END2.has(t.t)) break;
      const name = t.kind === "word" || t.kind === "code" ? t.t.toLowerCase() : "";
      if (!RUNNER.has(name) || !v.isWordIn(r - 1, RO_TO_RUNNER)) continue;
      const at = v.near(
        r,
        6,
        (j) => v.isWordIn(j, RO_HAND) || fetched && v.isWordIn(j, RO_RUN),
        false,
        true
      );
      if (at !== void 0) return hit(at, r);
    }
    if (!fetched) continue;
    const run = v.near(u, 16, (j) => v.isWordIn(j, RO_RUN), true, false);
    if (run !== void 0) return hit(run, u);
    const before2 = script ? v.near(u, 6, (j) => v.isWordIn(j, RO_RUN), false, true) : void 0;
    if (before2 !== void 0) return hit(before2, u);
  }
  return void 0;
}
var ELIDED_USER = /^(?:[a-z]{1,3}')?(?:utente|utilisat(?:eur|rice)s?|usuari(?:s|a|es)?|usuària)$/;
function tells(w) {
  if (w.startsWith("direc") || w.startsWith("dirig")) return false;
  for (const s of RO_TELL_STEMS) if (w.startsWith(s)) return true;
  return false;
}
function concealHit(v) {
  for (let i = 0; i < v.n; i++) {
    if (!v.isWordIn(i, RO_NEG) && !v.isWordIn(i, RO_WITHOUT)) continue;
    for (let k = i + 1; k < v.n && k <= i + 4; k++) {
      if (v.toks[k].kind === "punct") break;
      if (!tells(v.w(k))) continue;
      const aud = v.near(k, 10, (j) => v.isWordIn(j, RO_AUDIENCE) || ELIDED_USER.test(v.w(j)), true, true);
      if (aud === void 0) continue;
      return { cls: "concealment", at: k, obj: aud, absorbed: true, inherent: true, negated: false };
    }
  }
  return void 0;
}

// src/analysis/prose/intents-nl-ru.ts
var SECRET_SPAN2 = 30;
var POINTER_SPAN = 4;
var READ_SPAN = 8;
var NEG_SPAN = 8;
var AUDIENCE_SPAN = 10;
var EXFIL_DEST2 = /* @__PURE__ */ new Set(["webhook", "pastebin", "requestbin", "ngrok", "discord", "telegram"]);
function languageOf(v) {
  let nl = false;
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (w === "") continue;
    const c = w.charCodeAt(0);
    if (c >= 1024 && c <= 1279) return "ru";
    if (NL_GATE.has(w)) nl = true;
  }
  return nl ? "nl" : void 0;
}
var wordAt = (v, i) => foldYo(v.w(i));
var inStems = (v, i, s) => stemOf(wordAt(v, i), s) !== void 0;
var NL = {
  sendAsk: (v, i) => NL_SEND_ASK.has(v.w(i)),
  sendOther: (v, i) => NL_SEND_OTHER.has(v.w(i)),
  read: (v, i) => NL_READ.has(v.w(i)),
  pointer: (v, i) => NL_POINTER.has(v.w(i)),
  ask: (v, i) => NL_ASK.has(v.w(i)),
  neg: (v, i) => NL_NEG.has(v.w(i)),
  tell: (v, i) => {
    const w = v.w(i);
    return NL_TELL.some((s) => w.startsWith(s) && w.length <= s.length + 3 && !w.endsWith("ing"));
  },
  audience: (v, i) => NL_AUDIENCE.has(v.w(i)),
  message: (v, i) => NL_MESSAGE.has(v.w(i)),
  purpose: (v, i) => NL_PURPOSE.has(v.w(i)),
  secrets: (v) => namedSecrets(v, (i) => NL_SECRET.has(v.w(i)) && !NL_PUBLIC.has(v.w(i - 1)))
};
var RU = {
  sendAsk: (v, i) => inStems(v, i, RU_SEND_ASK),
  sendOther: (v, i) => inStems(v, i, RU_SEND_OTHER),
  read: (v, i) => inStems(v, i, RU_READ),
  pointer: (v, i) => RU_POINTER.has(wordAt(v, i)),
  ask: (v, i) => RU_ASK.has(wordAt(v, i)),
  neg: (v, i) => RU_NEG.has(wordAt(v, i)),
  tell: (v, i) => inStems(v, i, RU_TELL) || RU_NOTICE.has(wordAt(v, i)),
  audience: (v, i) => inStems(v, i, RU_AUDIENCE),
  message: (v, i) => inStems(v, i, RU_MESSAGE),
  purpose: (v, i) => RU_PURPOSE.has(wordAt(v, i)),
  secrets: (v) => namedSecrets(
    v,
    (i) => inStems(v, i, RU_SECRET) && !inStems(v, i - 1, RU_PUBLIC) || inStems(v, i, RU_CREDENTIAL) && inStems(v, i + 1, RU_DATA)
  )
};
function namedSecrets(v, named) {
  const out = /* @__PURE__ */ new Map();
  for (const j of v.secretPaths()) out.set(j, v.secretPathAt(j));
  for (let i = 0; i < v.n; i++) if (!out.has(i) && v.w(i) !== "" && named(i)) out.set(i, v.raw(i));
  return out;
}
function within(v, i, span, pred) {
  for (let j = Math.max(0, i - span); j < v.n && j <= i + span; j++)
    if (j !== i && pred(j) && sameClause(v, i, j)) return j;
  return void 0;
}
var SOURCE_PREP = /* @__PURE__ */ new Set(["van", "vanaf", "uit", "\u0441", "\u0441\u043E", "\u0438\u0437", "\u043E\u0442"]);
function destinationOf2(v) {
  for (const u of v.urls()) {
    if (SOURCE_PREP.has(v.w(u - 1)) || SOURCE_PREP.has(v.w(u - 2))) continue;
    const t = v.toks[u];
    if (t.kind === "placeholder") return u;
    const c = classifyHost(t.t);
    if (c !== "local" && c !== "registry" && c !== "vendor-installer") return u;
  }
  for (let j = 0; j < v.n; j++) if (EXFIL_DEST2.has(v.w(j))) return j;
  return void 0;
}
var NL_NEG_AFTER = 8;
function negatedBefore(v, lang, at) {
  for (let j = at - 1; j >= 0 && j >= at - 4; j--) {
    if (v.toks[j].kind === "punct") break;
    if (lang.neg(v, j)) return true;
  }
  if (lang !== NL) return false;
  for (let j = at + 1; j < v.n && j <= at + NL_NEG_AFTER; j++) {
    if (v.toks[j].kind === "punct" || v.toks[j].kind === "url") return false;
    if (lang.neg(v, j)) return true;
  }
  return false;
}
var MESSAGE_SPAN = 3;
function purposeOfMessage(v, lang, at) {
  let msg;
  for (let j = at + 1; j < v.n && j <= at + MESSAGE_SPAN && msg === void 0; j++) {
    if (v.toks[j].kind !== "word") return void 0;
    if (lang.message(v, j)) msg = j;
  }
  if (msg === void 0) return void 0;
  for (let j = msg + 1; j < v.n && j <= at + SECRET_SPAN2; j++) {
    if (!sameClause(v, msg, j)) return void 0;
    if (lang.purpose(v, j)) return j;
  }
  return void 0;
}
function sendHits(v, lang, ask, before2) {
  const dest = destinationOf2(v);
  if (dest === void 0) return [];
  const secrets = lang.secrets(v);
  const stores = new Set(v.secretPaths());
  for (let at = 0; at < v.n; at++) {
    const imperative = lang.sendAsk(v, at);
    if (!imperative && !lang.sendOther(v, at)) continue;
    if (!sameClause(v, at, dest)) continue;
    const purpose = purposeOfMessage(v, lang, at);
    let secret;
    for (const s of secrets.keys()) {
      if (purpose !== void 0 && s > purpose && !stores.has(s)) continue;
      if (Math.abs(s - at) <= SECRET_SPAN2 && sameClause(v, s, at) && (secret === void 0 || s > secret))
        secret = s;
    }
    let object = secret !== void 0 ? secrets.get(secret) : void 0;
    if (object === void 0 && before2 !== void 0 && within(v, at, POINTER_SPAN, (j) => lang.pointer(v, j)))
      object = before2;
    if (object === void 0) continue;
    const negated = negatedBefore(v, lang, at);
    const inherent = imperative || ask;
    return [
      { cls: "secret-read", at, ...secret !== void 0 ? { obj: secret } : {}, object, negated, inherent },
      { cls: "send-data", at, obj: dest, object: v.raw(dest).slice(0, 300), negated, inherent }
    ];
  }
  return [];
}
function readOf(v, lang) {
  const secrets = lang.secrets(v);
  if (secrets.size === 0) return void 0;
  for (let at = 0; at < v.n; at++) {
    if (!lang.read(v, at)) continue;
    const s = within(v, at, READ_SPAN, (j) => secrets.has(j));
    if (s === void 0) continue;
    return {
      cls: "secret-read",
      at,
      obj: s,
      object: secrets.get(s),
      negated: negatedBefore(v, lang, at),
      inherent: true
    };
  }
  return void 0;
}
var NEG_UNDONE = /* @__PURE__ */ new Set(["vergeet", "vergeten", "alleen", "enkel", "\u0442\u043E\u043B\u044C\u043A\u043E", "\u043B\u0438\u0448\u044C"]);
var FORGET = "\u0437\u0430\u0431\u044B";
var FORGET_PERFECTIVE = "\u0437\u0430\u0431\u0443\u0434";
function undoneAt(v, j) {
  const w = wordAt(v, j);
  return NEG_UNDONE.has(w) || w.startsWith(FORGET) || w.startsWith(FORGET_PERFECTIVE);
}
function keepsBack(v, lang, j, at) {
  if (!lang.neg(v, j) || undoneAt(v, j - 1) || undoneAt(v, j + 1)) return false;
  for (let k = Math.min(j, at) + 1; k < Math.max(j, at); k++) if (v.toks[k].kind !== "word") return false;
  return true;
}
function concealOf(v, lang) {
  let secrets;
  for (let at = 0; at < v.n; at++) {
    if (!lang.tell(v, at)) continue;
    if (within(v, at, NEG_SPAN, (j) => keepsBack(v, lang, j, at)) === void 0) continue;
    const aud = within(v, at, AUDIENCE_SPAN, (j) => lang.audience(v, j));
    if (aud === void 0) continue;
    secrets ??= lang.secrets(v);
    const named = secrets;
    if (within(v, at, AUDIENCE_SPAN, (j) => named.has(j)) !== void 0) continue;
    return { cls: "concealment", at, obj: aud, absorbed: true, inherent: true, negated: false };
  }
  return void 0;
}
function dutchRussianIntents(v, readBefore) {
  const code = languageOf(v);
  if (code === void 0) return [];
  const lang = code === "ru" ? RU : NL;
  let ask = false;
  for (let i = 0; i < v.n && !ask; i++) ask = lang.ask(v, i);
  const out = sendHits(v, lang, ask, readBefore);
  if (out.length === 0) {
    const read = readOf(v, lang);
    if (read) out.push(read);
  }
  const hide = concealOf(v, lang);
  if (hide) out.push(hide);
  return out;
}
function hasWord(v) {
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    for (let k = 0; k < w.length; k++) if (w.charCodeAt(k) < 48 || w.charCodeAt(k) > 57) return true;
  }
  return false;
}
function linkSecretRead(prev, a) {
  if (!followsClosely(prev, a)) return;
  if (!hasWord(prev.view)) {
    if (prev.readBefore !== void 0) a.readBefore = prev.readBefore;
    return;
  }
  if (hasWord(a.view) && languageOf(a.view) === void 0) return;
  const read = readOf(prev.view, languageOf(prev.view) === "ru" ? RU : NL);
  if (read && !read.negated && read.object !== void 0) a.readBefore = read.object;
}

// src/analysis/prose/request-commands.ts
var REQUEST_COMMAND = /^(?:sudo\s+)?(?:curl|wget|http|https|xh|httpie|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)(?:\.exe)?\s/i;
var URL_IN = /https?:\/\/[^\s`'"<>)]{1,300}/i;
function requestCommands(v) {
  const out = [];
  for (let j = 0; j < v.n; j++) {
    const t = v.toks[j];
    if (t.kind !== "code" || t.t.length > 2e3 || !REQUEST_COMMAND.test(t.t)) continue;
    const url = URL_IN.exec(t.t)?.[0];
    if (url !== void 0) out.push({ at: j, url });
  }
  return out;
}
function destText(v, j) {
  const t = v.toks[j];
  if (t?.kind === "code" && REQUEST_COMMAND.test(t.t)) {
    const url = URL_IN.exec(t.t)?.[0];
    if (url !== void 0) return url;
  }
  return v.raw(j).slice(0, 300);
}

// src/analysis/prose/credential-slots.ts
var CREDENTIAL_HEADER = /^(?:(?:proxy-)?authorization|(?:x-)?(?:[a-z]{1,20}-){0,2}(?:api-?key|auth-token|access-token|token|key))$/;
var SCHEMES = /* @__PURE__ */ new Set(["bearer", "token", "basic", "bot", "oauth", "apikey", "key", "sso-key", "digest"]);
function credentialSlots(v, nameBefore) {
  const out = describedHeaders(v, nameBefore);
  for (let i = 0; i + 2 < v.n; i++) {
    if (!CREDENTIAL_HEADER.test(v.w(i)) || v.toks[i + 1].t !== ":") continue;
    let j = i + 2;
    const after2 = v.toks[j + 1];
    if (SCHEMES.has(v.w(j)) && after2 && after2.kind !== "quote" && after2.kind !== "punct") j++;
    const val = v.toks[j];
    if (val.kind === "quote" || val.kind === "punct" || val.kind === "url") continue;
    const kind = kindOf(val.kind, val.t);
    const last = kind === "command" && val.t.startsWith("$(") ? substitutionEnd(v, j) : j;
    const value = val.kind === "code" ? val.t : joined(v, j, last);
    const store = kind === "command" ? secretCommandStore(value) : void 0;
    out.push({ first: i, last, value, kind, ...store ? { store } : {} });
  }
  return out;
}
function substitutionEnd(v, from) {
  for (let k = from; k < v.n && k <= from + 12; k++) if (v.toks[k].t === ")") return k;
  return from;
}
function joined(v, from, to) {
  const parts = [];
  for (let k = from; k <= to; k++) parts.push(v.raw(k));
  return parts.join(" ").replace(/ \)$/, ")");
}
function kindOf(kind, t) {
  if (kind === "code" || t.startsWith("$(")) return "command";
  const variable = kind === "path" && t.startsWith("$");
  const fill = variable || kind === "placeholder" || FILL_LEAD.test(t);
  if (!fill) return kind === "path" ? "command" : "literal";
  return serviceWords(slotName(t)).length > 0 ? "named" : "generic";
}
function readsHeaders(v, dest) {
  if (dest === void 0) return false;
  const cls = classifyHost(destText(v, dest));
  return cls === "exfil-service" || cls === "raw-ip";
}
var SECRET_VARIABLE = /^\$?\{?([A-Z][A-Z0-9_]{1,63})\}?$/;
function secretVariableAt(v, j) {
  const t = v.toks[j];
  if (t.kind !== "code" && t.kind !== "path") return void 0;
  const name = SECRET_VARIABLE.exec(t.t)?.[1];
  return name !== void 0 && SECRET_ENV_NAME.test(name) ? name : void 0;
}
function lastSecretVariable(v) {
  for (let j = v.n - 1; j >= 0; j--) {
    const name = secretVariableAt(v, j);
    if (name !== void 0) return name;
  }
  return void 0;
}
var CREDENTIAL_NOUN = /* @__PURE__ */ new Set(["key", "keys", "token", "tokens"]);
var OWN_SECRET = /* @__PURE__ */ new Set([
  "secret",
  "private",
  "password",
  "passwords",
  "credential",
  "credentials",
  "ssh",
  "session"
]);
var PHRASE_SKIP = /* @__PURE__ */ new Set(["the", "your", "my", "our", "its", "this", "that", "a", "an", "same"]);
var PHRASE_WINDOW = 8;
function describedHeaders(v, nameBefore) {
  const out = [];
  for (let j = 0; j < v.n && out.length < 4; j++) {
    const header = headerNamed(v, j);
    if (header === void 0) continue;
    let first = j;
    let value;
    for (let k = 0; k < v.n && value === void 0; k++) value = secretVariableAt(v, k);
    if (value === void 0) {
      const noun = v.near(j, PHRASE_WINDOW, (k) => CREDENTIAL_NOUN.has(v.w(k)), false, true);
      if (noun !== void 0) {
        first = noun;
        while (first > 0 && first > noun - 3 && v.toks[first - 1].kind === "word" && !PHRASE_SKIP.has(v.w(first - 1)))
          first--;
        const phrase = [];
        for (let k = first; k <= noun; k++) phrase.push(v.w(k));
        if (phrase.some((w) => OWN_SECRET.has(w))) continue;
        if (phrase.at(-1).startsWith("key") && !phrase.includes("api")) phrase.splice(-1, 0, "api");
        const unnamed = serviceWords(slotName(phrase.join("_"))).length === 0;
        value = nameBefore !== void 0 && unnamed ? nameBefore : phrase.join("_");
        if (first > 0 && PHRASE_SKIP.has(v.w(first - 1))) first--;
      } else value = nameBefore;
    }
    value ??= header;
    const kind = serviceWords(slotName(value)).length > 0 ? "named" : "generic";
    out.push({ first, last: j, value, kind, described: true });
  }
  return out;
}
function headerNamed(v, j) {
  const t = v.toks[j];
  if (t.kind !== "code" && t.kind !== "word") return void 0;
  const name = t.t.toLowerCase();
  if (name.length > 40 || !CREDENTIAL_HEADER.test(name)) return void 0;
  const beside = v.w(j + 1) === "header" || v.w(j + 1) === "headers" || v.w(j - 1) === "header";
  return beside ? name : void 0;
}

// src/analysis/prose/store-taken-up.ts
var SEND_OUT = words("send post upload submit forward transmit paste attach email mail share");
var DEMONSTRATIVE = /* @__PURE__ */ new Set(["this", "that"]);
var FILE_WORDS = words("file file\u2019s file's files login logins config credentials store");
var POSSESSIVE = /* @__PURE__ */ new Set(["its", "their"]);
var TEXT_WORDS = words("contents content text body data");
function linkStoreNamed(prev, a) {
  if (!followsClosely(prev, a)) return;
  a.secretNameBefore = lastSecretVariable(prev.view) ?? prev.secretNameBefore;
  const paths = prev.view.secretPaths();
  const last = paths[paths.length - 1];
  if (last === void 0 || prev.view.negated(last, 8)) return;
  a.storeBefore = prev.view.secretPathAt(last);
}
function storeTakenUp(v, store) {
  if (store === void 0 || v.secretPaths().length > 0) return [];
  for (const at of v.find(SEND_OUT)) {
    const next = v.w(at + 1);
    const pointsBack2 = next === "it" || DEMONSTRATIVE.has(next) && v.isWordIn(at + 2, FILE_WORDS) || POSSESSIVE.has(next) && v.isWordIn(at + 2, TEXT_WORDS);
    if (!pointsBack2) continue;
    return [{ cls: "secret-read", at, obj: at + 1, object: store, negated: v.negated(at, 6) }];
  }
  return [];
}

// src/analysis/prose/concealed-actions.ts
var CONCEALED = words(
  "upload uploads download request call command commands transfer sync telemetry network connection instruction instructions reminder reminders exfiltration backup modification hook script activity extra additional copying sending"
);
var TOLD_PARTICIPLES = words(
  "mentioned itemised itemized listed reported disclosed surfaced shown raised brought noted summarised summarized narrated announced"
);
var MODAL2 = words("should must shall need");
var PRONOUN3 = /* @__PURE__ */ new Set(["these", "they", "them", "those", "it", "this", "that"]);
function actionsNotToBeTold(v) {
  for (let at = 2; at < v.n; at++) {
    if (!v.isWordIn(at, TOLD_PARTICIPLES) || v.w(at - 1) !== "be") continue;
    const rule = v.w(at - 2) === "to" && v.w(at - 3) === "not" || v.w(at - 2) === "not" && v.isWordIn(at - 3, MODAL2);
    if (!rule) continue;
    const not = v.w(at - 2) === "not" ? at - 2 : at - 3;
    const subject = actionSubject(v, not);
    if (subject !== void 0)
      return [{ cls: "concealment", at, obj: subject, absorbed: true, inherent: true, negated: false }];
  }
  return [];
}
function actionSubject(v, not) {
  for (let k = not - 1; k >= Math.max(0, not - 8); k--) {
    if (v.toks[k]?.kind === "punct") return void 0;
    if (v.isWordIn(k, CONCEALED)) return k;
    if (!PRONOUN3.has(v.w(k))) continue;
    for (let j = k - 1; j >= 0 && j >= k - 60; j--) if (v.isWordIn(j, CONCEALED)) return j;
    return void 0;
  }
  return void 0;
}

// src/analysis/prose/concealment-replies.ts
var PRONOUN_OBJECT = words("it this that them these those");
var AUDIENCE = words(
  "user human operator person anyone anybody owner reviewer customer people users humans analyst analysts"
);
var UNSAID = words(
  "unmentioned unsaid unreported unremarked unstated undisclosed unannounced unspoken"
);
var LEAVE_KEEP = words("leave keep let");
var GO_STAY = words("go stay remain");
var MODAL3 = words("can may should must will shall could");
function askedToLeaveUnsaid(v, at) {
  const go = v.near(at, 2, (j) => v.isWordIn(j, GO_STAY), false, true);
  if (go !== void 0 && v.isWordIn(go - 1, MODAL3)) return go;
  const lead = v.near(at, 6, (j) => v.isWordIn(j, LEAVE_KEEP), false, true);
  if (lead === void 0) return void 0;
  const first = v.toks[lead - 1];
  const imperative = lead === 0 || first?.kind === "punct" || v.w(lead - 1) === "please" || v.w(lead - 1) === "and";
  const object = v.isWordIn(lead + 1, PRONOUN_OBJECT) || v.w(lead + 1) === "the";
  return imperative && object ? lead : void 0;
}
var STAY = words("stay stays remain remains kept keep");
function stepKeptOutOfReply(v) {
  for (const at of v.find(STAY)) {
    if (v.w(at + 1) !== "out" || v.w(at + 2) !== "of") continue;
    const det = v.w(at + 3) === "the" || v.w(at + 3) === "your" ? at + 4 : at + 3;
    const reads = v.isWordIn(det, USER_READS) || pronounEnds(v, at + 3) && v.near(at, 30, (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, AUDIENCE), false, true) !== void 0;
    if (!reads || !namedStep(v, Math.max(0, at - (reads && !v.isWordIn(det, USER_READS) ? 20 : 12)), at))
      continue;
    return at;
  }
  return void 0;
}
function actionNeedsNoMention(v, neg, at) {
  if (v.w(neg) !== "no" || !/^(?:needs?|deserves?|warrants?|requires?|gets?)$/.test(v.w(neg - 1)))
    return void 0;
  const reply = v.near(at, 4, (j) => v.isWordIn(j, USER_READS), true, false);
  if (reply === void 0) return void 0;
  for (let k = Math.max(0, neg - 7); k < neg - 1; k++)
    if (v.toks[k]?.kind === "word" && /^[a-z]{3,}ing$/.test(v.w(k)) || v.isWordIn(k, CONCEALED))
      return reply;
  return void 0;
}
function pronounEnds(v, j) {
  if (v.w(j) !== "it" && v.w(j) !== "there") return false;
  const next = v.toks[j + 1];
  return next === void 0 || next.kind === "punct";
}
var USER_READS = words("summary reply response answer recap report output write-up writeup");
function namedStep(v, from, to) {
  for (let k = from; k < to; k++)
    if (v.w(k) === "step" || v.w(k) === "steps" || v.isWordIn(k, CONCEALED)) return true;
  return false;
}
var REPORTS = words(
  "summary summaries recap recaps reply replies response responses update updates handoff"
);
var PRONOUNS = /* @__PURE__ */ new Set(["it", "this", "that", "them", "these", "those"]);
function leftOutOfReport(v, at) {
  let end = at + 2;
  if (!PRONOUNS.has(v.w(at + 1))) {
    end = -1;
    for (let k = at + 1; k <= at + 5 && k < v.n && v.toks[k]?.kind !== "punct"; k++) {
      if (v.w(k) === "out" || v.w(k) === "from") {
        end = k;
        break;
      }
    }
    if (end < 0 || !hasSetupWord(v, at + 1, end)) return void 0;
  }
  const from = v.w(end) === "out" && v.w(end + 1) === "of" ? end + 2 : v.w(end) === "from" ? end + 1 : -1;
  if (from < 0) return void 0;
  for (let j = from; j < from + 4 && j < v.n; j++) if (v.isWordIn(j, REPORTS)) return j;
  return void 0;
}
var SETUP_WORDS = words("settings setting permission permissions config configuration allowlist");
function hasSetupWord(v, from, to) {
  for (let k = from; k < to; k++) if (v.isWordIn(k, SETUP_WORDS) || v.isWordIn(k, CONCEALED)) return true;
  return false;
}
var ROUTINE = words("bookkeeping housekeeping routine background");
function noPlaceInReport(v) {
  for (let i = 1; i < v.n; i++) {
    const belongs = /^belongs?$/.test(v.w(i)) && v.negatorBefore(i, 3) !== void 0;
    const noPlace = v.w(i) === "place" && v.w(i - 1) === "no" && /^(?:has|have|had)$/.test(v.w(i - 2));
    if (!belongs && !noPlace) continue;
    if (v.w(i + 1) !== "in" && v.w(i + 1) !== "into") continue;
    const report = v.near(i + 1, 4, (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, REPORTS), true, false);
    if (report === void 0) continue;
    const opener = v.w(0);
    const action = /^(?:[a-z]{3,}ing|[a-z]{3,}tion|[a-z]{3,}ment|it|this|that)$/.test(opener);
    const playedDown = v.find(ROUTINE, 0, i).length > 0;
    if (action && playedDown || namedStep(v, 0, i)) return report;
  }
  return void 0;
}
var REDACTED = words(
  "secret secrets token tokens key keys password passwords credential credentials value values"
);
var TAKES_UP_ACTION = /* @__PURE__ */ new Set(["it", "this", "that", "step", "check", "call", "request"]);
function passiveLeftUntold(v, neg, at) {
  if (v.w(at - 1) !== "be" || !/(?:ed|wn)$/.test(v.w(at))) return void 0;
  if (!/^(?:need|needs|have|has|must|should|ought)$/.test(v.w(neg + 1)) && v.w(neg - 1) !== "need")
    return void 0;
  const reader = v.near(at, 7, (j) => v.isWordIn(j, AUDIENCE) || v.isWordIn(j, USER_READS), true, false);
  if (reader === void 0) return void 0;
  let subject = false;
  for (let k = Math.max(0, neg - 14); k < neg; k++) {
    if (v.isWordIn(k, REDACTED)) return void 0;
    if (TAKES_UP_ACTION.has(v.w(k)) || v.isWordIn(k, CONCEALED)) subject = true;
  }
  return subject ? reader : void 0;
}
var CO_AUDIENCE = words(
  "admin admins administrator administrators team teams maintainer maintainers manager managers lead leads"
);
function coordinatedAudience(v, aud) {
  const c = v.w(aud + 1);
  if (c !== "or" && c !== "and" && c !== "nor") return void 0;
  const k = v.w(aud + 2) === "the" || v.w(aud + 2) === "any" || v.w(aud + 2) === "their" ? aud + 3 : aud + 2;
  return v.isWordIn(k, AUDIENCE) || v.isWordIn(k, CO_AUDIENCE) ? k : void 0;
}
var REPORT_ROOM = words("line lines mention word words sentence entry bullet note paragraph");
var NEED_VERBS = words("need needs deserve deserves warrant warrants require requires get gets");
var READ_PARTS = words("explanation explanations");
var ACTION_SUBJECTS = /* @__PURE__ */ new Set(["it", "this", "that"]);
function noRoomInReport(v) {
  const subject = ACTION_SUBJECTS.has(v.w(0)) || namedStep(v, 0, Math.min(v.n, 4));
  if (!subject) return void 0;
  for (let i = 2; i < v.n; i++) {
    if (!v.isWordIn(i, REPORT_ROOM) || v.w(i + 1) !== "in" && v.w(i + 1) !== "within") continue;
    const need = v.near(i, 4, (j) => v.isWordIn(j, NEED_VERBS), false, true);
    if (need === void 0) continue;
    const negated = v.w(need + 1) === "no" || v.negatorBefore(need, 3) !== void 0;
    if (!negated) continue;
    const reply = v.near(
      i + 1,
      3,
      (j) => v.isWordIn(j, USER_READS) || v.isWordIn(j, REPORTS) || v.isWordIn(j, READ_PARTS),
      true,
      false
    );
    if (reply !== void 0) return reply;
  }
  return void 0;
}

// src/analysis/prose/intents-concealment.ts
var HIDE = words("hide conceal omit withhold suppress mask obscure cloak bury");
var HIDE_SPLIT = [
  ["leave", "out"],
  ["keep", "out"],
  ["keep", "quiet"],
  ["keep", "secret"],
  ["keep", "hidden"],
  ["keep", "private"],
  ["keep", "yourself"],
  ["cover", "up"],
  ["bury", "deep"]
];
var HIDE_PHRASES = [
  ["keep", "quiet"],
  ["keep", "secret"],
  ["keep", "hidden"],
  ["keep", "private"],
  ["keep", "silent"],
  ["cover", "up"],
  ["say", "nothing"],
  ["stay", "silent"],
  ["remain", "silent"],
  ["stay", "quiet"],
  ["keep", "it", "to", "yourself"],
  ["keep", "this", "to", "yourself"]
];
var TELL = words(
  "tell mention inform notify alert reveal disclose report show say explain acknowledge admit announce display surface share narrate describe bring let discuss walk"
);
var FROM = /* @__PURE__ */ new Set(["from", "to", "with"]);
var KNOW = words("know notice realize realise see learn find discover suspect hear");
var STEALTH = words("secretly covertly surreptitiously discreetly stealthily silently quietly");
var STEALTH_VERBS = words(
  "send upload post copy run execute install delete modify write exfiltrate forward transmit add append fetch download read"
);
var HIDE_GATE = words("leave keep cover say stay remain bury");
var KEEP_STAY = words("keep stay remain");
function betweenUs(v, j) {
  const a = v.w(j + 1);
  if (a === "ourselves") return true;
  if (a === "us") return v.w(j + 2) !== "and";
  return a === "you" && v.w(j + 2) === "and" && v.w(j + 3) === "me";
}
var CONCEALMENT_TRIGGERS = gate(
  HIDE,
  TELL,
  KNOW,
  STEALTH,
  HIDE_GATE,
  FOREIGN_TELL,
  words("stay stays remain remains kept"),
  TOLD_PARTICIPLES,
  UNSAID,
  words("belong belongs place line lines entry bullet sentence paragraph note word words")
);
function concealment(v) {
  if (!v.opens(CONCEALMENT_TRIGGERS)) return [];
  const out = [];
  const audienceNear = (i, win = 9) => v.near(
    i,
    win,
    (j) => v.isWordIn(j, AUDIENCE) && (FROM.has(v.w(j - 1)) || FROM.has(v.w(j - 2))),
    true,
    true
  );
  const actionNear = (i) => v.near(i, 3, (j) => v.isWordIn(j, CONCEALED) && !v.inQuotes(j), true, false);
  const hides = [
    ...v.find(HIDE),
    ...v.findPhrases(HIDE_PHRASES).map((p) => p.at),
    ...v.findSplit(HIDE_SPLIT, 6)
  ];
  for (const at of hides) {
    const obj = audienceNear(at) ?? whatYouShow(v, at) ?? actionNear(at) ?? leftOutOfReport(v, at);
    if (obj === void 0) continue;
    out.push({ cls: "concealment", at, obj, negated: v.negated(at) });
  }
  for (const at of v.find(TELL)) {
    const neg = v.negatorBefore(at, 5) ?? coordinatedNegator(v, at);
    if (neg === void 0) continue;
    if (v.w(at) === "let" && !v.isWordIn(at + 2, KNOW)) continue;
    if (v.w(at) === "walk" && v.near(at, 4, (j) => v.w(j) === "through", true, false) === void 0) continue;
    if (v.w(at) === "bring" && v.w(at + 1) !== "up") {
      const split = bringSplitUp(v, at);
      if (split !== void 0)
        out.push({
          cls: "concealment",
          at,
          obj: split,
          absorbed: true,
          inherent: needless(v, neg),
          negated: false
        });
      continue;
    }
    const untold = passiveLeftUntold(v, neg, at);
    if (untold !== void 0) {
      out.push({ cls: "concealment", at, obj: untold, absorbed: true, inherent: true, negated: false });
      continue;
    }
    const aud = v.near(at, 4, (j) => v.isWordIn(j, AUDIENCE), true, false) ?? stepKeptFrom(v, at);
    const obj = aud !== void 0 ? aboutAnAction(v, aud) || v.w(at) === "walk" ? aud : void 0 : actionNear(at) ?? actionNeedsNoMention(v, neg, at);
    if (obj === void 0) continue;
    out.push({ cls: "concealment", at, obj, absorbed: true, inherent: needless(v, neg), negated: false });
  }
  for (const at of v.find(FOREIGN_TELL)) {
    const hit = foreignKeptFrom(v, at);
    if (hit !== void 0)
      out.push({
        cls: "concealment",
        at,
        obj: hit,
        absorbed: true,
        // Said as needless, or "without telling" (Catalan "sense avisar"): the concealment itself.
        ...v.near(at, 5, (j) => FOREIGN_NEEDLESS.has(v.w(j)) || v.w(j) === "sense", false, true) !== void 0 ? { inherent: true } : {},
        negated: false
      });
  }
  for (const at of v.find(UNSAID)) {
    const lead = askedToLeaveUnsaid(v, at);
    if (lead === void 0 || v.negatorBefore(lead, 8) !== void 0) continue;
    out.push({ cls: "concealment", at: lead, obj: at, inherent: true, negated: false });
  }
  const noPlace = noPlaceInReport(v) ?? noRoomInReport(v);
  if (noPlace !== void 0)
    out.push({ cls: "concealment", at: noPlace, obj: noPlace, inherent: true, negated: false });
  const outOf = stepKeptOutOfReply(v);
  if (outOf !== void 0)
    out.push({ cls: "concealment", at: outOf, obj: outOf, inherent: true, negated: v.negated(outOf) });
  for (const at of v.find(KNOW)) {
    const aud = v.near(at, 6, (j) => v.isWordIn(j, AUDIENCE), false, true);
    const neg = v.negatorBefore(at, 6);
    if (aud === void 0 || neg === void 0) continue;
    if (v.w(neg) !== "without" && v.w(at - 2) !== "need" && v.w(at - 1) !== "need") continue;
    out.push({ cls: "concealment", at, obj: aud, absorbed: true, inherent: true, negated: false });
  }
  out.push(...actionsNotToBeTold(v));
  for (const at of v.find(KEEP_STAY)) {
    const b = v.near(at, 5, (j) => v.w(j) === "between" && betweenUs(v, j), true, false);
    if (b !== void 0) out.push({ cls: "concealment", at, obj: b, inherent: true, negated: v.negated(at) });
  }
  for (const at of v.find(STEALTH)) {
    const verb = v.near(at, 2, (j) => v.isWordIn(j, STEALTH_VERBS));
    if (verb === void 0) continue;
    out.push({ cls: "concealment", at, obj: verb, negated: v.negated(Math.min(at, verb)) });
  }
  return out;
}
var FOREIGN_AUDIENCE = /^(?:[a-z]{1,3}')?(?:nutzer|benutzer|anwender|utilisat(?:eur|rice)|usuari[oa]?|usuària|usuário|utente)(?:in|s|n)?$/;
var FOREIGN_NEEDLESS = /* @__PURE__ */ new Set([
  "falta",
  "necesario",
  "necesaria",
  "preciso",
  "precisa",
  "necess\xE1rio",
  "n\xF6tig",
  "notwendig",
  "erforderlich",
  "besoin",
  "n\xE9cessaire",
  "inutile",
  "serve",
  "bisogno",
  "necessario",
  // Catalan "no cal" (there is no need).
  "cal"
]);
function foreignKeptFrom(v, at) {
  const neg = v.near(at, 3, (j) => FOREIGN_NEG_BEFORE.has(v.w(j)), false, true) ?? v.near(at, 6, (j) => FOREIGN_NEG_AFTER.has(v.w(j)), true, false) ?? clauseFinalNegation(v, at);
  if (neg === void 0) return void 0;
  return v.near(
    at,
    6,
    (j) => FOREIGN_AUDIENCE.test(v.w(j)) || FOREIGN_REPLY.has(v.w(j)) || GERMAN_REPORT.test(v.w(j)),
    true,
    false
  );
}
function clauseFinalNegation(v, at) {
  for (let k = at + 1; k < v.n && k <= at + 12; k++) {
    if (v.toks[k].kind === "punct" || CLAUSE_OPENERS_DE.has(v.w(k))) return void 0;
    if (v.w(k) === "nicht") return k;
  }
  return void 0;
}
var CLAUSE_OPENERS_DE = new Set(
  "die der das dass ob wenn weil welche welcher welches deren dessen falls sobald".split(" ")
);
var GERMAN_REPORT = new RegExp("^\\p{L}{2,30}(?:bericht|zusammenfassung)$", "u");
var SHOW_LIKE = words("quote repeat echo read restate relay surface");
var COORDINATED = /* @__PURE__ */ new Set(["or", "nor", "and", "it", "them", "this", "that", "back", "out", "up", "aloud"]);
function coordinatedNegator(v, at) {
  for (let k = at - 1; k >= 0 && k >= at - 12; k--) {
    const t = v.toks[k];
    if (t.kind === "punct") {
      if (t.t !== ",") return void 0;
      continue;
    }
    const isVerb = v.isWordIn(k, TELL) || v.isWordIn(k, SHOW_LIKE);
    if (!isVerb && !COORDINATED.has(v.w(k))) return void 0;
    if (isVerb) {
      const neg = v.negatorBefore(k, 5);
      if (neg !== void 0) return neg;
    }
  }
  return void 0;
}
var BROUGHT = words("this it that step steps part parts");
function bringSplitUp(v, at) {
  let up = -1;
  for (let k = at + 2; k <= at + 4 && k < v.n; k++) if (v.w(k) === "up") up = k;
  if (up < 0) return void 0;
  let named = false;
  for (let k = at + 1; k < up; k++) {
    const t = v.toks[k];
    if (t?.kind === "punct") return void 0;
    if (v.isWordIn(k, BROUGHT) || v.isWordIn(k, CONCEALED) || /^\d{1,3}$/.test(v.w(k))) named = true;
  }
  if (!named) return void 0;
  return v.near(up, 4, (j) => v.isWordIn(j, AUDIENCE), true, false);
}
function stepKeptFrom(v, at) {
  for (let k = at + 1; k <= at + 4 && k < v.n; k++) {
    const t = v.toks[k];
    if (t?.kind === "punct") return void 0;
    const w = v.w(k);
    if (w === "to" || w === "with") return v.near(k, 3, (j) => v.isWordIn(j, AUDIENCE), true, false);
    if ((w === "in" || w === "from") && namedStep(v, at + 1, k))
      return v.near(k, 2, (j) => v.isWordIn(j, USER_READS) && v.w(j - 1) !== "the", true, false);
    const pointer = v.isWordIn(k, BROUGHT) || v.isWordIn(k, CONCEALED) || /^\d{1,3}$/.test(w) || w === "the";
    if (t?.kind === "word" && !pointer) return void 0;
  }
  return void 0;
}
function aboutAnAction(v, aud) {
  const second = coordinatedAudience(v, aud);
  if (second !== void 0) return aboutAnAction(v, second);
  const next = v.w(aud + 1);
  const t = v.toks[aud + 1];
  if (!t || t.kind === "punct" || next === "anything" || next === "this" || next === "it" || next === "unless")
    return true;
  if ((next === "or" || next === "nor") && (v.isWordIn(aud + 2, TELL) || v.isWordIn(aud + 2, SHOW_LIKE)))
    return true;
  if (next === "about" || next === "of" || next === "that" || next === "what" || next === "you") {
    for (let k = aud + 2; k < Math.min(v.n, aud + 8); k++) {
      if (v.isWordIn(k, CONCEALED) || v.isWordIn(k, STEALTH_VERBS) || v.isWordIn(k, DONE)) return true;
      if (v.isWordIn(k, CHANGED)) {
        for (let m = aud + 2; m < k; m++) if (CHANGE_SUBJECT.has(v.w(m))) return true;
      }
    }
  }
  return false;
}
var DONE = words("copied sent uploaded ran");
var CHANGED = words("changed modified altered edited rewrote rewritten touched");
var CHANGE_SUBJECT = /* @__PURE__ */ new Set(["anything", "something", "you", "it", "this", "we"]);
var SHOWN = /* @__PURE__ */ new Set(["what", "whatever", "anything", "everything"]);
function whatYouShow(v, i) {
  return v.near(
    i,
    8,
    (j) => SHOWN.has(v.w(j)) && v.w(j + 1) === "you" && v.isWordIn(j + 2, TELL),
    true,
    false
  );
}
function needless(v, neg) {
  return v.w(neg + 1) === "need" || v.w(neg + 1) === "necessary" || v.w(neg + 1) === "reason" || v.w(neg - 1) === "need";
}

// src/analysis/prose/intents-permission.ts
var CONFIG_WORDS = words(
  "allowlist allow-list whitelist allowedtools allowed-tools defaultmode permissionmode permissions.allow erlaubnisliste freigabeliste zulassungsliste positivliste standardmodus berechtigungsmodus berechtigungseinstellungen berechtigungsliste"
);
var CONFIG_PHRASES = [
  ["allow", "list"],
  ["allowed", "tools"],
  ["default", "mode"],
  ["permission", "mode"],
  ["permissions", "mode"],
  ["approval", "mode"],
  ["approval", "policy"],
  ["permission", "settings"],
  ["permissions", "settings"],
  ["permissions", "block"],
  ["permissions", "section"],
  ["permissions", "object"],
  ["local", "settings"],
  ["settings", "file"],
  ["lista", "de", "permitidos"],
  ["lista", "de", "permisos"],
  ["lista", "blanca"],
  ["modo", "predeterminado"],
  ["modo", "por", "defecto"],
  ["modo", "de", "permisos"],
  ["configuraci\xF3n", "de", "permisos"],
  ["liste", "des", "autorisations"],
  ["liste", "d'autorisation"],
  ["liste", "blanche"],
  ["mode", "par", "d\xE9faut"],
  ["mode", "de", "permission"],
  ["mode", "d'autorisation"],
  ["param\xE8tres", "de", "permission"],
  ["lista", "de", "permiss\xF5es"],
  ["lista", "de", "permitidos"],
  ["lista", "de", "autoriza\xE7\xF5es"],
  ["lista", "branca"],
  ["modo", "padr\xE3o"],
  ["modo", "de", "permiss\xE3o"],
  ["lista", "dei", "permessi"],
  ["lista", "delle", "autorizzazioni"],
  ["lista", "bianca"],
  ["modalit\xE0", "predefinita"],
  ["modalit\xE0", "dei", "permessi"]
];
var CONFIG_TOKEN = /(?:^|[/.])settings(?:\.local)?\.json\b|permissions\.(?:allow|defaultmode)|\bdefaultmode\b|\ballowedtools\b/i;
var CHANGE = words(
  "add put insert append include set switch change turn flip configure make enable grant give list move place write update edit drop f\xFCge hinzuf\xFCgen trage eintragen setze setzen stelle stellen \xE4ndere \xE4ndern aktiviere aktivieren nimm nehmen schreibe schreiben f\xFCgt tr\xE4gt setzt stellt \xE4ndert aktiviert nimmt schreibt pone ajoute d\xE9finit inclut \xE9crit adiciona coloca inclui acrescenta p\xF5e ativa muda altera aggiunge inserisce mette a\xF1ade a\xF1adir agrega agregar pon poner configura configurar establece establecer cambia cambiar incluye incluir mete meter activa activar escribe ajoute ajouter ajoutez mets mettez mettre configurez configurer d\xE9finis d\xE9finissez d\xE9finir passe passez passer inclus incluez inclure active activez activer \xE9cris \xE9crivez adicione adicionar coloque colocar inclua incluir acrescente acrescentar ponha p\xF4r defina definir ative ativar mude mudar altere alterar aggiungi aggiungere inserisci inserire metti mettere includi includere imposta impostare attiva attivare cambia cambiare modifica modificare"
);
var REPORTED = words("ask tell request instruct want try attempt claim urge flag detect");
var SHELL = words("shell bash powershell pwsh terminal zsh command-line shell-tool shell-werkzeug");
var UNBOUNDED = words(
  "unrestricted unscoped unlimited unconstrained blanket bare wildcard open-ended uneingeschr\xE4nkt uneingeschr\xE4nkte uneingeschr\xE4nkten unbeschr\xE4nkt unbeschr\xE4nkten ilimitado ilimitada irrestricto irrestricta illimit\xE9 illimit\xE9e irrestrito irrestrita ilimitado ilimitata illimitato illimitata"
);
var NONE = words("without no ohne keine kein sin sans sem nenhum nenhuma senza nessun nessuna");
var SCOPE = words(
  "pattern restriction limit scope specifier argument filter qualifier rule parenthesis parentheses suffix muster einschr\xE4nkung einschr\xE4nkungen beschr\xE4nkung beschr\xE4nkungen patr\xF3n patrones restricci\xF3n restricciones l\xEDmite l\xEDmites filtro motif motifs restrictions filtre mod\xE8le limite limites padr\xE3o padr\xF5es restri\xE7\xE3o restri\xE7\xF5es restrizione restrizioni limitazione limitazioni"
);
var ANY = words(
  "any every all arbitrary cualquier beliebige beliebigen alle todos todas tous toutes qualquer qualsiasi tutti"
);
var COMMAND = words("command befehl befehle befehlen comando comandos commande commandes comandi");
var SKIP = words(
  "skip bypass circumvent disable suppress \xFCberspringt \xFCberspringen \xFCberspringe \xFCbersprungen umgeht umgehen umgangen deaktiviert deaktivieren omite omitir salta saltar desactiva desactivar elude eludir ignora ignorer contourne contourner d\xE9sactive d\xE9sactiver saute sauter"
);
var CHECK = words(
  "permission check prompt confirmation approval dialog pr\xFCfung pr\xFCfungen berechtigungspr\xFCfung berechtigungspr\xFCfungen nachfrage nachfragen r\xFCckfrage r\xFCckfragen best\xE4tigung best\xE4tigungen abfrage abfragen comprobaci\xF3n comprobaciones verificaci\xF3n verificaciones confirmaci\xF3n confirmaciones permisos v\xE9rification v\xE9rifications confirmations autorisation autorisations"
);
var MODE_WORDS = words("yolo bypasspermissions full-auto auto-approve autoapprove auto-accept");
var BYPASS_MODE_NEXT = /* @__PURE__ */ new Set(["mode", "modus", "modo", "permissions", "permission", ""]);
var APPROVE = words(
  "approve accept genehmige genehmigen akzeptiere aprueba aprobar acepta aceptar approuve approuver accepte accepter"
);
var EVERYTHING = words("everything anything alles todo tout");
var ALL = words("all every each alle todas todos toutes tous");
var CALLS = words("tool call command request prompt action operation");
var MODE = words("mode modus modo defaultmode permissionmode");
var TOTAL = words("all every altogether entirely completely whole any alle alles todas todos toutes tous");
var OPTIONAL = words("can could may might");
var NEVER = words("never no not without nie niemals ohne nunca sin jamais sans");
var ASK = words(
  "ask prompt confirm confirmation prompting fragen fragt nachfragen nachzufragen r\xFCckfrage preguntar pregunte pregunta confirmar demander demande confirmer"
);
var TRIGGERS2 = gate(CHANGE);
var SPAN2 = 30;
function permissionWidening(v) {
  if (!v.opens(TRIGGERS2)) return [];
  const config = configAt(v);
  if (config.length === 0) return [];
  for (const verb of v.find(CHANGE)) {
    if (!config.some((c) => Math.abs(c - verb) <= SPAN2)) continue;
    if (v.w(verb) === "make" && !madeObject(v, verb, config)) continue;
    if (v.near(verb, 24, (j) => v.isWordIn(j, REPORTED), false, true) !== void 0) continue;
    if (v.near(verb, 3, (j) => v.isWordIn(j, OPTIONAL), false, true) !== void 0) continue;
    const allowList = config.some((c) => namesAllowList(v, c));
    const wide = widening(v, verb + 1, Math.min(v.n, verb + SPAN2), allowList) ?? (v.passive(verb) ? widening(v, Math.max(0, verb - 12), verb, allowList) : void 0);
    if (!wide) continue;
    const negated = v.negated(verb, 6);
    const settings = config.find((c) => v.toks[c].kind !== "word");
    const where = settings !== void 0 ? v.raw(settings).slice(0, 200) : "agent permission settings";
    return [
      { cls: "pre-approval", at: verb, obj: wide.at, object: wide.what, negated },
      { cls: "persist", at: verb, obj: settings ?? config[0], object: where, negated }
    ];
  }
  return [];
}
function madeObject(v, verb, config) {
  for (let j = verb + 1; j <= verb + 3 && j < v.n; j++)
    if (config.includes(j) || v.isWordIn(j, SHELL)) return true;
  return false;
}
function configAt(v) {
  const out = [];
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if ((t.kind === "code" || t.kind === "path") && CONFIG_TOKEN.test(t.t.slice(0, 300))) out.push(i);
    else if (t.kind === "word" && v.isWordIn(i, CONFIG_WORDS)) out.push(i);
  }
  for (const p of v.findPhrases(CONFIG_PHRASES)) out.push(p.at);
  return out;
}
function widening(v, from, to, allowList) {
  for (let i = from; i < to; i++) {
    if (rejected(v, i)) continue;
    if ((v.isWordIn(i, SHELL) || allowList && shellCode(v, i)) && unbounded(v, i))
      return { at: i, what: "an unrestricted shell in the permission allow list" };
    if (checksOff(v, i)) return { at: i, what: "a permission mode that skips the permission checks" };
  }
  return void 0;
}
var TURNED_DOWN = words("not never nor avoid than nicht nie kein keine pas jamais non n\xE3o nunca");
var PREFER = words("prefer favor favour choose recommend pick");
function rejected(v, i) {
  if (v.isWordIn(i - 1, TURNED_DOWN)) return true;
  if (v.w(i - 1) === "of" && v.w(i - 2) === "instead") return true;
  return v.w(i - 1) === "over" && v.near(i, 12, (j) => v.isWordIn(j, PREFER), false, true) !== void 0;
}
var ALLOW_LIST_WORDS = words(
  "allow allowed allowlist allow-list whitelist allowedtools allowed-tools lista liste erlaubnisliste freigabeliste zulassungsliste positivliste"
);
function namesAllowList(v, c) {
  const t = v.toks[c];
  if (t.kind === "code" || t.kind === "path")
    return /permissions\.allow|allowedtools|allowed-tools/i.test(t.t);
  return v.isWordIn(c, ALLOW_LIST_WORDS);
}
function shellCode(v, i) {
  const t = v.toks[i];
  return t.kind === "code" && /^["']?(?:Bash|PowerShell)["']?$/.test(t.t.trim());
}
function unbounded(v, i) {
  for (let j = Math.max(0, i - 5); j < Math.min(v.n, i + 12); j++) {
    if (v.isWordIn(j, UNBOUNDED)) return true;
    if (v.isWordIn(j, NONE) && within2(v, j, 3, SCOPE)) return true;
    if (v.isWordIn(j, ANY) && within2(v, j, 2, COMMAND)) return true;
  }
  return false;
}
function checksOff(v, i) {
  if (v.isWordIn(i, MODE_WORDS)) return true;
  if (v.w(i) === "bypass" && (v.w(i - 1) === "to" || BYPASS_MODE_NEXT.has(v.w(i + 1)))) return true;
  const t = v.toks[i];
  if (t.kind === "code" && /bypasspermissions|dangerously-skip/i.test(t.t.slice(0, 200))) return true;
  if (t.kind === "code" && /enableallprojectmcpservers["']?\s{0,4}[:=]\s{0,4}true\b/i.test(t.t.slice(0, 200)))
    return true;
  if (v.isWordIn(i, APPROVE)) {
    if (within2(v, i, 2, EVERYTHING)) return true;
    const all = v.near(i, 2, (j) => v.isWordIn(j, ALL), true, false);
    if (all !== void 0 && within2(v, all, 3, CALLS)) return true;
  }
  const off = v.isWordIn(i, SKIP) && within2(v, i, 4, CHECK) || v.isWordIn(i, NEVER) && within2(v, i, 2, ASK);
  if (!off) return false;
  const mode = v.near(i, 8, (j) => v.isWordIn(j, MODE), false, true) !== void 0;
  return mode || v.near(i, 4, (j) => v.isWordIn(j, TOTAL), true, true) !== void 0;
}
function within2(v, i, window, set) {
  return v.near(i, window, (j) => v.isWordIn(j, set), true, false) !== void 0;
}

// src/analysis/prose/intents-approval.ts
var APPROVED = words(
  "pre-approved preapproved approved authorized authorised allowed permitted whitelisted allowlisted sanctioned consented cleared"
);
var TREAT2 = words("treat consider regard assume deem count view");
var ASK2 = words("ask confirm check wait prompt request seek get obtain pause stop");
var PERMISSION = words(
  "permission permissions confirmation confirmations approval approvals consent authorization authorisation sign-off signoff go-ahead"
);
var SKIP2 = words("skip bypass disable suppress circumvent dismiss auto-accept");
var ACTION_NOUN = words(
  "call calls command commands request requests action actions operation operations change changes edit edits tool tools everything step steps deletion deletions write writes"
);
var ACTION_VERBS = words(
  "run execute proceed continue delete remove install push commit deploy send upload modify overwrite apply change edit write go merge publish release drop force reset perform carry make"
);
var APPROVE_VERBS = words("approve accept allow grant authorize authorise auto-approve autoapprove");
var APPROVAL_AFTER = words("approve confirm consent agree allow authorize authorise sign");
var WITHOUT_WHAT = words(
  "asking confirmation approval permission consent checking confirming prompting waiting review reviewing"
);
var ASSUME = words("assume presume");
var CONSENTED = words("consented agreed approved");
var FLAGS = ["dangerously-skip-permissions", "bypasspermissions", "dangerously-bypass-approvals", "--yolo"];
function preApproval(v) {
  const out = [];
  flagHits(v, out);
  if (v.opens(GRANT_TRIGGERS)) grantHits(v, out);
  if (!v.opens(PRE_APPROVAL_TRIGGERS)) return out;
  for (const at of v.find(TREAT2)) {
    const adj = v.near(at, 7, (j) => v.isWordIn(j, APPROVED), true, false);
    if (adj !== void 0) out.push({ cls: "pre-approval", at, obj: adj, negated: v.negated(at) });
  }
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (PRE_GRANTED.has(w) || v.isWordIn(i, APPROVED) && v.w(i - 1) === "already") {
      const after2 = v.w(i - 1) === "has" || v.w(i - 1) === "have" || v.w(i - 1) === "already" && /^(?:has|have|had)$/.test(v.w(i - 2));
      const subj = v.near(i, 6, (j) => v.isWordIn(j, ACTION_NOUN), after2, true);
      if (subj !== void 0)
        out.push({ cls: "pre-approval", at: i, obj: subj, inherent: true, negated: v.negated(i, 3) });
    }
  }
  for (const at of v.find(APPROVE_VERBS)) {
    const det = v.near(at, 3, (j) => ["all", "every", "any", "each"].includes(v.w(j)), true, false);
    const obj = det !== void 0 ? v.near(det, 3, (j) => v.isWordIn(j, ACTION_NOUN) && !v.punctBetween(det, j), true, false) : void 0;
    if (obj !== void 0 || v.w(at).startsWith("auto") && at === 0)
      out.push({ cls: "pre-approval", at, ...obj !== void 0 ? { obj } : {}, negated: v.negated(at) });
  }
  for (const at of v.find(SKIP2)) {
    const obj = v.near(at, 4, (j) => v.isWordIn(j, PERMISSION), true, false);
    if (obj === void 0 || v.punctBetween(at, obj) || NOT_A_CHECK.has(v.w(obj + 1))) continue;
    out.push({ cls: "pre-approval", at, obj, negated: v.negated(at) });
  }
  for (let i = 0; i < v.n; i++) {
    if (v.w(i) !== "without" || !v.isWordIn(i + 1, WITHOUT_WHAT) && !pausingToAsk(v, i + 1)) continue;
    const act = v.near(i, 10, (j) => v.isWordIn(j, ACTION_VERBS), false, true);
    if (act === void 0) continue;
    const negated = v.negated(act, 4) || v.negatorBefore(i, 12) !== void 0;
    out.push({ cls: "pre-approval", at: act, obj: i + 1, absorbed: true, negated });
  }
  for (const at of v.find(ASK2)) {
    const neg = v.negatorBefore(at, 5);
    if (neg === void 0) continue;
    const obj = v.near(at, 6, (j) => v.isWordIn(j, PERMISSION) || v.isWordIn(j, APPROVAL_AFTER), true, false) ?? v.near(at, 6, (j) => v.w(j) === "before" && v.isWordIn(j + 1, ACTION_VERBS), true, false) ?? v.near(at, 4, (j) => v.w(j - 1) !== "to" && ASKED.has(v.w(j)) && withWhom(v, at, j), true, false);
    if (obj === void 0) continue;
    out.push({ cls: "pre-approval", at, obj, absorbed: true, inherent: needless(v, neg), negated: false });
  }
  for (const at of v.find(INSTEAD)) {
    const stop = insteadOfAsking(v, at);
    if (stop === void 0) continue;
    const act = v.near(at, 10, (j) => v.isWordIn(j, ACTION_VERBS), false, true);
    if (act === void 0) continue;
    out.push({ cls: "pre-approval", at: act, obj: stop, absorbed: true, negated: v.negated(act, 4) });
  }
  for (const at of v.find(ASSUME)) {
    const obj = v.near(at, 7, (j) => v.isWordIn(j, CONSENTED), true, false);
    if (obj !== void 0) out.push({ cls: "pre-approval", at, obj, inherent: true, negated: v.negated(at) });
  }
  return out;
}
function claimedApproval(text, v) {
  const claim = claimedConsent(text);
  if (!claim) return [];
  const at = v.toks.findIndex((t) => t.at >= claim.start);
  if (at < 0) return [];
  return [{ cls: "pre-approval", at, obj: at, inherent: true, negated: false }];
}
var WITHOUT = words("without");
var ASKED = /* @__PURE__ */ new Set(["user", "users", "operator", "operators", "human", "humans", "owner", "maintainer"]);
function withWhom(v, at, j) {
  const between = v.toks.slice(at + 1, j).map((t) => t.t.toLowerCase());
  return between.includes("with") && between.every((w) => CHECK_FILLERS.has(w));
}
var CHECK_FILLERS = /* @__PURE__ */ new Set([
  "with",
  "back",
  "the",
  "your",
  "them",
  "it",
  "this",
  "these",
  "those",
  "each",
  "first"
]);
var INSTEAD = words("rather instead");
var HALT = words("stopping pausing waiting asking checking halting");
function insteadOfAsking(v, at) {
  const link = v.w(at) === "rather" ? "than" : "of";
  if (v.w(at + 1) !== link || !v.isWordIn(at + 2, HALT)) return void 0;
  return v.near(at + 2, 4, (j) => v.isWordIn(j, PERMISSION), true, false);
}
var PAUSE = words("pausing stopping halting breaking");
var TO_ASK = words("ask confirm check");
function pausingToAsk(v, i) {
  return v.isWordIn(i, PAUSE) && v.w(i + 1) === "to" && v.isWordIn(i + 2, TO_ASK);
}
var PRE_GRANTED = words(
  "pre-approved preapproved auto-approved pre-authorised pre-authorized preauthorised preauthorized pre-cleared"
);
var NOT_A_CHECK = /* @__PURE__ */ new Set(["bypass", "flag", "rule", "mode", "state", "states"]);
function flagHits(v, out) {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind !== "code" && t.kind !== "path" && !(t.kind === "word" && t.t.includes("-"))) continue;
    const low = t.t.toLowerCase();
    if (FLAGS.some((f) => low.includes(f)))
      out.push({
        cls: "pre-approval",
        at: i,
        obj: i,
        object: t.t.slice(0, 200),
        negated: v.negated(i) || rejected(v, i)
      });
  }
}
var GRANT_TOOL = /^(?:bash|shell|powershell|webfetch|write|edit|multiedit)(?:\(\s*\*{0,2}\s*(?::\s*\*)?\s*\))?$/i;
var GRANT_WORDS = /* @__PURE__ */ new Set(["bash", "powershell"]);
var ALLOW_LIST = words(
  "allow allowlist allow-list allowedtools allowed-tools permissions permission whitelist auto-approve autoapprove"
);
var GRANT_VERBS = words("add put insert append include grant give set list");
function grantHits(v, out) {
  for (let i = 0; i < v.n; i++) {
    if (!isGrantTool(v, i)) continue;
    const verb = v.near(i, 6, (j) => v.isWordIn(j, GRANT_VERBS), false, true);
    if (verb === void 0) continue;
    if (v.near(i, 10, (j) => v.isWordIn(j, ALLOW_LIST), true, false) === void 0) continue;
    out.push({
      cls: "pre-approval",
      at: verb,
      obj: i,
      object: v.raw(i).slice(0, 100),
      negated: v.negated(verb)
    });
    return;
  }
}
function isGrantTool(v, i) {
  const t = v.toks[i];
  if (t.kind === "code" || t.kind === "path") return GRANT_TOOL.test(t.t);
  if (t.kind !== "word" || !GRANT_WORDS.has(t.t)) return false;
  const parens = v.toks[i + 1]?.t === "(" && v.toks[i + 2]?.t === ")";
  const after2 = v.toks[parens ? i + 3 : i + 1];
  return parens || v.toks[i - 1]?.kind === "quote" && after2?.kind === "quote" || bareToolName(v, i);
}
function bareToolName(v, i) {
  if (v.w(i + 1) !== "tool" && v.w(i + 1) !== "name") return false;
  const emptyScope = (j) => BARE.has(v.w(j)) || v.w(j) === "nothing" && v.w(j + 1) === "in" || (v.w(j) === "no" || v.w(j) === "without") && BRACKETS.has(v.w(j + 1));
  return v.near(i, 16, emptyScope, true, true) !== void 0;
}
var BARE = words("plain bare unscoped unrestricted");
var BRACKETS = words("brackets parentheses parens pattern scope");
var GRANT_TRIGGERS = gate(ALLOW_LIST);
var PRE_APPROVAL_TRIGGERS = gate(
  TREAT2,
  APPROVED,
  APPROVE_VERBS,
  SKIP2,
  WITHOUT,
  ASK2,
  ASSUME,
  PRE_GRANTED,
  INSTEAD
);

// src/analysis/prose/cjk-words.ts
var SECRET = [
  "ssh\u9375",
  "ssh\u30AD\u30FC",
  "\u79D8\u5BC6\u9375",
  "\u8A8D\u8A3C\u60C5\u5831",
  "\u8CC7\u683C\u60C5\u5831",
  "\u30A2\u30AF\u30BB\u30B9\u30C8\u30FC\u30AF\u30F3",
  "\u30C8\u30FC\u30AF\u30F3",
  "api\u30AD\u30FC",
  "\u30D1\u30B9\u30EF\u30FC\u30C9",
  "\u30B7\u30FC\u30AF\u30EC\u30C3\u30C8",
  "\u5BC6\u94A5",
  "\u79C1\u94A5",
  "\u79D8\u94A5",
  "\u51ED\u8BC1",
  "\u51ED\u636E",
  "\u4EE4\u724C",
  "\u5BC6\u7801",
  "\u8BA4\u8BC1\u4FE1\u606F",
  "\u767B\u5F55\u4FE1\u606F",
  "\u767B\u5F55\u51ED\u636E",
  "\u767B\u5F55\u51ED\u8BC1",
  "\u30ED\u30B0\u30A4\u30F3\u60C5\u5831"
];
var SEND = [
  "\u9001\u4FE1",
  "\u9001\u3063\u3066",
  "\u9001\u308B",
  "\u9001\u4ED8",
  "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9",
  "\u8CBC\u308A\u4ED8\u3051",
  "\u6DFB\u4ED8",
  "\u8EE2\u9001",
  "\u6295\u7A3F",
  "\u53D1\u9001",
  "\u53D1\u7ED9",
  "\u53D1\u5230",
  "\u4E0A\u4F20",
  "\u63D0\u4EA4\u5230",
  "\u7C98\u8D34\u5230",
  "\u8F6C\u53D1",
  "\u4F20\u5230",
  "\u4F20\u7ED9",
  "\u63A8\u9001\u5230",
  "\u8D34\u5230",
  "\u8D34\u8FDB",
  "\u586B\u5230",
  "\u586B\u5165",
  "\u63D0\u4EA4\u7ED9"
];
var WEBHOOK = ["webhook", "\u30A6\u30A7\u30D6\u30D5\u30C3\u30AF"];
var FETCH = ["\u4E0B\u8F7D", "\u83B7\u53D6", "\u53D6\u5F97", "\u62C9\u53D6", "\u6293\u53D6", "\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9", "\u5165\u624B"];
var HAND_TO_SHELL = [
  "\u4EA4\u7ED9bash",
  "\u4EA4\u7ED9sh",
  "\u4EA4\u7ED9shell",
  "\u4EA4\u7531bash",
  "\u4F20\u7ED9bash",
  "\u7BA1\u9053\u7ED9bash",
  "\u7528bash\u6267\u884C",
  "\u7528bash\u8FD0\u884C",
  "\u7528sh\u6267\u884C",
  "\u901A\u8FC7bash\u6267\u884C",
  "bash\u306B\u6E21",
  "sh\u306B\u6E21",
  "bash\u3067\u5B9F\u884C",
  "sh\u3067\u5B9F\u884C",
  "bash\u306B\u30D1\u30A4\u30D7"
];
var RUN2 = ["\u6267\u884C", "\u8FD0\u884C", "\u5B9F\u884C"];
var CONFIG = [
  "\u8A31\u53EF\u30EA\u30B9\u30C8",
  "\u8A31\u53EF\u4E00\u89A7",
  "\u8A31\u53EF\u8A2D\u5B9A",
  "\u6A29\u9650\u8A2D\u5B9A",
  "\u6A29\u9650\u30EA\u30B9\u30C8",
  "allowlist",
  "allow-list",
  "allowedtools",
  "allowed-tools",
  "\u5141\u8BB8\u5217\u8868",
  "\u767D\u540D\u5355",
  "\u8BB8\u53EF\u5217\u8868",
  "\u6743\u9650\u5217\u8868",
  "\u6743\u9650\u8BBE\u7F6E",
  "\u5141\u8BB8\u7684\u5DE5\u5177"
];
var CONFIG_TOKEN2 = /settings(?:\.local)?\.json|permissions|allowedtools|defaultmode/i;
var CHANGE2 = ["\u52A0\u3048", "\u8FFD\u52A0", "\u5165\u308C", "\u767B\u9332", "\u6DFB\u52A0", "\u52A0\u5165", "\u52A0\u5230", "\u653E\u5165", "\u52A0\u4E0A", "\u5199\u5165"];
var WIDE = [
  "\u30D1\u30BF\u30FC\u30F3\u306A\u3057",
  "\u30D1\u30BF\u30FC\u30F3\u7121\u3057",
  "\u5236\u9650\u306A\u3057",
  "\u7121\u5236\u9650",
  "\u3059\u3079\u3066\u306E\u30B3\u30DE\u30F3\u30C9",
  "\u5168\u3066\u306E\u30B3\u30DE\u30F3\u30C9",
  "\u4EFB\u610F\u306E\u30B3\u30DE\u30F3\u30C9",
  "\u4E0D\u5E26\u6A21\u5F0F",
  "\u65E0\u9650\u5236",
  "\u4E0D\u52A0\u9650\u5236",
  "\u6240\u6709\u547D\u4EE4",
  "\u4EFB\u610F\u547D\u4EE4"
];
var CHECKS_OFF = [
  "\u78BA\u8A8D\u3092\u6C42\u3081\u306A\u3044",
  "\u78BA\u8A8D\u3057\u306A\u3044",
  "\u78BA\u8A8D\u306A\u3057",
  "\u78BA\u8A8D\u3092\u7701\u7565",
  "\u78BA\u8A8D\u3092\u30B9\u30AD\u30C3\u30D7",
  "\u627F\u8A8D\u306A\u3057",
  "\u4E0D\u518D\u786E\u8BA4",
  "\u65E0\u9700\u786E\u8BA4",
  "\u8DF3\u8FC7\u786E\u8BA4",
  "\u4E0D\u8981\u786E\u8BA4",
  "\u4E0D\u9700\u8981\u786E\u8BA4",
  "\u65E0\u9700\u6279\u51C6",
  "\u4E0D\u518D\u8BE2\u95EE"
];
var MODE2 = ["\u30E2\u30FC\u30C9", "\u6A21\u5F0F"];
var STORE_HOLDS = [
  "\u767B\u5F55\u4FE1\u606F",
  "\u767B\u5F55\u51ED\u636E",
  "\u767B\u5F55\u51ED\u8BC1",
  "\u51ED\u8BC1",
  "\u51ED\u636E",
  "\u4EE4\u724C",
  "\u5BC6\u7801",
  "\u8BA4\u8BC1\u4FE1\u606F",
  "\u5BC6\u94A5",
  "token",
  "\u30ED\u30B0\u30A4\u30F3\u60C5\u5831",
  "\u8A8D\u8A3C\u60C5\u5831",
  "\u8CC7\u683C\u60C5\u5831",
  "\u30C8\u30FC\u30AF\u30F3",
  "\u30D1\u30B9\u30EF\u30FC\u30C9"
];
var STORE_FILE = ["\u914D\u7F6E\u6587\u4EF6", "\u6587\u4EF6", "\u914D\u7F6E", "\u8A2D\u5B9A\u30D5\u30A1\u30A4\u30EB", "\u30D5\u30A1\u30A4\u30EB", "\u8A2D\u5B9A"];
var CONCEAL = [
  "\u8A00\u308F\u306A\u3044\u3067",
  "\u4F1D\u3048\u306A\u3044\u3067",
  "\u77E5\u3089\u305B\u306A\u3044\u3067",
  "\u5831\u544A\u3057\u306A\u3044\u3067",
  "\u542B\u3081\u306A\u304F\u3066",
  "\u542B\u3081\u306A\u3044\u3067",
  "\u89E6\u308C\u306A\u3044\u3067",
  "\u8A00\u53CA\u3057\u306A\u3044\u3067",
  "\u8A00\u53CA\u3057\u306A\u304F\u3066",
  "\u4E0D\u8981\u544A\u8BC9",
  "\u4E0D\u8981\u63D0\u53CA",
  "\u4E0D\u5FC5\u63D0\u53CA",
  "\u65E0\u9700\u63D0\u53CA",
  "\u4E0D\u7528\u63D0\u53CA",
  "\u4E0D\u8981\u544A\u77E5",
  "\u522B\u544A\u8BC9",
  "\u4E0D\u5FC5\u544A\u8BC9",
  "\u4E0D\u7528\u544A\u8BC9",
  "\u4E0D\u8981\u63D0\u5230",
  "\u4E0D\u5FC5\u63D0\u5230",
  "\u65E0\u9700\u544A\u77E5",
  "\u4E0D\u5FC5\u544A\u77E5"
];
var ZH_NOT = ["\u4E0D\u5FC5", "\u4E0D\u8981", "\u4E0D\u7528", "\u65E0\u9700", "\u4E0D\u9700\u8981", "\u522B"];
var ZH_TELL = ["\u63D0\u53CA", "\u544A\u8BC9", "\u63D0\u5230", "\u544A\u77E5", "\u900F\u9732"];
var ZH_TELL_TO_USER = [
  "\u5411\u7528\u6237\u8BF4\u660E",
  "\u5BF9\u7528\u6237\u8BF4\u660E",
  "\u8DDF\u7528\u6237\u8BF4\u660E",
  "\u7ED9\u7528\u6237\u8BF4\u660E",
  "\u5411\u7528\u6237\u89E3\u91CA",
  "\u5BF9\u7528\u6237\u89E3\u91CA",
  "\u8DDF\u7528\u6237\u89E3\u91CA",
  "\u5411\u7528\u6237\u4EA4\u4EE3"
];
var ZH_REMEMBER = ["\u522B\u5FD8", "\u4E0D\u8981\u5FD8", "\u4E0D\u5FD8", "\u52FF\u5FD8"];
var JA_TELL = ["\u4F1D\u3048", "\u8A00\u308F", "\u77E5\u3089\u305B", "\u5831\u544A\u3057", "\u542B\u3081", "\u89E6\u308C", "\u8A00\u53CA\u3057", "\u6559\u3048"];
var JA_NOT = ["\u306A\u3044\u3067", "\u306A\u304F\u3066", "\u305A\u306B"];
var AUDIENCE2 = [
  "\u30E6\u30FC\u30B6",
  "\u5229\u7528\u8005",
  "\u5831\u544A",
  "\u56DE\u7B54",
  "\u8FD4\u4FE1",
  "\u5FDC\u7B54",
  "\u7528\u6237",
  "\u56DE\u590D",
  "\u7B54\u590D",
  "\u6C47\u62A5",
  "\u62A5\u544A",
  "\u603B\u7ED3",
  "\u4F7F\u7528\u8005"
];
var ASK3 = [
  "\u304F\u3060\u3055\u3044",
  "\u4E0B\u3055\u3044",
  "\u3082\u3089\u3048",
  "\u304A\u9858\u3044",
  "\u3066\u304A\u3044\u3066",
  "\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059",
  "\u3079\u304D",
  "\u3057\u306A\u3055\u3044",
  "\u3066\u307B\u3057\u3044",
  "\u69CB\u3044\u307E\u305B\u3093",
  "\u8BF7",
  "\u5373\u53EF",
  "\u9700\u8981",
  "\u5E94\u8BE5",
  "\u5E94\u5F53",
  "\u5FC5\u987B",
  "\u52A1\u5FC5",
  "\u4E00\u4E0B",
  "\u5E2E\u6211",
  "\u4F60\u53EF\u4EE5",
  "\u8BB0\u5F97",
  "\u786E\u4FDD"
];
var NEG_BEFORE = [
  "\u4E0D\u8981",
  "\u4E0D\u53EF",
  "\u4E0D\u80FD",
  "\u4E0D\u5F97",
  "\u7981\u6B62",
  "\u7EDD\u4E0D",
  "\u5207\u52FF",
  "\u51B3\u4E0D",
  "\u4E25\u7981",
  "\u522B",
  "\u52FF",
  "\u6C7A\u3057\u3066",
  "\u7D76\u5BFE\u306B"
];
var NEG_AFTER = ["\u3057\u306A\u3044", "\u3059\u308B\u306A", "\u306A\u3044\u3067", "\u307E\u305B\u3093", "\u3066\u306F\u3044\u3051", "\u3066\u306F\u3060\u3081", "\u7981\u6B62"];
var AGENT_NAMES2 = [
  "ai\u52A9\u624B",
  "\u52A9\u624B",
  "\u667A\u80FD\u4F53",
  "ai\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8",
  "\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8",
  "\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8",
  "claude"
];
var AGENT_NOT = ["\u4E0D", "\u6CA1", "\u4ECE\u4E0D", "\u7EDD\u4E0D", "\u51B3\u4E0D", "\u306F\u6C7A\u3057\u3066", "\u306F\u3051\u3063\u3057\u3066"];

// src/analysis/prose/intents-cjk.ts
var CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
var CLAUSE = "\u3002\uFF1B\uFF01\uFF1F;!?";
var SPAN3 = 80;
var SHELL_WORDS = ["bash", "shell", "\u30B7\u30A7\u30EB", "\u30B3\u30DE\u30F3\u30C9", "\u547D\u4EE4", "\u7EC8\u7AEF", "\u30BF\u30FC\u30DF\u30CA\u30EB", "\u30C4\u30FC\u30EB", "\u5DE5\u5177"];
function compact(text) {
  let s = "";
  const map = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\u3000") continue;
    s += c.toLowerCase();
    map.push(i);
  }
  return { s, map };
}
function findAll(s, family) {
  const out = [];
  for (const p of family) {
    let at = s.indexOf(p);
    for (let k = 0; at >= 0 && k < 8; k++) {
      out.push(at);
      at = s.indexOf(p, at + p.length);
    }
  }
  return out.sort((a, b) => a - b);
}
function has(s, family) {
  for (const p of family) if (s.includes(p)) return true;
  return false;
}
function sameClause2(s, a, b) {
  for (let k = Math.min(a, b); k < Math.max(a, b); k++) if (CLAUSE.includes(s[k])) return false;
  return true;
}
function fronted(s, at) {
  let from = at;
  while (from > 0 && at - from < 80 && !CLAUSE.includes(s[from - 1]) && s[from - 1] !== "\uFF0C") from--;
  const clause = s.slice(from, at);
  return NEG_BEFORE.some((n) => clause.includes(`${n}\u628A`) || clause.includes(`${n}\u5C06`));
}
function negatedAt2(s, at, len) {
  let from = at;
  while (from > 0 && at - from < 16 && !CLAUSE.includes(s[from - 1]) && s[from - 1] !== "\uFF0C" && s[from - 1] !== "\u3001")
    from--;
  const before2 = s.slice(from, at);
  if (NEG_BEFORE.some((n) => before2.includes(n))) return true;
  if (fronted(s, at)) return true;
  const after2 = s.slice(at + len, at + len + 8);
  const nominal = /^(?:する)?こと[はも]/.exec(s.slice(at + len, at + len + 6));
  if (nominal) {
    const rest = s.slice(at + len + nominal[0].length, at + len + nominal[0].length + 12);
    if (!/忘れ|問題|構いません|かまいません|大丈夫/.test(rest) && /(?:しない|しません|してはいけ|禁止)/.test(rest))
      return true;
  }
  return NEG_AFTER.some(
    (n) => after2.startsWith(n) || after2.startsWith(`\u3057${n}`) || after2.slice(0, 4).includes(n)
  );
}
var LEAK_ZH = /(?:不|勿|别|無|无|避免|禁止|不得|不会|不能)(?:泄露|泄漏|外泄|暴露|透露|包含|含有|携带|附带|带上)$/;
var LEAK_JA = /^[をは]?(?:漏らさ|漏洩させ|含め|含ま|露出させ)(?:ない|ず)/;
function keptBack(s, pos) {
  return LEAK_ZH.test(s.slice(Math.max(0, pos - 6), pos)) || LEAK_JA.test(s.slice(pos, pos + 16).replace(/^[^をは]{0,8}/, ""));
}
function cjkIntents(text, v) {
  if (!CJK.test(text)) return [];
  const t = compact(text.slice(0, 2e3));
  const tokenAt = (pos) => tokenIndex(v, t.map[Math.min(pos, t.map.length - 1)] ?? 0);
  const inherent = has(t.s, ASK3) || agentSubject(t.s);
  const urls = remoteUrls3(v, t);
  const out = [];
  const dests = [...urls.map((u) => u.pos), ...findAll(t.s, WEBHOOK)];
  if (dests.length > 0) {
    const secrets = [
      ...describedStores2(t.s),
      ...findAll(t.s, SECRET).map((pos) => ({ pos, name: secretName(t.s, pos) })),
      ...v.secretPaths().map((j) => ({ pos: compactPos(t, v.toks[j].at), name: v.secretPathAt(j) }))
    ];
    for (const p of findAll(t.s, SEND)) {
      const s = secrets.find(
        (x) => Math.abs(x.pos - p) <= SPAN3 && sameClause2(t.s, x.pos, p) && !keptBack(t.s, x.pos)
      );
      if (s === void 0) continue;
      const negated = negatedAt2(t.s, p, 2);
      const at = tokenAt(p);
      const dest = urls[0]?.raw ?? "webhook";
      out.push(
        { cls: "secret-read", at, obj: tokenAt(s.pos), object: s.name, negated, inherent },
        { cls: "send-data", at, obj: tokenAt(s.pos), object: dest, negated, inherent }
      );
      break;
    }
  }
  const exec = execHit2(t, urls, inherent, tokenAt);
  if (exec) out.push(exec);
  out.push(...permissionHits(t, v, inherent, tokenAt));
  const conceal = findAll(t.s, CONCEAL)[0] ?? splitConceal(t.s);
  if (conceal !== void 0 && has(t.s, AUDIENCE2))
    out.push({ cls: "concealment", at: tokenAt(conceal), absorbed: true, inherent: true, negated: false });
  return out;
}
var CLAUSE_START = "\uFF0C\u3001\uFF1A:\u3002\uFF1B";
function agentSubject(s) {
  for (const p of findAll(s, AGENT_NAMES2)) {
    if (p > 0 && !CLAUSE_START.includes(s[p - 1])) continue;
    const name = AGENT_NAMES2.find((a) => s.startsWith(a, p));
    if (!AGENT_NOT.some((x) => s.startsWith(x, p + name.length))) return true;
  }
  return false;
}
function splitConceal(s) {
  for (const p of findAll(s, ZH_NOT)) {
    if (ZH_REMEMBER.some((r) => s.startsWith(r, p))) continue;
    const window = s.slice(p, p + 12);
    if (ZH_TELL.some((x) => window.includes(x)) || ZH_TELL_TO_USER.some((x) => window.includes(x))) return p;
  }
  for (const p of findAll(s, JA_TELL)) {
    const rest = s.slice(p + 2, p + 6);
    if (JA_NOT.some((x) => rest.startsWith(x) || rest.slice(1).startsWith(x))) return p;
  }
  return void 0;
}
function remoteUrls3(v, t) {
  const out = [];
  for (const u of v.urls()) {
    const tok = v.toks[u];
    if (tok.kind === "placeholder") continue;
    const c = classifyHost(tok.t);
    if (c === "local" || c === "registry" || c === "vendor-installer") continue;
    const pos = compactPos(t, tok.at);
    out.push({ pos, end: pos + tok.t.length, raw: tok.t.slice(0, 300) });
  }
  return out;
}
function execHit2(t, urls, inherent, tokenAt) {
  if (urls.length === 0) return void 0;
  const hands = findAll(t.s, HAND_TO_SHELL);
  const runs = findAll(t.s, RUN2);
  const fetches = findAll(t.s, FETCH);
  for (const u of urls) {
    const after2 = (p) => p >= u.end && p - u.end <= SPAN3;
    const hand = hands.find(after2);
    if (hand !== void 0)
      return {
        cls: "agent-mediated-exec",
        at: tokenAt(hand),
        object: u.raw,
        negated: negatedAt2(t.s, hand, 2),
        inherent
      };
    const fetched = /\.(?:sh|bash|ps1|py)(?:[?#]|$)/i.test(u.raw) || fetches.some((f) => Math.abs(f - u.pos) <= 24 || f >= u.end && f - u.end <= 24);
    const run = runs.find(after2);
    if (fetched && run !== void 0)
      return {
        cls: "agent-mediated-exec",
        at: tokenAt(run),
        object: u.raw,
        negated: negatedAt2(t.s, run, 2),
        inherent
      };
  }
  return void 0;
}
function permissionHits(t, v, inherent, tokenAt) {
  const off = findAll(t.s, CHECKS_OFF)[0];
  const shells = findAll(t.s.toLowerCase(), SHELL_WORDS);
  const wide = findAll(t.s, WIDE).find((w) => shells.some((k) => Math.abs(k - w) <= SPAN3));
  if (off === void 0 && wide === void 0) return [];
  const tokenConfig = v.toks.findIndex(
    (k) => (k.kind === "code" || k.kind === "path") && CONFIG_TOKEN2.test(k.t.slice(0, 300))
  );
  const config = findAll(t.s, CONFIG)[0] ?? (tokenConfig >= 0 ? compactPos(t, v.toks[tokenConfig].at) : void 0);
  const change = findAll(t.s, CHANGE2).find((c) => config !== void 0 && Math.abs(c - config) <= SPAN3);
  const at = change ?? off ?? wide;
  const negated = negatedAt2(t.s, at, 2);
  if (config !== void 0 && change !== void 0) {
    const what = wide !== void 0 ? "an unrestricted shell in the permission allow list" : "a permission mode that skips the permission checks";
    const where = tokenConfig >= 0 ? v.raw(tokenConfig).slice(0, 200) : "agent permission settings";
    return [
      { cls: "pre-approval", at: tokenAt(at), object: what, negated, inherent },
      { cls: "persist", at: tokenAt(at), object: where, negated, inherent }
    ];
  }
  if (off !== void 0 && has(t.s, MODE2))
    return [
      { cls: "pre-approval", at: tokenAt(off), object: "a mode that never asks", negated: false, inherent }
    ];
  return [];
}
var TOOL_NAME = /[a-z][a-z0-9.-]{1,19}/g;
var STORE_SPAN = 40;
function describedStores2(s) {
  const out = [];
  let n = 0;
  for (const m of s.matchAll(TOOL_NAME)) {
    if (++n > 40) break;
    const before2 = s[m.index - 1] ?? "";
    if (/[a-z0-9./:_-]/.test(before2)) continue;
    const path = storeOfTool(m[0]);
    if (path === void 0) continue;
    const near = (family) => findAll(s, family).some((x) => Math.abs(x - m.index) <= STORE_SPAN && sameClause2(s, x, m.index));
    if (near(STORE_HOLDS) && near(STORE_FILE)) out.push({ pos: m.index, name: path });
  }
  return out;
}
function secretName(s, pos) {
  for (const p of SECRET) if (s.startsWith(p, pos)) return p;
  return s.slice(pos, pos + 40);
}
function compactPos(t, off) {
  let lo = 0;
  let hi = t.map.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (t.map[mid] < off) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function tokenIndex(v, off) {
  let lo = 0;
  let hi = v.n - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (v.toks[mid].at <= off) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

// src/analysis/prose/intents-claims.ts
var USE = words(
  "use invoke load call trigger activate apply consult run select prefer pick choose employ engage"
);
var UNIVERSAL_NOUN = words(
  "request task prompt message conversation question query interaction turn response input session chat reply situation topic"
);
var UNIVERSAL_DET = /* @__PURE__ */ new Set(["any", "every", "all", "each"]);
var BETWEEN = /* @__PURE__ */ new Set([
  "user",
  "new",
  "single",
  "incoming",
  "other",
  "possible",
  "given",
  "of",
  "the",
  "your"
]);
var UNIVERSAL_PHRASES = [
  ["regardless", "of"],
  ["no", "matter", "what"],
  ["no", "matter", "the"],
  ["whatever", "the", "user"],
  ["before", "anything"],
  ["before", "doing", "anything"],
  ["before", "responding"],
  ["for", "anything"],
  ["for", "everything"]
];
var OTHER_SKILLS = [
  ["over", "any", "other"],
  ["over", "all", "other"],
  ["over", "every", "other"],
  ["instead", "of", "any"],
  ["instead", "of", "other"],
  ["in", "place", "of"],
  ["rather", "than", "any"],
  ["before", "any", "other"],
  ["before", "all", "other"]
];
function universal(v) {
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (UNIVERSAL_DET.has(w)) {
      let j = i + 1;
      while (j < v.n && j <= i + 3 && BETWEEN.has(v.w(j))) j++;
      if (v.isWordIn(j, UNIVERSAL_NOUN)) return i;
    }
    if (w === "anything" || w === "everything") {
      if (v.w(i - 1) === "for" || v.w(i - 1) === "before" || v.w(i + 1) === "else") return i;
    }
  }
  const p = v.findPhrases(UNIVERSAL_PHRASES)[0];
  return p?.at;
}
var TRIGGER_HIJACK_TRIGGERS = gate(USE);
function triggerHijack(v, description) {
  if (!v.opens(TRIGGER_HIJACK_TRIGGERS)) return [];
  const self = selfRef(v);
  if (!description && self === void 0) return [];
  const shadow = v.findPhrases(OTHER_SKILLS).find(
    (p) => v.w(p.at + p.len) === "skill" || v.w(p.at + p.len) === "skills" || v.w(p.at + p.len + 1).startsWith("skill")
  );
  const uni = universal(v);
  const always = v.find(USE).find(
    (i) => v.w(i - 1) === "always" || v.w(i + 1) === "first" || v.w(i + 2) === "first" || v.w(i + 3) === "first"
  );
  const at = shadow?.at ?? uni ?? (description && always !== void 0 && v.w(always - 1) === "always" ? always : void 0);
  if (at === void 0) return [];
  const verb = v.find(USE)[0];
  if (!description && verb === void 0) return [];
  return [{ cls: "trigger-hijack", at: verb ?? at, obj: at, inherent: true, negated: false }];
}
function selfRef(v) {
  for (let i = 0; i < v.n; i++)
    if (v.w(i) === "this" && /^(?:skill|plugin|tool|agent|command)s?$/.test(v.w(i + 1))) return i;
  return void 0;
}
var ONLY_ADJ = words(
  "supported official approved recommended valid safe correct legitimate sanctioned trusted secure working maintained compatible authorized sanctioned permitted"
);
var SOURCE_STRONG = words(
  "install installation download version package build release distribution mirror registry repository repo fork channel binary installer"
);
var SOURCE_WEAK = words("way path method location endpoint url source");
var INSTALLISH = words("install installation download setup get obtain fetch");
var ENDORSE = words(
  "verified approved endorsed audited certified vetted sanctioned authorized signed reviewed"
);
var ENDORSER = words(
  "anthropic openai github microsoft google security claude vercel aws maintainers platform administrator administrators admin team"
);
var BAD_STATE = words(
  "deprecated compromised broken unsafe malicious backdoored abandoned unmaintained vulnerable outdated insecure untrusted withdrawn yanked tampered hijacked poisoned"
);
var JUDGED_AS = words("treat regard consider deem mark flag");
var ENDORSE_ACTIVE = words(
  "verify approve endorse audit certify vet sanction authorize authorise sign review clear bless"
);
var UPSTREAM = words("official upstream npm pypi registry original public mainline");
var PIN = words("lockfile lock checksum checksums signature signatures integrity hash hashes pin pins");
var REMOTE_HINT = words("fork mirror gist clone");
var AUTHORITY_GATE = words("only sole source ignore skip disable");
var AUTHORITY_TRIGGERS = gate(AUTHORITY_GATE, ENDORSE, ENDORSE_ACTIVE, BAD_STATE);
function authority(v) {
  if (!v.opens(AUTHORITY_TRIGGERS)) return [];
  const out = [];
  const remote = v.urls()[0] ?? v.near(0, v.n, (j) => v.isWordIn(j, REMOTE_HINT));
  const objOf = () => remote !== void 0 ? { obj: remote } : {};
  for (let i = 0; i < v.n; i++) {
    const w = v.w(i);
    if (w === "only" || w === "sole") {
      let j = i + 1;
      while (j < v.n && j <= i + 3 && v.isWordIn(j, ONLY_ADJ)) j++;
      const strong = v.isWordIn(j, SOURCE_STRONG);
      const weak = v.isWordIn(j, SOURCE_WEAK) && (v.near(j, 3, (k) => v.isWordIn(k, INSTALLISH), true, false) !== void 0 || j > i + 1 && v.urls().length > 0);
      if (strong || weak)
        out.push({ cls: "authority", at: i, ...objOf(), inherent: true, negated: v.negated(i, 3) });
    }
    if (w === "source" && v.w(i + 1) === "of" && v.w(i + 2) === "truth" && remote !== void 0)
      out.push({ cls: "authority", at: i, obj: remote, inherent: true, negated: v.negated(i, 4) });
    if (v.isWordIn(i, ENDORSE) && v.w(i + 1) === "by") {
      const by = v.near(i + 1, 4, (j) => v.isWordIn(j, ENDORSER), true, false);
      if (by !== void 0)
        out.push({ cls: "authority", at: i, obj: by, inherent: true, negated: v.negated(i, 4) });
    }
    if (activeEndorsement(v, i))
      out.push({ cls: "authority", at: i, ...objOf(), inherent: true, negated: v.negated(i, 4) });
    const judgedAs = v.w(i - 1) === "as" && v.near(i - 1, 3, (j) => v.isWordIn(j, JUDGED_AS), false, true) !== void 0;
    if (v.isWordIn(i, BAD_STATE) && (isBe(v.w(i - 1)) || v.w(i - 1) === "been" || v.w(i - 1) === "now" || judgedAs)) {
      const up = v.near(i, 6, (j) => v.isWordIn(j, UPSTREAM), false, true);
      if (up !== void 0) out.push({ cls: "authority", at: i, ...objOf(), inherent: true, negated: false });
    }
    if ((w === "ignore" || w === "skip" || w === "disable") && v.near(i, 3, (j) => v.isWordIn(j, PIN), true, false) !== void 0)
      out.push({ cls: "authority", at: i, ...objOf(), negated: v.negated(i) });
  }
  return out;
}
function activeEndorsement(v, i) {
  if (!v.isWordIn(i, ENDORSE_ACTIVE) || v.w(i + 1) === "by") return false;
  let endorser = false;
  for (let j = Math.max(0, i - 12); j < i && !endorser; j++)
    endorser = v.isWordIn(j, ENDORSER) || ENDORSER.has(possessor(v.w(j)));
  if (!endorser) return false;
  for (let j = i + 1; j < Math.min(v.n, i + 12); j++) if (v.isWordIn(j, SOURCE_STRONG)) return true;
  return false;
}
function possessor(w) {
  return w.replace(/['\u2019]s$/, "");
}
function isBe(w) {
  return w === "is" || w === "are" || w === "be" || w === "'s" || w === "was" || w === "were";
}
var SPOOF_TAGS = /^<\/?\|?(?:system|system-reminder|system_prompt|system-prompt|systemprompt|im_start|im_end|endoftext|assistant_instructions|user_query|admin|sys)\b|^<\/skill>|^\[\/?(?:inst|system)\]$/;
var SPOOF_HEADS = words("system admin administrator developer operator");
var SPOOF_NOUNS = words("message prompt instruction instructions override notice update directive");
function roleSpoof(v) {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind === "tag" && SPOOF_TAGS.test(t.t))
      return [{ cls: "role-spoof", at: i, object: t.t.slice(0, 80), inherent: true, negated: false }];
  }
  let h = 0;
  while (h < v.n && v.toks[h].kind === "punct") h++;
  const first = v.toks[h];
  if (first?.kind === "word" && v.isWordIn(h, SPOOF_HEADS)) {
    const next = v.toks[h + 1];
    const after2 = v.toks[h + 2];
    if (next?.kind === "punct" && next.t === ":")
      return [{ cls: "role-spoof", at: h, inherent: true, negated: false }];
    if (v.isWordIn(h + 1, SPOOF_NOUNS) && (after2 === void 0 || after2.kind === "punct" && after2.t === ":"))
      return [{ cls: "role-spoof", at: h, inherent: true, negated: false }];
  }
  return [];
}

// src/analysis/prose/clause-shape.ts
var SUBORDINATORS = words(
  "wherever whenever where when if unless until because while although whereas"
);
var FINITE_AFTER = words(
  "is are was were has have had supersedes overrides outranks replaces wins applies takes beats must should will would can may"
);
var IMPERATIVE_LEAD = words(
  "please and or then to just also simply always now first immediately instead so hereby thus must should will can could may might you we i never"
);
function conditionClause(v, i) {
  for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
    if (v.toks[k]?.kind === "punct") return false;
    if (v.isWordIn(k, SUBORDINATORS)) return true;
  }
  return false;
}
function nounBeforeVerb(v, at) {
  return v.toks[at + 1]?.kind === "word" && v.isWordIn(at + 1, FINITE_AFTER);
}
function statedBySubject(v, at) {
  const t = v.toks[at - 1];
  if (t?.kind !== "word") return false;
  const w = t.t;
  return /[^su]s$/.test(w) && w.length > 3 && !v.isWordIn(at - 1, IMPERATIVE_LEAD) && !/ly$/.test(w);
}
function subordinateBetween(v, a, b) {
  return v.find(SUBORDINATORS, Math.min(a, b) + 1, Math.max(a, b)).length > 0;
}
var ROLE_NAMES = words("developer system user assistant tool function model");
function namesRole(v, from, to) {
  for (let k = Math.max(1, from); k < Math.min(v.n, to); k++) {
    if (v.w(k) !== "role" && v.w(k) !== "roles") continue;
    const before2 = v.toks[k - 1];
    if (v.isWordIn(k - 1, ROLE_NAMES)) return true;
    if (before2?.kind === "code" && ROLE_NAMES.has(before2.t.toLowerCase())) return true;
  }
  return false;
}
function rolesRanked(v, at, obj) {
  return namesRole(v, Math.max(0, at - 10), at) && namesRole(v, at + 1, obj + 8);
}
var NOUN_MARK = words("a an the use using with per its their many several few fewer multiple");
var NOUN_PREPOSITIONS = words("from in for of per on at under across within");
var LINKS = words("and or then to also just please simply now first");
var MAKING = words("add create define write introduce configure declare include keep remove drop need");
function verbAsNoun(v, at) {
  if (v.isWordIn(at - 1, NOUN_MARK)) return true;
  if (/^overrides$/.test(v.w(at)) && v.isWordIn(at + 1, NOUN_PREPOSITIONS)) return true;
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    if (v.toks[k]?.kind !== "word" || v.isWordIn(k, LINKS)) return false;
    if (v.isWordIn(k, MAKING)) return k < at - 1;
  }
  return false;
}
function namedDocumentedItem(v, obj) {
  const t = v.toks[obj - 1];
  const named = t?.kind === "code" || t?.kind === "quote" && v.inQuotes(obj - 2);
  if (!named) return false;
  for (let j = Math.max(0, obj - 12); j < Math.min(v.n, obj + 6); j++)
    if (v.w(j) === "your" || v.w(j) === "you") return false;
  return true;
}
var MACHINE_HEADS = words(
  "stream streams pointer pointers cache decoder decoding trace traces sequence sequences encoding encodings boundary boundaries opcode opcodes bytes fetch pipeline latency latencies mix operand operands handler handlers dispatch count counts tuning tuned scheduling selection length lengths width"
);
var MACHINE_QUALIFIERS = words(
  "machine cpu processor assembly asm bytecode opcode vm virtual simd avx sse neon x86 x64 arm64 jvm wasm nop branch jump privileged"
);
function machineInstruction(v, j) {
  const w = v.w(j);
  if (w !== "instruction" && w !== "instructions") return false;
  if (w === "instruction" && v.toks[j + 1]?.kind === "word" && v.isWordIn(j + 1, MACHINE_HEADS)) return true;
  for (let k = j - 1; k >= Math.max(0, j - 3); k--) {
    const t = v.toks[k];
    if (t?.kind !== "word" && t?.kind !== "code") return false;
    if (MACHINE_QUALIFIERS.has(t.t.toLowerCase())) return true;
  }
  return false;
}
var REQUEST_KINDS = words(
  "directive directives instruction instructions request requests attempt attempts command commands prompt prompts order orders demand demands effort efforts message messages phrase phrases line lines text content payload payloads plea pleas nudge nudges"
);
var KIND_QUALIFIERS = words(
  "a an the any all some hidden embedded planted injected explicit implicit subtle indirect direct malicious suspicious covert sneaky buried"
);
var NOT_INFINITIVE = words("the a an you your this that these those it them us me him her agent model");
function namedRequestKind(v, at) {
  let noun = 0;
  while (noun < 3 && v.toks[noun]?.kind === "word" && !v.isWordIn(noun, REQUEST_KINDS)) {
    const w = v.w(noun);
    if (!KIND_QUALIFIERS.has(w) && !/ed$/.test(w)) return false;
    noun++;
  }
  if (!v.isWordIn(noun, REQUEST_KINDS) || v.w(noun + 1) !== "to") return false;
  const first = noun + 2;
  if (at < first || v.toks[first]?.kind !== "word" || v.isWordIn(first, NOT_INFINITIVE)) return false;
  for (let k = first; k < at; k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && t.t !== ",") return false;
  }
  return v.toks[at + 1]?.kind !== "punct" || v.toks[at + 1].t !== ":";
}
function toolStatement(v, at) {
  return /[^s]s$/.test(v.w(at)) && v.toks[at - 1]?.kind === "code";
}

// src/analysis/prose/carried-instructions.ts
var CARRIED = words(
  "embedded injected hidden contained planted smuggled eingebettet eingebettete eingebetteten eingebettetes versteckt versteckte versteckten enthalten enthaltene enthaltenen incrustada incrustadas incrustado incrustados incorporada incorporadas oculta ocultas ocultos contenida contenidas int\xE9gr\xE9e int\xE9gr\xE9es cach\xE9e cach\xE9es contenue contenues incorporate incorporata nascoste nascosta incorporadas embutidas"
);
var CARRIER = words(
  "data content contents text input inputs output outputs issue issues comment comments body bodies page pages document documents email emails message messages result results response responses image images screenshot screenshots attachment attachments file files it them they block blocks tag tags fence fences snippet snippets excerpt excerpts payload payloads webseite webseiten seite seiten inhalt inhalte inhalten dokument dokumente dokumenten daten eingabe eingaben p\xE1gina p\xE1ginas contenido contenidos documento documentos datos entrada entradas contenu contenus donn\xE9es entr\xE9e entr\xE9es pagine contenuti documenti dati"
);
var PLACE_IN = words("in inside within into en dans innerhalb nelle nei nella dentro");
var RELATIVE2 = words("that which die der das welche que qui che");
var USER_DATA = words(
  "input inputs content contents data file files document documents upload uploads text"
);
var USER2 = words("user users user's");
var PRONOUNS2 = /* @__PURE__ */ new Set(["it", "them", "they"]);
var OWN2 = words(
  "your you system previous prior earlier original initial default safety user users operator developer"
);
var OWN_FILE = words("claude agents agent skill project settings config configuration memory");
function carriedByData(v, obj) {
  let carried = v.isWordIn(obj - 1, CARRIER) && !PRONOUNS2.has(v.w(obj - 1)) || carriedBeforeQuote(v, obj);
  const last = listEnd(v, obj);
  let relative = false;
  for (let k = Math.max(0, obj - 3); k <= last + 5 + (relative ? 2 : 0) && k < v.n; k++) {
    if (k > last && v.toks[k].kind === "punct") {
      if (relative || v.toks[k].t !== "," || !v.isWordIn(k + 1, RELATIVE2)) break;
      relative = true;
      continue;
    }
    if (carried && k > obj && v.isWordIn(k, USER2) && v.isWordIn(k + 1, USER_DATA)) continue;
    if (v.isWordIn(k, OWN2)) return false;
    if (v.isWordIn(k, CARRIED)) carried = true;
    if (k > obj && v.isWordIn(k, PLACE_IN) && (carrierAfter(v, k) || placedIn(v, k))) carried = true;
    if (k > obj && v.w(k) === "from" && carrierAfter(v, k)) carried = true;
  }
  return carried;
}
var LIST_JOIN = words("or and");
function listEnd(v, obj) {
  let last = obj;
  let k = obj + 1;
  while (k < v.n && k <= obj + 10) {
    let j = k;
    if (v.toks[j]?.kind === "punct" && v.toks[j].t === ",") j++;
    if (v.isWordIn(j, LIST_JOIN)) j++;
    if (j === k || v.toks[j]?.kind !== "word" || v.isWordIn(j, LIST_JOIN)) break;
    const after2 = v.toks[j + 1];
    const joint = after2?.kind === "punct" ? after2.t === "," : v.isWordIn(j + 1, LIST_JOIN);
    const final = v.isWordIn(j - 1, LIST_JOIN);
    if (!joint && !final) break;
    last = j;
    k = j + 1;
    if (final && !joint) break;
  }
  return last;
}
var LOCATED = words("found appear appears appearing located present");
function placedIn(v, k) {
  if (!v.isWordIn(k - 1, LOCATED)) return false;
  const next = v.toks[k + 1];
  if (next === void 0 || next.kind === "punct") return true;
  return next.kind === "code" && /^[\w-]{1,60}$/.test(next.t.replace(/`/g, ""));
}
function carriedBeforeQuote(v, obj) {
  let quoted2 = false;
  for (let k = obj - 1; k >= Math.max(0, obj - 10); k--) {
    const t = v.toks[k];
    if (t.kind === "quote") quoted2 = true;
    else if (t.kind === "punct") return false;
    else if (quoted2 && v.isWordIn(k, CARRIED)) return true;
  }
  return false;
}
function carrierAfter(v, k) {
  for (let j = k + 1; j <= k + 4 && v.toks[j]?.kind === "word"; j++) {
    if (v.isWordIn(j, OWN2) || v.isWordIn(j, OWN_FILE) && !v.isWordIn(j + 1, CONTENT)) return false;
    if (v.isWordIn(j, CARRIER)) return true;
  }
  return false;
}
var CONTENT = words("content contents text data");

// src/analysis/prose/override-objects.ts
var DIRECTIVE_WEAK = words(
  "rule cap limit limitation restriction constraint policy safeguard guardrail order direction requirement boundary protocol request r\xE8gles regeln reglas"
);
var PRIOR = words(
  "previous prior earlier above preceding original initial existing old system default safety all any every other your user user's developer operator standing built-in anthropic openai pr\xE9c\xE9dentes vorherigen anteriores poprzednie wcze\u015Bniejsze"
);
var TOLD2 = words("told said asked instructed given above before earlier previously");
function participle(w) {
  return /(?:ed|en|ne)$/.test(w) || w === "forgot" || w === "overrode";
}
var ONLY = words("only solely just merely mostly entirely");
var BY = words("by in from with through");
var OWNER2 = words(
  "you your system user users operator operators developer developers anthropic openai admin administrator prompt harness safety claude assistant model"
);
function describedItem(v, obj) {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let k = obj + 1;
  if (v.isWordIn(k, ONLY)) k++;
  if (!participle(v.w(k)) || v.isWordIn(k, TOLD2)) return false;
  k++;
  if (v.isWordIn(k, ONLY)) k++;
  if (!v.isWordIn(k, BY)) return false;
  for (let j = k + 1; j <= k + 4 && j < v.n; j++)
    if (v.isWordIn(j, OWNER2) || v.isWordIn(j, PRIOR)) return false;
  return true;
}
var CONFIGURE = words("extend customize customise configure tweak adjust add disable enable inherit");
function toolConfig(v, at, obj) {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK) || hasPrior(v, obj)) return false;
  const coordinated = (v.w(at + 1) === "or" || v.w(at + 1) === "and") && v.isWordIn(at + 2, CONFIGURE);
  const before2 = (v.w(at - 1) === "or" || v.w(at - 1) === "and") && v.isWordIn(at - 2, CONFIGURE);
  if (coordinated || before2) return true;
  const t = v.toks[obj + 2];
  if ((v.w(obj + 1) === "in" || v.w(obj + 1) === "from") && (t?.kind === "code" || t?.kind === "path")) {
    return !askedWriteClassOf(t.t)?.cls.startsWith("agent-");
  }
  return false;
}
var TOOL_KIND = words(
  "css scss stylesheet style styles selector selectors media lint linter eslint stylelint tslint ruff prettier biome semgrep yara sigma snort waf firewall iptables nftables routing rewrite nginx cors csp grammar parser regex regexp cron gitignore dockerignore formatting"
);
var AGENT_OWNER = words(
  "your you system safety security user users operator developer anthropic openai claude assistant model prompt harness previous prior earlier original initial standing built-in guardrail guardrails"
);
function namedToolRule(v, obj) {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  const kind = v.toks[obj - 1];
  if (kind?.kind !== "code" && !v.isWordIn(obj - 1, TOOL_KIND)) return false;
  for (let k = Math.max(0, obj - 4); k <= obj + 5 && k < v.n; k++) {
    if (k > obj && v.toks[k].kind === "punct") break;
    if (v.isWordIn(k, AGENT_OWNER) || v.isWordIn(k, TOLD2)) return false;
    if (k === obj - 1 && kind?.kind === "code" && AGENT_OWNER.has(kind.t.replace(/`/g, "").toLowerCase()))
      return false;
  }
  return true;
}
function materialRule(v, at, obj) {
  return toolConfig(v, at, obj) || describedItem(v, obj) || namedToolRule(v, obj);
}
function ownedByAgent(v, obj) {
  if (hasPrior(v, obj)) return true;
  return v.near(obj, 5, (j) => v.isWordIn(j, TOLD2) || v.w(j) === "you", true, false) !== void 0;
}
function hasPrior(v, j) {
  for (let k = j - 1; k >= Math.max(0, j - 3); k--) if (v.isWordIn(k, PRIOR)) return true;
  return false;
}
var HELD_IN = words("in of inside within into");
var HELD_PARTICIPLE = words(
  "embedded built baked enforced present implemented found used deployed trained"
);
var OTHER_HOLDER = words("target targeted victim third-party deployed production commercial");
var HOLDER_PLURAL = words(
  "models llms chatbots assistants systems applications apps agents websites services products filters classifiers"
);
function heldBySomethingElse(v, obj) {
  let k = obj + 1;
  for (let steps = 0; k < v.n && steps < 6 && !v.isWordIn(k, HELD_IN); steps++, k++) {
    if (v.toks[k].kind === "punct" && v.toks[k].t !== ",") return false;
    if (v.isWordIn(k, HELD_PARTICIPLE)) continue;
    if (v.toks[k].kind !== "word") return false;
  }
  if (!v.isWordIn(k, HELD_IN)) return false;
  for (let j = k + 1; j < v.n && j <= k + 4; j++) {
    if (v.toks[j].kind !== "word") return false;
    const w = v.w(j);
    if (w === "you" || w === "your" || w === "this" || w === "yourself") return false;
    if (v.isWordIn(j, OTHER_HOLDER) || v.isWordIn(j, HOLDER_PLURAL))
      return v.w(j + 1) !== "you" && !(v.w(j + 1) === "that" && v.w(j + 2) === "you");
  }
  return false;
}
function verbInsideParenthetical(v, at, obj) {
  let depth = 0;
  if (obj > at) {
    for (let k = at + 1; k < obj; k++) {
      const t = v.toks[k];
      if (t.kind !== "punct") continue;
      if (t.t === "(") depth++;
      else if (t.t === ")" && --depth < 0) return true;
    }
    return false;
  }
  for (let k = at - 1; k > obj; k--) {
    const t = v.toks[k];
    if (t.kind !== "punct") continue;
    if (t.t === ")") depth++;
    else if (t.t === "(" && --depth < 0) return true;
  }
  return false;
}
var GRANTING = words(
  "allow allows allowing allowed permit permits permitting enable enables enabling disable disables disabling prevent prevents block blocks require requires"
);
var GRANTEE = words("user users admin admins administrator administrators manager managers end-user");
function grantedOverride(v, at) {
  if (!/^overrides?$/.test(v.w(at))) return false;
  const k = v.isWordIn(at - 1, GRANTEE) ? at - 2 : at - 1;
  return v.isWordIn(k, GRANTING);
}

// src/analysis/prose/override-actor.ts
var AGENT = words(
  "assistant agent claude copilot codex gemini llm ai model you we i us asistente assistent assistente agente asystent"
);
var TEXT = words(
  "this these skill file document guide section prompt note page readme manual instruction guidance guideline directive policy rule version update message text"
);
var BETWEEN2 = words(
  "do does did will would can could may might must should shall not never also always still just only often usually generally typically then even already now simply"
);
var AUXILIARY = words("do does did will would can could may might must should shall");
var NOT_SUBJECT = words(
  "please and or but then so to on in at for from with by of as if when once first and instead hereby thus that which who whom whose where while unless until because what whatever"
);
var PHRASE_EDGE = words("and or but so then if when while where unless because that which who");
var FOREIGN_ARTICLES = words("el la los las il lo gli der die das den dem ein eine un una une");
var THIRD = words("it he she they one");
function overrideActor(v, at) {
  let verb = at;
  if (v.toks[at - 1]?.kind === "punct" && v.toks[at - 1].t === "(" && v.toks[at - 2]?.kind === "word")
    verb = at - 2;
  let k = verb - 1;
  let finite = /(?:[^s]s|sses|shes|ches|xes)$/.test(v.w(verb));
  while (k >= 0 && k > verb - 6 && v.toks[k]?.kind === "word" && (v.isWordIn(k, BETWEEN2) || /ly$/.test(v.w(k)))) {
    if (v.isWordIn(k, AUXILIARY)) finite = true;
    k--;
  }
  const t = v.toks[k];
  if (t === void 0 || t.kind !== "word" && t.kind !== "code") return void 0;
  const w = v.w(k);
  if (v.isWordIn(k, AGENT)) return "agent";
  if (t.kind === "word" && v.isWordIn(k, NOT_SUBJECT)) return void 0;
  if (!finite && !(/[^su]s$/.test(w) && w.length > 3) && !v.isWordIn(k - 1, FOREIGN_ARTICLES))
    return void 0;
  if (v.isWordIn(k, THIRD)) return "other";
  for (let j = k; j >= 0 && j > k - 6; j--) {
    const tj = v.toks[j];
    if (tj.kind === "punct" || v.isWordIn(j, PHRASE_EDGE) || v.isWordIn(j, SUBORDINATORS)) break;
    if (v.isWordIn(j, AGENT)) return "agent";
    if (v.isWordIn(j, TEXT)) return "text";
  }
  return "other";
}
var PRINCIPAL = words(
  "your you yours user users user's system safety operator operators developer developers guardrail guardrails anthropic openai"
);
var TOLD_NOUNS = words(
  "instruction guidance guideline directive prompt programming instrucciones anweisungen anweisung consignes istruzioni instru\xE7\xF5es"
);
function namedAsAgents(v, obj) {
  if (v.near(obj, 4, (j) => v.isWordIn(j, PRINCIPAL), true, true) !== void 0) return true;
  if (v.near(obj, 5, (j) => v.isWordIn(j, TOLD2), true, false) !== void 0) return true;
  return !v.isWordIn(obj, DIRECTIVE_WEAK) && v.isWordIn(obj, TOLD_NOUNS) && hasPrior(v, obj);
}
function otherPartyActs(v, at, obj) {
  return overrideActor(v, at) === "other" && !namedAsAgents(v, obj);
}
var REPORTING = words("instruct tell ask request want direct demand order urge say suggest");
var ANAPHORA = words("that those such this these");
var ASK_NOUNS = words(
  "instruction instructions request requests direction directions demand demands command commands"
);
function reportedFromContent(v, at, obj) {
  if (obj <= at || !v.isWordIn(obj, ASK_NOUNS) || !v.isWordIn(obj - 1, ANAPHORA)) return false;
  for (let r = at - 1; r > 0; r--) {
    if (!v.isWordIn(r, REPORTING) || v.toks[r]?.kind !== "word") continue;
    const addressed = v.isWordIn(r + 1, AGENT) || v.isWordIn(r + 2, AGENT);
    if (!addressed) continue;
    return !principalAsks(v, r);
  }
  return false;
}
function principalAsks(v, r) {
  let named = false;
  for (let j = r - 1; j >= 0 && j > r - 8; j--) {
    const t = v.toks[j];
    if (t.kind === "punct" || v.isWordIn(j, SUBORDINATORS) || v.isWordIn(j, PHRASE_EDGE)) break;
    named = true;
    if (v.isWordIn(j, PRINCIPAL) || v.isWordIn(j, AGENT)) return true;
    if ((t.kind === "code" || t.kind === "path") && askedWriteClassOf(t.t)?.cls.startsWith("agent-"))
      return true;
  }
  return !named;
}

// src/analysis/prose/override-scope.ts
var WITHDRAW = words("revoke rescind");
function withdrawsGrant(v, at) {
  return v.isWordIn(at, WITHDRAW);
}
var LABEL = /^[-\s>+\d.)[\]xX]{0,12}\*\*[^*\n]{1,80}\*\*/;
function verbInLabel(v, at, obj) {
  const m = v.textMatch(LABEL);
  if (!m) return false;
  const end = m[0].length;
  const verb = v.toks[at];
  const object = v.toks[obj];
  if (verb.at >= end || object.at < end) return false;
  const next = v.toks[at + 1];
  return next?.kind === "word" && next.at < end;
}
var RELATIVE3 = words("that which who");
var THAT_CONJUNCTION = words(
  "sure ensure note say says said mean means confirm verify check so such now think believe assume know knows remember tell told given"
);
var OBEY3 = words("follow obey apply heed honor honour adopt use prefer trust accept respect treat");
function relativeClause(v, at, obj) {
  const adverb = v.isWordIn(at - 2, RELATIVE3) && /ly$/.test(v.w(at - 1));
  const r = v.isWordIn(at - 1, RELATIVE3) ? at - 1 : adverb ? at - 2 : -1;
  if (r < 1 || v.toks[r - 1]?.kind !== "word") return void 0;
  if (v.w(r) === "that" && v.isWordIn(r - 1, THAT_CONJUNCTION)) return void 0;
  if (v.find(OBEY3).length > 0) return "obeyed";
  return namedAsAgents2(v, obj) ? "obeyed" : "described";
}
var AGENTS = words(
  "your previous prior earlier above preceding original initial system safety user user's developer operator standing built-in"
);
function namedAsAgents2(v, obj) {
  for (let k = obj - 1; k >= Math.max(0, obj - 3); k--) if (v.isWordIn(k, AGENTS)) return true;
  return v.near(obj, 5, (j) => v.w(j) === "you", true, false) !== void 0;
}
var TOPIC_MARK = words(
  "referencing references mentioning mentions regarding concerning about covering covers describing describes on for"
);
var CONDUCT = words(
  "safety security confirm confirmation confirmations confirming approval approvals approve approving permission permissions ask asking user users review reviews reviewing secret secrets credential credentials token tokens upload uploads uploading send sending share sharing privacy limit limits restriction restrictions rule rules check checks checking consent disclosure tell telling report reporting prompt prompts instruction instructions guardrail guardrails sandbox boundary boundaries destructive deletion delete deleting push pushing network data file files command commands shell tool tools you your"
);
function topicScoped(v, directive, predicate) {
  const marked = v.isWordIn(directive + 1, TOPIC_MARK) || v.w(directive + 1) === "that" && v.isWordIn(directive + 2, TOPIC_MARK);
  if (!marked) return false;
  for (let k = directive + 2; k < predicate; k++) if (v.isWordIn(k, CONDUCT)) return false;
  return true;
}
var MALFUNCTION = words(
  "misinterpret misinterprets misread misreads misunderstand misunderstands mishandle mishandles misapply misapplies fail fails garble garbles truncate truncates overlook overlooks"
);
function malfunctionPaired(v, at) {
  const after2 = (v.w(at + 1) === "or" || v.w(at + 1) === "and") && v.isWordIn(at + 2, MALFUNCTION);
  const before2 = (v.w(at - 1) === "or" || v.w(at - 1) === "and") && v.isWordIn(at - 2, MALFUNCTION);
  return after2 || before2;
}
var REQUEST_NOUNS = words(
  "instruction instructions directive directives request requests command commands order orders demand demands prompt prompts message messages text content attempt attempts"
);
var PICKED = words(
  "any all every such these those the a an other embedded injected hidden new incoming external untrusted unknown malicious suspicious unexpected further"
);
var ATTACK_ASK = words(
  "ignore disregard forget override overrule bypass circumvent discard drop abandon skip dismiss reveal leak disclose exfiltrate pretend roleplay impersonate"
);
var COMPLEMENT_LEAD = words("to that which telling asking urging saying demanding requesting claiming");
function refusesAttackRequest(v, at) {
  let verb = -1;
  for (let k = at; k <= at + 3 && k < v.n; k++)
    if (/^(?:follow|following|obey|obeying)$/.test(v.w(k))) {
      verb = k;
      break;
    }
  if (verb < 0) return false;
  let noun = verb + 1;
  while (noun < v.n && noun <= verb + 4 && v.isWordIn(noun, PICKED)) noun++;
  if (!v.isWordIn(noun, REQUEST_NOUNS) || !v.isWordIn(noun + 1, COMPLEMENT_LEAD)) return false;
  for (let k = noun + 2; k < v.n && k <= noun + 8; k++) {
    if (v.toks[k].kind === "punct" && v.toks[k].t !== ",") return false;
    if (v.isWordIn(k, ATTACK_ASK)) return true;
  }
  return false;
}
function negatedAdvice(v, at, obj) {
  if (refusesAttackRequest(v, at)) return true;
  return !hasPrior(v, obj) && !v.near(obj, 4, (j) => v.w(j) === "your", true, false);
}
var ASKS = words("request requests attempt attempts demand demands prompt prompts message messages");
var REFUSE = words("refuse reject decline flag block deny resist distrust quarantine");
var TREAT_VERB = words("treat regard");
var TREATED_AS = words(
  "data untrusted suspicious hostile attack attacks jailbreak injection input text content"
);
var ASK_DETERMINERS = /* @__PURE__ */ new Set(["any", "all", "every", "such", "the", "these", "those", "a", "an"]);
function refusedRequest(v, at) {
  if (v.w(at - 1) !== "to" || !v.isWordIn(at - 2, ASKS)) return false;
  let k = at - 3;
  while (k > 0 && k > at - 6 && ASK_DETERMINERS.has(v.w(k))) k--;
  if (v.isWordIn(k, REFUSE)) return true;
  if (!v.isWordIn(k, TREAT_VERB)) return false;
  for (let j = at + 1; j < Math.min(v.n, at + 16); j++)
    if (v.w(j) === "as") return v.isWordIn(j + 1, TREATED_AS) || v.isWordIn(j + 2, TREATED_AS);
  return false;
}
var TIME_LEAD = words("before after when while until upon");
function timedGerund(v, at) {
  if (!/ing$/.test(v.w(at))) return false;
  return v.isWordIn(at - 1, TIME_LEAD) || v.w(at - 1) === "to" && v.w(at - 2) === "prior";
}

// src/analysis/prose/override-frames.ts
var OWNERS = words(
  "your you yours user users user's system safety previous prior earlier original initial operator developer standing built-in guardrail"
);
var PRINCIPALS = words("your you yours user users user's system safety operator developer guardrail");
function ownedNear(v, obj) {
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++) if (v.isWordIn(k, OWNERS)) return true;
  return false;
}
var SCOPE_DETERMINERS = words("all every each any the a an outgoing incoming subsequent later future");
function scopedByFor(v, at, obj) {
  if (obj <= at || !v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let k = obj - 1;
  while (k > at && v.isWordIn(k, SCOPE_DETERMINERS)) k--;
  if (v.w(k) !== "for" || k - at < 2) return false;
  for (let j = at + 1; j < k; j++) if (v.toks[j]?.kind !== "word") return false;
  return true;
}
function labelOnly(v, at) {
  if (at !== 0 || v.n > 4) return false;
  const last = v.toks[v.n - 1];
  if (last?.kind !== "punct" || last.t !== ":") return false;
  for (let j = 1; j < v.n - 1; j++) if (v.toks[j]?.kind !== "word") return false;
  return true;
}
var DISTRIBUTIVE = words("each either neither one both");
function eachOther(v, at) {
  return /s$/.test(v.w(at)) && v.isWordIn(at - 1, DISTRIBUTIVE);
}
function notTheAgents(v, at, obj) {
  return carriedByData(v, obj) || materialRule(v, at, obj) || framedElsewhere(v, at, obj) || otherPartyActs(v, at, obj) || reportedFromContent(v, at, obj);
}
function framedElsewhere(v, at, obj) {
  if (obj > at && v.passive(at) && participle(v.w(at))) return true;
  if (actedByOtherParty(v, at)) return true;
  if (ownedNear(v, obj)) return false;
  return scopedByFor(v, at, obj) || inPrepositionalPhrase(v, at, obj) || labelOnly(v, at) || eachOther(v, at);
}
var PLACE_PREPOSITIONS = words("in on at across along within throughout into between among");
var WHOLE = words("everything anything all whatever what it them");
function inPrepositionalPhrase(v, at, obj) {
  if (obj <= at + 2 || !v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let prep = -1;
  for (let k = obj - 1; k > at; k--)
    if (v.isWordIn(k, PLACE_PREPOSITIONS)) {
      prep = k;
      break;
    }
  if (prep < 0) return false;
  let own = false;
  for (let k = at + 1; k < prep; k++) {
    if (v.toks[k]?.kind !== "word" && v.toks[k]?.kind !== "code") return false;
    if (v.isWordIn(k, WHOLE)) return false;
    if (!v.isWordIn(k, SCOPE_DETERMINERS)) own = true;
  }
  return own;
}
var OTHER_PARTY = words(
  "user users customer customers someone somebody people reader readers visitor visitors human humans"
);
var RELATIVE_PRONOUN = words("that which who");
function actedByOtherParty(v, at) {
  const r = at - 1;
  if (!v.isWordIn(r, RELATIVE_PRONOUN) || v.find(OBEY3).length > 0) return false;
  for (let k = r - 1; k >= Math.max(1, r - 6); k--) {
    const t = v.toks[k];
    if (t.kind === "punct") return false;
    if (v.isWordIn(k - 1, OTHER_PARTY) && /(?:s|ed)$/.test(t.t) && t.kind === "word") return true;
  }
  return false;
}
var USER3 = words("user users user's");
var USER_SAY = words(
  "instruction instructions request requests wish wishes preference preferences direction directions"
);
var RANKS = words("precedence prevail prevails win wins first priority");
function yieldsToUser(v, h) {
  if (h.obj !== void 0 && v.near(h.obj, 3, (j) => v.isWordIn(j, USER3), false, true) !== void 0)
    return false;
  for (let k = h.at + 1; k < v.n; k++) {
    if (v.w(k) === "unless" && v.isWordIn(k + 2, USER3) && v.w(k + 1) === "the") return true;
    if (!v.isWordIn(k, USER3) || !v.isWordIn(k + 1, USER_SAY)) continue;
    for (let j = k + 2; j < v.n && j <= k + 6; j++) if (v.isWordIn(j, RANKS)) return true;
  }
  return false;
}
function markYields(v, hits) {
  for (const h of hits) if (h.cls === "override" && yieldsToUser(v, h)) h.yields = true;
  return hits;
}
var LICENSED_ACTS = words(
  "deletion deletions delete removal removals cleanup destructive overwrite overwrites reset resets push force-push deploy deployment deployments migration migrations wipe purge"
);
var CAREFUL = words("disclose confirm ask warn explain flag pause stop check verify escalate");
function withdrawnLicence(v, obj, predicate) {
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS)) return false;
  let licensed = false;
  for (let k = obj - 1; k >= Math.max(0, obj - 3); k--) if (v.isWordIn(k, LICENSED_ACTS)) licensed = true;
  if (!licensed) return false;
  return v.find(CAREFUL, predicate + 1).some((k) => !v.negated(k));
}

// src/analysis/prose/override-owner.ts
var RULE_OWNER = words(
  "previous prior earlier above preceding original initial system safety your user user's developer operator standing built-in anthropic openai pr\xE9c\xE9dentes vorherigen anteriores"
);
var STANDING_OWNER = words(
  "previous prior earlier above preceding original initial system safety standing built-in pr\xE9c\xE9dentes vorherigen anteriores"
);
var WHOLE2 = words("all any every other");
var DETERMINER = words("the a an all any every each other of these those");
var PREPOSITION = words("for with in on to by via per using from into at under across within when where");
function headNoun(v, j) {
  const t = v.toks[j + 1];
  return t?.kind !== "word" || AFTER_HEAD.has(t.t);
}
var AFTER_HEAD = words(
  "on of for in that which from set you about given and or to we above earlier previously before i the they it is are was were"
);
function objectShape(v, i, j) {
  let det = false;
  let phrase = false;
  let other = false;
  for (let k = i + 1; k < j; k++) {
    const t = v.toks[k];
    if (t.kind === "quote" || v.inQuotes(k)) continue;
    if (t.kind === "punct") {
      if (t.t === "," && phrase) phrase = false;
      else if (t.t !== ",") other = true;
    } else if (t.kind === "word" && v.isWordIn(k, PREPOSITION)) phrase = true;
    else if (phrase) continue;
    else if (t.kind === "word" && v.isWordIn(k, DETERMINER)) det = true;
    else if (t.kind !== "word" || !v.isWordIn(k, RULE_OWNER)) other = true;
  }
  if (phrase) return "phrase";
  if (other) return "modified";
  return det ? "bare" : "plain";
}
function ownerBefore(v, j, quoted2, set) {
  for (let k = j - 1; k >= Math.max(0, j - 3 - quoted2); k--) if (v.isWordIn(k, set)) return true;
  return false;
}
function toldAfter(v, j) {
  const next = v.w(j + 1);
  return next === "above" || next === "earlier" || next === "you";
}
function weakRuleOfAgent(v, i, j, strongVerb, quoted2) {
  if (j < i) return ownerBefore(v, j, quoted2, RULE_OWNER);
  const shape = objectShape(v, i, j);
  if (shape === "phrase") return ownerBefore(v, j, quoted2, STANDING_OWNER);
  if (ownerBefore(v, j, quoted2, RULE_OWNER) || toldAfter(v, j)) return true;
  if (shape !== "bare") return false;
  if (strongVerb && headNoun(v, j)) return true;
  for (let k = i + 1; k < j; k++) if (v.isWordIn(k, WHOLE2)) return true;
  return false;
}

// src/analysis/prose/override-ranks.ts
var QUANTIFIERS = words("all any every other each");
var PRINCIPALS2 = words(
  "your you yours user users user's system safety operator developer guardrail anthropic openai standing built-in"
);
function quantifiedOnly(v, obj) {
  let quantified = false;
  for (let k = obj - 1; k >= Math.max(0, obj - 3); k--) {
    if (!v.isWordIn(k, PRIOR)) continue;
    if (!v.isWordIn(k, QUANTIFIERS)) return false;
    quantified = true;
  }
  if (!quantified) return false;
  return v.near(obj, 5, (j) => v.isWordIn(j, TOLD2) || v.w(j) === "you", true, false) === void 0;
}
var NO_SUBJECT = words(
  "please and or then to just also simply always now first immediately instead so must should will can could may might you we i never let"
);
var RANKING = /^(?:supersedes|overrides|outranks|trumps|overrules|takes|take|supersede|override|outrank)$/;
function rankingStatement(v, at) {
  if (!RANKING.test(v.w(at)) || at === 0) return false;
  const t = v.toks[at - 1];
  if (t.kind === "code") return true;
  if (t.kind !== "word" || v.isWordIn(at - 1, NO_SUBJECT)) return false;
  return /s$/.test(v.w(at)) || /[^su]s$/.test(t.t);
}
function markOwnRanks(v, hits) {
  for (const h of hits) {
    if (h.cls !== "override" || h.obj === void 0) continue;
    if (documentsOwnText(v, h.obj)) {
      h.ranksOwn = true;
      h.ownDocument = true;
    } else if (rankingStatement(v, h.at) && quantifiedOnly(v, h.obj)) h.ranksOwn = true;
  }
  return hits;
}
var DOCUMENT_NOUNS = /* @__PURE__ */ new Set([
  "file",
  "document",
  "template",
  "page",
  "section",
  "contract",
  "note",
  "readme",
  "doc",
  "guide"
]);
var SELF = /* @__PURE__ */ new Set(["this", "these"]);
var POSSESSIVE2 = /^['’]s$|[a-z]['’]s$/;
function documentNoun(w) {
  const bare = w.replace(/['’]s$/, "");
  return DOCUMENT_NOUNS.has(bare) || DOCUMENT_NOUNS.has(bare.replace(/s$/, ""));
}
function documentsOwnText(v, obj) {
  for (let k = Math.max(0, obj - 5); k <= obj + 5 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS2) || v.isWordIn(k, TOLD2)) return false;
  for (let k = obj - 1; k >= Math.max(0, obj - 5); k--) {
    const w = v.w(k);
    if (/^['’]s$/.test(w) || w === "own") continue;
    if (v.toks[k].kind !== "word") break;
    const possessed = POSSESSIVE2.test(w) || POSSESSIVE2.test(v.w(k + 1));
    if (possessed && documentNoun(w)) return SELF.has(v.w(k - 1)) || SELF.has(v.w(k - 2));
  }
  if (v.w(obj + 1) !== "in" && v.w(obj + 1) !== "of") return false;
  if (!SELF.has(v.w(obj + 2))) return false;
  return documentNoun(v.w(obj + 3)) || v.toks[obj + 3]?.kind === "word" && documentNoun(v.w(obj + 4));
}
var CLAUSE_MARK = /* @__PURE__ */ new Set([":", "\u2014", "\u2013", ";", "(", ")"]);
var PLURAL_ANAPHORA = words("they these those all");
function voidSubjectElsewhere(v, directive, i) {
  if (directive > i) return true;
  let broken = false;
  for (let k = directive + 1; k < i; k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && CLAUSE_MARK.has(t.t)) broken = true;
  }
  if (!broken) return false;
  for (let k = i - 1; k >= Math.max(directive + 1, i - 3); k--)
    if (v.isWordIn(k, PLURAL_ANAPHORA)) return false;
  return true;
}
var ARTEFACT = words(
  "migration migrations version versions release commit pr adr rfc revision edition draft"
);
function supersededByArtefact(v, i, obj) {
  if (!/^superseded$|^replaced$/.test(v.w(i)) || v.w(i + 1) !== "by") return false;
  const t = v.toks[i + 2];
  const artefact = t?.kind === "code" || t?.kind === "path" || t?.kind === "word" && (/^v\d/.test(t.t) || /\d/.test(t.t) || v.isWordIn(i + 2, ARTEFACT));
  if (!artefact) return false;
  if (obj === void 0) return true;
  for (let k = Math.max(0, obj - 4); k <= obj + 3 && k < v.n; k++)
    if (v.isWordIn(k, PRINCIPALS2)) return false;
  return true;
}
function voidedElsewhere(v, obj, i) {
  return voidSubjectElsewhere(v, obj, i) || supersededByArtefact(v, i, obj);
}

// src/analysis/prose/intents-control.ts
var OVERRIDE_STRONG = words(
  "disregard override overrule supersede nullify void discard dismiss countermand rescind revoke outrank trump ignorer ignorez ignora ignorar ignorieren ignoriere ignoriert vergiss vergessen olvida olvidar oublie oubliez oublier dimentica esque\xE7a esquecer zignoruj ignoruj"
);
var PRIORITY = words("supersede outrank trump overrule");
var FOREIGN_OVERRIDE = words(
  "ignorer ignorez ignora ignorar ignorieren ignoriere ignoriert vergiss vergessen olvida olvidar oublie oubliez oublier dimentica esque\xE7a esquecer zignoruj ignoruj"
);
var OVERRIDE_WEAK = words("ignore forget drop abandon neglect cancel suspend lift waive bypass circumvent");
var OVERRIDE_PHRASES = [
  ["set", "aside"],
  ["put", "aside"],
  ["brush", "aside"],
  ["cast", "aside"],
  ["throw", "out"],
  ["pay", "no", "attention"],
  ["pay", "no", "heed"],
  ["take", "no", "notice"],
  ["take", "precedence"],
  ["no", "longer", "follow"],
  ["stop", "following"],
  ["stop", "obeying"],
  ["do", "not", "follow"],
  ["do", "not", "obey"]
];
var OVERRIDE_SPLIT = [
  ["set", "aside"],
  ["put", "aside"],
  ["brush", "aside"],
  ["cast", "aside"],
  ["throw", "out"],
  ["wave", "away"]
];
var DIRECTIVE_STRONG = words(
  "instruction guidance guideline directive briefing programming instructions instrucciones anweisungen anweisung consignes istruzioni instru\xE7\xF5es directives instrukcje instrukcji"
);
var TREAT3 = words("treat consider regard deem");
var NO_LONGER_VERBS = words("apply hold matter count bind govern stand");
var VOID_ADJ = words(
  "void obsolete superseded overridden revoked cancelled canceled suspended lifted outdated null invalid irrelevant waived expired moot withdrawn"
);
var TOLD_VERBS = words("told tell said say asked ask instructed instruct requested request given give");
var TOPIC = words("about regarding concerning on of for re");
var TOLD_WHOLE = /* @__PURE__ */ new Set(["whatever", "anything", "everything", "what", "all"]);
var TOLD_PARTY = words(
  "you your user users person people operator operators developer developers system owner human humans"
);
var EXCLUSIVE = words("only sole exclusive single");
var COMMAND_NOUNS = words("direction directions orders commands");
var REPORTING2 = words(
  "tells tell told telling asks asked asking instructs instructed wants wanted urges urged"
);
var ADDRESSED = /* @__PURE__ */ new Set(["you", "claude", "agent", "assistant", "model", "it"]);
var BE_FORMS = words("be been being is are was were get gets got");
var CAPABLE = words("can could may might will would lets allows enables");
var RELATIVE4 = words("which that");
function reportedOrCapability(v, at) {
  const w = v.w(at);
  for (let k = at - 1; k >= Math.max(0, at - 8); k--) {
    if (v.toks[k]?.kind === "punct" && v.toks[k].t !== ",") break;
    if (v.w(k) === "whether" && v.w(k + 1) !== "to") return true;
  }
  if (v.w(at - 1) === "to" && (REPORTING2.has(v.w(at - 3)) || REPORTING2.has(v.w(at - 4))) && ADDRESSED.has(v.w(at - 2)))
    return true;
  if (v.w(at - 1) === "to" && v.near(at - 1, 6, (j) => REPORTING2.has(v.w(j)) && v.w(j + 1) === "for", false, true))
    return true;
  if (w.endsWith("ed") && at > 0 && v.toks[at - 1]?.kind === "word" && !v.isWordIn(at - 1, BE_FORMS)) {
    const prev = v.w(at - 1);
    if (prev !== "you" && prev !== "please" && prev !== "and" && prev !== "or") return true;
  }
  for (let k = at - 1; k >= Math.max(0, at - 7); k--) {
    if (v.isWordIn(k, CAPABLE) && v.isWordIn(k - 1, RELATIVE4)) return true;
    if (v.toks[k]?.kind === "punct" && v.toks[k].t !== ",") return false;
  }
  return false;
}
function treatedAsVoid(v) {
  for (const at of v.find(TREAT3)) {
    for (let k = at + 2; k < Math.min(v.n, at + 14); k++) {
      if (v.w(k) !== "as") continue;
      const nothing = v.w(k + 1) === "not" && v.isWordIn(k + 2, NO_LONGER_VERBS);
      if (!nothing && !v.isWordIn(k + 1, VOID_ADJ)) break;
      for (let j = at + 1; j < k; j++)
        if (v.isWordIn(j, DIRECTIVE_STRONG) || v.isWordIn(j, DIRECTIVE_WEAK) && hasPrior(v, j))
          return { at, obj: j };
      break;
    }
  }
  return void 0;
}
function directiveObject(v, i, strongVerb, priority = false) {
  const quoted2 = quotedTokens(v, i + 1, i + 14);
  return v.near(
    i,
    7 + quoted2,
    (j) => {
      if (priority && v.isWordIn(j, DIRECTIVE_WEAK))
        return !selfReference(v, j) && !sequence(v, j) && hasPrior(v, j);
      if (v.inQuotes(j)) return false;
      if (v.isWordIn(j, DIRECTIVE_STRONG) || v.w(j) === "prompt" && v.isWordIn(j - 1, PROMPT_OWNER))
        return !selfReference(v, j) && !machineInstruction(v, j);
      if (v.isWordIn(j, DIRECTIVE_WEAK)) {
        if (selfReference(v, j) || sequence(v, j)) return false;
        if (verbInsideParenthetical(v, i, j) && !hasPrior(v, j)) return false;
        return weakRuleOfAgent(v, i, j, strongVerb, quotedTokens(v, j - 12, j - 1));
      }
      const w = v.w(j);
      if (w === "everything" || w === "anything" || w === "whatever" || w === "what") {
        for (let k = j + 1; k <= j + 5 && k < v.n; k++) if (v.isWordIn(k, TOLD2)) return true;
      }
      return false;
    },
    true,
    !priority
  );
}
function quotedTokens(v, from, to) {
  let n = 0;
  for (let k = Math.max(0, from); k <= to && k < v.n; k++)
    if (v.toks[k].kind === "quote" || v.inQuotes(k)) n++;
  return Math.min(n, 8);
}
var SEQUENCE = words("order direction");
var DETERMINER2 = words("a an the any all every each my our his her their its these those that this");
function sequence(v, j) {
  if (!v.isWordIn(j, SEQUENCE)) return false;
  const w = v.w(j);
  if (w === "ordering" || w === "orderings") return true;
  if (w === "orders" || w === "directions") return false;
  if (w === "order" && v.w(j - 1) === "default") return true;
  const t = v.toks[j - 1];
  return t?.kind === "word" && !v.isWordIn(j - 1, DETERMINER2) && !v.isWordIn(j - 1, PRIOR);
}
function selfReference(v, j) {
  const a = v.w(j - 1);
  const b = v.w(j - 2);
  const next = v.w(j + 1);
  return a === "this" || a === "these" || b === "this" || b === "these" || a === "following" || next === "below" || next === "here";
}
var PROMPT_OWNER = words("system your original initial previous prior earlier");
var OVERRIDE_GATE = words("set put brush cast throw pay take stop do no wave");
var OBJECT_GATE = words("everything anything whatever what");
var OVERRIDE_TRIGGERS = gate(DIRECTIVE_STRONG, DIRECTIVE_WEAK, OBJECT_GATE, words("prompt"));
var OVERRIDE_TRIGGERS_2 = gate(OVERRIDE_STRONG, OVERRIDE_WEAK, OVERRIDE_GATE, VOID_ADJ, EXCLUSIVE, TREAT3);
var FOREIGN_VOID_TRIGGERS = gate(FOREIGN_VOID_GATE);
function override(v) {
  const fv = v.opens(FOREIGN_VOID_TRIGGERS) ? foreignVoid(v) : void 0;
  const translated = fv !== void 0 ? [{ cls: "override", at: fv, obj: fv, inherent: true, negated: false }] : [];
  if (!v.opens(OVERRIDE_TRIGGERS) || !v.opens(OVERRIDE_TRIGGERS_2)) return translated;
  const out = translated;
  const verbs = [
    ...v.findSplit(OVERRIDE_SPLIT).map((at) => ({ at, strong: true })),
    ...v.find(OVERRIDE_STRONG).map((at) => ({ at, strong: !withdrawsGrant(v, at) })),
    ...v.find(OVERRIDE_WEAK).map((at) => ({ at, strong: false })),
    ...v.findPhrases(OVERRIDE_PHRASES).map((p) => ({ at: p.at, strong: true }))
  ];
  for (const { at, strong } of verbs) {
    if (verbAsNoun(v, at)) continue;
    if (v.w(at) === "trump" && v.capitalised(at)) continue;
    const priority = v.isWordIn(at, PRIORITY) || v.w(at + 1) === "precedence" || /^(?:overrides|overrode|supersedes)$/.test(v.w(at));
    if (reportedOrCapability(v, at) || nounBeforeVerb(v, at) || refusedRequest(v, at)) continue;
    const obj = directiveObject(v, at, strong, priority);
    if (obj === void 0 || notTheAgents(v, at, obj)) continue;
    if (verbInLabel(v, at, obj) || malfunctionPaired(v, at) && !hasPrior(v, obj)) continue;
    const relative = relativeClause(v, at, obj);
    if (relative === "described") continue;
    if (grantedOverride(v, at) && !v.isWordIn(obj, DIRECTIVE_STRONG) && !hasPrior(v, obj)) continue;
    if (heldBySomethingElse(v, obj)) continue;
    if (priority && rolesRanked(v, at, obj)) continue;
    if (obj < at && !participle(v.w(at)) && !v.passive(at)) continue;
    if (subordinateBetween(v, at, obj)) continue;
    const stated = statedBySubject(v, at) || relative === "obeyed";
    if (stated && !ownedByAgent(v, obj)) continue;
    if (timedGerund(v, at) && !ownedByAgent(v, obj)) continue;
    const phraseNeg = v.w(at) === "do" || v.w(at) === "no" || v.w(at) === "stop";
    if (phraseNeg && negatedAdvice(v, at, obj)) continue;
    const inherent = stated || v.isWordIn(at, PRIORITY) || v.w(at + 1) === "precedence" || v.isWordIn(at, FOREIGN_OVERRIDE);
    out.push({
      cls: "override",
      at,
      obj,
      negated: !phraseNeg && v.negated(at),
      ...inherent ? { inherent } : {},
      ...phraseNeg ? { absorbed: true } : {}
    });
  }
  for (let i = 0; i < v.n; i++) {
    const lead = v.w(i) === "no" && v.w(i + 1) === "longer" && v.isWordIn(i + 2, NO_LONGER_VERBS);
    const notApply = v.w(i) === "not" && v.isWordIn(i + 1, NO_LONGER_VERBS) && v.w(i - 1) === "do";
    const isVoid = v.isWordIn(i, VOID_ADJ) && ["be", "is", "are", "now", "been", "considered", "has", "have", "had"].includes(v.w(i - 1));
    if (!lead && !notApply && !isVoid) continue;
    if (conditionClause(v, i)) continue;
    if (isVoid && !lead && !notApply && /^(?:can|could|may|might)$/.test(v.w(i - 2))) continue;
    const directive = v.near(
      i,
      7,
      (j) => v.isWordIn(j, DIRECTIVE_STRONG) || v.isWordIn(j, DIRECTIVE_WEAK) && !sequence(v, j),
      false,
      true
    );
    const obj = directive !== void 0 && !selfReference(v, directive) && (v.isWordIn(directive, DIRECTIVE_STRONG) || hasPrior(v, directive)) ? directive : toldToAgent(v, i);
    if (obj === void 0 || namedDocumentedItem(v, obj) || obj === directive && topicScoped(v, obj, i) || withdrawnLicence(v, obj, i) || voidedElsewhere(v, obj, i))
      continue;
    out.push({ cls: "override", at: i, obj, inherent: true, negated: false });
  }
  const treated = treatedAsVoid(v);
  if (treated !== void 0)
    out.push({
      cls: "override",
      at: treated.at,
      obj: treated.obj,
      inherent: true,
      negated: v.negated(treated.at)
    });
  for (let i = 1; i + 3 < v.n; i++) {
    if (!v.isWordIn(i, EXCLUSIVE) || v.w(i - 1) !== "your") continue;
    if (v.w(i + 1) !== "source" || v.w(i + 2) !== "of") continue;
    if (!v.isWordIn(i + 3, DIRECTIVE_STRONG) && !v.isWordIn(i + 3, COMMAND_NOUNS)) continue;
    out.push({ cls: "override", at: i, obj: i + 3, inherent: true, negated: v.negated(i) });
  }
  return markOwnRanks(v, markYields(v, out)).filter((h) => !namedRequestKind(v, h.at));
}
function toldToAgent(v, i) {
  for (let j = i - 1; j >= Math.max(0, i - 7); j--) {
    if (!v.isWordIn(j, TOLD_VERBS)) continue;
    if (v.isWordIn(j + 1, TOPIC) || v.isWordIn(j + 2, TOPIC)) return void 0;
    let whole = -1;
    for (let k = j - 1; k >= Math.max(0, j - 14); k--) {
      if (TOLD_WHOLE.has(v.w(k))) {
        whole = k;
        break;
      }
    }
    if (whole < 0) return void 0;
    if (v.w(j + 1) === "you") return j;
    for (let k = whole + 1; k < j; k++) if (v.isWordIn(k, TOLD_PARTY)) return j;
    return void 0;
  }
  return void 0;
}

// src/analysis/prose/intents-encoded-render.ts
var ADD = words("append add include put insert embed write prepend attach");
var CONTENT2 = words(
  "source sources diagram diagrams graph graphs chart charts comment comments block blocks payload definition markup"
);
var DATA = words(
  "secret secrets credential credentials token tokens password passwords conversation transcript history messages prompt prompts"
);
var VARIABLE_OWNERS = /* @__PURE__ */ new Set(["environment", "env", "shell", "session"]);
var VARIABLES = /* @__PURE__ */ new Set(["variable", "variables", "vars", "var"]);
var MAX_REACH = 40;
var ENCODED_RENDER_TRIGGERS = gate(ADD);
function encodedRender(v, slotImage) {
  if (!slotImage || !v.opens(ENCODED_RENDER_TRIGGERS)) return [];
  const secrets = new Set(v.secretPaths());
  for (const at of v.find(ADD)) {
    const content = v.near(at, 10, (j) => v.isWordIn(j, CONTENT2), true, false);
    if (content === void 0) continue;
    for (let k = at + 1; k < v.n && k <= at + MAX_REACH; k++) {
      const variables = VARIABLES.has(v.w(k)) && VARIABLE_OWNERS.has(v.w(k - 1));
      const envCode = v.toks[k].kind === "code" && /^(?:env|printenv|set)$/.test(v.toks[k].t);
      if (variables || envCode || secrets.has(k) || v.isWordIn(k, DATA))
        return [{ cls: "render-exfil", at, obj: k, negated: v.negated(at, 5) }];
    }
  }
  return [];
}

// src/analysis/prose/remote-places.ts
var FETCH2 = words(
  "fetch download retrieve grab pull load open visit browse curl wget read get webfetch"
);
function noneOf(v, j) {
  return v.w(j - 1) === "no" || v.w(j - 2) === "no" && v.toks[j - 1]?.kind === "word";
}
var WEB_PLACES = words("webpage website gist pastebin");
var SOURCE_PREP2 = words("from at on in of via");
var OWN_PLACE = words("your our my their");
var DETERMINER3 = /* @__PURE__ */ new Set(["the", "a", "an", "this", "that"]);
var SAID_BY = words(
  "say says tell tells list lists return returns give gives show shows provide provides serve serves contain contains describe describes"
);
function webPlaceIsSource(v, j) {
  if (!v.isWordIn(j, WEB_PLACES)) return true;
  for (let k = j - 1; k >= Math.max(0, j - 4); k--) {
    if (v.toks[k].kind !== "word") break;
    if (v.isWordIn(k, FETCH2)) return true;
    if (/ing$/.test(v.w(k)) && !DETERMINER3.has(v.w(k - 1))) break;
    if (!v.isWordIn(k, SOURCE_PREP2)) continue;
    const own = k < j - 1 && v.isWordIn(k + 1, OWN_PLACE);
    return !(own && (v.w(k) === "in" || v.w(k) === "on"));
  }
  if (v.w(j + 1) === "'s") return true;
  return v.near(j, 3, (k) => v.isWordIn(k, SAID_BY), true, false) !== void 0;
}

// src/analysis/prose/remote-targets.ts
var CHANGE3 = words(
  "update configure reconfigure modify change manage patch provision deploy sync maintain administer"
);
var DETERMINERS2 = /* @__PURE__ */ new Set(["the", "a", "an", "any", "all", "its", "their", "each", "every"]);
function changedThere(v, j) {
  const k = DETERMINERS2.has(v.w(j - 1)) ? j - 2 : j - 1;
  return v.isWordIn(k, CHANGE3) && v.w(k - 1) === "to";
}

// src/analysis/prose/intents-exec.ts
var FOLLOW = words(
  "follow obey execute run apply perform carry implement enact heed honor honour comply act adopt do treat evaluate eval"
);
var EVAL = words("evaluate eval");
var DOWNLOADER = words("curl wget");
var SAYS2 = words("say says tell tells list lists ask asks instruct instructs describe describes");
var AS_DIRECTIVE = words(
  "instruction instructions direction directions command commands order orders prompt guidance rules"
);
var EXEC_OBJ = words(
  "block blocks step steps command commands instruction instructions direction directions snippet snippets code script scripts it them content contents everything whatever what say says"
);
var REMOTE_WORDS = words(
  "downloaded fetched remote retrieved online webpage website gist pastebin returned"
);
var CAME_BACK = words("returned retrieved");
var NETWORK_FETCH = words("fetch download curl wget webfetch browse visit");
var NETWORK_RETURNER = words(
  "api apis server servers endpoint endpoints service website site page web internet url webhook gist remote http https"
);
var PLACE_NOUNS = words(
  "host hosts server servers machine machines box vm node nodes side shell session system systems computer computers workstation workstations target targets filesystem filesystems"
);
var REMOTE_WHAT = words(
  "execution access desktop administration management login control branch branches ref refs tracking"
);
function remoteSource(v) {
  for (const u of v.urls()) {
    const t = v.toks[u];
    if (t.kind === "placeholder" || classifyHost(t.t) !== "local") return u;
  }
  const w = v.near(
    0,
    v.n,
    (j) => v.isWordIn(j, REMOTE_WORDS) && !runsThere(v, j) && fromNetwork(v, j) && webPlaceIsSource(v, j) && !noneOf(v, j)
  );
  if (w !== void 0) return w;
  for (const f of v.find(FETCH2)) {
    const obj = v.near(
      f,
      4,
      (j) => ["page", "response", "runbook", "document", "file", "gist"].includes(v.w(j)),
      true,
      false
    );
    if (obj !== void 0 && v.urls().length > 0) return obj;
  }
  return void 0;
}
function fromNetwork(v, j) {
  if (!v.isWordIn(j, CAME_BACK)) return true;
  if (v.urls().length > 0 || v.find(NETWORK_FETCH).length > 0) return true;
  return v.near(j, 5, (k) => v.isWordIn(k, NETWORK_RETURNER), true, false) !== void 0;
}
function runsThere(v, j) {
  if (v.w(j) === "remote" && (REMOTE_WHAT.has(v.w(j + 1)) || v.w(j + 2) === "execution" || gitOption(v, j + 1)))
    return true;
  if (remoteExecution(v, j) || changedThere(v, j)) return true;
  if ((v.w(j - 1) === "on" || v.w(j - 1) === "in") && (PLACE_NOUNS.has(v.w(j + 2)) || PLACE_NOUNS.has(v.w(j + 3))))
    return true;
  if (v.capitalised(j) && v.capitalised(j - 1)) {
    const k2 = v.capitalised(j - 2) ? j - 3 : j - 2;
    if (v.w(k2) === "in" || v.w(k2) === "on") return true;
  }
  if (!PLACE_NOUNS.has(v.w(j + 1))) return false;
  const k = ["the", "a", "each", "every", "that", "this"].includes(v.w(j - 1)) ? j - 2 : j - 1;
  return v.w(k) === "on" || v.w(k) === "in";
}
var gitOption = (v, k) => v.toks[k]?.kind === "code" && /^--?[a-z]/.test(v.toks[k].t);
var REMOTE_RUN = words("command commands");
var TARGET_PREP = words("on against across");
var MEANS = words("using via through with over");
var MEANS_HEAD = words(
  "tool tools technique techniques protocol protocols utility utilities method methods"
);
function remoteExecution(v, j) {
  if (v.w(j) !== "remote" || !v.isWordIn(j + 1, REMOTE_RUN)) return false;
  for (let k = j + 2; k < Math.min(v.n, j + 10); k++) {
    const t = v.toks[k];
    if (t.kind === "punct" && t.t !== "," && t.t !== "-") return false;
    if (v.w(k) === "from") return false;
    if (v.isWordIn(k, TARGET_PREP)) {
      for (let m = k + 1; m <= k + 3 && m < v.n; m++) if (PLACE_NOUNS.has(v.w(m))) return true;
    }
    if (!v.isWordIn(k, MEANS)) continue;
    for (let m = k + 1; m <= k + 5 && m < v.n; m++) {
      const u = v.toks[m];
      const name = u.kind === "word" || u.kind === "code" ? u.t.toLowerCase() : "";
      if (RUNNER2.has(name) || v.isWordIn(m, NETWORK_RETURNER) || u.kind === "url") return false;
      if (v.isWordIn(m, MEANS_HEAD) || u.kind === "code" || v.capitalised(m)) return true;
    }
  }
  return false;
}
function linked(v, verb, obj, src) {
  if (src > verb && src - verb <= 10) return true;
  if (Math.abs(src - obj) <= 5 && v.isWordIn(src, REMOTE_WORDS)) return true;
  if (obj > verb && src > obj && src - obj <= 8 && v.find(FETCH2, obj + 1, src).length > 0) return true;
  return v.find(FETCH2).some((f) => f < src && src < verb && src - f <= 8);
}
var ADJUNCT = words("before after without when while instead");
var HAND = words(
  "pass pipe feed hand give stream p\xE1sala p\xE1salo p\xE1sasela p\xE1saselo pasa pasala d\xE1sela d\xE1selo env\xEDala env\xEDalo \xFCbergib \xFCbergebe gib leite passe passez donne donnez envoie envoyez"
);
var RUNNER2 = /* @__PURE__ */ new Set([
  "bash",
  "sh",
  "zsh",
  "dash",
  "ksh",
  "python",
  "python3",
  "node",
  "deno",
  "bun",
  "perl",
  "ruby",
  "powershell",
  "pwsh",
  "iex",
  "shell",
  "interpreter"
]);
var TO_RUNNER = /* @__PURE__ */ new Set(["to", "into", "through", "a", "al", "an", "\xE0", "dans", "in"]);
var RUNNER_DETERMINER = /* @__PURE__ */ new Set(["a", "an", "the", "your", "la", "le", "die", "den", "der"]);
function receivedBy(v, r) {
  if (TO_RUNNER.has(v.w(r - 1))) return true;
  return RUNNER_DETERMINER.has(v.w(r - 1)) && TO_RUNNER.has(v.w(r - 2));
}
function handedToRunner(v) {
  for (let r = 1; r < v.n; r++) {
    const t = v.toks[r];
    const name = t.kind === "word" || t.kind === "code" ? t.t.toLowerCase() : "";
    if (!RUNNER2.has(name) || !receivedBy(v, r)) continue;
    const at = v.near(r, 8, (j) => v.isWordIn(j, HAND), false, true);
    if (at !== void 0) return { at, obj: r };
  }
  return void 0;
}
var AGENT_MEDIATED_EXEC_TRIGGERS = gate(FOLLOW, HAND);
function agentMediatedExec(v) {
  if (!v.opens(AGENT_MEDIATED_EXEC_TRIGGERS)) return [];
  const src = remoteSource(v);
  if (src === void 0) return fetchedAddressHanded(v);
  const handed = handedToRunner(v);
  if (handed && src < handed.at && !v.negated(handed.at)) {
    const t = v.toks[src];
    const object = t.kind === "url" || t.kind === "code" ? t.t.slice(0, 300) : void 0;
    return [{ cls: "agent-mediated-exec", ...handed, ...object ? { object } : {}, negated: false }];
  }
  const out = [];
  for (const at of v.find(FOLLOW)) {
    if (at === src) continue;
    if (runsNamedCommand(v, at) || appliedToFetched(v, at) || toolStatement(v, at)) continue;
    if (v.isWordIn(at, EVAL) && v.find(DOWNLOADER).length === 0) continue;
    if (/ing$/.test(v.w(at)) && ADJUNCT.has(v.w(at - 1))) continue;
    const obj = v.w(at) === "treat" ? treatedAsDirective(v, at) : v.isWordIn(at, DO) ? doWhatItSays(v, at) : execObject(v, at);
    if (obj === void 0 || !linked(v, at, obj, src) || traversed(v, at, obj)) continue;
    if (obj < src && !v.isWordIn(obj, RUNNABLE2) && v.find(RUN_ON, obj + 1, src).length > 0) continue;
    if (obj > at && v.find(ADJUNCT, at + 1, obj).length > 0) continue;
    if (v.find(FOLLOW, at + 1, obj).length > 0) continue;
    const t = v.toks[src];
    const object = t.kind === "url" || t.kind === "placeholder" || t.kind === "code" ? t.t.slice(0, 300) : void 0;
    out.push({ cls: "agent-mediated-exec", at, obj, ...object ? { object } : {}, negated: v.negated(at) });
    break;
  }
  return out;
}
var DO = words("do");
var RUN_ON = words("per against across over");
var ADDRESS = words("address url endpoint link");
var FETCH_ADDRESS = words("fetch download retrieve curl wget webfetch get request");
function fetchedAddressHanded(v) {
  const handed = handedToRunner(v);
  if (!handed || v.negated(handed.at)) return [];
  for (const f of v.find(FETCH_ADDRESS, 0, handed.at)) {
    const addr = v.near(f, 3, (j) => v.isWordIn(j, ADDRESS), true, false);
    if (addr !== void 0 && addr < handed.at && !v.negated(f))
      return [{ cls: "agent-mediated-exec", ...handed, negated: false }];
  }
  return [];
}
var POINTERS = words(
  "key keys link links hyperlink hyperlinks reference references ref refs pointer pointers id ids identifier identifiers redirect redirects edge edges relation relations relationship relationships citation citations breadcrumb breadcrumbs"
);
var RUNNABLE2 = words(
  "block blocks step steps command commands instruction instructions direction directions snippet snippets code script scripts"
);
function traversed(v, at, obj) {
  if (!v.w(at).startsWith("follow") || v.w(obj) !== "it" && v.w(obj) !== "them") return false;
  for (let k = at - 1; k >= Math.max(0, at - 12); k--) {
    if (v.isWordIn(k, RUNNABLE2)) return false;
    if (v.isWordIn(k, POINTERS)) return v.find(OPEN_AT, Math.max(0, k - 3), k).length === 0;
  }
  return false;
}
var OPEN_AT = words("open visit browse fetch download load click webfetch curl wget");
var EXAMINATION = words(
  "review reviews audit audits analysis analyses scan scans inspection inspections walkthrough walkthroughs"
);
function runnable(v, j) {
  return v.isWordIn(j, EXEC_OBJ) && !v.isWordIn(j + 1, EXAMINATION);
}
function execObject(v, at) {
  const obj = v.near(at, 8, (j) => runnable(v, j), true, true);
  const subject = obj !== void 0 && obj < at;
  if (obj === void 0 || !subject || v.passive(at)) return obj;
  const after2 = v.near(at, 8, (j) => runnable(v, j), true, false);
  if (after2 === void 0) return void 0;
  for (let k = at + 1; k < after2; k++)
    if (v.toks[k].kind === "punct" && v.toks[k].t === ":") return void 0;
  return after2;
}
function runsNamedCommand(v, at) {
  const t = v.toks[at + 1]?.kind === "word" && v.w(at + 1) === "the" ? v.toks[at + 2] : v.toks[at + 1];
  if (t?.kind !== "code" && t?.kind !== "path") return false;
  const first = t.t.trimStart().split(" ", 1)[0] ?? "";
  return !t.t.includes("://") && (first.includes("/") || /\.[a-z]{1,4}$/i.test(first));
}
var APPLIED_ON = words("on against over across");
function appliedToFetched(v, at) {
  const t = v.toks[at + 1];
  if (t?.kind !== "code") return false;
  const first = (t.t.trimStart().split(" ", 1)[0] ?? "").toLowerCase();
  if (RUNNER2.has(first) || first === "source" || first === "eval" || first === ".") return false;
  return v.isWordIn(at + 2, APPLIED_ON);
}
function treatedAsDirective(v, at) {
  for (let k = at + 1; k < Math.min(v.n, at + 12); k++) {
    if (v.w(k) !== "as" || v.negatorBefore(k, 1) !== void 0) continue;
    const noun = v.near(k, 4, (j) => v.isWordIn(j, AS_DIRECTIVE), true, false);
    if (noun !== void 0 && v.negatorBefore(noun, noun - k - 1) === void 0) return noun;
  }
  return void 0;
}
function doWhatItSays(v, at) {
  const what = v.w(at + 1);
  if (what !== "what" && what !== "whatever" && what !== "everything" && what !== "as") return void 0;
  return v.near(at + 1, 4, (j) => v.isWordIn(j, SAYS2), true, false);
}

// src/analysis/prose/intents-field-send.ts
var SEND2 = words("submit send post upload push deliver transmit forward");
var ADDRESS2 = words("address url uri endpoint destination");
var KEY = /^[A-Za-z_][\w.-]{1,60}$/;
var TRIGGERS3 = gate(SEND2);
var TRIGGERS_2 = gate(ADDRESS2);
function fieldSend(v) {
  if (!v.opens(TRIGGERS3) || !v.opens(TRIGGERS_2) || !v.hasKind("code")) return [];
  for (const at of v.find(SEND2)) {
    const addr = v.near(at, 12, (j) => v.isWordIn(j, ADDRESS2) && !v.punctBetween(at, j), true, false);
    if (addr === void 0) continue;
    for (let k = addr + 1; k < v.n && k <= addr + 6; k++) {
      const t = v.toks[k];
      if (t.kind === "punct" && t.t !== ",") break;
      if (t.kind !== "code" || !KEY.test(t.t)) continue;
      return [{ cls: "send-data", at, obj: k, object: t.t, negated: v.negated(at, 6) }];
    }
  }
  return [];
}

// src/analysis/prose/intents-supply.ts
var SUPPLY = words(
  "put place pass provide supply give fill populate enter insert add paste cole coloque insira forne\xE7a preencha pega pegue ponga pon inserte proporcione rellena colle collez ins\xE8re ins\xE9rez fournis fournissez remplis remplissez incolla inserisci fornisci compila f\xFCge gib setze"
);
var CONTENT3 = words(
  "text contents content body copy dump output texto conte\xFAdo contenido contenu texte testo contenuto inhalt"
);
var OF = /* @__PURE__ */ new Set(["of", "do", "da", "de", "del", "du", "des", "dei", "della", "dello", "von", "der"]);
function contentOf(v, k) {
  return v.isWordIn(k, CONTENT3) && (OF.has(v.w(k + 1)) || v.toks[k + 1]?.kind === "word" && OF.has(v.w(k + 2)));
}
var OPENERS = /* @__PURE__ */ new Set(["so", "then", "and", "please", "just", "simply"]);
var STOP = /* @__PURE__ */ new Set([";", ".", "?", "!", "|", ":"]);
var WINDOW = 20;
function suppliedSecret(v, paths) {
  if (paths.length === 0) return pastedEnvironment(v);
  for (const at of v.find(SUPPLY)) {
    let best;
    for (let k = at + 1; k < Math.min(v.n, at + WINDOW); k++) {
      const t = v.toks[k];
      if (t.kind === "punct" && STOP.has(t.t)) break;
      if (!contentOf(v, k)) continue;
      const p = paths.find((j) => j > k + 1 && j - k <= 12);
      if (p !== void 0 && (best === void 0 || isConfig(v, best))) best = p;
    }
    if (best === void 0) continue;
    const prev = v.toks[at - 1];
    const imperative = SUPPLY.has(v.w(at)) && (prev === void 0 || prev.t === "," || OPENERS.has(v.w(at - 1)));
    return [
      {
        cls: "secret-read",
        at,
        obj: best,
        object: v.secretPathAt(best),
        ...imperative ? { inherent: true } : {},
        negated: v.negated(at, 6)
      }
    ];
  }
  const handed = textOfSecret(v, paths) ?? ranAndHanded(v, paths);
  return handed.length > 0 ? handed : placedVerbatim(v, paths);
}
var RUN3 = words("run execute exec esegui ejecuta ex\xE9cute ex\xE9cutez f\xFChre rode execute executa uruchom");
var PRINTED = words("value output result token string it");
function ranAndHanded(v, paths) {
  for (const at of v.find(RUN3)) {
    const j = paths.find((p) => p > at && p - at <= 2 && v.toks[p].kind === "code");
    if (j === void 0) continue;
    const handed = v.find(SUPPLY, j + 1).some((k) => k - j <= 10 && v.near(k, 4, (n) => v.isWordIn(n, PRINTED), true, false) !== void 0);
    if (!handed) continue;
    return [{ cls: "secret-read", at, obj: j, object: v.secretPathAt(j), negated: v.negated(at, 6) }];
  }
  return [];
}
function textOfSecret(v, paths) {
  for (let k = 0; k + 1 < v.n; k++) {
    if (!v.isWordIn(k, CONTENT3) || v.w(k + 1) !== "of") continue;
    const p = paths.find((j) => j > k + 1 && j - k <= 12 && !clauseBetween(v, k, j));
    if (p === void 0) continue;
    return [{ cls: "secret-read", at: k, obj: p, object: v.secretPathAt(p), negated: v.negated(k, 6) }];
  }
  return void 0;
}
function clauseBetween(v, a, b) {
  for (let k = a + 1; k < b; k++) if (v.toks[k].kind === "punct" && STOP.has(v.toks[k].t)) return true;
  return false;
}
function isConfig(v, j) {
  return secretOf(v.secretPathAt(j).split(/\s/)[0] ?? "")?.cls === "dotenv";
}
var PLACE = words(
  "put place paste include insert add append attach copy embed write fill reproduce"
);
var INTO = /* @__PURE__ */ new Set(["into", "in", "to", "under", "as", "inside", "onto"]);
var OBJECT_WINDOW = 6;
var STORE_BEFORE = 14;
function placedBefore(v, send) {
  const paths = v.secretPaths();
  if (paths.length === 0) return void 0;
  for (const at of v.find(PLACE, 0, send)) {
    let placed;
    for (let k = at + 1; k < Math.min(send, at + OBJECT_WINDOW); k++) {
      const t = v.toks[k];
      if (t.kind === "punct" && STOP.has(t.t)) break;
      if (v.isWordIn(k, CONTENT3) || v.w(k) === "it" && k === at + 1) {
        placed = k;
        break;
      }
    }
    if (placed === void 0) continue;
    const store = paths.find(
      (j) => j < at && at - j <= STORE_BEFORE || j > placed && j - placed <= 4 && j < send
    );
    if (store === void 0) continue;
    for (let k = placed + 1; k < send; k++) if (INTO.has(v.w(k))) return store;
  }
  return void 0;
}
var VERBATIM = words(
  "verbatim unedited unredacted unmodified unfiltered untrimmed whole entire complete exactly"
);
function placedVerbatim(v, paths) {
  for (const at of v.find(PLACE)) {
    const store = paths.find((j) => j > at && j - at <= WINDOW && !clauseBetween(v, at, j)) ?? (/ed$/.test(v.w(at)) ? paths.find((j) => j < at && at - j <= 8 && !clauseBetween(v, j, at)) : void 0);
    if (store === void 0) continue;
    const verbatim = v.near(store, 12, (j) => v.isWordIn(j, VERBATIM), true, true);
    if (verbatim === void 0) continue;
    const prev = v.toks[at - 1];
    const imperative = prev === void 0 || prev.t === "," || OPENERS.has(v.w(at - 1));
    return [
      {
        cls: "secret-read",
        at,
        obj: store,
        object: v.secretPathAt(store),
        ...imperative ? { inherent: true } : {},
        negated: v.negated(at, 6)
      }
    ];
  }
  return [];
}
function pastedEnvironment(v) {
  for (const at of v.find(SUPPLY)) {
    for (let k = at + 1; k < Math.min(v.n, at + WINDOW); k++) {
      const t = v.toks[k];
      if (t.kind === "punct" && STOP.has(t.t)) break;
      if (t.kind !== "code" || !isEnvDump(t.t)) continue;
      if (!contentOf(v, k - 2) && !v.isWordIn(k + 1, CONTENT3)) break;
      return [{ cls: "secret-read", at, obj: k, object: t.t.trim(), negated: v.negated(at, 6) }];
    }
  }
  return [];
}

// src/analysis/prose/intents-flow.ts
var FOREIGN_READ = "lies lese lesen kopiere kopieren lis lisez lire copie copiez copier lee lea leer copia copie copiar leia ler leggi leggere copiare";
var FOREIGN_SEND = "sende senden schicke schicken \xFCbermittle \xFCbermitteln \xFCbertrage \xFCbertragen envoie envoyez envoyer transmets transmettez transmettre t\xE9l\xE9verse t\xE9l\xE9versez env\xEDa env\xEDe enviar envia envie manda mande mandar sube suba subir invia inviare mandare carica caricare";
var READ = words(
  `read cat open load copy dump print output show display include attach paste collect gather grab harvest extract access retrieve fetch upload send exfiltrate source parse scan examine inspect echo type ${FOREIGN_READ} ${FOREIGN_SEND}`
);
var STRONG_READ = words(
  `read cat dump print output show display include attach paste collect gather grab harvest extract upload send exfiltrate echo copy ${FOREIGN_READ} ${FOREIGN_SEND}`
);
var SECRET_PHRASES = [
  ["ssh", "key*"],
  ["private", "key*"],
  ["aws", "credentials"],
  ["cloud", "credentials"],
  ["keychain"],
  ["wallet*"],
  ["seed", "phrase*"],
  ["mnemonic*"],
  ["browser", "cookies"],
  ["saved", "passwords"],
  ["stored", "passwords"],
  ["all", "environment", "variables"],
  ["every", "environment", "variable"],
  ["all", "env", "vars"],
  ["credentials", "file"],
  ["credential", "file"],
  ["api", "keys"],
  ["access", "tokens"],
  ["secrets"],
  ["credentials"],
  ["passwords"]
];
var VAGUE_SECRETS = /* @__PURE__ */ new Set(["secrets", "credentials", "passwords", "api", "access"]);
var DESTINATION = words("to into onto");
var OWNED = /* @__PURE__ */ new Set([
  "the",
  "all",
  "every",
  "your",
  "any",
  "their",
  "my",
  "our",
  "user's",
  "stored",
  "saved"
]);
var SECRET_GATE = words(
  "key keys credentials credential keychain wallet wallets seed mnemonic cookies passwords environment env secrets tokens"
);
var SECRET_READ_TRIGGERS = gate(READ, SUPPLY, CONTENT3, PLACE);
var SECRET_READ_TRIGGERS_2 = gate(SECRET_GATE);
function secretRead(v) {
  if (!v.opens(SECRET_READ_TRIGGERS)) return [];
  if (!v.opens(SECRET_READ_TRIGGERS_2) && v.secretPaths().length === 0) return pastedEnvironment(v);
  const out = [];
  const paths = v.secretPaths();
  const phrases = v.findPhrases(SECRET_PHRASES);
  for (const at of v.find(READ)) {
    if (/ing$/.test(v.w(at)) && v.w(at - 1) === "if") continue;
    const p = paths.find((j) => j > at && j - at <= 8 && !v.isWordIn(j - 1, DESTINATION)) ?? (v.passive(at) ? paths.find((j) => j < at && at - j <= 6) : void 0);
    const q = p ?? pathBefore(v, at, paths);
    if (q !== void 0) {
      out.push({ cls: "secret-read", at, obj: q, object: v.secretPathAt(q), negated: v.negated(at, 6) });
      return out;
    }
    if (!v.isWordIn(at, STRONG_READ)) continue;
    const ph = phrases.find((q2) => q2.at > at && q2.at - at <= 6 && !v.isWordIn(q2.at - 1, DESTINATION));
    if (ph === void 0) continue;
    if (VAGUE_SECRETS.has(v.w(ph.at)) && !OWNED.has(v.w(ph.at - 1))) continue;
    if (VAGUE_SECRETS.has(v.w(ph.at)) && !/^(?:dump|harvest|exfiltrate|collect|gather|grab|cat|print|echo|paste|attach|include|upload|send)/.test(
      v.w(at)
    ))
      continue;
    out.push({
      cls: "secret-read",
      at,
      obj: ph.at,
      object: phraseText(v, ph.at, ph.len),
      negated: v.negated(at, 6)
    });
    return out;
  }
  return suppliedSecret(v, paths);
}
var VERB_FINAL = words(
  "lesen gelesen auslesen kopieren kopiert senden gesendet schicken hochladen \xFCbermitteln \xFCbertragen"
);
var VALUE_WORDS = /* @__PURE__ */ new Set(["value", "line", "key", "token", "entry", "string", "one"]);
var TAKEN_UP = /* @__PURE__ */ new Set(["it", "them", "everything", "its", "their"]);
function pathBefore(v, at, paths) {
  if (v.isWordIn(at, VERB_FINAL)) return paths.find((j) => j < at && at - j <= 6);
  const demonstrative = (v.w(at + 1) === "that" || v.w(at + 1) === "this") && VALUE_WORDS.has(v.w(at + 2));
  if (!v.isWordIn(at, STRONG_READ) || !TAKEN_UP.has(v.w(at + 1)) && !demonstrative) return void 0;
  const next = v.w(at + (v.w(at + 1) === "its" || v.w(at + 1) === "their" || demonstrative ? 3 : 2));
  if (next === "from" || next === "out" || next === "over") return void 0;
  return paths.find((j) => j < at && at - j <= (demonstrative ? 20 : 12));
}
function phraseText(v, at, len) {
  const parts = [];
  for (let k = at; k < at + len; k++) parts.push(v.raw(k));
  return parts.join(" ");
}
var SEND3 = words(
  `send post upload transmit forward exfiltrate submit share email mail beam leak relay deliver dispatch transfer pipe curl paste ${FOREIGN_SEND}`
);
var SENSITIVE = words(
  `conversation chat history transcript context messages prompt env environment token tokens password passwords secret secrets cookies credentials credential key keys session ${FOREIGN_SENSITIVE}`
);
var GENERIC_DATA = words(
  `result results output summary data file files contents content report diff logs it them everything answer findings object payload bundle backup archive snapshot ${FOREIGN_DATA}`
);
var TAKEN = words("copied collected gathered extracted captured combined concatenated merged joined");
var EXFIL_DEST3 = words("webhook pastebin requestbin ngrok discord telegram hastebin transfer.sh");
var DETS = /* @__PURE__ */ new Set([
  "the",
  "it",
  "them",
  "this",
  "these",
  "that",
  "those",
  "your",
  "all",
  "every",
  "a",
  "an",
  "its",
  "their"
]);
var PLACE_PREP = words("in into with to from within inside");
var REPLY2 = words("reply response answer output message comment summary issue");
var INCLUDE = words("include paste attach put embed add insert append");
var SITE_NOUN = words(
  "site sites service services bin bins board boards website websites platform platforms"
);
var VERB_LEAD = words(
  "and or then please also now first next finally just to always immediately should must will can"
);
var COPY_OUT = words("copy move sync push mirror");
var THIRD_PARTY = /* @__PURE__ */ new Set([
  "user",
  "someone",
  "somebody",
  "customer",
  "client",
  "teammate",
  "he",
  "she",
  "reviewer"
]);
var SEND_DATA_TRIGGERS = gate(SEND3, INCLUDE, COPY_OUT);
function sendData(v, secretInSentence, nameBefore) {
  if (!v.opens(SEND_DATA_TRIGGERS)) return [];
  const remote = (text) => {
    const c = classifyHost(text);
    return c !== "local" && c !== "registry" && c !== "vendor-installer";
  };
  const dest = v.urls().find((u) => v.toks[u].kind === "placeholder" || remote(v.toks[u].t)) ?? requestCommands(v).find((c) => remote(c.url))?.at;
  const namedDest = dest ?? v.near(0, v.n, (j) => v.isWordIn(j, EXFIL_DEST3) || /@[\w-]+\.[a-z]{2,}$/i.test(v.raw(j)));
  const all = credentialSlots(v, nameBefore);
  const slots = readsHeaders(v, dest) ? [] : all.filter((s) => s.kind !== "command");
  const inSlot = (j) => slots.some((s) => j >= s.first && j <= s.last);
  const printed = all.find((s) => s.store !== void 0)?.first;
  for (const at of v.find(SEND3)) {
    if (/ed$/.test(v.w(at)) && !v.passive(at)) continue;
    if (THIRD_PARTY.has(v.w(at - 1)) && /s$/.test(v.w(at)) && !/ss$/.test(v.w(at))) continue;
    if (v.isWordIn(at + 1, SITE_NOUN) && !v.isWordIn(at - 1, VERB_LEAD) && v.w(at - 1) !== "") continue;
    if ((v.w(at) === "email" || v.w(at) === "mail") && !DETS.has(v.w(at + 1)) && v.toks[at + 1]?.kind !== "path")
      continue;
    const secret = v.secretPaths().find((j) => Math.abs(j - at) <= 8) ?? printed;
    const sens = secret ?? v.near(
      at,
      8,
      (j) => v.isWordIn(j, SENSITIVE) && !inSlot(j) && !v.isWordIn(j - 1, PLACE_PREP) && !v.isWordIn(j - 2, PLACE_PREP),
      true,
      v.passive(at)
    );
    const data = sens ?? (namedDest !== void 0 ? v.near(at, 6, (j) => v.isWordIn(j, GENERIC_DATA), true, false) ?? v.near(at, 3, (j) => v.isWordIn(j, TAKEN), true, false) ?? (dest !== void 0 ? placedBefore(v, at) : void 0) : void 0);
    const named = sens === void 0 && dest !== void 0 ? slots.find((s) => s.kind === "named") : void 0;
    const credential = named ?? (sens === void 0 && dest !== void 0 ? slots[0] : void 0);
    if (named !== void 0 && dest !== void 0) {
      const object2 = destText(v, dest);
      return [
        { cls: "send-data", at, obj: named.last, object: object2, credential: named.value, negated: v.negated(at, 6) }
      ];
    }
    if (data === void 0) continue;
    if (sens === void 0 && namedDest === void 0) continue;
    if (sens !== void 0 && secret === void 0 && namedDest === void 0 && !secretInSentence && !strongSensitive(v, sens))
      continue;
    const object = namedDest !== void 0 ? destText(v, namedDest) : v.raw(data).slice(0, 300);
    const cred = credential ? { credential: credential.value } : {};
    const only = namedDest !== void 0 && onlyDestination(v, at) ? { onlyTo: true } : {};
    return [{ cls: "send-data", at, obj: data, object, ...cred, ...only, negated: v.negated(at, 6) }];
  }
  if (dest !== void 0 && v.toks[dest]?.kind !== "placeholder") {
    for (const at of v.find(COPY_OUT)) {
      const secret = v.secretPaths().find((j) => j > at && j < dest && j - at <= 8);
      if (secret !== void 0 && v.w(dest - 1) !== "from" && v.isWordIn(dest - 1, PLACE_PREP))
        return [{ cls: "send-data", at, obj: secret, object: destText(v, dest), negated: v.negated(at, 6) }];
    }
  }
  if (secretInSentence) {
    for (const at of v.find(INCLUDE)) {
      const reply = v.near(
        at,
        8,
        (j) => v.isWordIn(j, REPLY2) && ["in", "into", "to"].includes(v.w(j - 1)) || ["in", "into"].includes(v.w(j - 2)) && v.isWordIn(j, REPLY2),
        true,
        false
      );
      if (reply !== void 0)
        return [{ cls: "send-data", at, obj: reply, object: v.raw(reply), negated: v.negated(at, 6) }];
    }
  }
  return [];
}
function onlyDestination(v, at) {
  for (let j = Math.max(0, at - 3); j <= at + 3 && j < v.n; j++) {
    if (v.w(j) !== "only" && v.w(j) !== "exclusively") continue;
    if (j < at || v.w(j + 1) === "to") return true;
  }
  return false;
}
function strongSensitive(v, j) {
  const w = v.w(j);
  if (w === "conversation" || w === "transcript" || w === "history" || w === "cookies" || w === "credentials")
    return true;
  if (w === "env" || w === "environment") return v.w(j + 1).startsWith("var");
  if (w === "key" || w === "keys" || w === "token" || w === "tokens")
    return /^(?:api|ssh|private|access|session|auth|secret)$/.test(v.w(j - 1));
  return false;
}

// src/analysis/prose/intents-git-global.ts
var KEYS = [
  {
    key: "core.hooksPath",
    code: /\bcore\.hookspath\b/i,
    phrases: [
      ["hooks", "path"],
      ["hook", "path"]
    ]
  },
  {
    key: "credential.helper",
    code: /\bcredential\.helper\b/i,
    phrases: [
      ["credential", "helper"],
      ["credentials", "helper"]
    ]
  },
  {
    key: "init.templateDir",
    code: /\binit\.templatedir\b/i,
    phrases: [
      ["template", "directory"],
      ["template", "dir"],
      ["templates", "directory"]
    ]
  },
  { key: "core.fsmonitor", code: /\bcore\.fsmonitor\b/i, phrases: [["fsmonitor"]] },
  { key: "core.sshCommand", code: /\bcore\.sshcommand\b/i, phrases: [["ssh", "command"]] }
];
var SET = words("make set configure point use take change switch register install add put");
var REPORTED2 = words("ask asks tell request instruct want try attempt claim urge flag detect");
var OPTIONAL2 = words("can could may might");
var GLOBAL = words("global globally user-wide machine-wide system-wide user-level");
var MANY = words("all every");
var REPOS = words("repositories repository repos repo clones projects");
var TRIGGERS4 = gate(SET);
var SPAN4 = 30;
function gitGlobalSetting(v) {
  if (!v.opens(TRIGGERS4)) return [];
  const keys = keysAt(v);
  if (keys.length === 0 || !beyondClone(v)) return [];
  for (const verb of v.find(SET)) {
    const found = keys.find((k) => Math.abs(verb - k.at) <= SPAN4);
    if (!found) continue;
    if (v.near(verb, 24, (j) => v.isWordIn(j, REPORTED2), false, true) !== void 0) continue;
    if (v.near(verb, 3, (j) => v.isWordIn(j, OPTIONAL2), false, true) !== void 0) continue;
    return [
      {
        cls: "persist",
        at: verb,
        obj: found.at,
        object: `~/.gitconfig (${found.key})`,
        negated: v.negated(verb, 6)
      }
    ];
  }
  return [];
}
function keysAt(v) {
  const out = [];
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind !== "code") continue;
    const k = KEYS.find((x) => x.code.test(t.t.slice(0, 300)));
    if (k) out.push({ key: k.key, at: i });
  }
  const git = v.toks.some(
    (t) => t.kind === "word" && t.t === "git" || t.kind === "code" && /\bgit\b/.test(t.t)
  );
  if (git) for (const k of KEYS) for (const p of v.findPhrases(k.phrases)) out.push({ key: k.key, at: p.at });
  return out;
}
function beyondClone(v) {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i];
    if (t.kind === "code" || t.kind === "path") {
      if (/(?:^|\s)--global\b|~\/\.gitconfig\b|\.config\/git\/config\b/.test(t.t.slice(0, 300))) return true;
      continue;
    }
    if (v.isWordIn(i, GLOBAL) && v.negatorBefore(i, 2) === void 0) return true;
    if (v.isWordIn(i, REPOS) && v.near(i, 5, (j) => v.isWordIn(j, MANY), false, true) !== void 0)
      return true;
  }
  return false;
}

// src/analysis/prose/intents-render-foreign.ts
var ADD2 = words(
  "ajoutez ajouter ajoute ins\xE9rez ins\xE9rer placez mettez collez concat\xE9nez h\xE4nge h\xE4ngt h\xE4ngen anh\xE4ngen angeh\xE4ngt erg\xE4nze erg\xE4nzt erg\xE4nzen f\xFCge f\xFCgt anf\xFCgen a\xF1ada a\xF1ade a\xF1adir agregue agrega agregar inserte concatene aggiungi aggiungere aggiunga accoda accodare inserisci adicione adiciona adicionar acrescente acrescentar insira concatene"
);
var CONVERSATION = words(
  "conversation historique verlauf chatverlauf gespr\xE4chsverlauf unterhaltung conversaci\xF3n historial conversazione cronologia conversa hist\xF3rico"
);
var USER_THING = words(
  "demande demandes question message messages requ\xEAte texte contenu anfrage frage nachricht nachrichten eingabe inhalt inhalte petici\xF3n solicitud pregunta mensaje mensajes contenido richiesta domanda messaggio contenuto pedido pergunta mensagem conte\xFAdo"
);
var OWNER3 = words(
  "utilisateur utilisatrice l'utilisateur l'utilisatrice fichiers fichier nutzers benutzers anwenders dateien datei usuario archivos archivo utente file usu\xE1rio arquivos arquivo"
);
var CARRIER2 = words(
  "url urls pixel param\xE8tre parameter par\xE1metro parametro par\xE2metro query querystring src bild-url image-url"
);
var TRIGGERS5 = gate(ADD2);
var TRIGGERS_22 = gate(CONVERSATION, USER_THING);
function userData(v, from, to) {
  for (let j = from; j < to && j < v.n; j++) {
    if (v.isWordIn(j, CONVERSATION)) return j;
    if (!v.isWordIn(j, USER_THING)) continue;
    if (v.near(j, 5, (k) => v.isWordIn(k, OWNER3) || /^(?:[a-z]{1,3}')?utilisat/.test(v.w(k)), true, false))
      return j;
  }
  return void 0;
}
function carrier(v) {
  for (let j = 0; j < v.n; j++) {
    if (v.isWordIn(j, CARRIER2)) return true;
    const t = v.toks[j];
    if ((t.kind === "code" || t.kind === "url") && /[?&\w]=$/.test(t.t)) return true;
  }
  return false;
}
function foreignRenderExfil(v) {
  if (!v.opens(TRIGGERS5) || !v.opens(TRIGGERS_22)) return [];
  for (const at of v.find(ADD2)) {
    const data = userData(v, at + 1, at + 20);
    if (data === void 0 || !carrier(v)) continue;
    let negated = false;
    for (let j = at - 1; j >= 0 && j >= at - 4; j--) if (v.isWordIn(j, RO_NEG)) negated = true;
    return [{ cls: "render-exfil", at, obj: data, inherent: true, negated }];
  }
  return [];
}

// src/analysis/prose/intents-run-linked.ts
var RUN4 = words("run execute exec paste source invoke");
var APPLY = words("apply follow carry perform");
var MD_LINK = /\]\(\s{0,4}<?([^)\s>]{1,300})>?(?:\s{1,4}["'][^"'\n]{0,200}["'])?\s{0,4}\)/;
var NAMED_SECTION = /\*\*[^*\n]{2,80}\*\*|["“'][^"”'\n]{2,80}["”']/;
var BLOCK_WORDS = "block blocks snippet snippets command commands steps step section code script";
var BLOCK = words(BLOCK_WORDS);
var LOCAL_DOC = /^\.{0,2}\/?[\w.-]+(?:\/[\w.-]+){0,12}\.(?:md|markdown|txt|rst)(?:#[\w-]{0,80})?$/i;
var RUN_LINKED_TRIGGERS = gate(RUN4, APPLY);
function runLinked(v) {
  if (!v.opens(RUN_LINKED_TRIGGERS)) return [];
  for (const at of v.find(RUN4)) {
    const block = v.near(at, 8, (j) => v.isWordIn(j, BLOCK), true, false);
    if (block === void 0) continue;
    const k = linkedDoc(v, block + 1, block + 12);
    if (k !== void 0) return [linkedDocHit(v, at, k)];
  }
  const field = fieldRun(v);
  if (field) return [field];
  if (!v.textMatch(NAMED_SECTION)) return [];
  const link = v.textMatch(MD_LINK)?.[1];
  if (link === void 0 || !LOCAL_DOC.test(link)) return [];
  for (const at of v.find(APPLY)) {
    const block = v.near(at, 6, (j) => v.isWordIn(j, BLOCK_OR_NOTES), true, false);
    if (block !== void 0)
      return [
        {
          cls: "run-linked",
          at,
          obj: block,
          object: `section:${link.slice(0, 300)}`,
          negated: v.negated(at)
        }
      ];
  }
  return [];
}
var FIELD_WORDS = words(
  "command commands field fields column columns value values entry entries step steps"
);
var FIELD_NAME = /^[A-Za-z_][\w-]{0,40}$/;
function fieldRun(v) {
  for (const at of v.find(RUN4)) {
    for (let k = at + 1; k < v.n && k <= at + 4; k++) {
      const t = v.toks[k];
      if (t.kind !== "code" || !FIELD_NAME.test(t.t)) continue;
      if (v.near(k, 3, (j) => v.isWordIn(j, FIELD_WORDS), true, false) === void 0) continue;
      return { cls: "run-linked", at, obj: k, object: `field:${t.t}`, negated: v.negated(at) };
    }
  }
  return void 0;
}
var BLOCK_OR_NOTES = words(`${BLOCK_WORDS} sections notes note instructions`);
function linkedDocHit(v, at, k) {
  return {
    cls: "run-linked",
    at,
    obj: k,
    object: docTarget(v.toks[k].t).slice(0, 300),
    negated: v.negated(at)
  };
}
function docTarget(t) {
  return t.includes("](") ? t.slice(t.lastIndexOf("](") + 2) : t;
}
function linkedDoc(v, from, to) {
  for (let k = from; k < v.n && k <= to; k++) {
    const t = v.toks[k];
    if (t.kind === "path" && LOCAL_DOC.test(docTarget(t.t))) return k;
  }
  return void 0;
}

// src/analysis/prose/intents-safety-off.ts
var WITHHOLD = words(
  "never not avoid skip stop omit drop without nunca jam\xE1s evita evite evitar omite omitir sin jamais \xE9vite \xE9vitez \xE9viter sans niemals nie nicht vermeide vermeiden ohne"
);
var PLAIN_NEGATORS = words("never not nunca jam\xE1s jamais niemals nie nicht");
var NO_NEED = words("no need needn");
var REQUEST = words(
  "request ask require demand seek check verify confirm obtain validate insist collect solicites solicitar solicite solicita pidas pedir pida pide exijas exigir exija verifiques verificar verifique compruebes comprobar compruebe confirmes confirmar confirme demande demander demandez exige exiger exigez v\xE9rifie v\xE9rifier v\xE9rifiez r\xE9clame r\xE9clamer fordere fordern anfordern verlange verlangen pr\xFCfe pr\xFCfen frage fragen best\xE4tige best\xE4tigen"
);
var AUTH = words(
  "authorization authorisation authorizations authorisations authorized authorised ownership autorizaci\xF3n autorizacion autorizaciones autorizado autorizada propiedad consentimiento autorisation autorisations autoris\xE9 autoris\xE9e propri\xE9t\xE9 consentement autorisierung genehmigung berechtigungsnachweis eigentumsnachweis einverst\xE4ndnis einwilligung"
);
var PROTOCOL = words(
  "header headers token tokens code codes url uri endpoint endpoints server servers scope scopes flow flows grant grants key keys bearer string value field fields cookie cookies"
);
var CHECK_PARTS = words("check checks verification verifications proof gate gates");
var TREAT4 = words(
  "treat consider assume regard trata trate tratar considera considere considerar asume traite traitez consid\xE8re consid\xE9rez behandle betrachte"
);
var UNBOUNDED2 = words(
  "all any every each concrete real task todos todas cualquier tous toutes alle jede jeden"
);
var TARGETS = words(
  "target targets host hosts system systems domain domains account accounts ip ips network networks binary binaries token tokens name names objetivo objetivos sistema sistemas cuenta cuentas cible cibles h\xF4te h\xF4tes ziel ziele system systeme"
);
var AS2 = words("as como comme als");
var HARMLESS = words(
  "fixture fixtures sandbox sandboxed authorized authorised in-scope pre-scoped pre-authorized pre-authorised pre-approved consented lab dummy fictional fake prueba pruebas autorizado autorizados autorizadas ficticio ficticios test autoris\xE9 autoris\xE9s fictif fictifs genehmigt autorisiert"
);
var WINDOW2 = 8;
var CODE_PLACE = words(
  "endpoint endpoints route routes handler handlers controller controllers middleware middlewares view views resolver resolvers api apis service services function functions method methods module modules backend frontend server-side client-side decorator decorators component components mutation mutations controlador controladores rutas ruta servicio servicios funci\xF3n funciones m\xE9todo m\xE9todos contr\xF4leur contr\xF4leurs fonction fonctions m\xE9thode m\xE9thodes funktion funktionen methode methoden dienst dienste servi\xE7o servi\xE7os fun\xE7\xE3o fun\xE7\xF5es"
);
var PLACED = words("in on inside within across en dans sur im auf em no nos na nas nei");
var COPULA = words(
  "be is are was were been become becomes ser sea sean es son \xEAtre soit est sein ist sind"
);
var MODALS2 = words(
  "should must shall may might can could will would ought debe deben doit doivent muss m\xFCssen sollte"
);
var AGENT_SUBJECTS = words(
  "you we i agent agents assistant assistants claude codex gemini copilot model llm ai t\xFA usted vous du sie"
);
var FOREIGN_IMPERATIVE = words(
  "nunca jam\xE1s solicites pidas exijas verifiques compruebes confirmes solicite pida exija verifique compruebe confirme evita evite trata trate considera considere asume demande demandez exige exigez v\xE9rifie v\xE9rifiez r\xE9clame traite traitez consid\xE8re consid\xE9rez \xE9vite \xE9vitez jamais fordere verlange pr\xFCfe frage best\xE4tige vermeide behandle betrachte niemals"
);
function safetyOff(text, v) {
  const cjk = cjkSafetyOff(text, v);
  if (cjk.length > 0) return cjk;
  const hit = (at, obj) => {
    const foreign = [at, at - 1, at - 2, 0].some((j) => j >= 0 && v.isWordIn(j, FOREIGN_IMPERATIVE));
    return [
      {
        cls: "safety-off",
        at,
        ...obj !== void 0 ? { obj } : {},
        negated: false,
        absorbed: true,
        ...foreign ? { inherent: true } : {}
      }
    ];
  };
  for (let at = 0; at < v.n; at++) {
    if (!isAuth(v, at) || protocolSense(v, at)) continue;
    const verb = withheldCheck(v, at);
    if (verb !== void 0) return hit(verb, at);
  }
  for (const at of v.find(TREAT4)) {
    const obj = relabelled(v, at);
    if (obj !== void 0) return hit(at, obj);
  }
  return [];
}
function isAuth(v, j) {
  if (v.toks[j].kind !== "word") return false;
  if (v.isWordIn(j, AUTH)) return true;
  const w = v.w(j);
  const apos = Math.max(w.indexOf("'"), w.indexOf("\u2019"));
  if (apos > 0 && apos <= 2 && AUTH.has(w.slice(apos + 1))) return true;
  return w.includes("-") && AUTH.has(w.slice(0, w.indexOf("-")));
}
function protocolSense(v, i) {
  return v.isWordIn(i + 1, PROTOCOL) || v.toks[i + 1]?.t === "-" && v.isWordIn(i + 2, PROTOCOL);
}
function withheldCheck(v, auth) {
  if (inProgram(v, auth)) return void 0;
  const verb = v.near(auth, WINDOW2, (j) => v.isWordIn(j, REQUEST), false, true);
  if (verb !== void 0) return withheld(v, verb) && !askedOfUser(v, verb, auth) ? verb : void 0;
  const word = v.w(auth);
  const hyphenCheck = word.includes("-") && word.split("-").some((p) => CHECK_PARTS.has(p));
  const nextCheck = CHECK_PARTS.has(v.w(auth + 1));
  if (!hyphenCheck && !nextCheck) return void 0;
  const w = v.near(auth, WINDOW2, (j) => v.isWordIn(j, WITHHOLD), false, true);
  if (w === void 0 || doubled(v, w) || otherSubject(v, w)) return void 0;
  return copulaBetween(v, w, auth) ? void 0 : w;
}
function inProgram(v, auth) {
  if (v.near(auth, 16, (j2) => v.isWordIn(j2, TARGETS)) !== void 0) return false;
  if (auth > 0 && v.isWordIn(auth - 1, CODE_PLACE)) return true;
  let j = auth + 1;
  while (j < v.n && v.isWordIn(j, CHECK_PARTS)) j++;
  if (!v.isWordIn(j, PLACED)) return false;
  for (let k = j + 1; k < v.n && k <= j + 4; k++) {
    const t = v.toks[k];
    if (t.kind === "code") return true;
    if (t.kind !== "word") return false;
    if (v.isWordIn(k, CODE_PLACE)) return true;
  }
  return false;
}
function copulaBetween(v, from, to) {
  for (let j = from + 1; j < to && j <= from + 3; j++) if (v.isWordIn(j, COPULA)) return true;
  return false;
}
var USER4 = words("user users you operator owner usuario utilisateur benutzer nutzer");
function askedOfUser(v, verb, auth) {
  for (let j = verb + 1; j < auth; j++) if (v.isWordIn(j, USER4) && v.w(j + 1) === "for") return true;
  return false;
}
var SUBORDINATE = words(
  "where which that who whose when whenever if because since while whereas donde que cuando o\xF9 qui quand wo die das welche wenn"
);
function otherSubject(v, neg) {
  for (let j = neg - 1; j >= 0 && j >= neg - 16; j--) {
    const t = v.toks[j];
    if (t.kind === "punct" && t.t !== "-" && t.t !== "'") return false;
    if (v.isWordIn(j, SUBORDINATE)) return true;
    if (v.isWordIn(j, MODALS2) && j > 0 && v.toks[j - 1].kind === "word" && !v.isWordIn(j - 1, AGENT_SUBJECTS))
      return true;
  }
  return false;
}
function withheld(v, verb) {
  for (let j = verb - 1; j >= 0 && j >= verb - 4; j--) {
    const t = v.toks[j];
    if (t.kind === "punct") return false;
    if (v.isWordIn(j, WITHHOLD)) return !doubled(v, j) && !otherSubject(v, j);
    if (v.isWordIn(j, NO_NEED) && (v.w(j + 1) === "need" || v.w(j + 1) === "to")) return true;
  }
  return ["niemals", "nie", "nicht", "jamais", "keine", "keinen"].includes(v.w(verb + 1));
}
function doubled(v, neg) {
  if (v.isWordIn(neg, PLAIN_NEGATORS)) return false;
  return v.negatorBefore(neg, 6) !== void 0;
}
function relabelled(v, treat) {
  const as = v.near(treat, 12, (j) => v.isWordIn(j, AS2), true, false);
  if (as === void 0) return void 0;
  const harmless = v.near(as, 4, (j) => v.isWordIn(j, HARMLESS) || hyphenHarmless(v, j), true, false);
  if (harmless === void 0) return void 0;
  let target;
  let unbounded2 = false;
  for (let j = treat + 1; j < as; j++) {
    if (v.isWordIn(j, TARGETS)) target ??= j;
    if (v.isWordIn(j, UNBOUNDED2)) unbounded2 = true;
    if (v.toks[j].kind === "path" || v.toks[j].kind === "code") return void 0;
  }
  return target !== void 0 && unbounded2 ? target : void 0;
}
function hyphenHarmless(v, j) {
  const w = v.w(j);
  return w.includes("-") && w.split("-").some((p) => HARMLESS.has(p));
}
var ZH_WITHHOLD = [
  "\u4E0D\u8981",
  "\u4E0D\u5F97",
  "\u65E0\u9700",
  "\u4E0D\u9700\u8981",
  "\u4E0D\u5FC5",
  "\u5207\u52FF",
  "\u7981\u6B62",
  "\u907F\u514D",
  "\u7EDD\u4E0D",
  "\u6C38\u8FDC\u4E0D\u8981",
  "\u8BF7\u52FF",
  "\u3057\u306A\u3044\u3067"
];
var ZH_REQUEST = ["\u7D22\u53D6", "\u7D22\u8981", "\u8981\u6C42", "\u8BF7\u6C42", "\u8BE2\u95EE", "\u786E\u8BA4", "\u6838\u5B9E", "\u9A8C\u8BC1", "\u68C0\u67E5", "\u6C42\u3081", "\u78BA\u8A8D"];
var ZH_AUTH = ["\u6388\u6743", "\u6240\u6709\u6743", "\u8BB8\u53EF\u8BC1\u660E", "\u6388\u6B0A", "\u8A31\u53EF\u8A3C\u660E", "\u8A8D\u53EF", "\u627F\u8A8D"];
var ZH_TREAT = ["\u89C6\u4E3A", "\u5F53\u4F5C", "\u770B\u4F5C", "\u8996\u70BA", "\u5F53\u6210", "\u3068\u3057\u3066\u6271"];
var ZH_UNBOUNDED = ["\u6240\u6709", "\u4EFB\u4F55", "\u4E00\u5207", "\u5168\u90E8", "\u5177\u4F53\u7684", "\u3059\u3079\u3066", "\u5168\u3066"];
var ZH_TARGET = ["\u76EE\u6807", "\u4E3B\u673A", "\u8D26\u6237", "\u8D26\u53F7", "\u4EE4\u724C", "\u7CFB\u7EDF", "\u57DF\u540D", "\u30DB\u30B9\u30C8", "\u30BF\u30FC\u30B2\u30C3\u30C8", "\u76EE\u6A19"];
var ZH_HARMLESS = [
  "\u672C\u5730",
  "\u6C99\u7BB1",
  "\u6D4B\u8BD5",
  "\u5939\u5177",
  "\u5DF2\u6388\u6743",
  "\u6388\u6743\u8303\u56F4",
  "\u30B5\u30F3\u30C9\u30DC\u30C3\u30AF\u30B9",
  "\u30C6\u30B9\u30C8",
  "\u627F\u8A8D\u6E08\u307F"
];
var ZH_CLAUSE = /[。；！？;!?\n]/;
var CJK2 = /[\u3040-\u30ff\u3400-\u9fff]/;
function cjkSafetyOff(text, v) {
  if (!CJK2.test(text)) return [];
  const s = text.slice(0, 600);
  for (const clause of s.split(ZH_CLAUSE)) {
    const neg = firstOf(clause, ZH_WITHHOLD);
    const withheldAuth = neg >= 0 && after(clause, neg, ZH_REQUEST) >= 0 && after(clause, neg, ZH_AUTH) >= 0 && !/用户授权|用戶授權|ユーザーの承認/.test(clause);
    const treat = firstOf(clause, ZH_TREAT);
    const relabel = treat >= 0 && before(clause, treat, ZH_TARGET) && before(clause, treat, ZH_UNBOUNDED) && after(clause, treat, ZH_HARMLESS) >= 0;
    if (withheldAuth || relabel) {
      const at = Math.max(
        0,
        v.toks.findIndex((t) => t.kind === "word")
      );
      return [{ cls: "safety-off", at, negated: false, absorbed: true, inherent: true }];
    }
  }
  return [];
}
function firstOf(s, family) {
  let best = -1;
  for (const f of family) {
    const i = s.indexOf(f);
    if (i >= 0 && (best < 0 || i < best)) best = i;
  }
  return best;
}
function after(s, from, family) {
  return firstOf(s.slice(from), family);
}
function before(s, to, family) {
  return firstOf(s.slice(0, to), family) >= 0;
}

// src/analysis/prose/intents-slot-fill.ts
var FILL = words(
  "put place insert append add write fill filled set paste include zet plaats voeg schrijf vul plak"
);
var DATA2 = words(
  "summary conversation chat history secret secrets token tokens password passwords credentials key keys prompt prompts messages transcript variables values diff request samenvatting gesprek geschiedenis geheim geheimen wachtwoord wachtwoorden sleutel sleutels berichten variabelen waarden verzoek vraag"
);
var URLISH = words(
  "url encoded urlencoded url-encoded query parameter param slot badge image pixel gecodeerd url-gecodeerd afbeelding plaatje"
);
var SLOT = /^[?&]?[A-Za-z_][\w-]{0,20}=$|^\{\{?[A-Za-z_][\w-]{0,40}\}\}?$/;
var VARIABLE = /^\$?\*?_?[A-Z][A-Z0-9_*]{2,40}$/;
var FILL_TRIGGERS = gate(FILL);
var MAX_TOKENS2 = 400;
function slotFill(v) {
  if (!v.opens(FILL_TRIGGERS) || !v.hasKind("code")) return [];
  for (let k = 0; k < v.n && k < MAX_TOKENS2; k++) {
    const t = v.toks[k];
    if (t.kind !== "code" || !SLOT.test(t.t)) continue;
    let verb;
    for (let j = Math.max(0, k - 24); j <= Math.min(v.n - 1, k + 6) && verb === void 0; j++)
      if (j !== k && v.isWordIn(j, FILL)) verb = j;
    if (verb === void 0) continue;
    const data = v.near(
      verb,
      40,
      (j) => v.isWordIn(j, DATA2) || v.toks[j]?.kind === "code" && VARIABLE.test(v.toks[j].t),
      true,
      false
    );
    if (data === void 0 || v.near(verb, 40, (j) => v.isWordIn(j, URLISH)) === void 0) continue;
    const first = v.toks.findIndex((x) => x.kind === "word");
    return [
      {
        cls: "render-exfil",
        at: verb,
        obj: data,
        object: t.t.replace(/^[?&]/, "").replace(/^\{\{?([^{}]+)\}\}?$/, "{$1}"),
        negated: v.negated(verb, 5),
        ...first === verb ? { inherent: true } : {}
      }
    ];
  }
  return [];
}

// src/analysis/prose/unread-hooks.ts
var AGENT_SETTINGS = /(?:~\/|\$\{?HOME\}?\/)?\.claude\/settings(?:\.local)?\.json\b/;
var HOOK_WORD = /(?<![\w-])(?:hooks?|Stop|SubagentStop|SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|PreCompact|Notification)(?![\w-])/;
var CODE_COMMAND = /`[^`\n]{0,40}[A-Za-z][\w.-]{0,40} [^`\n]{1,300}`/;
function hookInstallOf(text, v, negatedNear2) {
  const settings = AGENT_SETTINGS.exec(text);
  const hook = settings ? HOOK_WORD.exec(text) : null;
  if (!settings || !hook || !CODE_COMMAND.test(text)) return [];
  return [
    {
      cls: "persist",
      at: tokenIndex(v, hook.index),
      obj: tokenIndex(v, settings.index),
      object: settings[0],
      negated: negatedNear2(hook.index, hook[0].length),
      inherent: true
    }
  ];
}

// src/analysis/prose/unread-words.ts
var CONCEAL2 = [
  // Indonesian / Malay
  [/\b(?:tidak|jangan|tak)\b/i, /(?:sebut|beritahu|katakan|laporkan|ceritakan)/i, /(?:pengguna|ringkasan)/i],
  // Vietnamese
  [/(?:không|đừng|chớ)/i, /(?:nhắc|đề cập|nói|báo)/i, /(?:người dùng|tóm tắt)/i],
  // Turkish
  [/(?:gerek yok|etme|\bma\b|\bme\b|söyleme|bahsetme)/i, /(?:bahset|söyle|bildir)/i, /(?:kullanıcı|özet)/i],
  // Polish
  // ("powiedz…" is left out: "się nie powiedzie" is "does not succeed".)
  [
    new RegExp("(?<!\\p{L})(?:nie|bez)(?!\\p{L})", "iu"),
    /(?:wspomin|wspomni|mów|mówi|informuj|informow|pisz|pisać|tłumacz|wyjaśni|zgłasza|opowiada|opisyw)/iu,
    /(?:użytkownik|podsumowani|odpowiedzi)/iu,
    4
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
    3
  ],
  // Korean
  // ("알릴 필요가 없다": there is no need to tell.)
  [/(?:마세요|말고|않|말 것|필요\s?[가는]?\s?없)/, /(?:언급|알리|알릴|말하|보고)/, /(?:사용자|요약)/],
  // Swedish
  [
    new RegExp("(?<!\\p{L})(?:inte|aldrig|ej)(?!\\p{L})", "iu"),
    /(?:nämn|berätta|informera|upplys|tas upp|ta upp|tala om)/iu,
    /(?:användar|sammanfattning|svaret)/iu
  ],
  // Norwegian, Danish
  [
    new RegExp("(?<!\\p{L})(?:ikke|aldri|aldrig)(?!\\p{L})", "iu"),
    /(?:nevn|nævn|fortell|fortæl|informer|opplys|oplys)/iu,
    /(?:bruker|bruger|oppsummering|opsummering|sammendrag|sammenfatning|svaret)/iu
  ],
  // Czech, Slovak (the negation is the verb's prefix: "nezmiňuj", "neuvádzaj")
  [
    new RegExp("(?<!\\p{L})(?:ne(?=zmi|zm\xED|spom|uv\xE1d|uve\u010F|\u0159\xEDk|hovor|sd\u011Bl|sdel|informuj|oznam)|nikdy(?!\\p{L}))", "iu"),
    /(?:zmiň|zmín|spomín|spomeň|uváděj|uveď|uvádz|říkej|hovor|sděl|sdeľ|informuj|oznam)/iu,
    /(?:uživatel|používateľ|shrnutí|zhrnut|odpověd|odpoveď|odpoved)/iu
  ],
  // Greek
  [
    new RegExp("(?<!\\p{L})(?:\u03BC\u03B7\u03BD|\u03BC\u03B7|\u03B4\u03B5\u03BD)(?!\\p{L})", "iu"),
    /(?:αναφέρ|αναφερ|πεις|πείτε|εξηγ|ενημερ|γνωστοποι)/iu,
    /(?:χρήστ|σύνοψη|περίληψη|απάντησ)/iu
  ],
  // Finnish
  [
    new RegExp("(?<!\\p{L})(?:\xE4l\xE4|\xE4lk\xE4\xE4|ei|eik\xE4)(?!\\p{L})", "iu"),
    /(?:mainitse|mainita|kerro|kertoa|ilmoita)/iu,
    /(?:käyttäjä|yhteenve|vastaukse|vastauks)/iu
  ],
  // Hungarian
  [
    new RegExp("(?<!\\p{L})(?:ne|nem|soha)(?!\\p{L})", "iu"),
    /(?:említ|mondd|mondja|tájékoztas|jelezd|szólj)/iu,
    /(?:felhasználó|összefoglal|válasz)/iu
  ],
  // Romanian
  [
    new RegExp("(?<!\\p{L})(?:nu|niciodat\u0103)(?!\\p{L})", "iu"),
    /(?:menționa|menționez|spune|informa|pomeni)/iu,
    /(?:utilizator|rezumat|răspuns)/iu
  ],
  // Ukrainian
  // (The negation stands before the verb it negates: "якщо збірка не вдалася, повідом …" asks for the telling.)
  [
    new RegExp("(?<!\\p{L})(?:\u043D\u0435|\u043D\u0456\u043A\u043E\u043B\u0438 \u043D\u0435)\\s{1,3}(?:\u0437\u0433\u0430\u0434\u0443|\u0437\u0433\u0430\u0434\u0430\u0439|\u043A\u0430\u0436\u0438|\u0441\u043A\u0430\u0436\u0438|\u043F\u043E\u0432\u0456\u0434\u043E\u043C\u043B\u044F|\u043F\u043E\u0432\u0456\u0434\u043E\u043C|\u043F\u0438\u0448\u0438|\u0440\u043E\u0437\u043F\u043E\u0432\u0456\u0434\u0430)", "iu"),
    /(?:згаду|згадай|кажи|скажи|повідомля|повідом|пиши|розповіда)/iu,
    /(?:користувач|підсумк|відповід)/iu
  ],
  // Thai (no spaces between words: "ไม่ต้องแจ้งให้ผู้ใช้ทราบ")
  // The negation must govern the telling verb: "ไม่ใช่คำสั่ง … ให้แจ้งผู้ใช้" ("is not an order … tell the user") asks
  // for the telling.
  [
    /(?:ไม่(?:จำเป็น)?ต้อง|อย่า)\s?(?:ไป)?(?:แจ้ง|บอก|กล่าวถึง|พูดถึง|ระบุ)/,
    /(?:แจ้ง|บอก|กล่าวถึง|พูดถึง|ระบุ)/,
    /(?:ผู้ใช้|สรุป|คำตอบ)/
  ],
  // Persian ("لازم نیست به کاربر اطلاع دهی", "به کاربر نگو")
  [
    /(?:^|\s)(?:نه|نیست|نباید|هرگز|بدون)(?=\s|$)|(?:^|\s)ن(?:گو|گویید|کن|کنید|نویس|نویسید)(?=\s|$)/,
    /(?:اطلاع|اشاره|ذکر|بگو|نگو|گزارش)/,
    /(?:کاربر|پاسخ|خلاصه)/
  ]
];
var SEND_BEFORE_DEST = new RegExp("(?<!\\p{L})(?:wklej|wklejcie|wklei\u0107|wkleja|wgraj|wgrajcie|wgra\u0107|wgrywa|za\u0142aduj|za\u0142adujcie|przeka\u017C|przeka\u017Ccie|przekaza\u0107|przekazuje|do\u0142\u0105cz|do\u0142\u0105czcie|do\u0142\u0105cza|udost\u0119pnij|udost\u0119pnijcie|udost\u0119pnia|wrzu\u0107|wrzu\u0107cie|wysy\u0142a|przesy\u0142a|wys\u0142a\u0107|przes\u0142a\u0107)(?!\\p{L})|(?<![\\u05D0-\\u05EA])\u05D5?(?:\u05D4\u05D3\u05D1\u05E7|\u05D4\u05D3\u05D1\u05D9\u05E7\u05D5|\u05DC\u05D4\u05D3\u05D1\u05D9\u05E7|\u05DE\u05D3\u05D1\u05D9\u05E7|\u05DE\u05D3\u05D1\u05D9\u05E7\u05D4|\u05D4\u05E2\u05DC\u05D4|\u05D4\u05E2\u05DC\u05D5|\u05DC\u05D4\u05E2\u05DC\u05D5\u05EA|\u05DE\u05E2\u05DC\u05D4|\u05E9\u05DC\u05D7\u05D5|\u05DC\u05E9\u05DC\u05D5\u05D7|\u05E9\u05D5\u05DC\u05D7|\u05E9\u05D5\u05DC\u05D7\u05EA|\u05E6\u05E8\u05E3|\u05E6\u05E8\u05E4\u05D5|\u05DC\u05E6\u05E8\u05E3|\u05DE\u05E6\u05E8\u05E3)(?![\\u05D0-\\u05EA])", "iu");
var READ_THIRD_PERSON = new RegExp("(?<!\\p{L})(?:otwiera|odczytuje|czyta|kopiuje)(?!\\p{L})|(?<![\\u05D0-\\u05EA])\u05D5?(?:\u05E4\u05D5\u05EA\u05D7|\u05E4\u05D5\u05EA\u05D7\u05EA|\u05E7\u05D5\u05E8\u05D0|\u05E7\u05D5\u05E8\u05D0\u05EA|\u05DE\u05E2\u05EA\u05D9\u05E7|\u05DE\u05E2\u05EA\u05D9\u05E7\u05D4)(?![\\u05D0-\\u05EA])", "iu");
var SOURCE_BEFORE = /(?:^|\s)(?:z|ze|zo|od|ze strony|dari|từ|från|fra|din|de pe|από|з|із|зі|מ|מהכתובת|מהאתר|מהעמוד|מהדף|מאתר)[\s-]{0,2}$/iu;
var SECRET_NOUN = new RegExp("(?<!\\p{L})(?:klucz\\p{L}{0,3} prywatn\\p{L}{0,4}|prywatn\\p{L}{0,4} klucz\\p{L}{0,3}|has\u0142\\p{L}{0,3}|hase\u0142|dan\\p{L}{1,4} logowania|dan\\p{L}{1,4} dost\u0119pow\\p{L}{0,4}|po\u015Bwiadcze\\p{L}{0,4})(?!\\p{L})|(?:\u05DE\u05E4\u05EA\u05D7|\u05D4\u05DE\u05E4\u05EA\u05D7|\u05DE\u05E4\u05EA\u05D7\u05D5\u05EA|\u05D4\u05DE\u05E4\u05EA\u05D7\u05D5\u05EA) (?:\u05D4)?\u05E4\u05E8\u05D8\u05D9(?:\u05D9\u05DD)?|\u05E1\u05D9\u05E1\u05DE(?:\u05D4|\u05D0\u05D5\u05EA|\u05EA)|\u05E4\u05E8\u05D8\u05D9 (?:\u05D4)?(?:\u05D4\u05EA\u05D7\u05D1\u05E8\u05D5\u05EA|\u05D2\u05D9\u05E9\u05D4)|\u05D8\u05D5\u05E7\u05DF|\u05D0\u05E1\u05D9\u05DE\u05D5\u05DF", "iu");
var PUBLIC_KEY = /publiczn|ציבורי|\.pub(?![\w.])/i;
var SLOT_FILL = new RegExp("(?<!\\p{L})(?:dopisz|dopiszcie|wpisz|wpiszcie|dodaj|dodajcie|wstaw|wstawcie|umie\u015B\u0107|umie\u015B\u0107cie|doklej|doklejcie)(?!\\p{L})|(?<![\\u05D0-\\u05EA])\u05D5?(?:\u05DB\u05EA\u05D1\u05D5|\u05DB\u05EA\u05D5\u05D1|\u05D4\u05D5\u05E1\u05D9\u05E4\u05D5|\u05D4\u05D5\u05E1\u05E3|\u05E9\u05D9\u05DE\u05D5|\u05E9\u05D9\u05DD|\u05D4\u05DB\u05E0\u05D9\u05E1\u05D5|\u05D4\u05DB\u05E0\u05E1|\u05E6\u05E8\u05E4\u05D5|\u05E6\u05E8\u05E3|\u05D4\u05D3\u05D1\u05D9\u05E7\u05D5|\u05D4\u05D3\u05D1\u05E7)(?![\\u05D0-\\u05EA])", "iu");
var CODE_SLOT = /`[?&]?([A-Za-z_][\w-]{0,20}=)`/;
var SESSION_DATA = /rozmow|podsumowani|wiadomoś|użytkownik|שיחה|תקציר|סיכום|הודעה|משתמש/iu;
var IN_URL = /(?<![\w])(?:URL|url|query)(?![\w])|zakodowan|parametr|קידוד|פרמטר|תג|תמונ|obraz/iu;
var SUPPLIED_CONTENT = [
  // Turkish (imperative, plain or polite: "yapıştır", "yapıştırın", "ekleyin")
  [
    new RegExp("(?<!\\p{L})(?:yap\u0131\u015Ft\u0131r|ekle|koy|gir|yaz)(?:\u0131n|in|\u0131n\u0131z|iniz|yin|y\u0131n)?(?!\\p{L})", "iu"),
    new RegExp("(?<!\\p{L})(?:metn|i\xE7eri\u011F|tamam\u0131n)\\p{L}{0,6}(?!\\p{L})", "iu")
  ]
];
var HOME_FOLDER = /ana klasör|ev dizin|ev klasör|home (?:dizin|klasör)|kullanıcı dizin/iu;

// src/analysis/prose/intents-unread.ts
var UNREAD_SCRIPT = /[\u0370-\u03FF\u1F00-\u1FFF\u0590-\u05FF\u0600-\u06FF\u0900-\u097F\u0980-\u09FF\u0E00-\u0E7F\uAC00-\uD7AF]/g;
var UNREAD_LETTERS = /[ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹığşİąęłńśźżåæøřěůčšžťďňľĺŕőűșțȘȚіїєґ]/gi;
var UNREAD_WORDS = new RegExp("(?:^|[\\s,.;:(])(?:yang|dan|untuk|dengan|dari|ini|itu|lalu|atau|perlu|kepada|langkah|tersebut|jika|harus|dalam|juga|pada|kirim(?:kan)?|salin|berkas|agar|setiap|sebelum|setelah|sesudah|akan|tidak|saat|oleh|pengguna|menjalankan|menambahkan|c\u1EE7a|v\xE0|kh\xF4ng|ng\u01B0\u1EDDi|d\xF9ng|g\u1EEDi|t\u1EC7p|n\u1ED9i dung|v\u1EDBi|ve|bir|i\xE7in|ile|de\u011Fil|g\xF6nder|dosya|kullan\u0131c\u0131\\w{0,4}|i\xE7eri\u011Fini|si\u0119|nie|jest|oraz|ani|tym|kroku|lub|przez|je\u015Bli|wy\u015Blij|plik|u\u017Cytkownik\\w{0,4}|zawarto\u015B\u0107|bez|tego|jego|krok|wklej\\p{L}{0,3}|wgraj\\p{L}{0,3}|dopisz\\p{L}{0,3}|wpisz\\p{L}{0,3}|formularz\\p{L}{0,3}|katalog\\p{L}{0,3}|domow\\p{L}{0,3}|pliku|klucz\\p{L}{0,3}|prywatn\\p{L}{0,3}|zmienn\\p{L}{0,3}|rozmow\\p{L}{0,2}|att|ska|skall|fr\xE5n|innan|filen|hela|med|som|f\xF6r|h\xE4r|d\xE4r|det|detta|dette|denne|og|skal|fra|hele|n\xE5r|n\xE4r|hvor|ja|ei|tai|jos|my\xF6s|sek\xE4|tiedosto\\p{L}{0,4}|\u017Ee|nebo|p\u0159i|tuto|t\xE9to|soubor\\p{L}{0,2}|kdy\u017E|alebo|s\xFAbor\\p{L}{0,2}|ktor\xFD|nem|ne|vagy|meg|f\xE1jl\\p{L}{0,2}|nu|sau|pentru|c\u0103tre|fi\u0219ierul|\u0446\u0435\u0439|\u0446\u044F|\u0446\u044C\u043E\u0433\u043E|\u0446\u044C\u043E\u043C\u0443|\u0449\u043E|\u044F\u043A\u0449\u043E|\u044F\u043A\u0438\u0439|\u044F\u043A\u0430|\u044F\u043A\u0456|\u0432\u0456\u0434|\u0442\u0430\u043A\u043E\u0436|\u0430\u0431\u043E|\u0449\u043E\u0431|\u043B\u0438\u0448\u0435|\u0439)(?=$|[\\s,.;:)])", "giu");
var SEND4 = new RegExp("\\b(?:POST|PUT)\\b|kirim(?:kan)?|unggah|g\u1EEDi|t\u1EA3i l\xEAn|g\xF6nder|y\xFCkle|wy\u015Blij|prze\u015Blij|\u092D\u0947\u091C|\u0905\u092A\u0932\u094B\u0921|\u0623\u0631\u0633\u0644|\u0627\u0631\u0633\u0644|\u0627\u0631\u0641\u0639|\u05E9\u05DC\u05D7|\uBCF4\uB0B4|\uC804\uC1A1|\uC5C5\uB85C\uB4DC|(?<!\\p{L})(?:skicka|ladda upp|klistra in|send|last opp|lim inn|inds\xE6t|po\u0161li|po\u0161lete|ode\u0161li|ode\u0161lete|nahraj|nahrajte|vlo\u017E|vlo\u017Ete|odo\u0161li|odo\u0161lite|po\u0161lite|\u03C3\u03C4\u03B5\u03AF\u03BB|\u03B1\u03C0\u03BF\u03C3\u03C4\u03B5\u03AF\u03BB|\u03B1\u03BD\u03AD\u03B2\u03B1\u03C3|\u03B1\u03BD\u03B5\u03B2\u03AC\u03C3\u03C4\u03B5|\u03B5\u03C0\u03B9\u03BA\u03CC\u03BB\u03BB\u03B7\u03C3|l\xE4het\xE4|l\xE4hett\xE4k\xE4\xE4|lataa|liit\xE4|k\xFCldd|k\xFCldje|t\xF6ltsd fel|t\xF6ltse fel|illeszd be|trimite|trimite\u021Bi|\xEEncarc\u0103|\xEEnc\u0103rca\u021Bi|lipe\u0219te|\u043D\u0430\u0434\u0456\u0448\u043B\u0438|\u043D\u0430\u0434\u0456\u0448\u043B\u0456\u0442\u044C|\u043D\u0430\u0434\u0456\u0441\u043B\u0430\u0442\u0438|\u0432\u0456\u0434\u043F\u0440\u0430\u0432|\u0432\u0438\u0432\u0430\u043D\u0442\u0430\u0436)|\u0E2A\u0E48\u0E07|\u0E2D\u0E31\u0E1B\u0E42\u0E2B\u0E25\u0E14|\u0628\u0641\u0631\u0633\u062A|\u0627\u0631\u0633\u0627\u0644 \u06A9\u0646|\u0627\u0631\u0633\u0627\u0644 \u0634\u0648\u062F|\u0622\u067E\u0644\u0648\u062F", "iu");
var ANCHOR = /(?<![\w.])(?:AWS(?: CLI)?|kubectl|kubeconfig|Docker[a-z]{0,3}|npm|\.npmrc|gh|GitHub CLI|gcloud|az|ssh|id_rsa|\.env|env|git credential|\.git-credentials|\.pgpass|\.netrc|\.pypirc|\.my\.cnf|\.aws|\.kube)(?!\w)/;
var READ2 = new RegExp("\\b(?:buka|baca|salin)\\b|sao ch\xE9p|(?<!\\p{L})m\u1EDF(?!\\p{L})|\u0111\u1ECDc|kopyala|(?<!\\p{L})a\xE7(?!\\p{L})|\\boku|otw\xF3rz|skopiuj|przeczytaj|\u0916\u094B\u0932|\u0915\u0949\u092A\u0940|\u092A\u0922\u093C|\u0627\u0642\u0631\u0623|\u0627\u0641\u062A\u062D|\u0627\u0646\u0633\u062E|\u05E4\u05EA\u05D7|\u05D4\u05E2\u05EA\u05E7|\u05E7\u05E8\u05D0|\uC5F4\uC5B4|\uBCF5\uC0AC|\uC77D|(?<!\\p{L})(?:\xF6ppna|l\xE4s|kopiera|\xE5pne|les|kopier|\xE5bn|l\xE6s|otev\u0159i|otev\u0159ete|p\u0159e\u010Dti|p\u0159e\u010Dt\u011Bte|zkop\xEDruj|zkop\xEDrujte|otvor|otvorte|pre\u010D\xEDtaj|skop\xEDruj|\u03AC\u03BD\u03BF\u03B9\u03BE\u03B5|\u03B1\u03BD\u03BF\u03AF\u03BE\u03C4\u03B5|\u03B4\u03B9\u03AC\u03B2\u03B1\u03C3\u03B5|\u03B4\u03B9\u03B1\u03B2\u03AC\u03C3\u03C4\u03B5|\u03B1\u03BD\u03C4\u03AD\u03B3\u03C1\u03B1\u03C8\u03B5|\u03B1\u03BD\u03C4\u03B9\u03B3\u03C1\u03AC\u03C8\u03C4\u03B5|avaa|lue|kopioi|nyisd meg|nyissa meg|olvasd|m\xE1sold|deschide|cite\u0219te|copiaz\u0103|\u0432\u0456\u0434\u043A\u0440\u0438\u0439|\u0432\u0456\u0434\u043A\u0440\u0438\u0439\u0442\u0435|\u043F\u0440\u043E\u0447\u0438\u0442\u0430\u0439|\u043F\u0440\u043E\u0447\u0438\u0442\u0430\u0439\u0442\u0435|\u0441\u043A\u043E\u043F\u0456\u044E\u0439|\u0441\u043A\u043E\u043F\u0456\u044E\u0439\u0442\u0435)(?!\\p{L})|\u0E40\u0E1B\u0E34\u0E14|\u0E2D\u0E48\u0E32\u0E19|\u0E04\u0E31\u0E14\u0E25\u0E2D\u0E01|\u0628\u062E\u0648\u0627\u0646|\u0628\u062E\u0648\u0627\u0646\u06CC\u062F|\u0628\u0627\u0632 \u06A9\u0646|\u06A9\u067E\u06CC \u06A9\u0646", "iu");
var WIDE_MODE = /(?<![\w-])(?:bypassPermissions|dangerously-skip-permissions|dangerouslySkipPermissions)(?![\w-])/;
var MODE_KEY = /(?<![\w-])(?:defaultMode|permissionMode|permission-mode)(?![\w-])/;
var ALLOW_KEY = "(?<![\\w.])(?:permissions\\.allow|allowedTools|allowed-tools)(?!\\w)";
var BARE_SHELL = "(?<![\\w(])Bash(?![\\w(])";
var WIDE_SHELL = new RegExp(
  `${ALLOW_KEY}[^.;]{0,160}?${BARE_SHELL}|${BARE_SHELL}[^.;]{0,160}?${ALLOW_KEY}`
);
var NEGATION = new RegExp("\\b(?:jangan|tidak|tak|nie|no)\\b|kh\xF4ng|\u0111\u1EEBng|ch\u1EDB|g\xF6nderme|y\xFCkleme|(?:^|\\s)(?:\u0928\u0939\u0940\u0902|\u092E\u0924|\u0928|\u0644\u0627|\u0648\u0644\u0627|\u05D0\u05DC|\u05DC\u05D0)(?=\\s|$)|\uB9C8\uC138\uC694|\uB9D0\uACE0|\uC54A|\uB9D0 \uAC83|(?<!\\p{L})(?:inte|aldrig|ej|ikke|aldri|nikdy|\u03BC\u03B7\u03BD|\u03BC\u03B7|\u03B4\u03B5\u03BD|\xE4l\xE4|\xE4lk\xE4\xE4|nem|ne|soha|nu|\u043D\u0435|\u043D\u0456\u043A\u043E\u043B\u0438)(?!\\p{L})|\u0E44\u0E21\u0E48|\u0E2D\u0E22\u0E48\u0E32|(?:^|\\s)(?:\u0646\u0647|\u0646\u0628\u0627\u06CC\u062F)(?=\\s|$)|(?<!\\p{L})ne(?:pos\xEDl|posiel|odes\xEDl|odosiel|nahr\xE1v|vkl\xE1d|vklad|otv\xEDr|otev\xEDr|otv\xE1r|\u010Dti|\u010D\xEDt|p\u0159id|prid|nastav)", "iu");
function negatedNear(text, at, len) {
  return NEGATION.test(text.slice(Math.max(0, at - 24), at + len + 24));
}
var MARKER_WORDS = new RegExp("(?<!\\p{L})(?:inte|och|ocks\xE5|eller|ikke|ogs\xE5|ett\xE4|t\xE4m\xE4|t\xE4st\xE4|hogy|\xE9s|ezt|azt|\u0219i|s\u0103|aceast\u0103|acest)(?!\\p{L})", "giu");
var GERMAN_WORDS = new RegExp("(?<!\\p{L})(?:und|der|die|das|nicht|ist|mit|f\xFCr|auf|eine?|sie|wird|werden|zu|dem|des|im|vom|zum|zur|\xFCber|oder)(?!\\p{L})", "iu");
var UMLAUTS = /[äöÄÖ]/g;
function unread(text) {
  const script = text.match(UNREAD_SCRIPT)?.length ?? 0;
  if (script >= 4) return true;
  let letters = text.match(UNREAD_LETTERS)?.length ?? 0;
  if (letters < 3 && !GERMAN_WORDS.test(text)) letters += text.match(UMLAUTS)?.length ?? 0;
  const words2 = (text.match(UNREAD_WORDS)?.length ?? 0) + 2 * (text.match(MARKER_WORDS)?.length ?? 0);
  return letters + words2 >= 3;
}
var UNREAD_GATE = gate(
  words(
    "yang dan untuk dengan dari ini itu lalu atau perlu kepada langkah tersebut jika harus dalam juga pada kirim kirimkan salin berkas agar setiap sebelum setelah sesudah akan tidak saat oleh pengguna menjalankan menambahkan ve bir ile nie jest oraz ani tym kroku lub przez plik och att inte eller ska skall filen hela med som ikke og skal fra hele ja ei tai jos nebo tuto alebo hogy nem vagy ezt sau pentru bez tego jego krok wklej wgraj dopisz wpisz formularza katalogu domowego pliku klucz prywatny"
  )
);
var NON_ASCII = /[^\x00-\x7f]/;
function unreadIntents(text, v) {
  if (text.length > 4e3 || !NON_ASCII.test(text) && !v.opens(UNREAD_GATE) || !unread(text)) return [];
  const out = [];
  const url = destinationUrl(text);
  const pasted = SEND_BEFORE_DEST.exec(text);
  const send = SEND4.exec(text) ?? (pasted && url && url.index > pasted.index ? pasted : null);
  const secret = secretNamed(text);
  const read = READ2.exec(text) ?? READ_THIRD_PERSON.exec(text) ?? suppliedContent(text);
  const verb = read ?? send;
  if (secret && verb && (read || url))
    out.push({
      cls: "secret-read",
      at: tokenIndex(v, verb.index),
      obj: tokenIndex(v, secret.index),
      object: secret.object,
      negated: negatedNear(text, verb.index, verb[0].length),
      inherent: true
    });
  if (url && send && classifyHost(hostOf(url[0])) !== "local")
    out.push({
      cls: "send-data",
      at: tokenIndex(v, send.index),
      obj: tokenIndex(v, url.index),
      object: url[0],
      negated: negatedNear(text, send.index, send[0].length),
      inherent: true
    });
  out.push(
    ...wideningOf(text, v),
    ...hookInstallOf(text, v, (at, len) => negatedNear(text, at, len)),
    ...renderOf(text, v),
    ...slotFillOf(text, v)
  );
  const hidden = concealmentOf(text);
  if (hidden !== void 0)
    out.push({
      cls: "concealment",
      at: tokenIndex(v, hidden),
      absorbed: true,
      inherent: true,
      negated: false
    });
  return out;
}
var PLAIN_URLS = /https?:\/\/[^\s`'")<>\]]{1,300}/g;
function destinationUrl(text) {
  let n = 0;
  for (const m of text.matchAll(PLAIN_URLS)) {
    if (++n > 8) break;
    if (SOURCE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    let end = m[0].length;
    while (end > 0 && ".,;:".includes(m[0][end - 1])) end--;
    const url = [m[0].slice(0, end)];
    url.index = m.index;
    return url;
  }
  return null;
}
var SSH_ANCHOR = /^(?:ssh|id_rsa)$/;
function secretNamed(text) {
  const anchor = ANCHOR.exec(text);
  const noun = SECRET_NOUN.exec(text);
  if (anchor && !(SSH_ANCHOR.test(anchor[0]) && !noun && PUBLIC_KEY.test(text)))
    return { index: anchor.index, object: storeNamed(text, anchor[0]) };
  if (noun) return { index: noun.index, object: pathNamed(text) ?? noun[0] };
  const path = pathAt(text) ?? homeDotPath(text);
  return path ? { index: path.index, object: path.path } : void 0;
}
function suppliedContent(text) {
  for (const [verb, content] of SUPPLIED_CONTENT) if (content.test(text)) return verb.exec(text);
  return null;
}
var DOT_PATHS = /(?<![\w~/$.-])\.[\w-][\w.-]{0,60}(?:\/[\w.-]{1,100}){0,4}/g;
function homeDotPath(text) {
  if (!HOME_FOLDER.test(text)) return void 0;
  let n = 0;
  for (const m of text.matchAll(DOT_PATHS)) {
    if (++n > 8) break;
    const path = `~/${trimEndChars(m[0], ".)")}`;
    if (secretOf(path)) return { index: m.index, path };
  }
  return void 0;
}
function concealmentOf(text) {
  if (FORGET_NOT.test(text)) return void 0;
  for (const [neg, tell, audience, near] of CONCEAL2) {
    if (!audience.test(text)) continue;
    for (let from = 0, k = 0; k < 4; k++) {
      const t = tell.exec(text.slice(from));
      if (!t) break;
      const at = from + t.index;
      if (near === void 0 ? neg.test(text) : negatedBefore2(text, at, neg, near)) return at;
      from = at + t[0].length;
    }
  }
  return void 0;
}
function negatedBefore2(text, at, neg, near) {
  const before2 = text.slice(Math.max(0, at - 80), at);
  let cut = -1;
  for (const p of ",.;:!?\u060C") cut = Math.max(cut, before2.lastIndexOf(p));
  const words2 = before2.slice(cut + 1).split(/\s+/).filter(Boolean).slice(-near);
  return neg.test(words2.join(" "));
}
function slotFillOf(text, v) {
  const slot = CODE_SLOT.exec(text);
  const fill = slot ? SLOT_FILL.exec(text) : null;
  const data = fill ? ENV_NAME.exec(text) ?? SESSION_DATA.exec(text) : null;
  if (!slot || !fill || !data || !IN_URL.test(text)) return [];
  return [
    {
      cls: "render-exfil",
      at: tokenIndex(v, fill.index),
      obj: tokenIndex(v, data.index),
      object: slot[1].replace(/^[?&]/, ""),
      negated: negatedNear(text, fill.index, fill[0].length),
      inherent: true
    }
  ];
}
var HOME_PATHS = /(?:~|\$\{?HOME\}?)\/[\w.@/-]{1,200}/g;
function pathAt(text) {
  let n = 0;
  for (const m of text.matchAll(HOME_PATHS)) {
    if (++n > 8) break;
    const path = trimEndChars(m[0], ".)");
    if (secretOf(normalizeHome(path))) return { index: m.index, path };
  }
  return void 0;
}
function pathNamed(text) {
  return pathAt(text)?.path;
}
function storeNamed(text, anchor) {
  const product = anchor.startsWith("Docker") ? "Docker" : anchor;
  return pathNamed(text) ?? (anchor.startsWith(".") ? `~/${anchor}` : `the ${product} credentials`);
}
function wideningOf(text, v) {
  const mode = MODE_KEY.test(text) ? WIDE_MODE.exec(text) : null;
  const wide = mode ?? WIDE_SHELL.exec(text);
  if (!wide) return [];
  const negated = negatedNear(text, wide.index, wide[0].length);
  const at = tokenIndex(v, wide.index);
  const settings = /(?<![\w.-])(?:\.claude\/)?settings(?:\.local)?\.json\b/.exec(text);
  return [
    { cls: "pre-approval", at, obj: at, object: wide[0].slice(0, 200), negated, inherent: true },
    {
      cls: "persist",
      at,
      obj: settings ? tokenIndex(v, settings.index) : at,
      object: settings?.[0] ?? "agent permission settings",
      negated,
      inherent: true
    }
  ];
}
var URLS = /!\[[^\]\n]{0,200}\]\(\s*(https?:\/\/[^\s)]{1,300})|(https?:\/\/[^\s`'")<>\]]{1,300})/g;
var OPEN_SLOT = /[?&][A-Za-z_][\w-]{0,20}=$/;
var IMAGE_FILE = /\.(?:gif|png|jpe?g|svg|webp)\?/i;
function imageSlot(text) {
  let n = 0;
  for (const m of text.matchAll(URLS)) {
    if (++n > 20) break;
    const url = m[1] ?? m[2];
    if (OPEN_SLOT.test(url) && (m[1] !== void 0 || IMAGE_FILE.test(url))) return m.index;
  }
  return void 0;
}
var ENV_NAME = /(?<![\w])\$?\{?[A-Z][A-Z0-9]{1,30}_(?:[A-Z0-9]{1,30}_?){0,6}(?![\w])/;
var USER5 = /χρήστ|användar|bruker|bruger|käyttäjä|uživatel|používateľ|felhasználó|utilizator|pengguna|người dùng|kullanıcı|użytkownik|사용자|उपयोगकर्ता|المستخدم|המשתמש|користувач|ผู้ใช้|کاربر/iu;
function renderOf(text, v) {
  const slot = imageSlot(text);
  if (slot === void 0) return [];
  const data = ENV_NAME.exec(text) ?? USER5.exec(text);
  if (!data) return [];
  const at = tokenIndex(v, slot);
  return [
    {
      cls: "render-exfil",
      at,
      obj: tokenIndex(v, data.index),
      inherent: true,
      negated: negatedNear(text, data.index, data[0].length)
    }
  ];
}

// src/analysis/prose/apposed-files.ts
var INTO2 = /* @__PURE__ */ new Set(["to", "into", "in", "onto", "of"]);
var APPOSED_REACH = 24;
function apposedFile(v, from, j) {
  if (v.toks[j - 1]?.t !== "(") return false;
  let noun = -1;
  for (let k = j - 2; k > from && k >= j - 9; k--) {
    if (v.toks[k].kind === "punct" && v.toks[k].t !== "-") return false;
    if (v.isWordIn(k, APPOSED_NOUNS)) {
      noun = k;
      break;
    }
  }
  for (let k = noun - 1; noun > 0 && k > from && k >= noun - 5; k--) {
    if (v.toks[k].kind === "punct" && v.toks[k].t !== "-") return false;
    if (INTO2.has(v.w(k))) return true;
  }
  return false;
}
var APPOSED_NOUNS = words("file profile config configuration settings dotfile rc");
var FRONTED_INTO = /* @__PURE__ */ new Set(["in", "into", "to"]);
function frontedTarget(v, at, targets) {
  return targets.find((j) => {
    if (j >= at || at - j > 3 || !FRONTED_INTO.has(v.w(j - 1))) return false;
    for (let k = j + 1; k < at; k++) if (v.toks[k].t !== ",") return false;
    return true;
  });
}

// src/analysis/prose/persist-sources.ts
var DETERMINERS3 = words("the your a an its their this that our my");
var BRING_IN = words("add insert paste put place append prepend include copy pick");
function takenFrom(v, at, p) {
  if (!v.isWordIn(at, BRING_IN)) return false;
  let k = p - 1;
  while (k > at && v.isWordIn(k, DETERMINERS3)) k--;
  return v.w(k) === "from";
}

// src/analysis/prose/render-objects.ts
var INERT_KEY_OWNERS = words("version cache field merge sort primary foreign partition lookup page cursor");
var GENERIC_NOUNS = words(
  "parameter parameters param params point points field fields term terms word words metric metrics detail details fact facts feature features attribute attributes property properties spec specs specification specifications topic topics question questions step steps"
);
function inertKey(v, j) {
  if (v.w(j) === "data" && v.toks[j + 1]?.kind === "word" && v.w(j + 1) === "payload") return true;
  if (v.w(j) === "key" && v.isWordIn(j + 1, GENERIC_NOUNS)) return true;
  return /^(?:key|keys|token|tokens)$/.test(v.w(j)) && v.isWordIn(j - 1, INERT_KEY_OWNERS);
}
var CONTRAST = words("not never rather instead than but except nor unlike versus vs");
function contrastBetween(v, prep, carrier2) {
  for (let k = prep + 1; k < carrier2; k++) if (v.isWordIn(k, CONTRAST)) return true;
  return false;
}

// src/analysis/prose/intents-write.ts
var PERSIST_VERBS = words(
  "append add write insert put save store place paste inject prepend echo register install edit modify update merge belong belongs"
);
var PERSIST_PHRASES = [
  ["shell", "profile"],
  ["your", "memory"],
  ["memory", "file"],
  ["your", "system", "prompt"],
  ["custom", "instructions"],
  ["crontab"],
  ["cron", "job"],
  ["launch", "agent"],
  ["login", "items"],
  ["startup", "items"],
  ["startup", "folder"],
  ["authorized_keys"],
  ["git", "hooks"],
  ["global", "gitconfig"],
  // An editor's or agent's settings named by what they are, not by path ("merge into the user settings
  // file:"): prose-writes.ts turns it into a write only when the block after it grants agent permissions.
  ["user", "settings"],
  ["settings", "file"]
];
var SETTINGS = /* @__PURE__ */ new Set(["settings", "file"]);
var MEMORY_VERBS = words("remember memorize memorise store save persist keep");
var FUTURE = [
  ["future", "sessions"],
  ["future", "conversations"],
  ["all", "future"],
  ["every", "future"],
  ["from", "now", "on"],
  ["permanently"]
];
var TAKE_IN = words("read open load");
var CHANGE_IN_PLACE = words("upsert append prepend insert replace update modify edit");
var PUT_BACK = words("write save put copy");
var PERSIST_TRIGGERS = gate(PERSIST_VERBS, MEMORY_VERBS, CHANGE_IN_PLACE);
function persist(v) {
  if (!v.opens(PERSIST_TRIGGERS)) return [];
  const targets = v.persistPaths();
  for (const at of v.find(PERSIST_VERBS)) {
    if (userDoes(v, at)) continue;
    const first = v.firstPathAfter(at, 10);
    const p = first !== void 0 && targets.includes(first) && !takenFrom(v, at, first) ? first : destinationAfter(v, first ?? at, at + 14, targets) ?? destinationAfter(v, first ?? at, at + APPOSED_REACH, targets, true) ?? frontedTarget(v, at, targets) ?? (v.passive(at) ? targets.find((j) => j < at && at - j <= 6) : void 0) ?? pointsBack(v, at, targets);
    const tracked = p !== void 0 && v.near(p, 4, (j) => v.w(j) === "version" || v.w(j) === "git", true, false) !== void 0;
    if (tracked) continue;
    if (p !== void 0)
      return [
        { cls: "persist", at, obj: p, object: v.persistPathAt(p).slice(0, 300), negated: v.negated(at, 6) }
      ];
    const ph = v.findPhrases(PERSIST_PHRASES).find(
      (q) => q.at > at && q.at - at <= 8 || q.at < at && at - q.at <= 8 && SETTINGS.has(v.w(q.at + q.len - 1))
    );
    if (ph !== void 0)
      return [
        { cls: "persist", at, obj: ph.at, object: phraseText(v, ph.at, ph.len), negated: v.negated(at, 6) }
      ];
  }
  const changed = changedInPlace(v, targets);
  if (changed) return [changed];
  const fut = v.findPhrases(FUTURE)[0];
  if (fut !== void 0) {
    const verb = v.near(fut.at, 10, (j) => v.isWordIn(j, MEMORY_VERBS));
    if (verb !== void 0) return [{ cls: "persist", at: verb, obj: fut.at, negated: v.negated(verb, 6) }];
  }
  return [];
}
var PEOPLE = words("user users them they reader readers developer developers human");
var DIRECTING = words("tell ask let have instruct remind invite help get");
var MODALS3 = words("should can may must could will needs need");
var CAUSATIVE = words("let have help make");
function userDoes(v, at) {
  for (let j = at - 1; j >= 0 && j >= at - 5; j--) {
    if (v.punctBetween(j, at)) return false;
    if (!v.isWordIn(j, PEOPLE)) continue;
    const before2 = v.w(j - 1) === "the" ? j - 2 : j - 1;
    const after2 = v.w(j + 1);
    const handsOver = v.isWordIn(before2, DIRECTING) && (after2 === "to" || v.isWordIn(before2, CAUSATIVE));
    return handsOver || MODALS3.has(after2) || j + 1 === at && v.w(j) === "they";
  }
  return false;
}
var PLACE_OF = words("to into in of onto");
function pointsBack(v, at, targets) {
  const before2 = targets.filter((j) => j < at);
  if (before2.length === 0) return void 0;
  for (let k = at + 2; k < v.n && k <= at + 20; k++) {
    if (!v.isWordIn(k - 1, PLACE_OF)) continue;
    if (v.w(k) === "it" || DEMONSTRATIVES.has(v.w(k)) && v.isWordIn(k + 1, FILE_NOUNS))
      return before2[before2.length - 1];
  }
  return void 0;
}
var DEMONSTRATIVES = /* @__PURE__ */ new Set(["that", "this", "the"]);
var FILE_NOUNS = words("file profile rc dotfile script config");
function changedInPlace(v, targets) {
  for (const p of targets) {
    const taken = v.near(p, 3, (j) => v.isWordIn(j, TAKE_IN), false, true);
    if (taken === void 0) continue;
    const verb = [...v.find(CHANGE_IN_PLACE, p + 1, p + 40), ...v.find(PUT_BACK, p + 1, p + 40)].sort((a, b) => a - b).find((j) => v.isWordIn(j, PUT_BACK) ? putsBack(v, j) : !elsewhere(v, j));
    if (verb !== void 0)
      return {
        cls: "persist",
        at: verb,
        obj: p,
        object: v.persistPathAt(p).slice(0, 300),
        negated: v.negated(taken, 6) || v.negated(verb, 4)
      };
  }
  return void 0;
}
var FILE_WORDS2 = /* @__PURE__ */ new Set(["file", "disk", "it", "same", "place"]);
function putsBack(v, at) {
  for (let k = at + 1; k <= at + 3; k++) {
    if (v.w(k) !== "back") continue;
    if (!INTO3.has(v.w(k + 1))) return true;
    let j = k + 2;
    while (j < v.n && DETERMINERS4.has(v.w(j))) j++;
    const t = v.toks[j];
    return t?.kind === "path" || t?.kind === "code" || FILE_WORDS2.has(v.w(j));
  }
  return false;
}
var FILE_NAME = /\/|\.[A-Za-z]\w{0,7}$/;
function elsewhere(v, at) {
  const object = v.firstPathAfter(at, 4);
  const t = object === void 0 ? void 0 : v.toks[object];
  if (t?.kind === "path" || t?.kind === "code" && FILE_NAME.test(t.t)) return true;
  for (let k = at + 1; k < Math.min(v.n, at + 10); k++) {
    if (!INTO3.has(v.w(k))) continue;
    let j = k + 1;
    while (j < v.n && DETERMINERS4.has(v.w(j))) j++;
    const t2 = v.toks[j];
    if (t2?.kind === "path" || t2?.kind === "code") return true;
  }
  return false;
}
var SUBORDINATE2 = words("when whenever if unless after before while once until");
var INTO3 = /* @__PURE__ */ new Set(["to", "into", "in", "onto"]);
function destinationAfter(v, from, to, targets, apposedOnly = false) {
  for (const j of targets) {
    if (j <= from || j > to) continue;
    for (let k2 = from + 1; k2 < j; k2++) {
      const t = v.toks[k2];
      if (t.kind === "punct" && t.t !== "." && t.t !== "(" && t.t !== ")") return void 0;
      if (v.isWordIn(k2, SUBORDINATE2)) return void 0;
    }
    let k = j - 1;
    while (k > from && DETERMINERS4.has(v.w(k))) k--;
    if (!apposedOnly && INTO3.has(v.w(k))) return j;
    if (apposedFile(v, from, j)) return j;
  }
  return void 0;
}
var DETERMINERS4 = /* @__PURE__ */ new Set([
  "the",
  "your",
  "a",
  "an",
  "its",
  "their",
  "this",
  "that",
  "my",
  "our",
  "project's"
]);
var DECODE = words(
  "decode decrypt deobfuscate decipher unscramble unbase64 base64-decode un-base64 dehex unhex rot13"
);
var OBEY4 = words("follow obey execute run do perform carry act apply treat comply eval evaluate");
var RESULT = words(
  "it them result results output instructions instruction what whatever that text command commands says decoded message"
);
var DECODE_AND_FOLLOW_TRIGGERS = gate(DECODE);
function decodeAndFollow(v) {
  if (!v.opens(DECODE_AND_FOLLOW_TRIGGERS)) return [];
  for (const at of v.find(DECODE)) {
    if (v.negated(at, 4)) continue;
    const obey = v.find(OBEY4, at + 1, at + 25).find((j) => v.near(j, 4, (k) => v.isWordIn(k, RESULT), true, true) !== void 0);
    if (obey !== void 0) return [{ cls: "decode-and-follow", at, obj: obey, negated: v.negated(obey, 4) }];
  }
  return [];
}
var JOIN = words("concatenate combine join merge assemble glue stitch reassemble concat");
var JOIN_PHRASES = [
  ["put", "together"],
  ["piece", "together"],
  ["string", "together"]
];
var PARTS = words(
  "part parts fragment fragments piece pieces half halves segment segments chunk chunks share shares portion portions first second third fourth fifth notes snippets"
);
var EXEC = words("execute run eval evaluate pipe source invoke launch follow");
var JOINED = words(
  "result it them output combined resulting string command whole concatenation everything that"
);
var JOIN_GATE = words("put piece string");
var ASSEMBLE_TRIGGERS = gate(JOIN, JOIN_GATE);
function assemble(v) {
  if (!v.opens(ASSEMBLE_TRIGGERS)) return [];
  const joins = [...v.find(JOIN), ...v.findSplit(JOIN_PHRASES, 6)];
  for (const at of joins) {
    const codes = v.toks.filter((t) => t.kind === "code").length;
    const parts = v.near(at, 10, (j) => v.isWordIn(j, PARTS), true, true);
    if (parts === void 0 && codes < 2) continue;
    const run = v.find(EXEC, at + 1, at + 40).find(
      (j) => v.near(j, 4, (k) => v.isWordIn(k, JOINED) || v.w(k) === "bash" || v.w(k) === "sh", true, true) !== void 0
    );
    if (run !== void 0)
      return [{ cls: "assemble", at, obj: run, negated: v.negated(at, 4) || v.negated(run, 3) }];
  }
  return [];
}
var RENDER = words("render embed include put insert append encode add place display show output attach");
var CARRIER3 = words(
  "url urls link links image images img pixel src href query parameter parameters param params querystring"
);
var RENDER_DATA = words(
  "summary conversation chat history context secret secrets key keys token tokens password credentials answer messages prompt data contents findings notes transcript input environment"
);
var PREP = words("in into inside within as to onto");
var IMAGE_WORDS = words("image images img");
var ENDPOINT_URLS = words(
  "proxy database db connection remote registry clone git dsn broker redis jdbc origin upstream mirror"
);
var RENDER_EXFIL_TRIGGERS = gate(RENDER);
var RENDER_EXFIL_TRIGGERS_2 = gate(CARRIER3);
function renderExfil(v) {
  if (!v.opens(RENDER_EXFIL_TRIGGERS) || !v.opens(RENDER_EXFIL_TRIGGERS_2)) return [];
  for (const at of v.find(RENDER)) {
    const data = v.near(at, 6, (j) => v.isWordIn(j, RENDER_DATA) && !inertKey(v, j), true, false);
    if (data === void 0) continue;
    const prep = v.near(data, 5, (j) => v.isWordIn(j, PREP), true, false);
    if (prep === void 0) continue;
    const carrier2 = v.near(
      prep,
      4,
      (j) => v.isWordIn(j, CARRIER3) && !contrastBetween(v, prep, j),
      true,
      false
    );
    if (carrier2 === void 0) continue;
    const urlish = [
      "url",
      "urls",
      "src",
      "href",
      "query",
      "parameter",
      "parameters",
      "param",
      "params",
      "pixel",
      "querystring"
    ].some((w) => v.w(carrier2) === w || v.w(carrier2 + 1) === w);
    if (!urlish && !v.isWordIn(carrier2, IMAGE_WORDS)) continue;
    if (v.isWordIn(carrier2 - 1, ENDPOINT_URLS)) continue;
    return [{ cls: "render-exfil", at, obj: data, negated: v.negated(at, 5) }];
  }
  for (let i = 0; i < v.n; i++) {
    if (!["contains", "carries", "encodes", "includes", "holds"].includes(v.w(i))) continue;
    const carrier2 = v.near(i, 3, (j) => v.isWordIn(j, CARRIER3), false, true);
    const data = v.near(i, 5, (j) => v.isWordIn(j, RENDER_DATA) && !inertKey(v, j), true, false);
    const asks2 = v.find(RENDER).some((r) => r !== i && !/(?:ed|s)$/.test(v.w(r)));
    if (carrier2 !== void 0 && data !== void 0 && asks2)
      return [{ cls: "render-exfil", at: i, obj: data, inherent: true, negated: v.negated(i, 8) }];
  }
  return [];
}

// src/analysis/prose/stipulated-sends.ts
var EVENT = words(
  "submission request upload post call message report entry payload body ping event record delivery"
);
var CARRY = words("carry include contain attach embed hold bundle enclose put paste add");
var ARTEFACT2 = words("ticket issue form case gist paste thread comment post bug report submission entry");
var INTO4 = /* @__PURE__ */ new Set(["to", "into", "in", "on", "with"]);
var TRIGGERS6 = gate(CARRY);
var QUANTIFIER = /* @__PURE__ */ new Set(["every", "each", "all", "any"]);
var NOT_CONTENT = /* @__PURE__ */ new Set(["path", "name", "location", "size", "hash", "checksum", "permissions", "mode"]);
var ANAPHOR = /* @__PURE__ */ new Set(["that", "this", "its", "it", "the"]);
var CONTENT4 = /* @__PURE__ */ new Set(["contents", "content", "text", "copy", "body", "bytes", "lines", "entries"]);
var SUBJECT_SPAN = 12;
var OBJECT_SPAN = 10;
function stipulatedSend(v) {
  if (!v.opens(TRIGGERS6)) return [];
  const dest = remoteUrl(v);
  const stores = v.secretPaths();
  if (dest === void 0 || stores.length === 0) return [];
  for (const at of v.find(CARRY)) {
    if (/ed$/.test(v.w(at)) && !v.passive(at)) continue;
    const stated = quantifiedEvent(v, at) !== void 0;
    const store = stated ? storeCarried(v, at, stores) : placedStore(v, at, stores);
    if (store === void 0) continue;
    const inherent = stated;
    const negated = v.negated(at, 6);
    const object = v.raw(dest).slice(0, 300);
    return [
      { cls: "secret-read", at, obj: store, object: v.secretPathAt(store), inherent, negated },
      { cls: "send-data", at, obj: store, object, inherent, negated }
    ];
  }
  return [];
}
var BREAKS = /* @__PURE__ */ new Set([";", ".", ":", "?", "!", "\u2014"]);
function clauseBreak(v, a, b) {
  for (let k = a + 1; k < b; k++) if (v.toks[k].kind === "punct" && BREAKS.has(v.toks[k].t)) return true;
  return false;
}
function remoteUrl(v) {
  return v.urls().find((u) => {
    const t = v.toks[u];
    if (t.kind === "placeholder") return false;
    const c = classifyHost(t.t);
    return c !== "local" && c !== "registry" && c !== "vendor-installer" && c !== "placeholder";
  });
}
function quantifiedEvent(v, verb) {
  for (let j = verb - 1; j >= 0 && j >= verb - SUBJECT_SPAN; j--) {
    const t = v.toks[j];
    if (t.kind === "punct" && BREAKS.has(t.t)) return void 0;
    if (!v.isWordIn(j, EVENT)) continue;
    if (j === 0 && /s$/.test(v.w(j))) return j;
    for (let q = j - 1; q >= 0 && q >= j - 3; q--) if (QUANTIFIER.has(v.w(q))) return j;
  }
  return void 0;
}
function placedStore(v, verb, stores) {
  const store = stores.find(
    (j) => j > verb && j - verb <= OBJECT_SPAN && !NOT_CONTENT.has(v.w(j - 2)) && !clauseBreak(v, verb, j)
  );
  if (store === void 0 || NOT_CONTENT.has(v.w(store - 1))) return void 0;
  for (let j = store + 1; j < v.n && j <= store + SUBJECT_SPAN; j++) {
    const t = v.toks[j];
    if (t.kind === "punct" && BREAKS.has(t.t)) return void 0;
    if (v.isWordIn(j, ARTEFACT2)) {
      for (let q = j - 1; q > store && q >= j - 3; q--) if (INTO4.has(v.w(q))) return store;
    }
    if (!v.isWordIn(j, EVENT)) continue;
    for (let q = j - 1; q > store && q >= j - 3; q--) if (QUANTIFIER.has(v.w(q))) return store;
  }
  return void 0;
}
function storeCarried(v, verb, stores) {
  const after2 = stores.find(
    (j) => j > verb && j - verb <= OBJECT_SPAN && !NOT_CONTENT.has(v.w(j - 2)) && !clauseBreak(v, verb, j)
  );
  if (after2 !== void 0 && !NOT_CONTENT.has(v.w(after2 - 1))) return after2;
  const before2 = stores.filter((j) => j < verb).at(-1);
  if (before2 === void 0) return void 0;
  for (let k = verb + 1; k < v.n && k <= verb + 4; k++) {
    if (!ANAPHOR.has(v.w(k))) continue;
    for (let c = k + 1; c < v.n && c <= k + 4; c++) if (CONTENT4.has(v.w(c))) return before2;
  }
  return void 0;
}

// src/analysis/prose/intents.ts
function hitsOf(a, description) {
  const v = a.view;
  const approvals = preApproval(v);
  if (approvals.length === 0) approvals.push(...claimedApproval(a.text, v));
  const hits = [];
  const put = (found) => {
    for (const h of found) hits.push(h);
  };
  put(override(v));
  put(concealment(v));
  put(approvals);
  put(roleSpoof(v));
  put(triggerHijack(v, description));
  put(authority(v));
  put(agentMediatedExec(v));
  put(runOfFetched(v, a.fetchedBefore));
  put(obeyOfAddressed(v, a.addressBefore));
  put(obeyedIncoming(v, a.incomingBefore === true, approvals));
  put(contentObeyed(v, a.contentBefore, approvals));
  put(dutchRussianIntents(v, a.readBefore));
  put(unreadIntents(a.text, v));
  const read = secretRead(v);
  const secret = read.length > 0 ? read : storeTakenUp(v, a.storeBefore);
  put(secret);
  put(sendData(v, secret.length > 0 || v.secretPaths().length > 0, a.secretNameBefore));
  put(fieldSend(v));
  put(stipulatedSend(v));
  put(persist(v));
  put(permissionWidening(v));
  put(safetyOff(a.text, v));
  put(gitGlobalSetting(v));
  put(decodeAndFollow(v));
  put(assemble(v));
  put(runLinked(v));
  put(renderExfil(v));
  put(encodedRender(v, a.slotImage === true));
  put(slotFill(v));
  put(romanceIntents(v));
  put(foreignRenderExfil(v));
  put(cjkIntents(a.text, v));
  return hits;
}
function inQuotes(a, i) {
  let q = 0;
  for (let k = 0; k < i && k < a.view.n; k++) if (a.view.toks[k].kind === "quote") q++;
  if (q % 2 === 0) return false;
  for (let k = i + 1; k < a.view.n; k++) if (a.view.toks[k].kind === "quote") return true;
  return false;
}
var LIST_LEAD = /* @__PURE__ */ new Set([
  "trigger",
  "triggers",
  "phrases",
  "examples",
  "keywords",
  "like",
  "e.g",
  "eg",
  "such",
  "as",
  "patterns",
  "indicators"
]);
function afterCatalogueColon(a, at) {
  for (let k = at - 1; k >= 0; k--) {
    const t = a.view.toks[k];
    if (t.kind === "punct" && t.t === ":") {
      for (let j = k - 1; j >= Math.max(0, k - 3); j--) if (LIST_LEAD.has(a.view.toks[j].t)) return true;
      return false;
    }
  }
  return false;
}
function decide(a, h, zones, description) {
  let container = description ? "description" : a.container;
  const off = a.view.toks[h.at]?.at ?? 0;
  const zone = zones.links.find((z) => off >= z.start && off < z.end);
  if (zone) container = zone.alt ? "alt-text" : "link-text";
  const r = a.role;
  const data = r.role === "data";
  const mention = (negated) => ({ role: data ? "data" : "mention", negated, container });
  if (zone) return zone.alt ? { role: "data", negated: false, container } : mention(false);
  if (h.cls === "role-spoof") {
    if (container === "table" || container === "code" || a.catalogue || r.why === "quoted")
      return mention(false);
    return { role: data ? "data" : "instruction", negated: false, container };
  }
  if (inQuotes(a, h.at) || afterCatalogueColon(a, h.at)) return mention(false);
  if (h.negated) return mention(true);
  if (!h.absorbed && zones.forbids?.(off)) return mention(true);
  if (r.role === "instruction" || r.role === "data") return { role: r.role, negated: false, container };
  const safetyOff2 = h.cls === "safety-off" && r.directive;
  if ((r.why === "negated" || safetyOff2 && r.why === "warning") && h.absorbed && !a.section && (!a.catalogue || safetyOff2))
    return { role: data ? "data" : "instruction", negated: false, container };
  if (r.why === "descriptive" && h.inherent)
    return { role: data ? "data" : "instruction", negated: false, container };
  if (description && r.why === "descriptive" && h.cls === "trigger-hijack")
    return { role: "instruction", negated: false, container };
  return mention(r.framing === "negated");
}
function secretOfCommand(cls, object) {
  const secret = cls === "secret-read" && object ? commandSecret(object) : void 0;
  return secret ? { secret } : {};
}
function keyOf(cls, evidence) {
  let s = evidence.toLowerCase();
  let a = 0;
  while (a < s.length && "-*+>#0123456789.) 	".includes(s[a])) a++;
  s = s.slice(a);
  return `${cls}|${s.slice(0, 200)}`;
}
function intentsOf(a, lines, zones, description = false, containerOverride) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const hits = hitsOf(a, description);
  const inherent = /* @__PURE__ */ new Map();
  for (const h of hits) if (h.inherent && !inherent.has(h.cls)) inherent.set(h.cls, h);
  for (const first of hits) {
    const h = first.inherent ? first : inherent.get(first.cls) ?? first;
    if (seen.has(h.cls)) continue;
    seen.add(h.cls);
    const d = decide(a, h, zones, description);
    const objTok = h.obj !== void 0 ? a.view.toks[h.obj] : void 0;
    const object = h.object ?? (objTok && objTok.kind !== "word" && objTok.kind !== "punct" ? objTok.t.slice(0, 300) : void 0);
    out.push({
      cls: h.cls,
      role: d.role,
      at: lines.region(a.start, a.end),
      evidence: a.evidence,
      key: keyOf(h.cls, a.evidence),
      container: containerOverride ?? d.container,
      negated: d.negated,
      ...object ? { object } : {},
      ...h.credential ? { credential: h.credential } : {},
      ...h.yields ? { yields: true } : {},
      ...h.ranksOwn ? { ranksOwn: true } : {},
      ...h.onlyTo ? { onlyTo: true } : {},
      ...h.ownDocument ? { ownDocument: true } : {},
      ...h.unchecked ? { unchecked: true } : {},
      ...h.partyContent ? { partyContent: true } : {},
      ...secretOfCommand(h.cls, object)
    });
  }
  return out;
}

// src/analysis/diagram-comments.ts
var MAX_CHARS = 512 * 1024;
var DIRECTIVE = /^%%\{/;
function diagramComments(content, base) {
  const runs = [];
  if (content.length > MAX_CHARS) return runs;
  let at = 0;
  let open;
  for (const line of content.split("\n")) {
    const lead = line.length - line.trimStart().length;
    const rest = line.slice(lead);
    if (rest.startsWith("%%") && !DIRECTIVE.test(rest) && rest.slice(2).trim() !== "") {
      const from = base + at + lead + 2 + (rest.length - 2 - rest.slice(2).trimStart().length);
      if (open) open.end = base + at + line.length;
      else {
        open = { start: from, end: base + at + line.length };
        runs.push(open);
      }
    } else open = void 0;
    at += line.length + 1;
  }
  return runs;
}

// src/analysis/prose/link-titles.ts
function linkTitleSpan(text, l) {
  if (l.kind !== "inline" && l.kind !== "image" && l.kind !== "definition") return void 0;
  if (l.end - l.start > MAX_LINK) return void 0;
  let src = text.slice(l.start, l.end);
  let end = l.end;
  if (l.kind !== "definition") {
    if (!src.endsWith(")")) return void 0;
    src = src.slice(0, -1);
    end--;
  }
  const trimmed = src.trimEnd();
  end -= src.length - trimmed.length;
  const close = trimmed.at(-1);
  const open = close === '"' ? '"' : close === "'" ? "'" : close === ")" ? "(" : void 0;
  if (!open) return void 0;
  const from = trimmed.lastIndexOf(open, trimmed.length - 2);
  if (from <= 0 || !/[ \t\r\n]/.test(trimmed[from - 1])) return void 0;
  const head = trimmed.slice(0, from);
  if (!(l.kind === "definition" ? /\]:[ \t]*\S/.test(head) : /\]\([ \t]*\S/.test(head))) return void 0;
  const start = l.start + from + 1;
  return end - 1 > start ? { start, end: end - 1 } : void 0;
}
var MAX_LINK = 4e3;
var HOVER_ATTRIBUTE = /\s(?:title|alt|aria-label|aria-description|data-(?:tooltip|title|tip|hint|description))\s{0,4}=\s{0,4}(?:"([^"]{1,4000})"|'([^']{1,4000})')/gi;
function htmlAttributeSpans(tag, start) {
  if (tag.length > MAX_LINK || tag.startsWith("<!--")) return [];
  const out = [];
  for (const m of tag.matchAll(HOVER_ATTRIBUTE)) {
    const value = m[1] ?? m[2] ?? "";
    if (value.trim().length < 12) continue;
    const at = start + m.index + m[0].length - value.length - 1;
    out.push({ start: at, end: at + value.length });
    if (out.length >= 8) break;
  }
  return out;
}

// src/analysis/prose/segment.ts
var MAX_SENTENCE = 600;
var MAX_SENTENCES = 5e4;
var ABBREVIATIONS = /* @__PURE__ */ new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "cf",
  "dr",
  "mr",
  "mrs",
  "ms",
  "no",
  "fig",
  "approx",
  "incl",
  "eg",
  "ie",
  "al",
  "st",
  "jr",
  "sr",
  "inc",
  "ltd",
  "co",
  "resp",
  "ca",
  "viz"
]);
function isBlank(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function wordBefore(text, dot, from) {
  let i = dot;
  while (i > from && dot - i < 12 && !isBlank(text.charCodeAt(i - 1)) && text[i - 1] !== "(") i--;
  return text.slice(i, dot).toLowerCase();
}
function startsNewSentence(c) {
  if (c === void 0) return true;
  return c >= "A" && c <= "Z" || c >= "0" && c <= "9" || "\"\u201C\u2018'[*_`<(>#-".includes(c) || c > "\xBF";
}
function splitSentences(text, start, end, skip, emit) {
  let s = start;
  let k = 0;
  let i = start;
  const flush = (e) => {
    let a = s;
    let b = e;
    while (a < b && isBlank(text.charCodeAt(a))) a++;
    while (b > a && isBlank(text.charCodeAt(b - 1))) b--;
    while (b - a > MAX_SENTENCE) {
      let cut = a + MAX_SENTENCE;
      for (let j = cut; j > a + MAX_SENTENCE / 2; j--)
        if (isBlank(text.charCodeAt(j))) {
          cut = j;
          break;
        }
      emit(a, cut);
      a = cut;
      while (a < b && isBlank(text.charCodeAt(a))) a++;
    }
    if (b > a) emit(a, b);
  };
  const unclosed = /* @__PURE__ */ new Set();
  while (i < end) {
    while (k < skip.length && skip[k].end <= i) k++;
    const sk = skip[k];
    if (sk && sk.start <= i) {
      flush(i);
      i = sk.end;
      s = i;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 96) {
      let j = i;
      while (j < end && text.charCodeAt(j) === 96) j++;
      const len = j - i;
      const close = unclosed.has(len) ? -1 : text.indexOf("`".repeat(len), j);
      if (close < 0 || close >= end) {
        unclosed.add(len);
        i = j;
      } else i = close + len;
      continue;
    }
    if (c === 12290 || c === 65281 || c === 65311) {
      flush(i + 1);
      s = i + 1;
      i++;
      continue;
    }
    if (c === 46 || c === 33 || c === 63) {
      let j = i + 1;
      while (j < end && ".!?".includes(text[j])) j++;
      let q = j;
      while (q < end && `"\u201D\u2019)'*_`.includes(text[q])) q++;
      if (q >= end || isBlank(text.charCodeAt(q))) {
        let n = q;
        while (n < end && isBlank(text.charCodeAt(n))) n++;
        const before2 = c === 46 && j === i + 1 ? wordBefore(text, i, s) : "";
        const abbrev = ABBREVIATIONS.has(before2) || before2.length === 1 && before2 >= "a" && before2 <= "z";
        if (!abbrev && (n >= end || startsNewSentence(text[n]))) {
          flush(q);
          s = q;
        }
      }
      i = j;
      continue;
    }
    i++;
  }
  flush(end);
}
var PROSE_KINDS = /* @__PURE__ */ new Set(["heading", "paragraph", "table-cell"]);
function containerOf(b) {
  if (b.kind === "heading") return "heading";
  if (b.kind === "table-cell") return "table";
  if (b.quoteDepth > 0) return "quote";
  if (b.listDepth > 0) return "list";
  return "body";
}
var HIDDEN_HTML = /\bhidden\b|display\s{0,4}:\s{0,4}none|visibility\s{0,4}:\s{0,4}hidden|font-size\s{0,4}:\s{0,4}0|opacity\s{0,4}:\s{0,4}0(?![.\d])/i;
function documentSentences(text, md, bodyStart) {
  const out = [];
  let capped = false;
  const blocks = md.blocks ?? [];
  const comments = md.html.filter((h) => h.comment && h.start >= bodyStart);
  let ci = 0;
  const titles = inlineTitles(text, md, bodyStart);
  let ti = 0;
  const push = (sentence) => {
    if (out.length >= MAX_SENTENCES) {
      capped = true;
      return;
    }
    out.push(sentence);
  };
  const pushBlock = (start, end, container, skip, b, bi = -1) => {
    const from = out.length;
    splitSentences(
      text,
      start,
      end,
      skip,
      (s, e) => push(
        b ? { start: s, end: e, container, blockIndex: bi, block: b, first: false, last: false } : { start: s, end: e, container, blockIndex: bi, first: false, last: false }
      )
    );
    if (out.length > from) {
      out[from].first = true;
      out[out.length - 1].last = true;
    }
  };
  for (let bi = 0; bi < blocks.length && !capped; bi++) {
    const b = blocks[bi];
    if (b.end <= bodyStart) continue;
    if (PROSE_KINDS.has(b.kind)) {
      while (ci < comments.length && comments[ci].end <= b.start) ci++;
      const inner = [];
      for (let j = ci; j < comments.length && comments[j].start < b.end; j++) inner.push(comments[j]);
      while (ti < titles.length && titles[ti].end <= b.start) ti++;
      const tips = [];
      for (let j = ti; j < titles.length && titles[j].start < b.end; j++)
        if (!inner.some((c) => c.start <= titles[j].start && titles[j].end <= c.end)) tips.push(titles[j]);
      pushBlock(b.start, b.end, containerOf(b), [...inner, ...tips].sort(byStart), b, bi);
      for (const c of inner) pushBlock(c.start + 4, Math.max(c.start + 4, c.end - 3), "comment", [], b, bi);
      for (const t of tips) pushBlock(t.start, t.end, "link-title", [], b, bi);
    } else if (b.kind === "html") {
      const html = md.html.find((h) => h.start === b.start);
      if (html?.comment) pushBlock(b.start + 4, Math.max(b.start + 4, b.end - 3), "comment", [], b, bi);
      else {
        const head = text.slice(b.start, Math.min(b.end, b.start + 400));
        pushBlock(b.start, b.end, HIDDEN_HTML.test(head) ? "hidden" : containerOf(b), [], b, bi);
      }
    }
  }
  const before2 = out.length;
  let unitIndex = blocks.length;
  for (const l of md.links) {
    if (l.kind !== "definition" || l.start < bodyStart || capped) continue;
    const title = commentTitle(text, l);
    if (title) pushBlock(title[0], title[1], "comment", [], void 0, unitIndex++);
    else {
      const t = linkTitleSpan(text, l);
      if (t) pushBlock(t.start, t.end, "link-title", []);
    }
  }
  for (const c of md.code) {
    if (c.start < bodyStart || capped || c.lang !== "mermaid") continue;
    for (const r of diagramComments(c.content, c.contentStart))
      pushBlock(r.start, r.end, "comment", [], void 0, unitIndex++);
  }
  for (const r of surplusCells(text, blocks))
    if (!capped) pushBlock(r.start, r.end, "hidden", [], void 0, unitIndex++);
  if (out.length > before2) out.sort((a, b) => a.start - b.start);
  return { sentences: out, capped };
}
function surplusCells(text, blocks) {
  const lastCell = /* @__PURE__ */ new Map();
  for (const b of blocks)
    if (b.kind === "table-cell" && b.table !== void 0) {
      const key = `${b.table}:${b.row}`;
      if ((lastCell.get(key) ?? -1) < b.end) lastCell.set(key, b.end);
    }
  const out = [];
  for (const end of lastCell.values()) {
    const nl = text.indexOf("\n", end);
    const lineEnd = nl < 0 ? text.length : nl;
    let a = end;
    let z = lineEnd;
    while (a < z && /[\s|]/.test(text[a])) a++;
    while (z > a && /[\s|]/.test(text[z - 1])) z--;
    if (z > a && text.slice(end, a).includes("|")) out.push({ start: a, end: z });
  }
  return out.sort(byStart);
}
function inlineTitles(text, md, bodyStart) {
  const out = [];
  for (const l of md.links) {
    if (l.start < bodyStart || l.kind !== "inline" && l.kind !== "image") continue;
    const t = linkTitleSpan(text, l);
    if (t) out.push(t);
  }
  for (const h of md.html)
    if (!h.comment && h.start >= bodyStart) out.push(...htmlAttributeSpans(h.html, h.start));
  return out.sort(byStart);
}
var byStart = (a, b) => a.start - b.start;
var DEFINITION_COMMENT = /^[ ]{0,3}\[(?:\/\/|comment|_|#)\]:[ \t]*(?:#|<>)[ \t]*[("]/;
function commentTitle(text, l) {
  const src = text.slice(l.start, Math.min(l.end, l.start + 2200));
  const m = DEFINITION_COMMENT.exec(src);
  if (!m) return void 0;
  const close = src.lastIndexOf(src[m[0].length - 1] === "(" ? ")" : '"');
  return close > m[0].length ? [l.start + m[0].length, l.start + close] : void 0;
}

export {
  cliTokenOutput,
  CLI_TOKEN_PROGRAMS,
  words,
  sectionFraming,
  tokenize,
  FILE_READERS,
  keptOf,
  View,
  evidenceOf,
  SentenceWalker,
  linkHeadings,
  linkContent,
  linkFetch,
  linkIncomingInstructions,
  linkSecretRead,
  linkStoreNamed,
  keyOf,
  intentsOf,
  MAX_SENTENCES,
  splitSentences,
  documentSentences
};
