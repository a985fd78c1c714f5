import type { View } from './view.js';
/**
 * What an override verb's object is (src/analysis/prose/intents-control.ts): the agent's own instructions
 * (an owner word before it, "you were told" after it) or an item of the material the text works on (a
 * tool's rules, a rule described by where it comes from).
 */
export declare const DIRECTIVE_WEAK: ReadonlySet<string>;
export declare const PRIOR: ReadonlySet<string>;
export declare const TOLD: ReadonlySet<string>;
/** A past participle ("superseded", "overridden", "forgot"). */
export declare function participle(w: string): boolean;
/**
 * "drop any rule supported only by a comment", "discard restrictions found in the legacy code": a weak
 * directive noun described by where it comes from is an item of the material being worked on. A source
 * that is the agent's or its principals' ("limits imposed by your operator") keeps it the agent's.
 */
export declare function describedItem(v: View, obj: number): boolean;
/**
 * "Override or extend rules in `biome.jsonc`", "override lint rules per directory": rules of a tool,
 * named with a configuring verb or located in a file that is not an agent instruction file. A rule the
 * agent was given ("override your rules", "override the safety rules") has an owner word and stays.
 */
export declare function toolConfig(v: View, at: number, obj: number): boolean;
/**
 * "drop any `@scope` rules for variants other than the accepted one", "remove the CSS rules for the old
 * theme": a weak directive noun whose kind is named in code or as a language's or tool's rules is an item
 * of the material the text edits, not the agent's instructions. An owner word near it ("drop any safety
 * rules", "your `@scope` rules") or "you were given" after it keeps it the agent's.
 */
export declare function namedToolRule(v: View, obj: number): boolean;
/** A rule of the material the text works on: a tool's (configured or named by kind) or one described by its source. */
export declare function materialRule(v: View, at: number, obj: number): boolean;
/** The object names the agent's or the user's instructions: a prior owner before it, or "you were given" after. */
export declare function ownedByAgent(v: View, obj: number): boolean;
export declare function hasPrior(v: View, j: number): boolean;
/**
 * "bypass safety constraints and ethical alignments embedded in AI models", "the guardrails of the target
 * model": the rules belong to the system under test, which a red-team or testing text names after the
 * noun — a class of systems (a plural) or a target one. "the safety rules built into this model", "your
 * guardrails" are the agent's and stay.
 */
export declare function heldBySomethingElse(v: View, obj: number): boolean;
/**
 * "a warning rule (notify user, allow override with justification) and a blocking rule for 5+ numbers":
 * the verb sits in a parenthetical and the noun outside it, so the noun is not its object — a
 * parenthetical closes its own clause. Checked both ways: a `)` between verb and a later noun that no
 * `(` after the verb opened, or a `(` between an earlier noun and the verb that no `)` closed.
 */
export declare function verbInsideParenthetical(v: View, at: number, obj: number): boolean;
/**
 * "notify user, allow override with justification", "enable admin override of the policy": "override"
 * after a granting verb (and at most a grantee) is a noun, the permission a product setting gives. It is
 * no request to set anything aside unless its object is the agent's (the caller checks).
 */
export declare function grantedOverride(v: View, at: number): boolean;
