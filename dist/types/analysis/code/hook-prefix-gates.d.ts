import type { UnitHandle } from './collector.js';
/** Code that splits a command into its simple commands before deciding (each is judged alone). */
export declare const SEGMENT_PARSER: RegExp;
export interface Test {
    subject: string;
    /** Prefix literal; `undefined` when the test compares the whole subject (equality). */
    prefix?: string;
    /** Exact literals compared with the subject (a first word compared exactly is still a prefix). */
    exact?: string[];
    start: number;
    end: number;
    /** Where the approving branch starts and how far it may reach. */
    branchFrom: number;
    branchTo?: number;
    /** `!=`, `not x.startswith`, `!c.startsWith`, `[[ … ]] || exit`: the branch leaves, what follows approves. */
    negated?: boolean;
}
export declare function addPrefixGates(unit: UnitHandle): void;
/**
 * Where the approval for a passing test is: its branch, or — for a negated test whose branch only
 * leaves (`if not c.startswith("make "): sys.exit(0)`) — the code after that branch.
 */
export declare function approvingRegion(text: string, t: Test): {
    from: number;
    body: string;
} | undefined;
export declare function testsCommandAgain(branchHead: string, v: Vars): boolean;
export interface Vars {
    /** Names holding the command (or a copy of it). */
    command: Set<string>;
    /** Names holding its first word (or, for arrays, its words: `[0]` is the first). */
    first: Set<string>;
    arrays: Set<string>;
}
/** Follows copies of the command through assignments, a few passes deep, bounded. */
export declare function commandVars(text: string): Vars;
export declare function isCommand(subject: string, v: Vars): boolean;
/** Names the branch calls (shell words in command position, `name(` elsewhere). */
export declare function callNames(branch: string): string[];
