import { FOREIGN_NEG_AFTER, FOREIGN_NEG_BEFORE } from './foreign-words.js';
import { nounAfterName } from './model-tendencies.js';
import type { Token } from './tokens.js';

/**
 * A sentence whose subject is the agent itself, named in the third person, with a verb in the present:
 * "The assistant runs `gh auth token` and sends the value …", "Claude adds the rule", "el asistente
 * copia …", "der Assistent trägt … ein", "l'assistant envoie …". Written as a description, it is the
 * norm the text sets for the reader — runbooks, policy notes and data files the agent is told to follow
 * phrase their asks this way — so it asks as an imperative would. A copula ("the assistant is a …") or a
 * past ("the agent ran") describes; "never"/"does not" before the verb makes it a prohibition.
 */

/** Names of the agent (lower case, as the tokenizer gives words), in the languages the recognisers read. */
const AGENT_NAMES = new Set(
  'assistant agent claude copilot codex gemini llm ai asistente assistent assistente agente ki ia'.split(' '),
);
/** Articles before the name ("the", "el", "der", "o", "il", "la", "die", "le"). */
const ARTICLES = new Set([
  'the',
  'el',
  'la',
  'der',
  'die',
  'das',
  'o',
  'a',
  'il',
  'lo',
  'le',
  'this',
  'your',
]);
/** Elided French and Italian article fused to the name: "l'assistant", "l’assistente". */
const ELIDED = /^l['’]/;
/** Verbs after the name that describe rather than ask (copulas and auxiliaries of the past or a state). */
const NOT_ACTIONS = new Set([
  'is',
  'was',
  'has',
  'had',
  'does',
  'did',
  'seems',
  'appears',
  'becomes',
  'es',
  'está',
  'fue',
  'ha',
  'ist',
  'war',
  'hat',
  'est',
  'était',
  'a',
  'é',
  'è',
  'era',
  'foi',
  'tem',
]);

/** Names that stand alone, without an article. */
const PROPER_NAMES = new Set('claude copilot codex gemini'.split(' '));
/**
 * Names in languages without a separate article: Polish ("Asystent otwiera …"), and Hebrew, whose article
 * is fused to the noun ("העוזר שולח …", the assistant sends).
 */
const ARTICLELESS_NAMES = new Set(['asystent', 'asystentka', 'העוזר', 'העוזרת', 'הסוכן']);
const ENGLISH_ARTICLES = new Set(['the', 'this', 'your']);
const ENGLISH_NAMES = new Set(['assistant', 'agent', 'llm', 'ai', ...PROPER_NAMES]);

/**
 * The verb's index when the words from `head` are "[article] <agent name> <verb>", and whether the
 * subject is English (whose present needs the third-person -s).
 */
function agentVerbAt(tokens: readonly Token[], head: number): { at: number; english: boolean } | undefined {
  const w = (i: number) => (tokens[i]?.kind === 'word' ? tokens[i]!.t : '');
  const article = ARTICLES.has(w(head)) ? w(head) : undefined;
  let i = article ? head + 1 : head;
  // "the coding assistant", "the AI agent": one word before the name.
  if (article && !AGENT_NAMES.has(w(i).replace(ELIDED, '')) && AGENT_NAMES.has(w(i + 1))) i++;
  else if (AGENT_NAMES.has(w(i)) && AGENT_NAMES.has(w(i + 1))) i++;
  const elided = ELIDED.test(w(i));
  const name = w(i).replace(ELIDED, '');
  if (!article && ARTICLELESS_NAMES.has(name)) return { at: i + 1, english: false };
  if (!AGENT_NAMES.has(name)) return undefined;
  // "the assistant" needs its article (or the fused "l'"); Claude, Copilot stand alone as names.
  if (!article && !elided && !PROPER_NAMES.has(name)) return undefined;
  const english = !elided && ENGLISH_NAMES.has(name) && (!article || ENGLISH_ARTICLES.has(article));
  return { at: i + 1, english };
}

/**
 * The agent as the topic or subject of a Korean, Japanese or Chinese clause, its particle fused to the
 * noun ("어시스턴트는 …을 POST 하고", "アシスタントは…を送信する", "助手会…"): the same norm a policy
 * note sets in the third person. Those languages put the verb and its negation at the clause's end.
 */
const CJK_AGENT =
  /^(?:어시스턴트|에이전트|클로드|claude|ai|アシスタント|エージェント|助手|智能体)(?:는|은|가|이|는요|は|が|会|将|应|应该|需要|必须)/u;
const CJK_NEGATION =
  /않|말아|마세요|말고|말 것|금지|하지 마|しない|しません|しないで|禁止|てはいけない|ないこと|不要|不得|不会|从不|绝不|不能/u;

function cjkAgentAsk(
  tokens: readonly Token[],
  head: number,
): { directive: boolean; negative: boolean } | undefined {
  const first = tokens[head];
  if (first?.kind !== 'word' || !CJK_AGENT.test(first.t)) return undefined;
  let rest = '';
  for (let k = head; k < tokens.length && rest.length < 600; k++)
    if (tokens[k]!.kind === 'word') rest += `${tokens[k]!.t} `;
  return { directive: true, negative: CJK_NEGATION.test(rest) };
}

/** Is the sentence (from `head`) an ask of the agent in the third person, and a negative one? */
export function agentSubjectAsk(
  tokens: readonly Token[],
  head: number,
): { directive: boolean; negative: boolean } | undefined {
  const cjk = cjkAgentAsk(tokens, head);
  if (cjk) return cjk;
  const subject = agentVerbAt(tokens, head);
  if (subject === undefined) return undefined;
  const { at, english } = subject;
  const w = (i: number) => (tokens[i]?.kind === 'word' ? tokens[i]!.t : '');
  const verb = w(at);
  if (!verb) return undefined;
  if (verb === 'never' || (verb === 'does' && w(at + 1) === 'not') || verb === 'nunca' || verb === 'nie')
    return { directive: true, negative: true };
  if (NOT_ACTIONS.has(verb)) return undefined;
  // "Claude Skills are folders", "the agent logs are stored": a plural noun before a copula or a modal is
  // the subject's noun, not a verb.
  if (AUXILIARIES.has(w(at + 1))) return undefined;
  // "Claude instructions on webpages … may override": the noun of a longer subject (model-tendencies.ts).
  if (english && nounAfterName(tokens, at)) return undefined;
  // English needs the third person of the present ("runs", "adds", "copies"); another language's verb
  // is the word after its article and name ("copia", "trägt", "envoie"), not a function word ("El
  // asistente de voz", "Der Agent und …") or a participle; its own negation makes a prohibition.
  if (english) {
    if (!/^[a-z]+[^s]s$/.test(verb) || /(?:ss|us|ous)$/.test(verb)) return undefined;
    return { directive: true, negative: false };
  }
  if (FOREIGN_NEG_BEFORE.has(verb)) return { directive: true, negative: true };
  if (FUNCTION_WORDS.has(verb) || !/^\p{L}[\p{L}-]{1,30}$/u.test(verb) || /(?:ado|ido|iert|é)$/u.test(verb))
    return undefined;
  for (let k = at + 1; k < tokens.length && k <= at + 10; k++) {
    if (tokens[k]!.kind === 'punct') break;
    if (FOREIGN_NEG_AFTER.has(w(k)) || NONE_DE.has(w(k))) return { directive: true, negative: true };
  }
  return { directive: true, negative: false };
}

/** Copulas and modals after the word: it was a noun ("the agent logs are …", "Claude Skills can …"). */
const AUXILIARIES = new Set(
  'are is were was can could will would should must may might have has do does live include contain'.split(
    ' ',
  ),
);
/** German "no/none" closing the clause with the other negators ("Der Agent liest keine Dateien …"). */
const NONE_DE = new Set(['keine', 'kein', 'keinen']);
/** Prepositions, conjunctions and articles: what follows the name when it is no verb. */
const FUNCTION_WORDS = new Set(
  'de del des du di da do und oder e y et ou o que che der die das den dem ein eine un una une il lo la le les el los las für para pour per con mit'.split(
    ' ',
  ),
);
