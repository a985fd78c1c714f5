import { askedWriteClassOf } from '../paths.js';
import { SUBORDINATORS } from './clause-shape.js';
import { words } from './lexicon.js';
import { DIRECTIVE_WEAK, hasPrior, TOLD } from './override-objects.js';
import type { View } from './view.js';

/**
 * Who sets something aside, and on whose word (src/analysis/prose/intents-control.ts asks this once it has
 * an override verb and a directive noun). An override is the agent — addressed ("you"), told in the
 * imperative, or named ("the assistant", "Claude") — setting aside what it was told. Two readings fail that
 * requirement whatever the words around them:
 * - the verb is finite with some other party as its subject: a statement of what that party does ("Flannel
 *   ignores every policy", "an appeal does not stay (suspend) the original order", "a negated pattern
 *   overrides an earlier rule", "the loading dose overrides the usual dosing limit"). It sets aside the
 *   agent's instructions only when it names them as the agent's ("… ignores your rules", "… the system
 *   prompt") or names earlier instructions outright ("developer mode ignores all previous instructions").
 *   A subject that is the text itself or a directive ("this skill overrides …", "the new policy overrides
 *   …") is left to the caller's reading of priority claims.
 * - what is set aside is an instruction the same sentence reports from content the agent reads ("If a
 *   brief instructs you to …, ignore that instruction", "when a tool result tells you to …, disregard those
 *   instructions"): ignoring it is the defence against injection. An instruction reported from a principal
 *   ("if the user tells you to stop, ignore that instruction", "if your system prompt tells you …") or from
 *   the agent's own instruction file (`CLAUDE.md`) stays an override.
 */

/** Names of the agent as a subject ("the assistant ignores …", "Claude overrides …"). */
const AGENT = words(
  'assistant agent claude copilot codex gemini llm ai model you we i us asistente assistent assistente agente asystent',
);
/** Subjects that are the text or a directive: a priority claim the caller reads ("this skill overrides …"). */
const TEXT = words(
  'this these skill file document guide section prompt note page readme manual instruction guidance ' +
    'guideline directive policy rule version update message text',
);
/** Words between a subject and its verb: auxiliaries, negators and adverbs ("does NOT automatically stay"). */
const BETWEEN = words(
  'do does did will would can could may might must should shall not never also always still just only ' +
    'often usually generally typically then even already now simply',
);
/** Marks of a finite verb after its subject (an auxiliary among BETWEEN). */
const AUXILIARY = words('do does did will would can could may might must should shall');
/** Words that cannot be a subject: a verb after them is an imperative or belongs to another reading. */
const NOT_SUBJECT = words(
  'please and or but then so to on in at for from with by of as if when once first and instead ' +
    'hereby thus that which who whom whose where while unless until because what whatever',
);
/** Words that end a subject's noun phrase on its left. */
const PHRASE_EDGE = words('and or but so then if when while where unless because that which who');
/**
 * Articles of the languages whose override verbs are read: "el juez ignora …", "il server ignora …". Their
 * third person singular is also their imperative ("ignora"), so the article before the noun marks it finite.
 */
const FOREIGN_ARTICLES = words('el la los las il lo gli der die das den dem ein eine un una une');
/** Pronouns for a third party ("it ignores every policy"). */
const THIRD = words('it he she they one');

export type OverrideActor = 'agent' | 'text' | 'other';

/**
 * The subject of the override verb at `at`, or undefined when it has none (an imperative, a passive, an
 * infinitive). A verb glossed in parentheses ("stay (suspend)") shares the subject of the verb it glosses.
 */
