import type { CodeFacts, Lang } from '../facts.js';
import type { ClassifyOptions } from '../hosts.js';
import type { LineMap } from '../lines.js';
import { type CollectorLimits, type UnitAnalyzer, type UnitSpec } from './collector.js';
import { type GrammarName } from './grammar.js';
/**
 * The code-analysis entry point: one registry of language analyzers, and the function that runs a file's
 * code units through them. Analyzers never import each other; nested code in another language goes
 * through `UnitHandle.embed`, which comes back here.
 */
interface Registered {
    grammar?: GrammarName;
    analyze: UnitAnalyzer;
}
/** Registers (or replaces) a language analyzer: tests use it for fake languages. */
export declare function registerAnalyzer(lang: Lang, entry: Registered): void;
export declare function hasAnalyzer(lang: Lang): boolean;
/**
 * Starts the grammar runtime. Each grammar loads on its thread the first time a unit of its language is
 * parsed (src/analysis/code/grammar.ts `loadNow`): nested code can switch language (`python -c` in a shell
 * script), so the load happens at the parse, not per file; a tree with no code loads none.
 */
export declare function prepareAnalyzers(): Promise<void>;
export interface AnalyzeCodeResult extends CodeFacts {
    /** Set when a bound stopped the analysis (turned into a blind-spot finding). */
    limitHit?: string;
}
/** Analyses the code units of one file. `prepareAnalyzers()` must have resolved. */
export declare function analyzeUnits(lines: LineMap, specs: readonly UnitSpec[], hosts?: ClassifyOptions, limits?: CollectorLimits): AnalyzeCodeResult;
export type { UnitAnalyzer, UnitHandle, UnitSpec } from './collector.js';
