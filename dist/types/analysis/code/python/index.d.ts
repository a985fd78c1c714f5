import type { UnitAnalyzer } from '../collector.js';
/**
 * The Python behaviour analyzer (registered in src/analysis/code/index.ts). It parses a unit with
 * tree-sitter, evaluates it statement by statement with values and taints (walker.ts, evaluate.ts),
 * and reports what the code does through modelled library calls (handlers.ts). Nothing is imported or
 * run; every loop, depth and size is bounded (context.ts `LIMITS`), and a bound hit marks the unit
 * `gave-up` so the scan reports a blind spot instead of a silent skip.
 */
export declare const analyzePython: UnitAnalyzer;
