import { askedWriteClassOf } from '../paths.js';
import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * What an override verb's object is (src/analysis/prose/intents-control.ts): the agent's own instructions
 * (an owner word before it, "you were told" after it) or an item of the material the text works on (a
 * tool's rules, a rule described by where it comes from).
 */

export const DIRECTIVE_WEAK = words(
  'rule cap limit limitation restriction constraint policy safeguard guardrail order direction ' +
    'requirement boundary protocol request règles regeln reglas',
);
export const PRIOR = words(
  "previous prior earlier above preceding original initial existing old system default safety all any every other your user user's developer operator standing built-in anthropic openai précédentes vorherigen anteriores poprzednie wcześniejsze",
);
export const TOLD = words('told said asked instructed given above before earlier previously');

/** A past participle ("superseded", "overridden", "forgot"). */
export function participle(w: string): boolean {
  return /(?:ed|en|ne)$/.test(w) || w === 'forgot' || w === 'overrode';
}

const ONLY = words('only solely just merely mostly entirely');
const BY = words('by in from with through');
/** Who owns what the agent was told: "a rule set by your operator", "limits imposed by the system". */
const OWNER = words(
  'you your system user users operator operators developer developers anthropic openai admin administrator prompt harness safety claude assistant model',
);

/**
 * "drop any rule supported only by a comment", "discard restrictions found in the legacy code": a weak
 * directive noun described by where it comes from is an item of the material being worked on. A source
 * that is the agent's or its principals' ("limits imposed by your operator") keeps it the agent's.
 */
export function describedItem(v: View, obj: number): boolean {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  let k = obj + 1;
  if (v.isWordIn(k, ONLY)) k++;
  if (!participle(v.w(k)) || v.isWordIn(k, TOLD)) return false;
  k++;
  if (v.isWordIn(k, ONLY)) k++;
  if (!v.isWordIn(k, BY)) return false;
  for (let j = k + 1; j <= k + 4 && j < v.n; j++)
    if (v.isWordIn(j, OWNER) || v.isWordIn(j, PRIOR)) return false;
  return true;
}

/** Verbs that, coordinated with override, make it configuration: "override or extend rules". */
const CONFIGURE = words('extend customize customise configure tweak adjust add disable enable inherit');

/**
 * "Override or extend rules in `biome.jsonc`", "override lint rules per directory": rules of a tool,
 * named with a configuring verb or located in a file that is not an agent instruction file. A rule the
 * agent was given ("override your rules", "override the safety rules") has an owner word and stays.
 */
export function toolConfig(v: View, at: number, obj: number): boolean {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK) || hasPrior(v, obj)) return false;
  const coordinated = (v.w(at + 1) === 'or' || v.w(at + 1) === 'and') && v.isWordIn(at + 2, CONFIGURE);
  const before = (v.w(at - 1) === 'or' || v.w(at - 1) === 'and') && v.isWordIn(at - 2, CONFIGURE);
  if (coordinated || before) return true;
  const t = v.toks[obj + 2];
  if ((v.w(obj + 1) === 'in' || v.w(obj + 1) === 'from') && (t?.kind === 'code' || t?.kind === 'path')) {
    return !askedWriteClassOf(t.t)?.cls.startsWith('agent-');
  }
  return false;
}

/** Words that name a rule kind of a language or a tool: "CSS rules", "lint rules", "firewall rules". */
const TOOL_KIND = words(
  'css scss stylesheet style styles selector selectors media lint linter eslint stylelint tslint ruff ' +
    'prettier biome semgrep yara sigma snort waf firewall iptables nftables routing rewrite nginx cors csp ' +
    'grammar parser regex regexp cron gitignore dockerignore formatting',
);
/** Words that make a rule the agent's or its principals', whatever kind it is named as. */
const AGENT_OWNER = words(
  'your you system safety security user users operator developer anthropic openai claude assistant model ' +
    'prompt harness previous prior earlier original initial standing built-in guardrail guardrails',
);

/**
 * "drop any `@scope` rules for variants other than the accepted one", "remove the CSS rules for the old
 * theme": a weak directive noun whose kind is named in code or as a language's or tool's rules is an item
 * of the material the text edits, not the agent's instructions. An owner word near it ("drop any safety
 * rules", "your `@scope` rules") or "you were given" after it keeps it the agent's.
 */
