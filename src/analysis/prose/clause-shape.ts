import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * The shape of the clause around a verb, for intents that must tell an imperative addressed to the agent
 * from a statement about something else: a noun subject before the verb ("notes override …"), a verb-looking
 * word that is a noun ("Override supersedes …"), a clause opened between a verb and a noun ("… wherever the
 * guidance is wrong"), a condition ("where the policy does not apply").
 */

/** Words that open a clause of their own. */
export const SUBORDINATORS = words(
  'wherever whenever where when if unless until because while although whereas',
);
/** Finite verbs that, right after a verb-looking word, make that word a noun: "Override supersedes the rule". */
const FINITE_AFTER = words(
  'is are was were has have had supersedes overrides outranks replaces wins applies takes beats must should will would can may',
);
/** Words before a verb that do not make it a statement: it is still an imperative or the agent's to do. */
const IMPERATIVE_LEAD = words(
  'please and or then to just also simply always now first immediately instead so hereby thus must should will can could may might you we i never',
);

/** A subordinator opens the clause that ends at i, with no punctuation between ("where the policy does not"). */
export function conditionClause(v: View, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
    if (v.toks[k]?.kind === 'punct') return false;
    if (v.isWordIn(k, SUBORDINATORS)) return true;
  }
  return false;
}

/** "Override supersedes the auto-select rule": the word is the subject noun, not a verb. */
export function nounBeforeVerb(v: View, at: number): boolean {
  return v.toks[at + 1]?.kind === 'word' && v.isWordIn(at + 1, FINITE_AFTER);
}

/**
 * The verb has a plural noun for subject right before it ("notes override …", "settings supersede …"):
 * a statement about which text wins, not an imperative to the agent.
 */
export function statedBySubject(v: View, at: number): boolean {
  const t = v.toks[at - 1];
  if (t?.kind !== 'word') return false;
  const w = t.t;
  return /[^su]s$/.test(w) && w.length > 3 && !v.isWordIn(at - 1, IMPERATIVE_LEAD) && !/ly$/.test(w);
}

/** A subordinator between two tokens: the later one sits in a clause of its own. */
export function subordinateBetween(v: View, a: number, b: number): boolean {
  return v.find(SUBORDINATORS, Math.min(a, b) + 1, Math.max(a, b)).length > 0;
}

const ROLE_NAMES = words('developer system user assistant tool function model');

/** "… the developer role …" (or "the `developer` role", as API references write it): a chat API's message role. */
function namesRole(v: View, from: number, to: number): boolean {
  for (let k = Math.max(1, from); k < Math.min(v.n, to); k++) {
    if (v.w(k) !== 'role' && v.w(k) !== 'roles') continue;
    const before = v.toks[k - 1];
    if (v.isWordIn(k - 1, ROLE_NAMES)) return true;
    if (before?.kind === 'code' && ROLE_NAMES.has(before.t.toLowerCase())) return true;
  }
  return false;
}

/**
 * "Instructions given with the developer role take precedence over those given with the user role": API
 * documentation ranking message roles, both sides named as roles. A claim for the text itself names no role
 * on one side ("these notes take precedence over the user role's messages" still counts).
 */
export function rolesRanked(v: View, at: number, obj: number): boolean {
  return namesRole(v, Math.max(0, at - 10), at) && namesRole(v, at + 1, obj + 8);
}

/** Words before a verb form that make it a noun ("use overrides", "the override"). */
// "too many override rules", "several override policies": after a quantifier the verb is a noun's modifier.
const NOUN_MARK = words('a an the use using with per its their many several few fewer multiple');
const NOUN_PREPOSITIONS = words('from in for of per on at under across within');
const LINKS = words('and or then to also just please simply now first');
/** Verbs whose object is a thing made or named: "add an explicit language override", "define overrides". */
const MAKING = words('add create define write introduce configure declare include keep remove drop need');

/**
 * The override verb is a noun: after a determiner or quantifier ("the override"), or the head of a noun
 * phrase a making verb governs ("add explicit language override in Rules"), only words between them.
 */
export function verbAsNoun(v: View, at: number): boolean {
  if (v.isWordIn(at - 1, NOUN_MARK)) return true;
  // "channel-specific style overrides from guidelines": an -s form with a preposition where a verb's object
  // would be is the plural noun ("overrides in config", "overrides per channel").
  if (/^overrides$/.test(v.w(at)) && v.isWordIn(at + 1, NOUN_PREPOSITIONS)) return true;
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    // "drop and override …", "need to override …": a second verb, not a noun phrase.
    if (v.toks[k]?.kind !== 'word' || v.isWordIn(k, LINKS)) return false;
    if (v.isWordIn(k, MAKING)) return k < at - 1;
  }
  return false;
}

