import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, BehaviourKind, BehaviourOf, CodeUnit, Endpoint, Placement } from '../../analysis/facts.js';
import type { Confidence, Location, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * What every behaviour rule shares: the behaviours of every file an entry point reaches, with the unit
 * they sit in, and one way to grade them by placement (docs/facts.md "Policy lives in rules"). Severity
 * tables and wording stay in each rule.
 */
export interface Located<B extends Behaviour = Behaviour> {
    path: string;
    b: B;
    unit: CodeUnit;
    facts: FileFacts;
}
/** Behaviours of the given kinds in every reachable file, in path order, then document order. */
export declare function reachedBehaviours<K extends BehaviourKind>(ctx: RuleContext, kinds: readonly K[]): Promise<Array<Located<BehaviourOf<K>>>>;
/** Every behaviour of a file, for corroboration within one file. */
export declare function behavioursOf<K extends BehaviourKind>(facts: FileFacts, kinds: readonly K[]): Array<BehaviourOf<K>>;
/** Severity per placement; `undefined` means not reported. */
export type PlacementGrades = Readonly<Record<Placement, Severity | undefined>>;
/** Medium wherever it runs, low where it is only shown (a signal, not proof, of harm). */
export declare const MEDIUM_WHERE_IT_RUNS: PlacementGrades;
/** Low wherever it runs or is ready to run, not reported where it is only shown or named. */
export declare const LOW_WHERE_IT_RUNS: PlacementGrades;
/**
 * The scale most dangerous behaviours are graded on: high where the code runs or the agent is told to
 * run it, medium where it is only ready to be run, low in an example, not reported in a mention.
 */
export declare const HIGH_WHERE_IT_RUNS: PlacementGrades;
/**
 * The severity a placement table gives a unit. Code only shown (runnable or example) inside text that
 * frames it as a described attack or a thing not to do is capped at medium: nobody asks the agent to
 * run it, and security write-ups quote real payloads. Code that runs where it sits is never lowered by
 * framing (docs/facts.md rule 1): the attacker writes the framing too.
 */
export declare function grade(grades: PlacementGrades, unit: CodeUnit): Severity | undefined;
/** Code that runs where it sits: framing may never lower these below the gate (docs/facts.md rule 1). */
export declare function runsWhereItSits(unit: CodeUnit): boolean;
/** Where the code sits, for messages. */
export declare function whereItRuns(unit: CodeUnit): string;
/** Hosts that document a placeholder rather than a real server. */
export declare function isPlaceholder(e: Endpoint | undefined): boolean;
export declare function describeEndpoint(e: Endpoint | undefined): string;
export interface BehaviourReport {
    severity: Severity;
    message: string;
    confidence?: Confidence;
    related?: Location[];
    /** Overrides the evidence key (default: the behaviour's key). */
    key?: string;
}
/**
 * Reports one behaviour once, at its evidence, naming every entry point that reaches its file. Evidence
 * read from an archive member is reported on the archive (its lines are the member's, not the file's),
 * and the message names the member and the line in it.
 */
export declare function reportBehaviour(ctx: RuleContext, loc: Located, r: BehaviourReport): Promise<void>;
/** The evidence as it may appear in a message: inert, bounded, in backticks. */
export declare function shown(b: Behaviour, max?: number): string;