export function namedToolRule(v: View, obj: number): boolean {
  if (!v.isWordIn(obj, DIRECTIVE_WEAK)) return false;
  const kind = v.toks[obj - 1];
  if (kind?.kind !== 'code' && !v.isWordIn(obj - 1, TOOL_KIND)) return false;
  for (let k = Math.max(0, obj - 4); k <= obj + 5 && k < v.n; k++) {
    if (k > obj && v.toks[k]!.kind === 'punct') break;
    if (v.isWordIn(k, AGENT_OWNER) || v.isWordIn(k, TOLD)) return false;
    if (k === obj - 1 && kind?.kind === 'code' && AGENT_OWNER.has(kind.t.replace(/`/g, '').toLowerCase()))
      return false;
  }
  return true;
}

/** A rule of the material the text works on: a tool's (configured or named by kind) or one described by its source. */
export function materialRule(v: View, at: number, obj: number): boolean {
  return toolConfig(v, at, obj) || describedItem(v, obj) || namedToolRule(v, obj);
}

/** The object names the agent's or the user's instructions: a prior owner before it, or "you were given" after. */
export function ownedByAgent(v: View, obj: number): boolean {
  if (hasPrior(v, obj)) return true;
  return v.near(obj, 5, (j) => v.isWordIn(j, TOLD) || v.w(j) === 'you', true, false) !== undefined;
}

export function hasPrior(v: View, j: number): boolean {
  for (let k = j - 1; k >= Math.max(0, j - 3); k--) if (v.isWordIn(k, PRIOR)) return true;
  return false;
}

/** Where a rule may sit when it belongs to something else: "embedded in", "of", "inside". */
const HELD_IN = words('in of inside within into');
const HELD_PARTICIPLE = words(
  'embedded built baked enforced present implemented found used deployed trained',
);
/** Words before the holder that make it someone else's: "the target model", "third-party chatbots". */
const OTHER_HOLDER = words('target targeted victim third-party deployed production commercial');
/** Plural holders are a class of systems, never the agent itself: "AI models", "LLMs", "web applications". */
const HOLDER_PLURAL = words(
  'models llms chatbots assistants systems applications apps agents websites services products filters classifiers',
);

/**
 * "bypass safety constraints and ethical alignments embedded in AI models", "the guardrails of the target
 * model": the rules belong to the system under test, which a red-team or testing text names after the
 * noun — a class of systems (a plural) or a target one. "the safety rules built into this model", "your
 * guardrails" are the agent's and stay.
 */
export function heldBySomethingElse(v: View, obj: number): boolean {
  let k = obj + 1;
  // Past the coordinated nouns ("constraints and ethical alignments"), then an optional participle.
  for (let steps = 0; k < v.n && steps < 6 && !v.isWordIn(k, HELD_IN); steps++, k++) {
    if (v.toks[k]!.kind === 'punct' && v.toks[k]!.t !== ',') return false;
    if (v.isWordIn(k, HELD_PARTICIPLE)) continue;
    if (v.toks[k]!.kind !== 'word') return false;
  }
  if (!v.isWordIn(k, HELD_IN)) return false;
  for (let j = k + 1; j < v.n && j <= k + 4; j++) {
    if (v.toks[j]!.kind !== 'word') return false;
    const w = v.w(j);
    if (w === 'you' || w === 'your' || w === 'this' || w === 'yourself') return false;
    // "the systems you run on" are the agent's own.
    if (v.isWordIn(j, OTHER_HOLDER) || v.isWordIn(j, HOLDER_PLURAL))
      return v.w(j + 1) !== 'you' && !(v.w(j + 1) === 'that' && v.w(j + 2) === 'you');
  }
  return false;
}

/**
 * "a warning rule (notify user, allow override with justification) and a blocking rule for 5+ numbers":
 * the verb sits in a parenthetical and the noun outside it, so the noun is not its object — a
 * parenthetical closes its own clause. Checked both ways: a `)` between verb and a later noun that no
 * `(` after the verb opened, or a `(` between an earlier noun and the verb that no `)` closed.
 */
export function verbInsideParenthetical(v: View, at: number, obj: number): boolean {
  let depth = 0;
  if (obj > at) {
    for (let k = at + 1; k < obj; k++) {
      const t = v.toks[k]!;
      if (t.kind !== 'punct') continue;
      if (t.t === '(') depth++;
      else if (t.t === ')' && --depth < 0) return true;
    }
    return false;
  }
  for (let k = at - 1; k > obj; k--) {
    const t = v.toks[k]!;
    if (t.kind !== 'punct') continue;
    if (t.t === ')') depth++;
    else if (t.t === '(' && --depth < 0) return true;
  }
  return false;
}

/** Verbs that grant or withhold something, so an "override" after them is the thing granted. */
const GRANTING = words(
  'allow allows allowing allowed permit permits permitting enable enables enabling disable disables disabling prevent prevents block blocks require requires',
);
/** Who may be granted an override ("allow user override", "enable admin overrides"). */
const GRANTEE = words('user users admin admins administrator administrators manager managers end-user');

/**
 * "notify user, allow override with justification", "enable admin override of the policy": "override"
 * after a granting verb (and at most a grantee) is a noun, the permission a product setting gives. It is
 * no request to set anything aside unless its object is the agent's (the caller checks).
 */
export function grantedOverride(v: View, at: number): boolean {
  if (!/^overrides?$/.test(v.w(at))) return false;
  const k = v.isWordIn(at - 1, GRANTEE) ? at - 2 : at - 1;
  return v.isWordIn(k, GRANTING);
}