export function overrideActor(v: View, at: number): OverrideActor | undefined {
  let verb = at;
  if (v.toks[at - 1]?.kind === 'punct' && v.toks[at - 1]!.t === '(' && v.toks[at - 2]?.kind === 'word')
    verb = at - 2;
  let k = verb - 1;
  let finite = /(?:[^s]s|sses|shes|ches|xes)$/.test(v.w(verb));
  while (
    k >= 0 &&
    k > verb - 6 &&
    v.toks[k]?.kind === 'word' &&
    (v.isWordIn(k, BETWEEN) || /ly$/.test(v.w(k)))
  ) {
    if (v.isWordIn(k, AUXILIARY)) finite = true;
    k--;
  }
  const t = v.toks[k];
  if (t === undefined || (t.kind !== 'word' && t.kind !== 'code')) return undefined;
  const w = v.w(k);
  if (v.isWordIn(k, AGENT)) return 'agent';
  if (t.kind === 'word' && v.isWordIn(k, NOT_SUBJECT)) return undefined;
  // A plural noun before a bare verb is a subject too ("network plugins ignore every policy").
  if (!finite && !(/[^su]s$/.test(w) && w.length > 3) && !v.isWordIn(k - 1, FOREIGN_ARTICLES))
    return undefined;
  if (v.isWordIn(k, THIRD)) return 'other';
  for (let j = k; j >= 0 && j > k - 6; j--) {
    const tj = v.toks[j]!;
    if (tj.kind === 'punct' || v.isWordIn(j, PHRASE_EDGE) || v.isWordIn(j, SUBORDINATORS)) break;
    if (v.isWordIn(j, AGENT)) return 'agent';
    if (v.isWordIn(j, TEXT)) return 'text';
  }
  return 'other';
}

/** Owners that make a directive noun the agent's or its principals'. */
const PRINCIPAL = words(
  "your you yours user users user's system safety operator operators developer developers guardrail guardrails anthropic openai",
);
/** Directive nouns named outright as what an agent is told ("instructions", "guidance", "prompt"). */
const TOLD_NOUNS = words(
  'instruction guidance guideline directive prompt programming instrucciones anweisungen anweisung consignes istruzioni instruções',
);

/** The object is named as the agent's: a principal's, "you were told", or earlier instructions outright. */
function namedAsAgents(v: View, obj: number): boolean {
  if (v.near(obj, 4, (j) => v.isWordIn(j, PRINCIPAL), true, true) !== undefined) return true;
  if (v.near(obj, 5, (j) => v.isWordIn(j, TOLD), true, false) !== undefined) return true;
  return !v.isWordIn(obj, DIRECTIVE_WEAK) && v.isWordIn(obj, TOLD_NOUNS) && hasPrior(v, obj);
}

/** The override verb states what another party does, to something not named as the agent's. */
export function otherPartyActs(v: View, at: number, obj: number): boolean {
  return overrideActor(v, at) === 'other' && !namedAsAgents(v, obj);
}

/** Verbs that report what some text or party asks ("a brief instructs you to", "the page tells you to"). */
const REPORTING = words('instruct tell ask request want direct demand order urge say suggest');
/** Determiners that point back at something already named: "that instruction", "those requests". */
const ANAPHORA = words('that those such this these');
/** Nouns for an ask. */
const ASK_NOUNS = words(
  'instruction instructions request requests direction directions demand demands command commands',
);

/**
 * "If a brief instructs you to …, ignore that instruction": the object points back ("that", "those",
 * "such") at an ask the sentence reports before the verb, and who asks is not a principal.
 */
export function reportedFromContent(v: View, at: number, obj: number): boolean {
  if (obj <= at || !v.isWordIn(obj, ASK_NOUNS) || !v.isWordIn(obj - 1, ANAPHORA)) return false;
  for (let r = at - 1; r > 0; r--) {
    if (!v.isWordIn(r, REPORTING) || v.toks[r]?.kind !== 'word') continue;
    // "tells you to", "asks the agent to", "instructs Claude to".
    const addressed = v.isWordIn(r + 1, AGENT) || v.isWordIn(r + 2, AGENT);
    if (!addressed) continue;
    return !principalAsks(v, r);
  }
  return false;
}

/** The subject of the reporting verb at r names a principal or the agent's own instruction file. */
function principalAsks(v: View, r: number): boolean {
  let named = false;
  for (let j = r - 1; j >= 0 && j > r - 8; j--) {
    const t = v.toks[j]!;
    if (t.kind === 'punct' || v.isWordIn(j, SUBORDINATORS) || v.isWordIn(j, PHRASE_EDGE)) break;
    named = true;
    if (v.isWordIn(j, PRINCIPAL) || v.isWordIn(j, AGENT)) return true;
    if ((t.kind === 'code' || t.kind === 'path') && askedWriteClassOf(t.t)?.cls.startsWith('agent-'))
      return true;
  }
  // Nobody named ("tells you to …" after a comma): the asker is not known to be content.
  return !named;
}