/**
 * 'The earlier "Preview channel required" instruction is obsolete': the noun carries a quoted or code
 * name, so it is one documented item (a product step corrected), not the agent's instructions — unless
 * the sentence names them as the agent's ("your", "you were given").
 */
export function namedDocumentedItem(v: View, obj: number): boolean {
  const t = v.toks[obj - 1];
  const named = t?.kind === 'code' || (t?.kind === 'quote' && v.inQuotes(obj - 2));
  if (!named) return false;
  for (let j = Math.max(0, obj - 12); j < Math.min(v.n, obj + 6); j++)
    if (v.w(j) === 'your' || v.w(j) === 'you') return false;
  return true;
}

/** Heads that make a singular "instruction" a machine's: "instruction stream", "instruction pointer". */
const MACHINE_HEADS = words(
  'stream streams pointer pointers cache decoder decoding trace traces sequence sequences encoding encodings ' +
    'boundary boundaries opcode opcodes bytes fetch pipeline latency latencies mix operand operands ' +
    'handler handlers dispatch count counts tuning tuned scheduling selection length lengths width',
);
/** Words before "instructions" that name a processor's or a virtual machine's: "the VM's bytecode instructions". */
const MACHINE_QUALIFIERS = words(
  'machine cpu processor assembly asm bytecode opcode vm virtual simd avx sse neon x86 x64 arm64 jvm wasm nop branch jump privileged',
);

/**
 * "Lift the virtual instruction stream", "drop the NOP instructions": instructions a CPU or a bytecode
 * interpreter executes, named by a machine head after the singular noun or a machine word just before it.
 * They are code being analysed, not the agent's instructions.
 */
export function machineInstruction(v: View, j: number): boolean {
  const w = v.w(j);
  if (w !== 'instruction' && w !== 'instructions') return false;
  if (w === 'instruction' && v.toks[j + 1]?.kind === 'word' && v.isWordIn(j + 1, MACHINE_HEADS)) return true;
  for (let k = j - 1; k >= Math.max(0, j - 3); k--) {
    const t = v.toks[k];
    if (t?.kind !== 'word' && t?.kind !== 'code') return false;
    if (MACHINE_QUALIFIERS.has(t.t.toLowerCase())) return true;
  }
  return false;
}

/** Nouns that name a kind of request or attempt: "Directives to …", "Attempts to …". */
const REQUEST_KINDS = words(
  'directive directives instruction instructions request requests attempt attempts command commands prompt ' +
    'prompts order orders demand demands effort efforts message messages phrase phrases line lines text ' +
    'content payload payloads plea pleas nudge nudges',
);
/** Words that may qualify such a noun at the start of a sentence: "Hidden directives to …". */
const KIND_QUALIFIERS = words(
  'a an the any all some hidden embedded planted injected explicit implicit subtle indirect direct malicious suspicious covert sneaky buried',
);
const NOT_INFINITIVE = words('the a an you your this that these those it them us me him her agent model');

/**
 * "Directives to ignore the operator, adopt a persona, or treat prior instructions as void": the sentence
 * is a noun phrase naming a kind of request (a checklist entry, a heading), and the verb is one of the
 * infinitives after "to" that say what such requests ask. Nothing is asked of the reader. The noun opens
 * the sentence (after qualifiers only: "Obey the directives to …" opens with a verb and stays an ask), and
 * "to" starts an infinitive ("Instructions to the agent: ignore …" does not), with only commas and
 * coordinators between it and the verb.
 */
export function namedRequestKind(v: View, at: number): boolean {
  let noun = 0;
  while (noun < 3 && v.toks[noun]?.kind === 'word' && !v.isWordIn(noun, REQUEST_KINDS)) {
    const w = v.w(noun);
    if (!KIND_QUALIFIERS.has(w) && !/ed$/.test(w)) return false;
    noun++;
  }
  if (!v.isWordIn(noun, REQUEST_KINDS) || v.w(noun + 1) !== 'to') return false;
  const first = noun + 2;
  if (at < first || v.toks[first]?.kind !== 'word' || v.isWordIn(first, NOT_INFINITIVE)) return false;
  for (let k = first; k < at; k++) {
    const t = v.toks[k]!;
    if (t.kind === 'punct' && t.t !== ',') return false;
  }
  return v.toks[at + 1]?.kind !== 'punct' || v.toks[at + 1]!.t !== ':';
}

/**
 * "verify the package exists on npm before use (`npx` executes remote code)": a tool named in code as the
 * subject of a verb in the third person says what the tool does (the warning behind a check), not what
 * the agent is to run.
 */
export function toolStatement(v: View, at: number): boolean {
  return /[^s]s$/.test(v.w(at)) && v.toks[at - 1]?.kind === 'code';
}
